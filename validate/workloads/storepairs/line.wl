# One line a warp store: 4 B a lane, lanes 4 B apart (storeb, storekm with K=1):
# a line's neighbours are written by the neighbouring warps
name line
alu r0 r0 lat=4 flops=0
st b r0 width=4
