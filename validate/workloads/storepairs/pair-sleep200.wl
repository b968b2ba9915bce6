# storekd: the pair with a wait of about 200 ns (396 cycles at 1980 MHz) between the
# two stores, as ALU instructions with stall counts
name pair-sleep200
alu r0 r0 lat=4 flops=0
st b r0 width=4
alu r2 lat=4 flops=0 stall=15
alu r3 lat=4 flops=0 stall=15
alu r4 lat=4 flops=0 stall=15
alu r5 lat=4 flops=0 stall=15
alu r6 lat=4 flops=0 stall=15
alu r7 lat=4 flops=0 stall=15
alu r8 lat=4 flops=0 stall=15
alu r9 lat=4 flops=0 stall=15
alu r10 lat=4 flops=0 stall=15
alu r11 lat=4 flops=0 stall=15
alu r12 lat=4 flops=0 stall=15
alu r13 lat=4 flops=0 stall=15
alu r14 lat=4 flops=0 stall=15
alu r15 lat=4 flops=0 stall=15
alu r16 lat=4 flops=0 stall=15
alu r17 lat=4 flops=0 stall=15
alu r18 lat=4 flops=0 stall=15
alu r19 lat=4 flops=0 stall=15
alu r20 lat=4 flops=0 stall=15
alu r21 lat=4 flops=0 stall=15
alu r22 lat=4 flops=0 stall=15
alu r23 lat=4 flops=0 stall=15
alu r24 lat=4 flops=0 stall=15
alu r25 lat=4 flops=0 stall=15
alu r26 lat=4 flops=0 stall=15
alu r27 lat=4 flops=0 stall=15
alu r28 lat=4 flops=0 stall=6
st b r0 width=4 offset=128
