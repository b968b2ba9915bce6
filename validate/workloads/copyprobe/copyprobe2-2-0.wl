# imported by lhsim import from validate/results/h200/copyprobe/run2/sass_copyprobe2.txt
# kernel k_copyprobe2<2,0> (_Z12k_copyprobe2ILi2ELi0EEvPjPKjmmmPyS0_)
# loop 1 of 1: 0x0310..0x0710, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R12: address R12 as written at 0x03b0; coalesced at the instruction's width
# stream R14: address R14 as written at 0x0440; coalesced at the instruction's width
# stream R6: address R6 as written at 0x0550; coalesced at the instruction's width
# stream R12_2: address R12 as written at 0x0570; coalesced at the instruction's width
# NOP x4 left out
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name copyprobe2-2-0
alu r60 lat=2 flops=0 unit=none              # 0310 S2UR UR16, SR_CLOCKLO
alu r0 r12 lat=4 flops=0 unit=int stall=2    # 0330 LOP3.LUT R6, R11, UR19, RZ, 0xc0, !PT
alu r1 r15 lat=4 flops=0 unit=int stall=3    # 0340 LOP3.LUT R13, R9, UR22, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=fp32            # 0350 IMAD.SHL.U32 R7, R6.reuse, 0x20, RZ
alu r0 r0 r1 lat=4 flops=0 unit=int stall=4  # 0360 SHF.L.U64.HI R6, R6, 0x5, R13
alu r2 r2 lat=4 flops=0 unit=int stall=5     # 0370 LOP3.LUT R7, R7, 0x1f, R4, 0xf8, !PT
alu r3 r2 lat=4 flops=0 unit=fp32            # 0380 IMAD.SHL.U32 R22, R7.reuse, 0x4, RZ
alu r2 r2 r0 lat=4 flops=0 unit=int stall=2  # 0390 SHF.L.U64.HI R7, R7, 0x2, R6
alu r0 r11 lat=4 flops=0 unit=int stall=2    # 03a0 LOP3.LUT R6, R10, UR19, RZ, 0xc0, !PT
alu r4 r3 lat=4 flops=0 unit=int stall=4     # 03b0 IADD3 R12, P0, R22, UR24, RZ
alu r1 r2 r4 lat=4 flops=0 unit=int          # 03c0 IADD3.X R13, R7, UR25, RZ, P0, !PT
alu r5 r0 lat=4 flops=0 unit=fp32 stall=4    # 03d0 IMAD.SHL.U32 R15, R6, 0x20, RZ
ld r6 R12 width=4                            # 03e0 LDG.E.CONSTANT R17, desc[UR20][R12.64]
alu r7 r5 lat=4 flops=0 unit=int stall=2     # 03f0 LOP3.LUT R20, R15, 0x1f, R4, 0xf8, !PT
alu r8 r13 lat=4 flops=0 unit=int stall=3    # 0400 LOP3.LUT R21, R0, UR22, RZ, 0xc0, !PT
alu r9 r7 lat=4 flops=0 unit=fp32            # 0410 IMAD.SHL.U32 R16, R20, 0x4, RZ
alu r5 r0 r8 lat=4 flops=0 unit=int stall=4  # 0420 SHF.L.U64.HI R15, R6, 0x5, R21
alu r7 r7 r5 lat=4 flops=0 unit=int stall=2  # 0430 SHF.L.U64.HI R20, R20, 0x2, R15
alu r10 r9 lat=4 flops=0 unit=int stall=4    # 0440 IADD3 R14, P0, R16, UR24, RZ
alu r5 r7 r10 lat=4 flops=0 unit=int stall=6 # 0450 IADD3.X R15, R20, UR25, RZ, P0, !PT
ld r5 R14 width=4 stall=4                    # 0460 LDG.E.CONSTANT R15, desc[UR20][R14.64]
alu r61 r6 lat=2 flops=0 unit=none           # 0470 STS [R8], R17
alu r62 lat=2 flops=0 unit=none              # 0480 S2UR UR15, SR_CLOCKLO
alu r63 r5 lat=2 flops=0 unit=none           # 04a0 STS [R8], R15
alu r60 lat=2 flops=0 unit=none stall=2      # 04b0 UISETP.GE.U32.AND UP0, UPT, UR5, UR26, UPT
alu r61 lat=2 flops=0 unit=none stall=2      # 04c0 UIADD3 UR15, -UR16, UR15, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 04d0 UISETP.GE.U32.AND.EX UP0, UPT, UR6, UR27, UPT, UP0
alu r63 lat=2 flops=0 unit=none stall=2      # 04e0 UISETP.GE.U32.AND UP1, UPT, UR5, UR26, UPT
alu r60 lat=2 flops=0 unit=none stall=2      # 04f0 USEL UR15, UR15, URZ, UP0
alu r61 lat=2 flops=0 unit=none stall=2      # 0500 UISETP.GE.U32.AND.EX UP1, UPT, UR6, UR27, UPT, UP1
alu r62 lat=2 flops=0 unit=none stall=4      # 0510 UIADD3 UR11, UP2, UR11, UR15, URZ
alu r63 lat=2 flops=0 unit=none stall=3      # 0520 UIADD3.X UR12, URZ, UR12, URZ, UP2, !UPT
alu r60 lat=2 flops=0 unit=none              # 0530 S2UR UR15, SR_CLOCKLO
alu r0 r3 lat=4 flops=0 unit=int             # 0550 IADD3 R6, P0, R22, UR28, RZ
alu r61 lat=2 flops=0 unit=none              # 0560 UIADD3 UR15, -UR16, UR15, URZ
alu r4 r9 lat=4 flops=0 unit=int stall=2     # 0570 IADD3 R12, P1, R16, UR28, RZ
alu r2 r2 r0 lat=4 flops=0 unit=int          # 0580 IADD3.X R7, R7, UR29, RZ, P0, !PT
alu r62 lat=2 flops=0 unit=none              # 0590 USEL UR15, UR15, URZ, UP0
alu r1 r7 r4 lat=4 flops=0 unit=int stall=3  # 05a0 IADD3.X R13, R20, UR29, RZ, P1, !PT
st R6 r6 width=4                             # 05b0 STG.E desc[UR20][R6.64], R17
alu r60 lat=2 flops=0 unit=none stall=3      # 05c0 UIADD3 UR13, UP0, UR13, UR15, URZ
st R12_2 r5 width=4                          # 05d0 STG.E desc[UR20][R12.64], R15
alu r62 lat=2 flops=0 unit=none stall=2      # 05e0 UIADD3.X UR14, URZ, UR14, URZ, UP0, !UPT
alu r63 lat=2 flops=0 unit=none              # 05f0 S2UR UR15, SR_CLOCKLO
alu r60 lat=2 flops=0 unit=none              # 0610 UIADD3 UR5, UP0, UR5, 0x1, URZ
alu r11 r11 lat=4 flops=0 unit=int           # 0620 IADD3 R10, P1, R10, UR17, RZ
alu r61 lat=2 flops=0 unit=none              # 0630 @UP1 UIADD3 UR15, -UR16, UR15, URZ
alu r12 r12 lat=4 flops=0 unit=int           # 0640 IADD3 R11, P2, R11, UR17, RZ
alu r62 lat=2 flops=0 unit=none              # 0650 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r13 r13 r11 lat=4 flops=0 unit=int       # 0660 IADD3.X R0, R0, UR18, RZ, P1, !PT
alu r63 lat=2 flops=0 unit=none              # 0670 @UP1 UIADD3 UR4, UR16, -UR4, URZ
alu r14 lat=4 flops=0 unit=int               # 0680 ISETP.LE.U32.AND P0, PT, R18, UR5, PT
alu r60 lat=2 flops=0 unit=none              # 0690 @UP1 UIADD3 UR9, UP0, UR15, UR9, URZ
alu r15 r15 r12 lat=4 flops=0 unit=int       # 06a0 IADD3.X R9, R9, UR18, RZ, P2, !PT
alu r0 lat=4 flops=0 unit=fp32               # 06b0 IMAD.U32 R6, RZ, RZ, UR6
alu r61 lat=2 flops=0 unit=none stall=2      # 06c0 @UP1 UIADD3 UR7, UP2, UR4, UR7, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 06d0 @UP1 UIADD3.X UR10, URZ, UR10, URZ, UP0, !UPT
alu r14 r0 r14 lat=4 flops=0 unit=int        # 06e0 ISETP.GE.U32.AND.EX P0, PT, R6, R19, PT, P0
alu r63 lat=2 flops=0 unit=none              # 06f0 @UP1 UIADD3.X UR8, URZ, UR8, URZ, UP2, !UPT
alu r60 lat=2 flops=0 unit=none stall=11     # 0700 UMOV UR4, UR16
alu r61 r14 lat=2 flops=0 unit=none branch=taken stall=5 # 0710 @!P0 BRA 0x310
