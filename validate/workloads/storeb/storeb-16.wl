# imported by lhsim import from validate/results/h200/storeb/sass_storeb.txt
# kernel k_storeb<uint4> (_Z8k_storebI5uint4EvPT_mmS1_Pj)
# loop 1 of 1: 0x0150..0x0200, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R2: address R2 as written at 0x0170; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name storeb-16
alu r0 r3 lat=4 flops=0 unit=int stall=2     # 0150 LOP3.LUT R0, R10, UR10, RZ, 0xc0, !PT
alu r1 r5 lat=4 flops=0 unit=int stall=2     # 0160 LOP3.LUT R3, R11, UR11, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=int stall=2     # 0170 LEA R2, P0, R0, UR12, 0x4
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 0180 IADD3 R10, P2, R10, UR4, RZ
alu r1 r0 r1 r2 lat=4 flops=0 unit=int stall=2 # 0190 LEA.HI.X R3, R0, UR13, R3, 0x4, P0
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 01a0 IADD3 R8, P0, R8, 0x1, RZ
alu r5 r5 r3 lat=4 flops=0 unit=int          # 01b0 IADD3.X R11, R11, UR5, RZ, P2, !PT
st R2 - width=16 stall=2                     # 01c0 STG.E.128 desc[UR6][R2.64], R4
alu r6 r6 r4 lat=4 flops=0 unit=fp32         # 01d0 IMAD.X R9, RZ, RZ, R9, P0
alu r7 r4 lat=4 flops=0 unit=int stall=4     # 01e0 ISETP.GE.U32.AND P0, PT, R8, UR8, PT
alu r7 r6 r7 lat=4 flops=0 unit=int stall=13 # 01f0 ISETP.GE.U32.AND.EX P0, PT, R9, UR9, PT, P0
alu r61 r7 lat=2 flops=0 unit=none branch=taken stall=5 # 0200 @!P0 BRA 0x150
