# imported by lhsim import from validate/results/h200/l2writes/sass_mix.txt
# kernel k_mix<1,3> (_Z5k_mixILi1ELi3EEvPK6float4PS0_mmPj)
# loop 1 of 1: 0x0270..0x09a0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R12: address R12 as written at 0x0470; coalesced at the instruction's width
# stream R22: address R22 as written at 0x04a0; coalesced at the instruction's width
# stream R14: address R14 as written at 0x06d0; coalesced at the instruction's width
# stream R14_2: address R14 as written at 0x08d0; coalesced at the instruction's width
# slow paths x3 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 15 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name mix-1-3
alu r0 r17 lat=4 flops=0 unit=int            # 0270 LOP3.LUT R12, R5, UR10, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none              # 0280 ULDC.64 UR6, c[0x0][0x220]
alu r61 lat=2 flops=0 unit=none stall=2      # 0290 BSSY B0, 0x450
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 02a0 ISETP.NE.U32.AND P0, PT, R12, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 02b0 @!P0 BRA 0x310
alu r2 lat=17 flops=0 unit=sfu               # 0310 I2F.U32.RP R14, UR11
alu r3 lat=4 flops=0 unit=int stall=7        # 0320 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0330 MUFU.RCP R14, R14
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 0340 VIADD R12, R14, 0xffffffe
alu r4 r0 lat=17 flops=0 unit=sfu stall=2    # 0350 F2I.FTZ.U32.TRUNC.NTZ R13, R12
alu r0 lat=4 flops=0 unit=fp32               # 0360 IMAD.MOV.U32 R12, RZ, RZ, RZ
alu r5 r4 lat=4 flops=0 unit=int stall=5     # 0370 IADD3 R15, RZ, -R13, RZ
alu r5 r5 lat=4 flops=0 unit=fp32 stall=4    # 0380 IMAD R15, R15, UR11, RZ
alu r6 r4 r5 r0 lat=9 flops=0 unit=fp32      # 0390 IMAD.HI.U32 R16, R13, R15, R12
alu r4 lat=4 flops=4 unit=fp32 stall=5       # 03a0 HFMA2.MMA R13, -RZ, RZ, 0, 0
alu r6 r6 r15 lat=9 flops=0 unit=fp32 stall=4 # 03b0 IMAD.HI.U32 R16, R16, R3, RZ
alu r6 r6 lat=4 flops=0 unit=fp32 stall=4    # 03c0 IMAD.MOV R16, RZ, RZ, -R16
alu r5 r6 r15 lat=4 flops=0 unit=fp32 stall=5 # 03d0 IMAD R15, R16, UR11, R3
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 03e0 ISETP.GE.U32.AND P0, PT, R15, UR11, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=4  # 03f0 @P0 IADD3 R15, R15, -UR11, RZ
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0400 ISETP.GE.U32.AND P0, PT, R15, UR11, PT
alu r5 r1 r5 lat=4 flops=0 unit=int          # 0410 @P0 VIADD R15, R15, -UR11
alu r5 r3 lat=4 flops=0 unit=int stall=5     # 0420 @!P1 LOP3.LUT R15, RZ, UR11, RZ, 0x33, !PT
alu r0 r5 lat=4 flops=0 unit=fp32 stall=7    # 0430 IMAD.MOV.U32 R12, RZ, RZ, R15
alu r63 lat=2 flops=0 unit=none stall=5      # 0440 BSYNC B0
alu r7 r0 lat=4 flops=0 unit=fp32            # 0450 IMAD.SHL.U32 R22, R12.reuse, 0x10, RZ
alu r6 r0 r4 lat=4 flops=0 unit=int stall=4  # 0460 SHF.L.U64.HI R16, R12, 0x4, R13
alu r0 r7 lat=4 flops=0 unit=int stall=4     # 0470 IADD3 R12, P0, R22, UR12, RZ
alu r4 r6 r0 lat=4 flops=0 unit=int stall=6  # 0480 IADD3.X R13, R16, UR13, RZ, P0, !PT
ld r0 R12 width=16                           # 0490 LDG.E.128.CONSTANT R12, desc[UR8][R12.64]
alu r7 r7 lat=4 flops=0 unit=int             # 04a0 IADD3 R22, P0, R22, UR14, RZ
alu r60 lat=2 flops=0 unit=none stall=3      # 04b0 BSSY B0, 0x6d0
alu r8 r6 r7 lat=4 flops=0 unit=int          # 04c0 IADD3.X R23, R16, UR15, RZ, P0, !PT
alu r9 r0 r9 lat=4 flops=1 unit=fp32         # 04d0 FADD R8, R12, R8
alu r10 r0 r10 lat=4 flops=1 unit=fp32       # 04e0 FADD R9, R13, R9
alu r11 r0 r11 lat=4 flops=1 unit=fp32       # 04f0 FADD R10, R14, R10
alu r12 r0 r12 lat=4 flops=1 unit=fp32       # 0500 FADD R11, R15, R11
alu r2 r14 lat=4 flops=0 unit=int stall=4    # 0510 LOP3.LUT R14, R7, UR10, RZ, 0xfc, !PT
st R22 r12 width=16                          # 0520 STG.E.128 desc[UR8][R22.64], R8
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 0530 ISETP.NE.U32.AND P0, PT, R14, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0540 @!P0 BRA 0x5a0
alu r2 lat=17 flops=0 unit=sfu               # 05a0 I2F.U32.RP R14, UR11
alu r0 lat=4 flops=4 unit=fp32               # 05b0 HFMA2.MMA R12, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int stall=6        # 05c0 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 05d0 MUFU.RCP R14, R14
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 05e0 VIADD R15, R14, 0xffffffe
alu r4 r5 lat=17 flops=0 unit=sfu stall=2    # 05f0 F2I.FTZ.U32.TRUNC.NTZ R13, R15
alu r8 r4 lat=4 flops=0 unit=fp32 stall=4    # 0600 IMAD.MOV R23, RZ, RZ, -R13
alu r8 r8 lat=4 flops=0 unit=fp32 stall=4    # 0610 IMAD R23, R23, UR11, RZ
alu r8 r4 r8 r0 lat=9 flops=0 unit=fp32 stall=6 # 0620 IMAD.HI.U32 R23, R13, R23, R12
alu r0 r8 r13 lat=9 flops=0 unit=fp32 stall=4 # 0630 IMAD.HI.U32 R12, R23, R4, RZ
alu r4 r0 lat=4 flops=0 unit=fp32 stall=4    # 0640 IMAD.MOV R13, RZ, RZ, -R12
alu r0 r4 r13 lat=4 flops=0 unit=fp32 stall=2 # 0650 IMAD R12, R13, UR11, R4
alu r4 lat=4 flops=0 unit=fp32 stall=3       # 0660 IMAD.MOV.U32 R13, RZ, RZ, RZ
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0670 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r0 r1 r0 lat=4 flops=0 unit=int stall=5  # 0680 @P0 VIADD R12, R12, -UR11
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0690 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r0 r1 r0 lat=4 flops=0 unit=int stall=2  # 06a0 @P0 IADD3 R12, R12, -UR11, RZ
alu r0 r3 lat=4 flops=0 unit=int stall=7     # 06b0 @!P1 LOP3.LUT R12, RZ, UR11, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 06c0 BSYNC B0
alu r2 r0 lat=4 flops=0 unit=int             # 06d0 LEA R14, P0, R12.reuse, UR14, 0x4
alu r60 lat=2 flops=0 unit=none stall=3      # 06e0 BSSY B0, 0x8c0
alu r5 r0 r4 r2 lat=4 flops=0 unit=int stall=2 # 06f0 LEA.HI.X R15, R12, UR15, R13, 0x4, P0
alu r0 r18 lat=4 flops=0 unit=int stall=3    # 0700 LOP3.LUT R12, R17, UR10, RZ, 0xfc, !PT
st R14 r12 width=16                          # 0710 STG.E.128 desc[UR8][R14.64], R8
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0720 ISETP.NE.U32.AND P0, PT, R12, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0730 @!P0 BRA 0x790
alu r2 lat=17 flops=0 unit=sfu               # 0790 I2F.U32.RP R14, UR11
alu r0 lat=4 flops=4 unit=fp32               # 07a0 HFMA2.MMA R12, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int stall=6        # 07b0 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 07c0 MUFU.RCP R14, R14
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 07d0 VIADD R15, R14, 0xffffffe
alu r4 r5 lat=17 flops=0 unit=sfu stall=2    # 07e0 F2I.FTZ.U32.TRUNC.NTZ R13, R15
alu r8 r4 lat=4 flops=0 unit=fp32 stall=4    # 07f0 IMAD.MOV R23, RZ, RZ, -R13
alu r8 r8 lat=4 flops=0 unit=fp32 stall=4    # 0800 IMAD R23, R23, UR11, RZ
alu r8 r4 r8 r0 lat=9 flops=0 unit=fp32 stall=6 # 0810 IMAD.HI.U32 R23, R13, R23, R12
alu r0 r8 r16 lat=9 flops=0 unit=fp32 stall=4 # 0820 IMAD.HI.U32 R12, R23, R6, RZ
alu r4 r0 lat=4 flops=0 unit=fp32 stall=4    # 0830 IMAD.MOV R13, RZ, RZ, -R12
alu r0 r4 r16 lat=4 flops=0 unit=fp32 stall=2 # 0840 IMAD R12, R13, UR11, R6
alu r4 lat=4 flops=0 unit=fp32 stall=3       # 0850 IMAD.MOV.U32 R13, RZ, RZ, RZ
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0860 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r0 r1 r0 lat=4 flops=0 unit=int stall=5  # 0870 @P0 VIADD R12, R12, -UR11
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0880 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r0 r1 r0 lat=4 flops=0 unit=int stall=2  # 0890 @P0 IADD3 R12, R12, -UR11, RZ
alu r0 r3 lat=4 flops=0 unit=int stall=7     # 08a0 @!P1 LOP3.LUT R12, RZ, UR11, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 08b0 BSYNC B0
alu r60 lat=2 flops=0 unit=none              # 08c0 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r2 r0 lat=4 flops=0 unit=int stall=2     # 08d0 LEA R14, P0, R12, UR14, 0x4
alu r13 r13 lat=4 flops=0 unit=int           # 08e0 IADD3 R4, P2, R4, R2.reuse, RZ
alu r61 lat=2 flops=0 unit=none              # 08f0 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r5 r0 r4 r2 lat=4 flops=0 unit=int stall=2 # 0900 LEA.HI.X R15, R12, UR15, R13, 0x4, P0
alu r1 lat=4 flops=0 unit=int                # 0910 ISETP.LE.U32.AND P0, PT, R20, UR4, PT
alu r14 r14 r13 lat=4 flops=0 unit=fp32      # 0920 IMAD.X R7, R7, 0x1, R0, P2
alu r15 r15 lat=4 flops=0 unit=int           # 0930 IADD3 R3, P3, R3, R2.reuse, RZ
st R14_2 r12 width=16                        # 0940 STG.E.128 desc[UR8][R14.64], R8
alu r0 lat=4 flops=0 unit=fp32               # 0950 IMAD.U32 R12, RZ, RZ, UR5
alu r16 r16 lat=4 flops=0 unit=int stall=2   # 0960 IADD3 R6, P1, R6, R2, RZ
alu r17 r17 r15 lat=4 flops=0 unit=fp32 stall=2 # 0970 IMAD.X R5, R5, 0x1, R0, P3
alu r1 r0 r1 lat=4 flops=0 unit=int stall=2  # 0980 ISETP.GE.U32.AND.EX P0, PT, R12, R21, PT, P0
alu r18 r18 r16 lat=4 flops=0 unit=int stall=11 # 0990 IADD3.X R17, R17, R0, RZ, P1, !PT
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 09a0 @!P0 BRA 0x270
