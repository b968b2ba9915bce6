# imported by lhsim import from validate/results/h200/copyprobe/sass_copyprobe.txt
# kernel k_copyprobe<4,4> (_Z11k_copyprobeILi4ELi4EEvPjPKjmmmPyS0_)
# loop 1 of 1: 0x03b0..0x0910, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x04a0; coalesced at the instruction's width
# stream R12: address R12 as written at 0x05c0; coalesced at the instruction's width
# stream R16: address R16 as written at 0x05d0; coalesced at the instruction's width
# stream R20: address R20 as written at 0x05e0; coalesced at the instruction's width
# stream R32: address R32 as written at 0x0680; coalesced at the instruction's width
# stream R34: address R34 as written at 0x0690; coalesced at the instruction's width
# stream R36: address R36 as written at 0x06a0; coalesced at the instruction's width
# stream R38: address R38 as written at 0x06b0; coalesced at the instruction's width
# NOP x3 left out
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name copyprobe-4-4
alu r60 lat=2 flops=0 unit=none              # 03b0 S2UR UR15, SR_CLOCKLO
alu r0 r26 lat=4 flops=0 unit=int stall=2    # 03d0 LOP3.LUT R9, R44, UR18, RZ, 0xc0, !PT
alu r1 r30 lat=4 flops=0 unit=int stall=2    # 03e0 LOP3.LUT R0, R43, UR19, RZ, 0xc0, !PT
alu r2 r23 lat=4 flops=0 unit=int            # 03f0 LOP3.LUT R11, R40, UR18, RZ, 0xc0, !PT
alu r3 r0 lat=4 flops=0 unit=fp32            # 0400 IMAD.SHL.U32 R3, R9.reuse, 0x20, RZ
alu r0 r0 r1 lat=4 flops=0 unit=int stall=2  # 0410 SHF.L.U64.HI R9, R9, 0x5, R0
alu r4 r27 lat=4 flops=0 unit=int stall=2    # 0420 LOP3.LUT R2, R4, UR19, RZ, 0xc0, !PT
alu r5 r3 lat=4 flops=0 unit=int stall=2     # 0430 LOP3.LUT R32, R3, 0x1f, R30, 0xf8, !PT
alu r6 r2 r4 lat=4 flops=0 unit=int          # 0440 SHF.L.U64.HI R19, R11.reuse, 0x5, R2
alu r2 r2 lat=4 flops=0 unit=fp32            # 0450 IMAD.SHL.U32 R11, R11, 0x20, RZ
alu r3 r5 r0 lat=4 flops=0 unit=int          # 0460 SHF.L.U64.HI R3, R32.reuse, 0x4, R9
alu r5 r5 lat=4 flops=0 unit=fp32            # 0470 IMAD.SHL.U32 R32, R32, 0x10, RZ
alu r7 r24 lat=4 flops=0 unit=int stall=2    # 0480 LOP3.LUT R15, R6, UR18, RZ, 0xc0, !PT
alu r1 r28 lat=4 flops=0 unit=int stall=2    # 0490 LOP3.LUT R0, R5, UR19, RZ, 0xc0, !PT
alu r8 r5 lat=4 flops=0 unit=int stall=2     # 04a0 IADD3 R8, P0, R32, UR22, RZ
alu r9 r25 lat=4 flops=0 unit=int stall=2    # 04b0 LOP3.LUT R12, R42, UR18, RZ, 0xc0, !PT
alu r0 r3 r8 lat=4 flops=0 unit=int stall=2  # 04c0 IADD3.X R9, R3, UR23, RZ, P0, !PT
alu r10 r7 r1 lat=4 flops=0 unit=int         # 04d0 SHF.L.U64.HI R17, R15.reuse, 0x5, R0
alu r7 r7 lat=4 flops=0 unit=fp32            # 04e0 IMAD.SHL.U32 R15, R15, 0x20, RZ
alu r11 r2 lat=4 flops=0 unit=int            # 04f0 LOP3.LUT R34, R11, 0x1f, R30.reuse, 0xf8, !PT
alu r12 r9 lat=4 flops=0 unit=fp32           # 0500 IMAD.SHL.U32 R39, R12, 0x20, RZ
ld r8 R8 width=16                            # 0510 LDG.E.128.CONSTANT R8, desc[UR20][R8.64]
alu r13 r29 lat=4 flops=0 unit=int stall=2   # 0520 LOP3.LUT R13, R41, UR19, RZ, 0xc0, !PT
alu r14 r7 lat=4 flops=0 unit=int stall=2    # 0530 LOP3.LUT R36, R15, 0x1f, R30, 0xf8, !PT
alu r12 r12 lat=4 flops=0 unit=int stall=2   # 0540 LOP3.LUT R39, R39, 0x1f, R30, 0xf8, !PT
alu r4 r11 r6 lat=4 flops=0 unit=int         # 0550 SHF.L.U64.HI R2, R34.reuse, 0x4, R19
alu r11 r11 lat=4 flops=0 unit=fp32          # 0560 IMAD.SHL.U32 R34, R34, 0x10, RZ
alu r1 r14 r10 lat=4 flops=0 unit=int        # 0570 SHF.L.U64.HI R0, R36.reuse, 0x4, R17
alu r14 r14 lat=4 flops=0 unit=fp32          # 0580 IMAD.SHL.U32 R36, R36, 0x10, RZ
alu r9 r9 r13 lat=4 flops=0 unit=int         # 0590 SHF.L.U64.HI R12, R12, 0x5, R13
alu r15 r12 lat=4 flops=0 unit=fp32 stall=3  # 05a0 IMAD.SHL.U32 R38, R39, 0x10, RZ
alu r12 r12 r9 lat=4 flops=0 unit=int stall=2 # 05b0 SHF.L.U64.HI R39, R39, 0x4, R12
alu r9 r11 lat=4 flops=0 unit=int stall=2    # 05c0 IADD3 R12, P0, R34, UR22, RZ
alu r16 r14 lat=4 flops=0 unit=int stall=2   # 05d0 IADD3 R16, P1, R36, UR22, RZ
alu r17 r15 lat=4 flops=0 unit=int stall=2   # 05e0 IADD3 R20, P2, R38, UR22, RZ
alu r13 r4 r9 lat=4 flops=0 unit=int stall=2 # 05f0 IADD3.X R13, R2, UR23, RZ, P0, !PT
alu r10 r1 r16 lat=4 flops=0 unit=int stall=2 # 0600 IADD3.X R17, R0, UR23, RZ, P1, !PT
alu r18 r12 r17 lat=4 flops=0 unit=int stall=2 # 0610 IADD3.X R21, R39, UR23, RZ, P2, !PT
ld r9 R12 width=16 stall=4                   # 0620 LDG.E.128.CONSTANT R12, desc[UR20][R12.64]
ld r16 R16 width=16 stall=4                  # 0630 LDG.E.128.CONSTANT R16, desc[UR20][R16.64]
ld r17 R20 width=16 stall=4                  # 0640 LDG.E.128.CONSTANT R20, desc[UR20][R20.64]
alu r61 r8 lat=2 flops=0 unit=none           # 0650 STS [R7], R8
alu r62 lat=2 flops=0 unit=none              # 0660 S2UR UR13, SR_CLOCKLO
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 0680 IADD3 R32, P0, R32, UR24, RZ
alu r11 r11 lat=4 flops=0 unit=int stall=2   # 0690 IADD3 R34, P1, R34, UR24, RZ
alu r14 r14 lat=4 flops=0 unit=int stall=2   # 06a0 IADD3 R36, P2, R36, UR24, RZ
alu r15 r15 lat=4 flops=0 unit=int stall=2   # 06b0 IADD3 R38, P3, R38, UR24, RZ
alu r19 r3 r5 lat=4 flops=0 unit=int stall=2 # 06c0 IADD3.X R33, R3, UR25, RZ, P0, !PT
alu r20 r4 r11 lat=4 flops=0 unit=int stall=2 # 06d0 IADD3.X R35, R2, UR25, RZ, P1, !PT
alu r21 r1 r14 lat=4 flops=0 unit=int        # 06e0 IADD3.X R37, R0, UR25, RZ, P2, !PT
st R32 r8 width=16                           # 06f0 STG.E.128 desc[UR20][R32.64], R8
alu r12 r12 r15 lat=4 flops=0 unit=int stall=3 # 0700 IADD3.X R39, R39, UR25, RZ, P3, !PT
st R34 r9 width=16 stall=4                   # 0710 STG.E.128 desc[UR20][R34.64], R12
st R36 r16 width=16 stall=4                  # 0720 STG.E.128 desc[UR20][R36.64], R16
st R38 r17 width=16                          # 0730 STG.E.128 desc[UR20][R38.64], R20
alu r63 lat=2 flops=0 unit=none              # 0740 S2UR UR14, SR_CLOCKLO
alu r1 lat=4 flops=0 unit=fp32               # 0760 IMAD.U32 R0, RZ, RZ, UR6
alu r22 lat=4 flops=0 unit=int stall=4       # 0770 ISETP.LE.U32.AND P0, PT, R24, UR5, PT
alu r22 r1 r22 lat=4 flops=0 unit=int stall=13 # 0780 ISETP.GE.U32.AND.EX P0, PT, R0, R25, PT, P0
alu r60 r22 lat=2 flops=0 unit=none stall=5  # 0790 @!P0 BRA 0x830
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
alu r23 r23 lat=4 flops=0 unit=int           # 0840 IADD3 R40, P2, R40, UR16, RZ
alu r63 lat=2 flops=0 unit=none              # 0850 UMOV UR4, UR15
alu r24 r24 lat=4 flops=0 unit=int           # 0860 IADD3 R6, P1, R6, UR16, RZ
alu r60 lat=2 flops=0 unit=none              # 0870 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r25 r25 lat=4 flops=0 unit=int stall=2   # 0880 IADD3 R42, P3, R42, UR16, RZ
alu r22 lat=4 flops=0 unit=int stall=2       # 0890 ISETP.LE.U32.AND P0, PT, R26, UR5, PT
alu r26 r26 lat=4 flops=0 unit=int           # 08a0 IADD3 R44, P4, R44, UR16, RZ
alu r1 lat=4 flops=0 unit=fp32               # 08b0 IMAD.U32 R0, RZ, RZ, UR6
alu r27 r27 r23 lat=4 flops=0 unit=int stall=2 # 08c0 IADD3.X R4, R4, UR17, RZ, P2, !PT
alu r28 r28 r24 lat=4 flops=0 unit=int stall=2 # 08d0 IADD3.X R5, R5, UR17, RZ, P1, !PT
alu r22 r1 r22 lat=4 flops=0 unit=int stall=2 # 08e0 ISETP.GE.U32.AND.EX P0, PT, R0, R27, PT, P0
alu r29 r29 r25 lat=4 flops=0 unit=int stall=2 # 08f0 IADD3.X R41, R41, UR17, RZ, P3, !PT
alu r30 r30 r26 lat=4 flops=0 unit=int stall=9 # 0900 IADD3.X R43, R43, UR17, RZ, P4, !PT
alu r61 r22 lat=2 flops=0 unit=none branch=taken stall=5 # 0910 @!P0 BRA 0x3b0
