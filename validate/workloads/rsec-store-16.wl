# imported by lhsim import from tests/sass/families3.sass
# kernel k_rsec<0,16> (_Z6k_rsecILi0ELi16EEvPjmmS0_S0_)
# loop 1 of 1: 0x0170..0x0550, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R12: address R12 as written at 0x0420; random lines (--pattern)
# stream R14: address R14 as written at 0x0430; random lines (--pattern)
# stream R16: address R16 as written at 0x0440; random lines (--pattern)
# stream R18: address R18 as written at 0x0450; random lines (--pattern)
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rsec-store-16
alu r0 r15 lat=4 flops=0 unit=fp32           # 0170 IMAD.SHL.U32 R5, R0.reuse, 0x2, RZ
alu r1 r15 r16 lat=4 flops=0 unit=int stall=4 # 0180 SHF.L.U64.HI R6, R0, 0x1, R9
alu r0 r0 lat=4 flops=0 unit=int             # 0190 LOP3.LUT R5, R5, 0xfffffffc, RZ, 0xc0, !PT
alu r2 r1 lat=4 flops=0 unit=fp32            # 01a0 IMAD R7, R6, -0x12aa7333, RZ
alu r3 r1 lat=4 flops=0 unit=int stall=2     # 01b0 SHF.R.U32.HI R12, RZ, 0x1, R6
alu r4 r0 r16 lat=4 flops=0 unit=int stall=2 # 01c0 LOP3.LUT R16, R5, 0x7fffffff, R9, 0x78, !PT
alu r1 r3 r0 lat=4 flops=0 unit=int stall=2  # 01d0 LOP3.LUT R6, R12.reuse, 0x1, R5.reuse, 0x1e, !PT
alu r5 r3 r0 lat=4 flops=0 unit=int stall=2  # 01e0 LOP3.LUT R14, R12.reuse, 0x2, R5.reuse, 0x1e, !PT
alu r3 r3 r0 lat=4 flops=0 unit=int          # 01f0 LOP3.LUT R12, R12, 0x3, R5, 0x1e, !PT
alu r0 r4 r2 lat=4 flops=0 unit=fp32 stall=2 # 0200 IMAD R5, R16, -0xae5029, R7
alu r4 r4 lat=4 flops=0 unit=fp32 stall=4    # 0210 IMAD.WIDE.U32 R16, R16, -0x12aa7333, RZ
alu r6 r1 r2 lat=4 flops=0 unit=fp32 stall=2 # 0220 IMAD R19, R6, -0xae5029, R7.reuse
alu r7 r5 r2 lat=4 flops=0 unit=fp32 stall=2 # 0230 IMAD R21, R14, -0xae5029, R7.reuse
alu r8 r3 r2 lat=4 flops=0 unit=fp32 stall=2 # 0240 IMAD R23, R12, -0xae5029, R7
alu r1 r1 lat=4 flops=0 unit=fp32 stall=4    # 0250 IMAD.WIDE.U32 R6, R6, -0x12aa7333, RZ
alu r5 r5 lat=4 flops=0 unit=fp32 stall=4    # 0260 IMAD.WIDE.U32 R14, R14, -0x12aa7333, RZ
alu r3 r3 lat=4 flops=0 unit=fp32 stall=4    # 0270 IMAD.WIDE.U32 R12, R12, -0x12aa7333, RZ
alu r9 r4 r0 lat=4 flops=0 unit=fp32 stall=2 # 0280 IMAD.IADD R18, R17, 0x1, R5
alu r10 r1 r6 lat=4 flops=0 unit=fp32 stall=2 # 0290 IMAD.IADD R17, R7, 0x1, R19
alu r2 r5 r7 lat=4 flops=0 unit=fp32         # 02a0 IMAD.IADD R7, R15, 0x1, R21
alu r11 r9 lat=4 flops=0 unit=int            # 02b0 SHF.R.U32.HI R15, RZ, 0x1, R18
alu r0 r3 r8 lat=4 flops=0 unit=fp32         # 02c0 IMAD.IADD R5, R13, 0x1, R23
alu r12 r10 lat=4 flops=0 unit=int stall=2   # 02d0 SHF.R.U32.HI R13, RZ, 0x1, R17
alu r2 r2 lat=4 flops=0 unit=int stall=2     # 02e0 SHF.R.U32.HI R7, RZ, 0x1, R7
alu r0 r0 lat=4 flops=0 unit=int stall=2     # 02f0 SHF.R.U32.HI R5, RZ, 0x1, R5
alu r4 r11 r4 lat=4 flops=0 unit=int stall=2 # 0300 LOP3.LUT R16, R15, UR6, R16, 0x48, !PT
alu r13 r12 r1 lat=4 flops=0 unit=int        # 0310 LOP3.LUT R20, R13, UR6, R6, 0x48, !PT
alu r1 lat=4 flops=0 unit=fp32               # 0320 IMAD.MOV.U32 R6, RZ, RZ, 0x1
alu r5 r2 r5 lat=4 flops=0 unit=int          # 0330 LOP3.LUT R14, R7, UR6, R14, 0x48, !PT
alu r14 r4 lat=4 flops=0 unit=fp32           # 0340 IMAD.SHL.U32 R22, R16, 0x20, RZ
alu r3 r0 r3 lat=4 flops=0 unit=int          # 0350 LOP3.LUT R12, R5, UR6, R12, 0x48, !PT
alu r0 lat=4 flops=0 unit=fp32               # 0360 IMAD.MOV.U32 R5, RZ, RZ, 0x1
alu r11 r13 lat=4 flops=0 unit=int           # 0370 SHF.L.U64.HI R15, R20.reuse, 0x5, RZ
alu r13 r13 lat=4 flops=0 unit=fp32          # 0380 IMAD.SHL.U32 R20, R20, 0x20, RZ
alu r2 r4 lat=4 flops=0 unit=int             # 0390 SHF.L.U64.HI R7, R16, 0x5, RZ
alu r4 r5 lat=4 flops=0 unit=fp32            # 03a0 IMAD.SHL.U32 R16, R14, 0x20, RZ
alu r6 r3 lat=4 flops=0 unit=int             # 03b0 SHF.L.U64.HI R19, R12.reuse, 0x5, RZ
alu r9 r3 lat=4 flops=0 unit=fp32            # 03c0 IMAD.SHL.U32 R18, R12, 0x20, RZ
alu r3 r14 lat=4 flops=0 unit=int stall=2    # 03d0 LOP3.LUT R12, R22, R11, RZ, 0xfc, !PT
alu r10 r5 lat=4 flops=0 unit=int stall=2    # 03e0 SHF.L.U64.HI R17, R14, 0x5, RZ
alu r5 r13 lat=4 flops=0 unit=int stall=2    # 03f0 LOP3.LUT R14, R20, R11.reuse, RZ, 0xfc, !PT
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 0400 LOP3.LUT R16, R16, R11.reuse, RZ, 0xfc, !PT
alu r9 r9 lat=4 flops=0 unit=int stall=2     # 0410 LOP3.LUT R18, R18, R11, RZ, 0xfc, !PT
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 0420 IADD3 R12, P0, R12, UR10, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 0430 IADD3 R14, P2, R14, UR10, RZ
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 0440 IADD3 R16, P3, R16, UR10, RZ
alu r9 r9 lat=4 flops=0 unit=int stall=2     # 0450 IADD3 R18, P4, R18, UR10, RZ
alu r12 r2 r3 lat=4 flops=0 unit=int         # 0460 IADD3.X R13, R7, UR11, RZ, P0, !PT
alu r2 lat=4 flops=0 unit=fp32               # 0470 IMAD.MOV.U32 R7, RZ, RZ, 0x1
alu r11 r11 r5 lat=4 flops=0 unit=int stall=2 # 0480 IADD3.X R15, R15, UR11, RZ, P2, !PT
alu r10 r10 r4 lat=4 flops=0 unit=int stall=2 # 0490 IADD3.X R17, R17, UR11, RZ, P3, !PT
alu r6 r6 r9 lat=4 flops=0 unit=int          # 04a0 IADD3.X R19, R19, UR11, RZ, P4, !PT
st R12 r2 width=16 pattern=random group=2    # 04b0 STG.E.128 desc[UR4][R12.64], R4
alu r15 r15 lat=4 flops=0 unit=int stall=3   # 04c0 LEA R0, P2, R2, R0, 0x2
st R14 r2 width=16 pattern=random group=2 stall=2 # 04d0 STG.E.128 desc[UR4][R14.64], R4
alu r16 r16 r15 lat=4 flops=0 unit=fp32 stall=2 # 04e0 IMAD.X R9, R9, 0x1, R10, P2
st R16 r2 width=16 pattern=random group=2 stall=4 # 04f0 STG.E.128 desc[UR4][R16.64], R4
st R18 r2 width=16 pattern=random group=2 stall=2 # 0500 STG.E.128 desc[UR4][R18.64], R4
alu r17 r17 lat=4 flops=0 unit=int stall=5   # 0510 IADD3 R4, P0, R4, 0x1, RZ
alu r18 r18 r17 lat=4 flops=0 unit=fp32      # 0520 IMAD.X R8, RZ, RZ, R8, P0
alu r19 r17 lat=4 flops=0 unit=int stall=4   # 0530 ISETP.GE.U32.AND P0, PT, R4, UR8, PT
alu r19 r18 r19 lat=4 flops=0 unit=int stall=13 # 0540 ISETP.GE.U32.AND.EX P0, PT, R8, UR9, PT, P0
alu r60 r19 lat=2 flops=0 unit=none branch=taken stall=5 # 0550 @!P0 BRA 0x170
