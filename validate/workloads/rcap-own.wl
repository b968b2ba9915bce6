# imported by lhsim import from tests/sass/families3.sass
# kernel k_rcap<1> (_Z6k_rcapILi1EEvPKjjmPjS2_)
# loop 1 of 1: 0x02c0..0x0780, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R20: address R20 as written at 0x0580; random lines (--pattern)
# stream R18: address R18 as written at 0x05a0; random lines (--pattern)
# stream R14: address R14 as written at 0x0620; random lines (--pattern)
# stream R16: address R16 as written at 0x0640; random lines (--pattern)
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rcap-own
alu r0 r17 lat=4 flops=0 unit=int            # 02c0 SHF.R.U32.HI R14, RZ, 0x1, R3
alu r1 r17 lat=4 flops=0 unit=fp32           # 02d0 IMAD R26, R3, -0x12aa7333, RZ
alu r2 r21 lat=4 flops=0 unit=int            # 02e0 SHF.R.U32.HI R21, RZ, 0x1, R7
alu r3 r21 lat=4 flops=0 unit=fp32           # 02f0 IMAD R17, R7, -0x12aa7333, RZ
alu r4 r22 lat=4 flops=0 unit=int            # 0300 SHF.R.U32.HI R19, RZ, 0x1, R9
alu r5 r22 lat=4 flops=0 unit=fp32           # 0310 IMAD R29, R9, -0x12aa7333, RZ
alu r0 r0 r13 lat=4 flops=0 unit=int         # 0320 LOP3.LUT R14, R14, R23, RZ, 0x3c, !PT
alu r6 r19 lat=4 flops=0 unit=fp32           # 0330 IMAD R27, R5, -0x12aa7333, RZ
alu r7 r19 lat=4 flops=0 unit=int            # 0340 SHF.R.U32.HI R15, RZ, 0x1, R5
alu r60 lat=2 flops=0 unit=none              # 0350 UMOV UR4, URZ
alu r8 r2 r18 lat=4 flops=0 unit=int         # 0360 LOP3.LUT R16, R21, R6, RZ, 0x3c, !PT
alu r61 lat=2 flops=0 unit=none              # 0370 UMOV UR5, URZ
alu r9 r4 r20 lat=4 flops=0 unit=int         # 0380 LOP3.LUT R18, R19, R22, RZ, 0x3c, !PT
alu r4 r0 r1 lat=4 flops=0 unit=fp32         # 0390 IMAD R19, R14.reuse, -0xae5029, R26
alu r10 r7 r14 lat=4 flops=0 unit=int        # 03a0 LOP3.LUT R20, R15, R4, RZ, 0x3c, !PT
alu r0 r0 lat=4 flops=0 unit=fp32 stall=4    # 03b0 IMAD.WIDE.U32 R14, R14, -0x12aa7333, RZ
alu r1 r8 r3 lat=4 flops=0 unit=fp32 stall=2 # 03c0 IMAD R26, R16.reuse, -0xae5029, R17
alu r8 r8 lat=4 flops=0 unit=fp32 stall=4    # 03d0 IMAD.WIDE.U32 R16, R16, -0x12aa7333, RZ
alu r5 r9 r5 lat=4 flops=0 unit=fp32 stall=2 # 03e0 IMAD R29, R18.reuse, -0xae5029, R29
alu r7 r0 r4 lat=4 flops=0 unit=fp32 stall=2 # 03f0 IMAD.IADD R15, R15, 0x1, R19
alu r9 r9 lat=4 flops=0 unit=fp32 stall=3    # 0400 IMAD.WIDE.U32 R18, R18, -0x12aa7333, RZ
alu r7 r7 lat=4 flops=0 unit=int             # 0410 SHF.R.U32.HI R15, RZ, 0x1, R15
alu r1 r8 r1 lat=4 flops=0 unit=fp32         # 0420 IMAD.IADD R26, R17, 0x1, R26
alu r5 r9 r5 lat=4 flops=0 unit=int          # 0430 IADD3 R29, R19, R29, RZ
alu r6 r10 r6 lat=4 flops=0 unit=fp32        # 0440 IMAD R27, R20.reuse, -0xae5029, R27
alu r7 r7 r0 lat=4 flops=0 unit=int          # 0450 LOP3.LUT R15, R15, R14, RZ, 0x3c, !PT
alu r10 r10 lat=4 flops=0 unit=fp32          # 0460 IMAD.WIDE.U32 R20, R20, -0x12aa7333, RZ
alu r4 r1 lat=4 flops=0 unit=int stall=2     # 0470 SHF.R.U32.HI R19, RZ, 0x1, R26
alu r5 r5 lat=4 flops=0 unit=int             # 0480 SHF.R.U32.HI R29, RZ, 0x1, R29
alu r3 r10 r6 lat=4 flops=0 unit=fp32        # 0490 IMAD.IADD R17, R21, 0x1, R27
alu r4 r4 r8 lat=4 flops=0 unit=int          # 04a0 LOP3.LUT R19, R19, R16, RZ, 0x3c, !PT
alu r0 r7 lat=4 flops=0 unit=fp32            # 04b0 IMAD.WIDE.U32 R14, R15, UR9, RZ
alu r8 r5 r9 lat=4 flops=0 unit=int stall=2  # 04c0 LOP3.LUT R16, R29, R18, RZ, 0x3c, !PT
alu r3 r3 lat=4 flops=0 unit=int             # 04d0 SHF.R.U32.HI R17, RZ, 0x1, R17
alu r9 r4 lat=4 flops=0 unit=fp32 stall=3    # 04e0 IMAD.WIDE.U32 R18, R19, UR9, RZ
alu r0 r3 r10 lat=4 flops=0 unit=int         # 04f0 LOP3.LUT R14, R17, R20, RZ, 0x3c, !PT
alu r8 r8 lat=4 flops=0 unit=fp32 stall=4    # 0500 IMAD.WIDE.U32 R16, R16, UR9, RZ
alu r7 lat=4 flops=0 unit=int                # 0510 VIADD R15, R15, UR4
alu r8 r8 lat=4 flops=0 unit=int             # 0520 IADD3 R16, R17, UR5, RZ
alu r4 r9 lat=4 flops=0 unit=int stall=3     # 0530 VIADD R19, R19, UR4
alu r3 r7 lat=4 flops=0 unit=int             # 0540 IADD3 R17, P0, R15, UR6, RZ
alu r0 r0 lat=4 flops=0 unit=fp32            # 0550 IMAD.WIDE.U32 R14, R14, UR9, RZ
alu r4 r4 lat=4 flops=0 unit=int stall=3     # 0560 IADD3 R19, P1, R19, UR6, RZ
alu r11 r3 lat=4 flops=0 unit=fp32           # 0570 IMAD.X R28, RZ, RZ, UR8, P0
alu r10 r3 lat=4 flops=0 unit=int            # 0580 LEA R20, P0, R17, UR14, 0x2
alu r1 r4 lat=4 flops=0 unit=fp32            # 0590 IMAD.X R26, RZ, RZ, UR8, P1
alu r9 r4 lat=4 flops=0 unit=int             # 05a0 LEA R18, P1, R19, UR14, 0x2
alu r0 r0 lat=4 flops=0 unit=int             # 05b0 VIADD R14, R15, UR4
alu r2 r3 r11 r10 lat=4 flops=0 unit=int stall=2 # 05c0 LEA.HI.X R21, R17, UR15, R28, 0x2, P0
alu r4 r4 r1 r9 lat=4 flops=0 unit=int stall=2 # 05d0 LEA.HI.X R19, R19, UR15, R26, 0x2, P1
alu r7 r8 lat=4 flops=0 unit=int stall=2     # 05e0 IADD3 R15, P0, R16, UR6, RZ
alu r3 r0 lat=4 flops=0 unit=int             # 05f0 IADD3 R17, P1, R14, UR6, RZ
ld r2 R20 width=4 pattern=random spread=own  # 0600 LDG.E.CONSTANT R21, desc[UR10][R20.64]
alu r11 r7 lat=4 flops=0 unit=int stall=2    # 0610 IADD3.X R28, RZ, UR8, RZ, P0, !PT
alu r0 r7 lat=4 flops=0 unit=int             # 0620 LEA R14, P0, R15, UR14, 0x2
alu r1 r3 lat=4 flops=0 unit=fp32            # 0630 IMAD.X R26, RZ, RZ, UR8, P1
alu r8 r3 lat=4 flops=0 unit=int             # 0640 LEA R16, P1, R17, UR14, 0x2
ld r9 R18 width=4 pattern=random spread=own  # 0650 LDG.E.CONSTANT R18, desc[UR10][R18.64]
alu r7 r7 r11 r0 lat=4 flops=0 unit=int stall=2 # 0660 LEA.HI.X R15, R15, UR15, R28, 0x2, P0
alu r3 r3 r1 r8 lat=4 flops=0 unit=int stall=4 # 0670 LEA.HI.X R17, R17, UR15, R26, 0x2, P1
ld r7 R14 width=4 pattern=random spread=own stall=4 # 0680 LDG.E.CONSTANT R15, desc[UR10][R14.64]
ld r8 R16 width=4 pattern=random spread=own  # 0690 LDG.E.CONSTANT R16, desc[UR10][R16.64]
alu r12 r12 lat=4 flops=0 unit=int stall=2   # 06a0 IADD3 R24, P0, R24, 0x1, RZ
alu r13 r13 lat=4 flops=0 unit=int stall=2   # 06b0 IADD3 R23, P1, R23, R0.reuse, RZ
alu r14 r14 lat=4 flops=0 unit=int           # 06c0 IADD3 R4, P3, R4, R0.reuse, RZ
alu r15 r15 r12 lat=4 flops=0 unit=fp32      # 06d0 IMAD.X R25, RZ, RZ, R25, P0
alu r16 r12 lat=4 flops=0 unit=int           # 06e0 ISETP.GE.U32.AND P0, PT, R24, UR12, PT
alu r17 r17 r13 lat=4 flops=0 unit=fp32      # 06f0 IMAD.X R3, R3, 0x1, R2.reuse, P1
alu r18 r18 lat=4 flops=0 unit=int           # 0700 IADD3 R6, P4, R6, R0, RZ
alu r19 r19 r14 lat=4 flops=0 unit=fp32      # 0710 IMAD.X R5, R5, 0x1, R2, P3
alu r16 r15 r16 lat=4 flops=0 unit=int stall=2 # 0720 ISETP.GE.U32.AND.EX P0, PT, R25, UR13, PT, P0
alu r20 r20 lat=4 flops=0 unit=int           # 0730 IADD3 R22, P2, R22, R0, RZ
alu r21 r21 r18 lat=4 flops=0 unit=fp32 stall=3 # 0740 IMAD.X R7, R7, 0x1, R2, P4
alu r22 r22 r20 lat=4 flops=0 unit=int stall=2 # 0750 IADD3.X R9, R9, R2, RZ, P2, !PT
alu r23 r9 r2 r23 lat=4 flops=0 unit=int stall=4 # 0760 IADD3 R8, R18, R21, R8
alu r23 r8 r23 r7 lat=4 flops=0 unit=int     # 0770 IADD3 R8, R16, R8, R15
alu r62 r16 lat=2 flops=0 unit=none branch=taken stall=6 # 0780 @!P0 BRA 0x2c0
