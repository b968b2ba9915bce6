# imported by lhsim import from tests/sass/families2.sass
# kernel k_mix<4,0> (_Z5k_mixILi4ELi0EEvPK6float4PS0_mmPj)
# loop 1 of 1: 0x0310..0x0dd0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R1: address R1; address not changed by the loop (its lines are re-read in reality: --footprint)
# stream R8: address R8 as written at 0x0500; coalesced at the instruction's width
# stream R12: address R12 as written at 0x0700; coalesced at the instruction's width
# stream R16: address R16 as written at 0x0900; coalesced at the instruction's width
# stream R22: address R22 as written at 0x0b50; coalesced at the instruction's width
# slow paths x4 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 21 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name mix-4-0
ld r0 R1 width=4 offset=12 space=local       # 0310 LDL R8, [R1+0xc]
alu r60 lat=2 flops=0 unit=none              # 0320 ULDC.64 UR6, c[0x0][0x220]
alu r61 lat=2 flops=0 unit=none              # 0330 BSSY B0, 0x4f0
alu r1 r0 lat=4 flops=0 unit=int stall=4     # 0340 LOP3.LUT R3, R8, UR11, RZ, 0xfc, !PT
alu r2 r1 lat=4 flops=0 unit=int stall=13    # 0350 ISETP.NE.U32.AND P0, PT, R3, RZ, PT
alu r62 r2 lat=2 flops=0 unit=none branch=taken stall=5 # 0360 @!P0 BRA 0x3c0
alu r1 lat=17 flops=0 unit=sfu               # 03c0 I2F.U32.RP R3, UR12
alu r3 lat=4 flops=0 unit=int stall=2        # 03d0 ISETP.NE.U32.AND P1, PT, RZ, UR12, PT
alu r4 lat=4 flops=0 unit=int stall=5        # 03e0 MOV R23, RZ
alu r1 r1 lat=19 flops=0 unit=sfu stall=2    # 03f0 MUFU.RCP R3, R3
alu r0 r1 lat=4 flops=0 unit=int stall=6     # 0400 IADD3 R8, R3, 0xffffffe, RZ
alu r5 r0 lat=17 flops=0 unit=sfu stall=2    # 0410 F2I.FTZ.U32.TRUNC.NTZ R9, R8
alu r0 lat=4 flops=4 unit=fp32               # 0420 HFMA2.MMA R8, -RZ, RZ, 0, 0
alu r6 r5 lat=4 flops=0 unit=fp32 stall=4    # 0430 IMAD.MOV R11, RZ, RZ, -R9
alu r6 r6 lat=4 flops=0 unit=fp32 stall=5    # 0440 IMAD R11, R11, UR12, RZ
alu r7 r5 r6 r0 lat=9 flops=0 unit=fp32 stall=6 # 0450 IMAD.HI.U32 R10, R9, R11, R8
alu r7 r7 r24 lat=9 flops=0 unit=fp32 stall=4 # 0460 IMAD.HI.U32 R10, R10, R27, RZ
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 0470 IMAD.MOV R10, RZ, RZ, -R10
alu r8 r7 r24 lat=4 flops=0 unit=fp32 stall=5 # 0480 IMAD R22, R10, UR12, R27
alu r2 r8 lat=4 flops=0 unit=int stall=13    # 0490 ISETP.GE.U32.AND P0, PT, R22, UR12, PT
alu r8 r2 r8 lat=4 flops=0 unit=int stall=4  # 04a0 @P0 IADD3 R22, R22, -UR12, RZ
alu r2 r8 lat=4 flops=0 unit=int stall=13    # 04b0 ISETP.GE.U32.AND P0, PT, R22, UR12, PT
alu r8 r2 r8 lat=4 flops=0 unit=int          # 04c0 @P0 VIADD R22, R22, -UR12
alu r8 r3 lat=4 flops=0 unit=int stall=7     # 04d0 @!P1 LOP3.LUT R22, RZ, UR12, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 04e0 BSYNC B0
ld r9 R1 width=4 offset=8 space=local        # 04f0 LDL R12, [R1+0x8]
alu r0 r8 lat=4 flops=0 unit=int stall=4     # 0500 LEA R8, P0, R22, UR14, 0x4
alu r5 r8 r4 r0 lat=4 flops=0 unit=int stall=6 # 0510 LEA.HI.X R9, R22, UR15, R23, 0x4, P0
ld r0 R8 width=16                            # 0520 LDG.E.128.CONSTANT R8, desc[UR8][R8.64]
alu r60 lat=2 flops=0 unit=none              # 0530 BSSY B0, 0x6f0
alu r1 r9 lat=4 flops=0 unit=int stall=4     # 0540 LOP3.LUT R3, R12, UR11, RZ, 0xfc, !PT
alu r2 r1 lat=4 flops=0 unit=int stall=13    # 0550 ISETP.NE.U32.AND P0, PT, R3, RZ, PT
alu r61 r2 lat=2 flops=0 unit=none branch=taken stall=5 # 0560 @!P0 BRA 0x5c0
alu r10 lat=17 flops=0 unit=sfu              # 05c0 I2F.U32.RP R14, UR12
alu r3 lat=4 flops=0 unit=int                # 05d0 ISETP.NE.U32.AND P1, PT, RZ, UR12, PT
alu r4 lat=4 flops=0 unit=fp32 stall=6       # 05e0 IMAD.MOV.U32 R23, RZ, RZ, RZ
alu r10 r10 lat=19 flops=0 unit=sfu stall=2  # 05f0 MUFU.RCP R14, R14
alu r9 r10 lat=4 flops=0 unit=int stall=6    # 0600 VIADD R12, R14, 0xffffffe
alu r11 r9 lat=17 flops=0 unit=sfu stall=2   # 0610 F2I.FTZ.U32.TRUNC.NTZ R13, R12
alu r9 lat=4 flops=0 unit=fp32               # 0620 IMAD.MOV.U32 R12, RZ, RZ, RZ
alu r1 r11 lat=4 flops=0 unit=int stall=5    # 0630 IADD3 R3, RZ, -R13, RZ
alu r1 r1 lat=4 flops=0 unit=fp32 stall=4    # 0640 IMAD R3, R3, UR12, RZ
alu r1 r11 r1 r9 lat=9 flops=0 unit=fp32 stall=6 # 0650 IMAD.HI.U32 R3, R13, R3, R12
alu r1 r1 r27 lat=9 flops=0 unit=fp32 stall=5 # 0660 IMAD.HI.U32 R3, R3, R26, RZ
alu r1 r1 lat=4 flops=0 unit=int stall=5     # 0670 IADD3 R3, -R3, RZ, RZ
alu r8 r1 r27 lat=4 flops=0 unit=fp32 stall=5 # 0680 IMAD R22, R3, UR12, R26
alu r2 r8 lat=4 flops=0 unit=int stall=13    # 0690 ISETP.GE.U32.AND P0, PT, R22, UR12, PT
alu r8 r2 r8 lat=4 flops=0 unit=int stall=5  # 06a0 @P0 VIADD R22, R22, -UR12
alu r2 r8 lat=4 flops=0 unit=int stall=13    # 06b0 ISETP.GE.U32.AND P0, PT, R22, UR12, PT
alu r8 r2 r8 lat=4 flops=0 unit=int stall=2  # 06c0 @P0 IADD3 R22, R22, -UR12, RZ
alu r8 r3 lat=4 flops=0 unit=int stall=7     # 06d0 @!P1 LOP3.LUT R22, RZ, UR12, RZ, 0x33, !PT
alu r62 lat=2 flops=0 unit=none stall=5      # 06e0 BSYNC B0
ld r12 R1 width=4 space=local                # 06f0 LDL R16, [R1]
alu r9 r8 lat=4 flops=0 unit=int stall=4     # 0700 LEA R12, P0, R22, UR14, 0x4
alu r11 r8 r4 r9 lat=4 flops=0 unit=int stall=6 # 0710 LEA.HI.X R13, R22, UR15, R23, 0x4, P0
ld r9 R12 width=16                           # 0720 LDG.E.128.CONSTANT R12, desc[UR8][R12.64]
alu r63 lat=2 flops=0 unit=none              # 0730 BSSY B0, 0x8f0
alu r1 r12 lat=4 flops=0 unit=int stall=4    # 0740 LOP3.LUT R3, R16, UR11, RZ, 0xfc, !PT
alu r2 r1 lat=4 flops=0 unit=int stall=13    # 0750 ISETP.NE.U32.AND P0, PT, R3, RZ, PT
alu r60 r2 lat=2 flops=0 unit=none branch=taken stall=5 # 0760 @!P0 BRA 0x7c0
alu r13 lat=17 flops=0 unit=sfu              # 07c0 I2F.U32.RP R18, UR12
alu r3 lat=4 flops=0 unit=int stall=2        # 07d0 ISETP.NE.U32.AND P1, PT, RZ, UR12, PT
alu r4 lat=4 flops=0 unit=int stall=5        # 07e0 MOV R23, RZ
alu r13 r13 lat=19 flops=0 unit=sfu stall=2  # 07f0 MUFU.RCP R18, R18
alu r12 r13 lat=4 flops=0 unit=int stall=6   # 0800 IADD3 R16, R18, 0xffffffe, RZ
alu r14 r12 lat=17 flops=0 unit=sfu stall=2  # 0810 F2I.FTZ.U32.TRUNC.NTZ R17, R16
alu r12 lat=4 flops=4 unit=fp32              # 0820 HFMA2.MMA R16, -RZ, RZ, 0, 0
alu r1 r14 lat=4 flops=0 unit=fp32 stall=4   # 0830 IMAD.MOV R3, RZ, RZ, -R17
alu r1 r1 lat=4 flops=0 unit=fp32 stall=5    # 0840 IMAD R3, R3, UR12, RZ
alu r1 r14 r1 r12 lat=9 flops=0 unit=fp32 stall=6 # 0850 IMAD.HI.U32 R3, R17, R3, R16
alu r1 r1 r25 lat=9 flops=0 unit=fp32 stall=4 # 0860 IMAD.HI.U32 R3, R3, R0, RZ
alu r1 r1 lat=4 flops=0 unit=fp32 stall=4    # 0870 IMAD.MOV R3, RZ, RZ, -R3
alu r8 r1 r25 lat=4 flops=0 unit=fp32 stall=5 # 0880 IMAD R22, R3, UR12, R0
alu r2 r8 lat=4 flops=0 unit=int stall=13    # 0890 ISETP.GE.U32.AND P0, PT, R22, UR12, PT
alu r8 r2 r8 lat=4 flops=0 unit=int stall=4  # 08a0 @P0 IADD3 R22, R22, -UR12, RZ
alu r2 r8 lat=4 flops=0 unit=int stall=13    # 08b0 ISETP.GE.U32.AND P0, PT, R22, UR12, PT
alu r8 r2 r8 lat=4 flops=0 unit=int          # 08c0 @P0 VIADD R22, R22, -UR12
alu r8 r3 lat=4 flops=0 unit=int stall=7     # 08d0 @!P1 LOP3.LUT R22, RZ, UR12, RZ, 0x33, !PT
alu r61 lat=2 flops=0 unit=none stall=5      # 08e0 BSYNC B0
ld r15 R1 width=4 offset=4 space=local       # 08f0 LDL R20, [R1+0x4]
alu r12 r8 lat=4 flops=0 unit=int stall=4    # 0900 LEA R16, P0, R22, UR14, 0x4
alu r14 r8 r4 r12 lat=4 flops=0 unit=int stall=6 # 0910 LEA.HI.X R17, R22, UR15, R23, 0x4, P0
ld r12 R16 width=16                          # 0920 LDG.E.128.CONSTANT R16, desc[UR8][R16.64]
alu r62 lat=2 flops=0 unit=none              # 0930 BSSY B0, 0xb00
alu r1 r15 lat=4 flops=0 unit=int stall=4    # 0940 LOP3.LUT R3, R20, UR11, RZ, 0xfc, !PT
alu r2 r1 lat=4 flops=0 unit=int stall=13    # 0950 ISETP.NE.U32.AND P0, PT, R3, RZ, PT
alu r63 r2 lat=2 flops=0 unit=none branch=taken stall=5 # 0960 @!P0 BRA 0x9d0
alu r8 lat=17 flops=0 unit=sfu               # 09d0 I2F.U32.RP R22, UR12
alu r15 lat=4 flops=4 unit=fp32              # 09e0 HFMA2.MMA R20, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int stall=6        # 09f0 ISETP.NE.U32.AND P1, PT, RZ, UR12, PT
alu r8 r8 lat=19 flops=0 unit=sfu stall=2    # 0a00 MUFU.RCP R22, R22
alu r16 r8 lat=4 flops=0 unit=int stall=6    # 0a10 IADD3 R21, R22, 0xffffffe, RZ
alu r16 r16 lat=17 flops=0 unit=sfu stall=2  # 0a20 F2I.FTZ.U32.TRUNC.NTZ R21, R21
alu r1 r16 lat=4 flops=0 unit=fp32 stall=4   # 0a30 IMAD.MOV R3, RZ, RZ, -R21
alu r1 r1 lat=4 flops=0 unit=fp32 stall=4    # 0a40 IMAD R3, R3, UR12, RZ
alu r1 r16 r1 r15 lat=9 flops=0 unit=fp32    # 0a50 IMAD.HI.U32 R3, R21, R3, R20
alu r16 lat=4 flops=0 unit=int stall=5       # 0a60 MOV R21, RZ
alu r1 r1 r26 lat=9 flops=0 unit=fp32 stall=4 # 0a70 IMAD.HI.U32 R3, R3, R2, RZ
alu r1 r1 lat=4 flops=0 unit=fp32 stall=4    # 0a80 IMAD.MOV R3, RZ, RZ, -R3
alu r15 r1 r26 lat=4 flops=0 unit=fp32 stall=5 # 0a90 IMAD R20, R3, UR12, R2
alu r2 r15 lat=4 flops=0 unit=int stall=13   # 0aa0 ISETP.GE.U32.AND P0, PT, R20, UR12, PT
alu r15 r2 r15 lat=4 flops=0 unit=int stall=4 # 0ab0 @P0 IADD3 R20, R20, -UR12, RZ
alu r2 r15 lat=4 flops=0 unit=int stall=13   # 0ac0 ISETP.GE.U32.AND P0, PT, R20, UR12, PT
alu r15 r2 r15 lat=4 flops=0 unit=int        # 0ad0 @P0 VIADD R20, R20, -UR12
alu r15 r3 lat=4 flops=0 unit=int stall=7    # 0ae0 @!P1 LOP3.LUT R20, RZ, UR12, RZ, 0x33, !PT
alu r60 lat=2 flops=0 unit=none stall=5      # 0af0 BSYNC B0
ld r17 R1 width=4 space=local                # 0b00 LDL.LU R29, [R1]
alu r7 r0 r20 lat=4 flops=1 unit=fp32 stall=3 # 0b10 FADD R10, R10, R6
ld r18 R1 width=4 offset=4 space=local stall=4 # 0b20 LDL.LU R28, [R1+0x4]
ld r19 R1 width=4 offset=8 space=local       # 0b30 LDL.LU R25, [R1+0x8]
alu r0 r0 r21 lat=4 flops=1 unit=fp32        # 0b40 FADD R8, R8, R4
alu r8 r15 lat=4 flops=0 unit=int            # 0b50 LEA R22, P0, R20, UR14, 0x4
alu r5 r28 lat=4 flops=1 unit=fp32           # 0b60 FADD R9, R9, R5
ld r20 R1 width=4 offset=16 space=local      # 0b70 LDL R6, [R1+0x10]
alu r1 r9 r0 lat=4 flops=1 unit=fp32         # 0b80 FADD R3, R12, R8
alu r4 r15 r16 r8 lat=4 flops=0 unit=int     # 0b90 LEA.HI.X R23, R20, UR15, R21, 0x4, P0
alu r21 lat=8 flops=0 unit=none              # 0ba0 LDC.64 R4, c[0x0][0x228]
ld r9 R1 width=4 offset=12 space=local stall=4 # 0bb0 LDL.LU R12, [R1+0xc]
ld r15 R22 width=16                          # 0bc0 LDG.E.128.CONSTANT R20, desc[UR8][R22.64]
alu r22 r23 lat=4 flops=1 unit=fp32          # 0bd0 FADD R24, R11, R7
alu r61 lat=2 flops=0 unit=none stall=4      # 0be0 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r62 lat=2 flops=0 unit=none              # 0bf0 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r0 r5 lat=4 flops=1 unit=fp32            # 0c00 FADD R8, R13, R9
alu r2 r21 lat=4 flops=0 unit=int stall=4    # 0c10 ISETP.LE.U32.AND P0, PT, R4, UR4, PT
alu r21 lat=4 flops=0 unit=int stall=4       # 0c20 MOV R4, UR5
alu r2 r21 r28 r2 lat=4 flops=0 unit=int     # 0c30 ISETP.GE.U32.AND.EX P0, PT, R4, R5, PT, P0
alu r5 r7 lat=4 flops=1 unit=fp32            # 0c40 FADD R9, R14, R10
alu r22 r22 lat=4 flops=1 unit=fp32          # 0c50 FADD R24, R15, R24
alu r1 r12 r1 lat=4 flops=1 unit=fp32        # 0c60 FADD R3, R16, R3
alu r0 r12 r0 lat=4 flops=1 unit=fp32        # 0c70 FADD R8, R17, R8
alu r5 r12 r5 lat=4 flops=1 unit=fp32        # 0c80 FADD R9, R18, R9
alu r22 r12 r22 lat=4 flops=1 unit=fp32      # 0c90 FADD R24, R19, R24
alu r20 r20 lat=4 flops=0 unit=fp32 stall=4  # 0ca0 IMAD.WIDE.U32 R6, R6, UR10, RZ
alu r6 r20 lat=4 flops=0 unit=fp32           # 0cb0 IMAD.SHL.U32 R11, R6.reuse, 0x4, RZ
alu r23 r20 lat=4 flops=0 unit=int stall=4   # 0cc0 SHF.L.U64.HI R7, R6, 0x2, R7
alu r24 r24 r6 lat=4 flops=0 unit=int stall=2 # 0cd0 IADD3 R27, P1, R27, R11.reuse, RZ
alu r25 r25 r6 lat=4 flops=0 unit=int stall=2 # 0ce0 IADD3 R0, P2, R0, R11.reuse, RZ
alu r26 r26 r6 lat=4 flops=0 unit=int        # 0cf0 IADD3 R2, P3, R2, R11.reuse, RZ
alu r9 r9 r23 r24 lat=4 flops=0 unit=fp32    # 0d00 IMAD.X R12, R12, 0x1, R7.reuse, P1
alu r27 r27 r6 lat=4 flops=0 unit=int stall=2 # 0d10 IADD3 R26, P4, R26, R11, RZ
alu r17 r17 r23 r25 lat=4 flops=0 unit=int   # 0d20 IADD3.X R29, R29, R7.reuse, RZ, P2, !PT
alu r18 r18 r23 r26 lat=4 flops=0 unit=fp32  # 0d30 IMAD.X R28, R28, 0x1, R7, P3
alu r19 r19 r23 r27 lat=4 flops=0 unit=int   # 0d40 IADD3.X R25, R25, R7, RZ, P4, !PT
st R1 r9 width=4 offset=12 space=local stall=4 # 0d50 STL [R1+0xc], R12
st R1 r17 width=4 space=local stall=4        # 0d60 STL [R1], R29
st R1 r18 width=4 offset=4 space=local stall=4 # 0d70 STL [R1+0x4], R28
st R1 r19 width=4 offset=8 space=local       # 0d80 STL [R1+0x8], R25
alu r21 r15 r1 lat=4 flops=1 unit=fp32       # 0d90 FADD R4, R20, R3
alu r28 r15 r0 lat=4 flops=1 unit=fp32       # 0da0 FADD R5, R21, R8
alu r20 r15 r5 lat=4 flops=1 unit=fp32       # 0db0 FADD R6, R22, R9
alu r23 r15 r22 lat=4 flops=1 unit=fp32      # 0dc0 FADD R7, R23, R24
alu r63 r2 lat=2 flops=0 unit=none branch=taken stall=6 # 0dd0 @!P0 BRA 0x310
