# lhsim import --sass validate/results/h100/copyl2wp/sass_copyrwp.txt --kernel k_copyrwp --loop 2
# (the stores skipped), then the loads given footprint=640M each
# imported by lhsim import from validate/results/h100/copyl2wp/sass_copyrwp.txt
# kernel k_copyrwp (_Z9k_copyrwpPK6float4PS_mmmiPj)
# loop 2 of 2: 0x0ca0..0x1630, one line per instruction in compiled order
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x0e90; coalesced at the instruction's width
# stream R8_2: address R8 as written at 0x1310; coalesced at the instruction's width
# slow paths x4 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 32 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name k_copyrwp
alu r0 r15 lat=4 flops=0 unit=int            # 0ca0 LOP3.LUT R2, R3, UR10, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none stall=3      # 0cb0 BSSY B0, 0xe90
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0cc0 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
alu r61 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0cd0 @!P0 BRA 0xd60
alu r2 lat=17 flops=0 unit=sfu               # 0d60 I2F.U32.RP R6, UR11
alu r3 lat=4 flops=0 unit=int                # 0d70 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r4 lat=4 flops=4 unit=fp32 stall=6       # 0d80 HFMA2.MMA R13, -RZ, RZ, 0, 0
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0d90 MUFU.RCP R6, R6
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 0da0 IADD3 R4, R6, 0xffffffe, RZ
alu r6 r5 lat=17 flops=0 unit=sfu stall=2    # 0db0 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r5 lat=4 flops=0 unit=fp32 stall=2       # 0dc0 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r7 r6 lat=4 flops=0 unit=fp32 stall=4    # 0dd0 IMAD.MOV R7, RZ, RZ, -R5
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 0de0 IMAD R7, R7, UR11, RZ
alu r7 r6 r7 r5 lat=9 flops=0 unit=fp32 stall=6 # 0df0 IMAD.HI.U32 R7, R5, R7, R4
alu r0 r7 r13 lat=9 flops=0 unit=fp32 stall=5 # 0e00 IMAD.HI.U32 R2, R7, R0, RZ
alu r6 r0 lat=4 flops=0 unit=int stall=5     # 0e10 IADD3 R5, -R2, RZ, RZ
alu r8 r6 r13 lat=4 flops=0 unit=fp32 stall=5 # 0e20 IMAD R12, R5, UR11, R0
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 0e30 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r8 r1 r8 lat=4 flops=0 unit=int stall=5  # 0e40 @P0 VIADD R12, R12, -UR11
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 0e50 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r8 r1 r8 lat=4 flops=0 unit=int          # 0e60 @P0 VIADD R12, R12, -UR11
alu r8 r3 lat=4 flops=0 unit=int stall=7     # 0e70 @!P1 LOP3.LUT R12, RZ, UR11, RZ, 0x33, !PT
alu r62 lat=2 flops=0 unit=none stall=5      # 0e80 BSYNC B0
alu r9 r8 lat=4 flops=0 unit=int stall=4     # 0e90 LEA R8, P0, R12, UR14, 0x4
alu r10 r8 r4 r9 lat=4 flops=0 unit=int stall=6 # 0ea0 LEA.HI.X R9, R12, UR15, R13, 0x4, P0
ld r9 R8 width=16 footprint=640M                            # 0eb0 LDG.E.128.CONSTANT R8, desc[UR8][R8.64]
alu r0 r15 lat=4 flops=0 unit=int            # 0ec0 LOP3.LUT R2, R3, UR16, RZ, 0xfc, !PT
alu r63 lat=2 flops=0 unit=none stall=3      # 0ed0 BSSY B0, 0x10a0
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0ee0 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0ef0 @!P0 BRA 0xf80
alu r2 lat=17 flops=0 unit=sfu               # 0f80 I2F.U32.RP R6, UR17
alu r3 lat=4 flops=0 unit=int stall=7        # 0f90 ISETP.NE.U32.AND P1, PT, RZ, UR17, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0fa0 MUFU.RCP R6, R6
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 0fb0 VIADD R4, R6, 0xffffffe
alu r6 r5 lat=17 flops=0 unit=sfu stall=2    # 0fc0 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r5 lat=4 flops=0 unit=fp32               # 0fd0 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r7 r6 lat=4 flops=0 unit=int stall=5     # 0fe0 IADD3 R7, RZ, -R5, RZ
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 0ff0 IMAD R7, R7, UR17, RZ
alu r7 r6 r7 r5 lat=9 flops=0 unit=fp32 stall=6 # 1000 IMAD.HI.U32 R7, R5, R7, R4
alu r0 r7 r13 lat=9 flops=0 unit=fp32 stall=4 # 1010 IMAD.HI.U32 R2, R7, R0, RZ
alu r6 r0 lat=4 flops=0 unit=fp32 stall=4    # 1020 IMAD.MOV R5, RZ, RZ, -R2
alu r8 r6 r13 lat=4 flops=0 unit=fp32 stall=5 # 1030 IMAD R12, R5, UR17, R0
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 1040 ISETP.GE.U32.AND P0, PT, R12, UR17, PT
alu r8 r1 r8 lat=4 flops=0 unit=int stall=4  # 1050 @P0 IADD3 R12, R12, -UR17, RZ
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 1060 ISETP.GE.U32.AND P0, PT, R12, UR17, PT
alu r8 r1 r8 lat=4 flops=0 unit=int          # 1070 @P0 VIADD R12, R12, -UR17
alu r8 r3 lat=4 flops=0 unit=int stall=7     # 1080 @!P1 LOP3.LUT R12, RZ, UR17, RZ, 0x33, !PT
alu r61 lat=2 flops=0 unit=none stall=5      # 1090 BSYNC B0
alu r6 lat=4 flops=0 unit=fp32               # 10a0 IMAD.MOV.U32 R5, RZ, RZ, RZ
alu r5 r8 lat=4 flops=0 unit=int             # 10b0 LOP3.LUT R4, R12, 0x1, RZ, 0xc0, !PT
alu r10 r9 lat=4 flops=1 unit=fp32           # 10c0 FADD R9, R8, R9
alu r0 r16 lat=4 flops=0 unit=int            # 10d0 LOP3.LUT R2, R19, UR10, RZ, 0xfc, !PT
alu r62 lat=2 flops=0 unit=none stall=2      # 10e0 BSSY B0, 0x1310
alu r6 r5 lat=17 flops=0 unit=sfu            # 10f0 I2F.U64 R5, R4
alu r1 r0 lat=4 flops=0 unit=int             # 1100 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
alu r11 r9 r10 lat=4 flops=1 unit=fp32 stall=4 # 1110 FADD R10, R10, R9
alu r11 r9 r11 lat=4 flops=1 unit=fp32 stall=4 # 1120 FADD R10, R11, R10
alu r7 r11 r6 lat=4 flops=1 unit=fp32 stall=4 # 1130 FADD R7, R10, R5
alu r12 r7 r12 lat=4 flops=1 unit=fp32       # 1140 FADD R18, R7, R18
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=6 # 1150 @!P0 BRA 0x11e0
alu r2 lat=17 flops=0 unit=sfu               # 11e0 I2F.U32.RP R6, UR11
alu r3 lat=4 flops=0 unit=int                # 11f0 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r4 lat=4 flops=0 unit=fp32 stall=6       # 1200 IMAD.MOV.U32 R13, RZ, RZ, RZ
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 1210 MUFU.RCP R6, R6
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 1220 VIADD R4, R6, 0xffffffe
alu r6 r5 lat=17 flops=0 unit=sfu stall=2    # 1230 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r5 lat=4 flops=4 unit=fp32               # 1240 HFMA2.MMA R4, -RZ, RZ, 0, 0
alu r7 r6 lat=4 flops=0 unit=fp32 stall=4    # 1250 IMAD.MOV R7, RZ, RZ, -R5
alu r7 r7 lat=4 flops=0 unit=fp32 stall=5    # 1260 IMAD R7, R7, UR11, RZ
alu r7 r6 r7 r5 lat=9 flops=0 unit=fp32 stall=6 # 1270 IMAD.HI.U32 R7, R5, R7, R4
alu r0 r7 r14 lat=9 flops=0 unit=fp32 stall=4 # 1280 IMAD.HI.U32 R2, R7, R20, RZ
alu r6 r0 lat=4 flops=0 unit=fp32 stall=4    # 1290 IMAD.MOV R5, RZ, RZ, -R2
alu r8 r6 r14 lat=4 flops=0 unit=fp32 stall=5 # 12a0 IMAD R12, R5, UR11, R20
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 12b0 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r8 r1 r8 lat=4 flops=0 unit=int stall=5  # 12c0 @P0 VIADD R12, R12, -UR11
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 12d0 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r8 r1 r8 lat=4 flops=0 unit=int stall=2  # 12e0 @P0 IADD3 R12, R12, -UR11, RZ
alu r8 r3 lat=4 flops=0 unit=int stall=7     # 12f0 @!P1 LOP3.LUT R12, RZ, UR11, RZ, 0x33, !PT
alu r60 lat=2 flops=0 unit=none stall=5      # 1300 BSYNC B0
alu r9 r8 lat=4 flops=0 unit=int stall=4     # 1310 LEA R8, P0, R12, UR14, 0x4
alu r10 r8 r4 r9 lat=4 flops=0 unit=int stall=6 # 1320 LEA.HI.X R9, R12, UR15, R13, 0x4, P0
ld r9 R8_2 width=16 footprint=640M                          # 1330 LDG.E.128.CONSTANT R8, desc[UR8][R8.64]
alu r0 r16 lat=4 flops=0 unit=int            # 1340 LOP3.LUT R2, R19, UR16, RZ, 0xfc, !PT
alu r61 lat=2 flops=0 unit=none stall=3      # 1350 BSSY B0, 0x1520
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 1360 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 1370 @!P0 BRA 0x1400
alu r2 lat=17 flops=0 unit=sfu               # 1400 I2F.U32.RP R6, UR17
alu r3 lat=4 flops=0 unit=int stall=7        # 1410 ISETP.NE.U32.AND P1, PT, RZ, UR17, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 1420 MUFU.RCP R6, R6
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 1430 IADD3 R4, R6, 0xffffffe, RZ
alu r6 r5 lat=17 flops=0 unit=sfu stall=2    # 1440 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r5 lat=4 flops=0 unit=fp32 stall=2       # 1450 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r7 r6 lat=4 flops=0 unit=fp32 stall=4    # 1460 IMAD.MOV R7, RZ, RZ, -R5
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 1470 IMAD R7, R7, UR17, RZ
alu r7 r6 r7 r5 lat=9 flops=0 unit=fp32 stall=6 # 1480 IMAD.HI.U32 R7, R5, R7, R4
alu r0 r7 r14 lat=9 flops=0 unit=fp32 stall=5 # 1490 IMAD.HI.U32 R2, R7, R20, RZ
alu r6 r0 lat=4 flops=0 unit=int stall=5     # 14a0 IADD3 R5, -R2, RZ, RZ
alu r8 r6 r14 lat=4 flops=0 unit=fp32 stall=5 # 14b0 IMAD R12, R5, UR17, R20
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 14c0 ISETP.GE.U32.AND P0, PT, R12, UR17, PT
alu r8 r1 r8 lat=4 flops=0 unit=int stall=5  # 14d0 @P0 VIADD R12, R12, -UR17
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 14e0 ISETP.GE.U32.AND P0, PT, R12, UR17, PT
alu r8 r1 r8 lat=4 flops=0 unit=int          # 14f0 @P0 VIADD R12, R12, -UR17
alu r8 r3 lat=4 flops=0 unit=int stall=7     # 1500 @!P1 LOP3.LUT R12, RZ, UR17, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 1510 BSYNC B0
alu r60 lat=2 flops=0 unit=none              # 1520 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r6 lat=4 flops=0 unit=int                # 1530 MOV R5, RZ
alu r10 r9 lat=4 flops=1 unit=fp32           # 1540 FADD R9, R8, R9
alu r5 r8 lat=4 flops=0 unit=int             # 1550 LOP3.LUT R4, R12, 0x1, RZ, 0xc0, !PT
alu r61 lat=2 flops=0 unit=none              # 1560 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r13 r13 lat=4 flops=0 unit=int           # 1570 IADD3 R0, P1, R0, UR7, RZ
alu r11 r9 r10 lat=4 flops=1 unit=fp32       # 1580 FADD R10, R10, R9
alu r6 r5 lat=17 flops=0 unit=sfu            # 1590 I2F.U64 R5, R4
alu r1 lat=4 flops=0 unit=int stall=2        # 15a0 ISETP.LE.U32.AND P0, PT, R14, UR4, PT
alu r0 lat=4 flops=0 unit=fp32 stall=2       # 15b0 IMAD.U32 R2, RZ, RZ, UR5
alu r11 r9 r11 lat=4 flops=1 unit=fp32       # 15c0 FADD R10, R11, R10
alu r14 r14 lat=4 flops=0 unit=int stall=2   # 15d0 IADD3 R20, P2, R20, UR7, RZ
alu r15 r15 r13 lat=4 flops=0 unit=int stall=2 # 15e0 IADD3.X R3, R3, UR6, RZ, P1, !PT
alu r1 r0 r1 lat=4 flops=0 unit=int stall=2  # 15f0 ISETP.GE.U32.AND.EX P0, PT, R2, R15, PT, P0
alu r16 r16 r14 lat=4 flops=0 unit=int       # 1600 IADD3.X R19, R19, UR6, RZ, P2, !PT
alu r7 r11 r6 lat=4 flops=1 unit=fp32 stall=4 # 1610 FADD R7, R10, R5
alu r12 r12 r7 lat=4 flops=1 unit=fp32 stall=6 # 1620 FADD R18, R18, R7
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 1630 @!P0 BRA 0xca0
