# k_strided (cuda/families.cuh): K = 4 loads of 4 B per thread, lanes 4 B
# apart, each load a grid apart, then their uses.
name strided-4
ld r0 a width=4 stride=4
ld r1 a width=4 stride=4 offset=128
ld r2 a width=4 stride=4 offset=256
ld r3 a width=4 stride=4 offset=384
alu r4 r3 r2
alu r5 r1 r0
