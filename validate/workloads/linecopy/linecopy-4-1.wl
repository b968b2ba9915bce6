# imported by lhsim import from validate/results/h200/linecopy/sass_linecopy.txt
# kernel k_linecopy<4,1> (_Z10k_linecopyILi4ELi1EEvPjPKjmimS0_)
# loop 1 of 1: 0x02b0..0x0930, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x0360; coalesced at the instruction's width
# stream R6: address R6 as written at 0x0410; coalesced at the instruction's width
# stream R8: address R8 as written at 0x0420; coalesced at the instruction's width
# stream R10: address R10 as written at 0x0440; coalesced at the instruction's width
# stream R4_2: address R4 as written at 0x0770; coalesced at the instruction's width
# stream R6_2: address R6 as written at 0x07c0; coalesced at the instruction's width
# stream R8_2: address R8 as written at 0x07e0; coalesced at the instruction's width
# stream R10_2: address R10 as written at 0x07f0; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name linecopy-4-1
alu r0 r26 lat=4 flops=0 unit=int stall=2    # 02b0 LOP3.LUT R28, R14, UR5, RZ, 0xc0, !PT
alu r1 r30 lat=4 flops=0 unit=int stall=2    # 02c0 LOP3.LUT R7, R15, UR6, RZ, 0xc0, !PT
alu r2 r23 lat=4 flops=0 unit=int            # 02d0 LOP3.LUT R26, R16, UR5, RZ, 0xc0, !PT
alu r3 r0 lat=4 flops=0 unit=fp32            # 02e0 IMAD.SHL.U32 R5, R28, 0x20, RZ
alu r4 r24 lat=4 flops=0 unit=int stall=2    # 02f0 LOP3.LUT R37, R17, UR5, RZ, 0xc0, !PT
alu r5 r25 lat=4 flops=0 unit=int            # 0300 LOP3.LUT R35, R20, UR5, RZ, 0xc0, !PT
alu r6 r2 lat=4 flops=0 unit=fp32            # 0310 IMAD.SHL.U32 R29, R26, 0x20, RZ
alu r3 r3 lat=4 flops=0 unit=int             # 0320 LOP3.LUT R5, R5, 0x1f, R2, 0xf8, !PT
alu r7 r4 lat=4 flops=0 unit=fp32            # 0330 IMAD.SHL.U32 R27, R37, 0x20, RZ
alu r8 r0 r1 lat=4 flops=0 unit=int          # 0340 SHF.L.U64.HI R6, R28, 0x5, R7
alu r9 r5 lat=4 flops=0 unit=fp32            # 0350 IMAD.SHL.U32 R11, R35, 0x20, RZ
alu r10 r3 lat=4 flops=0 unit=int stall=2    # 0360 LEA R4, P0, R5, UR12, 0x2
alu r1 r27 lat=4 flops=0 unit=int stall=2    # 0370 LOP3.LUT R7, R12, UR6, RZ, 0xc0, !PT
alu r3 r3 r8 r10 lat=4 flops=0 unit=int stall=2 # 0380 LEA.HI.X R5, R5, UR13, R6, 0x2, P0
alu r8 r28 lat=4 flops=0 unit=int stall=2    # 0390 LOP3.LUT R6, R13, UR6, RZ, 0xc0, !PT
alu r11 r6 lat=4 flops=0 unit=int stall=2    # 03a0 LOP3.LUT R30, R29, 0x1f, R2.reuse, 0xf8, !PT
alu r12 r7 lat=4 flops=0 unit=int stall=2    # 03b0 LOP3.LUT R34, R27, 0x1f, R2.reuse, 0xf8, !PT
alu r13 r29 lat=4 flops=0 unit=int           # 03c0 LOP3.LUT R32, R23, UR6, RZ, 0xc0, !PT
ld r7 R4 width=4                             # 03d0 LDG.E.CONSTANT R27, desc[UR8][R4.64]
alu r9 r9 lat=4 flops=0 unit=int stall=2     # 03e0 LOP3.LUT R11, R11, 0x1f, R2, 0xf8, !PT
alu r14 r4 r8 lat=4 flops=0 unit=int stall=2 # 03f0 SHF.L.U64.HI R9, R37, 0x5, R6
alu r1 r2 r1 lat=4 flops=0 unit=int stall=2  # 0400 SHF.L.U64.HI R7, R26, 0x5, R7
alu r8 r11 lat=4 flops=0 unit=int stall=2    # 0410 LEA R6, P0, R30, UR12, 0x2
alu r15 r12 lat=4 flops=0 unit=int stall=2   # 0420 LEA R8, P2, R34, UR12, 0x2
alu r13 r5 r13 lat=4 flops=0 unit=int stall=2 # 0430 SHF.L.U64.HI R32, R35, 0x5, R32
alu r16 r9 lat=4 flops=0 unit=int stall=2    # 0440 LEA R10, P3, R11, UR12, 0x2
alu r1 r11 r1 r8 lat=4 flops=0 unit=int stall=2 # 0450 LEA.HI.X R7, R30, UR13, R7, 0x2, P0
alu r14 r12 r14 r15 lat=4 flops=0 unit=int stall=2 # 0460 LEA.HI.X R9, R34, UR13, R9, 0x2, P2
alu r9 r9 r13 r16 lat=4 flops=0 unit=int     # 0470 LEA.HI.X R11, R11, UR13, R32, 0x2, P3
ld r6 R6 width=4 stall=4                     # 0480 LDG.E.CONSTANT R29, desc[UR8][R6.64]
ld r17 R8 width=4 stall=4                    # 0490 LDG.E.CONSTANT R31, desc[UR8][R8.64]
ld r18 R10 width=4                           # 04a0 LDG.E.CONSTANT R33, desc[UR8][R10.64]
alu r19 r30 lat=4 flops=0 unit=int stall=2   # 04b0 LOP3.LUT R36, R22, UR4, R15, 0x80, !PT
alu r1 r26 lat=4 flops=0 unit=int stall=2    # 04c0 LOP3.LUT R7, R19, UR5, R14, 0x8, !PT
alu r3 r30 lat=4 flops=0 unit=int stall=2    # 04d0 LOP3.LUT R5, R15, UR4, RZ, 0xc0, !PT
alu r13 r23 lat=4 flops=0 unit=int stall=2   # 04e0 LOP3.LUT R32, R19, UR5, R16, 0x8, !PT
alu r11 r27 lat=4 flops=0 unit=int stall=2   # 04f0 LOP3.LUT R30, R12, UR4, RZ, 0xc0, !PT
alu r19 r1 r19 lat=4 flops=0 unit=int        # 0500 SHF.L.U64.HI R36, R7.reuse, 0x9, R36
alu r1 r1 lat=4 flops=0 unit=fp32            # 0510 IMAD.SHL.U32 R7, R7, 0x200, RZ
alu r0 r0 r3 lat=4 flops=0 unit=int          # 0520 SHF.R.U64 R28, R28, R0.reuse, R5.reuse
alu r14 r13 lat=4 flops=0 unit=fp32          # 0530 IMAD.SHL.U32 R9, R32, 0x200, RZ
alu r10 r3 lat=4 flops=0 unit=int stall=2    # 0540 SHF.R.U32.HI R4, RZ, R0, R5
alu r12 r27 lat=4 flops=0 unit=int stall=2   # 0550 LOP3.LUT R34, R22, UR4, R12, 0x80, !PT
alu r2 r2 r11 lat=4 flops=0 unit=int stall=2 # 0560 SHF.R.U64 R26, R26, R0, R30
alu r8 r1 r0 lat=4 flops=0 unit=int stall=2  # 0570 LOP3.LUT R6, R7, R28, RZ, 0xfc, !PT
alu r1 r19 r10 lat=4 flops=0 unit=int stall=2 # 0580 LOP3.LUT R7, R36, R4, RZ, 0xfc, !PT
alu r15 r13 r12 lat=4 flops=0 unit=int stall=2 # 0590 SHF.L.U64.HI R8, R32, 0x9, R34
alu r3 r11 lat=4 flops=0 unit=int stall=2    # 05a0 SHF.R.U32.HI R5, RZ, R0, R30
alu r10 r14 r2 lat=4 flops=0 unit=int stall=2 # 05b0 LOP3.LUT R4, R9, R26, RZ, 0xfc, !PT
alu r2 r25 lat=4 flops=0 unit=int stall=2    # 05c0 LOP3.LUT R26, R19.reuse, UR5, R20, 0x8, !PT
alu r9 r29 lat=4 flops=0 unit=int stall=2    # 05d0 LOP3.LUT R11, R22.reuse, UR4, R23, 0x80, !PT
alu r11 r24 lat=4 flops=0 unit=int stall=2   # 05e0 LOP3.LUT R30, R19, UR5, R17, 0x8, !PT
alu r14 r28 lat=4 flops=0 unit=int stall=2   # 05f0 LOP3.LUT R9, R22, UR4, R13, 0x80, !PT
alu r16 r29 lat=4 flops=0 unit=int stall=2   # 0600 LOP3.LUT R10, R23, UR4, RZ, 0xc0, !PT
alu r3 r15 r3 lat=4 flops=0 unit=int         # 0610 LOP3.LUT R5, R8, R5, RZ, 0xfc, !PT
alu r0 r2 lat=4 flops=0 unit=fp32            # 0620 IMAD.SHL.U32 R28, R26.reuse, 0x200, RZ
alu r15 r28 lat=4 flops=0 unit=int stall=2   # 0630 LOP3.LUT R8, R13, UR4, RZ, 0xc0, !PT
alu r9 r2 r9 lat=4 flops=0 unit=int stall=2  # 0640 SHF.L.U64.HI R11, R26, 0x9, R11
alu r14 r11 r14 lat=4 flops=0 unit=int       # 0650 SHF.L.U64.HI R9, R30.reuse, 0x9, R9
alu r11 r11 lat=4 flops=0 unit=fp32          # 0660 IMAD.SHL.U32 R30, R30, 0x200, RZ
alu r2 r16 lat=4 flops=0 unit=int stall=2    # 0670 SHF.R.U32.HI R26, RZ, R0.reuse, R10
alu r4 r4 r15 lat=4 flops=0 unit=int stall=2 # 0680 SHF.R.U64 R37, R37, R0, R8
alu r5 r5 r16 lat=4 flops=0 unit=int stall=2 # 0690 SHF.R.U64 R35, R35, R0.reuse, R10
alu r15 r15 lat=4 flops=0 unit=int stall=2   # 06a0 SHF.R.U32.HI R8, RZ, R0, R8
alu r2 r9 r2 lat=4 flops=0 unit=int          # 06b0 LOP3.LUT R26, R11, R26, RZ, 0xfc, !PT
alu r9 r8 lat=4 flops=0 unit=fp32            # 06c0 IMAD.SHL.U32 R11, R6, 0x20, RZ
alu r16 r11 r4 lat=4 flops=0 unit=int stall=2 # 06d0 LOP3.LUT R10, R30, R37, RZ, 0xfc, !PT
alu r5 r0 r5 lat=4 flops=0 unit=int stall=2  # 06e0 LOP3.LUT R35, R28, R35, RZ, 0xfc, !PT
alu r14 r14 r15 lat=4 flops=0 unit=int       # 06f0 LOP3.LUT R9, R9, R8, RZ, 0xfc, !PT
alu r4 r10 lat=4 flops=0 unit=fp32           # 0700 IMAD.SHL.U32 R37, R4, 0x20, RZ
alu r15 r8 r1 lat=4 flops=0 unit=int stall=2 # 0710 SHF.L.U64.HI R8, R6, 0x5, R7
alu r1 r10 r3 lat=4 flops=0 unit=int         # 0720 SHF.L.U64.HI R7, R4, 0x5, R5
alu r3 r16 lat=4 flops=0 unit=fp32           # 0730 IMAD.SHL.U32 R5, R10, 0x20, RZ
alu r8 r9 lat=4 flops=0 unit=int stall=2     # 0740 LOP3.LUT R6, R11, 0x1f, R2, 0xf8, !PT
alu r9 r5 r2 lat=4 flops=0 unit=int          # 0750 SHF.L.U64.HI R11, R35.reuse, 0x5, R26
alu r5 r5 lat=4 flops=0 unit=fp32            # 0760 IMAD.SHL.U32 R35, R35, 0x20, RZ
alu r10 r8 lat=4 flops=0 unit=int stall=2    # 0770 LEA R4, P0, R6, UR14, 0x2
alu r2 r4 lat=4 flops=0 unit=int stall=2     # 0780 LOP3.LUT R26, R37, 0x1f, R2.reuse, 0xf8, !PT
alu r0 r3 lat=4 flops=0 unit=int stall=2     # 0790 LOP3.LUT R28, R5, 0x1f, R2, 0xf8, !PT
alu r11 r5 lat=4 flops=0 unit=int stall=2    # 07a0 LOP3.LUT R30, R35, 0x1f, R2, 0xf8, !PT
alu r3 r8 r15 r10 lat=4 flops=0 unit=int stall=2 # 07b0 LEA.HI.X R5, R6, UR15, R8, 0x2, P0
alu r8 r2 lat=4 flops=0 unit=int stall=2     # 07c0 LEA R6, P0, R26, UR14, 0x2
alu r14 r16 r14 lat=4 flops=0 unit=int stall=2 # 07d0 SHF.L.U64.HI R9, R10, 0x5, R9
alu r15 r0 lat=4 flops=0 unit=int stall=2    # 07e0 LEA R8, P2, R28, UR14, 0x2
alu r16 r11 lat=4 flops=0 unit=int stall=2   # 07f0 LEA R10, P3, R30, UR14, 0x2
alu r1 r2 r1 r8 lat=4 flops=0 unit=int stall=2 # 0800 LEA.HI.X R7, R26, UR15, R7, 0x2, P0
alu r14 r0 r14 r15 lat=4 flops=0 unit=int stall=2 # 0810 LEA.HI.X R9, R28, UR15, R9, 0x2, P2
alu r9 r11 r9 r16 lat=4 flops=0 unit=int stall=2 # 0820 LEA.HI.X R11, R30, UR15, R11, 0x2, P3
alu r20 r20 lat=4 flops=0 unit=int stall=5   # 0830 IADD3 R25, P0, R25, 0x1, RZ
alu r21 r21 r20 lat=4 flops=0 unit=fp32      # 0840 IMAD.X R18, RZ, RZ, R18, P0
alu r22 r20 lat=4 flops=0 unit=int stall=4   # 0850 ISETP.GE.U32.AND P0, PT, R25, UR10, PT
alu r22 r21 r22 lat=4 flops=0 unit=int stall=2 # 0860 ISETP.GE.U32.AND.EX P0, PT, R18, UR11, PT, P0
alu r23 r23 lat=4 flops=0 unit=int stall=2   # 0870 IADD3 R16, P2, R16, R21.reuse, RZ
alu r24 r24 lat=4 flops=0 unit=int stall=2   # 0880 IADD3 R17, P3, R17, R21.reuse, RZ
alu r25 r25 lat=4 flops=0 unit=int stall=2   # 0890 IADD3 R20, P4, R20, R21.reuse, RZ
alu r26 r26 lat=4 flops=0 unit=int           # 08a0 IADD3 R14, P5, R14, R21, RZ
alu r27 r27 r23 lat=4 flops=0 unit=fp32 stall=2 # 08b0 IMAD.X R12, R12, 0x1, R24.reuse, P2
alu r28 r28 r24 lat=4 flops=0 unit=fp32 stall=2 # 08c0 IMAD.X R13, R13, 0x1, R24, P3
alu r29 r29 r25 lat=4 flops=0 unit=fp32 stall=2 # 08d0 IMAD.X R23, R23, 0x1, R24.reuse, P4
alu r30 r30 r26 lat=4 flops=0 unit=fp32      # 08e0 IMAD.X R15, R15, 0x1, R24, P5
st R4_2 r7 width=4 apart=65536 stall=4                   # 08f0 STG.E desc[UR8][R4.64], R27
st R6_2 r6 width=4 apart=65536 stall=4                   # 0900 STG.E desc[UR8][R6.64], R29
st R8_2 r17 width=4 apart=65536 stall=4                  # 0910 STG.E desc[UR8][R8.64], R31
st R10_2 r18 width=4 apart=65536                         # 0920 STG.E desc[UR8][R10.64], R33
alu r60 r22 lat=2 flops=0 unit=none branch=taken stall=5 # 0930 @!P0 BRA 0x2b0
