# storekd: the pair with a wait of about 25 ns (50 cycles at 1980 MHz) between the
# two stores, as ALU instructions with stall counts
name pair-sleep25
alu r0 r0 lat=4 flops=0
st b r0 width=4
alu r2 lat=4 flops=0 stall=15
alu r3 lat=4 flops=0 stall=15
alu r4 lat=4 flops=0 stall=15
alu r5 lat=4 flops=0 stall=5
st b r0 width=4 offset=128
