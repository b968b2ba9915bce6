# imported by lhsim import from tests/sass/families2.sass
# kernel k_mix<3,1> (_Z5k_mixILi3ELi1EEvPK6float4PS0_mmPj)
# loop 1 of 1: 0x0230..0x0a90, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x0450; coalesced at the instruction's width
# stream R14: address R14 as written at 0x0660; coalesced at the instruction's width
# stream R1: address R1; address not changed by the loop (its lines are re-read in reality: --footprint)
# stream R18: address R18 as written at 0x0870; coalesced at the instruction's width
# stream R28: address R28 as written at 0x0950; coalesced at the instruction's width
# slow paths x3 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 21 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name mix-3-1
alu r0 r26 lat=4 flops=0 unit=int            # 0230 LOP3.LUT R8, R25, UR11, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none              # 0240 ULDC.64 UR6, c[0x0][0x220]
alu r61 lat=2 flops=0 unit=none stall=2      # 0250 BSSY B0, 0x430
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0260 ISETP.NE.U32.AND P0, PT, R8, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0270 @!P0 BRA 0x2f0
alu r2 lat=17 flops=0 unit=sfu               # 02f0 I2F.U32.RP R10, UR12
alu r3 lat=4 flops=0 unit=int stall=7        # 0300 ISETP.NE.U32.AND P1, PT, RZ, UR12, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0310 MUFU.RCP R10, R10
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 0320 VIADD R8, R10, 0xffffffe
alu r4 r0 lat=17 flops=0 unit=sfu stall=2    # 0330 F2I.FTZ.U32.TRUNC.NTZ R9, R8
alu r0 lat=4 flops=0 unit=fp32               # 0340 IMAD.MOV.U32 R8, RZ, RZ, RZ
alu r5 r4 lat=4 flops=0 unit=int stall=5     # 0350 IADD3 R11, RZ, -R9, RZ
alu r5 r5 lat=4 flops=0 unit=fp32 stall=4    # 0360 IMAD R11, R11, UR12, RZ
alu r4 r4 r5 r0 lat=9 flops=0 unit=fp32 stall=6 # 0370 IMAD.HI.U32 R9, R9, R11, R8
alu r4 r4 r23 lat=9 flops=0 unit=fp32 stall=5 # 0380 IMAD.HI.U32 R9, R9, R0, RZ
alu r4 r4 lat=4 flops=0 unit=int stall=5     # 0390 IADD3 R9, -R9, RZ, RZ
alu r5 r4 r23 lat=4 flops=0 unit=fp32        # 03a0 IMAD R11, R9, UR12, R0
alu r4 lat=4 flops=4 unit=fp32 stall=4       # 03b0 HFMA2.MMA R9, -RZ, RZ, 0, 0
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 03c0 ISETP.GE.U32.AND P0, PT, R11, UR12, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=5  # 03d0 @P0 VIADD R11, R11, -UR12
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 03e0 ISETP.GE.U32.AND P0, PT, R11, UR12, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=2  # 03f0 @P0 IADD3 R11, R11, -UR12, RZ
alu r5 r3 lat=4 flops=0 unit=int stall=5     # 0400 @!P1 LOP3.LUT R11, RZ, UR12, RZ, 0x33, !PT
alu r0 r5 lat=4 flops=0 unit=fp32 stall=7    # 0410 IMAD.MOV.U32 R8, RZ, RZ, R11
alu r63 lat=2 flops=0 unit=none stall=5      # 0420 BSYNC B0
alu r6 r0 lat=4 flops=0 unit=fp32            # 0430 IMAD.SHL.U32 R28, R8.reuse, 0x10, RZ
alu r7 r0 r4 lat=4 flops=0 unit=int stall=4  # 0440 SHF.L.U64.HI R29, R8, 0x4, R9
alu r0 r6 lat=4 flops=0 unit=int stall=4     # 0450 IADD3 R8, P0, R28, UR14, RZ
alu r4 r7 r0 lat=4 flops=0 unit=int stall=6  # 0460 IADD3.X R9, R29, UR15, RZ, P0, !PT
ld r0 R8 width=16                            # 0470 LDG.E.128.CONSTANT R8, desc[UR8][R8.64]
alu r8 r27 lat=4 flops=0 unit=int            # 0480 LOP3.LUT R12, R24, UR11, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none stall=3      # 0490 BSSY B0, 0x660
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 04a0 ISETP.NE.U32.AND P0, PT, R12, RZ, PT
alu r61 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 04b0 @!P0 BRA 0x530
alu r9 lat=17 flops=0 unit=sfu               # 0530 I2F.U32.RP R14, UR12
alu r8 lat=4 flops=4 unit=fp32               # 0540 HFMA2.MMA R12, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int stall=6        # 0550 ISETP.NE.U32.AND P1, PT, RZ, UR12, PT
alu r9 r9 lat=19 flops=0 unit=sfu stall=2    # 0560 MUFU.RCP R14, R14
alu r10 r9 lat=4 flops=0 unit=int stall=6    # 0570 IADD3 R15, R14, 0xffffffe, RZ
alu r11 r10 lat=17 flops=0 unit=sfu stall=2  # 0580 F2I.FTZ.U32.TRUNC.NTZ R13, R15
alu r12 r11 lat=4 flops=0 unit=fp32 stall=4  # 0590 IMAD.MOV R17, RZ, RZ, -R13
alu r12 r12 lat=4 flops=0 unit=fp32 stall=4  # 05a0 IMAD R17, R17, UR12, RZ
alu r12 r11 r12 r8 lat=9 flops=0 unit=fp32 stall=6 # 05b0 IMAD.HI.U32 R17, R13, R17, R12
alu r8 r12 r24 lat=9 flops=0 unit=fp32 stall=4 # 05c0 IMAD.HI.U32 R12, R17, R2, RZ
alu r11 r8 lat=4 flops=0 unit=fp32 stall=4   # 05d0 IMAD.MOV R13, RZ, RZ, -R12
alu r8 r11 r24 lat=4 flops=0 unit=fp32       # 05e0 IMAD R12, R13, UR12, R2
alu r11 lat=4 flops=0 unit=int stall=4       # 05f0 MOV R13, RZ
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 0600 ISETP.GE.U32.AND P0, PT, R12, UR12, PT
alu r8 r1 r8 lat=4 flops=0 unit=int stall=4  # 0610 @P0 IADD3 R12, R12, -UR12, RZ
alu r1 r8 lat=4 flops=0 unit=int stall=13    # 0620 ISETP.GE.U32.AND P0, PT, R12, UR12, PT
alu r8 r1 r8 lat=4 flops=0 unit=int          # 0630 @P0 VIADD R12, R12, -UR12
alu r8 r3 lat=4 flops=0 unit=int stall=7     # 0640 @!P1 LOP3.LUT R12, RZ, UR12, RZ, 0x33, !PT
alu r62 lat=2 flops=0 unit=none stall=5      # 0650 BSYNC B0
alu r9 r8 lat=4 flops=0 unit=int stall=4     # 0660 LEA R14, P0, R12, UR14, 0x4
alu r10 r8 r11 r9 lat=4 flops=0 unit=int stall=6 # 0670 LEA.HI.X R15, R12, UR15, R13, 0x4, P0
ld r8 R14 width=16                           # 0680 LDG.E.128.CONSTANT R12, desc[UR8][R14.64]
alu r13 r25 lat=4 flops=0 unit=int           # 0690 LOP3.LUT R16, R3, UR11, RZ, 0xfc, !PT
alu r63 lat=2 flops=0 unit=none stall=3      # 06a0 BSSY B0, 0x870
alu r1 r13 lat=4 flops=0 unit=int stall=13   # 06b0 ISETP.NE.U32.AND P0, PT, R16, RZ, PT
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 06c0 @!P0 BRA 0x740
alu r14 lat=17 flops=0 unit=sfu              # 0740 I2F.U32.RP R18, UR12
alu r13 lat=4 flops=0 unit=fp32              # 0750 IMAD.MOV.U32 R16, RZ, RZ, RZ
alu r3 lat=4 flops=0 unit=int stall=6        # 0760 ISETP.NE.U32.AND P1, PT, RZ, UR12, PT
alu r14 r14 lat=19 flops=0 unit=sfu stall=2  # 0770 MUFU.RCP R18, R18
alu r15 r14 lat=4 flops=0 unit=int stall=6   # 0780 VIADD R19, R18, 0xffffffe
alu r12 r15 lat=17 flops=0 unit=sfu stall=2  # 0790 F2I.FTZ.U32.TRUNC.NTZ R17, R19
alu r16 r12 lat=4 flops=0 unit=int stall=5   # 07a0 IADD3 R21, RZ, -R17, RZ
alu r16 r16 lat=4 flops=0 unit=fp32 stall=4  # 07b0 IMAD R21, R21, UR12, RZ
alu r16 r12 r16 r13 lat=9 flops=0 unit=fp32 stall=6 # 07c0 IMAD.HI.U32 R21, R17, R21, R16
alu r13 r16 r22 lat=9 flops=0 unit=fp32 stall=5 # 07d0 IMAD.HI.U32 R16, R21, R20, RZ
alu r12 r13 lat=4 flops=0 unit=int stall=5   # 07e0 IADD3 R17, -R16, RZ, RZ
alu r13 r12 r22 lat=4 flops=0 unit=fp32 stall=2 # 07f0 IMAD R16, R17, UR12, R20
alu r12 lat=4 flops=0 unit=fp32 stall=3      # 0800 IMAD.MOV.U32 R17, RZ, RZ, RZ
alu r1 r13 lat=4 flops=0 unit=int stall=13   # 0810 ISETP.GE.U32.AND P0, PT, R16, UR12, PT
alu r13 r1 r13 lat=4 flops=0 unit=int stall=5 # 0820 @P0 VIADD R16, R16, -UR12
alu r1 r13 lat=4 flops=0 unit=int stall=13   # 0830 ISETP.GE.U32.AND P0, PT, R16, UR12, PT
alu r13 r1 r13 lat=4 flops=0 unit=int stall=2 # 0840 @P0 IADD3 R16, R16, -UR12, RZ
alu r13 r3 lat=4 flops=0 unit=int stall=7    # 0850 @!P1 LOP3.LUT R16, RZ, UR12, RZ, 0x33, !PT
alu r61 lat=2 flops=0 unit=none stall=5      # 0860 BSYNC B0
alu r14 r13 lat=4 flops=0 unit=int           # 0870 LEA R18, P0, R16.reuse, UR14, 0x4
ld r17 R1 width=4 space=local stall=3        # 0880 LDL R22, [R1]
alu r15 r13 r12 r14 lat=4 flops=0 unit=int stall=6 # 0890 LEA.HI.X R19, R16, UR15, R17, 0x4, P0
ld r13 R18 width=16                          # 08a0 LDG.E.128.CONSTANT R16, desc[UR8][R18.64]
alu r16 r0 r18 lat=4 flops=1 unit=fp32       # 08b0 FADD R21, R8, R4
alu r18 r0 r19 lat=4 flops=1 unit=fp32       # 08c0 FADD R4, R9, R5
alu r19 r0 r20 lat=4 flops=1 unit=fp32       # 08d0 FADD R5, R10, R6
alu r0 lat=8 flops=0 unit=none               # 08e0 LDC.64 R8, c[0x0][0x228]
alu r20 r21 lat=4 flops=1 unit=fp32          # 08f0 FADD R6, R11, R7
alu r16 r8 r16 lat=4 flops=1 unit=fp32       # 0900 FADD R21, R12, R21
alu r21 r8 r19 lat=4 flops=1 unit=fp32       # 0910 FADD R7, R14, R5
alu r62 lat=2 flops=0 unit=none              # 0920 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r2 r8 r18 lat=4 flops=1 unit=fp32        # 0930 FADD R10, R13, R4
alu r8 r8 r20 lat=4 flops=1 unit=fp32        # 0940 FADD R12, R15, R6
alu r6 r6 lat=4 flops=0 unit=int             # 0950 IADD3 R28, P0, R28, UR16, RZ
alu r63 lat=2 flops=0 unit=none stall=3      # 0960 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r7 r7 r6 lat=4 flops=0 unit=int stall=2  # 0970 IADD3.X R29, R29, UR17, RZ, P0, !PT
alu r1 r0 lat=4 flops=0 unit=int             # 0980 ISETP.LE.U32.AND P0, PT, R8, UR4, PT
alu r0 lat=4 flops=0 unit=fp32 stall=5       # 0990 IMAD.U32 R8, RZ, RZ, UR5
alu r1 r0 r1 lat=4 flops=0 unit=int          # 09a0 ISETP.GE.U32.AND.EX P0, PT, R8, R9, PT, P0
alu r20 r13 r21 lat=4 flops=1 unit=fp32      # 09b0 FADD R6, R18, R7
alu r18 r13 r16 lat=4 flops=1 unit=fp32      # 09c0 FADD R4, R16, R21
alu r19 r13 r2 lat=4 flops=1 unit=fp32       # 09d0 FADD R5, R17, R10
alu r21 r13 r8 lat=4 flops=1 unit=fp32       # 09e0 FADD R7, R19, R12
alu r2 r17 lat=4 flops=0 unit=fp32 stall=4   # 09f0 IMAD.WIDE.U32 R10, R22, UR10, RZ
st R28 r21 width=16                          # 0a00 STG.E.128 desc[UR8][R28.64], R4
alu r11 r2 lat=4 flops=0 unit=int stall=2    # 0a10 SHF.L.U32 R13, R10.reuse, 0x2, RZ
alu r2 r2 lat=4 flops=0 unit=int stall=2     # 0a20 SHF.L.U64.HI R10, R10, 0x2, R11
alu r22 r22 r11 lat=4 flops=0 unit=int stall=2 # 0a30 IADD3 R20, P2, R20, R13.reuse, RZ
alu r23 r23 r11 lat=4 flops=0 unit=int stall=2 # 0a40 IADD3 R0, P1, R0, R13.reuse, RZ
alu r24 r24 r11 lat=4 flops=0 unit=int       # 0a50 IADD3 R2, P3, R2, R13, RZ
alu r25 r25 r2 r22 lat=4 flops=0 unit=fp32   # 0a60 IMAD.X R3, R3, 0x1, R10, P2
alu r26 r26 r2 r23 lat=4 flops=0 unit=int stall=2 # 0a70 IADD3.X R25, R25, R10, RZ, P1, !PT
alu r27 r27 r2 r24 lat=4 flops=0 unit=int    # 0a80 IADD3.X R24, R24, R10, RZ, P3, !PT
alu r61 r1 lat=2 flops=0 unit=none branch=taken stall=8 # 0a90 @!P0 BRA 0x230
