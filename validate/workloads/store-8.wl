# k_store (cuda/families.cuh): K = 4 stores of 4 B per thread, lanes 8 B
# apart (4: whole sectors; 8 and more: part of each sector), a grid apart.
name store-8
alu r0 r0 lat=4 flops=0
st b r0 width=4 stride=8
st b r0 width=4 stride=8 offset=256
st b r0 width=4 stride=8 offset=512
st b r0 width=4 stride=8 offset=768
