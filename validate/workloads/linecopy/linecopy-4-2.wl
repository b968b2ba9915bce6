# imported by lhsim import from validate/results/h200/linecopy/sass_linecopy.txt
# kernel k_linecopy<4,2> (_Z10k_linecopyILi4ELi2EEvPjPKjmimS0_)
# loop 1 of 1: 0x02b0..0x0930, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x05b0; coalesced at the instruction's width
# stream R6: address R6 as written at 0x0600; coalesced at the instruction's width
# stream R8: address R8 as written at 0x0630; coalesced at the instruction's width
# stream R10: address R10 as written at 0x0640; coalesced at the instruction's width
# stream R4_2: address R4 as written at 0x0740; coalesced at the instruction's width
# stream R6_2: address R6 as written at 0x07c0; coalesced at the instruction's width
# stream R8_2: address R8 as written at 0x07e0; coalesced at the instruction's width
# stream R10_2: address R10 as written at 0x07f0; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name linecopy-4-2
alu r0 r23 lat=4 flops=0 unit=int stall=2    # 02b0 LOP3.LUT R9, R19.reuse, UR5, R16, 0x8, !PT
alu r1 r27 lat=4 flops=0 unit=int stall=2    # 02c0 LOP3.LUT R8, R22.reuse, UR6, R12, 0x80, !PT
alu r2 r26 lat=4 flops=0 unit=int stall=2    # 02d0 LOP3.LUT R11, R19, UR5, R14, 0x8, !PT
alu r3 r30 lat=4 flops=0 unit=int stall=2    # 02e0 LOP3.LUT R10, R22, UR6, R15, 0x80, !PT
alu r4 r26 lat=4 flops=0 unit=int stall=2    # 02f0 LOP3.LUT R26, R14, UR5, RZ, 0xc0, !PT
alu r5 r30 lat=4 flops=0 unit=int stall=2    # 0300 LOP3.LUT R5, R15, UR6, RZ, 0xc0, !PT
alu r6 r23 lat=4 flops=0 unit=int stall=2    # 0310 LOP3.LUT R28, R16, UR5, RZ, 0xc0, !PT
alu r7 r27 lat=4 flops=0 unit=int stall=2    # 0320 LOP3.LUT R7, R12, UR6, RZ, 0xc0, !PT
alu r1 r0 r1 lat=4 flops=0 unit=int          # 0330 SHF.L.U64.HI R8, R9.reuse, 0x9, R8
alu r0 r0 lat=4 flops=0 unit=fp32            # 0340 IMAD.SHL.U32 R9, R9, 0x200, RZ
alu r3 r2 r3 lat=4 flops=0 unit=int          # 0350 SHF.L.U64.HI R10, R11.reuse, 0x9, R10
alu r2 r2 lat=4 flops=0 unit=fp32            # 0360 IMAD.SHL.U32 R11, R11, 0x200, RZ
alu r8 r4 r5 lat=4 flops=0 unit=int stall=2  # 0370 SHF.R.U64 R6, R26, R0.reuse, R5
alu r9 r6 r7 lat=4 flops=0 unit=int stall=2  # 0380 SHF.R.U64 R4, R28, R0, R7
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 0390 SHF.R.U32.HI R5, RZ, R0.reuse, R5
alu r7 r7 lat=4 flops=0 unit=int stall=2     # 03a0 SHF.R.U32.HI R7, RZ, R0, R7
alu r9 r0 r9 lat=4 flops=0 unit=int stall=2  # 03b0 LOP3.LUT R4, R9, R4, RZ, 0xfc, !PT
alu r5 r3 r5 lat=4 flops=0 unit=int stall=2  # 03c0 LOP3.LUT R5, R10, R5, RZ, 0xfc, !PT
alu r10 r24 lat=4 flops=0 unit=int stall=2   # 03d0 LOP3.LUT R37, R17, UR5, RZ, 0xc0, !PT
alu r11 r28 lat=4 flops=0 unit=int stall=2   # 03e0 LOP3.LUT R29, R13, UR6, RZ, 0xc0, !PT
alu r12 r25 lat=4 flops=0 unit=int stall=2   # 03f0 LOP3.LUT R32, R19, UR5, R20, 0x8, !PT
alu r0 r29 lat=4 flops=0 unit=int stall=2    # 0400 LOP3.LUT R9, R22.reuse, UR6, R23, 0x80, !PT
alu r8 r2 r8 lat=4 flops=0 unit=int stall=2  # 0410 LOP3.LUT R6, R11, R6, RZ, 0xfc, !PT
alu r13 r24 lat=4 flops=0 unit=int stall=2   # 0420 LOP3.LUT R31, R19, UR5, R17, 0x8, !PT
alu r3 r28 lat=4 flops=0 unit=int stall=2    # 0430 LOP3.LUT R10, R22, UR6, R13, 0x80, !PT
alu r14 r25 lat=4 flops=0 unit=int stall=2   # 0440 LOP3.LUT R35, R20, UR5, RZ, 0xc0, !PT
alu r2 r29 lat=4 flops=0 unit=int stall=2    # 0450 LOP3.LUT R11, R23, UR6, RZ, 0xc0, !PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=2  # 0460 LOP3.LUT R7, R8, R7, RZ, 0xfc, !PT
alu r1 r10 r11 lat=4 flops=0 unit=int stall=2 # 0470 SHF.R.U64 R8, R37, R0.reuse, R29
alu r0 r12 r0 lat=4 flops=0 unit=int         # 0480 SHF.L.U64.HI R9, R32.reuse, 0x9, R9
alu r12 r12 lat=4 flops=0 unit=fp32          # 0490 IMAD.SHL.U32 R32, R32, 0x200, RZ
alu r3 r13 r3 lat=4 flops=0 unit=int         # 04a0 SHF.L.U64.HI R10, R31.reuse, 0x9, R10
alu r13 r13 lat=4 flops=0 unit=fp32          # 04b0 IMAD.SHL.U32 R31, R31, 0x200, RZ
alu r11 r11 lat=4 flops=0 unit=int stall=2   # 04c0 SHF.R.U32.HI R29, RZ, R0, R29
alu r15 r14 r2 lat=4 flops=0 unit=int stall=2 # 04d0 SHF.R.U64 R27, R35, R0.reuse, R11.reuse
alu r11 r3 r11 lat=4 flops=0 unit=int stall=2 # 04e0 LOP3.LUT R29, R10, R29, RZ, 0xfc, !PT
alu r3 r12 r15 lat=4 flops=0 unit=int        # 04f0 LOP3.LUT R10, R32, R27, RZ, 0xfc, !PT
alu r15 r8 lat=4 flops=0 unit=fp32           # 0500 IMAD.SHL.U32 R27, R6, 0x20, RZ
alu r16 r2 lat=4 flops=0 unit=int stall=2    # 0510 SHF.R.U32.HI R30, RZ, R0, R11
alu r1 r13 r1 lat=4 flops=0 unit=int         # 0520 LOP3.LUT R8, R31, R8, RZ, 0xfc, !PT
alu r13 r9 lat=4 flops=0 unit=fp32           # 0530 IMAD.SHL.U32 R31, R4, 0x20, RZ
alu r2 r0 r16 lat=4 flops=0 unit=int stall=2 # 0540 LOP3.LUT R11, R9, R30, RZ, 0xfc, !PT
alu r5 r8 r5 lat=4 flops=0 unit=int stall=2  # 0550 SHF.L.U64.HI R5, R6, 0x5, R5
alu r0 r1 r11 lat=4 flops=0 unit=int         # 0560 SHF.L.U64.HI R9, R8.reuse, 0x5, R29
alu r11 r1 lat=4 flops=0 unit=fp32           # 0570 IMAD.SHL.U32 R29, R8, 0x20, RZ
alu r8 r15 lat=4 flops=0 unit=int            # 0580 LOP3.LUT R6, R27, 0x1f, R2.reuse, 0xf8, !PT
alu r15 r3 lat=4 flops=0 unit=fp32           # 0590 IMAD.SHL.U32 R27, R10, 0x20, RZ
alu r7 r9 r7 lat=4 flops=0 unit=int stall=2  # 05a0 SHF.L.U64.HI R7, R4, 0x5, R7
alu r9 r8 lat=4 flops=0 unit=int stall=2     # 05b0 LEA R4, P0, R6, UR12, 0x2
alu r16 r13 lat=4 flops=0 unit=int stall=2   # 05c0 LOP3.LUT R30, R31, 0x1f, R2, 0xf8, !PT
alu r12 r11 lat=4 flops=0 unit=int stall=2   # 05d0 LOP3.LUT R32, R29, 0x1f, R2.reuse, 0xf8, !PT
alu r17 r15 lat=4 flops=0 unit=int stall=2   # 05e0 LOP3.LUT R34, R27, 0x1f, R2, 0xf8, !PT
alu r5 r8 r5 r9 lat=4 flops=0 unit=int stall=2 # 05f0 LEA.HI.X R5, R6, UR13, R5, 0x2, P0
alu r8 r16 lat=4 flops=0 unit=int stall=2    # 0600 LEA R6, P0, R30, UR12, 0x2
alu r2 r3 r2 lat=4 flops=0 unit=int          # 0610 SHF.L.U64.HI R11, R10, 0x5, R11
ld r15 R4 width=4 apart=65536                            # 0620 LDG.E.CONSTANT R27, desc[UR8][R4.64]
alu r1 r12 lat=4 flops=0 unit=int stall=2    # 0630 LEA R8, P2, R32, UR12, 0x2
alu r3 r17 lat=4 flops=0 unit=int stall=2    # 0640 LEA R10, P3, R34, UR12, 0x2
alu r7 r16 r7 r8 lat=4 flops=0 unit=int stall=2 # 0650 LEA.HI.X R7, R30, UR13, R7, 0x2, P0
alu r0 r12 r0 r1 lat=4 flops=0 unit=int stall=2 # 0660 LEA.HI.X R9, R32, UR13, R9, 0x2, P2
alu r2 r17 r2 r3 lat=4 flops=0 unit=int      # 0670 LEA.HI.X R11, R34, UR13, R11, 0x2, P3
ld r11 R6 width=4 apart=65536 stall=4                    # 0680 LDG.E.CONSTANT R29, desc[UR8][R6.64]
ld r13 R8 width=4 apart=65536 stall=4                    # 0690 LDG.E.CONSTANT R31, desc[UR8][R8.64]
ld r18 R10 width=4 apart=65536                           # 06a0 LDG.E.CONSTANT R33, desc[UR8][R10.64]
alu r7 r4 lat=4 flops=0 unit=fp32            # 06b0 IMAD.SHL.U32 R7, R26, 0x20, RZ
alu r12 r29 lat=4 flops=0 unit=int           # 06c0 LOP3.LUT R32, R23, UR4, RZ, 0xc0, !PT
alu r5 r6 lat=4 flops=0 unit=fp32            # 06d0 IMAD.SHL.U32 R5, R28, 0x20, RZ
alu r16 r30 lat=4 flops=0 unit=int           # 06e0 LOP3.LUT R30, R15, UR4, RZ, 0xc0, !PT
alu r0 r10 lat=4 flops=0 unit=fp32           # 06f0 IMAD.SHL.U32 R9, R37, 0x20, RZ
alu r8 r7 lat=4 flops=0 unit=int stall=2     # 0700 LOP3.LUT R6, R7, 0x1f, R2, 0xf8, !PT
alu r2 r14 r12 lat=4 flops=0 unit=int        # 0710 SHF.L.U64.HI R11, R35.reuse, 0x5, R32
alu r14 r14 lat=4 flops=0 unit=fp32          # 0720 IMAD.SHL.U32 R35, R35, 0x20, RZ
alu r16 r4 r16 lat=4 flops=0 unit=int stall=2 # 0730 SHF.L.U64.HI R30, R26, 0x5, R30
alu r9 r8 lat=4 flops=0 unit=int stall=2     # 0740 LEA R4, P0, R6, UR14, 0x2
alu r19 r27 lat=4 flops=0 unit=int stall=2   # 0750 LOP3.LUT R36, R12, UR4, RZ, 0xc0, !PT
alu r7 r5 lat=4 flops=0 unit=int stall=2     # 0760 LOP3.LUT R7, R5, 0x1f, R2, 0xf8, !PT
alu r17 r28 lat=4 flops=0 unit=int stall=2   # 0770 LOP3.LUT R34, R13, UR4, RZ, 0xc0, !PT
alu r0 r0 lat=4 flops=0 unit=int stall=2     # 0780 LOP3.LUT R9, R9, 0x1f, R2.reuse, 0xf8, !PT
alu r12 r14 lat=4 flops=0 unit=int stall=2   # 0790 LOP3.LUT R32, R35, 0x1f, R2, 0xf8, !PT
alu r5 r8 r16 r9 lat=4 flops=0 unit=int stall=2 # 07a0 LEA.HI.X R5, R6, UR15, R30, 0x2, P0
alu r4 r6 r19 lat=4 flops=0 unit=int stall=2 # 07b0 SHF.L.U64.HI R26, R28, 0x5, R36
alu r8 r7 lat=4 flops=0 unit=int stall=2     # 07c0 LEA R6, P0, R7, UR14, 0x2
alu r6 r10 r17 lat=4 flops=0 unit=int stall=2 # 07d0 SHF.L.U64.HI R28, R37, 0x5, R34
alu r1 r0 lat=4 flops=0 unit=int stall=2     # 07e0 LEA R8, P2, R9, UR14, 0x2
alu r3 r12 lat=4 flops=0 unit=int stall=2    # 07f0 LEA R10, P3, R32.reuse, UR14, 0x2
alu r7 r7 r4 r8 lat=4 flops=0 unit=int stall=2 # 0800 LEA.HI.X R7, R7, UR15, R26, 0x2, P0
alu r0 r0 r6 r1 lat=4 flops=0 unit=int stall=2 # 0810 LEA.HI.X R9, R9, UR15, R28, 0x2, P2
alu r2 r12 r2 r3 lat=4 flops=0 unit=int stall=2 # 0820 LEA.HI.X R11, R32, UR15, R11, 0x2, P3
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
st R4_2 r15 width=4 stall=4                  # 08f0 STG.E desc[UR8][R4.64], R27
st R6_2 r11 width=4 stall=4                  # 0900 STG.E desc[UR8][R6.64], R29
st R8_2 r13 width=4 stall=4                  # 0910 STG.E desc[UR8][R8.64], R31
st R10_2 r18 width=4                         # 0920 STG.E desc[UR8][R10.64], R33
alu r60 r22 lat=2 flops=0 unit=none branch=taken stall=5 # 0930 @!P0 BRA 0x2b0
