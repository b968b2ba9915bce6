# axpy with K = 8 float4 elements per thread, written from the source (cuda/launch.cuh k_axpy):
# every load first, then the FMAs, then the stores -- the order the source suggests,
# not the order nvcc compiles (compare lhsim import of k_axpy<8>).
name axpy-k8-source
ld r0 x0 width=16
ld r1 y0 width=16
ld r2 x1 width=16
ld r3 y1 width=16
ld r4 x2 width=16
ld r5 y2 width=16
ld r6 x3 width=16
ld r7 y3 width=16
ld r8 x4 width=16
ld r9 y4 width=16
ld r10 x5 width=16
ld r11 y5 width=16
ld r12 x6 width=16
ld r13 y6 width=16
ld r14 x7 width=16
ld r15 y7 width=16
alu r40 r0 r1 lat=4 flops=2
alu r41 r0 r1 lat=4 flops=2
alu r42 r0 r1 lat=4 flops=2
alu r20 r0 r1 lat=4 flops=2
alu r43 r2 r3 lat=4 flops=2
alu r44 r2 r3 lat=4 flops=2
alu r45 r2 r3 lat=4 flops=2
alu r21 r2 r3 lat=4 flops=2
alu r46 r4 r5 lat=4 flops=2
alu r47 r4 r5 lat=4 flops=2
alu r48 r4 r5 lat=4 flops=2
alu r22 r4 r5 lat=4 flops=2
alu r49 r6 r7 lat=4 flops=2
alu r50 r6 r7 lat=4 flops=2
alu r51 r6 r7 lat=4 flops=2
alu r23 r6 r7 lat=4 flops=2
alu r52 r8 r9 lat=4 flops=2
alu r53 r8 r9 lat=4 flops=2
alu r54 r8 r9 lat=4 flops=2
alu r24 r8 r9 lat=4 flops=2
alu r55 r10 r11 lat=4 flops=2
alu r56 r10 r11 lat=4 flops=2
alu r57 r10 r11 lat=4 flops=2
alu r25 r10 r11 lat=4 flops=2
alu r58 r12 r13 lat=4 flops=2
alu r59 r12 r13 lat=4 flops=2
alu r60 r12 r13 lat=4 flops=2
alu r26 r12 r13 lat=4 flops=2
alu r61 r14 r15 lat=4 flops=2
alu r62 r14 r15 lat=4 flops=2
alu r63 r14 r15 lat=4 flops=2
alu r27 r14 r15 lat=4 flops=2
st y0 r20 width=16
st y1 r21 width=16
st y2 r22 width=16
st y3 r23 width=16
st y4 r24 width=16
st y5 r25 width=16
st y6 r26 width=16
st y7 r27 width=16
