# A float4 store: 16 B a lane, a warp's store four consecutive lines (storeb width 16)
name float4
alu r0 r0 lat=4 flops=0
st b r0 width=16
