# imported by lhsim import from validate/results/h200/l2writes/sass_mix.txt
# kernel k_mix<0,4> (_Z5k_mixILi0ELi4EEvPK6float4PS0_mmPj)
# loop 1 of 1: 0x0270..0x0c10, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R20: address R20 as written at 0x0440; coalesced at the instruction's width
# stream R20_2: address R20 as written at 0x0670; coalesced at the instruction's width
# stream R20_3: address R20 as written at 0x08a0; coalesced at the instruction's width
# stream R20_4: address R20 as written at 0x0ad0; coalesced at the instruction's width
# slow paths x4 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 20 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name mix-0-4
alu r0 r15 lat=4 flops=0 unit=int            # 0270 LOP3.LUT R8, R5, UR8, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none              # 0280 ULDC.64 UR6, c[0x0][0x220]
alu r61 lat=2 flops=0 unit=none stall=2      # 0290 BSSY B0, 0x440
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 02a0 ISETP.NE.U32.AND P0, PT, R8, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 02b0 @!P0 BRA 0x310
alu r2 lat=17 flops=0 unit=sfu               # 0310 I2F.U32.RP R10, UR9
alu r3 lat=4 flops=0 unit=int stall=7        # 0320 ISETP.NE.U32.AND P1, PT, RZ, UR9, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0330 MUFU.RCP R10, R10
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 0340 IADD3 R8, R10, 0xffffffe, RZ
alu r4 r0 lat=17 flops=0 unit=sfu stall=2    # 0350 F2I.FTZ.U32.TRUNC.NTZ R9, R8
alu r0 lat=4 flops=0 unit=fp32 stall=2       # 0360 IMAD.MOV.U32 R8, RZ, RZ, RZ
alu r5 r4 lat=4 flops=0 unit=fp32 stall=4    # 0370 IMAD.MOV R11, RZ, RZ, -R9
alu r5 r5 lat=4 flops=0 unit=fp32 stall=4    # 0380 IMAD R11, R11, UR9, RZ
alu r6 r4 r5 r0 lat=9 flops=0 unit=fp32      # 0390 IMAD.HI.U32 R16, R9, R11, R8
alu r5 lat=4 flops=4 unit=fp32 stall=5       # 03a0 HFMA2.MMA R11, -RZ, RZ, 0, 0
alu r6 r6 r12 lat=9 flops=0 unit=fp32 stall=5 # 03b0 IMAD.HI.U32 R16, R16, R3, RZ
alu r6 r6 lat=4 flops=0 unit=int stall=5     # 03c0 IADD3 R16, -R16, RZ, RZ
alu r2 r6 r12 lat=4 flops=0 unit=fp32 stall=5 # 03d0 IMAD R10, R16, UR9, R3
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 03e0 ISETP.GE.U32.AND P0, PT, R10, UR9, PT
alu r2 r1 r2 lat=4 flops=0 unit=int stall=5  # 03f0 @P0 VIADD R10, R10, -UR9
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 0400 ISETP.GE.U32.AND P0, PT, R10, UR9, PT
alu r2 r1 r2 lat=4 flops=0 unit=int          # 0410 @P0 VIADD R10, R10, -UR9
alu r2 r3 lat=4 flops=0 unit=int stall=7     # 0420 @!P1 LOP3.LUT R10, RZ, UR9, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 0430 BSYNC B0
alu r7 r2 lat=4 flops=0 unit=int             # 0440 LEA R20, P0, R10.reuse, UR12, 0x4
alu r0 lat=4 flops=0 unit=fp32               # 0450 IMAD.MOV.U32 R8, RZ, RZ, 0x3f800000
alu r6 r13 lat=4 flops=0 unit=int            # 0460 LOP3.LUT R16, R13, UR8, RZ, 0xfc, !PT
alu r4 lat=4 flops=0 unit=fp32               # 0470 IMAD.MOV.U32 R9, RZ, RZ, 0x3f800000
alu r8 r2 r5 r7 lat=4 flops=0 unit=int       # 0480 LEA.HI.X R21, R10, UR13, R11, 0x4, P0
alu r5 lat=4 flops=0 unit=fp32               # 0490 IMAD.MOV.U32 R11, RZ, RZ, 0x3f800000
alu r2 lat=4 flops=0 unit=int                # 04a0 MOV R10, 0x3f800000
alu r60 lat=2 flops=0 unit=none              # 04b0 BSSY B0, 0x670
alu r1 r6 lat=4 flops=0 unit=int stall=3     # 04c0 ISETP.NE.U32.AND P0, PT, R16, RZ, PT
st R20 r2 width=16 stall=10                  # 04d0 STG.E.128 desc[UR10][R20.64], R8
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 04e0 @!P0 BRA 0x540
alu r5 lat=17 flops=0 unit=sfu               # 0540 I2F.U32.RP R11, UR9
alu r0 lat=4 flops=4 unit=fp32               # 0550 HFMA2.MMA R8, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int stall=6        # 0560 ISETP.NE.U32.AND P1, PT, RZ, UR9, PT
alu r5 r5 lat=19 flops=0 unit=sfu stall=2    # 0570 MUFU.RCP R11, R11
alu r6 r5 lat=4 flops=0 unit=int stall=2     # 0580 VIADD R16, R11, 0xffffffe
alu r5 lat=4 flops=0 unit=fp32 stall=4       # 0590 IMAD.MOV.U32 R11, RZ, RZ, RZ
alu r4 r6 lat=17 flops=0 unit=sfu stall=2    # 05a0 F2I.FTZ.U32.TRUNC.NTZ R9, R16
alu r8 r4 lat=4 flops=0 unit=fp32 stall=4    # 05b0 IMAD.MOV R21, RZ, RZ, -R9
alu r8 r8 lat=4 flops=0 unit=fp32 stall=4    # 05c0 IMAD R21, R21, UR9, RZ
alu r8 r4 r8 r0 lat=9 flops=0 unit=fp32 stall=6 # 05d0 IMAD.HI.U32 R21, R9, R21, R8
alu r0 r8 r10 lat=9 flops=0 unit=fp32 stall=4 # 05e0 IMAD.HI.U32 R8, R21, R4, RZ
alu r4 r0 lat=4 flops=0 unit=fp32 stall=4    # 05f0 IMAD.MOV R9, RZ, RZ, -R8
alu r2 r4 r10 lat=4 flops=0 unit=fp32 stall=5 # 0600 IMAD R10, R9, UR9, R4
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 0610 ISETP.GE.U32.AND P0, PT, R10, UR9, PT
alu r2 r1 r2 lat=4 flops=0 unit=int stall=5  # 0620 @P0 VIADD R10, R10, -UR9
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 0630 ISETP.GE.U32.AND P0, PT, R10, UR9, PT
alu r2 r1 r2 lat=4 flops=0 unit=int stall=2  # 0640 @P0 IADD3 R10, R10, -UR9, RZ
alu r2 r3 lat=4 flops=0 unit=int stall=7     # 0650 @!P1 LOP3.LUT R10, RZ, UR9, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 0660 BSYNC B0
alu r7 r2 lat=4 flops=0 unit=int             # 0670 LEA R20, P0, R10.reuse, UR12, 0x4
alu r0 lat=4 flops=0 unit=fp32               # 0680 IMAD.MOV.U32 R8, RZ, RZ, 0x3f800000
alu r4 lat=4 flops=0 unit=int                # 0690 MOV R9, 0x3f800000
alu r60 lat=2 flops=0 unit=none              # 06a0 BSSY B0, 0x8a0
alu r8 r2 r5 r7 lat=4 flops=0 unit=int       # 06b0 LEA.HI.X R21, R10, UR13, R11, 0x4, P0
alu r2 lat=4 flops=0 unit=fp32               # 06c0 IMAD.MOV.U32 R10, RZ, RZ, 0x3f800000
alu r6 r11 lat=4 flops=0 unit=int            # 06d0 LOP3.LUT R16, R15, UR8, RZ, 0xfc, !PT
alu r5 lat=4 flops=0 unit=fp32 stall=3       # 06e0 IMAD.MOV.U32 R11, RZ, RZ, 0x3f800000
alu r1 r6 lat=4 flops=0 unit=int stall=2     # 06f0 ISETP.NE.U32.AND P0, PT, R16, RZ, PT
st R20_2 r5 width=16 stall=11                # 0700 STG.E.128 desc[UR10][R20.64], R8
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0710 @!P0 BRA 0x770
alu r5 lat=17 flops=0 unit=sfu               # 0770 I2F.U32.RP R11, UR9
alu r0 lat=4 flops=0 unit=fp32               # 0780 IMAD.MOV.U32 R8, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int stall=6        # 0790 ISETP.NE.U32.AND P1, PT, RZ, UR9, PT
alu r5 r5 lat=19 flops=0 unit=sfu stall=2    # 07a0 MUFU.RCP R11, R11
alu r6 r5 lat=4 flops=0 unit=int stall=2     # 07b0 VIADD R16, R11, 0xffffffe
alu r5 lat=4 flops=0 unit=fp32 stall=4       # 07c0 IMAD.MOV.U32 R11, RZ, RZ, RZ
alu r4 r6 lat=17 flops=0 unit=sfu stall=2    # 07d0 F2I.FTZ.U32.TRUNC.NTZ R9, R16
alu r8 r4 lat=4 flops=0 unit=int stall=5     # 07e0 IADD3 R21, RZ, -R9, RZ
alu r8 r8 lat=4 flops=0 unit=fp32 stall=4    # 07f0 IMAD R21, R21, UR9, RZ
alu r8 r4 r8 r0 lat=9 flops=0 unit=fp32 stall=6 # 0800 IMAD.HI.U32 R21, R9, R21, R8
alu r0 r8 r9 lat=9 flops=0 unit=fp32 stall=4 # 0810 IMAD.HI.U32 R8, R21, R12, RZ
alu r4 r0 lat=4 flops=0 unit=fp32 stall=4    # 0820 IMAD.MOV R9, RZ, RZ, -R8
alu r2 r4 r9 lat=4 flops=0 unit=fp32 stall=5 # 0830 IMAD R10, R9, UR9, R12
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 0840 ISETP.GE.U32.AND P0, PT, R10, UR9, PT
alu r2 r1 r2 lat=4 flops=0 unit=int stall=4  # 0850 @P0 IADD3 R10, R10, -UR9, RZ
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 0860 ISETP.GE.U32.AND P0, PT, R10, UR9, PT
alu r2 r1 r2 lat=4 flops=0 unit=int          # 0870 @P0 VIADD R10, R10, -UR9
alu r2 r3 lat=4 flops=0 unit=int stall=7     # 0880 @!P1 LOP3.LUT R10, RZ, UR9, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 0890 BSYNC B0
alu r7 r2 lat=4 flops=0 unit=int             # 08a0 LEA R20, P0, R10.reuse, UR12, 0x4
alu r0 lat=4 flops=4 unit=fp32               # 08b0 HFMA2.MMA R8, -RZ, RZ, 1.875, 0
alu r4 lat=4 flops=0 unit=fp32               # 08c0 IMAD.MOV.U32 R9, RZ, RZ, 0x3f800000
alu r6 r16 lat=4 flops=0 unit=int            # 08d0 LOP3.LUT R16, R17, UR8, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none              # 08e0 BSSY B0, 0xad0
alu r8 r2 r5 r7 lat=4 flops=0 unit=int       # 08f0 LEA.HI.X R21, R10, UR13, R11, 0x4, P0
alu r2 lat=4 flops=0 unit=fp32               # 0900 IMAD.MOV.U32 R10, RZ, RZ, 0x3f800000
alu r5 lat=4 flops=0 unit=int stall=2        # 0910 MOV R11, 0x3f800000
alu r1 r6 lat=4 flops=0 unit=int stall=3     # 0920 ISETP.NE.U32.AND P0, PT, R16, RZ, PT
st R20_3 r5 width=16 stall=10                # 0930 STG.E.128 desc[UR10][R20.64], R8
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0940 @!P0 BRA 0x9a0
alu r5 lat=17 flops=0 unit=sfu               # 09a0 I2F.U32.RP R11, UR9
alu r0 lat=4 flops=0 unit=fp32               # 09b0 IMAD.MOV.U32 R8, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int stall=6        # 09c0 ISETP.NE.U32.AND P1, PT, RZ, UR9, PT
alu r5 r5 lat=19 flops=0 unit=sfu stall=2    # 09d0 MUFU.RCP R11, R11
alu r6 r5 lat=4 flops=0 unit=int stall=2     # 09e0 IADD3 R16, R11, 0xffffffe, RZ
alu r5 lat=4 flops=0 unit=int stall=4        # 09f0 MOV R11, RZ
alu r4 r6 lat=17 flops=0 unit=sfu stall=2    # 0a00 F2I.FTZ.U32.TRUNC.NTZ R9, R16
alu r8 r4 lat=4 flops=0 unit=fp32 stall=4    # 0a10 IMAD.MOV R21, RZ, RZ, -R9
alu r8 r8 lat=4 flops=0 unit=fp32 stall=4    # 0a20 IMAD R21, R21, UR9, RZ
alu r8 r4 r8 r0 lat=9 flops=0 unit=fp32 stall=6 # 0a30 IMAD.HI.U32 R21, R9, R21, R8
alu r0 r8 r14 lat=9 flops=0 unit=fp32 stall=5 # 0a40 IMAD.HI.U32 R8, R21, R14, RZ
alu r4 r0 lat=4 flops=0 unit=int stall=5     # 0a50 IADD3 R9, -R8, RZ, RZ
alu r2 r4 r14 lat=4 flops=0 unit=fp32 stall=5 # 0a60 IMAD R10, R9, UR9, R14
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 0a70 ISETP.GE.U32.AND P0, PT, R10, UR9, PT
alu r2 r1 r2 lat=4 flops=0 unit=int stall=5  # 0a80 @P0 VIADD R10, R10, -UR9
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 0a90 ISETP.GE.U32.AND P0, PT, R10, UR9, PT
alu r2 r1 r2 lat=4 flops=0 unit=int          # 0aa0 @P0 VIADD R10, R10, -UR9
alu r2 r3 lat=4 flops=0 unit=int stall=7     # 0ab0 @!P1 LOP3.LUT R10, RZ, UR9, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 0ac0 BSYNC B0
alu r7 r2 lat=4 flops=0 unit=int             # 0ad0 LEA R20, P0, R10.reuse, UR12, 0x4
alu r60 lat=2 flops=0 unit=none              # 0ae0 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r4 lat=4 flops=4 unit=fp32               # 0af0 HFMA2.MMA R9, -RZ, RZ, 1.875, 0
alu r0 lat=4 flops=0 unit=fp32               # 0b00 IMAD.MOV.U32 R8, RZ, RZ, 0x3f800000
alu r8 r2 r5 r7 lat=4 flops=0 unit=int       # 0b10 LEA.HI.X R21, R10, UR13, R11, 0x4, P0
alu r61 lat=2 flops=0 unit=none              # 0b20 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r2 lat=4 flops=0 unit=fp32               # 0b30 IMAD.MOV.U32 R10, RZ, RZ, 0x3f800000
alu r5 lat=4 flops=0 unit=int stall=2        # 0b40 MOV R11, 0x3f800000
alu r1 lat=4 flops=0 unit=int stall=2        # 0b50 ISETP.LE.U32.AND P0, PT, R6, UR4, PT
alu r6 lat=4 flops=0 unit=fp32               # 0b60 IMAD.U32 R16, RZ, RZ, UR5
st R20_4 r5 width=16                         # 0b70 STG.E.128 desc[UR10][R20.64], R8
alu r9 r9 lat=4 flops=0 unit=int stall=2     # 0b80 IADD3 R12, P2, R12, R2, RZ
alu r10 r10 lat=4 flops=0 unit=int stall=2   # 0b90 IADD3 R4, P4, R4, R2.reuse, RZ
alu r1 r6 r1 lat=4 flops=0 unit=int          # 0ba0 ISETP.GE.U32.AND.EX P0, PT, R16, R7, PT, P0
alu r11 r11 r9 lat=4 flops=0 unit=fp32       # 0bb0 IMAD.X R15, R15, 0x1, R0.reuse, P2
alu r12 r12 lat=4 flops=0 unit=int           # 0bc0 IADD3 R3, P1, R3, R2.reuse, RZ
alu r13 r13 r10 lat=4 flops=0 unit=fp32      # 0bd0 IMAD.X R13, R13, 0x1, R0, P4
alu r14 r14 lat=4 flops=0 unit=int stall=2   # 0be0 IADD3 R14, P3, R14, R2, RZ
alu r15 r15 r12 lat=4 flops=0 unit=int stall=2 # 0bf0 IADD3.X R5, R5, R0.reuse, RZ, P1, !PT
alu r16 r16 r14 lat=4 flops=0 unit=int stall=5 # 0c00 IADD3.X R17, R17, R0, RZ, P3, !PT
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0c10 @!P0 BRA 0x270
