# k_strided (cuda/families.cuh): K = 4 loads of 4 B per thread, lanes 32 B
# apart, each load a grid apart, then their uses.
name strided-32
ld r0 a width=4 stride=32
ld r1 a width=4 stride=32 offset=1024
ld r2 a width=4 stride=32 offset=2048
ld r3 a width=4 stride=32 offset=3072
alu r4 r3 r2
alu r5 r1 r0
