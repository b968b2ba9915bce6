# storekd: the pair with a wait of about 100 ns (198 cycles at 1980 MHz) between the
# two stores, as ALU instructions with stall counts
name pair-sleep100
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
alu r15 lat=4 flops=0 stall=3
st b r0 width=4 offset=128
