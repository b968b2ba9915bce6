# imported by lhsim import from validate/results/h200/transpose/sass_transpose.txt
# kernel k_transpose<8> (_Z11k_transposeILi8EEvPjPKjiS0_)
# loop 1 of 1: 0x01c0..0x0690, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R18: address R18 as written at 0x0400; coalesced at the instruction's width
# stream R10: address R10 as written at 0x0430; coalesced at the instruction's width
# stream R12: address R12 as written at 0x0450; coalesced at the instruction's width
# stream R14: address R14 as written at 0x0470; coalesced at the instruction's width
# stream R10_2: address R10 as written at 0x0560; coalesced at the instruction's width
# stream R12_2: address R12 as written at 0x05e0; coalesced at the instruction's width
# stream R14_2: address R14 as written at 0x0610; coalesced at the instruction's width
# stream R16: address R16 as written at 0x0630; coalesced at the instruction's width
# slow paths x1 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 6 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name transpose-8
alu r0 r19 lat=4 flops=0 unit=int stall=4    # 01c0 LOP3.LUT R9, R8, UR12, RZ, 0xfc, !PT
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 01d0 ISETP.NE.U32.AND P0, PT, R9, RZ, PT
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 01e0 @!P0 BRA 0x250
alu r0 lat=17 flops=0 unit=sfu               # 0250 I2F.U32.RP R9, UR4
alu r2 lat=4 flops=0 unit=int stall=2        # 0260 IADD3 R13, RZ, -UR4, RZ
alu r3 lat=4 flops=0 unit=int stall=5        # 0270 ISETP.NE.U32.AND P2, PT, RZ, UR4, PT
alu r0 r0 lat=19 flops=0 unit=sfu stall=2    # 0280 MUFU.RCP R9, R9
alu r4 r0 lat=4 flops=0 unit=int stall=6     # 0290 VIADD R10, R9, 0xffffffe
alu r5 r4 lat=17 flops=0 unit=sfu stall=2    # 02a0 F2I.FTZ.U32.TRUNC.NTZ R11, R10
alu r4 lat=4 flops=0 unit=fp32 stall=2       # 02b0 IMAD.MOV.U32 R10, RZ, RZ, RZ
alu r2 r2 r5 lat=4 flops=0 unit=fp32 stall=4 # 02c0 IMAD R13, R13, R11, RZ
alu r6 r5 r2 r4 lat=9 flops=0 unit=fp32 stall=6 # 02d0 IMAD.HI.U32 R12, R11, R13, R10
alu r7 r6 r18 lat=9 flops=0 unit=fp32 stall=4 # 02e0 IMAD.HI.U32 R16, R12, R7, RZ
alu r6 r7 lat=4 flops=0 unit=fp32 stall=4    # 02f0 IMAD.MOV R12, RZ, RZ, -R16
alu r5 r6 r18 lat=4 flops=0 unit=fp32 stall=5 # 0300 IMAD R11, R12, UR4, R7
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0310 ISETP.GE.U32.AND P0, PT, R11, UR4, PT
alu r5 r1 r5 lat=4 flops=0 unit=int          # 0320 @P0 IADD3 R11, R11, -UR4, RZ
alu r7 r1 r7 lat=4 flops=0 unit=int stall=3  # 0330 @P0 VIADD R16, R16, 0x1
alu r8 r5 lat=4 flops=0 unit=int stall=13    # 0340 ISETP.GE.U32.AND P1, PT, R11, UR4, PT
alu r7 r8 r7 lat=4 flops=0 unit=int          # 0350 @P1 VIADD R16, R16, 0x1
alu r7 r3 lat=4 flops=0 unit=int stall=4     # 0360 @!P2 LOP3.LUT R16, RZ, UR4, RZ, 0x33, !PT
alu r4 r7 lat=4 flops=0 unit=int stall=5     # 0370 IADD3 R10, -R16, RZ, RZ
alu r0 r4 r18 lat=4 flops=0 unit=fp32 stall=7 # 0380 IMAD R9, R10, UR4, R7
alu r2 r7 lat=4 flops=0 unit=fp32 stall=2    # 0390 IMAD R13, R16, 0x20, R3
alu r4 r0 lat=4 flops=0 unit=fp32 stall=3    # 03a0 IMAD R10, R9, 0x20, R0
alu r9 r2 lat=4 flops=0 unit=int stall=2     # 03b0 SHF.R.S32.HI R15, RZ, 0x1f, R13
alu r5 r4 lat=4 flops=0 unit=int stall=3     # 03c0 SHF.R.S32.HI R11, RZ, 0x1f, R10
alu r6 r9 lat=4 flops=0 unit=fp32 stall=2    # 03d0 IMAD R12, R15, R4.reuse, RZ
alu r4 r2 r4 r5 lat=4 flops=0 unit=fp32 stall=4 # 03e0 IMAD.WIDE.U32 R10, R13, R4, R10
alu r2 r2 r6 lat=4 flops=0 unit=fp32         # 03f0 IMAD R13, R13, UR7, R12
alu r10 r4 lat=4 flops=0 unit=int stall=4    # 0400 LEA R18, P0, R10, UR14, 0x2
alu r5 r4 r2 lat=4 flops=0 unit=int stall=4  # 0410 IADD3 R11, R11, R13, RZ
alu r11 r4 r5 r10 lat=4 flops=0 unit=int stall=3 # 0420 LEA.HI.X R19, R10, UR15, R11, 0x2, P0
alu r4 r10 r11 lat=4 flops=0 unit=fp32 stall=2 # 0430 IMAD.WIDE R10, R4.reuse, 0x20, R18
ld r10 R18 width=4 stall=2                   # 0440 LDG.E.CONSTANT R18, desc[UR10][R18.64]
alu r6 r4 lat=4 flops=0 unit=fp32 stall=2    # 0450 IMAD.WIDE R12, R4.reuse, 0x20, R10
ld r4 R10 width=4 stall=2                    # 0460 LDG.E.CONSTANT R10, desc[UR10][R10.64]
alu r12 r6 lat=4 flops=0 unit=fp32 stall=2   # 0470 IMAD.WIDE R14, R4, 0x20, R12
ld r6 R12 width=4 stall=4                    # 0480 LDG.E.CONSTANT R12, desc[UR10][R12.64]
ld r12 R14 width=4                           # 0490 LDG.E.CONSTANT R14, desc[UR10][R14.64]
alu r0 r0 lat=4 flops=0 unit=fp32 stall=2    # 04a0 IMAD R9, R9, 0x20, R3
alu r7 r7 lat=4 flops=0 unit=fp32 stall=3    # 04b0 IMAD R16, R16, 0x20, R0
alu r13 r0 lat=4 flops=0 unit=int stall=2    # 04c0 SHF.R.S32.HI R27, RZ, 0x1f, R9
alu r14 r7 lat=4 flops=0 unit=int stall=3    # 04d0 SHF.R.S32.HI R17, RZ, 0x1f, R16
alu r7 r0 r7 r14 lat=4 flops=0 unit=fp32     # 04e0 IMAD.WIDE.U32 R16, R9, R4.reuse, R16
alu r61 r10 lat=2 flops=0 unit=none stall=4  # 04f0 STS [R5], R18
alu r62 r4 lat=2 flops=0 unit=none stall=4   # 0500 STS [R5+0x420], R10
alu r63 r6 lat=2 flops=0 unit=none stall=4   # 0510 STS [R5+0x840], R12
alu r60 r12 lat=2 flops=0 unit=none          # 0520 STS [R5+0xc60], R14
bar                                          # 0530 BAR.SYNC.DEFER_BLOCKING 0x0
alu r4 r13 lat=4 flops=0 unit=fp32 stall=4   # 0540 IMAD R10, R27, R4, RZ
alu r0 r0 r4 lat=4 flops=0 unit=fp32         # 0550 IMAD R9, R9, UR7, R10
alu r4 r7 lat=4 flops=0 unit=int             # 0560 LEA R10, P0, R16, UR16, 0x2
alu r11 lat=30 flops=0 unit=none stall=4     # 0570 LDS R19, [R6]
alu r15 lat=30 flops=0 unit=none stall=4     # 0580 LDS R21, [R6+0x20]
alu r16 lat=30 flops=0 unit=none stall=4     # 0590 LDS R23, [R6+0x40]
alu r17 lat=30 flops=0 unit=none             # 05a0 LDS R25, [R6+0x60]
alu r0 r7 r0 lat=4 flops=0 unit=int stall=4  # 05b0 IADD3 R9, R17, R9, RZ
alu r5 r7 r0 r4 lat=4 flops=0 unit=int stall=2 # 05c0 LEA.HI.X R11, R16, UR17, R9, 0x2, P0
alu r18 r18 lat=4 flops=0 unit=int           # 05d0 IADD3 R7, P0, R2, R7, RZ
alu r6 r4 r5 lat=4 flops=0 unit=fp32 stall=4 # 05e0 IMAD.WIDE R12, R4, 0x20, R10
alu r19 r19 r18 lat=4 flops=0 unit=fp32      # 05f0 IMAD.X R8, RZ, RZ, R8, P0
alu r1 r18 lat=4 flops=0 unit=int            # 0600 ISETP.GE.U32.AND P0, PT, R7, UR8, PT
alu r12 r6 lat=4 flops=0 unit=fp32 stall=3   # 0610 IMAD.WIDE R14, R4, 0x20, R12
alu r1 r19 r1 lat=4 flops=0 unit=int         # 0620 ISETP.GE.U32.AND.EX P0, PT, R8, UR9, PT, P0
alu r7 r12 lat=4 flops=0 unit=fp32           # 0630 IMAD.WIDE R16, R4, 0x20, R14
st R10_2 r11 width=4 apart=65536 stall=4                 # 0640 STG.E desc[UR10][R10.64], R19
st R12_2 r15 width=4 apart=65536 stall=4                 # 0650 STG.E desc[UR10][R12.64], R21
st R14_2 r16 width=4 apart=65536 stall=4                 # 0660 STG.E desc[UR10][R14.64], R23
st R16 r17 width=4 apart=65536                           # 0670 STG.E desc[UR10][R16.64], R25
bar stall=6                                  # 0680 BAR.SYNC.DEFER_BLOCKING 0x0
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0690 @!P0 BRA 0x1c0
