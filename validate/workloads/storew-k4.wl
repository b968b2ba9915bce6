# imported by lhsim import from validate/results/h200/storew/sass_storew.txt
# kernel k_storew<4> (_Z8k_storewILi4EEvP5uint4mmPj)
# loop 1 of 1: 0x0260..0x04a0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R26: address R26 as written at 0x02a0; coalesced at the instruction's width
# stream R14: address R14 as written at 0x0320; coalesced at the instruction's width
# stream R16: address R16 as written at 0x0340; coalesced at the instruction's width
# stream R18: address R18 as written at 0x0370; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name storew-k4
alu r0 r16 lat=4 flops=0 unit=int            # 0260 LOP3.LUT R8, R21, UR4, RZ, 0xc0, !PT
alu r1 lat=4 flops=0 unit=fp32               # 0270 IMAD.MOV.U32 R10, RZ, RZ, 0x3
alu r2 r21 lat=4 flops=0 unit=int            # 0280 LOP3.LUT R9, R5, UR5, RZ, 0xc0, !PT
alu r3 lat=4 flops=0 unit=fp32               # 0290 IMAD.MOV.U32 R11, RZ, RZ, 0x3
alu r4 r0 lat=4 flops=0 unit=int stall=2     # 02a0 LEA R26, P0, R8, UR6, 0x4
alu r5 r20 lat=4 flops=0 unit=int stall=2    # 02b0 LOP3.LUT R15, R20, UR4, RZ, 0xc0, !PT
alu r6 r23 lat=4 flops=0 unit=int stall=2    # 02c0 LOP3.LUT R19, R6, UR4, RZ, 0xc0, !PT
alu r7 r17 lat=4 flops=0 unit=int stall=2    # 02d0 LOP3.LUT R24, R12, UR4, RZ, 0xc0, !PT
alu r8 r0 r2 r4 lat=4 flops=0 unit=int       # 02e0 LEA.HI.X R27, R8, UR7, R9, 0x4, P0
alu r0 lat=4 flops=4 unit=fp32               # 02f0 HFMA2.MMA R8, -RZ, RZ, 0, 1.78813934326171875e-07
alu r9 r24 lat=4 flops=0 unit=int            # 0300 LOP3.LUT R17, R13, UR5, RZ, 0xc0, !PT
alu r2 lat=4 flops=0 unit=fp32               # 0310 IMAD.MOV.U32 R9, RZ, RZ, 0x3
alu r10 r5 lat=4 flops=0 unit=int stall=2    # 0320 LEA R14, P0, R15, UR6, 0x4
alu r11 r25 lat=4 flops=0 unit=int stall=2   # 0330 LOP3.LUT R23, R4, UR5, RZ, 0xc0, !PT
alu r12 r6 lat=4 flops=0 unit=int            # 0340 LEA R16, P2, R19, UR6, 0x4
st R26 r2 width=16                           # 0350 STG.E.128 desc[UR10][R26.64], R8
alu r13 r22 lat=4 flops=0 unit=int stall=2   # 0360 LOP3.LUT R25, R7, UR5, RZ, 0xc0, !PT
alu r14 r7 lat=4 flops=0 unit=int stall=2    # 0370 LEA R18, P3, R24.reuse, UR6, 0x4
alu r5 r5 r9 r10 lat=4 flops=0 unit=int stall=2 # 0380 LEA.HI.X R15, R15, UR7, R17, 0x4, P0
alu r9 r6 r11 r12 lat=4 flops=0 unit=int stall=2 # 0390 LEA.HI.X R17, R19, UR7, R23, 0x4, P2
alu r6 r7 r13 r14 lat=4 flops=0 unit=int     # 03a0 LEA.HI.X R19, R24, UR7, R25, 0x4, P3
st R14 r2 width=16                           # 03b0 STG.E.128 desc[UR10][R14.64], R8
alu r15 r15 lat=4 flops=0 unit=int stall=2   # 03c0 IADD3 R22, P0, R22, 0x1, RZ
alu r16 r16 lat=4 flops=0 unit=int           # 03d0 IADD3 R21, P2, R21, R2.reuse, RZ
st R16 r2 width=16                           # 03e0 STG.E.128 desc[UR10][R16.64], R8
alu r17 r17 lat=4 flops=0 unit=int           # 03f0 IADD3 R12, P4, R12, R2.reuse, RZ
alu r18 r18 r15 lat=4 flops=0 unit=fp32      # 0400 IMAD.X R3, RZ, RZ, R3, P0
alu r19 r15 lat=4 flops=0 unit=int           # 0410 ISETP.GE.U32.AND P0, PT, R22, UR14, PT
st R18 r2 width=16                           # 0420 STG.E.128 desc[UR10][R18.64], R8
alu r20 r20 lat=4 flops=0 unit=int           # 0430 IADD3 R20, P5, R20, R2.reuse, RZ
alu r21 r21 r16 lat=4 flops=0 unit=fp32      # 0440 IMAD.X R5, R5, 0x1, R0.reuse, P2
alu r19 r18 r19 lat=4 flops=0 unit=int       # 0450 ISETP.GE.U32.AND.EX P0, PT, R3, UR15, PT, P0
alu r22 r22 r17 lat=4 flops=0 unit=fp32      # 0460 IMAD.X R7, R7, 0x1, R0.reuse, P4
alu r23 r23 lat=4 flops=0 unit=int           # 0470 IADD3 R6, P3, R6, R2, RZ
alu r24 r24 r20 lat=4 flops=0 unit=fp32 stall=3 # 0480 IMAD.X R13, R13, 0x1, R0, P5
alu r25 r25 r23 lat=4 flops=0 unit=int stall=7 # 0490 IADD3.X R4, R4, R0, RZ, P3, !PT
alu r60 r19 lat=2 flops=0 unit=none branch=taken stall=5 # 04a0 @!P0 BRA 0x260
