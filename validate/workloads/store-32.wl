# k_store (cuda/families.cuh): K = 4 stores of 4 B per thread, lanes 32 B
# apart (4: whole sectors; 8 and more: part of each sector), a grid apart.
name store-32
alu r0 r0 lat=4 flops=0
st b r0 width=4 stride=32
st b r0 width=4 stride=32 offset=1024
st b r0 width=4 stride=32 offset=2048
st b r0 width=4 stride=32 offset=3072
