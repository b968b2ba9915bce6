# stld56: k_stld<2,4> by hand -- 2 float4 stores a lane (two 8 B halves each, as nvcc's STG.E.64 pair), then the chase's load (a whole line, L2, skipping L1) into a register the stores read
name stld2
st b r0 width=8
st b r0 width=8 offset=8
st b r0 width=8
st b r0 width=8 offset=8
ld r0 a width=4 addr=r0 cache=cg
alu r1 r0
