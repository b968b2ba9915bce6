# lhsim import --sass validate/results/h100/copyl2wp/sass_copyrwp.txt --kernel k_copyrwp --loop 1
# (the loop with the stores), then the loads given footprint=640M each (one 1280 MiB
# array read at i and i + a grid) and the stores footprint=8M each (one 16 MiB array)
# imported by lhsim import from validate/results/h100/copyl2wp/sass_copyrwp.txt
# kernel k_copyrwp (_Z9k_copyrwpPK6float4PS_mmmiPj)
# loop 1 of 2: 0x0240..0x0b50, one line per instruction in compiled order
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x0430; coalesced at the instruction's width
# stream R4: address R4 as written at 0x0650; coalesced at the instruction's width
# stream R8_2: address R8 as written at 0x0870; coalesced at the instruction's width
# stream R4_2: address R4 as written at 0x0aa0; coalesced at the instruction's width
# slow paths x4 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 32 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name k_copyrwp
alu r0 r13 lat=4 flops=0 unit=int            # 0240 LOP3.LUT R2, R3, UR10, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none stall=3      # 0250 BSSY B0, 0x430
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0260 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
alu r61 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0270 @!P0 BRA 0x300
alu r0 lat=17 flops=0 unit=sfu               # 0300 I2F.U32.RP R2, UR11
alu r2 lat=4 flops=0 unit=int                # 0310 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r3 lat=4 flops=4 unit=fp32 stall=6       # 0320 HFMA2.MMA R13, -RZ, RZ, 0, 0
alu r0 r0 lat=19 flops=0 unit=sfu stall=2    # 0330 MUFU.RCP R2, R2
alu r4 r0 lat=4 flops=0 unit=int stall=6     # 0340 IADD3 R4, R2, 0xffffffe, RZ
alu r5 r4 lat=17 flops=0 unit=sfu stall=2    # 0350 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r4 lat=4 flops=0 unit=fp32 stall=2       # 0360 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r6 r5 lat=4 flops=0 unit=fp32 stall=4    # 0370 IMAD.MOV R7, RZ, RZ, -R5
alu r6 r6 lat=4 flops=0 unit=fp32 stall=4    # 0380 IMAD R7, R7, UR11, RZ
alu r5 r5 r6 r4 lat=9 flops=0 unit=fp32 stall=6 # 0390 IMAD.HI.U32 R5, R5, R7, R4
alu r5 r5 r11 lat=9 flops=0 unit=fp32 stall=5 # 03a0 IMAD.HI.U32 R5, R5, R0, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=5     # 03b0 IADD3 R5, -R5, RZ, RZ
alu r7 r5 r11 lat=4 flops=0 unit=fp32 stall=5 # 03c0 IMAD R12, R5, UR11, R0
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 03d0 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=5  # 03e0 @P0 VIADD R12, R12, -UR11
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 03f0 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r7 r1 r7 lat=4 flops=0 unit=int          # 0400 @P0 VIADD R12, R12, -UR11
alu r7 r2 lat=4 flops=0 unit=int stall=7     # 0410 @!P1 LOP3.LUT R12, RZ, UR11, RZ, 0x33, !PT
alu r62 lat=2 flops=0 unit=none stall=5      # 0420 BSYNC B0
alu r8 r7 lat=4 flops=0 unit=int stall=4     # 0430 LEA R8, P0, R12, UR12, 0x4
alu r9 r7 r3 r8 lat=4 flops=0 unit=int stall=6 # 0440 LEA.HI.X R9, R12, UR13, R13, 0x4, P0
ld r8 R8 width=16 footprint=640M                            # 0450 LDG.E.128.CONSTANT R8, desc[UR8][R8.64]
alu r0 r13 lat=4 flops=0 unit=int            # 0460 LOP3.LUT R2, R3, UR14, RZ, 0xfc, !PT
alu r63 lat=2 flops=0 unit=none stall=3      # 0470 BSSY B0, 0x650
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0480 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0490 @!P0 BRA 0x520
alu r0 lat=17 flops=0 unit=sfu               # 0520 I2F.U32.RP R2, UR15
alu r2 lat=4 flops=0 unit=int                # 0530 ISETP.NE.U32.AND P1, PT, RZ, UR15, PT
alu r3 lat=4 flops=0 unit=fp32 stall=6       # 0540 IMAD.MOV.U32 R13, RZ, RZ, RZ
alu r0 r0 lat=19 flops=0 unit=sfu stall=2    # 0550 MUFU.RCP R2, R2
alu r4 r0 lat=4 flops=0 unit=int stall=6     # 0560 VIADD R4, R2, 0xffffffe
alu r5 r4 lat=17 flops=0 unit=sfu stall=2    # 0570 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r4 lat=4 flops=0 unit=fp32               # 0580 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r6 r5 lat=4 flops=0 unit=int stall=5     # 0590 IADD3 R7, RZ, -R5, RZ
alu r6 r6 lat=4 flops=0 unit=fp32 stall=4    # 05a0 IMAD R7, R7, UR15, RZ
alu r5 r5 r6 r4 lat=9 flops=0 unit=fp32 stall=6 # 05b0 IMAD.HI.U32 R5, R5, R7, R4
alu r5 r5 r11 lat=9 flops=0 unit=fp32 stall=4 # 05c0 IMAD.HI.U32 R5, R5, R0, RZ
alu r5 r5 lat=4 flops=0 unit=fp32 stall=4    # 05d0 IMAD.MOV R5, RZ, RZ, -R5
alu r7 r5 r11 lat=4 flops=0 unit=fp32 stall=5 # 05e0 IMAD R12, R5, UR15, R0
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 05f0 ISETP.GE.U32.AND P0, PT, R12, UR15, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=4  # 0600 @P0 IADD3 R12, R12, -UR15, RZ
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 0610 ISETP.GE.U32.AND P0, PT, R12, UR15, PT
alu r7 r1 r7 lat=4 flops=0 unit=int          # 0620 @P0 VIADD R12, R12, -UR15
alu r7 r2 lat=4 flops=0 unit=int stall=7     # 0630 @!P1 LOP3.LUT R12, RZ, UR15, RZ, 0x33, !PT
alu r61 lat=2 flops=0 unit=none stall=5      # 0640 BSYNC B0
alu r4 r7 lat=4 flops=0 unit=int             # 0650 LEA R4, P0, R12.reuse, UR16, 0x4
alu r62 lat=2 flops=0 unit=none              # 0660 BSSY B0, 0x870
alu r0 r14 lat=4 flops=0 unit=int stall=2    # 0670 LOP3.LUT R2, R19, UR10, RZ, 0xfc, !PT
alu r5 r7 r3 r4 lat=4 flops=0 unit=int stall=2 # 0680 LEA.HI.X R5, R12, UR17, R13, 0x4, P0
alu r1 r0 lat=4 flops=0 unit=int stall=3     # 0690 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
st R4 r8 width=16 footprint=8M stall=10                   # 06a0 STG.E.128 desc[UR8][R4.64], R8
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 06b0 @!P0 BRA 0x740
alu r10 lat=17 flops=0 unit=sfu              # 0740 I2F.U32.RP R6, UR11
alu r2 lat=4 flops=0 unit=int                # 0750 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r3 lat=4 flops=0 unit=fp32 stall=6       # 0760 IMAD.MOV.U32 R13, RZ, RZ, RZ
alu r10 r10 lat=19 flops=0 unit=sfu stall=2  # 0770 MUFU.RCP R6, R6
alu r4 r10 lat=4 flops=0 unit=int stall=6    # 0780 VIADD R4, R6, 0xffffffe
alu r5 r4 lat=17 flops=0 unit=sfu stall=2    # 0790 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r4 lat=4 flops=4 unit=fp32               # 07a0 HFMA2.MMA R4, -RZ, RZ, 0, 0
alu r6 r5 lat=4 flops=0 unit=fp32 stall=4    # 07b0 IMAD.MOV R7, RZ, RZ, -R5
alu r6 r6 lat=4 flops=0 unit=fp32 stall=5    # 07c0 IMAD R7, R7, UR11, RZ
alu r6 r5 r6 r4 lat=9 flops=0 unit=fp32 stall=6 # 07d0 IMAD.HI.U32 R7, R5, R7, R4
alu r0 r6 r12 lat=9 flops=0 unit=fp32 stall=4 # 07e0 IMAD.HI.U32 R2, R7, R20, RZ
alu r5 r0 lat=4 flops=0 unit=fp32 stall=4    # 07f0 IMAD.MOV R5, RZ, RZ, -R2
alu r7 r5 r12 lat=4 flops=0 unit=fp32 stall=5 # 0800 IMAD R12, R5, UR11, R20
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 0810 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=5  # 0820 @P0 VIADD R12, R12, -UR11
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 0830 ISETP.GE.U32.AND P0, PT, R12, UR11, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=2  # 0840 @P0 IADD3 R12, R12, -UR11, RZ
alu r7 r2 lat=4 flops=0 unit=int stall=7     # 0850 @!P1 LOP3.LUT R12, RZ, UR11, RZ, 0x33, !PT
alu r61 lat=2 flops=0 unit=none stall=5      # 0860 BSYNC B0
alu r8 r7 lat=4 flops=0 unit=int stall=4     # 0870 LEA R8, P0, R12, UR12, 0x4
alu r9 r7 r3 r8 lat=4 flops=0 unit=int stall=6 # 0880 LEA.HI.X R9, R12, UR13, R13, 0x4, P0
ld r8 R8_2 width=16 footprint=640M                          # 0890 LDG.E.128.CONSTANT R8, desc[UR8][R8.64]
alu r0 r14 lat=4 flops=0 unit=int            # 08a0 LOP3.LUT R2, R19, UR14, RZ, 0xfc, !PT
alu r62 lat=2 flops=0 unit=none stall=3      # 08b0 BSSY B0, 0xa90
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 08c0 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 08d0 @!P0 BRA 0x960
alu r10 lat=17 flops=0 unit=sfu              # 0960 I2F.U32.RP R6, UR15
alu r2 lat=4 flops=0 unit=int stall=2        # 0970 ISETP.NE.U32.AND P1, PT, RZ, UR15, PT
alu r3 lat=4 flops=0 unit=int stall=5        # 0980 MOV R13, RZ
alu r10 r10 lat=19 flops=0 unit=sfu stall=2  # 0990 MUFU.RCP R6, R6
alu r4 r10 lat=4 flops=0 unit=int stall=6    # 09a0 IADD3 R4, R6, 0xffffffe, RZ
alu r5 r4 lat=17 flops=0 unit=sfu stall=2    # 09b0 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r4 lat=4 flops=0 unit=fp32 stall=2       # 09c0 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r6 r5 lat=4 flops=0 unit=fp32 stall=4    # 09d0 IMAD.MOV R7, RZ, RZ, -R5
alu r6 r6 lat=4 flops=0 unit=fp32 stall=4    # 09e0 IMAD R7, R7, UR15, RZ
alu r6 r5 r6 r4 lat=9 flops=0 unit=fp32 stall=6 # 09f0 IMAD.HI.U32 R7, R5, R7, R4
alu r0 r6 r12 lat=9 flops=0 unit=fp32 stall=5 # 0a00 IMAD.HI.U32 R2, R7, R20, RZ
alu r5 r0 lat=4 flops=0 unit=int stall=5     # 0a10 IADD3 R5, -R2, RZ, RZ
alu r7 r5 r12 lat=4 flops=0 unit=fp32 stall=5 # 0a20 IMAD R12, R5, UR15, R20
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 0a30 ISETP.GE.U32.AND P0, PT, R12, UR15, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=5  # 0a40 @P0 VIADD R12, R12, -UR15
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 0a50 ISETP.GE.U32.AND P0, PT, R12, UR15, PT
alu r7 r1 r7 lat=4 flops=0 unit=int          # 0a60 @P0 VIADD R12, R12, -UR15
alu r7 r2 lat=4 flops=0 unit=int stall=7     # 0a70 @!P1 LOP3.LUT R12, RZ, UR15, RZ, 0x33, !PT
alu r60 lat=2 flops=0 unit=none stall=5      # 0a80 BSYNC B0
alu r61 lat=2 flops=0 unit=none              # 0a90 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r4 r7 lat=4 flops=0 unit=int stall=2     # 0aa0 LEA R4, P0, R12, UR16, 0x4
alu r11 r11 lat=4 flops=0 unit=int           # 0ab0 IADD3 R0, P1, R0, UR7, RZ
alu r62 lat=2 flops=0 unit=none              # 0ac0 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r5 r7 r3 r4 lat=4 flops=0 unit=int stall=2 # 0ad0 LEA.HI.X R5, R12, UR17, R13, 0x4, P0
alu r1 lat=4 flops=0 unit=int stall=2        # 0ae0 ISETP.LE.U32.AND P0, PT, R14, UR4, PT
alu r12 r12 lat=4 flops=0 unit=int           # 0af0 IADD3 R20, P2, R20, UR7, RZ
st R4_2 r8 width=16 footprint=8M                          # 0b00 STG.E.128 desc[UR8][R4.64], R8
alu r0 lat=4 flops=0 unit=fp32               # 0b10 IMAD.U32 R2, RZ, RZ, UR5
alu r13 r13 r11 lat=4 flops=0 unit=int stall=2 # 0b20 IADD3.X R3, R3, UR6, RZ, P1, !PT
alu r14 r14 r12 lat=4 flops=0 unit=int stall=2 # 0b30 IADD3.X R19, R19, UR6, RZ, P2, !PT
alu r1 r0 r1 lat=4 flops=0 unit=int stall=13 # 0b40 ISETP.GE.U32.AND.EX P0, PT, R2, R15, PT, P0
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0b50 @!P0 BRA 0x240
