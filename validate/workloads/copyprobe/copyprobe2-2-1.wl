# imported by lhsim import from validate/results/h200/copyprobe/run2/sass_copyprobe2.txt
# kernel k_copyprobe2<2,1> (_Z12k_copyprobe2ILi2ELi1EEvPjPKjmmmPyS0_)
# loop 1 of 1: 0x02d0..0x06d0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R10: address R10 as written at 0x0380; coalesced at the instruction's width
# stream R12: address R12 as written at 0x0420; coalesced at the instruction's width
# stream R10_2: address R10 as written at 0x0530; coalesced at the instruction's width
# stream R12_2: address R12 as written at 0x0550; coalesced at the instruction's width
# NOP x4 left out
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name copyprobe2-2-1
alu r60 lat=2 flops=0 unit=none              # 02d0 S2UR UR16, SR_CLOCKLO
alu r0 r10 lat=4 flops=0 unit=int stall=2    # 02f0 LOP3.LUT R10, R4.reuse, UR17, RZ, 0xc0, !PT
alu r1 r12 lat=4 flops=0 unit=int stall=2    # 0300 LOP3.LUT R11, R5, UR18, RZ, 0xc0, !PT
alu r2 r10 lat=4 flops=0 unit=int            # 0310 IADD3 R12, P1, R4, 0x1, RZ
alu r3 r0 lat=4 flops=0 unit=fp32 stall=3    # 0320 IMAD.SHL.U32 R9, R10, 0x20, RZ
alu r2 r2 lat=4 flops=0 unit=int stall=2     # 0330 LOP3.LUT R12, R12, UR17, RZ, 0xc0, !PT
alu r4 r3 lat=4 flops=0 unit=int stall=2     # 0340 LOP3.LUT R8, R9, 0x1f, R2, 0xf8, !PT
alu r3 r0 r1 lat=4 flops=0 unit=int stall=3  # 0350 SHF.L.U64.HI R9, R10, 0x5, R11
alu r5 r4 lat=4 flops=0 unit=fp32            # 0360 IMAD.SHL.U32 R19, R8.reuse, 0x4, RZ
alu r4 r4 r3 lat=4 flops=0 unit=int stall=4  # 0370 SHF.L.U64.HI R8, R8, 0x2, R9
alu r0 r5 lat=4 flops=0 unit=int stall=4     # 0380 IADD3 R10, P0, R19, UR22, RZ
alu r1 r4 r0 lat=4 flops=0 unit=int          # 0390 IADD3.X R11, R8, UR23, RZ, P0, !PT
alu r6 r2 lat=4 flops=0 unit=fp32 stall=2    # 03a0 IMAD.SHL.U32 R13, R12, 0x20, RZ
alu r7 r12 lat=4 flops=0 unit=fp32 stall=2   # 03b0 IMAD.X R17, RZ, RZ, R5, P1
ld r3 a width=4 offset=0 # 03c0 LDG.E.CONSTANT R9, desc[UR20][R10.64]
alu r8 r6 lat=4 flops=0 unit=int stall=2     # 03d0 LOP3.LUT R18, R13, 0x1f, R2, 0xf8, !PT
alu r7 r7 lat=4 flops=0 unit=int stall=3     # 03e0 LOP3.LUT R17, R17, UR18, RZ, 0xc0, !PT
alu r9 r8 lat=4 flops=0 unit=fp32            # 03f0 IMAD.SHL.U32 R16, R18, 0x4, RZ
alu r6 r2 r7 lat=4 flops=0 unit=int stall=4  # 0400 SHF.L.U64.HI R13, R12, 0x5, R17
alu r8 r8 r6 lat=4 flops=0 unit=int stall=2  # 0410 SHF.L.U64.HI R18, R18, 0x2, R13
alu r2 r9 lat=4 flops=0 unit=int stall=4     # 0420 IADD3 R12, P0, R16, UR22, RZ
alu r6 r8 r2 lat=4 flops=0 unit=int stall=5  # 0430 IADD3.X R13, R18, UR23, RZ, P0, !PT
ld r7 a width=4 offset=128 stall=4 # 0440 LDG.E.CONSTANT R17, desc[UR20][R12.64]
alu r61 r3 lat=2 flops=0 unit=none           # 0450 STS [R0], R9
alu r62 lat=2 flops=0 unit=none              # 0460 S2UR UR15, SR_CLOCKLO
alu r63 r7 lat=2 flops=0 unit=none           # 0480 STS [R0], R17
alu r60 lat=2 flops=0 unit=none stall=2      # 0490 UISETP.GE.U32.AND UP0, UPT, UR5, UR24, UPT
alu r61 lat=2 flops=0 unit=none stall=2      # 04a0 UIADD3 UR15, -UR16, UR15, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 04b0 UISETP.GE.U32.AND.EX UP0, UPT, UR6, UR25, UPT, UP0
alu r63 lat=2 flops=0 unit=none stall=2      # 04c0 UISETP.GE.U32.AND UP1, UPT, UR5, UR24, UPT
alu r60 lat=2 flops=0 unit=none stall=2      # 04d0 USEL UR15, UR15, URZ, UP0
alu r61 lat=2 flops=0 unit=none stall=2      # 04e0 UISETP.GE.U32.AND.EX UP1, UPT, UR6, UR25, UPT, UP1
alu r62 lat=2 flops=0 unit=none stall=4      # 04f0 UIADD3 UR11, UP2, UR11, UR15, URZ
alu r63 lat=2 flops=0 unit=none stall=3      # 0500 UIADD3.X UR12, URZ, UR12, URZ, UP2, !UPT
alu r60 lat=2 flops=0 unit=none              # 0510 S2UR UR15, SR_CLOCKLO
alu r0 r5 lat=4 flops=0 unit=int             # 0530 IADD3 R10, P0, R19, UR26, RZ
alu r61 lat=2 flops=0 unit=none              # 0540 UIADD3 UR15, -UR16, UR15, URZ
alu r2 r9 lat=4 flops=0 unit=int stall=2     # 0550 IADD3 R12, P1, R16, UR26, RZ
alu r1 r4 r0 lat=4 flops=0 unit=int          # 0560 IADD3.X R11, R8, UR27, RZ, P0, !PT
alu r62 lat=2 flops=0 unit=none              # 0570 USEL UR15, UR15, URZ, UP0
alu r6 r8 r2 lat=4 flops=0 unit=int stall=3  # 0580 IADD3.X R13, R18, UR27, RZ, P1, !PT
st b r3 width=4 offset=0 # 0590 STG.E desc[UR20][R10.64], R9
alu r60 lat=2 flops=0 unit=none stall=3      # 05a0 UIADD3 UR13, UP0, UR13, UR15, URZ
st b r7 width=4 offset=128 # 05b0 STG.E desc[UR20][R12.64], R17
alu r62 lat=2 flops=0 unit=none stall=2      # 05c0 UIADD3.X UR14, URZ, UR14, URZ, UP0, !UPT
alu r63 lat=2 flops=0 unit=none              # 05d0 S2UR UR15, SR_CLOCKLO
alu r60 lat=2 flops=0 unit=none              # 05f0 UIADD3 UR5, UP0, UR5, 0x1, URZ
alu r10 r10 lat=4 flops=0 unit=int           # 0600 IADD3 R4, P1, R4, R7, RZ
alu r61 lat=2 flops=0 unit=none stall=2      # 0610 @UP1 UIADD3 UR15, -UR16, UR15, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 0620 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r11 lat=4 flops=0 unit=int               # 0630 ISETP.LE.U32.AND P0, PT, R14, UR5, PT
alu r63 lat=2 flops=0 unit=none              # 0640 @UP1 UIADD3 UR4, UR16, -UR4, URZ
alu r12 r12 r10 lat=4 flops=0 unit=fp32      # 0650 IMAD.X R5, R5, 0x1, R6, P1
alu r60 lat=2 flops=0 unit=none              # 0660 @UP1 UIADD3 UR9, UP0, UR15, UR9, URZ
alu r4 lat=4 flops=0 unit=fp32               # 0670 IMAD.U32 R8, RZ, RZ, UR6
alu r61 lat=2 flops=0 unit=none stall=2      # 0680 @UP1 UIADD3 UR7, UP2, UR4, UR7, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 0690 @UP1 UIADD3.X UR10, URZ, UR10, URZ, UP0, !UPT
alu r11 r4 r11 lat=4 flops=0 unit=int        # 06a0 ISETP.GE.U32.AND.EX P0, PT, R8, R15, PT, P0
alu r63 lat=2 flops=0 unit=none              # 06b0 @UP1 UIADD3.X UR8, URZ, UR8, URZ, UP2, !UPT
alu r60 lat=2 flops=0 unit=none stall=11     # 06c0 UMOV UR4, UR16
alu r61 r11 lat=2 flops=0 unit=none branch=taken stall=5 # 06d0 @!P0 BRA 0x2d0
