# imported by lhsim import from tests/sass/families3.sass
# kernel k_rsec<1,8> (_Z6k_rsecILi1ELi8EEvPjmmS0_S0_)
# loop 1 of 1: 0x0190..0x0580, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R10: address R10 as written at 0x03e0; random lines (--pattern)
# stream R14: address R14 as written at 0x0400; random lines (--pattern)
# stream R8: address R8 as written at 0x0430; random lines (--pattern)
# stream R12: address R12 as written at 0x0480; random lines (--pattern)
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rsec-load-8
alu r0 r16 lat=4 flops=0 unit=fp32           # 0190 IMAD.SHL.U32 R9, R21.reuse, 0x2, RZ
alu r1 r16 r17 lat=4 flops=0 unit=int stall=4 # 01a0 SHF.L.U64.HI R8, R21, 0x1, R19
alu r0 r0 lat=4 flops=0 unit=int             # 01b0 LOP3.LUT R9, R9, 0xfffffffc, RZ, 0xc0, !PT
alu r2 r1 lat=4 flops=0 unit=fp32            # 01c0 IMAD R23, R8, -0x12aa7333, RZ
alu r3 r1 lat=4 flops=0 unit=int stall=2     # 01d0 SHF.R.U32.HI R14, RZ, 0x1, R8
alu r1 r0 r17 lat=4 flops=0 unit=int stall=2 # 01e0 LOP3.LUT R8, R9, 0x7fffffff, R19, 0x78, !PT
alu r4 r3 r0 lat=4 flops=0 unit=int stall=2  # 01f0 LOP3.LUT R10, R14.reuse, 0x1, R9.reuse, 0x1e, !PT
alu r5 r3 r0 lat=4 flops=0 unit=int          # 0200 LOP3.LUT R12, R14, 0x2, R9, 0x1e, !PT
alu r6 r1 r2 lat=4 flops=0 unit=fp32         # 0210 IMAD R29, R8, -0xae5029, R23
alu r3 r3 r0 lat=4 flops=0 unit=int          # 0220 LOP3.LUT R14, R14, 0x3, R9, 0x1e, !PT
alu r1 r1 lat=4 flops=0 unit=fp32 stall=4    # 0230 IMAD.WIDE.U32 R8, R8, -0x12aa7333, RZ
alu r7 r4 r2 lat=4 flops=0 unit=fp32 stall=2 # 0240 IMAD R27, R10, -0xae5029, R23.reuse
alu r8 r5 r2 lat=4 flops=0 unit=fp32 stall=2 # 0250 IMAD R25, R12, -0xae5029, R23.reuse
alu r2 r3 r2 lat=4 flops=0 unit=fp32 stall=2 # 0260 IMAD R23, R14, -0xae5029, R23
alu r5 r5 lat=4 flops=0 unit=fp32 stall=4    # 0270 IMAD.WIDE.U32 R12, R12, -0x12aa7333, RZ
alu r4 r4 lat=4 flops=0 unit=fp32 stall=4    # 0280 IMAD.WIDE.U32 R10, R10, -0x12aa7333, RZ
alu r3 r3 lat=4 flops=0 unit=fp32 stall=4    # 0290 IMAD.WIDE.U32 R14, R14, -0x12aa7333, RZ
alu r6 r1 r6 lat=4 flops=0 unit=fp32 stall=2 # 02a0 IMAD.IADD R29, R9, 0x1, R29
alu r0 r5 r8 lat=4 flops=0 unit=fp32 stall=2 # 02b0 IMAD.IADD R9, R13, 0x1, R25
alu r9 r4 r7 lat=4 flops=0 unit=fp32 stall=2 # 02c0 IMAD.IADD R11, R11, 0x1, R27
alu r10 r3 r2 lat=4 flops=0 unit=fp32        # 02d0 IMAD.IADD R13, R15, 0x1, R23
alu r11 r6 lat=4 flops=0 unit=int stall=2    # 02e0 SHF.R.U32.HI R15, RZ, 0x1, R29
alu r9 r9 lat=4 flops=0 unit=int stall=2     # 02f0 SHF.R.U32.HI R11, RZ, 0x1, R11
alu r1 r11 r1 lat=4 flops=0 unit=int stall=2 # 0300 LOP3.LUT R8, R15, UR4, R8, 0x48, !PT
alu r0 r0 lat=4 flops=0 unit=int stall=2     # 0310 SHF.R.U32.HI R9, RZ, 0x1, R9
alu r4 r9 r4 lat=4 flops=0 unit=int          # 0320 LOP3.LUT R10, R11, UR4, R10, 0x48, !PT
alu r9 r1 lat=4 flops=0 unit=fp32            # 0330 IMAD.SHL.U32 R11, R8, 0x20, RZ
alu r5 r0 r5 lat=4 flops=0 unit=int stall=2  # 0340 LOP3.LUT R12, R9, UR4, R12, 0x48, !PT
alu r10 r10 lat=4 flops=0 unit=int           # 0350 SHF.R.U32.HI R13, RZ, 0x1, R13
alu r0 r4 lat=4 flops=0 unit=fp32            # 0360 IMAD.SHL.U32 R9, R10.reuse, 0x20, RZ
alu r2 r4 lat=4 flops=0 unit=int             # 0370 SHF.L.U64.HI R23, R10, 0x5, RZ
alu r11 r5 lat=4 flops=0 unit=fp32           # 0380 IMAD.SHL.U32 R15, R12, 0x20, RZ
alu r4 r9 lat=4 flops=0 unit=int stall=2     # 0390 LOP3.LUT R10, R11, R18, RZ, 0xfc, !PT
alu r10 r10 r3 lat=4 flops=0 unit=int stall=2 # 03a0 LOP3.LUT R13, R13, UR4, R14, 0x48, !PT
alu r1 r1 lat=4 flops=0 unit=int stall=2     # 03b0 SHF.L.U64.HI R8, R8, 0x5, RZ
alu r3 r0 lat=4 flops=0 unit=int             # 03c0 LOP3.LUT R14, R9, R18.reuse, RZ, 0xfc, !PT
alu r0 r10 lat=4 flops=0 unit=fp32           # 03d0 IMAD.SHL.U32 R9, R13, 0x20, RZ
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 03e0 IADD3 R10, P1, R10, UR10, RZ
alu r11 r11 lat=4 flops=0 unit=int stall=2   # 03f0 LOP3.LUT R15, R15, R18, RZ, 0xfc, !PT
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 0400 IADD3 R14, P0, R14, UR10, RZ
alu r9 r1 r4 lat=4 flops=0 unit=int stall=2  # 0410 IADD3.X R11, R8, UR11, RZ, P1, !PT
alu r12 r5 lat=4 flops=0 unit=int stall=2    # 0420 SHF.L.U64.HI R22, R12, 0x5, RZ
alu r1 r11 lat=4 flops=0 unit=int stall=2    # 0430 IADD3 R8, P1, R15, UR10, RZ
alu r5 r0 lat=4 flops=0 unit=int             # 0440 LOP3.LUT R12, R9, R18, RZ, 0xfc, !PT
ld r4 R10 width=8 pattern=random group=2     # 0450 LDG.E.64.CONSTANT R10, desc[UR6][R10.64]
alu r11 r2 r3 lat=4 flops=0 unit=int stall=2 # 0460 IADD3.X R15, R23, UR11, RZ, P0, !PT
alu r10 r10 lat=4 flops=0 unit=int stall=2   # 0470 SHF.L.U64.HI R13, R13, 0x5, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 0480 IADD3 R12, P0, R12, UR10, RZ
alu r0 r12 r1 lat=4 flops=0 unit=int         # 0490 IADD3.X R9, R22, UR11, RZ, P1, !PT
ld r3 R14 width=8 pattern=random group=2     # 04a0 LDG.E.64.CONSTANT R14, desc[UR6][R14.64]
alu r10 r10 r5 lat=4 flops=0 unit=int stall=4 # 04b0 IADD3.X R13, R13, UR11, RZ, P0, !PT
ld r1 R8 width=8 pattern=random group=2 stall=4 # 04c0 LDG.E.64.CONSTANT R8, desc[UR6][R8.64]
ld r5 R12 width=8 pattern=random group=2     # 04d0 LDG.E.64.CONSTANT R12, desc[UR6][R12.64]
alu r13 r13 lat=4 flops=0 unit=int stall=5   # 04e0 IADD3 R20, P0, R20, 0x1, RZ
alu r14 r14 r13 lat=4 flops=0 unit=fp32      # 04f0 IMAD.X R17, RZ, RZ, R17, P0
alu r15 r13 lat=4 flops=0 unit=int stall=4   # 0500 ISETP.GE.U32.AND P0, PT, R20, UR8, PT
alu r15 r14 r15 lat=4 flops=0 unit=int stall=2 # 0510 ISETP.GE.U32.AND.EX P0, PT, R17, UR9, PT, P0
alu r16 r16 lat=4 flops=0 unit=int stall=5   # 0520 LEA R21, P1, R6, R21, 0x2
alu r17 r17 r16 lat=4 flops=0 unit=fp32      # 0530 IMAD.X R19, R19, 0x1, R0, P1
alu r18 r18 r4 lat=4 flops=0 unit=int stall=4 # 0540 IADD3 R16, R16, R10, R11
alu r18 r18 r3 lat=4 flops=0 unit=int stall=4 # 0550 IADD3 R16, R16, R14, R15
alu r18 r18 r1 lat=4 flops=0 unit=int stall=4 # 0560 IADD3 R16, R16, R8, R9
alu r18 r18 r5 lat=4 flops=0 unit=int        # 0570 IADD3 R16, R16, R12, R13
alu r60 r15 lat=2 flops=0 unit=none branch=taken stall=6 # 0580 @!P0 BRA 0x190
