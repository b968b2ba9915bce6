# imported by lhsim import from validate/results/h200/copyprobe/run2/sass_copyprobe2.txt
# kernel k_copyprobe2<4,1> (_Z12k_copyprobe2ILi4ELi1EEvPjPKjmmmPyS0_)
# loop 1 of 1: 0x02b0..0x09d0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x0350; coalesced at the instruction's width
# stream R8: address R8 as written at 0x0510; coalesced at the instruction's width
# stream R4_2: address R4 as written at 0x0530; coalesced at the instruction's width
# stream R6: address R6 as written at 0x0540; coalesced at the instruction's width
# stream R4_3: address R4 as written at 0x0770; coalesced at the instruction's width
# stream R6_2: address R6 as written at 0x0790; coalesced at the instruction's width
# stream R8_2: address R8 as written at 0x07c0; coalesced at the instruction's width
# stream R10: address R10 as written at 0x07d0; coalesced at the instruction's width
# NOP x6 left out
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name copyprobe2-4-1
alu r60 lat=2 flops=0 unit=none              # 02b0 S2UR UR20, SR_CLOCKLO
alu r0 r19 lat=4 flops=0 unit=int stall=2    # 02d0 LOP3.LUT R0, R15.reuse, UR21, RZ, 0xc0, !PT
alu r1 r20 lat=4 flops=0 unit=int stall=2    # 02e0 LOP3.LUT R7, R14, UR30, RZ, 0xc0, !PT
alu r2 r19 lat=4 flops=0 unit=int            # 02f0 IADD3 R9, P1, R15, 0x2, RZ
alu r3 r0 lat=4 flops=0 unit=fp32 stall=5    # 0300 IMAD.SHL.U32 R5, R0, 0x20, RZ
alu r4 r3 lat=4 flops=0 unit=int stall=2     # 0310 LOP3.LUT R20, R5, 0x1f, R2, 0xf8, !PT
alu r3 r0 r1 lat=4 flops=0 unit=int stall=3  # 0320 SHF.L.U64.HI R5, R0, 0x5, R7
alu r5 r4 lat=4 flops=0 unit=fp32            # 0330 IMAD.SHL.U32 R24, R20.reuse, 0x4, RZ
alu r4 r4 r3 lat=4 flops=0 unit=int stall=4  # 0340 SHF.L.U64.HI R20, R20, 0x2, R5
alu r6 r5 lat=4 flops=0 unit=int stall=4     # 0350 IADD3 R4, P0, R24, UR24, RZ
alu r3 r4 r6 lat=4 flops=0 unit=int stall=2  # 0360 IADD3.X R5, R20, UR25, RZ, P0, !PT
alu r7 r19 lat=4 flops=0 unit=int            # 0370 IADD3 R25, P0, R15.reuse, 0x1, RZ
alu r8 r20 r2 lat=4 flops=0 unit=fp32        # 0380 IMAD.X R6, RZ, RZ, R14.reuse, P1
alu r1 r19 lat=4 flops=0 unit=int            # 0390 IADD3 R7, P2, R15, 0x3, RZ
ld r9 a width=4 offset=0 # 03a0 LDG.E.CONSTANT R13, desc[UR22][R4.64]
alu r7 r7 lat=4 flops=0 unit=int             # 03b0 LOP3.LUT R25, R25, UR21, RZ, 0xc0, !PT
alu r10 r20 lat=4 flops=0 unit=fp32          # 03c0 IMAD.X R12, RZ, RZ, R14.reuse, P0
alu r2 r2 lat=4 flops=0 unit=int             # 03d0 LOP3.LUT R9, R9, UR21, RZ, 0xc0, !PT
alu r0 r20 r1 lat=4 flops=0 unit=fp32        # 03e0 IMAD.X R0, RZ, RZ, R14, P2
alu r1 r1 lat=4 flops=0 unit=int stall=2     # 03f0 LOP3.LUT R7, R7, UR21, RZ, 0xc0, !PT
alu r10 r10 lat=4 flops=0 unit=int stall=2   # 0400 LOP3.LUT R12, R12, UR30, RZ, 0xc0, !PT
alu r8 r8 lat=4 flops=0 unit=int             # 0410 LOP3.LUT R6, R6, UR30, RZ, 0xc0, !PT
alu r3 r1 lat=4 flops=0 unit=fp32            # 0420 IMAD.SHL.U32 R5, R7, 0x20, RZ
alu r10 r7 r10 lat=4 flops=0 unit=int        # 0430 SHF.L.U64.HI R12, R25.reuse, 0x5, R12
alu r7 r7 lat=4 flops=0 unit=fp32            # 0440 IMAD.SHL.U32 R25, R25, 0x20, RZ
alu r11 r2 r8 lat=4 flops=0 unit=int         # 0450 SHF.L.U64.HI R11, R9.reuse, 0x5, R6
alu r2 r2 lat=4 flops=0 unit=fp32            # 0460 IMAD.SHL.U32 R9, R9, 0x20, RZ
alu r0 r0 lat=4 flops=0 unit=int stall=2     # 0470 LOP3.LUT R0, R0, UR30, RZ, 0xc0, !PT
alu r7 r7 lat=4 flops=0 unit=int stall=2     # 0480 LOP3.LUT R25, R25, 0x1f, R2, 0xf8, !PT
alu r1 r1 r0 lat=4 flops=0 unit=int stall=2  # 0490 SHF.L.U64.HI R7, R7, 0x5, R0
alu r12 r2 lat=4 flops=0 unit=int stall=2    # 04a0 LOP3.LUT R22, R9, 0x1f, R2.reuse, 0xf8, !PT
alu r0 r3 lat=4 flops=0 unit=int stall=2     # 04b0 LOP3.LUT R0, R5, 0x1f, R2, 0xf8, !PT
alu r10 r7 r10 lat=4 flops=0 unit=int        # 04c0 SHF.L.U64.HI R12, R25.reuse, 0x2, R12
alu r7 r7 lat=4 flops=0 unit=fp32            # 04d0 IMAD.SHL.U32 R25, R25, 0x4, RZ
alu r11 r12 r11 lat=4 flops=0 unit=int       # 04e0 SHF.L.U64.HI R11, R22.reuse, 0x2, R11
alu r12 r12 lat=4 flops=0 unit=fp32 stall=2  # 04f0 IMAD.SHL.U32 R22, R22, 0x4, RZ
alu r13 r0 lat=4 flops=0 unit=fp32           # 0500 IMAD.SHL.U32 R10, R0, 0x4, RZ
alu r14 r7 lat=4 flops=0 unit=int stall=2    # 0510 IADD3 R8, P0, R25, UR24, RZ
alu r0 r0 r1 lat=4 flops=0 unit=int stall=2  # 0520 SHF.L.U64.HI R0, R0, 0x2, R7
alu r6 r12 lat=4 flops=0 unit=int stall=2    # 0530 IADD3 R4, P1, R22, UR24, RZ
alu r8 r13 lat=4 flops=0 unit=int stall=2    # 0540 IADD3 R6, P2, R10, UR24, RZ
alu r2 r10 r14 lat=4 flops=0 unit=int stall=2 # 0550 IADD3.X R9, R12, UR25, RZ, P0, !PT
alu r3 r11 r6 lat=4 flops=0 unit=int stall=2 # 0560 IADD3.X R5, R11, UR25, RZ, P1, !PT
alu r1 r0 r8 lat=4 flops=0 unit=int          # 0570 IADD3.X R7, R0, UR25, RZ, P2, !PT
ld r15 a width=4 offset=128 stall=4 # 0580 LDG.E.CONSTANT R21, desc[UR22][R8.64]
ld r16 a width=4 offset=256 stall=4 # 0590 LDG.E.CONSTANT R23, desc[UR22][R4.64]
ld r17 a width=4 offset=384 stall=4 # 05a0 LDG.E.CONSTANT R27, desc[UR22][R6.64]
alu r61 r9 lat=2 flops=0 unit=none           # 05b0 STS [R18], R13
alu r62 lat=2 flops=0 unit=none              # 05c0 S2UR UR19, SR_CLOCKLO
alu r63 r15 lat=2 flops=0 unit=none          # 05e0 STS [R18], R21
alu r60 lat=2 flops=0 unit=none stall=2      # 05f0 UISETP.GE.U32.AND UP0, UPT, UR5, UR28, UPT
alu r61 lat=2 flops=0 unit=none stall=2      # 0600 UIADD3 UR19, -UR20, UR19, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 0610 UISETP.GE.U32.AND.EX UP0, UPT, UR6, UR29, UPT, UP0
alu r63 lat=2 flops=0 unit=none stall=2      # 0620 UISETP.GE.U32.AND UP1, UPT, UR5, UR28, UPT
alu r60 lat=2 flops=0 unit=none stall=2      # 0630 USEL UR19, UR19, URZ, UP0
alu r61 lat=2 flops=0 unit=none stall=2      # 0640 UISETP.GE.U32.AND.EX UP1, UPT, UR6, UR29, UPT, UP1
alu r62 lat=2 flops=0 unit=none stall=4      # 0650 UIADD3 UR15, UP2, UR15, UR19, URZ
alu r63 lat=2 flops=0 unit=none stall=3      # 0660 UIADD3.X UR16, URZ, UR16, URZ, UP2, !UPT
alu r60 lat=2 flops=0 unit=none              # 0670 S2UR UR19, SR_CLOCKLO
alu r61 r16 lat=2 flops=0 unit=none          # 0690 STS [R18], R23
alu r62 lat=2 flops=0 unit=none stall=4      # 06a0 UIADD3 UR19, -UR20, UR19, URZ
alu r63 lat=2 flops=0 unit=none stall=4      # 06b0 USEL UR19, UR19, URZ, UP0
alu r60 lat=2 flops=0 unit=none stall=4      # 06c0 UIADD3 UR17, UP2, UR17, UR19, URZ
alu r61 lat=2 flops=0 unit=none stall=3      # 06d0 UIADD3.X UR18, URZ, UR18, URZ, UP2, !UPT
alu r62 lat=2 flops=0 unit=none              # 06e0 S2UR UR19, SR_CLOCKLO
alu r63 r17 lat=2 flops=0 unit=none          # 0700 STS [R18], R27
alu r60 lat=2 flops=0 unit=none stall=4      # 0710 UIADD3 UR19, -UR20, UR19, URZ
alu r61 lat=2 flops=0 unit=none stall=4      # 0720 USEL UR19, UR19, URZ, UP0
alu r62 lat=2 flops=0 unit=none stall=4      # 0730 UIADD3 UR13, UP2, UR13, UR19, URZ
alu r63 lat=2 flops=0 unit=none stall=3      # 0740 UIADD3.X UR14, URZ, UR14, URZ, UP2, !UPT
alu r60 lat=2 flops=0 unit=none              # 0750 S2UR UR19, SR_CLOCKLO
alu r6 r5 lat=4 flops=0 unit=int             # 0770 IADD3 R4, P1, R24, UR26, RZ
alu r61 lat=2 flops=0 unit=none              # 0780 UIADD3 UR19, -UR20, UR19, URZ
alu r8 r7 lat=4 flops=0 unit=int stall=2     # 0790 IADD3 R6, P0, R25, UR26, RZ
alu r3 r4 r6 lat=4 flops=0 unit=int          # 07a0 IADD3.X R5, R20, UR27, RZ, P1, !PT
alu r62 lat=2 flops=0 unit=none              # 07b0 USEL UR19, UR19, URZ, UP0
alu r14 r12 lat=4 flops=0 unit=int stall=2   # 07c0 IADD3 R8, P1, R22, UR26, RZ
alu r13 r13 lat=4 flops=0 unit=int           # 07d0 IADD3 R10, P2, R10, UR26, RZ
st b r9 width=4 offset=0 # 07e0 STG.E desc[UR22][R4.64], R13
alu r1 r10 r8 lat=4 flops=0 unit=int         # 07f0 IADD3.X R7, R12, UR27, RZ, P0, !PT
alu r60 lat=2 flops=0 unit=none              # 0800 UIADD3 UR11, UP0, UR11, UR19, URZ
alu r2 r11 r14 lat=4 flops=0 unit=int stall=2 # 0810 IADD3.X R9, R11, UR27, RZ, P1, !PT
alu r11 r0 r13 lat=4 flops=0 unit=int        # 0820 IADD3.X R11, R0, UR27, RZ, P2, !PT
st b r15 width=4 offset=128 # 0830 STG.E desc[UR22][R6.64], R21
alu r62 lat=2 flops=0 unit=none stall=3      # 0840 UIADD3.X UR12, URZ, UR12, URZ, UP0, !UPT
st b r16 width=4 offset=256 stall=4 # 0850 STG.E desc[UR22][R8.64], R23
st b r17 width=4 offset=384 # 0860 STG.E desc[UR22][R10.64], R27
alu r61 lat=2 flops=0 unit=none              # 0870 S2UR UR19, SR_CLOCKLO
alu r62 lat=2 flops=0 unit=none              # 0890 UIADD3 UR5, UP0, UR5, 0x1, URZ
alu r63 lat=2 flops=0 unit=none              # 08a0 ULDC UR31, c[0x0][0xc]
alu r60 lat=2 flops=0 unit=none              # 08b0 @UP1 UIADD3 UR19, -UR20, UR19, URZ
alu r6 lat=4 flops=0 unit=fp32               # 08c0 IMAD.WIDE.U32 R4, R19, UR31, RZ
alu r61 lat=2 flops=0 unit=none stall=2      # 08d0 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r18 lat=4 flops=0 unit=int               # 08e0 ISETP.LE.U32.AND P0, PT, R16, UR5, PT
alu r62 lat=2 flops=0 unit=none              # 08f0 @UP1 UIADD3 UR4, UR20, -UR4, URZ
alu r0 r6 lat=4 flops=0 unit=int             # 0900 SHF.R.U64 R0, R4, 0x3, R5.reuse
alu r63 lat=2 flops=0 unit=none              # 0910 @UP1 UIADD3 UR9, UP0, UR19, UR9, URZ
alu r6 lat=4 flops=0 unit=fp32               # 0920 IMAD.U32 R4, RZ, RZ, UR6
alu r3 lat=4 flops=0 unit=int                # 0930 SHF.R.U32.HI R5, RZ, 0x3, R5
alu r60 lat=2 flops=0 unit=none              # 0940 @UP1 UIADD3 UR7, UP2, UR4, UR7, URZ
alu r0 r0 lat=4 flops=0 unit=int             # 0950 LOP3.LUT R0, R0, 0xfffffffc, RZ, 0xc0, !PT
alu r61 lat=2 flops=0 unit=none              # 0960 @UP1 UIADD3.X UR10, URZ, UR10, URZ, UP0, !UPT
alu r18 r6 r18 lat=4 flops=0 unit=int        # 0970 ISETP.GE.U32.AND.EX P0, PT, R4, R17, PT, P0
alu r62 lat=2 flops=0 unit=none              # 0980 @UP1 UIADD3.X UR8, URZ, UR8, URZ, UP2, !UPT
alu r19 r19 r0 lat=4 flops=0 unit=int        # 0990 IADD3 R15, P1, R15, R0, RZ
alu r63 lat=2 flops=0 unit=none              # 09a0 UMOV UR4, UR20
alu r3 r3 lat=4 flops=0 unit=int stall=5     # 09b0 LOP3.LUT R5, R5, 0x1fffffff, RZ, 0xc0, !PT
alu r20 r20 r3 r19 lat=4 flops=0 unit=fp32 stall=4 # 09c0 IMAD.X R14, R14, 0x1, R5, P1
alu r60 r18 lat=2 flops=0 unit=none branch=taken stall=5 # 09d0 @!P0 BRA 0x2b0
