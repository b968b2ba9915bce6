# imported by lhsim import from validate/results/h200/loadpair/sass_loadpair.txt
# kernel k_loadpair<1> (_Z10k_loadpairILi1EEvPjPKjmmmjjjPyS0_)
# loop 1 of 1: 0x0350..0x0800, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R6: address R6 as written at 0x04c0; coalesced at the instruction's width
# stream R6_2: address R6 as written at 0x05c0; coalesced at the instruction's width
# stream R6_3: address R6 as written at 0x0670; coalesced at the instruction's width
# stream R8: address R8 as written at 0x0690; coalesced at the instruction's width
# not modelled (left out): NANOSLEEP x1
# NOP x3 left out
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name loadpair-cp-grid-s25
alu r60 lat=2 flops=0 unit=none              # 0350 S2UR UR13, SR_CLOCKLO
alu r0 r12 lat=4 flops=0 unit=fp32 stall=2   # 0360 IMAD.MOV.U32 R7, RZ, RZ, R11
alu r1 r15 lat=4 flops=0 unit=fp32 stall=2   # 0370 IMAD.MOV.U32 R8, RZ, RZ, R10
alu r2 r11 lat=4 flops=0 unit=fp32 stall=2   # 0380 IMAD.MOV.U32 R20, RZ, RZ, R0
alu r3 r14 lat=4 flops=0 unit=fp32           # 0390 IMAD.MOV.U32 R21, RZ, RZ, R18
alu r61 lat=2 flops=0 unit=none stall=6      # 03a0 @!P1 BRA 0x450
alu r62 lat=2 flops=0 unit=none              # 03b0 UIADD3 UR11, UR30, -0x1, URZ
alu r4 r10 r13 lat=4 flops=0 unit=int stall=2 # 03c0 SHF.R.U64 R9, R13, R12.reuse, R15.reuse
alu r1 r13 lat=4 flops=0 unit=int stall=2    # 03d0 SHF.R.U32.HI R8, RZ, R12, R15
alu r0 r4 lat=4 flops=0 unit=int stall=2     # 03e0 SHF.L.U32 R7, R9, R14, RZ
alu r5 r10 lat=4 flops=0 unit=int stall=4    # 03f0 LOP3.LUT R6, R13, UR11, RZ, 0xc0, !PT
alu r0 r0 r5 lat=4 flops=0 unit=int stall=2  # 0400 IADD3 R7, P0, P2, R7, UR31, R6
alu r5 r4 r1 lat=4 flops=0 unit=int stall=2  # 0410 SHF.L.U64.HI R6, R9, R14, R8
alu r2 r0 lat=4 flops=0 unit=int stall=2     # 0420 IADD3 R20, P3, R7, UR30, RZ
alu r1 r5 r0 lat=4 flops=0 unit=int stall=5  # 0430 IADD3.X R8, R6, RZ, RZ, P0, P2
alu r3 r1 r2 lat=4 flops=0 unit=fp32 stall=7 # 0440 IMAD.X R21, RZ, RZ, R8, P3
alu r5 r0 lat=4 flops=0 unit=int stall=2     # 0450 LOP3.LUT R6, R7, UR16, RZ, 0xc0, !PT
alu r0 r1 lat=4 flops=0 unit=int stall=3     # 0460 LOP3.LUT R7, R8, UR17, RZ, 0xc0, !PT
alu r4 r5 lat=4 flops=0 unit=fp32            # 0470 IMAD.SHL.U32 R9, R6.reuse, 0x20, RZ
alu r5 r5 r0 lat=4 flops=0 unit=int stall=4  # 0480 SHF.L.U64.HI R6, R6, 0x5, R7
alu r4 r4 lat=4 flops=0 unit=int stall=5     # 0490 LOP3.LUT R9, R9, 0x1f, R4, 0xf8, !PT
alu r1 r4 lat=4 flops=0 unit=fp32            # 04a0 IMAD.SHL.U32 R8, R9.reuse, 0x4, RZ
alu r4 r4 r5 lat=4 flops=0 unit=int stall=4  # 04b0 SHF.L.U64.HI R9, R9, 0x2, R6
alu r5 r1 lat=4 flops=0 unit=int stall=4     # 04c0 IADD3 R6, P0, R8, UR24, RZ
alu r0 r4 r5 lat=4 flops=0 unit=int stall=5  # 04d0 IADD3.X R7, R9, UR25, RZ, P0, !PT
ld r6 R6 width=4                             # 04e0 LDG.E.CONSTANT R19, desc[UR18][R6.64]
alu r7 lat=4 flops=0 unit=int stall=2        # 04f0 ISETP.NE.AND P0, PT, R22, RZ, PT
alu r2 r2 lat=4 flops=0 unit=int stall=2     # 0500 LOP3.LUT R20, R20, UR16, RZ, 0xc0, !PT
alu r3 r3 lat=4 flops=0 unit=int stall=9     # 0510 LOP3.LUT R21, R21, UR17, RZ, 0xc0, !PT
alu r63 r7 lat=2 flops=0 unit=none stall=5   # 0520 @!P0 BRA 0x550
alu r60 lat=2 flops=0 unit=none              # 0550 S2UR UR14, SR_CLOCKLO
alu r0 r2 lat=4 flops=0 unit=fp32 stall=5    # 0570 IMAD.SHL.U32 R7, R20, 0x20, RZ
alu r8 r0 lat=4 flops=0 unit=int stall=2     # 0580 LOP3.LUT R24, R7, 0x1f, R4, 0xf8, !PT
alu r0 r2 r3 lat=4 flops=0 unit=int stall=3  # 0590 SHF.L.U64.HI R7, R20, 0x5, R21
alu r9 r8 lat=4 flops=0 unit=fp32            # 05a0 IMAD.SHL.U32 R23, R24.reuse, 0x4, RZ
alu r8 r8 r0 lat=4 flops=0 unit=int stall=4  # 05b0 SHF.L.U64.HI R24, R24, 0x2, R7
alu r5 r9 lat=4 flops=0 unit=int stall=4     # 05c0 IADD3 R6, P0, R23, UR24, RZ
alu r0 r8 r5 lat=4 flops=0 unit=int stall=5  # 05d0 IADD3.X R7, R24, UR25, RZ, P0, !PT
alu r59 lat=2 flops=0 unit=none stall=15   # the sleep
alu r59 lat=2 flops=0 unit=none stall=15   # the sleep
alu r59 lat=2 flops=0 unit=none stall=15   # the sleep
alu r59 lat=2 flops=0 unit=none stall=4   # the sleep
ld r3 R6_2 width=4                           # 05e0 LDG.E.CONSTANT R21, desc[UR18][R6.64]
alu r61 lat=2 flops=0 unit=none              # 05f0 S2UR UR12, SR_CgaCtaId
alu r62 lat=2 flops=0 unit=none stall=2      # 0600 UMOV UR11, 0x400
alu r63 lat=2 flops=0 unit=none stall=6      # 0610 ULEA UR11, UR12, UR11, 0x18
alu r2 lat=4 flops=0 unit=int stall=5        # 0620 LEA R20, R4, UR11, 0x2
alu r60 r2 r3 lat=2 flops=0 unit=none        # 0630 STS [R20], R21
alu r61 lat=2 flops=0 unit=none              # 0640 S2UR UR11, SR_CLOCKLO
alu r62 lat=2 flops=0 unit=none              # 0660 UISETP.GE.U32.AND UP0, UPT, UR5, UR28, UPT
alu r5 r1 lat=4 flops=0 unit=int             # 0670 IADD3 R6, P0, R8, UR26, RZ
alu r63 lat=2 flops=0 unit=none              # 0680 UIADD3 UR5, UP1, UR5, 0x1, URZ
alu r1 r9 lat=4 flops=0 unit=int             # 0690 IADD3 R8, P2, R23, UR26, RZ
alu r60 lat=2 flops=0 unit=none              # 06a0 UISETP.GE.U32.AND.EX UP0, UPT, UR6, UR29, UPT, UP0
alu r0 r4 r5 lat=4 flops=0 unit=int          # 06b0 IADD3.X R7, R9, UR27, RZ, P0, !PT
alu r61 lat=2 flops=0 unit=none              # 06c0 UIADD3.X UR6, URZ, UR6, URZ, UP1, !UPT
alu r4 r8 r1 lat=4 flops=0 unit=int stall=2  # 06d0 IADD3.X R9, R24, UR27, RZ, P2, !PT
alu r7 lat=4 flops=0 unit=int                # 06e0 ISETP.LE.U32.AND P0, PT, R16, UR5, PT
st R6_3 r6 width=4                           # 06f0 STG.E desc[UR18][R6.64], R19
alu r10 r10 lat=4 flops=0 unit=int           # 0700 IADD3 R13, P2, R13, UR22, RZ
alu r2 lat=4 flops=0 unit=fp32               # 0710 IMAD.U32 R20, RZ, RZ, UR6
alu r11 r11 lat=4 flops=0 unit=int           # 0720 IADD3 R0, P3, R0, UR20, RZ
st R8 r3 width=4                             # 0730 STG.E desc[UR18][R8.64], R21
alu r60 lat=2 flops=0 unit=none              # 0740 @UP0 UIADD3 UR11, -UR14, UR11, URZ
alu r12 r12 lat=4 flops=0 unit=int           # 0750 IADD3 R11, P4, R11, UR20, RZ
alu r61 lat=2 flops=0 unit=none              # 0760 @UP0 UIADD3 UR4, UR13, -UR4, URZ
alu r7 r2 r7 lat=4 flops=0 unit=int          # 0770 ISETP.GE.U32.AND.EX P0, PT, R20, R17, PT, P0
alu r62 lat=2 flops=0 unit=none              # 0780 @UP0 UIADD3 UR9, UP1, UR11, UR9, URZ
alu r13 r13 r10 lat=4 flops=0 unit=int       # 0790 IADD3.X R15, R15, UR15, RZ, P2, !PT
alu r63 lat=2 flops=0 unit=none              # 07a0 @UP0 UIADD3 UR7, UP2, UR4, UR7, URZ
alu r14 r14 r11 lat=4 flops=0 unit=int       # 07b0 IADD3.X R18, R18, UR21, RZ, P3, !PT
alu r60 lat=2 flops=0 unit=none              # 07c0 @UP0 UIADD3.X UR10, URZ, UR10, URZ, UP1, !UPT
alu r15 r15 r12 lat=4 flops=0 unit=int       # 07d0 IADD3.X R10, R10, UR21, RZ, P4, !PT
alu r61 lat=2 flops=0 unit=none              # 07e0 @UP0 UIADD3.X UR8, URZ, UR8, URZ, UP2, !UPT
alu r62 lat=2 flops=0 unit=none stall=5      # 07f0 UMOV UR4, UR13
alu r63 r7 lat=2 flops=0 unit=none branch=taken stall=6 # 0800 @!P0 BRA 0x350
