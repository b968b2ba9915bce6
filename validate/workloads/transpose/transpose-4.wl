# imported by lhsim import from validate/results/h200/transpose/sass_transpose.txt
# kernel k_transpose<4> (_Z11k_transposeILi4EEvPjPKjiS0_)
# loop 1 of 1: 0x01c0..0x0800, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R2: address R2 as written at 0x03f0; coalesced at the instruction's width
# stream R4: address R4 as written at 0x0420; coalesced at the instruction's width
# stream R6: address R6 as written at 0x0440; coalesced at the instruction's width
# stream R8: address R8 as written at 0x0460; coalesced at the instruction's width
# stream R10: address R10 as written at 0x0480; coalesced at the instruction's width
# stream R12: address R12 as written at 0x04a0; coalesced at the instruction's width
# stream R14: address R14 as written at 0x04c0; coalesced at the instruction's width
# stream R24: address R24 as written at 0x04e0; coalesced at the instruction's width
# stream R14_2: address R14 as written at 0x0580; coalesced at the instruction's width
# stream R10_2: address R10 as written at 0x0680; coalesced at the instruction's width
# stream R2_2: address R2 as written at 0x0710; coalesced at the instruction's width
# stream R4_2: address R4 as written at 0x0720; coalesced at the instruction's width
# stream R6_2: address R6 as written at 0x0730; coalesced at the instruction's width
# stream R8_2: address R8 as written at 0x0760; coalesced at the instruction's width
# stream R12_2: address R12 as written at 0x0780; coalesced at the instruction's width
# stream R24_2: address R24 as written at 0x07b0; coalesced at the instruction's width
# slow paths x1 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 5 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name transpose-4
alu r0 r24 lat=4 flops=0 unit=int stall=4    # 01c0 LOP3.LUT R2, R18, UR12, RZ, 0xfc, !PT
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 01d0 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 01e0 @!P0 BRA 0x240
alu r2 lat=17 flops=0 unit=sfu               # 0240 I2F.U32.RP R4, UR4
alu r3 lat=4 flops=0 unit=fp32               # 0250 IMAD R5, RZ, RZ, -UR4
alu r4 lat=4 flops=0 unit=int stall=6        # 0260 ISETP.NE.U32.AND P2, PT, RZ, UR4, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0270 MUFU.RCP R4, R4
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 0280 IADD3 R2, R4, 0xffffffe, RZ
alu r5 r0 lat=17 flops=0 unit=sfu stall=2    # 0290 F2I.FTZ.U32.TRUNC.NTZ R3, R2
alu r0 lat=4 flops=0 unit=int                # 02a0 MOV R2, RZ
alu r3 r3 r5 lat=4 flops=0 unit=fp32 stall=4 # 02b0 IMAD R5, R5, R3, RZ
alu r6 r5 r3 r0 lat=9 flops=0 unit=fp32 stall=6 # 02c0 IMAD.HI.U32 R6, R3, R5, R2
alu r7 r6 r23 lat=9 flops=0 unit=fp32 stall=4 # 02d0 IMAD.HI.U32 R22, R6, R23, RZ
alu r6 r7 lat=4 flops=0 unit=fp32 stall=4    # 02e0 IMAD.MOV R6, RZ, RZ, -R22
alu r5 r6 r23 lat=4 flops=0 unit=fp32 stall=5 # 02f0 IMAD R3, R6, UR4, R23
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0300 ISETP.GE.U32.AND P0, PT, R3, UR4, PT
alu r5 r1 r5 lat=4 flops=0 unit=int          # 0310 @P0 IADD3 R3, R3, -UR4, RZ
alu r7 r1 r7 lat=4 flops=0 unit=int stall=3  # 0320 @P0 VIADD R22, R22, 0x1
alu r8 r5 lat=4 flops=0 unit=int stall=13    # 0330 ISETP.GE.U32.AND P1, PT, R3, UR4, PT
alu r7 r8 r7 lat=4 flops=0 unit=int stall=2  # 0340 @P1 IADD3 R22, R22, 0x1, RZ
alu r7 r4 lat=4 flops=0 unit=int stall=5     # 0350 @!P2 LOP3.LUT R22, RZ, UR4, RZ, 0x33, !PT
alu r9 r7 lat=4 flops=0 unit=fp32 stall=4    # 0360 IMAD.MOV R26, RZ, RZ, -R22
alu r9 r9 r23 lat=4 flops=0 unit=fp32 stall=7 # 0370 IMAD R26, R26, UR4, R23
alu r0 r7 lat=4 flops=0 unit=int             # 0380 LEA R2, R22, R17, 0x5
alu r2 r9 lat=4 flops=0 unit=fp32 stall=3    # 0390 IMAD R4, R26, 0x20, R0
alu r6 r0 lat=4 flops=0 unit=int stall=2     # 03a0 SHF.R.S32.HI R6, RZ, 0x1f, R2
alu r3 r2 lat=4 flops=0 unit=int stall=3     # 03b0 SHF.R.S32.HI R5, RZ, 0x1f, R4
alu r5 r6 lat=4 flops=0 unit=fp32 stall=2    # 03c0 IMAD R3, R6, R19.reuse, RZ
alu r2 r0 r2 r3 lat=4 flops=0 unit=fp32 stall=4 # 03d0 IMAD.WIDE.U32 R4, R2, R19, R4
alu r5 r0 r5 lat=4 flops=0 unit=fp32         # 03e0 IMAD R3, R2, UR7, R3
alu r0 r2 lat=4 flops=0 unit=int stall=4     # 03f0 LEA R2, P0, R4, UR14, 0x2
alu r5 r2 r5 lat=4 flops=0 unit=int stall=4  # 0400 IADD3 R3, R5, R3, RZ
alu r5 r2 r5 r0 lat=4 flops=0 unit=int stall=3 # 0410 LEA.HI.X R3, R4, UR15, R3, 0x2, P0
alu r2 r0 r5 lat=4 flops=0 unit=fp32 stall=3 # 0420 IMAD.WIDE R4, R19, 0x10, R2
ld r5 R2 width=4                             # 0430 LDG.E.CONSTANT R3, desc[UR10][R2.64]
alu r6 r2 lat=4 flops=0 unit=fp32 stall=3    # 0440 IMAD.WIDE R6, R19, 0x10, R4
ld r3 R4 width=4                             # 0450 LDG.E.CONSTANT R5, desc[UR10][R4.64]
alu r10 r6 lat=4 flops=0 unit=fp32 stall=3   # 0460 IMAD.WIDE R8, R19, 0x10, R6
ld r11 R6 width=4                            # 0470 LDG.E.CONSTANT R27, desc[UR10][R6.64]
alu r12 r10 lat=4 flops=0 unit=fp32 stall=3  # 0480 IMAD.WIDE R10, R19, 0x10, R8
ld r13 R8 width=4                            # 0490 LDG.E.CONSTANT R9, desc[UR10][R8.64]
alu r14 r12 lat=4 flops=0 unit=fp32 stall=3  # 04a0 IMAD.WIDE R12, R19, 0x10, R10
ld r15 R10 width=4                           # 04b0 LDG.E.CONSTANT R11, desc[UR10][R10.64]
alu r16 r14 lat=4 flops=0 unit=fp32 stall=3  # 04c0 IMAD.WIDE R14, R19, 0x10, R12
ld r17 R12 width=4                           # 04d0 LDG.E.CONSTANT R13, desc[UR10][R12.64]
alu r18 r16 lat=4 flops=0 unit=fp32 stall=3  # 04e0 IMAD.WIDE R24, R19, 0x10, R14
ld r0 R14 width=4 stall=4                    # 04f0 LDG.E.CONSTANT R2, desc[UR10][R14.64]
ld r18 R24 width=4                           # 0500 LDG.E.CONSTANT R24, desc[UR10][R24.64]
alu r9 r9 lat=4 flops=0 unit=fp32            # 0510 IMAD R26, R26, 0x20, R17
alu r19 r7 lat=4 flops=0 unit=int stall=4    # 0520 LEA R28, R22, R0, 0x5
alu r7 r9 lat=4 flops=0 unit=int stall=2     # 0530 SHF.R.S32.HI R22, RZ, 0x1f, R26
alu r20 r19 lat=4 flops=0 unit=int stall=3   # 0540 SHF.R.S32.HI R29, RZ, 0x1f, R28
alu r7 r7 lat=4 flops=0 unit=fp32 stall=2    # 0550 IMAD R22, R22, R19.reuse, RZ
alu r6 r9 r19 r20 lat=4 flops=0 unit=fp32 stall=4 # 0560 IMAD.WIDE.U32 R6, R26, R19, R28
alu r20 r9 r7 lat=4 flops=0 unit=fp32        # 0570 IMAD R29, R26, UR7, R22
alu r16 r6 lat=4 flops=0 unit=int stall=3    # 0580 LEA R14, P0, R6, UR16, 0x2
alu r21 r6 r20 lat=4 flops=0 unit=fp32 stall=5 # 0590 IMAD.IADD R7, R7, 0x1, R29
alu r22 r6 r21 r16 lat=4 flops=0 unit=int stall=2 # 05a0 LEA.HI.X R15, R6, UR17, R7, 0x2, P0
alu r23 r23 lat=4 flops=0 unit=int stall=4   # 05b0 IADD3 R23, P0, R16, R23, RZ
alu r24 r24 r23 lat=4 flops=0 unit=int stall=2 # 05c0 IADD3.X R18, RZ, R18, RZ, P0, !PT
alu r1 r23 lat=4 flops=0 unit=int stall=4    # 05d0 ISETP.GE.U32.AND P0, PT, R23, UR8, PT
alu r1 r24 r1 lat=4 flops=0 unit=int         # 05e0 ISETP.GE.U32.AND.EX P0, PT, R18, UR9, PT, P0
alu r61 r5 lat=2 flops=0 unit=none stall=4   # 05f0 STS [R20], R3
alu r62 r3 lat=2 flops=0 unit=none stall=4   # 0600 STS [R20+0x210], R5
alu r63 r11 lat=2 flops=0 unit=none stall=4  # 0610 STS [R20+0x420], R27
alu r60 r13 lat=2 flops=0 unit=none stall=4  # 0620 STS [R20+0x630], R9
alu r61 r15 lat=2 flops=0 unit=none stall=4  # 0630 STS [R20+0x840], R11
alu r62 r17 lat=2 flops=0 unit=none stall=4  # 0640 STS [R20+0xa50], R13
alu r63 r0 lat=2 flops=0 unit=none stall=4   # 0650 STS [R20+0xc60], R2
alu r60 r18 lat=2 flops=0 unit=none          # 0660 STS [R20+0xe70], R24
bar                                          # 0670 BAR.SYNC.DEFER_BLOCKING 0x0
alu r12 r16 r22 lat=4 flops=0 unit=fp32 stall=5 # 0680 IMAD.WIDE R10, R19, 0x10, R14
alu r10 lat=30 flops=0 unit=none stall=4     # 0690 LDS R8, [R21]
alu r14 lat=30 flops=0 unit=none stall=4     # 06a0 LDS R12, [R21+0x10]
alu r25 lat=30 flops=0 unit=none stall=4     # 06b0 LDS R25, [R21+0x20]
alu r11 lat=30 flops=0 unit=none stall=4     # 06c0 LDS R27, [R21+0x30]
alu r20 lat=30 flops=0 unit=none stall=4     # 06d0 LDS R29, [R21+0x40]
alu r7 lat=30 flops=0 unit=none stall=4      # 06e0 LDS R22, [R21+0x50]
alu r9 lat=30 flops=0 unit=none stall=4      # 06f0 LDS R26, [R21+0x60]
alu r19 lat=30 flops=0 unit=none             # 0700 LDS R28, [R21+0x70]
alu r0 r12 lat=4 flops=0 unit=fp32 stall=4   # 0710 IMAD.WIDE R2, R19, 0x10, R10
alu r2 r0 lat=4 flops=0 unit=fp32 stall=4    # 0720 IMAD.WIDE R4, R19, 0x10, R2
alu r6 r2 lat=4 flops=0 unit=fp32            # 0730 IMAD.WIDE R6, R19.reuse, 0x10, R4
st R14_2 r10 width=4 apart=65536 stall=4                 # 0740 STG.E desc[UR10][R14.64], R8
st R10_2 r14 width=4 apart=65536                         # 0750 STG.E desc[UR10][R10.64], R12
alu r10 r6 lat=4 flops=0 unit=fp32 stall=3   # 0760 IMAD.WIDE R8, R19, 0x10, R6
st R2_2 r25 width=4 apart=65536                          # 0770 STG.E desc[UR10][R2.64], R25
alu r14 r10 lat=4 flops=0 unit=fp32 stall=3  # 0780 IMAD.WIDE R12, R19, 0x10, R8
st R4_2 r11 width=4 apart=65536 stall=4                  # 0790 STG.E desc[UR10][R4.64], R27
st R6_2 r20 width=4 apart=65536                          # 07a0 STG.E desc[UR10][R6.64], R29
alu r18 r14 lat=4 flops=0 unit=fp32 stall=3  # 07b0 IMAD.WIDE R24, R19, 0x10, R12
st R8_2 r7 width=4 apart=65536 stall=4                   # 07c0 STG.E desc[UR10][R8.64], R22
st R12_2 r9 width=4 apart=65536 stall=4                  # 07d0 STG.E desc[UR10][R12.64], R26
st R24_2 r19 width=4 apart=65536                         # 07e0 STG.E desc[UR10][R24.64], R28
bar stall=6                                  # 07f0 BAR.SYNC.DEFER_BLOCKING 0x0
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0800 @!P0 BRA 0x1c0
