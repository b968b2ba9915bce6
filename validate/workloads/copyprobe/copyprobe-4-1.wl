# imported by lhsim import from validate/results/h200/copyprobe/sass_copyprobe.txt
# kernel k_copyprobe<4,1> (_Z11k_copyprobeILi4ELi1EEvPjPKjmmmPyS0_)
# loop 1 of 1: 0x03b0..0x0910, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R6: address R6 as written at 0x0460; coalesced at the instruction's width
# stream R6_2: address R6 as written at 0x05b0; coalesced at the instruction's width
# stream R8: address R8 as written at 0x05d0; coalesced at the instruction's width
# stream R10: address R10 as written at 0x05e0; coalesced at the instruction's width
# stream R6_3: address R6 as written at 0x0680; coalesced at the instruction's width
# stream R8_2: address R8 as written at 0x0690; coalesced at the instruction's width
# stream R10_2: address R10 as written at 0x06a0; coalesced at the instruction's width
# stream R12: address R12 as written at 0x06b0; coalesced at the instruction's width
# NOP x3 left out
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name copyprobe-4-1
alu r60 lat=2 flops=0 unit=none              # 03b0 S2UR UR15, SR_CLOCKLO
alu r0 r22 lat=4 flops=0 unit=int stall=2    # 03d0 LOP3.LUT R0, R26, UR18, RZ, 0xc0, !PT
alu r1 r26 lat=4 flops=0 unit=int stall=2    # 03e0 LOP3.LUT R9, R25, UR19, RZ, 0xc0, !PT
alu r2 r19 lat=4 flops=0 unit=int            # 03f0 LOP3.LUT R11, R30, UR18, RZ, 0xc0, !PT
alu r3 r0 lat=4 flops=0 unit=fp32            # 0400 IMAD.SHL.U32 R7, R0, 0x20, RZ
alu r4 r23 lat=4 flops=0 unit=int stall=4    # 0410 LOP3.LUT R10, R16, UR19, RZ, 0xc0, !PT
alu r5 r3 lat=4 flops=0 unit=int stall=2     # 0420 LOP3.LUT R14, R7, 0x1f, R4, 0xf8, !PT
alu r3 r0 r1 lat=4 flops=0 unit=int stall=3  # 0430 SHF.L.U64.HI R7, R0, 0x5, R9
alu r6 r5 lat=4 flops=0 unit=fp32            # 0440 IMAD.SHL.U32 R34, R14.reuse, 0x4, RZ
alu r5 r5 r3 lat=4 flops=0 unit=int stall=4  # 0450 SHF.L.U64.HI R14, R14, 0x2, R7
alu r7 r6 lat=4 flops=0 unit=int stall=2     # 0460 IADD3 R6, P0, R34, UR22, RZ
alu r8 r20 lat=4 flops=0 unit=int stall=2    # 0470 LOP3.LUT R31, R28, UR18, RZ, 0xc0, !PT
alu r3 r5 r7 lat=4 flops=0 unit=int stall=2  # 0480 IADD3.X R7, R14, UR23, RZ, P0, !PT
alu r0 r24 lat=4 flops=0 unit=int stall=2    # 0490 LOP3.LUT R0, R17, UR19, RZ, 0xc0, !PT
alu r9 r21 lat=4 flops=0 unit=int            # 04a0 LOP3.LUT R8, R24, UR18, RZ, 0xc0, !PT
ld r10 R6 width=4                            # 04b0 LDG.E.CONSTANT R15, desc[UR20][R6.64]
alu r11 r2 r4 lat=4 flops=0 unit=int         # 04c0 SHF.L.U64.HI R13, R11.reuse, 0x5, R10
alu r2 r2 lat=4 flops=0 unit=fp32            # 04d0 IMAD.SHL.U32 R11, R11, 0x20, RZ
alu r0 r8 r0 lat=4 flops=0 unit=int          # 04e0 SHF.L.U64.HI R0, R31.reuse, 0x5, R0
alu r8 r8 lat=4 flops=0 unit=fp32            # 04f0 IMAD.SHL.U32 R31, R31, 0x20, RZ
alu r1 r25 lat=4 flops=0 unit=int            # 0500 LOP3.LUT R9, R19, UR19, RZ, 0xc0, !PT
alu r12 r9 lat=4 flops=0 unit=fp32           # 0510 IMAD.SHL.U32 R27, R8, 0x20, RZ
alu r13 r2 lat=4 flops=0 unit=int stall=2    # 0520 LOP3.LUT R32, R11, 0x1f, R4, 0xf8, !PT
alu r8 r8 lat=4 flops=0 unit=int stall=2     # 0530 LOP3.LUT R31, R31, 0x1f, R4.reuse, 0xf8, !PT
alu r12 r12 lat=4 flops=0 unit=int stall=2   # 0540 LOP3.LUT R27, R27, 0x1f, R4, 0xf8, !PT
alu r11 r13 r11 lat=4 flops=0 unit=int       # 0550 SHF.L.U64.HI R13, R32.reuse, 0x2, R13
alu r13 r13 lat=4 flops=0 unit=fp32          # 0560 IMAD.SHL.U32 R32, R32, 0x4, RZ
alu r0 r8 r0 lat=4 flops=0 unit=int          # 0570 SHF.L.U64.HI R0, R31.reuse, 0x2, R0
alu r8 r8 lat=4 flops=0 unit=fp32            # 0580 IMAD.SHL.U32 R31, R31, 0x4, RZ
alu r9 r9 r1 lat=4 flops=0 unit=int          # 0590 SHF.L.U64.HI R8, R8, 0x5, R9
alu r14 r12 lat=4 flops=0 unit=fp32          # 05a0 IMAD.SHL.U32 R12, R27, 0x4, RZ
alu r7 r13 lat=4 flops=0 unit=int stall=2    # 05b0 IADD3 R6, P0, R32, UR22, RZ
alu r12 r12 r9 lat=4 flops=0 unit=int stall=2 # 05c0 SHF.L.U64.HI R27, R27, 0x2, R8
alu r9 r8 lat=4 flops=0 unit=int stall=2     # 05d0 IADD3 R8, P1, R31, UR22, RZ
alu r4 r14 lat=4 flops=0 unit=int stall=2    # 05e0 IADD3 R10, P2, R12, UR22, RZ
alu r3 r11 r7 lat=4 flops=0 unit=int stall=2 # 05f0 IADD3.X R7, R13, UR23, RZ, P0, !PT
alu r1 r0 r9 lat=4 flops=0 unit=int stall=2  # 0600 IADD3.X R9, R0, UR23, RZ, P1, !PT
alu r2 r12 r4 lat=4 flops=0 unit=int         # 0610 IADD3.X R11, R27, UR23, RZ, P2, !PT
ld r15 R6_2 width=4 stall=4                  # 0620 LDG.E.CONSTANT R29, desc[UR20][R6.64]
ld r16 R8 width=4 stall=4                    # 0630 LDG.E.CONSTANT R33, desc[UR20][R8.64]
ld r17 R10 width=4 stall=4                   # 0640 LDG.E.CONSTANT R35, desc[UR20][R10.64]
alu r61 r10 lat=2 flops=0 unit=none          # 0650 STS [R18], R15
alu r62 lat=2 flops=0 unit=none              # 0660 S2UR UR13, SR_CLOCKLO
alu r7 r6 lat=4 flops=0 unit=int stall=2     # 0680 IADD3 R6, P0, R34, UR24, RZ
alu r9 r13 lat=4 flops=0 unit=int stall=2    # 0690 IADD3 R8, P1, R32, UR24, RZ
alu r4 r8 lat=4 flops=0 unit=int stall=2     # 06a0 IADD3 R10, P2, R31, UR24, RZ
alu r14 r14 lat=4 flops=0 unit=int stall=2   # 06b0 IADD3 R12, P3, R12, UR24, RZ
alu r3 r5 r7 lat=4 flops=0 unit=int stall=2  # 06c0 IADD3.X R7, R14, UR25, RZ, P0, !PT
alu r1 r11 r9 lat=4 flops=0 unit=int stall=2 # 06d0 IADD3.X R9, R13, UR25, RZ, P1, !PT
alu r2 r0 r4 lat=4 flops=0 unit=int          # 06e0 IADD3.X R11, R0, UR25, RZ, P2, !PT
st R6_3 r10 width=4                          # 06f0 STG.E desc[UR20][R6.64], R15
alu r11 r12 r14 lat=4 flops=0 unit=int stall=3 # 0700 IADD3.X R13, R27, UR25, RZ, P3, !PT
st R8_2 r15 width=4 stall=4                  # 0710 STG.E desc[UR20][R8.64], R29
st R10_2 r16 width=4 stall=4                 # 0720 STG.E desc[UR20][R10.64], R33
st R12 r17 width=4                           # 0730 STG.E desc[UR20][R12.64], R35
alu r63 lat=2 flops=0 unit=none              # 0740 S2UR UR14, SR_CLOCKLO
alu r0 lat=4 flops=0 unit=fp32               # 0760 IMAD.U32 R0, RZ, RZ, UR6
alu r18 lat=4 flops=0 unit=int stall=4       # 0770 ISETP.LE.U32.AND P0, PT, R20, UR5, PT
alu r18 r0 r18 lat=4 flops=0 unit=int stall=13 # 0780 ISETP.GE.U32.AND.EX P0, PT, R0, R21, PT, P0
alu r60 r18 lat=2 flops=0 unit=none stall=5  # 0790 @!P0 BRA 0x830
alu r61 lat=2 flops=0 unit=none stall=2      # 07a0 UIADD3 UR13, -UR15, UR13, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 07b0 UIADD3 UR14, -UR15, UR14, URZ
alu r63 lat=2 flops=0 unit=none stall=2      # 07c0 UIADD3 UR4, UR15, -UR4, URZ
alu r60 lat=2 flops=0 unit=none stall=2      # 07d0 UIADD3 UR11, UP0, UR13, UR11, URZ
alu r61 lat=2 flops=0 unit=none stall=2      # 07e0 UIADD3 UR9, UP1, UR14, UR9, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 07f0 UIADD3 UR7, UP2, UR4, UR7, URZ
alu r63 lat=2 flops=0 unit=none stall=2      # 0800 UIADD3.X UR12, URZ, UR12, URZ, UP0, !UPT
alu r60 lat=2 flops=0 unit=none stall=2      # 0810 UIADD3.X UR10, URZ, UR10, URZ, UP1, !UPT
alu r61 lat=2 flops=0 unit=none stall=12     # 0820 UIADD3.X UR8, URZ, UR8, URZ, UP2, !UPT
alu r62 lat=2 flops=0 unit=none              # 0830 UIADD3 UR5, UP0, UR5, 0x1, URZ
alu r19 r19 lat=4 flops=0 unit=int           # 0840 IADD3 R30, P2, R30, UR16, RZ
alu r63 lat=2 flops=0 unit=none              # 0850 UMOV UR4, UR15
alu r20 r20 lat=4 flops=0 unit=int           # 0860 IADD3 R28, P1, R28, UR16, RZ
alu r60 lat=2 flops=0 unit=none              # 0870 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r21 r21 lat=4 flops=0 unit=int stall=2   # 0880 IADD3 R24, P3, R24, UR16, RZ
alu r18 lat=4 flops=0 unit=int stall=2       # 0890 ISETP.LE.U32.AND P0, PT, R22, UR5, PT
alu r22 r22 lat=4 flops=0 unit=int           # 08a0 IADD3 R26, P4, R26, UR16, RZ
alu r0 lat=4 flops=0 unit=fp32               # 08b0 IMAD.U32 R0, RZ, RZ, UR6
alu r23 r23 r19 lat=4 flops=0 unit=int stall=2 # 08c0 IADD3.X R16, R16, UR17, RZ, P2, !PT
alu r24 r24 r20 lat=4 flops=0 unit=int stall=2 # 08d0 IADD3.X R17, R17, UR17, RZ, P1, !PT
alu r18 r0 r18 lat=4 flops=0 unit=int stall=2 # 08e0 ISETP.GE.U32.AND.EX P0, PT, R0, R23, PT, P0
alu r25 r25 r21 lat=4 flops=0 unit=int stall=2 # 08f0 IADD3.X R19, R19, UR17, RZ, P3, !PT
alu r26 r26 r22 lat=4 flops=0 unit=int stall=9 # 0900 IADD3.X R25, R25, UR17, RZ, P4, !PT
alu r61 r18 lat=2 flops=0 unit=none branch=taken stall=5 # 0910 @!P0 BRA 0x3b0
