# lhsim import --sass validate/results/h100/copyl2wp/run1/sass_copyrwp.txt --kernel k_copyrwp
# (loop 2: the stores skipped; nvcc narrowed its loads to the 4 B the loop used,
# lanes 16 B apart), then the loads given stride=16 footprint=640M each
# imported by lhsim import from validate/results/h100/copyl2wp/run1/sass_copyrwp.txt
# kernel k_copyrwp (_Z9k_copyrwpPK6float4PS_mmmiPj)
# loop 2 of 2: 0x0c90..0x1600, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R6: address R6 as written at 0x1080; coalesced at the instruction's width
# stream R6_2: address R6 as written at 0x14f0; coalesced at the instruction's width
# slow paths x4 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 36 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name k_copyrwp
alu r0 r14 lat=4 flops=0 unit=int            # 0c90 LOP3.LUT R4, R3, UR10, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none stall=3      # 0ca0 BSSY B0, 0xea0
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0cb0 ISETP.NE.U32.AND P0, PT, R4, RZ, PT
alu r61 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0cc0 @!P0 BRA 0xd70
alu r2 lat=17 flops=0 unit=sfu               # 0d70 I2F.U32.RP R6, UR11
alu r0 lat=4 flops=4 unit=fp32               # 0d80 HFMA2.MMA R4, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int                # 0d90 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r4 lat=4 flops=0 unit=fp32 stall=5       # 0da0 IMAD.MOV.U32 R23, RZ, RZ, RZ
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0db0 MUFU.RCP R6, R6
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 0dc0 VIADD R7, R6, 0xffffffe
alu r6 r5 lat=17 flops=0 unit=sfu stall=2    # 0dd0 F2I.FTZ.U32.TRUNC.NTZ R5, R7
alu r7 r6 lat=4 flops=0 unit=fp32 stall=4    # 0de0 IMAD.MOV R11, RZ, RZ, -R5
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 0df0 IMAD R11, R11, UR11, RZ
alu r7 r6 r7 r0 lat=9 flops=0 unit=fp32 stall=6 # 0e00 IMAD.HI.U32 R11, R5, R11, R4
alu r0 r7 r11 lat=9 flops=0 unit=fp32 stall=4 # 0e10 IMAD.HI.U32 R4, R11, R2, RZ
alu r6 r0 lat=4 flops=0 unit=fp32 stall=4    # 0e20 IMAD.MOV R5, RZ, RZ, -R4
alu r8 r6 r11 lat=4 flops=0 unit=fp32 stall=5 # 0e30 IMAD R22, R5, UR11, R2
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 0e40 ISETP.GE.U32.AND P0, PT, R22, UR11, PT
alu r8 r1 r8 lat=4 flops=0 unit=int stall=5  # 0e50 @P0 VIADD R22, R22, -UR11
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 0e60 ISETP.GE.U32.AND P0, PT, R22, UR11, PT
alu r8 r1 r8 lat=4 flops=0 unit=int stall=2  # 0e70 @P0 IADD3 R22, R22, -UR11, RZ
alu r8 r3 lat=4 flops=0 unit=int stall=7     # 0e80 @!P1 LOP3.LUT R22, RZ, UR11, RZ, 0x33, !PT
alu r62 lat=2 flops=0 unit=none stall=5      # 0e90 BSYNC B0
alu r0 r14 lat=4 flops=0 unit=int            # 0ea0 LOP3.LUT R4, R3, UR14, RZ, 0xfc, !PT
alu r63 lat=2 flops=0 unit=none stall=3      # 0eb0 BSSY B0, 0x1080
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0ec0 ISETP.NE.U32.AND P0, PT, R4, RZ, PT
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0ed0 @!P0 BRA 0xf60
alu r2 lat=17 flops=0 unit=sfu               # 0f60 I2F.U32.RP R6, UR15
alu r0 lat=4 flops=0 unit=fp32               # 0f70 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int stall=6        # 0f80 ISETP.NE.U32.AND P1, PT, RZ, UR15, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0f90 MUFU.RCP R6, R6
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 0fa0 IADD3 R7, R6, 0xffffffe, RZ
alu r6 r5 lat=17 flops=0 unit=sfu stall=2    # 0fb0 F2I.FTZ.U32.TRUNC.NTZ R5, R7
alu r7 r6 lat=4 flops=0 unit=fp32 stall=4    # 0fc0 IMAD.MOV R11, RZ, RZ, -R5
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 0fd0 IMAD R11, R11, UR15, RZ
alu r7 r6 r7 r0 lat=9 flops=0 unit=fp32 stall=6 # 0fe0 IMAD.HI.U32 R11, R5, R11, R4
alu r0 r7 r11 lat=9 flops=0 unit=fp32 stall=5 # 0ff0 IMAD.HI.U32 R4, R11, R2, RZ
alu r6 r0 lat=4 flops=0 unit=int stall=5     # 1000 IADD3 R5, -R4, RZ, RZ
alu r9 r6 r11 lat=4 flops=0 unit=fp32 stall=5 # 1010 IMAD R18, R5, UR15, R2
alu r1 r9 lat=4 flops=0 unit=int stall=13    # 1020 ISETP.GE.U32.AND P0, PT, R18, UR15, PT
alu r9 r1 r9 lat=4 flops=0 unit=int stall=5  # 1030 @P0 VIADD R18, R18, -UR15
alu r1 r9 lat=4 flops=0 unit=int stall=13    # 1040 ISETP.GE.U32.AND P0, PT, R18, UR15, PT
alu r9 r1 r9 lat=4 flops=0 unit=int          # 1050 @P0 VIADD R18, R18, -UR15
alu r9 r3 lat=4 flops=0 unit=int stall=7     # 1060 @!P1 LOP3.LUT R18, RZ, UR15, RZ, 0x33, !PT
alu r61 lat=2 flops=0 unit=none stall=5      # 1070 BSYNC B0
alu r2 r8 lat=4 flops=0 unit=int stall=4     # 1080 LEA R6, P0, R22, UR16, 0x4
alu r5 r8 r4 r2 lat=4 flops=0 unit=int stall=6 # 1090 LEA.HI.X R7, R22, UR17, R23, 0x4, P0
ld r5 R6 width=4 stride=16 footprint=640M                             # 10a0 LDG.E.CONSTANT R7, desc[UR8][R6.64]
alu r0 r9 lat=4 flops=0 unit=int             # 10b0 LOP3.LUT R4, R18, 0x1, RZ, 0xc0, !PT
alu r62 lat=2 flops=0 unit=none              # 10c0 BSSY B0, 0x1310
alu r6 lat=4 flops=0 unit=int stall=2        # 10d0 MOV R5, RZ
alu r7 r15 lat=4 flops=0 unit=int stall=2    # 10e0 LOP3.LUT R11, R10, UR10, RZ, 0xfc, !PT
alu r0 r0 lat=17 flops=0 unit=sfu stall=2    # 10f0 I2F.U64 R4, R4
alu r1 r7 lat=4 flops=0 unit=int             # 1100 ISETP.NE.U32.AND P0, PT, R11, RZ, PT
alu r7 r0 r5 lat=4 flops=1 unit=fp32 stall=4 # 1110 FADD R11, R4, R7
alu r10 r7 r10 lat=4 flops=1 unit=fp32 stall=8 # 1120 FADD R0, R11, R0
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 1130 @!P0 BRA 0x11e0
alu r2 lat=17 flops=0 unit=sfu               # 11e0 I2F.U32.RP R6, UR11
alu r0 lat=4 flops=4 unit=fp32               # 11f0 HFMA2.MMA R4, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int                # 1200 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r4 lat=4 flops=0 unit=fp32 stall=5       # 1210 IMAD.MOV.U32 R23, RZ, RZ, RZ
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 1220 MUFU.RCP R6, R6
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 1230 VIADD R7, R6, 0xffffffe
alu r6 r5 lat=17 flops=0 unit=sfu stall=2    # 1240 F2I.FTZ.U32.TRUNC.NTZ R5, R7
alu r7 r6 lat=4 flops=0 unit=fp32 stall=4    # 1250 IMAD.MOV R11, RZ, RZ, -R5
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 1260 IMAD R11, R11, UR11, RZ
alu r7 r6 r7 r0 lat=9 flops=0 unit=fp32 stall=6 # 1270 IMAD.HI.U32 R11, R5, R11, R4
alu r0 r7 r13 lat=9 flops=0 unit=fp32 stall=4 # 1280 IMAD.HI.U32 R4, R11, R16, RZ
alu r6 r0 lat=4 flops=0 unit=fp32 stall=4    # 1290 IMAD.MOV R5, RZ, RZ, -R4
alu r8 r6 r13 lat=4 flops=0 unit=fp32 stall=5 # 12a0 IMAD R22, R5, UR11, R16
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 12b0 ISETP.GE.U32.AND P0, PT, R22, UR11, PT
alu r8 r1 r8 lat=4 flops=0 unit=int stall=5  # 12c0 @P0 VIADD R22, R22, -UR11
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 12d0 ISETP.GE.U32.AND P0, PT, R22, UR11, PT
alu r8 r1 r8 lat=4 flops=0 unit=int stall=2  # 12e0 @P0 IADD3 R22, R22, -UR11, RZ
alu r8 r3 lat=4 flops=0 unit=int stall=7     # 12f0 @!P1 LOP3.LUT R22, RZ, UR11, RZ, 0x33, !PT
alu r60 lat=2 flops=0 unit=none stall=5      # 1300 BSYNC B0
alu r0 r15 lat=4 flops=0 unit=int            # 1310 LOP3.LUT R4, R10, UR14, RZ, 0xfc, !PT
alu r61 lat=2 flops=0 unit=none stall=3      # 1320 BSSY B0, 0x14f0
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 1330 ISETP.NE.U32.AND P0, PT, R4, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 1340 @!P0 BRA 0x13d0
alu r2 lat=17 flops=0 unit=sfu               # 13d0 I2F.U32.RP R6, UR15
alu r0 lat=4 flops=0 unit=fp32               # 13e0 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int stall=6        # 13f0 ISETP.NE.U32.AND P1, PT, RZ, UR15, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 1400 MUFU.RCP R6, R6
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 1410 IADD3 R7, R6, 0xffffffe, RZ
alu r6 r5 lat=17 flops=0 unit=sfu stall=2    # 1420 F2I.FTZ.U32.TRUNC.NTZ R5, R7
alu r7 r6 lat=4 flops=0 unit=fp32 stall=4    # 1430 IMAD.MOV R11, RZ, RZ, -R5
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 1440 IMAD R11, R11, UR15, RZ
alu r7 r6 r7 r0 lat=9 flops=0 unit=fp32 stall=6 # 1450 IMAD.HI.U32 R11, R5, R11, R4
alu r0 r7 r13 lat=9 flops=0 unit=fp32 stall=5 # 1460 IMAD.HI.U32 R4, R11, R16, RZ
alu r6 r0 lat=4 flops=0 unit=int stall=5     # 1470 IADD3 R5, -R4, RZ, RZ
alu r9 r6 r13 lat=4 flops=0 unit=fp32 stall=5 # 1480 IMAD R18, R5, UR15, R16
alu r1 r9 lat=4 flops=0 unit=int stall=13    # 1490 ISETP.GE.U32.AND P0, PT, R18, UR15, PT
alu r9 r1 r9 lat=4 flops=0 unit=int stall=5  # 14a0 @P0 VIADD R18, R18, -UR15
alu r1 r9 lat=4 flops=0 unit=int stall=13    # 14b0 ISETP.GE.U32.AND P0, PT, R18, UR15, PT
alu r9 r1 r9 lat=4 flops=0 unit=int          # 14c0 @P0 VIADD R18, R18, -UR15
alu r9 r3 lat=4 flops=0 unit=int stall=7     # 14d0 @!P1 LOP3.LUT R18, RZ, UR15, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 14e0 BSYNC B0
alu r2 r8 lat=4 flops=0 unit=int stall=4     # 14f0 LEA R6, P0, R22, UR16, 0x4
alu r5 r8 r4 r2 lat=4 flops=0 unit=int stall=6 # 1500 LEA.HI.X R7, R22, UR17, R23, 0x4, P0
ld r5 R6_2 width=4 stride=16 footprint=640M                           # 1510 LDG.E.CONSTANT R7, desc[UR8][R6.64]
alu r60 lat=2 flops=0 unit=none              # 1520 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r0 r9 lat=4 flops=0 unit=int stall=2     # 1530 LOP3.LUT R4, R18, 0x1, RZ, 0xc0, !PT
alu r6 lat=4 flops=0 unit=int                # 1540 MOV R5, RZ
alu r61 lat=2 flops=0 unit=none              # 1550 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r11 r11 lat=4 flops=0 unit=int stall=2   # 1560 IADD3 R2, P1, R2, UR7, RZ
alu r0 r0 lat=17 flops=0 unit=sfu            # 1570 I2F.U64 R4, R4
alu r1 lat=4 flops=0 unit=int stall=2        # 1580 ISETP.LE.U32.AND P0, PT, R8, UR4, PT
alu r12 lat=4 flops=0 unit=fp32              # 1590 IMAD.U32 R12, RZ, RZ, UR5
alu r13 r13 lat=4 flops=0 unit=int stall=2   # 15a0 IADD3 R16, P2, R16, UR7, RZ
alu r14 r14 r11 lat=4 flops=0 unit=int stall=2 # 15b0 IADD3.X R3, R3, UR6, RZ, P1, !PT
alu r1 r12 r1 lat=4 flops=0 unit=int stall=2 # 15c0 ISETP.GE.U32.AND.EX P0, PT, R12, R9, PT, P0
alu r15 r15 r13 lat=4 flops=0 unit=int       # 15d0 IADD3.X R10, R10, UR6, RZ, P2, !PT
alu r7 r0 r5 lat=4 flops=1 unit=fp32 stall=4 # 15e0 FADD R11, R4, R7
alu r10 r10 r7 lat=4 flops=1 unit=fp32 stall=6 # 15f0 FADD R0, R0, R11
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 1600 @!P0 BRA 0xc90
