# k_store (cuda/families.cuh): K = 4 stores of 4 B per thread, lanes 32 B
# apart (4: whole sectors; 8 and more: part of each sector), a grid apart.
# Each store its own stream: the k-th store of every warp covers the k-th grid of
# the iteration, so a line's neighbours are written by the neighbouring warps
# (until 2026-12-03 the four were offsets in one chunk: a warp's own consecutive
# lines, which only matters where DRAM rewards neighbouring lines written together)
name store-32
alu r0 r0 lat=4 flops=0
st b r0 width=4 stride=32
st c r0 width=4 stride=32
st d r0 width=4 stride=32
st e r0 width=4 stride=32
