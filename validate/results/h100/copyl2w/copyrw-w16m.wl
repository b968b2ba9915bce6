# lhsim import --sass validate/results/h100/copyl2w/sass_copyrw.txt --kernel k_copyrw, then the
# loads given footprint=640M each (the kernel reads one 1280 MiB array at i and
# i + a grid) and the stores footprint=8M each (one 16 MiB array, likewise)
# imported by lhsim import from validate/results/h100/copyl2w/sass_copyrw.txt
# kernel k_copyrw (_Z8k_copyrwPK6float4PS_mmmPj)
# loop 1 of 1: 0x01f0..0x0b60, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R6: address R6 as written at 0x0610; coalesced at the instruction's width
# stream R14: address R14 as written at 0x0640; coalesced at the instruction's width
# stream R6_2: address R6 as written at 0x0a70; coalesced at the instruction's width
# stream R14_2: address R14 as written at 0x0ab0; coalesced at the instruction's width
# slow paths x4 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 36 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name copyrw-w16m
alu r0 r13 lat=4 flops=0 unit=int            # 01f0 LOP3.LUT R2, R9, UR10, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none stall=3      # 0200 BSSY B0, 0x410
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0210 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
alu r61 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0220 @!P0 BRA 0x2d0
alu r2 lat=17 flops=0 unit=sfu               # 02d0 I2F.U32.RP R4, UR11
alu r3 lat=4 flops=0 unit=int stall=7        # 02e0 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 02f0 MUFU.RCP R4, R4
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 0300 IADD3 R2, R4, 0xffffffe, RZ
alu r4 r0 lat=17 flops=0 unit=sfu stall=2    # 0310 F2I.FTZ.U32.TRUNC.NTZ R3, R2
alu r0 lat=4 flops=0 unit=fp32 stall=2       # 0320 IMAD.MOV.U32 R2, RZ, RZ, RZ
alu r5 r4 lat=4 flops=0 unit=fp32 stall=4    # 0330 IMAD.MOV R5, RZ, RZ, -R3
alu r5 r5 lat=4 flops=0 unit=fp32 stall=4    # 0340 IMAD R5, R5, UR11, RZ
alu r4 r4 r5 r0 lat=9 flops=0 unit=fp32 stall=6 # 0350 IMAD.HI.U32 R3, R3, R5, R2
alu r4 r4 r11 lat=9 flops=0 unit=fp32 stall=5 # 0360 IMAD.HI.U32 R3, R3, R0, RZ
alu r4 r4 lat=4 flops=0 unit=int stall=5     # 0370 IADD3 R3, -R3, RZ, RZ
alu r5 r4 r11 lat=4 flops=0 unit=fp32 stall=2 # 0380 IMAD R5, R3, UR11, R0
alu r4 lat=4 flops=0 unit=fp32 stall=3       # 0390 IMAD.MOV.U32 R3, RZ, RZ, RZ
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 03a0 ISETP.GE.U32.AND P0, PT, R5, UR11, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=5  # 03b0 @P0 VIADD R5, R5, -UR11
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 03c0 ISETP.GE.U32.AND P0, PT, R5, UR11, PT
alu r5 r1 r5 lat=4 flops=0 unit=int          # 03d0 @P0 VIADD R5, R5, -UR11
alu r5 r3 lat=4 flops=0 unit=int stall=4     # 03e0 @!P1 LOP3.LUT R5, RZ, UR11, RZ, 0x33, !PT
alu r0 r5 lat=4 flops=0 unit=int stall=7     # 03f0 MOV R2, R5
alu r62 lat=2 flops=0 unit=none stall=5      # 0400 BSYNC B0
alu r2 r13 lat=4 flops=0 unit=int            # 0410 LOP3.LUT R4, R9, UR12, RZ, 0xfc, !PT
alu r63 lat=2 flops=0 unit=none stall=3      # 0420 BSSY B0, 0x610
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 0430 ISETP.NE.U32.AND P0, PT, R4, RZ, PT
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0440 @!P0 BRA 0x4d0
alu r6 lat=17 flops=0 unit=sfu               # 04d0 I2F.U32.RP R6, UR13
alu r3 lat=4 flops=0 unit=int stall=7        # 04e0 ISETP.NE.U32.AND P1, PT, RZ, UR13, PT
alu r6 r6 lat=19 flops=0 unit=sfu stall=2    # 04f0 MUFU.RCP R6, R6
alu r2 r6 lat=4 flops=0 unit=int stall=6     # 0500 IADD3 R4, R6, 0xffffffe, RZ
alu r5 r2 lat=17 flops=0 unit=sfu stall=2    # 0510 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r2 lat=4 flops=0 unit=fp32 stall=2       # 0520 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r7 r5 lat=4 flops=0 unit=fp32 stall=4    # 0530 IMAD.MOV R7, RZ, RZ, -R5
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 0540 IMAD R7, R7, UR13, RZ
alu r5 r5 r7 r2 lat=9 flops=0 unit=fp32 stall=6 # 0550 IMAD.HI.U32 R5, R5, R7, R4
alu r5 r5 r11 lat=9 flops=0 unit=fp32 stall=5 # 0560 IMAD.HI.U32 R5, R5, R0, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=5     # 0570 IADD3 R5, -R5, RZ, RZ
alu r7 r5 r11 lat=4 flops=0 unit=fp32 stall=2 # 0580 IMAD R7, R5, UR13, R0
alu r5 lat=4 flops=0 unit=fp32 stall=3       # 0590 IMAD.MOV.U32 R5, RZ, RZ, RZ
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 05a0 ISETP.GE.U32.AND P0, PT, R7, UR13, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=5  # 05b0 @P0 VIADD R7, R7, -UR13
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 05c0 ISETP.GE.U32.AND P0, PT, R7, UR13, PT
alu r7 r1 r7 lat=4 flops=0 unit=int          # 05d0 @P0 VIADD R7, R7, -UR13
alu r7 r3 lat=4 flops=0 unit=int stall=4     # 05e0 @!P1 LOP3.LUT R7, RZ, UR13, RZ, 0x33, !PT
alu r2 r7 lat=4 flops=0 unit=int stall=7     # 05f0 MOV R4, R7
alu r61 lat=2 flops=0 unit=none stall=5      # 0600 BSYNC B0
alu r6 r2 lat=4 flops=0 unit=int stall=4     # 0610 LEA R6, P0, R4, UR14, 0x4
alu r7 r2 r5 r6 lat=4 flops=0 unit=int stall=6 # 0620 LEA.HI.X R7, R4, UR15, R5, 0x4, P0
ld r2 R6 width=16 footprint=640M                            # 0630 LDG.E.128.CONSTANT R4, desc[UR8][R6.64]
alu r8 r0 lat=4 flops=0 unit=int             # 0640 LEA R14, P0, R2.reuse, UR16, 0x4
alu r62 lat=2 flops=0 unit=none stall=3      # 0650 BSSY B0, 0x880
alu r9 r0 r4 r8 lat=4 flops=0 unit=int stall=2 # 0660 LEA.HI.X R15, R2, UR17, R3, 0x4, P0
alu r0 r14 lat=4 flops=0 unit=int stall=4    # 0670 LOP3.LUT R2, R10, UR10, RZ, 0xfc, !PT
alu r1 r0 lat=4 flops=0 unit=int             # 0680 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
st R14 r2 width=16 footprint=8M stall=12                  # 0690 STG.E.128 desc[UR8][R14.64], R4
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 06a0 @!P0 BRA 0x750
alu r2 lat=17 flops=0 unit=sfu               # 0750 I2F.U32.RP R4, UR11
alu r0 lat=4 flops=0 unit=fp32               # 0760 IMAD.MOV.U32 R2, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int stall=6        # 0770 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0780 MUFU.RCP R4, R4
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 0790 VIADD R5, R4, 0xffffffe
alu r4 r5 lat=17 flops=0 unit=sfu stall=2    # 07a0 F2I.FTZ.U32.TRUNC.NTZ R3, R5
alu r7 r4 lat=4 flops=0 unit=int stall=5     # 07b0 IADD3 R7, RZ, -R3, RZ
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 07c0 IMAD R7, R7, UR11, RZ
alu r7 r4 r7 r0 lat=9 flops=0 unit=fp32 stall=6 # 07d0 IMAD.HI.U32 R7, R3, R7, R2
alu r0 r7 r12 lat=9 flops=0 unit=fp32 stall=4 # 07e0 IMAD.HI.U32 R2, R7, R8, RZ
alu r4 r0 lat=4 flops=0 unit=fp32 stall=4    # 07f0 IMAD.MOV R3, RZ, RZ, -R2
alu r0 r4 r12 lat=4 flops=0 unit=fp32 stall=2 # 0800 IMAD R2, R3, UR11, R8
alu r4 lat=4 flops=0 unit=fp32 stall=3       # 0810 IMAD.MOV.U32 R3, RZ, RZ, RZ
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0820 ISETP.GE.U32.AND P0, PT, R2, UR11, PT
alu r0 r1 r0 lat=4 flops=0 unit=int stall=4  # 0830 @P0 IADD3 R2, R2, -UR11, RZ
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0840 ISETP.GE.U32.AND P0, PT, R2, UR11, PT
alu r0 r1 r0 lat=4 flops=0 unit=int          # 0850 @P0 VIADD R2, R2, -UR11
alu r0 r3 lat=4 flops=0 unit=int stall=7     # 0860 @!P1 LOP3.LUT R2, RZ, UR11, RZ, 0x33, !PT
alu r61 lat=2 flops=0 unit=none stall=5      # 0870 BSYNC B0
alu r2 r14 lat=4 flops=0 unit=int            # 0880 LOP3.LUT R4, R10, UR12, RZ, 0xfc, !PT
alu r62 lat=2 flops=0 unit=none stall=3      # 0890 BSSY B0, 0xa70
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 08a0 ISETP.NE.U32.AND P0, PT, R4, RZ, PT
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 08b0 @!P0 BRA 0x940
alu r6 lat=17 flops=0 unit=sfu               # 0940 I2F.U32.RP R6, UR13
alu r2 lat=4 flops=4 unit=fp32               # 0950 HFMA2.MMA R4, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int stall=6        # 0960 ISETP.NE.U32.AND P1, PT, RZ, UR13, PT
alu r6 r6 lat=19 flops=0 unit=sfu stall=2    # 0970 MUFU.RCP R6, R6
alu r7 r6 lat=4 flops=0 unit=int stall=6     # 0980 VIADD R7, R6, 0xffffffe
alu r5 r7 lat=17 flops=0 unit=sfu stall=2    # 0990 F2I.FTZ.U32.TRUNC.NTZ R5, R7
alu r10 r5 lat=4 flops=0 unit=fp32 stall=4   # 09a0 IMAD.MOV R11, RZ, RZ, -R5
alu r10 r10 lat=4 flops=0 unit=fp32 stall=4  # 09b0 IMAD R11, R11, UR13, RZ
alu r10 r5 r10 r2 lat=9 flops=0 unit=fp32 stall=6 # 09c0 IMAD.HI.U32 R11, R5, R11, R4
alu r2 r10 r12 lat=9 flops=0 unit=fp32 stall=4 # 09d0 IMAD.HI.U32 R4, R11, R8, RZ
alu r5 r2 lat=4 flops=0 unit=fp32 stall=4    # 09e0 IMAD.MOV R5, RZ, RZ, -R4
alu r2 r5 r12 lat=4 flops=0 unit=fp32 stall=2 # 09f0 IMAD R4, R5, UR13, R8
alu r5 lat=4 flops=0 unit=fp32 stall=3       # 0a00 IMAD.MOV.U32 R5, RZ, RZ, RZ
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 0a10 ISETP.GE.U32.AND P0, PT, R4, UR13, PT
alu r2 r1 r2 lat=4 flops=0 unit=int stall=5  # 0a20 @P0 VIADD R4, R4, -UR13
alu r1 r2 lat=4 flops=0 unit=int stall=13    # 0a30 ISETP.GE.U32.AND P0, PT, R4, UR13, PT
alu r2 r1 r2 lat=4 flops=0 unit=int stall=2  # 0a40 @P0 IADD3 R4, R4, -UR13, RZ
alu r2 r3 lat=4 flops=0 unit=int stall=7     # 0a50 @!P1 LOP3.LUT R4, RZ, UR13, RZ, 0x33, !PT
alu r60 lat=2 flops=0 unit=none stall=5      # 0a60 BSYNC B0
alu r6 r2 lat=4 flops=0 unit=int stall=4     # 0a70 LEA R6, P0, R4, UR14, 0x4
alu r7 r2 r5 r6 lat=4 flops=0 unit=int stall=6 # 0a80 LEA.HI.X R7, R4, UR15, R5, 0x4, P0
ld r2 R6_2 width=16 footprint=640M                          # 0a90 LDG.E.128.CONSTANT R4, desc[UR8][R6.64]
alu r61 lat=2 flops=0 unit=none              # 0aa0 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r8 r0 lat=4 flops=0 unit=int stall=2     # 0ab0 LEA R14, P0, R2, UR16, 0x4
alu r11 r11 lat=4 flops=0 unit=int           # 0ac0 IADD3 R0, P1, R0, UR6, RZ
alu r62 lat=2 flops=0 unit=none              # 0ad0 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r9 r0 r4 r8 lat=4 flops=0 unit=int stall=2 # 0ae0 LEA.HI.X R15, R2, UR17, R3, 0x4, P0
alu r1 lat=4 flops=0 unit=int stall=2        # 0af0 ISETP.LE.U32.AND P0, PT, R12, UR4, PT
alu r12 r12 lat=4 flops=0 unit=int           # 0b00 IADD3 R8, P2, R8, UR6, RZ
alu r0 lat=4 flops=0 unit=fp32               # 0b10 IMAD.U32 R2, RZ, RZ, UR5
alu r13 r13 r11 lat=4 flops=0 unit=int stall=2 # 0b20 IADD3.X R9, R9, UR7, RZ, P1, !PT
alu r14 r14 r12 lat=4 flops=0 unit=int stall=2 # 0b30 IADD3.X R10, R10, UR7, RZ, P2, !PT
alu r1 r0 r1 lat=4 flops=0 unit=int          # 0b40 ISETP.GE.U32.AND.EX P0, PT, R2, R13, PT, P0
st R14_2 r2 width=16 footprint=8M stall=12                # 0b50 STG.E.128 desc[UR8][R14.64], R4
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0b60 @!P0 BRA 0x1f0
