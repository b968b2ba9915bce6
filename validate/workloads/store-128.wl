# k_store (cuda/families.cuh): K = 4 stores of 4 B per thread, lanes 128 B
# apart (4: whole sectors; 8 and more: part of each sector), a grid apart.
name store-128
alu r0 r0 lat=4 flops=0
st b r0 width=4 stride=128
st b r0 width=4 stride=128 offset=4096
st b r0 width=4 stride=128 offset=8192
st b r0 width=4 stride=128 offset=12288
