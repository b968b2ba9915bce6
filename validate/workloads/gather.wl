# imported by lhsim import from tests/sass/families2.sass
# kernel k_random<1> (_Z8k_randomILi1EEvPjmmS0_S0_)
# loop 1 of 1: 0x0260..0x0600, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R18: address R18 as written at 0x0400; random lines (--pattern)
# stream R20: address R20 as written at 0x0450; random lines (--pattern)
# stream R16: address R16 as written at 0x04a0; random lines (--pattern)
# stream R14: address R14 as written at 0x04b0; random lines (--pattern)
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name gather
alu r0 r14 lat=4 flops=0 unit=int            # 0260 SHF.R.U32.HI R18, RZ, 0x1, R3
alu r1 r14 lat=4 flops=0 unit=fp32           # 0270 IMAD R14, R3, -0x12aa7333, RZ
alu r2 r20 lat=4 flops=0 unit=int            # 0280 SHF.R.U32.HI R19, RZ, 0x1, R7
alu r3 r20 lat=4 flops=0 unit=fp32           # 0290 IMAD R15, R7, -0x12aa7333, RZ
alu r4 r17 lat=4 flops=0 unit=int            # 02a0 SHF.R.U32.HI R17, RZ, 0x1, R9
alu r5 r17 lat=4 flops=0 unit=fp32           # 02b0 IMAD R29, R9, -0x12aa7333, RZ
alu r0 r0 r11 lat=4 flops=0 unit=int         # 02c0 LOP3.LUT R18, R18, R23, RZ, 0x3c, !PT
alu r6 r19 lat=4 flops=0 unit=fp32           # 02d0 IMAD R27, R5, -0x12aa7333, RZ
alu r7 r2 r18 lat=4 flops=0 unit=int stall=2 # 02e0 LOP3.LUT R20, R19, R6, RZ, 0x3c, !PT
alu r8 r19 lat=4 flops=0 unit=int stall=2    # 02f0 SHF.R.U32.HI R21, RZ, 0x1, R5
alu r9 r4 r15 lat=4 flops=0 unit=int         # 0300 LOP3.LUT R16, R17, R22, RZ, 0x3c, !PT
alu r4 r0 r1 lat=4 flops=0 unit=fp32         # 0310 IMAD R17, R18.reuse, -0xae5029, R14
alu r1 r8 r16 lat=4 flops=0 unit=int         # 0320 LOP3.LUT R14, R21, R4, RZ, 0x3c, !PT
alu r0 r0 lat=4 flops=0 unit=fp32 stall=4    # 0330 IMAD.WIDE.U32 R18, R18, -0x12aa7333, RZ
alu r3 r7 r3 lat=4 flops=0 unit=fp32 stall=2 # 0340 IMAD R15, R20.reuse, -0xae5029, R15
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 0350 IMAD.WIDE.U32 R20, R20, -0x12aa7333, RZ
alu r5 r9 r5 lat=4 flops=0 unit=fp32 stall=2 # 0360 IMAD R29, R16, -0xae5029, R29
alu r2 r0 r4 lat=4 flops=0 unit=fp32 stall=2 # 0370 IMAD.IADD R19, R19, 0x1, R17
alu r6 r1 r6 lat=4 flops=0 unit=fp32 stall=2 # 0380 IMAD R27, R14, -0xae5029, R27
alu r9 r9 lat=4 flops=0 unit=fp32            # 0390 IMAD.WIDE.U32 R16, R16, -0x12aa7333, RZ
alu r2 r2 lat=4 flops=0 unit=int stall=3     # 03a0 SHF.R.U32.HI R19, RZ, 0x1, R19
alu r8 r7 r3 lat=4 flops=0 unit=fp32         # 03b0 IMAD.IADD R21, R21, 0x1, R15
alu r2 r2 r0 lat=4 flops=0 unit=int          # 03c0 LOP3.LUT R19, R19, UR4, R18, 0x48, !PT
alu r1 r1 lat=4 flops=0 unit=fp32 stall=3    # 03d0 IMAD.WIDE.U32 R14, R14, -0x12aa7333, RZ
alu r8 r8 lat=4 flops=0 unit=int             # 03e0 SHF.R.U32.HI R21, RZ, 0x1, R21
alu r4 r9 r5 lat=4 flops=0 unit=fp32         # 03f0 IMAD.IADD R17, R17, 0x1, R29
alu r0 r2 lat=4 flops=0 unit=int             # 0400 LEA R18, P0, R19, UR10, 0x2
alu r3 r1 r6 lat=4 flops=0 unit=fp32         # 0410 IMAD.IADD R15, R15, 0x1, R27
alu r8 r8 r7 lat=4 flops=0 unit=int stall=2  # 0420 LOP3.LUT R21, R21, UR4, R20, 0x48, !PT
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 0430 SHF.R.U32.HI R17, RZ, 0x1, R17
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 0440 SHF.R.U32.HI R15, RZ, 0x1, R15
alu r7 r8 lat=4 flops=0 unit=int stall=2     # 0450 LEA R20, P1, R21, UR10, 0x2
alu r4 r4 r9 lat=4 flops=0 unit=int stall=2  # 0460 LOP3.LUT R17, R17, UR4, R16, 0x48, !PT
alu r3 r3 r1 lat=4 flops=0 unit=int stall=2  # 0470 LOP3.LUT R15, R15, UR4, R14, 0x48, !PT
alu r2 r2 r0 lat=4 flops=0 unit=int stall=2  # 0480 LEA.HI.X R19, R19, UR11, RZ, 0x2, P0
alu r8 r8 r7 lat=4 flops=0 unit=int stall=2  # 0490 LEA.HI.X R21, R21, UR11, RZ, 0x2, P1
alu r9 r4 lat=4 flops=0 unit=int stall=2     # 04a0 LEA R16, P0, R17, UR10, 0x2
alu r1 r3 lat=4 flops=0 unit=int             # 04b0 LEA R14, P1, R15, UR10, 0x2
ld r2 R18 width=4 pattern=random             # 04c0 LDG.E.CONSTANT R19, desc[UR6][R18.64]
alu r4 r4 r9 lat=4 flops=0 unit=int stall=2  # 04d0 LEA.HI.X R17, R17, UR11, RZ, 0x2, P0
alu r3 r3 r1 lat=4 flops=0 unit=int          # 04e0 LEA.HI.X R15, R15, UR11, RZ, 0x2, P1
ld r7 R20 width=4 pattern=random stall=4     # 04f0 LDG.E.CONSTANT R20, desc[UR6][R20.64]
ld r4 R16 width=4 pattern=random stall=4     # 0500 LDG.E.CONSTANT R17, desc[UR6][R16.64]
ld r1 R14 width=4 pattern=random             # 0510 LDG.E.CONSTANT R14, desc[UR6][R14.64]
alu r10 r10 lat=4 flops=0 unit=int stall=2   # 0520 IADD3 R24, P0, R24, 0x1, RZ
alu r11 r11 lat=4 flops=0 unit=int stall=2   # 0530 IADD3 R23, P1, R23, R0.reuse, RZ
alu r12 r12 r10 lat=4 flops=0 unit=int stall=2 # 0540 IADD3.X R25, RZ, R25, RZ, P0, !PT
alu r13 r10 lat=4 flops=0 unit=int           # 0550 ISETP.GE.U32.AND P0, PT, R24, UR8, PT
alu r14 r14 r11 lat=4 flops=0 unit=fp32      # 0560 IMAD.X R3, R3, 0x1, R2.reuse, P1
alu r15 r15 lat=4 flops=0 unit=int stall=2   # 0570 IADD3 R22, P2, R22, R0.reuse, RZ
alu r13 r12 r13 lat=4 flops=0 unit=int stall=2 # 0580 ISETP.GE.U32.AND.EX P0, PT, R25, UR9, PT, P0
alu r16 r16 lat=4 flops=0 unit=int           # 0590 IADD3 R4, P3, R4, R0.reuse, RZ
alu r17 r17 r15 lat=4 flops=0 unit=fp32      # 05a0 IMAD.X R9, R9, 0x1, R2, P2
alu r18 r18 lat=4 flops=0 unit=int stall=3   # 05b0 IADD3 R6, P4, R6, R0, RZ
alu r19 r19 r16 lat=4 flops=0 unit=fp32 stall=2 # 05c0 IMAD.X R5, R5, 0x1, R2.reuse, P3
alu r20 r20 r18 lat=4 flops=0 unit=fp32      # 05d0 IMAD.X R7, R7, 0x1, R2, P4
alu r21 r7 r2 r21 lat=4 flops=0 unit=int stall=4 # 05e0 IADD3 R8, R20, R19, R8
alu r21 r1 r21 r4 lat=4 flops=0 unit=int     # 05f0 IADD3 R8, R14, R8, R17
alu r60 r13 lat=2 flops=0 unit=none branch=taken stall=6 # 0600 @!P0 BRA 0x260
