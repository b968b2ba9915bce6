# imported by lhsim import from validate/results/h200/l2writes/sass_mix.txt
# kernel k_mix<3,1> (_Z5k_mixILi3ELi1EEvPK6float4PS0_mmPj)
# loop 1 of 1: 0x0270..0x0a50, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R12: address R12 as written at 0x0480; coalesced at the instruction's width
# stream R18: address R18 as written at 0x0690; coalesced at the instruction's width
# stream R20: address R20 as written at 0x0880; coalesced at the instruction's width
# stream R12_2: address R12 as written at 0x0940; coalesced at the instruction's width
# slow paths x3 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 19 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name mix-3-1
alu r0 r26 lat=4 flops=0 unit=int            # 0270 LOP3.LUT R12, R5, UR10, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none              # 0280 ULDC.64 UR6, c[0x0][0x220]
alu r61 lat=2 flops=0 unit=none stall=2      # 0290 BSSY B0, 0x460
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 02a0 ISETP.NE.U32.AND P0, PT, R12, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 02b0 @!P0 BRA 0x330
alu r2 lat=17 flops=0 unit=sfu               # 0330 I2F.U32.RP R14, UR11
alu r3 lat=4 flops=0 unit=int                # 0340 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r4 lat=4 flops=0 unit=fp32 stall=6       # 0350 IMAD.MOV.U32 R29, RZ, RZ, RZ
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0360 MUFU.RCP R14, R14
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 0370 VIADD R12, R14, 0xffffffe
alu r5 r0 lat=17 flops=0 unit=sfu stall=2    # 0380 F2I.FTZ.U32.TRUNC.NTZ R13, R12
alu r0 lat=4 flops=0 unit=fp32               # 0390 IMAD.MOV.U32 R12, RZ, RZ, RZ
alu r6 r5 lat=4 flops=0 unit=int stall=5     # 03a0 IADD3 R15, RZ, -R13, RZ
alu r6 r6 lat=4 flops=0 unit=fp32 stall=4    # 03b0 IMAD R15, R15, UR11, RZ
alu r7 r5 r6 r0 lat=9 flops=0 unit=fp32 stall=6 # 03c0 IMAD.HI.U32 R16, R13, R15, R12
alu r7 r7 r24 lat=9 flops=0 unit=fp32 stall=5 # 03d0 IMAD.HI.U32 R16, R16, R3, RZ
alu r7 r7 lat=4 flops=0 unit=int stall=5     # 03e0 IADD3 R16, -R16, RZ, RZ
alu r8 r7 r24 lat=4 flops=0 unit=fp32 stall=5 # 03f0 IMAD R28, R16, UR11, R3
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 0400 ISETP.GE.U32.AND P0, PT, R28, UR11, PT
alu r8 r1 r8 lat=4 flops=0 unit=int stall=5  # 0410 @P0 VIADD R28, R28, -UR11
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 0420 ISETP.GE.U32.AND P0, PT, R28, UR11, PT
alu r8 r1 r8 lat=4 flops=0 unit=int stall=2  # 0430 @P0 IADD3 R28, R28, -UR11, RZ
alu r8 r3 lat=4 flops=0 unit=int stall=7     # 0440 @!P1 LOP3.LUT R28, RZ, UR11, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 0450 BSYNC B0
alu r9 r8 lat=4 flops=0 unit=int stall=2     # 0460 SHF.L.U32 R24, R28.reuse, 0x4, RZ
alu r8 r8 r4 lat=4 flops=0 unit=int stall=2  # 0470 SHF.L.U64.HI R28, R28, 0x4, R29
alu r0 r9 lat=4 flops=0 unit=int stall=4     # 0480 IADD3 R12, P0, R24, UR12, RZ
alu r5 r8 r0 lat=4 flops=0 unit=int stall=6  # 0490 IADD3.X R13, R28, UR13, RZ, P0, !PT
ld r0 R12 width=16                           # 04a0 LDG.E.128.CONSTANT R12, desc[UR8][R12.64]
alu r7 r27 lat=4 flops=0 unit=int            # 04b0 LOP3.LUT R16, R7, UR10, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none stall=3      # 04c0 BSSY B0, 0x690
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 04d0 ISETP.NE.U32.AND P0, PT, R16, RZ, PT
alu r61 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 04e0 @!P0 BRA 0x560
alu r10 lat=17 flops=0 unit=sfu              # 0560 I2F.U32.RP R18, UR11
alu r7 lat=4 flops=0 unit=fp32               # 0570 IMAD.MOV.U32 R16, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int stall=6        # 0580 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r10 r10 lat=19 flops=0 unit=sfu stall=2  # 0590 MUFU.RCP R18, R18
alu r11 r10 lat=4 flops=0 unit=int stall=6   # 05a0 VIADD R19, R18, 0xffffffe
alu r12 r11 lat=17 flops=0 unit=sfu stall=2  # 05b0 F2I.FTZ.U32.TRUNC.NTZ R17, R19
alu r13 r12 lat=4 flops=0 unit=int stall=5   # 05c0 IADD3 R21, RZ, -R17, RZ
alu r13 r13 lat=4 flops=0 unit=fp32 stall=4  # 05d0 IMAD R21, R21, UR11, RZ
alu r13 r12 r13 r7 lat=9 flops=0 unit=fp32 stall=6 # 05e0 IMAD.HI.U32 R21, R17, R21, R16
alu r7 r13 r25 lat=9 flops=0 unit=fp32 stall=5 # 05f0 IMAD.HI.U32 R16, R21, R4, RZ
alu r12 r7 lat=4 flops=0 unit=int stall=5    # 0600 IADD3 R17, -R16, RZ, RZ
alu r7 r12 r25 lat=4 flops=0 unit=fp32 stall=2 # 0610 IMAD R16, R17, UR11, R4
alu r12 lat=4 flops=0 unit=fp32 stall=3      # 0620 IMAD.MOV.U32 R17, RZ, RZ, RZ
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 0630 ISETP.GE.U32.AND P0, PT, R16, UR11, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=5  # 0640 @P0 VIADD R16, R16, -UR11
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 0650 ISETP.GE.U32.AND P0, PT, R16, UR11, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=2  # 0660 @P0 IADD3 R16, R16, -UR11, RZ
alu r7 r3 lat=4 flops=0 unit=int stall=7     # 0670 @!P1 LOP3.LUT R16, RZ, UR11, RZ, 0x33, !PT
alu r62 lat=2 flops=0 unit=none stall=5      # 0680 BSYNC B0
alu r10 r7 lat=4 flops=0 unit=int stall=4    # 0690 LEA R18, P0, R16, UR12, 0x4
alu r11 r7 r12 r10 lat=4 flops=0 unit=int stall=6 # 06a0 LEA.HI.X R19, R16, UR13, R17, 0x4, P0
ld r7 R18 width=16                           # 06b0 LDG.E.128.CONSTANT R16, desc[UR8][R18.64]
alu r14 r23 lat=4 flops=0 unit=int           # 06c0 LOP3.LUT R20, R25, UR10, RZ, 0xfc, !PT
alu r63 lat=2 flops=0 unit=none stall=3      # 06d0 BSSY B0, 0x880
alu r1 r14 lat=4 flops=0 unit=int stall=13   # 06e0 ISETP.NE.U32.AND P0, PT, R20, RZ, PT
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 06f0 @!P0 BRA 0x750
alu r15 lat=17 flops=0 unit=sfu              # 0750 I2F.U32.RP R23, UR11
alu r14 lat=4 flops=4 unit=fp32              # 0760 HFMA2.MMA R20, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int stall=6        # 0770 ISETP.NE.U32.AND P1, PT, RZ, UR11, PT
alu r15 r15 lat=19 flops=0 unit=sfu stall=2  # 0780 MUFU.RCP R23, R23
alu r4 r15 lat=4 flops=0 unit=int stall=2    # 0790 IADD3 R29, R23, 0xffffffe, RZ
alu r15 lat=4 flops=0 unit=int stall=4       # 07a0 MOV R23, RZ
alu r13 r4 lat=17 flops=0 unit=sfu stall=2   # 07b0 F2I.FTZ.U32.TRUNC.NTZ R21, R29
alu r16 r13 lat=4 flops=0 unit=fp32 stall=4  # 07c0 IMAD.MOV R31, RZ, RZ, -R21
alu r16 r16 lat=4 flops=0 unit=fp32 stall=4  # 07d0 IMAD R31, R31, UR11, RZ
alu r16 r13 r16 r14 lat=9 flops=0 unit=fp32 stall=6 # 07e0 IMAD.HI.U32 R31, R21, R31, R20
alu r14 r16 r22 lat=9 flops=0 unit=fp32 stall=4 # 07f0 IMAD.HI.U32 R20, R31, R6, RZ
alu r13 r14 lat=4 flops=0 unit=fp32 stall=4  # 0800 IMAD.MOV R21, RZ, RZ, -R20
alu r17 r13 r22 lat=4 flops=0 unit=fp32 stall=5 # 0810 IMAD R22, R21, UR11, R6
alu r1 r17 lat=4 flops=0 unit=int stall=13   # 0820 ISETP.GE.U32.AND P0, PT, R22, UR11, PT
alu r17 r1 r17 lat=4 flops=0 unit=int stall=4 # 0830 @P0 IADD3 R22, R22, -UR11, RZ
alu r1 r17 lat=4 flops=0 unit=int stall=13   # 0840 ISETP.GE.U32.AND P0, PT, R22, UR11, PT
alu r17 r1 r17 lat=4 flops=0 unit=int        # 0850 @P0 VIADD R22, R22, -UR11
alu r17 r3 lat=4 flops=0 unit=int stall=7    # 0860 @!P1 LOP3.LUT R22, RZ, UR11, RZ, 0x33, !PT
alu r61 lat=2 flops=0 unit=none stall=5      # 0870 BSYNC B0
alu r14 r17 lat=4 flops=0 unit=int stall=4   # 0880 LEA R20, P0, R22, UR12, 0x4
alu r13 r17 r15 r14 lat=4 flops=0 unit=int stall=6 # 0890 LEA.HI.X R21, R22, UR13, R23, 0x4, P0
ld r14 R20 width=16                          # 08a0 LDG.E.128.CONSTANT R20, desc[UR8][R20.64]
alu r4 r0 r18 lat=4 flops=1 unit=fp32        # 08b0 FADD R29, R12, R8
alu r18 r0 r19 lat=4 flops=1 unit=fp32       # 08c0 FADD R8, R13, R9
alu r19 r0 r20 lat=4 flops=1 unit=fp32       # 08d0 FADD R9, R14, R10
alu r0 r0 r21 lat=4 flops=1 unit=fp32        # 08e0 FADD R12, R15, R11
alu r62 lat=2 flops=0 unit=none              # 08f0 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r20 r7 r18 lat=4 flops=1 unit=fp32       # 0900 FADD R10, R17, R8
alu r21 r7 r19 lat=4 flops=1 unit=fp32       # 0910 FADD R11, R18, R9
alu r2 r7 r0 lat=4 flops=1 unit=fp32         # 0920 FADD R14, R19, R12
alu r4 r7 r4 lat=4 flops=1 unit=fp32         # 0930 FADD R29, R16, R29
alu r0 r9 lat=4 flops=0 unit=int             # 0940 IADD3 R12, P0, R24, UR14, RZ
alu r63 lat=2 flops=0 unit=none              # 0950 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r22 r22 lat=4 flops=0 unit=int stall=2   # 0960 IADD3 R6, P2, R6, R2, RZ
alu r5 r8 r0 lat=4 flops=0 unit=int stall=2  # 0970 IADD3.X R13, R28, UR15, RZ, P0, !PT
alu r1 lat=4 flops=0 unit=int                # 0980 ISETP.LE.U32.AND P0, PT, R26, UR4, PT
alu r23 r23 r22 lat=4 flops=0 unit=fp32      # 0990 IMAD.X R25, R25, 0x1, R0, P2
alu r24 r24 lat=4 flops=0 unit=int stall=2   # 09a0 IADD3 R3, P1, R3, R2.reuse, RZ
alu r25 r25 lat=4 flops=0 unit=int stall=2   # 09b0 IADD3 R4, P3, R4, R2, RZ
alu r26 r26 r24 lat=4 flops=0 unit=int stall=2 # 09c0 IADD3.X R5, R5, R0.reuse, RZ, P1, !PT
alu r27 r27 r25 lat=4 flops=0 unit=int       # 09d0 IADD3.X R7, R7, R0, RZ, P3, !PT
alu r19 r14 r20 lat=4 flops=1 unit=fp32      # 09e0 FADD R9, R21, R10
alu r20 r14 r21 lat=4 flops=1 unit=fp32      # 09f0 FADD R10, R22, R11
alu r18 r14 r4 lat=4 flops=1 unit=fp32       # 0a00 FADD R8, R20, R29
alu r21 r14 r2 lat=4 flops=1 unit=fp32       # 0a10 FADD R11, R23, R14
alu r2 lat=4 flops=0 unit=fp32 stall=4       # 0a20 IMAD.U32 R14, RZ, RZ, UR5
st R12_2 r21 width=16                        # 0a30 STG.E.128 desc[UR8][R12.64], R8
alu r1 r2 r1 lat=4 flops=0 unit=int stall=13 # 0a40 ISETP.GE.U32.AND.EX P0, PT, R14, R27, PT, P0
alu r61 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0a50 @!P0 BRA 0x270
