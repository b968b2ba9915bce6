# imported by lhsim import from validate/results/h200/rereadk/sass_reread.txt
# kernel k_reread<8> (_Z8k_rereadILi8EEvPK5uint4mmPjS3_)
# loop 1 of 1: 0x0350..0x0830, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R24: address R24 as written at 0x03b0; coalesced at the instruction's width
# stream R20: address R20 as written at 0x0410; coalesced at the instruction's width
# stream R16: address R16 as written at 0x0470; coalesced at the instruction's width
# stream R12: address R12 as written at 0x04d0; coalesced at the instruction's width
# stream R8: address R8 as written at 0x0580; coalesced at the instruction's width
# stream R4: address R4 as written at 0x05a0; coalesced at the instruction's width
# stream R28: address R28 as written at 0x0620; coalesced at the instruction's width
# stream R32: address R32 as written at 0x06a0; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rereadk-8
alu r0 r24 lat=4 flops=0 unit=int stall=2    # 0350 IADD3 R4, P1, R51.reuse, R2, RZ
alu r1 r24 lat=4 flops=0 unit=int stall=2    # 0360 IADD3 R6, P0, R51, R36, RZ
alu r0 r0 lat=4 flops=0 unit=int             # 0370 LOP3.LUT R4, R4, UR4, RZ, 0xc0, !PT
alu r2 r25 lat=4 flops=0 unit=fp32           # 0380 IMAD.X R5, R59.reuse, 0x1, R58, P1
alu r1 r1 lat=4 flops=0 unit=int             # 0390 LOP3.LUT R6, R6, UR4, RZ, 0xc0, !PT
alu r3 r25 lat=4 flops=0 unit=fp32           # 03a0 IMAD.X R7, R59, 0x1, R57, P0
alu r4 r0 lat=4 flops=0 unit=int stall=2     # 03b0 LEA R24, P2, R4, UR10, 0x4
alu r2 r2 lat=4 flops=0 unit=int stall=2     # 03c0 LOP3.LUT R5, R5, UR5, RZ, 0xc0, !PT
alu r5 r24 lat=4 flops=0 unit=int stall=2    # 03d0 IADD3 R8, P0, R51, R38, RZ
alu r6 r0 r2 r4 lat=4 flops=0 unit=int stall=2 # 03e0 LEA.HI.X R25, R4, UR11, R5, 0x4, P2
alu r3 r3 lat=4 flops=0 unit=int             # 03f0 LOP3.LUT R7, R7, UR5, RZ, 0xc0, !PT
alu r2 r25 r5 lat=4 flops=0 unit=fp32        # 0400 IMAD.X R5, R59, 0x1, R56, P0
alu r7 r1 lat=4 flops=0 unit=int stall=2     # 0410 LEA R20, P1, R6, UR10, 0x4
ld r4 R24 width=16                           # 0420 LDG.E.128.CONSTANT R24, desc[UR8][R24.64]
alu r0 r5 lat=4 flops=0 unit=int stall=2     # 0430 LOP3.LUT R4, R8, UR4, RZ, 0xc0, !PT
alu r8 r1 r3 r7 lat=4 flops=0 unit=int stall=2 # 0440 LEA.HI.X R21, R6, UR11, R7, 0x4, P1
alu r1 r24 lat=4 flops=0 unit=int stall=2    # 0450 IADD3 R6, P0, R51, R40, RZ
alu r2 r2 lat=4 flops=0 unit=int stall=2     # 0460 LOP3.LUT R5, R5, UR5, RZ, 0xc0, !PT
alu r9 r0 lat=4 flops=0 unit=int             # 0470 LEA R16, P1, R4, UR10, 0x4
alu r3 r25 r1 lat=4 flops=0 unit=fp32        # 0480 IMAD.X R7, R59, 0x1, R55, P0
alu r1 r1 lat=4 flops=0 unit=int             # 0490 LOP3.LUT R6, R6, UR4, RZ, 0xc0, !PT
ld r7 R20 width=16                           # 04a0 LDG.E.128.CONSTANT R20, desc[UR8][R20.64]
alu r10 r0 r2 r9 lat=4 flops=0 unit=int stall=2 # 04b0 LEA.HI.X R17, R4, UR11, R5, 0x4, P1
alu r2 r3 lat=4 flops=0 unit=int stall=2     # 04c0 LOP3.LUT R5, R7, UR5, RZ, 0xc0, !PT
alu r11 r1 lat=4 flops=0 unit=int stall=2    # 04d0 LEA R12, P2, R6.reuse, UR10, 0x4
alu r0 r24 lat=4 flops=0 unit=int            # 04e0 IADD3 R4, P1, R51.reuse, R42, RZ
ld r9 R16 width=16                           # 04f0 LDG.E.128.CONSTANT R16, desc[UR8][R16.64]
alu r3 r24 lat=4 flops=0 unit=int stall=2    # 0500 IADD3 R7, P0, R51, R44, RZ
alu r12 r1 r2 r11 lat=4 flops=0 unit=int     # 0510 LEA.HI.X R13, R6, UR11, R5, 0x4, P2
alu r1 r25 r0 lat=4 flops=0 unit=fp32        # 0520 IMAD.X R6, R59.reuse, 0x1, R54, P1
alu r2 r0 lat=4 flops=0 unit=int             # 0530 LOP3.LUT R5, R4, UR4, RZ, 0xc0, !PT
alu r13 r25 r3 lat=4 flops=0 unit=fp32       # 0540 IMAD.X R10, R59, 0x1, R53, P0
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 0550 LOP3.LUT R7, R7, UR4, RZ, 0xc0, !PT
alu r1 r1 lat=4 flops=0 unit=int             # 0560 LOP3.LUT R6, R6, UR5, RZ, 0xc0, !PT
ld r11 R12 width=16                          # 0570 LDG.E.128.CONSTANT R12, desc[UR8][R12.64]
alu r5 r2 lat=4 flops=0 unit=int stall=2     # 0580 LEA R8, P2, R5, UR10, 0x4
alu r13 r13 lat=4 flops=0 unit=int stall=2   # 0590 LOP3.LUT R10, R10, UR5, RZ, 0xc0, !PT
alu r0 r3 lat=4 flops=0 unit=int stall=2     # 05a0 LEA R4, P1, R7, UR10, 0x4
alu r14 r24 lat=4 flops=0 unit=int stall=2   # 05b0 IADD3 R11, P0, R51, R46, RZ
alu r15 r2 r1 r5 lat=4 flops=0 unit=int stall=2 # 05c0 LEA.HI.X R9, R5, UR11, R6, 0x4, P2
alu r2 r3 r13 r0 lat=4 flops=0 unit=int      # 05d0 LEA.HI.X R5, R7, UR11, R10, 0x4, P1
alu r3 r25 r14 lat=4 flops=0 unit=fp32       # 05e0 IMAD.X R7, R59, 0x1, R50, P0
alu r1 r14 lat=4 flops=0 unit=int stall=2    # 05f0 LOP3.LUT R6, R11, UR4, RZ, 0xc0, !PT
ld r5 R8 width=16 stall=2                    # 0600 LDG.E.128.CONSTANT R8, desc[UR8][R8.64]
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 0610 LOP3.LUT R7, R7, UR5, RZ, 0xc0, !PT
alu r16 r1 lat=4 flops=0 unit=int stall=2    # 0620 LEA R28, P1, R6, UR10, 0x4
alu r17 r24 lat=4 flops=0 unit=int stall=2   # 0630 IADD3 R33, P0, R51, UR6, RZ
alu r18 r1 r3 r16 lat=4 flops=0 unit=int stall=2 # 0640 LEA.HI.X R29, R6, UR11, R7, 0x4, P1
ld r0 R4 width=16                            # 0650 LDG.E.128.CONSTANT R4, desc[UR8][R4.64]
alu r19 r25 r17 lat=4 flops=0 unit=int stall=2 # 0660 IADD3.X R34, R59, UR7, RZ, P0, !PT
alu r17 r17 lat=4 flops=0 unit=int           # 0670 LOP3.LUT R33, R33, UR4, RZ, 0xc0, !PT
ld r16 R28 width=16                          # 0680 LDG.E.128.CONSTANT R28, desc[UR8][R28.64]
alu r19 r19 lat=4 flops=0 unit=int stall=2   # 0690 LOP3.LUT R34, R34, UR5, RZ, 0xc0, !PT
alu r20 r17 lat=4 flops=0 unit=int stall=4   # 06a0 LEA R32, P0, R33, UR10, 0x4
alu r17 r17 r19 r20 lat=4 flops=0 unit=int stall=6 # 06b0 LEA.HI.X R33, R33, UR11, R34, 0x4, P0
ld r20 R32 width=16                          # 06c0 LDG.E.128.CONSTANT R32, desc[UR8][R32.64]
alu r21 r21 lat=4 flops=0 unit=int stall=5   # 06d0 IADD3 R61, P0, R61, 0x1, RZ
alu r22 r22 r21 lat=4 flops=0 unit=fp32      # 06e0 IMAD.X R62, RZ, RZ, R62, P0
alu r23 r21 lat=4 flops=0 unit=int stall=4   # 06f0 ISETP.GE.U32.AND P0, PT, R61, UR12, PT
alu r23 r22 r23 lat=4 flops=0 unit=int stall=2 # 0700 ISETP.GE.U32.AND.EX P0, PT, R62, UR13, PT, P0
alu r24 r24 lat=4 flops=0 unit=int stall=5   # 0710 LEA R51, P1, R48, R51, 0x3
alu r25 r25 r24 lat=4 flops=0 unit=fp32      # 0720 IMAD.X R59, R59, 0x1, R52, P1
alu r4 r4 r26 lat=4 flops=0 unit=int stall=4 # 0730 IADD3 R24, R25, R24, R60
alu r4 r4 lat=4 flops=0 unit=int stall=4     # 0740 IADD3 R24, R27, R24, R26
alu r7 r7 r4 lat=4 flops=0 unit=int stall=4  # 0750 IADD3 R20, R21, R20, R24
alu r7 r7 lat=4 flops=0 unit=int stall=4     # 0760 IADD3 R20, R23, R20, R22
alu r9 r9 r7 lat=4 flops=0 unit=int stall=4  # 0770 IADD3 R16, R17, R16, R20
alu r9 r9 lat=4 flops=0 unit=int stall=4     # 0780 IADD3 R16, R19, R16, R18
alu r11 r11 r9 lat=4 flops=0 unit=int stall=4 # 0790 IADD3 R12, R13, R12, R16
alu r11 r11 lat=4 flops=0 unit=int stall=4   # 07a0 IADD3 R12, R15, R12, R14
alu r5 r5 r11 lat=4 flops=0 unit=int stall=4 # 07b0 IADD3 R8, R9, R8, R12
alu r5 r5 lat=4 flops=0 unit=int stall=4     # 07c0 IADD3 R8, R11, R8, R10
alu r0 r0 r5 lat=4 flops=0 unit=int stall=4  # 07d0 IADD3 R4, R5, R4, R8
alu r0 r0 lat=4 flops=0 unit=int stall=4     # 07e0 IADD3 R4, R7, R4, R6
alu r0 r16 r0 lat=4 flops=0 unit=int stall=4 # 07f0 IADD3 R4, R29, R28, R4
alu r0 r16 r0 lat=4 flops=0 unit=int stall=4 # 0800 IADD3 R4, R31, R4, R30
alu r0 r20 r0 lat=4 flops=0 unit=int stall=4 # 0810 IADD3 R4, R33, R32, R4
alu r26 r20 r0 lat=4 flops=0 unit=int        # 0820 IADD3 R60, R35, R4, R34
alu r60 r23 lat=2 flops=0 unit=none branch=taken stall=6 # 0830 @!P0 BRA 0x350
