# imported by lhsim import from validate/results/h200/rereadk/sass_reread.txt
# kernel k_reread<4> (_Z8k_rereadILi4EEvPK5uint4mmPjS3_)
# loop 1 of 1: 0x0260..0x04e0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x0280; coalesced at the instruction's width
# stream R12: address R12 as written at 0x02c0; coalesced at the instruction's width
# stream R16: address R16 as written at 0x0310; coalesced at the instruction's width
# stream R20: address R20 as written at 0x0360; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rereadk-4
alu r0 r18 lat=4 flops=0 unit=int stall=2    # 0260 LOP3.LUT R9, R4, UR4, RZ, 0xc0, !PT
alu r1 r21 lat=4 flops=0 unit=int stall=2    # 0270 LOP3.LUT R10, R5, UR5, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=int stall=2     # 0280 LEA R8, P0, R9.reuse, UR10, 0x4
alu r3 r14 lat=4 flops=0 unit=int stall=2    # 0290 LOP3.LUT R13, R30, UR4, RZ, 0xc0, !PT
alu r0 r0 r1 r2 lat=4 flops=0 unit=int stall=2 # 02a0 LEA.HI.X R9, R9, UR11, R10, 0x4, P0
alu r4 r19 lat=4 flops=0 unit=int stall=2    # 02b0 LOP3.LUT R14, R25, UR5, RZ, 0xc0, !PT
alu r5 r3 lat=4 flops=0 unit=int stall=2     # 02c0 LEA R12, P0, R13.reuse, UR10, 0x4
ld r2 R8 width=16                            # 02d0 LDG.E.128.CONSTANT R8, desc[UR6][R8.64]
alu r6 r20 lat=4 flops=0 unit=int stall=2    # 02e0 LOP3.LUT R17, R6, UR4, RZ, 0xc0, !PT
alu r3 r3 r4 r5 lat=4 flops=0 unit=int stall=2 # 02f0 LEA.HI.X R13, R13, UR11, R14, 0x4, P0
alu r7 r22 lat=4 flops=0 unit=int stall=2    # 0300 LOP3.LUT R18, R7, UR5, RZ, 0xc0, !PT
alu r8 r6 lat=4 flops=0 unit=int stall=2     # 0310 LEA R16, P0, R17, UR10, 0x4
ld r5 R12 width=16                           # 0320 LDG.E.128.CONSTANT R12, desc[UR6][R12.64]
alu r9 r13 lat=4 flops=0 unit=int stall=2    # 0330 LOP3.LUT R21, R31, UR4, RZ, 0xc0, !PT
alu r6 r6 r7 r8 lat=4 flops=0 unit=int stall=2 # 0340 LEA.HI.X R17, R17, UR11, R18, 0x4, P0
alu r10 r17 lat=4 flops=0 unit=int stall=2   # 0350 LOP3.LUT R22, R3, UR5, RZ, 0xc0, !PT
alu r11 r9 lat=4 flops=0 unit=int stall=2    # 0360 LEA R20, P0, R21.reuse, UR10, 0x4
ld r8 R16 width=16 stall=2                   # 0370 LDG.E.128.CONSTANT R16, desc[UR6][R16.64]
alu r9 r9 r10 r11 lat=4 flops=0 unit=int stall=6 # 0380 LEA.HI.X R21, R21, UR11, R22, 0x4, P0
ld r11 R20 width=16                          # 0390 LDG.E.128.CONSTANT R20, desc[UR6][R20.64]
alu r12 r12 lat=4 flops=0 unit=int stall=2   # 03a0 IADD3 R33, P0, R33, 0x1, RZ
alu r13 r13 lat=4 flops=0 unit=int stall=2   # 03b0 IADD3 R31, P1, R31, R0.reuse, RZ
alu r14 r14 lat=4 flops=0 unit=int           # 03c0 IADD3 R30, P2, R30, R0.reuse, RZ
alu r15 r15 r12 lat=4 flops=0 unit=fp32      # 03d0 IMAD.X R24, RZ, RZ, R24, P0
alu r16 r12 lat=4 flops=0 unit=int           # 03e0 ISETP.GE.U32.AND P0, PT, R33, UR8, PT
alu r17 r17 r13 lat=4 flops=0 unit=fp32      # 03f0 IMAD.X R3, R3, 0x1, R2.reuse, P1
alu r18 r18 lat=4 flops=0 unit=int           # 0400 IADD3 R4, P3, R4, R0, RZ
alu r19 r19 r14 lat=4 flops=0 unit=fp32      # 0410 IMAD.X R25, R25, 0x1, R2, P2
alu r16 r15 r16 lat=4 flops=0 unit=int stall=2 # 0420 ISETP.GE.U32.AND.EX P0, PT, R24, UR9, PT, P0
alu r20 r20 lat=4 flops=0 unit=int           # 0430 IADD3 R6, P4, R6, R0, RZ
alu r21 r21 r18 lat=4 flops=0 unit=fp32 stall=4 # 0440 IMAD.X R5, R5, 0x1, R2, P3
alu r22 r22 r20 lat=4 flops=0 unit=fp32      # 0450 IMAD.X R7, R7, 0x1, R2, P4
alu r2 r2 r23 lat=4 flops=0 unit=int stall=4 # 0460 IADD3 R8, R9, R8, R32
alu r2 r2 lat=4 flops=0 unit=int stall=4     # 0470 IADD3 R8, R11, R8, R10
alu r2 r5 r2 lat=4 flops=0 unit=int stall=4  # 0480 IADD3 R8, R13, R12, R8
alu r2 r5 r2 lat=4 flops=0 unit=int stall=4  # 0490 IADD3 R8, R15, R8, R14
alu r2 r8 r2 lat=4 flops=0 unit=int stall=4  # 04a0 IADD3 R8, R17, R16, R8
alu r2 r8 r2 lat=4 flops=0 unit=int stall=4  # 04b0 IADD3 R8, R19, R8, R18
alu r2 r11 r2 lat=4 flops=0 unit=int stall=4 # 04c0 IADD3 R8, R21, R20, R8
alu r23 r11 r2 lat=4 flops=0 unit=int        # 04d0 IADD3 R32, R23, R8, R22
alu r60 r16 lat=2 flops=0 unit=none branch=taken stall=6 # 04e0 @!P0 BRA 0x260
