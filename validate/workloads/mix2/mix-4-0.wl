# imported by lhsim import from validate/results/h200/l2writes/sass_mix.txt
# kernel k_mix<4,0> (_Z5k_mixILi4ELi0EEvPK6float4PS0_mmPj)
# loop 1 of 1: 0x02f0..0x0d00, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R10: address R10 as written at 0x04f0; coalesced at the instruction's width
# stream R14: address R14 as written at 0x0700; coalesced at the instruction's width
# stream R16: address R16 as written at 0x0910; coalesced at the instruction's width
# stream R20: address R20 as written at 0x0b00; coalesced at the instruction's width
# slow paths x4 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 26 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name mix-4-0
alu r0 r27 lat=4 flops=0 unit=int            # 02f0 LOP3.LUT R8, R25, UR8, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none              # 0300 ULDC.64 UR6, c[0x0][0x220]
alu r61 lat=2 flops=0 unit=none stall=2      # 0310 BSSY B0, 0x4f0
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0320 ISETP.NE.U32.AND P0, PT, R8, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0330 @!P0 BRA 0x3b0
alu r2 lat=17 flops=0 unit=sfu               # 03b0 I2F.U32.RP R10, UR9
alu r3 lat=4 flops=0 unit=int stall=7        # 03c0 ISETP.NE.U32.AND P1, PT, RZ, UR9, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 03d0 MUFU.RCP R10, R10
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 03e0 VIADD R8, R10, 0xffffffe
alu r4 r0 lat=17 flops=0 unit=sfu stall=2    # 03f0 F2I.FTZ.U32.TRUNC.NTZ R9, R8
alu r0 lat=4 flops=0 unit=fp32               # 0400 IMAD.MOV.U32 R8, RZ, RZ, RZ
alu r5 r4 lat=4 flops=0 unit=int stall=5     # 0410 IADD3 R11, RZ, -R9, RZ
alu r5 r5 lat=4 flops=0 unit=fp32 stall=4    # 0420 IMAD R11, R11, UR9, RZ
alu r6 r4 r5 r0 lat=9 flops=0 unit=fp32      # 0430 IMAD.HI.U32 R12, R9, R11, R8
alu r4 lat=4 flops=4 unit=fp32 stall=5       # 0440 HFMA2.MMA R9, -RZ, RZ, 0, 0
alu r6 r6 r24 lat=9 flops=0 unit=fp32 stall=5 # 0450 IMAD.HI.U32 R12, R12, R3, RZ
alu r6 r6 lat=4 flops=0 unit=int stall=5     # 0460 IADD3 R12, -R12, RZ, RZ
alu r5 r6 r24 lat=4 flops=0 unit=fp32 stall=5 # 0470 IMAD R11, R12, UR9, R3
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0480 ISETP.GE.U32.AND P0, PT, R11, UR9, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=5  # 0490 @P0 VIADD R11, R11, -UR9
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 04a0 ISETP.GE.U32.AND P0, PT, R11, UR9, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=2  # 04b0 @P0 IADD3 R11, R11, -UR9, RZ
alu r5 r3 lat=4 flops=0 unit=int stall=5     # 04c0 @!P1 LOP3.LUT R11, RZ, UR9, RZ, 0x33, !PT
alu r0 r5 lat=4 flops=0 unit=fp32 stall=7    # 04d0 IMAD.MOV.U32 R8, RZ, RZ, R11
alu r63 lat=2 flops=0 unit=none stall=5      # 04e0 BSYNC B0
alu r2 r0 lat=4 flops=0 unit=int stall=4     # 04f0 LEA R10, P0, R8, UR12, 0x4
alu r5 r0 r4 r2 lat=4 flops=0 unit=int stall=6 # 0500 LEA.HI.X R11, R8, UR13, R9, 0x4, P0
ld r0 R10 width=16                           # 0510 LDG.E.128.CONSTANT R8, desc[UR10][R10.64]
alu r6 r31 lat=4 flops=0 unit=int            # 0520 LOP3.LUT R12, R27, UR8, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none stall=3      # 0530 BSSY B0, 0x700
alu r1 r6 lat=4 flops=0 unit=int stall=13    # 0540 ISETP.NE.U32.AND P0, PT, R12, RZ, PT
alu r61 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0550 @!P0 BRA 0x5d0
alu r7 lat=17 flops=0 unit=sfu               # 05d0 I2F.U32.RP R14, UR9
alu r6 lat=4 flops=0 unit=fp32               # 05e0 IMAD.MOV.U32 R12, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int stall=6        # 05f0 ISETP.NE.U32.AND P1, PT, RZ, UR9, PT
alu r7 r7 lat=19 flops=0 unit=sfu stall=2    # 0600 MUFU.RCP R14, R14
alu r8 r7 lat=4 flops=0 unit=int stall=6     # 0610 VIADD R15, R14, 0xffffffe
alu r9 r8 lat=17 flops=0 unit=sfu stall=2    # 0620 F2I.FTZ.U32.TRUNC.NTZ R13, R15
alu r10 r9 lat=4 flops=0 unit=int stall=5    # 0630 IADD3 R17, RZ, -R13, RZ
alu r10 r10 lat=4 flops=0 unit=fp32 stall=4  # 0640 IMAD R17, R17, UR9, RZ
alu r10 r9 r10 r6 lat=9 flops=0 unit=fp32 stall=6 # 0650 IMAD.HI.U32 R17, R13, R17, R12
alu r6 r10 r28 lat=9 flops=0 unit=fp32 stall=5 # 0660 IMAD.HI.U32 R12, R17, R24, RZ
alu r9 r6 lat=4 flops=0 unit=int stall=5     # 0670 IADD3 R13, -R12, RZ, RZ
alu r6 r9 r28 lat=4 flops=0 unit=fp32 stall=2 # 0680 IMAD R12, R13, UR9, R24
alu r9 lat=4 flops=0 unit=fp32 stall=3       # 0690 IMAD.MOV.U32 R13, RZ, RZ, RZ
alu r1 r6 lat=4 flops=0 unit=int stall=13    # 06a0 ISETP.GE.U32.AND P0, PT, R12, UR9, PT
alu r6 r1 r6 lat=4 flops=0 unit=int stall=5  # 06b0 @P0 VIADD R12, R12, -UR9
alu r1 r6 lat=4 flops=0 unit=int stall=13    # 06c0 ISETP.GE.U32.AND P0, PT, R12, UR9, PT
alu r6 r1 r6 lat=4 flops=0 unit=int stall=2  # 06d0 @P0 IADD3 R12, R12, -UR9, RZ
alu r6 r3 lat=4 flops=0 unit=int stall=7     # 06e0 @!P1 LOP3.LUT R12, RZ, UR9, RZ, 0x33, !PT
alu r62 lat=2 flops=0 unit=none stall=5      # 06f0 BSYNC B0
alu r7 r6 lat=4 flops=0 unit=int stall=4     # 0700 LEA R14, P0, R12, UR12, 0x4
alu r8 r6 r9 r7 lat=4 flops=0 unit=int stall=6 # 0710 LEA.HI.X R15, R12, UR13, R13, 0x4, P0
ld r6 R14 width=16                           # 0720 LDG.E.128.CONSTANT R12, desc[UR10][R14.64]
alu r11 r30 lat=4 flops=0 unit=int           # 0730 LOP3.LUT R16, R29, UR8, RZ, 0xfc, !PT
alu r63 lat=2 flops=0 unit=none stall=3      # 0740 BSSY B0, 0x910
alu r1 r11 lat=4 flops=0 unit=int stall=13   # 0750 ISETP.NE.U32.AND P0, PT, R16, RZ, PT
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0760 @!P0 BRA 0x7e0
alu r12 lat=17 flops=0 unit=sfu              # 07e0 I2F.U32.RP R19, UR9
alu r11 lat=4 flops=4 unit=fp32              # 07f0 HFMA2.MMA R16, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int stall=6        # 0800 ISETP.NE.U32.AND P1, PT, RZ, UR9, PT
alu r12 r12 lat=19 flops=0 unit=sfu stall=2  # 0810 MUFU.RCP R19, R19
alu r13 r12 lat=4 flops=0 unit=int stall=2   # 0820 IADD3 R20, R19, 0xffffffe, RZ
alu r12 lat=4 flops=0 unit=int stall=4       # 0830 MOV R19, RZ
alu r10 r13 lat=17 flops=0 unit=sfu stall=2  # 0840 F2I.FTZ.U32.TRUNC.NTZ R17, R20
alu r14 r10 lat=4 flops=0 unit=fp32 stall=4  # 0850 IMAD.MOV R21, RZ, RZ, -R17
alu r14 r14 lat=4 flops=0 unit=fp32 stall=4  # 0860 IMAD R21, R21, UR9, RZ
alu r14 r10 r14 r11 lat=9 flops=0 unit=fp32 stall=6 # 0870 IMAD.HI.U32 R21, R17, R21, R16
alu r11 r14 r26 lat=9 flops=0 unit=fp32 stall=4 # 0880 IMAD.HI.U32 R16, R21, R26, RZ
alu r10 r11 lat=4 flops=0 unit=fp32 stall=4  # 0890 IMAD.MOV R17, RZ, RZ, -R16
alu r15 r10 r26 lat=4 flops=0 unit=fp32 stall=5 # 08a0 IMAD R18, R17, UR9, R26
alu r1 r15 lat=4 flops=0 unit=int stall=13   # 08b0 ISETP.GE.U32.AND P0, PT, R18, UR9, PT
alu r15 r1 r15 lat=4 flops=0 unit=int stall=4 # 08c0 @P0 IADD3 R18, R18, -UR9, RZ
alu r1 r15 lat=4 flops=0 unit=int stall=13   # 08d0 ISETP.GE.U32.AND P0, PT, R18, UR9, PT
alu r15 r1 r15 lat=4 flops=0 unit=int        # 08e0 @P0 VIADD R18, R18, -UR9
alu r15 r3 lat=4 flops=0 unit=int stall=7    # 08f0 @!P1 LOP3.LUT R18, RZ, UR9, RZ, 0x33, !PT
alu r61 lat=2 flops=0 unit=none stall=5      # 0900 BSYNC B0
alu r11 r15 lat=4 flops=0 unit=int stall=4   # 0910 LEA R16, P0, R18, UR12, 0x4
alu r10 r15 r12 r11 lat=4 flops=0 unit=int stall=6 # 0920 LEA.HI.X R17, R18, UR13, R19, 0x4, P0
ld r11 R16 width=16                          # 0930 LDG.E.128.CONSTANT R16, desc[UR10][R16.64]
alu r13 r29 lat=4 flops=0 unit=int           # 0940 LOP3.LUT R20, R33, UR8, RZ, 0xfc, !PT
alu r62 lat=2 flops=0 unit=none stall=3      # 0950 BSSY B0, 0xb00
alu r1 r13 lat=4 flops=0 unit=int stall=13   # 0960 ISETP.NE.U32.AND P0, PT, R20, RZ, PT
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0970 @!P0 BRA 0x9d0
alu r16 lat=17 flops=0 unit=sfu              # 09d0 I2F.U32.RP R23, UR9
alu r13 lat=4 flops=0 unit=fp32              # 09e0 IMAD.MOV.U32 R20, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int stall=6        # 09f0 ISETP.NE.U32.AND P1, PT, RZ, UR9, PT
alu r16 r16 lat=19 flops=0 unit=sfu stall=2  # 0a00 MUFU.RCP R23, R23
alu r17 r16 lat=4 flops=0 unit=int stall=2   # 0a10 VIADD R32, R23, 0xffffffe
alu r16 lat=4 flops=0 unit=fp32 stall=4      # 0a20 IMAD.MOV.U32 R23, RZ, RZ, RZ
alu r14 r17 lat=17 flops=0 unit=sfu stall=2  # 0a30 F2I.FTZ.U32.TRUNC.NTZ R21, R32
alu r18 r14 lat=4 flops=0 unit=int stall=5   # 0a40 IADD3 R35, RZ, -R21, RZ
alu r18 r18 lat=4 flops=0 unit=fp32 stall=4  # 0a50 IMAD R35, R35, UR9, RZ
alu r18 r14 r18 r13 lat=9 flops=0 unit=fp32 stall=6 # 0a60 IMAD.HI.U32 R35, R21, R35, R20
alu r13 r18 r25 lat=9 flops=0 unit=fp32 stall=5 # 0a70 IMAD.HI.U32 R20, R35, R28, RZ
alu r14 r13 lat=4 flops=0 unit=int stall=5   # 0a80 IADD3 R21, -R20, RZ, RZ
alu r19 r14 r25 lat=4 flops=0 unit=fp32 stall=5 # 0a90 IMAD R22, R21, UR9, R28
alu r1 r19 lat=4 flops=0 unit=int stall=13   # 0aa0 ISETP.GE.U32.AND P0, PT, R22, UR9, PT
alu r19 r1 r19 lat=4 flops=0 unit=int stall=5 # 0ab0 @P0 VIADD R22, R22, -UR9
alu r1 r19 lat=4 flops=0 unit=int stall=13   # 0ac0 ISETP.GE.U32.AND P0, PT, R22, UR9, PT
alu r19 r1 r19 lat=4 flops=0 unit=int stall=2 # 0ad0 @P0 IADD3 R22, R22, -UR9, RZ
alu r19 r3 lat=4 flops=0 unit=int stall=7    # 0ae0 @!P1 LOP3.LUT R22, RZ, UR9, RZ, 0x33, !PT
alu r60 lat=2 flops=0 unit=none stall=5      # 0af0 BSYNC B0
alu r13 r19 lat=4 flops=0 unit=int stall=4   # 0b00 LEA R20, P0, R22, UR12, 0x4
alu r14 r19 r16 r13 lat=4 flops=0 unit=int stall=6 # 0b10 LEA.HI.X R21, R22, UR13, R23, 0x4, P0
ld r13 R20 width=16                          # 0b20 LDG.E.128.CONSTANT R20, desc[UR10][R20.64]
alu r61 lat=2 flops=0 unit=none              # 0b30 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r18 r0 r20 lat=4 flops=1 unit=fp32       # 0b40 FADD R35, R8, R4
alu r20 r0 r21 lat=4 flops=1 unit=fp32       # 0b50 FADD R4, R9, R5
alu r21 r0 r22 lat=4 flops=1 unit=fp32       # 0b60 FADD R5, R10, R6
alu r62 lat=2 flops=0 unit=none              # 0b70 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r18 r6 r18 lat=4 flops=1 unit=fp32       # 0b80 FADD R35, R12, R35
alu r1 lat=4 flops=0 unit=int                # 0b90 ISETP.LE.U32.AND P0, PT, R30, UR4, PT
alu r22 r0 r23 lat=4 flops=1 unit=fp32       # 0ba0 FADD R6, R11, R7
alu r21 r6 r21 lat=4 flops=1 unit=fp32       # 0bb0 FADD R5, R14, R5
alu r20 r6 r20 lat=4 flops=1 unit=fp32       # 0bc0 FADD R4, R13, R4
alu r6 lat=4 flops=0 unit=int                # 0bd0 MOV R12, UR5
alu r22 r22 lat=4 flops=1 unit=fp32          # 0be0 FADD R6, R15, R6
alu r23 r11 r21 lat=4 flops=1 unit=fp32      # 0bf0 FADD R7, R18, R5
alu r24 r24 lat=4 flops=0 unit=int           # 0c00 IADD3 R3, P1, R3, R2.reuse, RZ
alu r18 r11 r18 lat=4 flops=1 unit=fp32      # 0c10 FADD R35, R16, R35
alu r1 r6 r1 lat=4 flops=0 unit=int          # 0c20 ISETP.GE.U32.AND.EX P0, PT, R12, R31, PT, P0
alu r0 r11 r20 lat=4 flops=1 unit=fp32       # 0c30 FADD R8, R17, R4
alu r25 r25 lat=4 flops=0 unit=int           # 0c40 IADD3 R28, P3, R28, R2.reuse, RZ
alu r2 r11 r22 lat=4 flops=1 unit=fp32       # 0c50 FADD R10, R19, R6
alu r26 r26 lat=4 flops=0 unit=int           # 0c60 IADD3 R26, P2, R26, R2.reuse, RZ
alu r27 r27 r24 lat=4 flops=0 unit=fp32      # 0c70 IMAD.X R25, R25, 0x1, R0.reuse, P1
alu r28 r28 lat=4 flops=0 unit=int           # 0c80 IADD3 R24, P4, R24, R2, RZ
alu r29 r29 r25 lat=4 flops=0 unit=fp32      # 0c90 IMAD.X R33, R33, 0x1, R0, P3
alu r30 r30 r26 lat=4 flops=0 unit=int stall=2 # 0ca0 IADD3.X R29, R29, R0, RZ, P2, !PT
alu r31 r31 r28 lat=4 flops=0 unit=int       # 0cb0 IADD3.X R27, R27, R0, RZ, P4, !PT
alu r22 r13 r23 lat=4 flops=1 unit=fp32      # 0cc0 FADD R6, R22, R7
alu r20 r13 r18 lat=4 flops=1 unit=fp32      # 0cd0 FADD R4, R20, R35
alu r21 r13 r0 lat=4 flops=1 unit=fp32       # 0ce0 FADD R5, R21, R8
alu r23 r13 r2 lat=4 flops=1 unit=fp32       # 0cf0 FADD R7, R23, R10
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=6 # 0d00 @!P0 BRA 0x2f0
