# imported by lhsim import from validate/results/h200/storew/sass_storew.txt
# kernel k_storew<1> (_Z8k_storewILi1EEvP5uint4mmPj)
# loop 1 of 1: 0x0140..0x0230, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R2: address R2 as written at 0x0180; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name storew-k1
alu r0 r6 lat=4 flops=0 unit=int             # 0140 LOP3.LUT R0, R10, UR10, RZ, 0xc0, !PT
alu r1 lat=4 flops=0 unit=fp32               # 0150 IMAD.MOV.U32 R4, RZ, RZ, 0x3
alu r2 r9 lat=4 flops=0 unit=int             # 0160 LOP3.LUT R3, R11, UR11, RZ, 0xc0, !PT
alu r3 lat=4 flops=0 unit=fp32               # 0170 IMAD.MOV.U32 R5, RZ, RZ, 0x3
alu r4 r0 lat=4 flops=0 unit=int             # 0180 LEA R2, P0, R0, UR12, 0x4
alu r5 lat=4 flops=0 unit=fp32               # 0190 IMAD.MOV.U32 R6, RZ, RZ, 0x3
alu r6 r6 lat=4 flops=0 unit=int             # 01a0 IADD3 R10, P2, R10, UR4, RZ
alu r7 lat=4 flops=0 unit=fp32               # 01b0 IMAD.MOV.U32 R7, RZ, RZ, 0x3
alu r2 r0 r2 r4 lat=4 flops=0 unit=int stall=2 # 01c0 LEA.HI.X R3, R0, UR13, R3, 0x4, P0
alu r8 r8 lat=4 flops=0 unit=int stall=2     # 01d0 IADD3 R8, P0, R8, 0x1, RZ
alu r9 r9 r6 lat=4 flops=0 unit=int          # 01e0 IADD3.X R11, R11, UR5, RZ, P2, !PT
st R2 r7 width=16 stall=2                    # 01f0 STG.E.128 desc[UR6][R2.64], R4
alu r10 r10 r8 lat=4 flops=0 unit=fp32       # 0200 IMAD.X R9, RZ, RZ, R9, P0
alu r11 r8 lat=4 flops=0 unit=int stall=4    # 0210 ISETP.GE.U32.AND P0, PT, R8, UR8, PT
alu r11 r10 r11 lat=4 flops=0 unit=int stall=13 # 0220 ISETP.GE.U32.AND.EX P0, PT, R9, UR9, PT, P0
alu r61 r11 lat=2 flops=0 unit=none branch=taken stall=5 # 0230 @!P0 BRA 0x140
