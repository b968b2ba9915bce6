# axpy with K = 1 float4 elements per thread, written from the source (cuda/launch.cuh k_axpy):
# every load first, then the FMAs, then the stores -- the order the source suggests,
# not the order nvcc compiles (compare lhsim import of k_axpy<1>).
name axpy-k1-source
ld r0 x0 width=16
ld r1 y0 width=16
alu r40 r0 r1 lat=4 flops=2
alu r41 r0 r1 lat=4 flops=2
alu r42 r0 r1 lat=4 flops=2
alu r20 r0 r1 lat=4 flops=2
st y0 r20 width=16
