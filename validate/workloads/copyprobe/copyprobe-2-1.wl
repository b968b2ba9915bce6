# imported by lhsim import from validate/results/h200/copyprobe/sass_copyprobe.txt
# kernel k_copyprobe<2,1> (_Z11k_copyprobeILi2ELi1EEvPjPKjmmmPyS0_)
# loop 1 of 1: 0x0300..0x0680, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R18: address R18 as written at 0x03a0; coalesced at the instruction's width
# stream R4: address R4 as written at 0x0430; coalesced at the instruction's width
# stream R4_2: address R4 as written at 0x0490; coalesced at the instruction's width
# stream R6: address R6 as written at 0x04a0; coalesced at the instruction's width
# NOP x3 left out
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name copyprobe-2-1
alu r60 lat=2 flops=0 unit=none              # 0300 S2UR UR15, SR_CLOCKLO
alu r0 r12 lat=4 flops=0 unit=int stall=2    # 0320 LOP3.LUT R4, R0, UR16, RZ, 0xc0, !PT
alu r1 r14 lat=4 flops=0 unit=int stall=3    # 0330 LOP3.LUT R5, R8, UR17, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=fp32            # 0340 IMAD.SHL.U32 R7, R4.reuse, 0x20, RZ
alu r0 r0 r1 lat=4 flops=0 unit=int stall=4  # 0350 SHF.L.U64.HI R4, R4, 0x5, R5
alu r2 r2 lat=4 flops=0 unit=int stall=5     # 0360 LOP3.LUT R7, R7, 0x1f, R2, 0xf8, !PT
alu r3 r2 lat=4 flops=0 unit=fp32            # 0370 IMAD.SHL.U32 R6, R7.reuse, 0x4, RZ
alu r2 r2 r0 lat=4 flops=0 unit=int stall=2  # 0380 SHF.L.U64.HI R7, R7, 0x2, R4
alu r0 r11 lat=4 flops=0 unit=int stall=2    # 0390 LOP3.LUT R4, R9, UR16, RZ, 0xc0, !PT
alu r4 r3 lat=4 flops=0 unit=int stall=4     # 03a0 IADD3 R18, P0, R6, UR20, RZ
alu r5 r2 r4 lat=4 flops=0 unit=int          # 03b0 IADD3.X R19, R7, UR21, RZ, P0, !PT
alu r1 r0 lat=4 flops=0 unit=fp32 stall=4    # 03c0 IMAD.SHL.U32 R5, R4, 0x20, RZ
ld r4 R18 width=4                            # 03d0 LDG.E.CONSTANT R18, desc[UR18][R18.64]
alu r6 r1 lat=4 flops=0 unit=int stall=2     # 03e0 LOP3.LUT R22, R5, 0x1f, R2, 0xf8, !PT
alu r7 r13 lat=4 flops=0 unit=int stall=3    # 03f0 LOP3.LUT R21, R10, UR17, RZ, 0xc0, !PT
alu r8 r6 lat=4 flops=0 unit=fp32            # 0400 IMAD.SHL.U32 R20, R22, 0x4, RZ
alu r1 r0 r7 lat=4 flops=0 unit=int stall=4  # 0410 SHF.L.U64.HI R5, R4, 0x5, R21
alu r6 r6 r1 lat=4 flops=0 unit=int stall=2  # 0420 SHF.L.U64.HI R22, R22, 0x2, R5
alu r0 r8 lat=4 flops=0 unit=int stall=4     # 0430 IADD3 R4, P0, R20, UR20, RZ
alu r1 r6 r0 lat=4 flops=0 unit=int stall=5  # 0440 IADD3.X R5, R22, UR21, RZ, P0, !PT
ld r7 R4 width=4 stall=4                     # 0450 LDG.E.CONSTANT R21, desc[UR18][R4.64]
alu r61 r4 lat=2 flops=0 unit=none           # 0460 STS [R11], R18
alu r62 lat=2 flops=0 unit=none              # 0470 S2UR UR13, SR_CLOCKLO
alu r0 r3 lat=4 flops=0 unit=int stall=2     # 0490 IADD3 R4, P0, R6, UR22, RZ
alu r3 r8 lat=4 flops=0 unit=int stall=2     # 04a0 IADD3 R6, P1, R20, UR22, RZ
alu r1 r2 r0 lat=4 flops=0 unit=int stall=2  # 04b0 IADD3.X R5, R7, UR23, RZ, P0, !PT
alu r2 r6 r3 lat=4 flops=0 unit=int stall=3  # 04c0 IADD3.X R7, R22, UR23, RZ, P1, !PT
st R4_2 r4 width=4 stall=4                   # 04d0 STG.E desc[UR18][R4.64], R18
st R6 r7 width=4                             # 04e0 STG.E desc[UR18][R6.64], R21
alu r61 lat=2 flops=0 unit=none              # 04f0 S2UR UR14, SR_CLOCKLO
alu r0 lat=4 flops=0 unit=fp32               # 0510 IMAD.U32 R4, RZ, RZ, UR6
alu r9 lat=4 flops=0 unit=int                # 0520 ISETP.LE.U32.AND P1, PT, R14, UR5, PT
alu r62 lat=2 flops=0 unit=none stall=3      # 0530 UIADD3 UR5, UP0, UR5, 0x1, URZ
alu r9 r0 r9 lat=4 flops=0 unit=int          # 0540 ISETP.GE.U32.AND.EX P1, PT, R4, R15, PT, P1
alu r63 lat=2 flops=0 unit=none stall=2      # 0550 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r10 lat=4 flops=0 unit=int stall=4       # 0560 ISETP.LE.U32.AND P0, PT, R16, UR5, PT
alu r3 lat=4 flops=0 unit=fp32 stall=5       # 0570 IMAD.U32 R6, RZ, RZ, UR6
alu r10 r3 r10 lat=4 flops=0 unit=int        # 0580 ISETP.GE.U32.AND.EX P0, PT, R6, R17, PT, P0
alu r60 r9 lat=2 flops=0 unit=none stall=12  # 0590 @!P1 BRA 0x630
alu r61 lat=2 flops=0 unit=none stall=2      # 05a0 UIADD3 UR13, -UR15, UR13, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 05b0 UIADD3 UR14, -UR15, UR14, URZ
alu r63 lat=2 flops=0 unit=none stall=2      # 05c0 UIADD3 UR4, UR15, -UR4, URZ
alu r60 lat=2 flops=0 unit=none stall=2      # 05d0 UIADD3 UR11, UP0, UR13, UR11, URZ
alu r61 lat=2 flops=0 unit=none stall=2      # 05e0 UIADD3 UR9, UP1, UR14, UR9, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 05f0 UIADD3 UR7, UP2, UR4, UR7, URZ
alu r63 lat=2 flops=0 unit=none stall=2      # 0600 UIADD3.X UR12, URZ, UR12, URZ, UP0, !UPT
alu r60 lat=2 flops=0 unit=none stall=2      # 0610 UIADD3.X UR10, URZ, UR10, URZ, UP1, !UPT
alu r61 lat=2 flops=0 unit=none stall=12     # 0620 UIADD3.X UR8, URZ, UR8, URZ, UP2, !UPT
alu r11 r11 lat=4 flops=0 unit=int           # 0630 IADD3 R9, P1, R9, R12.reuse, RZ
alu r62 lat=2 flops=0 unit=none              # 0640 UMOV UR4, UR15
alu r12 r12 lat=4 flops=0 unit=int stall=3   # 0650 IADD3 R0, P2, R0, R12, RZ
alu r13 r13 r11 lat=4 flops=0 unit=fp32 stall=2 # 0660 IMAD.X R10, R10, 0x1, R13.reuse, P1
alu r14 r14 r12 lat=4 flops=0 unit=fp32      # 0670 IMAD.X R8, R8, 0x1, R13, P2
alu r63 r10 lat=2 flops=0 unit=none branch=taken stall=7 # 0680 @!P0 BRA 0x300
