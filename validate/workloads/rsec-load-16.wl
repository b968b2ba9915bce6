# imported by lhsim import from tests/sass/families3.sass
# kernel k_rsec<1,16> (_Z6k_rsecILi1ELi16EEvPjmmS0_S0_)
# loop 1 of 1: 0x01a0..0x05d0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x03e0; random lines (--pattern)
# stream R8: address R8 as written at 0x0400; random lines (--pattern)
# stream R12: address R12 as written at 0x0460; random lines (--pattern)
# stream R16: address R16 as written at 0x0490; random lines (--pattern)
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rsec-load-16
alu r0 r15 lat=4 flops=0 unit=fp32           # 01a0 IMAD.SHL.U32 R5, R28.reuse, 0x2, RZ
alu r1 r15 r18 lat=4 flops=0 unit=int stall=4 # 01b0 SHF.L.U64.HI R6, R28, 0x1, R27
alu r0 r0 lat=4 flops=0 unit=int             # 01c0 LOP3.LUT R5, R5, 0xfffffffc, RZ, 0xc0, !PT
alu r2 r1 lat=4 flops=0 unit=fp32            # 01d0 IMAD R13, R6, -0x12aa7333, RZ
alu r3 r1 lat=4 flops=0 unit=int stall=2     # 01e0 SHF.R.U32.HI R4, RZ, 0x1, R6
alu r4 r0 r18 lat=4 flops=0 unit=int stall=2 # 01f0 LOP3.LUT R10, R5, 0x7fffffff, R27, 0x78, !PT
alu r5 r3 r0 lat=4 flops=0 unit=int stall=2  # 0200 LOP3.LUT R8, R4.reuse, 0x1, R5.reuse, 0x1e, !PT
alu r1 r3 r0 lat=4 flops=0 unit=int stall=2  # 0210 LOP3.LUT R6, R4.reuse, 0x2, R5.reuse, 0x1e, !PT
alu r3 r3 r0 lat=4 flops=0 unit=int          # 0220 LOP3.LUT R4, R4, 0x3, R5, 0x1e, !PT
alu r0 r4 r2 lat=4 flops=0 unit=fp32 stall=2 # 0230 IMAD R5, R10, -0xae5029, R13
alu r4 r4 lat=4 flops=0 unit=fp32 stall=4    # 0240 IMAD.WIDE.U32 R10, R10, -0x12aa7333, RZ
alu r6 r5 r2 lat=4 flops=0 unit=fp32 stall=2 # 0250 IMAD R17, R8.reuse, -0xae5029, R13
alu r5 r5 lat=4 flops=0 unit=fp32 stall=4    # 0260 IMAD.WIDE.U32 R8, R8, -0x12aa7333, RZ
alu r7 r4 r0 lat=4 flops=0 unit=fp32 stall=2 # 0270 IMAD.IADD R11, R11, 0x1, R5
alu r8 r1 r2 lat=4 flops=0 unit=fp32 stall=2 # 0280 IMAD R15, R6, -0xae5029, R13.reuse
alu r2 r3 r2 lat=4 flops=0 unit=fp32         # 0290 IMAD R13, R4, -0xae5029, R13
alu r7 r7 lat=4 flops=0 unit=int             # 02a0 SHF.R.U32.HI R11, RZ, 0x1, R11
alu r1 r1 lat=4 flops=0 unit=fp32 stall=3    # 02b0 IMAD.WIDE.U32 R6, R6, -0x12aa7333, RZ
alu r4 r7 r4 lat=4 flops=0 unit=int          # 02c0 LOP3.LUT R10, R11, UR4, R10, 0x48, !PT
alu r9 r5 r6 lat=4 flops=0 unit=fp32 stall=2 # 02d0 IMAD.IADD R9, R9, 0x1, R17
alu r3 r3 lat=4 flops=0 unit=fp32 stall=3    # 02e0 IMAD.WIDE.U32 R4, R4, -0x12aa7333, RZ
alu r9 r9 lat=4 flops=0 unit=int             # 02f0 SHF.R.U32.HI R9, RZ, 0x1, R9
alu r10 r1 r8 lat=4 flops=0 unit=fp32 stall=2 # 0300 IMAD.IADD R7, R7, 0x1, R15
alu r0 r3 r2 lat=4 flops=0 unit=fp32         # 0310 IMAD.IADD R5, R5, 0x1, R13
alu r9 r9 r5 lat=4 flops=0 unit=int          # 0320 LOP3.LUT R9, R9, UR4, R8, 0x48, !PT
alu r11 r4 lat=4 flops=0 unit=fp32           # 0330 IMAD.SHL.U32 R12, R10, 0x20, RZ
alu r10 r10 lat=4 flops=0 unit=int stall=2   # 0340 SHF.R.U32.HI R7, RZ, 0x1, R7
alu r0 r0 lat=4 flops=0 unit=int             # 0350 SHF.R.U32.HI R5, RZ, 0x1, R5
alu r5 r9 lat=4 flops=0 unit=fp32            # 0360 IMAD.SHL.U32 R8, R9, 0x20, RZ
alu r1 r10 r1 lat=4 flops=0 unit=int stall=2 # 0370 LOP3.LUT R6, R7, UR4, R6, 0x48, !PT
alu r12 r0 r3 lat=4 flops=0 unit=int stall=2 # 0380 LOP3.LUT R14, R5, UR4, R4, 0x48, !PT
alu r3 r11 lat=4 flops=0 unit=int            # 0390 LOP3.LUT R4, R12, R3.reuse, RZ, 0xfc, !PT
alu r11 r1 lat=4 flops=0 unit=fp32           # 03a0 IMAD.SHL.U32 R12, R6, 0x20, RZ
alu r4 r4 lat=4 flops=0 unit=int             # 03b0 SHF.L.U64.HI R10, R10, 0x5, RZ
alu r13 r12 lat=4 flops=0 unit=fp32          # 03c0 IMAD.SHL.U32 R16, R14, 0x20, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 03d0 LOP3.LUT R8, R8, R3, RZ, 0xfc, !PT
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 03e0 IADD3 R4, P0, R4, UR10, RZ
alu r10 r9 lat=4 flops=0 unit=int stall=2    # 03f0 SHF.L.U64.HI R7, R9, 0x5, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 0400 IADD3 R8, P1, R8, UR10, RZ
alu r0 r4 r3 lat=4 flops=0 unit=int stall=2  # 0410 IADD3.X R5, R10, UR11, RZ, P0, !PT
alu r11 r11 lat=4 flops=0 unit=int stall=2   # 0420 LOP3.LUT R12, R12, R3.reuse, RZ, 0xfc, !PT
alu r2 r1 lat=4 flops=0 unit=int stall=2     # 0430 SHF.L.U64.HI R13, R6, 0x5, RZ
alu r13 r13 lat=4 flops=0 unit=int stall=2   # 0440 LOP3.LUT R16, R16, R3, RZ, 0xfc, !PT
alu r9 r10 r5 lat=4 flops=0 unit=int stall=2 # 0450 IADD3.X R9, R7, UR11, RZ, P1, !PT
alu r11 r11 lat=4 flops=0 unit=int           # 0460 IADD3 R12, P0, R12, UR10, RZ
ld r3 R4 width=16 pattern=random group=2     # 0470 LDG.E.128.CONSTANT R4, desc[UR6][R4.64]
alu r12 r12 lat=4 flops=0 unit=int stall=2   # 0480 SHF.L.U64.HI R14, R14, 0x5, RZ
alu r13 r13 lat=4 flops=0 unit=int           # 0490 IADD3 R16, P1, R16, UR10, RZ
ld r5 R8 width=16 pattern=random group=2     # 04a0 LDG.E.128.CONSTANT R8, desc[UR6][R8.64]
alu r2 r2 r11 lat=4 flops=0 unit=int stall=2 # 04b0 IADD3.X R13, R13, UR11, RZ, P0, !PT
alu r6 r12 r13 lat=4 flops=0 unit=int stall=4 # 04c0 IADD3.X R17, R14, UR11, RZ, P1, !PT
ld r11 R12 width=16 pattern=random group=2 stall=4 # 04d0 LDG.E.128.CONSTANT R12, desc[UR6][R12.64]
ld r13 R16 width=16 pattern=random group=2   # 04e0 LDG.E.128.CONSTANT R16, desc[UR6][R16.64]
alu r14 r14 lat=4 flops=0 unit=int stall=2   # 04f0 IADD3 R29, P0, R29, 0x1, RZ
alu r15 r15 lat=4 flops=0 unit=int stall=3   # 0500 LEA R28, P1, R20, R28, 0x2
alu r16 r16 r14 lat=4 flops=0 unit=fp32      # 0510 IMAD.X R26, RZ, RZ, R26, P0
alu r17 r14 lat=4 flops=0 unit=int           # 0520 ISETP.GE.U32.AND P0, PT, R29, UR8, PT
alu r18 r18 r15 lat=4 flops=0 unit=fp32 stall=3 # 0530 IMAD.X R27, R27, 0x1, R0, P1
alu r17 r16 r17 lat=4 flops=0 unit=int stall=2 # 0540 ISETP.GE.U32.AND.EX P0, PT, R26, UR9, PT, P0
alu r1 r3 lat=4 flops=0 unit=int stall=4     # 0550 IADD3 R6, R6, R4, R5
alu r1 r19 r1 r3 lat=4 flops=0 unit=int stall=2 # 0560 IADD3 R6, R2, R6, R7
alu r4 r5 lat=4 flops=0 unit=int stall=4     # 0570 IADD3 R10, R10, R8, R9
alu r1 r1 r4 r5 lat=4 flops=0 unit=int stall=2 # 0580 IADD3 R6, R6, R10, R11
alu r12 r11 lat=4 flops=0 unit=int stall=2   # 0590 IADD3 R14, R14, R12, R13
alu r13 r13 lat=4 flops=0 unit=int stall=2   # 05a0 IADD3 R16, R18, R16, R17
alu r1 r1 r12 r11 lat=4 flops=0 unit=int stall=4 # 05b0 IADD3 R6, R6, R14, R15
alu r19 r1 r13 lat=4 flops=0 unit=int        # 05c0 IADD3 R2, R6, R16, R19
alu r60 r17 lat=2 flops=0 unit=none branch=taken stall=6 # 05d0 @!P0 BRA 0x1a0
