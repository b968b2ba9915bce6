# imported by lhsim import from tests/sass/families3.sass
# kernel k_rcap<0> (_Z6k_rcapILi0EEvPKjjmPjS2_)
# loop 1 of 1: 0x0260..0x07b0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R16: address R16 as written at 0x0540; random lines (--pattern)
# stream R20: address R20 as written at 0x05d0; random lines (--pattern)
# stream R18: address R18 as written at 0x0650; random lines (--pattern)
# stream R14: address R14 as written at 0x0680; random lines (--pattern)
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rcap
alu r0 r18 lat=4 flops=0 unit=int            # 0260 SHF.R.U32.HI R20, RZ, 0x1, R3
alu r1 r18 lat=4 flops=0 unit=fp32           # 0270 IMAD R15, R3, -0x12aa7333, RZ
alu r2 r21 lat=4 flops=0 unit=int            # 0280 SHF.R.U32.HI R14, RZ, 0x1, R7
alu r3 r21 lat=4 flops=0 unit=fp32           # 0290 IMAD R29, R7, -0x12aa7333, RZ
alu r0 r0 r14 lat=4 flops=0 unit=int         # 02a0 LOP3.LUT R20, R20, R23, RZ, 0x3c, !PT
alu r4 r19 lat=4 flops=0 unit=fp32           # 02b0 IMAD R27, R9, -0x12aa7333, RZ
alu r5 r20 lat=4 flops=0 unit=int            # 02c0 SHF.R.U32.HI R17, RZ, 0x1, R5
alu r60 lat=2 flops=0 unit=none              # 02d0 UMOV UR4, URZ
alu r2 r2 r17 lat=4 flops=0 unit=int         # 02e0 LOP3.LUT R14, R14, R6, RZ, 0x3c, !PT
alu r1 r0 r1 lat=4 flops=0 unit=fp32         # 02f0 IMAD R15, R20.reuse, -0xae5029, R15
alu r6 r19 lat=4 flops=0 unit=int            # 0300 SHF.R.U32.HI R19, RZ, 0x1, R9
alu r0 r0 lat=4 flops=0 unit=fp32            # 0310 IMAD.WIDE.U32 R20, R20, -0x12aa7333, RZ
alu r7 r5 r16 lat=4 flops=0 unit=int         # 0320 LOP3.LUT R18, R17, R4, RZ, 0x3c, !PT
alu r61 lat=2 flops=0 unit=none              # 0330 UMOV UR5, URZ
alu r8 r6 r15 lat=4 flops=0 unit=int         # 0340 LOP3.LUT R16, R19, R22, RZ, 0x3c, !PT
alu r1 r0 r1 lat=4 flops=0 unit=fp32         # 0350 IMAD.IADD R15, R21, 0x1, R15
alu r62 lat=2 flops=0 unit=none              # 0360 UMOV UR6, URZ
alu r5 r20 lat=4 flops=0 unit=fp32 stall=2   # 0370 IMAD R17, R5, -0x12aa7333, RZ
alu r3 r2 r3 lat=4 flops=0 unit=fp32         # 0380 IMAD R29, R14.reuse, -0xae5029, R29
alu r9 r1 lat=4 flops=0 unit=int             # 0390 SHF.R.U32.HI R26, RZ, 0x1, R15
alu r2 r2 lat=4 flops=0 unit=fp32 stall=3    # 03a0 IMAD.WIDE.U32 R14, R14, -0x12aa7333, RZ
alu r0 r9 r0 lat=4 flops=0 unit=int          # 03b0 LOP3.LUT R20, R26, R20, RZ, 0x3c, !PT
alu r10 r7 r5 lat=4 flops=0 unit=fp32 stall=2 # 03c0 IMAD R21, R18, -0xae5029, R17
alu r4 r8 r4 lat=4 flops=0 unit=fp32 stall=2 # 03d0 IMAD R27, R16, -0xae5029, R27
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 03e0 IMAD.WIDE.U32 R18, R18, -0x12aa7333, RZ
alu r1 r2 r3 lat=4 flops=0 unit=fp32 stall=2 # 03f0 IMAD.IADD R15, R15, 0x1, R29
alu r8 r8 lat=4 flops=0 unit=fp32 stall=3    # 0400 IMAD.WIDE.U32 R16, R16, -0x12aa7333, RZ
alu r1 r1 lat=4 flops=0 unit=int             # 0410 SHF.R.U32.HI R15, RZ, 0x1, R15
alu r6 r7 r10 lat=4 flops=0 unit=fp32 stall=2 # 0420 IMAD.IADD R19, R19, 0x1, R21
alu r5 r8 r4 lat=4 flops=0 unit=fp32         # 0430 IMAD.IADD R17, R17, 0x1, R27
alu r1 r1 r2 lat=4 flops=0 unit=int          # 0440 LOP3.LUT R15, R15, R14, RZ, 0x3c, !PT
alu r0 r0 lat=4 flops=0 unit=fp32            # 0450 IMAD.WIDE.U32 R20, R20, UR7, RZ
alu r6 r6 lat=4 flops=0 unit=int stall=2     # 0460 SHF.R.U32.HI R19, RZ, 0x1, R19
alu r4 r5 lat=4 flops=0 unit=int             # 0470 SHF.R.U32.HI R27, RZ, 0x1, R17
alu r5 r0 lat=4 flops=0 unit=int             # 0480 VIADD R17, R21, UR4
alu r10 r6 r7 lat=4 flops=0 unit=int         # 0490 LOP3.LUT R21, R19, R18, RZ, 0x3c, !PT
alu r7 r1 lat=4 flops=0 unit=fp32            # 04a0 IMAD.WIDE.U32 R18, R15, UR7, RZ
alu r2 r4 r8 lat=4 flops=0 unit=int stall=2  # 04b0 LOP3.LUT R14, R27, R16, RZ, 0x3c, !PT
alu r8 r0 r5 lat=4 flops=0 unit=int          # 04c0 SHF.R.U64 R16, R20, 0x1e, R17.reuse
alu r4 r7 lat=4 flops=0 unit=int             # 04d0 VIADD R27, R19, UR4
alu r5 r5 lat=4 flops=0 unit=int             # 04e0 SHF.R.U32.HI R17, RZ, 0x1e, R17
alu r2 r2 lat=4 flops=0 unit=fp32            # 04f0 IMAD.WIDE.U32 R14, R14, UR7, RZ
alu r8 r8 lat=4 flops=0 unit=int stall=2     # 0500 LOP3.LUT R16, R16, 0xfffffffc, RZ, 0xc0, !PT
alu r7 r7 r4 lat=4 flops=0 unit=int          # 0510 SHF.R.U64 R18, R18, 0x1e, R27.reuse
alu r0 r10 lat=4 flops=0 unit=fp32           # 0520 IMAD.WIDE.U32 R20, R21, UR7, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 0530 LOP3.LUT R17, R17, 0x3, RZ, 0xc0, !PT
alu r8 r8 lat=4 flops=0 unit=int             # 0540 IADD3 R16, P0, R16, UR12, RZ
alu r6 r2 lat=4 flops=0 unit=int             # 0550 VIADD R19, R15, UR5
alu r4 r4 lat=4 flops=0 unit=int             # 0560 SHF.R.U32.HI R27, RZ, 0x1e, R27
alu r1 r0 lat=4 flops=0 unit=int             # 0570 VIADD R15, R21, UR6
alu r7 r7 lat=4 flops=0 unit=int stall=2     # 0580 LOP3.LUT R18, R18, 0xfffffffc, RZ, 0xc0, !PT
alu r2 r2 r6 lat=4 flops=0 unit=int stall=2  # 0590 SHF.R.U64 R14, R14, 0x1e, R19
alu r10 r0 r1 lat=4 flops=0 unit=int stall=2 # 05a0 SHF.R.U64 R21, R20, 0x1e, R15
alu r5 r5 r8 lat=4 flops=0 unit=int stall=2  # 05b0 IADD3.X R17, R17, UR13, RZ, P0, !PT
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 05c0 LOP3.LUT R27, R27, 0x3, RZ, 0xc0, !PT
alu r0 r7 lat=4 flops=0 unit=int stall=2     # 05d0 IADD3 R20, P0, R18, UR12, RZ
alu r6 r6 lat=4 flops=0 unit=int             # 05e0 SHF.R.U32.HI R19, RZ, 0x1e, R19
ld r5 R16 width=4 pattern=random             # 05f0 LDG.E.CONSTANT R17, desc[UR8][R16.64]
alu r7 r2 lat=4 flops=0 unit=int stall=2     # 0600 LOP3.LUT R18, R14, 0xfffffffc, RZ, 0xc0, !PT
alu r9 r1 lat=4 flops=0 unit=int stall=2     # 0610 SHF.R.U32.HI R26, RZ, 0x1e, R15
alu r2 r10 lat=4 flops=0 unit=int stall=2    # 0620 LOP3.LUT R14, R21, 0xfffffffc, RZ, 0xc0, !PT
alu r10 r4 r0 lat=4 flops=0 unit=int stall=2 # 0630 IADD3.X R21, R27, UR13, RZ, P0, !PT
alu r1 r6 lat=4 flops=0 unit=int stall=2     # 0640 LOP3.LUT R15, R19, 0x3, RZ, 0xc0, !PT
alu r7 r7 lat=4 flops=0 unit=int             # 0650 IADD3 R18, P0, R18, UR12, RZ
ld r0 R20 width=4 pattern=random             # 0660 LDG.E.CONSTANT R20, desc[UR8][R20.64]
alu r9 r9 lat=4 flops=0 unit=int stall=2     # 0670 LOP3.LUT R26, R26, 0x3, RZ, 0xc0, !PT
alu r2 r2 lat=4 flops=0 unit=int stall=2     # 0680 IADD3 R14, P1, R14, UR12, RZ
alu r6 r1 r7 lat=4 flops=0 unit=int stall=2  # 0690 IADD3.X R19, R15, UR13, RZ, P0, !PT
alu r1 r9 r2 lat=4 flops=0 unit=int stall=4  # 06a0 IADD3.X R15, R26, UR13, RZ, P1, !PT
ld r6 R18 width=4 pattern=random stall=4     # 06b0 LDG.E.CONSTANT R19, desc[UR8][R18.64]
ld r2 R14 width=4 pattern=random             # 06c0 LDG.E.CONSTANT R14, desc[UR8][R14.64]
alu r11 r11 lat=4 flops=0 unit=int stall=5   # 06d0 IADD3 R24, P0, R24, 0x1, RZ
alu r12 r12 r11 lat=4 flops=0 unit=fp32      # 06e0 IMAD.X R25, RZ, RZ, R25, P0
alu r13 r11 lat=4 flops=0 unit=int stall=4   # 06f0 ISETP.GE.U32.AND P0, PT, R24, UR10, PT
alu r13 r12 r13 lat=4 flops=0 unit=int stall=2 # 0700 ISETP.GE.U32.AND.EX P0, PT, R25, UR11, PT, P0
alu r14 r14 lat=4 flops=0 unit=int stall=2   # 0710 IADD3 R23, P1, R23, R0.reuse, RZ
alu r15 r15 lat=4 flops=0 unit=int stall=2   # 0720 IADD3 R22, P2, R22, R0.reuse, RZ
alu r16 r16 lat=4 flops=0 unit=int stall=2   # 0730 IADD3 R4, P3, R4, R0.reuse, RZ
alu r17 r17 lat=4 flops=0 unit=int           # 0740 IADD3 R6, P4, R6, R0, RZ
alu r18 r18 r14 lat=4 flops=0 unit=fp32 stall=2 # 0750 IMAD.X R3, R3, 0x1, R2.reuse, P1
alu r19 r19 r15 lat=4 flops=0 unit=fp32 stall=2 # 0760 IMAD.X R9, R9, 0x1, R2, P2
alu r20 r20 r16 lat=4 flops=0 unit=fp32 stall=2 # 0770 IMAD.X R5, R5, 0x1, R2.reuse, P3
alu r21 r21 r17 lat=4 flops=0 unit=fp32      # 0780 IMAD.X R7, R7, 0x1, R2, P4
alu r22 r0 r5 r22 lat=4 flops=0 unit=int stall=4 # 0790 IADD3 R8, R20, R17, R8
alu r22 r2 r22 r6 lat=4 flops=0 unit=int     # 07a0 IADD3 R8, R14, R8, R19
alu r63 r13 lat=2 flops=0 unit=none branch=taken stall=6 # 07b0 @!P0 BRA 0x260
