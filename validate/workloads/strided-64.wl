# k_strided (cuda/families.cuh): K = 4 loads of 4 B per thread, lanes 64 B
# apart, each load a grid apart, then their uses.
name strided-64
ld r0 a width=4 stride=64
ld r1 a width=4 stride=64 offset=2048
ld r2 a width=4 stride=64 offset=4096
ld r3 a width=4 stride=64 offset=6144
alu r4 r3 r2
alu r5 r1 r0
