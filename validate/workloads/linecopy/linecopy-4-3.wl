# imported by lhsim import from validate/results/h200/linecopy/sass_linecopy.txt
# kernel k_linecopy<4,3> (_Z10k_linecopyILi4ELi3EEvPjPKjmimS0_)
# loop 1 of 1: 0x02a0..0x08a0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x0650; coalesced at the instruction's width
# stream R6: address R6 as written at 0x0660; coalesced at the instruction's width
# stream R8: address R8 as written at 0x0670; coalesced at the instruction's width
# stream R10: address R10 as written at 0x06a0; coalesced at the instruction's width
# stream R12: address R12 as written at 0x0720; coalesced at the instruction's width
# stream R14: address R14 as written at 0x0730; coalesced at the instruction's width
# stream R16: address R16 as written at 0x0740; coalesced at the instruction's width
# stream R18: address R18 as written at 0x0750; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name linecopy-4-3
alu r0 r23 lat=4 flops=0 unit=int stall=2    # 02a0 LOP3.LUT R13, R22, UR4, RZ, 0xc0, !PT
alu r1 r27 lat=4 flops=0 unit=int stall=2    # 02b0 LOP3.LUT R15, R23, UR5, RZ, 0xc0, !PT
alu r2 r20 lat=4 flops=0 unit=int stall=2    # 02c0 LOP3.LUT R9, R27.reuse, UR4, R24, 0x8, !PT
alu r3 r24 lat=4 flops=0 unit=int stall=2    # 02d0 LOP3.LUT R8, R30.reuse, UR5, R20, 0x80, !PT
alu r4 r23 lat=4 flops=0 unit=int stall=2    # 02e0 LOP3.LUT R11, R27, UR4, R22, 0x8, !PT
alu r5 r27 lat=4 flops=0 unit=int stall=2    # 02f0 LOP3.LUT R4, R30, UR5, R23, 0x80, !PT
alu r6 r20 lat=4 flops=0 unit=int stall=2    # 0300 LOP3.LUT R5, R24, UR4, RZ, 0xc0, !PT
alu r7 r24 lat=4 flops=0 unit=int stall=2    # 0310 LOP3.LUT R7, R20, UR5, RZ, 0xc0, !PT
alu r8 r0 r1 lat=4 flops=0 unit=int stall=2  # 0320 SHF.R.U64 R6, R13, R0.reuse, R15.reuse
alu r3 r2 r3 lat=4 flops=0 unit=int          # 0330 SHF.L.U64.HI R8, R9.reuse, 0x9, R8
alu r2 r2 lat=4 flops=0 unit=fp32            # 0340 IMAD.SHL.U32 R9, R9, 0x200, RZ
alu r0 r4 r5 lat=4 flops=0 unit=int          # 0350 SHF.L.U64.HI R13, R11.reuse, 0x9, R4
alu r4 r4 lat=4 flops=0 unit=fp32            # 0360 IMAD.SHL.U32 R11, R11, 0x200, RZ
alu r9 r1 lat=4 flops=0 unit=int stall=2     # 0370 SHF.R.U32.HI R10, RZ, R0, R15
alu r5 r6 r7 lat=4 flops=0 unit=int stall=2  # 0380 SHF.R.U64 R4, R5, R0, R7
alu r1 r21 lat=4 flops=0 unit=int stall=2    # 0390 LOP3.LUT R15, R27, UR4, R25, 0x8, !PT
alu r10 r25 lat=4 flops=0 unit=int stall=2   # 03a0 LOP3.LUT R14, R30, UR5, R21, 0x80, !PT
alu r6 r0 r9 lat=4 flops=0 unit=int stall=2  # 03b0 LOP3.LUT R5, R13, R10, RZ, 0xfc, !PT
alu r5 r2 r5 lat=4 flops=0 unit=int stall=2  # 03c0 LOP3.LUT R4, R9, R4, RZ, 0xfc, !PT
alu r0 r21 lat=4 flops=0 unit=int stall=2    # 03d0 LOP3.LUT R13, R25, UR4, RZ, 0xc0, !PT
alu r11 r25 lat=4 flops=0 unit=int stall=2   # 03e0 LOP3.LUT R17, R21, UR5, RZ, 0xc0, !PT
alu r2 r22 lat=4 flops=0 unit=int stall=2    # 03f0 LOP3.LUT R9, R27, UR4, R28, 0x8, !PT
alu r9 r26 lat=4 flops=0 unit=int stall=2    # 0400 LOP3.LUT R10, R30, UR5, R31, 0x80, !PT
alu r7 r7 lat=4 flops=0 unit=int stall=2     # 0410 SHF.R.U32.HI R7, RZ, R0, R7
alu r8 r4 r8 lat=4 flops=0 unit=int stall=2  # 0420 LOP3.LUT R6, R11, R6, RZ, 0xfc, !PT
alu r4 r22 lat=4 flops=0 unit=int stall=2    # 0430 LOP3.LUT R11, R28, UR4, RZ, 0xc0, !PT
alu r12 r26 lat=4 flops=0 unit=int stall=2   # 0440 LOP3.LUT R19, R31, UR5, RZ, 0xc0, !PT
alu r10 r1 r10 lat=4 flops=0 unit=int        # 0450 SHF.L.U64.HI R14, R15.reuse, 0x9, R14
alu r1 r1 lat=4 flops=0 unit=fp32            # 0460 IMAD.SHL.U32 R15, R15, 0x200, RZ
alu r13 r0 r11 lat=4 flops=0 unit=int stall=2 # 0470 SHF.R.U64 R12, R13, R0.reuse, R17.reuse
alu r9 r2 r9 lat=4 flops=0 unit=int          # 0480 SHF.L.U64.HI R10, R9.reuse, 0x9, R10
alu r2 r2 lat=4 flops=0 unit=fp32            # 0490 IMAD.SHL.U32 R9, R9, 0x200, RZ
alu r7 r3 r7 lat=4 flops=0 unit=int stall=2  # 04a0 LOP3.LUT R7, R8, R7, RZ, 0xfc, !PT
alu r0 r11 lat=4 flops=0 unit=int stall=2    # 04b0 SHF.R.U32.HI R13, RZ, R0, R17
alu r3 r4 r12 lat=4 flops=0 unit=int stall=2 # 04c0 SHF.R.U64 R8, R11, R0, R19
alu r4 r1 r13 lat=4 flops=0 unit=int stall=2 # 04d0 LOP3.LUT R11, R15, R12, RZ, 0xfc, !PT
alu r13 r10 r0 lat=4 flops=0 unit=int        # 04e0 LOP3.LUT R12, R14, R13, RZ, 0xfc, !PT
alu r0 r8 lat=4 flops=0 unit=fp32            # 04f0 IMAD.SHL.U32 R13, R6, 0x20, RZ
alu r3 r2 r3 lat=4 flops=0 unit=int          # 0500 LOP3.LUT R8, R9, R8, RZ, 0xfc, !PT
alu r2 r5 lat=4 flops=0 unit=fp32            # 0510 IMAD.SHL.U32 R9, R4.reuse, 0x20, RZ
alu r1 r5 r7 lat=4 flops=0 unit=int          # 0520 SHF.L.U64.HI R15, R4, 0x5, R7
alu r7 r4 lat=4 flops=0 unit=fp32            # 0530 IMAD.SHL.U32 R7, R11.reuse, 0x20, RZ
alu r14 r8 r6 lat=4 flops=0 unit=int         # 0540 SHF.L.U64.HI R35, R6, 0x5, R5
alu r6 r3 lat=4 flops=0 unit=fp32            # 0550 IMAD.SHL.U32 R5, R8, 0x20, RZ
alu r11 r4 r13 lat=4 flops=0 unit=int stall=2 # 0560 SHF.L.U64.HI R17, R11, 0x5, R12
alu r12 r12 lat=4 flops=0 unit=int stall=2   # 0570 SHF.R.U32.HI R19, RZ, R0, R19
alu r13 r0 lat=4 flops=0 unit=int stall=2    # 0580 LOP3.LUT R12, R13, 0x1f, R2.reuse, 0xf8, !PT
alu r10 r2 lat=4 flops=0 unit=int stall=2    # 0590 LOP3.LUT R14, R9, 0x1f, R2.reuse, 0xf8, !PT
alu r12 r9 r12 lat=4 flops=0 unit=int stall=2 # 05a0 LOP3.LUT R19, R10, R19, RZ, 0xfc, !PT
alu r15 r7 lat=4 flops=0 unit=int stall=2    # 05b0 LOP3.LUT R16, R7, 0x1f, R2.reuse, 0xf8, !PT
alu r0 r13 r14 lat=4 flops=0 unit=int        # 05c0 SHF.L.U64.HI R13, R12.reuse, 0x2, R35
alu r13 r13 lat=4 flops=0 unit=fp32          # 05d0 IMAD.SHL.U32 R12, R12, 0x4, RZ
alu r9 r6 lat=4 flops=0 unit=int stall=2     # 05e0 LOP3.LUT R10, R5, 0x1f, R2, 0xf8, !PT
alu r1 r10 r1 lat=4 flops=0 unit=int         # 05f0 SHF.L.U64.HI R15, R14.reuse, 0x2, R15
alu r10 r10 lat=4 flops=0 unit=fp32          # 0600 IMAD.SHL.U32 R14, R14, 0x4, RZ
alu r11 r15 r11 lat=4 flops=0 unit=int       # 0610 SHF.L.U64.HI R17, R16.reuse, 0x2, R17
alu r15 r15 lat=4 flops=0 unit=fp32          # 0620 IMAD.SHL.U32 R16, R16, 0x4, RZ
alu r12 r3 r12 lat=4 flops=0 unit=int        # 0630 SHF.L.U64.HI R19, R8, 0x5, R19
alu r16 r9 lat=4 flops=0 unit=fp32           # 0640 IMAD.SHL.U32 R18, R10, 0x4, RZ
alu r5 r13 lat=4 flops=0 unit=int stall=2    # 0650 IADD3 R4, P0, R12, UR10, RZ
alu r8 r10 lat=4 flops=0 unit=int stall=2    # 0660 IADD3 R6, P2, R14, UR10, RZ
alu r3 r15 lat=4 flops=0 unit=int stall=2    # 0670 IADD3 R8, P3, R16, UR10, RZ
alu r6 r0 r5 lat=4 flops=0 unit=int stall=2  # 0680 IADD3.X R5, R13, UR11, RZ, P0, !PT
alu r12 r9 r12 lat=4 flops=0 unit=int stall=2 # 0690 SHF.L.U64.HI R19, R10, 0x2, R19
alu r9 r16 lat=4 flops=0 unit=int stall=2    # 06a0 IADD3 R10, P0, R18, UR10, RZ
alu r7 r1 r8 lat=4 flops=0 unit=int          # 06b0 IADD3.X R7, R15, UR11, RZ, P2, !PT
ld r6 R4 width=4 apart=65536                             # 06c0 LDG.E.CONSTANT R5, desc[UR6][R4.64]
alu r2 r11 r3 lat=4 flops=0 unit=int stall=2 # 06d0 IADD3.X R9, R17, UR11, RZ, P3, !PT
alu r4 r12 r9 lat=4 flops=0 unit=int stall=2 # 06e0 IADD3.X R11, R19, UR11, RZ, P0, !PT
ld r7 R6 width=4 apart=65536 stall=4                     # 06f0 LDG.E.CONSTANT R7, desc[UR6][R6.64]
ld r2 R8 width=4 apart=65536 stall=4                     # 0700 LDG.E.CONSTANT R9, desc[UR6][R8.64]
ld r4 R10 width=4 apart=65536                            # 0710 LDG.E.CONSTANT R11, desc[UR6][R10.64]
alu r13 r13 lat=4 flops=0 unit=int stall=2   # 0720 IADD3 R12, P0, R12, UR12, RZ
alu r10 r10 lat=4 flops=0 unit=int stall=2   # 0730 IADD3 R14, P2, R14, UR12, RZ
alu r15 r15 lat=4 flops=0 unit=int stall=2   # 0740 IADD3 R16, P3, R16, UR12, RZ
alu r16 r16 lat=4 flops=0 unit=int stall=2   # 0750 IADD3 R18, P4, R18, UR12, RZ
alu r0 r0 r13 lat=4 flops=0 unit=int stall=2 # 0760 IADD3.X R13, R13, UR13, RZ, P0, !PT
alu r1 r1 r10 lat=4 flops=0 unit=int stall=2 # 0770 IADD3.X R15, R15, UR13, RZ, P2, !PT
alu r11 r11 r15 lat=4 flops=0 unit=int stall=2 # 0780 IADD3.X R17, R17, UR13, RZ, P3, !PT
alu r12 r12 r16 lat=4 flops=0 unit=int stall=2 # 0790 IADD3.X R19, R19, UR13, RZ, P4, !PT
alu r17 r17 lat=4 flops=0 unit=int stall=5   # 07a0 IADD3 R33, P0, R33, 0x1, RZ
alu r18 r18 r17 lat=4 flops=0 unit=fp32      # 07b0 IMAD.X R26, RZ, RZ, R26, P0
alu r19 r17 lat=4 flops=0 unit=int stall=4   # 07c0 ISETP.GE.U32.AND P0, PT, R33, UR8, PT
alu r19 r18 r19 lat=4 flops=0 unit=int stall=2 # 07d0 ISETP.GE.U32.AND.EX P0, PT, R26, UR9, PT, P0
alu r20 r20 lat=4 flops=0 unit=int stall=2   # 07e0 IADD3 R24, P2, R24, R29.reuse, RZ
alu r21 r21 lat=4 flops=0 unit=int stall=2   # 07f0 IADD3 R25, P3, R25, R29.reuse, RZ
alu r22 r22 lat=4 flops=0 unit=int stall=2   # 0800 IADD3 R28, P4, R28, R29.reuse, RZ
alu r23 r23 lat=4 flops=0 unit=int           # 0810 IADD3 R22, P5, R22, R29, RZ
alu r24 r24 r20 lat=4 flops=0 unit=fp32 stall=2 # 0820 IMAD.X R20, R20, 0x1, R32.reuse, P2
alu r25 r25 r21 lat=4 flops=0 unit=fp32 stall=2 # 0830 IMAD.X R21, R21, 0x1, R32, P3
alu r26 r26 r22 lat=4 flops=0 unit=fp32 stall=2 # 0840 IMAD.X R31, R31, 0x1, R32.reuse, P4
alu r27 r27 r23 lat=4 flops=0 unit=fp32      # 0850 IMAD.X R23, R23, 0x1, R32, P5
st R12 r6 width=4 apart=65536 stall=4                    # 0860 STG.E desc[UR6][R12.64], R5
st R14 r7 width=4 apart=65536 stall=4                    # 0870 STG.E desc[UR6][R14.64], R7
st R16 r2 width=4 apart=65536 stall=4                    # 0880 STG.E desc[UR6][R16.64], R9
st R18 r4 width=4 apart=65536                            # 0890 STG.E desc[UR6][R18.64], R11
alu r60 r19 lat=2 flops=0 unit=none branch=taken stall=5 # 08a0 @!P0 BRA 0x2a0
