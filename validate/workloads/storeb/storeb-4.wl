# imported by lhsim import from validate/results/h200/storeb/sass_storeb.txt
# kernel k_storeb<unsigned> (_Z8k_storebIjEvPT_mmS0_Pj)
# loop 1 of 1: 0x0140..0x01f0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R2: address R2 as written at 0x0160; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name storeb-4
alu r0 r3 lat=4 flops=0 unit=int stall=2     # 0140 LOP3.LUT R0, R6, UR10, RZ, 0xc0, !PT
alu r1 r5 lat=4 flops=0 unit=int stall=2     # 0150 LOP3.LUT R3, R7, UR11, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=int stall=2     # 0160 LEA R2, P0, R0, UR12, 0x2
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 0170 IADD3 R6, P2, R6, UR4, RZ
alu r1 r0 r1 r2 lat=4 flops=0 unit=int stall=2 # 0180 LEA.HI.X R3, R0, UR13, R3, 0x2, P0
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 0190 IADD3 R4, P0, R4, 0x1, RZ
alu r5 r5 r3 lat=4 flops=0 unit=int          # 01a0 IADD3.X R7, R7, UR5, RZ, P2, !PT
st R2 - width=4 stall=2                      # 01b0 STG.E desc[UR6][R2.64], R9
alu r6 r6 r4 lat=4 flops=0 unit=fp32         # 01c0 IMAD.X R5, RZ, RZ, R5, P0
alu r7 r4 lat=4 flops=0 unit=int stall=4     # 01d0 ISETP.GE.U32.AND P0, PT, R4, UR8, PT
alu r7 r6 r7 lat=4 flops=0 unit=int stall=13 # 01e0 ISETP.GE.U32.AND.EX P0, PT, R5, UR9, PT, P0
alu r61 r7 lat=2 flops=0 unit=none branch=taken stall=5 # 01f0 @!P0 BRA 0x140
