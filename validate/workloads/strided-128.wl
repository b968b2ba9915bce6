# k_strided (cuda/families.cuh): K = 4 loads of 4 B per thread, lanes 128 B
# apart, each load a grid apart, then their uses.
name strided-128
ld r0 a width=4 stride=128
ld r1 a width=4 stride=128 offset=4096
ld r2 a width=4 stride=128 offset=8192
ld r3 a width=4 stride=128 offset=12288
alu r4 r3 r2
alu r5 r1 r0
