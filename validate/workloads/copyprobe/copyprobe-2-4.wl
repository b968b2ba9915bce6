# imported by lhsim import from validate/results/h200/copyprobe/sass_copyprobe.txt
# kernel k_copyprobe<2,4> (_Z11k_copyprobeILi2ELi4EEvPjPKjmmmPyS0_)
# loop 1 of 1: 0x0300..0x0680, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x03a0; coalesced at the instruction's width
# stream R8: address R8 as written at 0x0430; coalesced at the instruction's width
# stream R12: address R12 as written at 0x0490; coalesced at the instruction's width
# stream R14: address R14 as written at 0x04a0; coalesced at the instruction's width
# NOP x3 left out
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name copyprobe-2-4
alu r60 lat=2 flops=0 unit=none              # 0300 S2UR UR15, SR_CLOCKLO
alu r0 r13 lat=4 flops=0 unit=int stall=2    # 0320 LOP3.LUT R4, R24, UR16, RZ, 0xc0, !PT
alu r1 r15 lat=4 flops=0 unit=int stall=2    # 0330 LOP3.LUT R7, R27, UR17, RZ, 0xc0, !PT
alu r2 r12 lat=4 flops=0 unit=int            # 0340 LOP3.LUT R8, R18, UR16, RZ, 0xc0, !PT
alu r3 r0 lat=4 flops=0 unit=fp32 stall=5    # 0350 IMAD.SHL.U32 R5, R4, 0x20, RZ
alu r4 r3 lat=4 flops=0 unit=int stall=2     # 0360 LOP3.LUT R0, R5, 0x1f, R2, 0xf8, !PT
alu r3 r0 r1 lat=4 flops=0 unit=int stall=3  # 0370 SHF.L.U64.HI R5, R4, 0x5, R7
alu r5 r4 lat=4 flops=0 unit=fp32            # 0380 IMAD.SHL.U32 R12, R0.reuse, 0x10, RZ
alu r4 r4 r3 lat=4 flops=0 unit=int stall=4  # 0390 SHF.L.U64.HI R0, R0, 0x4, R5
alu r0 r5 lat=4 flops=0 unit=int stall=4     # 03a0 IADD3 R4, P0, R12, UR20, RZ
alu r3 r4 r0 lat=4 flops=0 unit=int          # 03b0 IADD3.X R5, R0, UR21, RZ, P0, !PT
alu r6 r2 lat=4 flops=0 unit=fp32 stall=5    # 03c0 IMAD.SHL.U32 R15, R8, 0x20, RZ
ld r0 R4 width=16                            # 03d0 LDG.E.128.CONSTANT R4, desc[UR18][R4.64]
alu r6 r6 lat=4 flops=0 unit=int stall=2     # 03e0 LOP3.LUT R15, R15, 0x1f, R2, 0xf8, !PT
alu r7 r14 lat=4 flops=0 unit=int stall=3    # 03f0 LOP3.LUT R9, R25, UR17, RZ, 0xc0, !PT
alu r8 r6 lat=4 flops=0 unit=fp32            # 0400 IMAD.SHL.U32 R14, R15, 0x10, RZ
alu r2 r2 r7 lat=4 flops=0 unit=int stall=4  # 0410 SHF.L.U64.HI R8, R8, 0x5, R9
alu r6 r6 r2 lat=4 flops=0 unit=int stall=2  # 0420 SHF.L.U64.HI R15, R15, 0x4, R8
alu r2 r8 lat=4 flops=0 unit=int stall=4     # 0430 IADD3 R8, P0, R14, UR20, RZ
alu r7 r6 r2 lat=4 flops=0 unit=int stall=6  # 0440 IADD3.X R9, R15, UR21, RZ, P0, !PT
ld r2 R8 width=16 stall=4                    # 0450 LDG.E.128.CONSTANT R8, desc[UR18][R8.64]
alu r61 r0 lat=2 flops=0 unit=none           # 0460 STS [R19], R4
alu r62 lat=2 flops=0 unit=none              # 0470 S2UR UR13, SR_CLOCKLO
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 0490 IADD3 R12, P0, R12, UR22, RZ
alu r8 r8 lat=4 flops=0 unit=int stall=2     # 04a0 IADD3 R14, P1, R14, UR22, RZ
alu r9 r4 r5 lat=4 flops=0 unit=int stall=2  # 04b0 IADD3.X R13, R0, UR23, RZ, P0, !PT
alu r6 r6 r8 lat=4 flops=0 unit=int stall=3  # 04c0 IADD3.X R15, R15, UR23, RZ, P1, !PT
st R12 r0 width=16 stall=4                   # 04d0 STG.E.128 desc[UR18][R12.64], R4
st R14 r2 width=16                           # 04e0 STG.E.128 desc[UR18][R14.64], R8
alu r61 lat=2 flops=0 unit=none              # 04f0 S2UR UR14, SR_CLOCKLO
alu r4 lat=4 flops=0 unit=fp32               # 0510 IMAD.U32 R0, RZ, RZ, UR6
alu r10 lat=4 flops=0 unit=int               # 0520 ISETP.LE.U32.AND P1, PT, R20, UR5, PT
alu r62 lat=2 flops=0 unit=none stall=3      # 0530 UIADD3 UR5, UP0, UR5, 0x1, URZ
alu r10 r4 r10 lat=4 flops=0 unit=int        # 0540 ISETP.GE.U32.AND.EX P1, PT, R0, R21, PT, P1
alu r63 lat=2 flops=0 unit=none stall=2      # 0550 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r11 lat=4 flops=0 unit=int stall=4       # 0560 ISETP.LE.U32.AND P0, PT, R22, UR5, PT
alu r0 lat=4 flops=0 unit=fp32 stall=5       # 0570 IMAD.U32 R4, RZ, RZ, UR6
alu r11 r0 r11 lat=4 flops=0 unit=int        # 0580 ISETP.GE.U32.AND.EX P0, PT, R4, R23, PT, P0
alu r60 r10 lat=2 flops=0 unit=none stall=12 # 0590 @!P1 BRA 0x630
alu r61 lat=2 flops=0 unit=none stall=2      # 05a0 UIADD3 UR13, -UR15, UR13, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 05b0 UIADD3 UR14, -UR15, UR14, URZ
alu r63 lat=2 flops=0 unit=none stall=2      # 05c0 UIADD3 UR4, UR15, -UR4, URZ
alu r60 lat=2 flops=0 unit=none stall=2      # 05d0 UIADD3 UR11, UP0, UR13, UR11, URZ
alu r61 lat=2 flops=0 unit=none stall=2      # 05e0 UIADD3 UR9, UP1, UR14, UR9, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 05f0 UIADD3 UR7, UP2, UR4, UR7, URZ
alu r63 lat=2 flops=0 unit=none stall=2      # 0600 UIADD3.X UR12, URZ, UR12, URZ, UP0, !UPT
alu r60 lat=2 flops=0 unit=none stall=2      # 0610 UIADD3.X UR10, URZ, UR10, URZ, UP1, !UPT
alu r61 lat=2 flops=0 unit=none stall=12     # 0620 UIADD3.X UR8, URZ, UR8, URZ, UP2, !UPT
alu r12 r12 lat=4 flops=0 unit=int           # 0630 IADD3 R18, P1, R18, R17.reuse, RZ
alu r62 lat=2 flops=0 unit=none              # 0640 UMOV UR4, UR15
alu r13 r13 lat=4 flops=0 unit=int stall=3   # 0650 IADD3 R24, P2, R24, R17, RZ
alu r14 r14 r12 lat=4 flops=0 unit=fp32 stall=2 # 0660 IMAD.X R25, R25, 0x1, R16.reuse, P1
alu r15 r15 r13 lat=4 flops=0 unit=fp32      # 0670 IMAD.X R27, R27, 0x1, R16, P2
alu r63 r11 lat=2 flops=0 unit=none branch=taken stall=7 # 0680 @!P0 BRA 0x300
