# imported by lhsim import from validate/results/h200/linecopy/sass_linecopy.txt
# kernel k_linecopy<4,0> (_Z10k_linecopyILi4ELi0EEvPjPKjmimS0_)
# loop 1 of 1: 0x0260..0x0660, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R30: address R30 as written at 0x0400; coalesced at the instruction's width
# stream R22: address R22 as written at 0x0420; coalesced at the instruction's width
# stream R24: address R24 as written at 0x0430; coalesced at the instruction's width
# stream R26: address R26 as written at 0x0460; coalesced at the instruction's width
# stream R12: address R12 as written at 0x04e0; coalesced at the instruction's width
# stream R14: address R14 as written at 0x04f0; coalesced at the instruction's width
# stream R16: address R16 as written at 0x0500; coalesced at the instruction's width
# stream R18: address R18 as written at 0x0510; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name linecopy-4-0
alu r0 r23 lat=4 flops=0 unit=int stall=2    # 0260 LOP3.LUT R27, R0, UR4, RZ, 0xc0, !PT
alu r1 r27 lat=4 flops=0 unit=int stall=2    # 0270 LOP3.LUT R18, R3, UR5, RZ, 0xc0, !PT
alu r2 r20 lat=4 flops=0 unit=int stall=2    # 0280 LOP3.LUT R25, R5, UR4, RZ, 0xc0, !PT
alu r3 r24 lat=4 flops=0 unit=int stall=2    # 0290 LOP3.LUT R16, R20, UR5, RZ, 0xc0, !PT
alu r4 r21 lat=4 flops=0 unit=int stall=2    # 02a0 LOP3.LUT R23, R6, UR4, RZ, 0xc0, !PT
alu r5 r25 lat=4 flops=0 unit=int stall=2    # 02b0 LOP3.LUT R14, R10, UR5, RZ, 0xc0, !PT
alu r6 r0 r1 lat=4 flops=0 unit=int          # 02c0 SHF.L.U64.HI R13, R27.reuse, 0x5, R18
alu r0 r0 lat=4 flops=0 unit=fp32            # 02d0 IMAD.SHL.U32 R27, R27, 0x20, RZ
alu r7 r22 lat=4 flops=0 unit=int stall=2    # 02e0 LOP3.LUT R21, R4, UR4, RZ, 0xc0, !PT
alu r8 r26 lat=4 flops=0 unit=int stall=2    # 02f0 LOP3.LUT R12, R2, UR5, RZ, 0xc0, !PT
alu r9 r2 r3 lat=4 flops=0 unit=int          # 0300 SHF.L.U64.HI R15, R25.reuse, 0x5, R16
alu r2 r2 lat=4 flops=0 unit=fp32            # 0310 IMAD.SHL.U32 R25, R25, 0x20, RZ
alu r10 r4 r5 lat=4 flops=0 unit=int         # 0320 SHF.L.U64.HI R17, R23.reuse, 0x5, R14
alu r4 r4 lat=4 flops=0 unit=fp32            # 0330 IMAD.SHL.U32 R23, R23, 0x20, RZ
alu r11 r7 r8 lat=4 flops=0 unit=int         # 0340 SHF.L.U64.HI R19, R21.reuse, 0x5, R12
alu r7 r7 lat=4 flops=0 unit=fp32            # 0350 IMAD.SHL.U32 R21, R21, 0x20, RZ
alu r8 r0 lat=4 flops=0 unit=int stall=2     # 0360 LOP3.LUT R12, R27, 0x1f, R28, 0xf8, !PT
alu r5 r2 lat=4 flops=0 unit=int stall=2     # 0370 LOP3.LUT R14, R25, 0x1f, R28.reuse, 0xf8, !PT
alu r3 r4 lat=4 flops=0 unit=int stall=2     # 0380 LOP3.LUT R16, R23, 0x1f, R28.reuse, 0xf8, !PT
alu r6 r8 r6 lat=4 flops=0 unit=int          # 0390 SHF.L.U64.HI R13, R12.reuse, 0x2, R13
alu r8 r8 lat=4 flops=0 unit=fp32            # 03a0 IMAD.SHL.U32 R12, R12, 0x4, RZ
alu r12 r7 lat=4 flops=0 unit=int stall=2    # 03b0 LOP3.LUT R26, R21, 0x1f, R28, 0xf8, !PT
alu r9 r5 r9 lat=4 flops=0 unit=int          # 03c0 SHF.L.U64.HI R15, R14.reuse, 0x2, R15
alu r5 r5 lat=4 flops=0 unit=fp32            # 03d0 IMAD.SHL.U32 R14, R14, 0x4, RZ
alu r10 r3 r10 lat=4 flops=0 unit=int        # 03e0 SHF.L.U64.HI R17, R16.reuse, 0x2, R17
alu r3 r3 lat=4 flops=0 unit=fp32            # 03f0 IMAD.SHL.U32 R16, R16, 0x4, RZ
alu r13 r8 lat=4 flops=0 unit=int            # 0400 IADD3 R30, P0, R12, UR10, RZ
alu r1 r12 lat=4 flops=0 unit=fp32           # 0410 IMAD.SHL.U32 R18, R26, 0x4, RZ
alu r14 r5 lat=4 flops=0 unit=int stall=2    # 0420 IADD3 R22, P2, R14, UR10, RZ
alu r15 r3 lat=4 flops=0 unit=int stall=2    # 0430 IADD3 R24, P3, R16, UR10, RZ
alu r16 r6 r13 lat=4 flops=0 unit=int stall=2 # 0440 IADD3.X R31, R13, UR11, RZ, P0, !PT
alu r11 r12 r11 lat=4 flops=0 unit=int stall=2 # 0450 SHF.L.U64.HI R19, R26, 0x2, R19
alu r12 r1 lat=4 flops=0 unit=int            # 0460 IADD3 R26, P0, R18, UR10, RZ
ld r7 R30 width=4                            # 0470 LDG.E.CONSTANT R21, desc[UR6][R30.64]
alu r4 r9 r14 lat=4 flops=0 unit=int stall=2 # 0480 IADD3.X R23, R15, UR11, RZ, P2, !PT
alu r2 r10 r15 lat=4 flops=0 unit=int stall=2 # 0490 IADD3.X R25, R17, UR11, RZ, P3, !PT
alu r0 r11 r12 lat=4 flops=0 unit=int stall=2 # 04a0 IADD3.X R27, R19, UR11, RZ, P0, !PT
ld r4 R22 width=4 stall=4                    # 04b0 LDG.E.CONSTANT R23, desc[UR6][R22.64]
ld r2 R24 width=4 stall=4                    # 04c0 LDG.E.CONSTANT R25, desc[UR6][R24.64]
ld r0 R26 width=4                            # 04d0 LDG.E.CONSTANT R27, desc[UR6][R26.64]
alu r8 r8 lat=4 flops=0 unit=int stall=2     # 04e0 IADD3 R12, P0, R12, UR12, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 04f0 IADD3 R14, P2, R14, UR12, RZ
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 0500 IADD3 R16, P3, R16, UR12, RZ
alu r1 r1 lat=4 flops=0 unit=int stall=2     # 0510 IADD3 R18, P4, R18, UR12, RZ
alu r6 r6 r8 lat=4 flops=0 unit=int stall=2  # 0520 IADD3.X R13, R13, UR13, RZ, P0, !PT
alu r9 r9 r5 lat=4 flops=0 unit=int stall=2  # 0530 IADD3.X R15, R15, UR13, RZ, P2, !PT
alu r10 r10 r3 lat=4 flops=0 unit=int stall=2 # 0540 IADD3.X R17, R17, UR13, RZ, P3, !PT
alu r11 r11 r1 lat=4 flops=0 unit=int stall=2 # 0550 IADD3.X R19, R19, UR13, RZ, P4, !PT
alu r17 r17 lat=4 flops=0 unit=int stall=5   # 0560 IADD3 R7, P0, R7, 0x1, RZ
alu r18 r18 r17 lat=4 flops=0 unit=fp32      # 0570 IMAD.X R8, RZ, RZ, R8, P0
alu r19 r17 lat=4 flops=0 unit=int stall=4   # 0580 ISETP.GE.U32.AND P0, PT, R7, UR8, PT
alu r19 r18 r19 lat=4 flops=0 unit=int stall=2 # 0590 ISETP.GE.U32.AND.EX P0, PT, R8, UR9, PT, P0
alu r20 r20 lat=4 flops=0 unit=int stall=2   # 05a0 IADD3 R5, P2, R5, R11.reuse, RZ
alu r21 r21 lat=4 flops=0 unit=int stall=2   # 05b0 IADD3 R6, P3, R6, R11.reuse, RZ
alu r22 r22 lat=4 flops=0 unit=int stall=2   # 05c0 IADD3 R4, P4, R4, R11.reuse, RZ
alu r23 r23 lat=4 flops=0 unit=int           # 05d0 IADD3 R0, P5, R0, R11, RZ
alu r24 r24 r20 lat=4 flops=0 unit=fp32 stall=2 # 05e0 IMAD.X R20, R20, 0x1, R9.reuse, P2
alu r25 r25 r21 lat=4 flops=0 unit=fp32 stall=2 # 05f0 IMAD.X R10, R10, 0x1, R9, P3
alu r26 r26 r22 lat=4 flops=0 unit=fp32 stall=2 # 0600 IMAD.X R2, R2, 0x1, R9.reuse, P4
alu r27 r27 r23 lat=4 flops=0 unit=fp32      # 0610 IMAD.X R3, R3, 0x1, R9, P5
st R12 r7 width=4 stall=4                    # 0620 STG.E desc[UR6][R12.64], R21
st R14 r4 width=4 stall=4                    # 0630 STG.E desc[UR6][R14.64], R23
st R16 r2 width=4 stall=4                    # 0640 STG.E desc[UR6][R16.64], R25
st R18 r0 width=4                            # 0650 STG.E desc[UR6][R18.64], R27
alu r60 r19 lat=2 flops=0 unit=none branch=taken stall=5 # 0660 @!P0 BRA 0x260
