# imported by lhsim import from tests/sass/families2.sass
# kernel k_babel<3> (_Z7k_babelILi3EEvP6float4S1_S1_fmmPj)
# loop 1 of 1: 0x01e0..0x07f0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x03e0; coalesced at the instruction's width
# stream R18: address R18 as written at 0x03f0; coalesced at the instruction's width
# stream R20: address R20 as written at 0x0440; coalesced at the instruction's width
# stream R8_2: address R8 as written at 0x0690; coalesced at the instruction's width
# stream R18_2: address R18 as written at 0x06a0; coalesced at the instruction's width
# stream R20_2: address R20 as written at 0x0700; coalesced at the instruction's width
# slow paths x2 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 10 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name babel-triad
alu r0 r16 lat=4 flops=0 unit=int            # 01e0 LOP3.LUT R4, R13, UR12, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none              # 01f0 ULDC.64 UR6, c[0x0][0x230]
alu r61 lat=2 flops=0 unit=none stall=2      # 0200 BSSY B0, 0x3c0
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0210 ISETP.NE.U32.AND P0, PT, R4, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0220 @!P0 BRA 0x280
alu r2 lat=17 flops=0 unit=sfu               # 0280 I2F.U32.RP R6, UR13
alu r3 lat=4 flops=0 unit=int stall=7        # 0290 ISETP.NE.U32.AND P1, PT, RZ, UR13, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 02a0 MUFU.RCP R6, R6
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 02b0 VIADD R4, R6, 0xffffffe
alu r4 r0 lat=17 flops=0 unit=sfu stall=2    # 02c0 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r0 lat=4 flops=0 unit=fp32               # 02d0 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r5 r4 lat=4 flops=0 unit=int stall=5     # 02e0 IADD3 R7, RZ, -R5, RZ
alu r5 r5 lat=4 flops=0 unit=fp32 stall=4    # 02f0 IMAD R7, R7, UR13, RZ
alu r4 r4 r5 r0 lat=9 flops=0 unit=fp32 stall=6 # 0300 IMAD.HI.U32 R5, R5, R7, R4
alu r4 r4 r14 lat=9 flops=0 unit=fp32 stall=4 # 0310 IMAD.HI.U32 R5, R5, R0, RZ
alu r4 r4 lat=4 flops=0 unit=fp32 stall=4    # 0320 IMAD.MOV R5, RZ, RZ, -R5
alu r5 r4 r14 lat=4 flops=0 unit=fp32 stall=2 # 0330 IMAD R7, R5, UR13, R0
alu r4 lat=4 flops=0 unit=fp32 stall=3       # 0340 IMAD.MOV.U32 R5, RZ, RZ, RZ
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0350 ISETP.GE.U32.AND P0, PT, R7, UR13, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=5  # 0360 @P0 VIADD R7, R7, -UR13
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0370 ISETP.GE.U32.AND P0, PT, R7, UR13, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=2  # 0380 @P0 IADD3 R7, R7, -UR13, RZ
alu r5 r3 lat=4 flops=0 unit=int stall=5     # 0390 @!P1 LOP3.LUT R7, RZ, UR13, RZ, 0x33, !PT
alu r0 r5 lat=4 flops=0 unit=fp32 stall=7    # 03a0 IMAD.MOV.U32 R4, RZ, RZ, R7
alu r63 lat=2 flops=0 unit=none stall=5      # 03b0 BSYNC B0
alu r6 r0 lat=4 flops=0 unit=fp32            # 03c0 IMAD.SHL.U32 R20, R4.reuse, 0x10, RZ
alu r7 r0 r4 lat=4 flops=0 unit=int stall=4  # 03d0 SHF.L.U64.HI R15, R4, 0x4, R5
alu r8 r6 lat=4 flops=0 unit=int stall=2     # 03e0 IADD3 R8, P1, R20.reuse, UR16, RZ
alu r9 r6 lat=4 flops=0 unit=int stall=2     # 03f0 IADD3 R18, P0, R20, UR14, RZ
alu r10 r7 r8 lat=4 flops=0 unit=int stall=2 # 0400 IADD3.X R9, R15.reuse, UR17, RZ, P1, !PT
alu r11 r7 r9 lat=4 flops=0 unit=int stall=4 # 0410 IADD3.X R19, R15, UR15, RZ, P0, !PT
ld r8 R8 width=16 stall=4                    # 0420 LDG.E.128.CONSTANT R8, desc[UR10][R8.64]
ld r0 R18 width=16                           # 0430 LDG.E.128.CONSTANT R4, desc[UR10][R18.64]
alu r6 r6 lat=4 flops=0 unit=int stall=4     # 0440 IADD3 R20, P0, R20, UR20, RZ
alu r12 r7 r6 lat=4 flops=0 unit=int         # 0450 IADD3.X R21, R15, UR21, RZ, P0, !PT
alu r60 lat=2 flops=0 unit=none              # 0460 BSSY B0, 0x670
alu r5 r8 r0 lat=4 flops=2 unit=fp32         # 0470 FFMA R7, R11, UR18, R7
alu r2 r8 r0 lat=4 flops=2 unit=fp32         # 0480 FFMA R6, R10, UR18, R6
alu r4 r8 r0 lat=4 flops=2 unit=fp32         # 0490 FFMA R5, R9, UR18, R5
alu r0 r8 r0 lat=4 flops=2 unit=fp32         # 04a0 FFMA R4, R8, UR18, R4
alu r13 r17 lat=4 flops=0 unit=int stall=4   # 04b0 LOP3.LUT R10, R12, UR12, RZ, 0xfc, !PT
st R20 r0 width=16                           # 04c0 STG.E.128 desc[UR10][R20.64], R4
alu r1 r13 lat=4 flops=0 unit=int stall=13   # 04d0 ISETP.NE.U32.AND P0, PT, R10, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 04e0 @!P0 BRA 0x540
alu r2 lat=17 flops=0 unit=sfu               # 0540 I2F.U32.RP R6, UR13
alu r0 lat=4 flops=4 unit=fp32               # 0550 HFMA2.MMA R4, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int stall=6        # 0560 ISETP.NE.U32.AND P1, PT, RZ, UR13, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0570 MUFU.RCP R6, R6
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 0580 VIADD R7, R6, 0xffffffe
alu r4 r5 lat=17 flops=0 unit=sfu stall=2    # 0590 F2I.FTZ.U32.TRUNC.NTZ R5, R7
alu r10 r4 lat=4 flops=0 unit=fp32 stall=4   # 05a0 IMAD.MOV R9, RZ, RZ, -R5
alu r10 r10 lat=4 flops=0 unit=fp32 stall=4  # 05b0 IMAD R9, R9, UR13, RZ
alu r10 r4 r10 r0 lat=9 flops=0 unit=fp32 stall=6 # 05c0 IMAD.HI.U32 R9, R5, R9, R4
alu r0 r10 r15 lat=9 flops=0 unit=fp32 stall=4 # 05d0 IMAD.HI.U32 R4, R9, R14, RZ
alu r4 r0 lat=4 flops=0 unit=fp32 stall=4    # 05e0 IMAD.MOV R5, RZ, RZ, -R4
alu r0 r4 r15 lat=4 flops=0 unit=fp32        # 05f0 IMAD R4, R5, UR13, R14
alu r4 lat=4 flops=0 unit=int stall=4        # 0600 MOV R5, RZ
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0610 ISETP.GE.U32.AND P0, PT, R4, UR13, PT
alu r0 r1 r0 lat=4 flops=0 unit=int stall=5  # 0620 @P0 VIADD R4, R4, -UR13
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0630 ISETP.GE.U32.AND P0, PT, R4, UR13, PT
alu r0 r1 r0 lat=4 flops=0 unit=int          # 0640 @P0 VIADD R4, R4, -UR13
alu r0 r3 lat=4 flops=0 unit=int stall=7     # 0650 @!P1 LOP3.LUT R4, RZ, UR13, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 0660 BSYNC B0
alu r6 r0 lat=4 flops=0 unit=fp32            # 0670 IMAD.SHL.U32 R20, R4.reuse, 0x10, RZ
alu r7 r0 r4 lat=4 flops=0 unit=int stall=4  # 0680 SHF.L.U64.HI R15, R4, 0x4, R5
alu r8 r6 lat=4 flops=0 unit=int stall=2     # 0690 IADD3 R8, P1, R20.reuse, UR16, RZ
alu r9 r6 lat=4 flops=0 unit=int stall=2     # 06a0 IADD3 R18, P0, R20, UR14, RZ
alu r10 r7 r8 lat=4 flops=0 unit=int stall=2 # 06b0 IADD3.X R9, R15.reuse, UR17, RZ, P1, !PT
alu r11 r7 r9 lat=4 flops=0 unit=int stall=4 # 06c0 IADD3.X R19, R15, UR15, RZ, P0, !PT
ld r8 R8_2 width=16 stall=4                  # 06d0 LDG.E.128.CONSTANT R8, desc[UR10][R8.64]
ld r0 R18_2 width=16                         # 06e0 LDG.E.128.CONSTANT R4, desc[UR10][R18.64]
alu r60 lat=2 flops=0 unit=none              # 06f0 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r6 r6 lat=4 flops=0 unit=int stall=3     # 0700 IADD3 R20, P0, R20, UR20, RZ
alu r61 lat=2 flops=0 unit=none              # 0710 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r12 r7 r6 lat=4 flops=0 unit=int stall=2 # 0720 IADD3.X R21, R15, UR21, RZ, P0, !PT
alu r1 lat=4 flops=0 unit=int stall=2        # 0730 ISETP.LE.U32.AND P0, PT, R2, UR4, PT
alu r14 r14 lat=4 flops=0 unit=int stall=2   # 0740 IADD3 R0, P1, R0, UR8, RZ
alu r15 r15 lat=4 flops=0 unit=int stall=2   # 0750 IADD3 R14, P2, R14, UR8, RZ
alu r16 r16 r14 lat=4 flops=0 unit=int stall=2 # 0760 IADD3.X R13, R13, UR9, RZ, P1, !PT
alu r17 r17 r15 lat=4 flops=0 unit=int       # 0770 IADD3.X R12, R12, UR9, RZ, P2, !PT
alu r5 r8 r0 lat=4 flops=2 unit=fp32         # 0780 FFMA R7, R11, UR18, R7
alu r2 r8 r0 lat=4 flops=2 unit=fp32         # 0790 FFMA R6, R10, UR18, R6
alu r4 r8 r0 lat=4 flops=2 unit=fp32         # 07a0 FFMA R5, R9, UR18, R5
alu r0 r8 r0 lat=4 flops=2 unit=fp32         # 07b0 FFMA R4, R8, UR18, R4
alu r8 lat=4 flops=0 unit=fp32 stall=4       # 07c0 IMAD.U32 R8, RZ, RZ, UR5
st R20_2 r0 width=16                         # 07d0 STG.E.128 desc[UR10][R20.64], R4
alu r1 r8 r1 lat=4 flops=0 unit=int stall=13 # 07e0 ISETP.GE.U32.AND.EX P0, PT, R8, R3, PT, P0
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 07f0 @!P0 BRA 0x1e0
