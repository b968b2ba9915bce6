# lhsim import --sass validate/results/h100/copyl2wp/run1/sass_copyrwp.txt --kernel k_copyrwp --loop 1
# (the loop with the stores), then the loads given footprint=640M each (one 1280 MiB
# array read at i and i + a grid) and the stores footprint=8M each (one 16 MiB array)
# imported by lhsim import from validate/results/h100/copyl2wp/run1/sass_copyrwp.txt
# kernel k_copyrwp (_Z9k_copyrwpPK6float4PS_mmmiPj)
# loop 1 of 2: 0x0230..0x0b40, one line per instruction in compiled order
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x0420; coalesced at the instruction's width
# stream R4: address R4 as written at 0x0640; coalesced at the instruction's width
# stream R8_2: address R8 as written at 0x0860; coalesced at the instruction's width
# stream R4_2: address R4 as written at 0x0a80; coalesced at the instruction's width
# slow paths x4 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 32 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name k_copyrwp
alu r0 r13 lat=4 flops=0 unit=int            # 0230 LOP3.LUT R4, R3, UR10, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none stall=3      # 0240 BSSY B0, 0x420
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0250 ISETP.NE.U32.AND P0, PT, R4, RZ, PT
alu r61 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0260 @!P0 BRA 0x2f0
alu r2 lat=17 flops=0 unit=sfu               # 02f0 I2F.U32.RP R6, UR11
alu r3 lat=4 flops=0 unit=int                # 0300 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r4 lat=4 flops=0 unit=fp32 stall=6       # 0310 IMAD.MOV.U32 R19, RZ, RZ, RZ
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0320 MUFU.RCP R6, R6
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 0330 VIADD R4, R6, 0xffffffe
alu r5 r0 lat=17 flops=0 unit=sfu stall=2    # 0340 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r0 lat=4 flops=0 unit=fp32 stall=2       # 0350 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r6 r5 lat=4 flops=0 unit=fp32 stall=4    # 0360 IMAD.MOV R7, RZ, RZ, -R5
alu r6 r6 lat=4 flops=0 unit=fp32 stall=4    # 0370 IMAD R7, R7, UR11, RZ
alu r5 r5 r6 r0 lat=9 flops=0 unit=fp32 stall=6 # 0380 IMAD.HI.U32 R5, R5, R7, R4
alu r5 r5 r11 lat=9 flops=0 unit=fp32 stall=5 # 0390 IMAD.HI.U32 R5, R5, R2, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=5     # 03a0 IADD3 R5, -R5, RZ, RZ
alu r7 r5 r11 lat=4 flops=0 unit=fp32 stall=5 # 03b0 IMAD R18, R5, UR11, R2
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 03c0 ISETP.GE.U32.AND P0, PT, R18, UR11, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=5  # 03d0 @P0 VIADD R18, R18, -UR11
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 03e0 ISETP.GE.U32.AND P0, PT, R18, UR11, PT
alu r7 r1 r7 lat=4 flops=0 unit=int          # 03f0 @P0 VIADD R18, R18, -UR11
alu r7 r3 lat=4 flops=0 unit=int stall=7     # 0400 @!P1 LOP3.LUT R18, RZ, UR11, RZ, 0x33, !PT
alu r62 lat=2 flops=0 unit=none stall=5      # 0410 BSYNC B0
alu r8 r7 lat=4 flops=0 unit=int stall=4     # 0420 LEA R8, P0, R18, UR12, 0x4
alu r9 r7 r4 r8 lat=4 flops=0 unit=int stall=6 # 0430 LEA.HI.X R9, R18, UR13, R19, 0x4, P0
ld r8 R8 width=16 footprint=640M                            # 0440 LDG.E.128.CONSTANT R8, desc[UR8][R8.64]
alu r0 r13 lat=4 flops=0 unit=int            # 0450 LOP3.LUT R4, R3, UR14, RZ, 0xfc, !PT
alu r63 lat=2 flops=0 unit=none stall=3      # 0460 BSSY B0, 0x640
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0470 ISETP.NE.U32.AND P0, PT, R4, RZ, PT
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0480 @!P0 BRA 0x510
alu r2 lat=17 flops=0 unit=sfu               # 0510 I2F.U32.RP R6, UR15
alu r3 lat=4 flops=0 unit=int                # 0520 ISETP.NE.U32.AND P1, PT, RZ, UR15, PT
alu r4 lat=4 flops=0 unit=fp32 stall=6       # 0530 IMAD.MOV.U32 R19, RZ, RZ, RZ
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0540 MUFU.RCP R6, R6
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 0550 IADD3 R4, R6, 0xffffffe, RZ
alu r5 r0 lat=17 flops=0 unit=sfu stall=2    # 0560 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r0 lat=4 flops=0 unit=fp32 stall=2       # 0570 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r6 r5 lat=4 flops=0 unit=fp32 stall=4    # 0580 IMAD.MOV R7, RZ, RZ, -R5
alu r6 r6 lat=4 flops=0 unit=fp32 stall=4    # 0590 IMAD R7, R7, UR15, RZ
alu r5 r5 r6 r0 lat=9 flops=0 unit=fp32 stall=6 # 05a0 IMAD.HI.U32 R5, R5, R7, R4
alu r5 r5 r11 lat=9 flops=0 unit=fp32 stall=4 # 05b0 IMAD.HI.U32 R5, R5, R2, RZ
alu r5 r5 lat=4 flops=0 unit=fp32 stall=4    # 05c0 IMAD.MOV R5, RZ, RZ, -R5
alu r7 r5 r11 lat=4 flops=0 unit=fp32 stall=5 # 05d0 IMAD R18, R5, UR15, R2
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 05e0 ISETP.GE.U32.AND P0, PT, R18, UR15, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=4  # 05f0 @P0 IADD3 R18, R18, -UR15, RZ
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 0600 ISETP.GE.U32.AND P0, PT, R18, UR15, PT
alu r7 r1 r7 lat=4 flops=0 unit=int          # 0610 @P0 VIADD R18, R18, -UR15
alu r7 r3 lat=4 flops=0 unit=int stall=7     # 0620 @!P1 LOP3.LUT R18, RZ, UR15, RZ, 0x33, !PT
alu r61 lat=2 flops=0 unit=none stall=5      # 0630 BSYNC B0
alu r0 r7 lat=4 flops=0 unit=int             # 0640 LEA R4, P0, R18.reuse, UR16, 0x4
alu r62 lat=2 flops=0 unit=none              # 0650 BSSY B0, 0x860
alu r2 r14 lat=4 flops=0 unit=int stall=2    # 0660 LOP3.LUT R6, R21, UR10, RZ, 0xfc, !PT
alu r5 r7 r4 r0 lat=4 flops=0 unit=int stall=2 # 0670 LEA.HI.X R5, R18, UR17, R19, 0x4, P0
alu r1 r2 lat=4 flops=0 unit=int stall=3     # 0680 ISETP.NE.U32.AND P0, PT, R6, RZ, PT
st R4 r8 width=16 footprint=8M stall=10                   # 0690 STG.E.128 desc[UR8][R4.64], R8
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 06a0 @!P0 BRA 0x730
alu r2 lat=17 flops=0 unit=sfu               # 0730 I2F.U32.RP R6, UR11
alu r0 lat=4 flops=0 unit=fp32               # 0740 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int                # 0750 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r4 lat=4 flops=4 unit=fp32 stall=5       # 0760 HFMA2.MMA R19, -RZ, RZ, 0, 0
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0770 MUFU.RCP R6, R6
alu r6 r2 lat=4 flops=0 unit=int stall=6     # 0780 IADD3 R7, R6, 0xffffffe, RZ
alu r5 r6 lat=17 flops=0 unit=sfu stall=2    # 0790 F2I.FTZ.U32.TRUNC.NTZ R5, R7
alu r9 r5 lat=4 flops=0 unit=fp32 stall=4    # 07a0 IMAD.MOV R9, RZ, RZ, -R5
alu r9 r9 lat=4 flops=0 unit=fp32 stall=4    # 07b0 IMAD R9, R9, UR11, RZ
alu r9 r5 r9 r0 lat=9 flops=0 unit=fp32 stall=6 # 07c0 IMAD.HI.U32 R9, R5, R9, R4
alu r0 r9 r12 lat=9 flops=0 unit=fp32 stall=5 # 07d0 IMAD.HI.U32 R4, R9, R22, RZ
alu r5 r0 lat=4 flops=0 unit=int stall=5     # 07e0 IADD3 R5, -R4, RZ, RZ
alu r7 r5 r12 lat=4 flops=0 unit=fp32 stall=5 # 07f0 IMAD R18, R5, UR11, R22
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 0800 ISETP.GE.U32.AND P0, PT, R18, UR11, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=5  # 0810 @P0 VIADD R18, R18, -UR11
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 0820 ISETP.GE.U32.AND P0, PT, R18, UR11, PT
alu r7 r1 r7 lat=4 flops=0 unit=int          # 0830 @P0 VIADD R18, R18, -UR11
alu r7 r3 lat=4 flops=0 unit=int stall=7     # 0840 @!P1 LOP3.LUT R18, RZ, UR11, RZ, 0x33, !PT
alu r61 lat=2 flops=0 unit=none stall=5      # 0850 BSYNC B0
alu r8 r7 lat=4 flops=0 unit=int stall=4     # 0860 LEA R8, P0, R18, UR12, 0x4
alu r9 r7 r4 r8 lat=4 flops=0 unit=int stall=6 # 0870 LEA.HI.X R9, R18, UR13, R19, 0x4, P0
ld r8 R8_2 width=16 footprint=640M                          # 0880 LDG.E.128.CONSTANT R8, desc[UR8][R8.64]
alu r0 r14 lat=4 flops=0 unit=int            # 0890 LOP3.LUT R4, R21, UR14, RZ, 0xfc, !PT
alu r62 lat=2 flops=0 unit=none stall=3      # 08a0 BSSY B0, 0xa80
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 08b0 ISETP.NE.U32.AND P0, PT, R4, RZ, PT
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 08c0 @!P0 BRA 0x950
alu r2 lat=17 flops=0 unit=sfu               # 0950 I2F.U32.RP R6, UR15
alu r0 lat=4 flops=0 unit=fp32               # 0960 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int                # 0970 ISETP.NE.U32.AND P1, PT, RZ, UR15, PT
alu r4 lat=4 flops=0 unit=fp32 stall=5       # 0980 IMAD.MOV.U32 R19, RZ, RZ, RZ
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0990 MUFU.RCP R6, R6
alu r6 r2 lat=4 flops=0 unit=int stall=6     # 09a0 VIADD R7, R6, 0xffffffe
alu r5 r6 lat=17 flops=0 unit=sfu stall=2    # 09b0 F2I.FTZ.U32.TRUNC.NTZ R5, R7
alu r10 r5 lat=4 flops=0 unit=int stall=5    # 09c0 IADD3 R13, RZ, -R5, RZ
alu r10 r10 lat=4 flops=0 unit=fp32 stall=4  # 09d0 IMAD R13, R13, UR15, RZ
alu r10 r5 r10 r0 lat=9 flops=0 unit=fp32 stall=6 # 09e0 IMAD.HI.U32 R13, R5, R13, R4
alu r0 r10 r12 lat=9 flops=0 unit=fp32 stall=4 # 09f0 IMAD.HI.U32 R4, R13, R22, RZ
alu r5 r0 lat=4 flops=0 unit=fp32 stall=4    # 0a00 IMAD.MOV R5, RZ, RZ, -R4
alu r7 r5 r12 lat=4 flops=0 unit=fp32 stall=5 # 0a10 IMAD R18, R5, UR15, R22
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 0a20 ISETP.GE.U32.AND P0, PT, R18, UR15, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=4  # 0a30 @P0 IADD3 R18, R18, -UR15, RZ
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 0a40 ISETP.GE.U32.AND P0, PT, R18, UR15, PT
alu r7 r1 r7 lat=4 flops=0 unit=int          # 0a50 @P0 VIADD R18, R18, -UR15
alu r7 r3 lat=4 flops=0 unit=int stall=7     # 0a60 @!P1 LOP3.LUT R18, RZ, UR15, RZ, 0x33, !PT
alu r60 lat=2 flops=0 unit=none stall=5      # 0a70 BSYNC B0
alu r0 r7 lat=4 flops=0 unit=int             # 0a80 LEA R4, P0, R18, UR16, 0x4
alu r61 lat=2 flops=0 unit=none              # 0a90 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r11 r11 lat=4 flops=0 unit=int stall=2   # 0aa0 IADD3 R2, P1, R2, UR7, RZ
alu r5 r7 r4 r0 lat=4 flops=0 unit=int       # 0ab0 LEA.HI.X R5, R18, UR17, R19, 0x4, P0
alu r62 lat=2 flops=0 unit=none              # 0ac0 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r12 r12 lat=4 flops=0 unit=int stall=2   # 0ad0 IADD3 R22, P2, R22, UR7, RZ
alu r1 lat=4 flops=0 unit=int                # 0ae0 ISETP.LE.U32.AND P0, PT, R16, UR4, PT
st R4_2 r8 width=16 footprint=8M                          # 0af0 STG.E.128 desc[UR8][R4.64], R8
alu r13 r13 r11 lat=4 flops=0 unit=int stall=2 # 0b00 IADD3.X R3, R3, UR6, RZ, P1, !PT
alu r2 lat=4 flops=0 unit=int stall=2        # 0b10 MOV R6, UR5
alu r14 r14 r12 lat=4 flops=0 unit=int stall=2 # 0b20 IADD3.X R21, R21, UR6, RZ, P2, !PT
alu r1 r2 r1 lat=4 flops=0 unit=int stall=13 # 0b30 ISETP.GE.U32.AND.EX P0, PT, R6, R17, PT, P0
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0b40 @!P0 BRA 0x230
