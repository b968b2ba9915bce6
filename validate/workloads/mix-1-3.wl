# imported by lhsim import from tests/sass/families2.sass
# kernel k_mix<1,3> (_Z5k_mixILi1ELi3EEvPK6float4PS0_mmPj)
# loop 1 of 1: 0x0270..0x0a00, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R12: address R12 as written at 0x0490; coalesced at the instruction's width
# stream R20: address R20 as written at 0x04c0; coalesced at the instruction's width
# stream R14: address R14 as written at 0x0710; coalesced at the instruction's width
# stream R14_2: address R14 as written at 0x0920; coalesced at the instruction's width
# slow paths x3 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 21 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name mix-1-3
alu r0 r17 lat=4 flops=0 unit=int            # 0270 LOP3.LUT R12, R5, UR10, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none              # 0280 ULDC.64 UR6, c[0x0][0x220]
alu r61 lat=2 flops=0 unit=none stall=2      # 0290 BSSY B0, 0x470
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 02a0 ISETP.NE.U32.AND P0, PT, R12, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 02b0 @!P0 BRA 0x330
alu r2 lat=17 flops=0 unit=sfu               # 0330 I2F.U32.RP R14, UR11
alu r3 lat=4 flops=0 unit=int stall=7        # 0340 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0350 MUFU.RCP R14, R14
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 0360 VIADD R12, R14, 0xffffffe
alu r4 r0 lat=17 flops=0 unit=sfu stall=2    # 0370 F2I.FTZ.U32.TRUNC.NTZ R13, R12
alu r0 lat=4 flops=4 unit=fp32               # 0380 HFMA2.MMA R12, -RZ, RZ, 0, 0
alu r5 r4 lat=4 flops=0 unit=fp32 stall=4    # 0390 IMAD.MOV R15, RZ, RZ, -R13
alu r5 r5 lat=4 flops=0 unit=fp32 stall=5    # 03a0 IMAD R15, R15, UR11, RZ
alu r6 r4 r5 r0 lat=9 flops=0 unit=fp32 stall=4 # 03b0 IMAD.HI.U32 R16, R13, R15, R12
alu r4 lat=4 flops=0 unit=fp32 stall=2       # 03c0 IMAD.MOV.U32 R13, RZ, RZ, RZ
alu r6 r6 r14 lat=9 flops=0 unit=fp32 stall=4 # 03d0 IMAD.HI.U32 R16, R16, R3, RZ
alu r6 r6 lat=4 flops=0 unit=fp32 stall=4    # 03e0 IMAD.MOV R16, RZ, RZ, -R16
alu r5 r6 r14 lat=4 flops=0 unit=fp32 stall=5 # 03f0 IMAD R15, R16, UR11, R3
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0400 ISETP.GE.U32.AND P0, PT, R15, UR11, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=5  # 0410 @P0 VIADD R15, R15, -UR11
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0420 ISETP.GE.U32.AND P0, PT, R15, UR11, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=2  # 0430 @P0 IADD3 R15, R15, -UR11, RZ
alu r5 r3 lat=4 flops=0 unit=int stall=5     # 0440 @!P1 LOP3.LUT R15, RZ, UR11, RZ, 0x33, !PT
alu r0 r5 lat=4 flops=0 unit=fp32 stall=7    # 0450 IMAD.MOV.U32 R12, RZ, RZ, R15
alu r63 lat=2 flops=0 unit=none stall=5      # 0460 BSYNC B0
alu r7 r0 lat=4 flops=0 unit=int stall=2     # 0470 SHF.L.U32 R20, R12.reuse, 0x4, RZ
alu r6 r0 r4 lat=4 flops=0 unit=int stall=2  # 0480 SHF.L.U64.HI R16, R12, 0x4, R13
alu r0 r7 lat=4 flops=0 unit=int stall=4     # 0490 IADD3 R12, P0, R20, UR12, RZ
alu r4 r6 r0 lat=4 flops=0 unit=int stall=6  # 04a0 IADD3.X R13, R16, UR13, RZ, P0, !PT
ld r0 R12 width=16                           # 04b0 LDG.E.128.CONSTANT R12, desc[UR8][R12.64]
alu r7 r7 lat=4 flops=0 unit=int             # 04c0 IADD3 R20, P0, R20, UR14, RZ
alu r60 lat=2 flops=0 unit=none stall=3      # 04d0 BSSY B0, 0x710
alu r8 r6 r7 lat=4 flops=0 unit=int          # 04e0 IADD3.X R21, R16, UR15, RZ, P0, !PT
alu r9 r0 r9 lat=4 flops=1 unit=fp32         # 04f0 FADD R8, R12, R8
alu r10 r0 r10 lat=4 flops=1 unit=fp32       # 0500 FADD R9, R13, R9
alu r11 r0 r11 lat=4 flops=1 unit=fp32       # 0510 FADD R10, R14, R10
alu r12 r0 r12 lat=4 flops=1 unit=fp32       # 0520 FADD R11, R15, R11
alu r2 r18 lat=4 flops=0 unit=int stall=4    # 0530 LOP3.LUT R14, R7, UR10, RZ, 0xfc, !PT
st R20 r12 width=16                          # 0540 STG.E.128 desc[UR8][R20.64], R8
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 0550 ISETP.NE.U32.AND P0, PT, R14, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0560 @!P0 BRA 0x5e0
alu r2 lat=17 flops=0 unit=sfu               # 05e0 I2F.U32.RP R14, UR11
alu r0 lat=4 flops=0 unit=fp32               # 05f0 IMAD.MOV.U32 R12, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int stall=6        # 0600 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0610 MUFU.RCP R14, R14
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 0620 VIADD R15, R14, 0xffffffe
alu r4 r5 lat=17 flops=0 unit=sfu stall=2    # 0630 F2I.FTZ.U32.TRUNC.NTZ R13, R15
alu r8 r4 lat=4 flops=0 unit=int stall=5     # 0640 IADD3 R21, RZ, -R13, RZ
alu r8 r8 lat=4 flops=0 unit=fp32 stall=4    # 0650 IMAD R21, R21, UR11, RZ
alu r8 r4 r8 r0 lat=9 flops=0 unit=fp32 stall=6 # 0660 IMAD.HI.U32 R21, R13, R21, R12
alu r0 r8 r16 lat=9 flops=0 unit=fp32 stall=4 # 0670 IMAD.HI.U32 R12, R21, R4, RZ
alu r4 r0 lat=4 flops=0 unit=fp32 stall=4    # 0680 IMAD.MOV R13, RZ, RZ, -R12
alu r0 r4 r16 lat=4 flops=0 unit=fp32 stall=2 # 0690 IMAD R12, R13, UR11, R4
alu r4 lat=4 flops=0 unit=fp32 stall=3       # 06a0 IMAD.MOV.U32 R13, RZ, RZ, RZ
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 06b0 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r0 r1 r0 lat=4 flops=0 unit=int stall=4  # 06c0 @P0 IADD3 R12, R12, -UR11, RZ
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 06d0 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r0 r1 r0 lat=4 flops=0 unit=int          # 06e0 @P0 VIADD R12, R12, -UR11
alu r0 r3 lat=4 flops=0 unit=int stall=7     # 06f0 @!P1 LOP3.LUT R12, RZ, UR11, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 0700 BSYNC B0
alu r2 r0 lat=4 flops=0 unit=int             # 0710 LEA R14, P0, R12.reuse, UR14, 0x4
alu r60 lat=2 flops=0 unit=none stall=3      # 0720 BSSY B0, 0x920
alu r5 r0 r4 r2 lat=4 flops=0 unit=int stall=2 # 0730 LEA.HI.X R15, R12, UR15, R13, 0x4, P0
alu r0 r15 lat=4 flops=0 unit=int stall=3    # 0740 LOP3.LUT R12, R17, UR10, RZ, 0xfc, !PT
st R14 r12 width=16                          # 0750 STG.E.128 desc[UR8][R14.64], R8
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0760 ISETP.NE.U32.AND P0, PT, R12, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0770 @!P0 BRA 0x7f0
alu r2 lat=17 flops=0 unit=sfu               # 07f0 I2F.U32.RP R14, UR11
alu r0 lat=4 flops=0 unit=fp32               # 0800 IMAD.MOV.U32 R12, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int stall=6        # 0810 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0820 MUFU.RCP R14, R14
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 0830 VIADD R15, R14, 0xffffffe
alu r4 r5 lat=17 flops=0 unit=sfu stall=2    # 0840 F2I.FTZ.U32.TRUNC.NTZ R13, R15
alu r8 r4 lat=4 flops=0 unit=int stall=5     # 0850 IADD3 R21, RZ, -R13, RZ
alu r8 r8 lat=4 flops=0 unit=fp32 stall=4    # 0860 IMAD R21, R21, UR11, RZ
alu r8 r4 r8 r0 lat=9 flops=0 unit=fp32 stall=6 # 0870 IMAD.HI.U32 R21, R13, R21, R12
alu r0 r8 r13 lat=9 flops=0 unit=fp32 stall=5 # 0880 IMAD.HI.U32 R12, R21, R6, RZ
alu r4 r0 lat=4 flops=0 unit=int stall=5     # 0890 IADD3 R13, -R12, RZ, RZ
alu r0 r4 r13 lat=4 flops=0 unit=fp32 stall=2 # 08a0 IMAD R12, R13, UR11, R6
alu r4 lat=4 flops=0 unit=fp32 stall=3       # 08b0 IMAD.MOV.U32 R13, RZ, RZ, RZ
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 08c0 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r0 r1 r0 lat=4 flops=0 unit=int stall=5  # 08d0 @P0 VIADD R12, R12, -UR11
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 08e0 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r0 r1 r0 lat=4 flops=0 unit=int stall=2  # 08f0 @P0 IADD3 R12, R12, -UR11, RZ
alu r0 r3 lat=4 flops=0 unit=int stall=7     # 0900 @!P1 LOP3.LUT R12, RZ, UR11, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 0910 BSYNC B0
alu r2 r0 lat=4 flops=0 unit=int             # 0920 LEA R14, P0, R12, UR14, 0x4
alu r60 lat=2 flops=0 unit=none              # 0930 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r13 r13 lat=4 flops=0 unit=int stall=2   # 0940 IADD3 R6, P1, R6, R2.reuse, RZ
alu r5 r0 r4 r2 lat=4 flops=0 unit=int       # 0950 LEA.HI.X R15, R12, UR15, R13, 0x4, P0
alu r61 lat=2 flops=0 unit=none              # 0960 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r14 r14 lat=4 flops=0 unit=int           # 0970 IADD3 R3, P3, R3, R2.reuse, RZ
alu r15 r15 r13 lat=4 flops=0 unit=fp32      # 0980 IMAD.X R17, R17, 0x1, R0.reuse, P1
alu r1 lat=4 flops=0 unit=int                # 0990 ISETP.LE.U32.AND P0, PT, R18, UR4, PT
st R14_2 r12 width=16                        # 09a0 STG.E.128 desc[UR8][R14.64], R8
alu r16 r16 lat=4 flops=0 unit=int           # 09b0 IADD3 R4, P2, R4, R2, RZ
alu r17 r17 r14 lat=4 flops=0 unit=fp32      # 09c0 IMAD.X R5, R5, 0x1, R0, P3
alu r0 lat=4 flops=0 unit=int stall=2        # 09d0 MOV R12, UR5
alu r18 r18 r16 lat=4 flops=0 unit=int stall=2 # 09e0 IADD3.X R7, R7, R0, RZ, P2, !PT
alu r1 r0 r1 lat=4 flops=0 unit=int stall=13 # 09f0 ISETP.GE.U32.AND.EX P0, PT, R12, R19, PT, P0
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0a00 @!P0 BRA 0x270
