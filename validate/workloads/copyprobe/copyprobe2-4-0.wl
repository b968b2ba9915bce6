# imported by lhsim import from validate/results/h200/copyprobe/run2/sass_copyprobe2.txt
# kernel k_copyprobe2<4,0> (_Z12k_copyprobe2ILi4ELi0EEvPjPKjmmmPyS0_)
# loop 1 of 1: 0x03b0..0x0a70, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R20: address R20 as written at 0x0460; coalesced at the instruction's width
# stream R10: address R10 as written at 0x05b0; coalesced at the instruction's width
# stream R6: address R6 as written at 0x05d0; coalesced at the instruction's width
# stream R8: address R8 as written at 0x05e0; coalesced at the instruction's width
# stream R6_2: address R6 as written at 0x0810; coalesced at the instruction's width
# stream R8_2: address R8 as written at 0x0830; coalesced at the instruction's width
# stream R10_2: address R10 as written at 0x0860; coalesced at the instruction's width
# stream R12: address R12 as written at 0x0870; coalesced at the instruction's width
# NOP x6 left out
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name copyprobe2-4-0
alu r60 lat=2 flops=0 unit=none              # 03b0 S2UR UR20, SR_CLOCKLO
alu r0 r22 lat=4 flops=0 unit=int stall=2    # 03d0 LOP3.LUT R6, R18, UR31, RZ, 0xc0, !PT
alu r1 r26 lat=4 flops=0 unit=int stall=2    # 03e0 LOP3.LUT R9, R19, UR32, RZ, 0xc0, !PT
alu r2 r18 lat=4 flops=0 unit=int            # 03f0 LOP3.LUT R31, R29, UR31, RZ, 0xc0, !PT
alu r3 r0 lat=4 flops=0 unit=fp32            # 0400 IMAD.SHL.U32 R7, R6, 0x20, RZ
alu r4 r23 lat=4 flops=0 unit=int stall=4    # 0410 LOP3.LUT R10, R0, UR32, RZ, 0xc0, !PT
alu r5 r3 lat=4 flops=0 unit=int stall=2     # 0420 LOP3.LUT R26, R7, 0x1f, R4, 0xf8, !PT
alu r3 r0 r1 lat=4 flops=0 unit=int stall=3  # 0430 SHF.L.U64.HI R7, R6, 0x5, R9
alu r6 r5 lat=4 flops=0 unit=fp32            # 0440 IMAD.SHL.U32 R30, R26.reuse, 0x4, RZ
alu r5 r5 r3 lat=4 flops=0 unit=int stall=4  # 0450 SHF.L.U64.HI R26, R26, 0x2, R7
alu r7 r6 lat=4 flops=0 unit=int stall=2     # 0460 IADD3 R20, P0, R30, UR24, RZ
alu r8 r19 lat=4 flops=0 unit=int stall=2    # 0470 LOP3.LUT R27, R28, UR31, RZ, 0xc0, !PT
alu r9 r5 r7 lat=4 flops=0 unit=int stall=2  # 0480 IADD3.X R21, R26, UR25, RZ, P0, !PT
alu r10 r24 lat=4 flops=0 unit=int stall=2   # 0490 LOP3.LUT R8, R14, UR32, RZ, 0xc0, !PT
alu r1 r20 lat=4 flops=0 unit=int            # 04a0 LOP3.LUT R9, R16, UR31, RZ, 0xc0, !PT
ld r7 R20 width=4                            # 04b0 LDG.E.CONSTANT R20, desc[UR22][R20.64]
alu r4 r2 r4 lat=4 flops=0 unit=int          # 04c0 SHF.L.U64.HI R10, R31.reuse, 0x5, R10
alu r2 r2 lat=4 flops=0 unit=fp32            # 04d0 IMAD.SHL.U32 R31, R31, 0x20, RZ
alu r10 r8 r10 lat=4 flops=0 unit=int        # 04e0 SHF.L.U64.HI R8, R27.reuse, 0x5, R8
alu r8 r8 lat=4 flops=0 unit=fp32            # 04f0 IMAD.SHL.U32 R27, R27, 0x20, RZ
alu r0 r25 lat=4 flops=0 unit=int            # 0500 LOP3.LUT R6, R17, UR32, RZ, 0xc0, !PT
alu r3 r1 lat=4 flops=0 unit=fp32            # 0510 IMAD.SHL.U32 R7, R9, 0x20, RZ
alu r2 r2 lat=4 flops=0 unit=int stall=2     # 0520 LOP3.LUT R31, R31, 0x1f, R4, 0xf8, !PT
alu r8 r8 lat=4 flops=0 unit=int stall=2     # 0530 LOP3.LUT R27, R27, 0x1f, R4.reuse, 0xf8, !PT
alu r11 r3 lat=4 flops=0 unit=int stall=2    # 0540 LOP3.LUT R24, R7, 0x1f, R4, 0xf8, !PT
alu r12 r2 r4 lat=4 flops=0 unit=int         # 0550 SHF.L.U64.HI R13, R31.reuse, 0x2, R10
alu r2 r2 lat=4 flops=0 unit=fp32            # 0560 IMAD.SHL.U32 R31, R31, 0x4, RZ
alu r9 r8 r10 lat=4 flops=0 unit=int         # 0570 SHF.L.U64.HI R21, R27.reuse, 0x2, R8
alu r8 r8 lat=4 flops=0 unit=fp32            # 0580 IMAD.SHL.U32 R27, R27, 0x4, RZ
alu r1 r1 r0 lat=4 flops=0 unit=int          # 0590 SHF.L.U64.HI R9, R9, 0x5, R6
alu r13 r11 lat=4 flops=0 unit=fp32          # 05a0 IMAD.SHL.U32 R12, R24, 0x4, RZ
alu r4 r2 lat=4 flops=0 unit=int stall=2     # 05b0 IADD3 R10, P0, R31, UR24, RZ
alu r11 r11 r1 lat=4 flops=0 unit=int stall=2 # 05c0 SHF.L.U64.HI R24, R24, 0x2, R9
alu r0 r8 lat=4 flops=0 unit=int stall=2     # 05d0 IADD3 R6, P1, R27, UR24, RZ
alu r10 r13 lat=4 flops=0 unit=int stall=2   # 05e0 IADD3 R8, P2, R12, UR24, RZ
alu r14 r12 r4 lat=4 flops=0 unit=int stall=2 # 05f0 IADD3.X R11, R13, UR25, RZ, P0, !PT
alu r3 r9 r0 lat=4 flops=0 unit=int stall=2  # 0600 IADD3.X R7, R21, UR25, RZ, P1, !PT
alu r1 r11 r10 lat=4 flops=0 unit=int        # 0610 IADD3.X R9, R24, UR25, RZ, P2, !PT
ld r15 R10 width=4 stall=4                   # 0620 LDG.E.CONSTANT R25, desc[UR22][R10.64]
ld r16 R6 width=4 stall=4                    # 0630 LDG.E.CONSTANT R32, desc[UR22][R6.64]
ld r17 R8 width=4 stall=4                    # 0640 LDG.E.CONSTANT R33, desc[UR22][R8.64]
alu r61 r7 lat=2 flops=0 unit=none           # 0650 STS [R15], R20
alu r62 lat=2 flops=0 unit=none              # 0660 S2UR UR19, SR_CLOCKLO
alu r63 r15 lat=2 flops=0 unit=none          # 0680 STS [R15], R25
alu r60 lat=2 flops=0 unit=none stall=2      # 0690 UISETP.GE.U32.AND UP0, UPT, UR5, UR28, UPT
alu r61 lat=2 flops=0 unit=none stall=2      # 06a0 UIADD3 UR19, -UR20, UR19, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 06b0 UISETP.GE.U32.AND.EX UP0, UPT, UR6, UR29, UPT, UP0
alu r63 lat=2 flops=0 unit=none stall=2      # 06c0 UISETP.GE.U32.AND UP1, UPT, UR5, UR28, UPT
alu r60 lat=2 flops=0 unit=none stall=2      # 06d0 USEL UR19, UR19, URZ, UP0
alu r61 lat=2 flops=0 unit=none stall=2      # 06e0 UISETP.GE.U32.AND.EX UP1, UPT, UR6, UR29, UPT, UP1
alu r62 lat=2 flops=0 unit=none stall=4      # 06f0 UIADD3 UR15, UP2, UR15, UR19, URZ
alu r63 lat=2 flops=0 unit=none stall=3      # 0700 UIADD3.X UR16, URZ, UR16, URZ, UP2, !UPT
alu r60 lat=2 flops=0 unit=none              # 0710 S2UR UR19, SR_CLOCKLO
alu r61 r16 lat=2 flops=0 unit=none          # 0730 STS [R15], R32
alu r62 lat=2 flops=0 unit=none stall=4      # 0740 UIADD3 UR19, -UR20, UR19, URZ
alu r63 lat=2 flops=0 unit=none stall=4      # 0750 USEL UR19, UR19, URZ, UP0
alu r60 lat=2 flops=0 unit=none stall=4      # 0760 UIADD3 UR17, UP2, UR17, UR19, URZ
alu r61 lat=2 flops=0 unit=none stall=3      # 0770 UIADD3.X UR18, URZ, UR18, URZ, UP2, !UPT
alu r62 lat=2 flops=0 unit=none              # 0780 S2UR UR19, SR_CLOCKLO
alu r63 r17 lat=2 flops=0 unit=none          # 07a0 STS [R15], R33
alu r60 lat=2 flops=0 unit=none stall=4      # 07b0 UIADD3 UR19, -UR20, UR19, URZ
alu r61 lat=2 flops=0 unit=none stall=4      # 07c0 USEL UR19, UR19, URZ, UP0
alu r62 lat=2 flops=0 unit=none stall=4      # 07d0 UIADD3 UR13, UP2, UR13, UR19, URZ
alu r63 lat=2 flops=0 unit=none stall=3      # 07e0 UIADD3.X UR14, URZ, UR14, URZ, UP2, !UPT
alu r60 lat=2 flops=0 unit=none              # 07f0 S2UR UR19, SR_CLOCKLO
alu r0 r6 lat=4 flops=0 unit=int             # 0810 IADD3 R6, P0, R30, UR26, RZ
alu r61 lat=2 flops=0 unit=none              # 0820 UIADD3 UR19, -UR20, UR19, URZ
alu r10 r2 lat=4 flops=0 unit=int stall=2    # 0830 IADD3 R8, P1, R31, UR26, RZ
alu r3 r5 r0 lat=4 flops=0 unit=int          # 0840 IADD3.X R7, R26, UR27, RZ, P0, !PT
alu r62 lat=2 flops=0 unit=none              # 0850 USEL UR19, UR19, URZ, UP0
alu r4 r8 lat=4 flops=0 unit=int stall=2     # 0860 IADD3 R10, P0, R27, UR26, RZ
alu r13 r13 lat=4 flops=0 unit=int           # 0870 IADD3 R12, P2, R12, UR26, RZ
st R6_2 r7 width=4                           # 0880 STG.E desc[UR22][R6.64], R20
alu r1 r12 r10 lat=4 flops=0 unit=int        # 0890 IADD3.X R9, R13, UR27, RZ, P1, !PT
alu r60 lat=2 flops=0 unit=none              # 08a0 UIADD3 UR11, UP0, UR11, UR19, URZ
alu r14 r9 r4 lat=4 flops=0 unit=int stall=2 # 08b0 IADD3.X R11, R21, UR27, RZ, P0, !PT
alu r12 r11 r13 lat=4 flops=0 unit=int       # 08c0 IADD3.X R13, R24, UR27, RZ, P2, !PT
st R8_2 r15 width=4                          # 08d0 STG.E desc[UR22][R8.64], R25
alu r62 lat=2 flops=0 unit=none stall=3      # 08e0 UIADD3.X UR12, URZ, UR12, URZ, UP0, !UPT
st R10_2 r16 width=4 stall=4                 # 08f0 STG.E desc[UR22][R10.64], R32
st R12 r17 width=4                           # 0900 STG.E desc[UR22][R12.64], R33
alu r61 lat=2 flops=0 unit=none              # 0910 S2UR UR19, SR_CLOCKLO
alu r62 lat=2 flops=0 unit=none              # 0930 UIADD3 UR5, UP0, UR5, 0x1, URZ
alu r18 r18 lat=4 flops=0 unit=int           # 0940 IADD3 R29, P1, R29, UR21, RZ
alu r63 lat=2 flops=0 unit=none              # 0950 @UP1 UIADD3 UR19, -UR20, UR19, URZ
alu r19 r19 lat=4 flops=0 unit=int           # 0960 IADD3 R28, P2, R28, UR21, RZ
alu r60 lat=2 flops=0 unit=none              # 0970 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r20 r20 lat=4 flops=0 unit=int           # 0980 IADD3 R16, P3, R16, UR21, RZ
alu r61 lat=2 flops=0 unit=none              # 0990 @UP1 UIADD3 UR4, UR20, -UR4, URZ
alu r21 lat=4 flops=0 unit=int               # 09a0 ISETP.LE.U32.AND P0, PT, R22, UR5, PT
alu r62 lat=2 flops=0 unit=none              # 09b0 @UP1 UIADD3 UR9, UP0, UR19, UR9, URZ
alu r22 r22 lat=4 flops=0 unit=int           # 09c0 IADD3 R18, P4, R18, UR21, RZ
alu r0 lat=4 flops=0 unit=fp32               # 09d0 IMAD.U32 R6, RZ, RZ, UR6
alu r63 lat=2 flops=0 unit=none              # 09e0 @UP1 UIADD3 UR7, UP2, UR4, UR7, URZ
alu r23 r23 r18 lat=4 flops=0 unit=int       # 09f0 IADD3.X R0, R0, UR30, RZ, P1, !PT
alu r60 lat=2 flops=0 unit=none              # 0a00 @UP1 UIADD3.X UR10, URZ, UR10, URZ, UP0, !UPT
alu r24 r24 r19 lat=4 flops=0 unit=int       # 0a10 IADD3.X R14, R14, UR30, RZ, P2, !PT
alu r61 lat=2 flops=0 unit=none              # 0a20 @UP1 UIADD3.X UR8, URZ, UR8, URZ, UP2, !UPT
alu r21 r0 r21 lat=4 flops=0 unit=int        # 0a30 ISETP.GE.U32.AND.EX P0, PT, R6, R23, PT, P0
alu r62 lat=2 flops=0 unit=none              # 0a40 UMOV UR4, UR20
alu r25 r25 r20 lat=4 flops=0 unit=int stall=2 # 0a50 IADD3.X R17, R17, UR30, RZ, P3, !PT
alu r26 r26 r22 lat=4 flops=0 unit=int stall=9 # 0a60 IADD3.X R19, R19, UR30, RZ, P4, !PT
alu r63 r21 lat=2 flops=0 unit=none branch=taken stall=5 # 0a70 @!P0 BRA 0x3b0
