# k_strided (cuda/families.cuh): K = 4 loads of 4 B per thread, lanes 16 B
# apart, each load a grid apart, then their uses.
name strided-16
ld r0 a width=4 stride=16
ld r1 a width=4 stride=16 offset=512
ld r2 a width=4 stride=16 offset=1024
ld r3 a width=4 stride=16 offset=1536
alu r4 r3 r2
alu r5 r1 r0
