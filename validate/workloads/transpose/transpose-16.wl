# imported by lhsim import from validate/results/h200/transpose/sass_transpose.txt
# kernel k_transpose<16> (_Z11k_transposeILi16EEvPjPKjiS0_)
# loop 1 of 1: 0x01c0..0x06b0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R16: address R16 as written at 0x0440; coalesced at the instruction's width
# stream R12: address R12 as written at 0x0470; coalesced at the instruction's width
# stream R12_2: address R12 as written at 0x05c0; coalesced at the instruction's width
# stream R14: address R14 as written at 0x05e0; coalesced at the instruction's width
# slow paths x1 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 6 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name transpose-16
alu r0 r16 lat=4 flops=0 unit=int stall=4    # 01c0 LOP3.LUT R2, R8, UR12, RZ, 0xfc, !PT
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 01d0 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 01e0 @!P0 BRA 0x250
alu r2 lat=17 flops=0 unit=sfu               # 0250 I2F.U32.RP R10, UR4
alu r3 lat=4 flops=0 unit=fp32               # 0260 IMAD R11, RZ, RZ, -UR4
alu r4 lat=4 flops=0 unit=int stall=6        # 0270 ISETP.NE.U32.AND P2, PT, RZ, UR4, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0280 MUFU.RCP R10, R10
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 0290 VIADD R2, R10, 0xffffffe
alu r5 r0 lat=17 flops=0 unit=sfu stall=2    # 02a0 F2I.FTZ.U32.TRUNC.NTZ R3, R2
alu r0 lat=4 flops=4 unit=fp32               # 02b0 HFMA2.MMA R2, -RZ, RZ, 0, 0
alu r3 r3 r5 lat=4 flops=0 unit=fp32 stall=9 # 02c0 IMAD R11, R11, R3, RZ
alu r6 r5 r3 r0 lat=9 flops=0 unit=fp32 stall=6 # 02d0 IMAD.HI.U32 R12, R3, R11, R2
alu r7 r6 r15 lat=9 flops=0 unit=fp32 stall=4 # 02e0 IMAD.HI.U32 R14, R12, R9, RZ
alu r6 r7 lat=4 flops=0 unit=fp32 stall=4    # 02f0 IMAD.MOV R12, RZ, RZ, -R14
alu r5 r6 r15 lat=4 flops=0 unit=fp32 stall=5 # 0300 IMAD R3, R12, UR4, R9
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0310 ISETP.GE.U32.AND P0, PT, R3, UR4, PT
alu r5 r1 r5 lat=4 flops=0 unit=int          # 0320 @P0 VIADD R3, R3, -UR4
alu r7 r1 r7 lat=4 flops=0 unit=int stall=4  # 0330 @P0 IADD3 R14, R14, 0x1, RZ
alu r8 r5 lat=4 flops=0 unit=int stall=13    # 0340 ISETP.GE.U32.AND P1, PT, R3, UR4, PT
alu r7 r8 r7 lat=4 flops=0 unit=int          # 0350 @P1 VIADD R14, R14, 0x1
alu r7 r4 lat=4 flops=0 unit=int stall=5     # 0360 @!P2 LOP3.LUT R14, RZ, UR4, RZ, 0x33, !PT
alu r0 r7 lat=4 flops=0 unit=fp32 stall=4    # 0370 IMAD.MOV R2, RZ, RZ, -R14
alu r9 r0 r15 lat=4 flops=0 unit=fp32 stall=7 # 0380 IMAD R15, R2, UR4, R9
alu r5 r7 lat=4 flops=0 unit=int             # 0390 LEA R3, R14, R5, 0x5
alu r2 r9 lat=4 flops=0 unit=fp32 stall=3    # 03a0 IMAD R10, R15, 0x20, R0
alu r0 r5 lat=4 flops=0 unit=int             # 03b0 SHF.R.S32.HI R2, RZ, 0x1f, R3
alu r10 r5 lat=4 flops=0 unit=int            # 03c0 VIADD R13, R3, 0x10
alu r3 r2 lat=4 flops=0 unit=int stall=3     # 03d0 SHF.R.S32.HI R11, RZ, 0x1f, R10
alu r6 r0 lat=4 flops=0 unit=fp32            # 03e0 IMAD R12, R2, UR6, RZ
alu r0 r10 lat=4 flops=0 unit=int stall=3    # 03f0 SHF.R.S32.HI R2, RZ, 0x1f, R13
alu r11 r5 r6 lat=4 flops=0 unit=fp32 stall=2 # 0400 IMAD R17, R3.reuse, UR7, R12
alu r6 r0 lat=4 flops=0 unit=fp32 stall=2    # 0410 IMAD R12, R2, UR6, RZ
alu r0 r5 r2 r3 lat=4 flops=0 unit=fp32 stall=4 # 0420 IMAD.WIDE.U32 R2, R3, UR6, R10
alu r2 r10 r2 r3 lat=4 flops=0 unit=fp32     # 0430 IMAD.WIDE.U32 R10, R13, UR6, R10
alu r12 r0 lat=4 flops=0 unit=int stall=3    # 0440 LEA R16, P0, R2, UR14, 0x2
alu r13 r10 r6 lat=4 flops=0 unit=fp32       # 0450 IMAD R19, R13, UR7, R12
alu r10 r0 r11 lat=4 flops=0 unit=int stall=2 # 0460 IADD3 R13, R3, R17, RZ
alu r6 r2 lat=4 flops=0 unit=int             # 0470 LEA R12, P1, R10, UR14, 0x2
alu r5 r2 r13 lat=4 flops=0 unit=fp32        # 0480 IMAD.IADD R3, R11, 0x1, R19
alu r11 r0 r10 r12 lat=4 flops=0 unit=int stall=4 # 0490 LEA.HI.X R17, R2, UR15, R13, 0x2, P0
alu r10 r2 r5 r6 lat=4 flops=0 unit=int stall=2 # 04a0 LEA.HI.X R13, R10, UR15, R3, 0x2, P1
ld r11 R16 width=4 stall=4                   # 04b0 LDG.E.CONSTANT R17, desc[UR10][R16.64]
ld r10 R12 width=4                           # 04c0 LDG.E.CONSTANT R13, desc[UR10][R12.64]
alu r5 r9 lat=4 flops=0 unit=fp32            # 04d0 IMAD R3, R15, 0x20, R5
alu r2 r7 lat=4 flops=0 unit=int stall=3     # 04e0 LEA R10, R14, R0, 0x5
alu r9 r5 lat=4 flops=0 unit=int             # 04f0 VIADD R15, R3, 0x10
alu r0 r5 lat=4 flops=0 unit=int stall=2     # 0500 SHF.R.S32.HI R2, RZ, 0x1f, R3
alu r3 r2 lat=4 flops=0 unit=int stall=3     # 0510 SHF.R.S32.HI R11, RZ, 0x1f, R10
alu r6 r0 lat=4 flops=0 unit=fp32            # 0520 IMAD R12, R2, UR6, RZ
alu r0 r9 lat=4 flops=0 unit=int             # 0530 SHF.R.S32.HI R2, RZ, 0x1f, R15
alu r61 r11 lat=2 flops=0 unit=none stall=4  # 0540 STS [R6], R17
alu r62 r10 lat=2 flops=0 unit=none          # 0550 STS [R6+0x840], R13
bar                                          # 0560 BAR.SYNC.DEFER_BLOCKING 0x0
alu r10 r5 r6 lat=4 flops=0 unit=fp32 stall=2 # 0570 IMAD R13, R3, UR7, R12
alu r6 r0 lat=4 flops=0 unit=fp32 stall=2    # 0580 IMAD R12, R2, UR6, RZ
alu r0 r5 r2 r3 lat=4 flops=0 unit=fp32 stall=4 # 0590 IMAD.WIDE.U32 R2, R3, UR6, R10
alu r2 r9 r2 r3 lat=4 flops=0 unit=fp32 stall=4 # 05a0 IMAD.WIDE.U32 R10, R15, UR6, R10
alu r9 r9 r6 lat=4 flops=0 unit=fp32         # 05b0 IMAD R15, R15, UR7, R12
alu r6 r0 lat=4 flops=0 unit=int             # 05c0 LEA R12, P0, R2, UR16, 0x2
alu r10 r0 r10 lat=4 flops=0 unit=fp32       # 05d0 IMAD.IADD R13, R3, 0x1, R13
alu r7 r2 lat=4 flops=0 unit=int stall=2     # 05e0 LEA R14, P1, R10, UR16, 0x2
alu r5 r2 r9 lat=4 flops=0 unit=int          # 05f0 IADD3 R3, R11, R15, RZ
alu r14 lat=30 flops=0 unit=none             # 0600 LDS R21, [R7]
alu r10 r0 r10 r6 lat=4 flops=0 unit=int stall=2 # 0610 LEA.HI.X R13, R2, UR17, R13, 0x2, P0
alu r15 r15 lat=4 flops=0 unit=int           # 0620 IADD3 R9, P0, R4, R9, RZ
alu r13 lat=30 flops=0 unit=none             # 0630 LDS R19, [R7+0x40]
alu r9 r2 r5 r7 lat=4 flops=0 unit=int stall=3 # 0640 LEA.HI.X R15, R10, UR17, R3, 0x2, P1
alu r16 r16 r15 lat=4 flops=0 unit=fp32      # 0650 IMAD.X R8, RZ, RZ, R8, P0
alu r1 r15 lat=4 flops=0 unit=int stall=4    # 0660 ISETP.GE.U32.AND P0, PT, R9, UR8, PT
alu r1 r16 r1 lat=4 flops=0 unit=int         # 0670 ISETP.GE.U32.AND.EX P0, PT, R8, UR9, PT, P0
st R12_2 r14 width=4 apart=65536 stall=4                 # 0680 STG.E desc[UR10][R12.64], R21
st R14 r13 width=4 apart=65536                           # 0690 STG.E desc[UR10][R14.64], R19
bar stall=7                                  # 06a0 BAR.SYNC.DEFER_BLOCKING 0x0
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 06b0 @!P0 BRA 0x1c0
