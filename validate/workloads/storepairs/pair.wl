# A warp's two 4 B stores, one right after the other, to the two lines of an
# aligned 256 B (storekp, distance 1 line)
name pair
alu r0 r0 lat=4 flops=0
st b r0 width=4
st b r0 width=4 offset=128
