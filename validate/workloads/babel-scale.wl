# imported by lhsim import from tests/sass/families2.sass
# kernel k_babel<1> (_Z7k_babelILi1EEvP6float4S1_S1_fmmPj)
# loop 1 of 1: 0x01e0..0x0790, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R14: address R14 as written at 0x03e0; coalesced at the instruction's width
# stream R16: address R16 as written at 0x0410; coalesced at the instruction's width
# stream R14_2: address R14 as written at 0x0660; coalesced at the instruction's width
# stream R16_2: address R16 as written at 0x0690; coalesced at the instruction's width
# slow paths x2 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 10 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name babel-scale
alu r0 r13 lat=4 flops=0 unit=int            # 01e0 LOP3.LUT R4, R9, UR12, RZ, 0xfc, !PT
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
alu r4 r4 r11 lat=9 flops=0 unit=fp32 stall=4 # 0310 IMAD.HI.U32 R5, R5, R0, RZ
alu r4 r4 lat=4 flops=0 unit=fp32 stall=4    # 0320 IMAD.MOV R5, RZ, RZ, -R5
alu r5 r4 r11 lat=4 flops=0 unit=fp32        # 0330 IMAD R7, R5, UR13, R0
alu r4 lat=4 flops=4 unit=fp32 stall=4       # 0340 HFMA2.MMA R5, -RZ, RZ, 0, 0
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0350 ISETP.GE.U32.AND P0, PT, R7, UR13, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=4  # 0360 @P0 IADD3 R7, R7, -UR13, RZ
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0370 ISETP.GE.U32.AND P0, PT, R7, UR13, PT
alu r5 r1 r5 lat=4 flops=0 unit=int          # 0380 @P0 VIADD R7, R7, -UR13
alu r5 r3 lat=4 flops=0 unit=int stall=5     # 0390 @!P1 LOP3.LUT R7, RZ, UR13, RZ, 0x33, !PT
alu r0 r5 lat=4 flops=0 unit=fp32 stall=7    # 03a0 IMAD.MOV.U32 R4, RZ, RZ, R7
alu r63 lat=2 flops=0 unit=none stall=5      # 03b0 BSYNC B0
alu r6 r0 lat=4 flops=0 unit=fp32            # 03c0 IMAD.SHL.U32 R16, R4.reuse, 0x10, RZ
alu r7 r0 r4 lat=4 flops=0 unit=int stall=4  # 03d0 SHF.L.U64.HI R11, R4, 0x4, R5
alu r8 r6 lat=4 flops=0 unit=int stall=4     # 03e0 IADD3 R14, P0, R16, UR14, RZ
alu r9 r7 r8 lat=4 flops=0 unit=int stall=5  # 03f0 IADD3.X R15, R11, UR15, RZ, P0, !PT
ld r0 R14 width=16                           # 0400 LDG.E.128.CONSTANT R4, desc[UR10][R14.64]
alu r6 r6 lat=4 flops=0 unit=int             # 0410 IADD3 R16, P0, R16, UR18, RZ
alu r60 lat=2 flops=0 unit=none stall=3      # 0420 BSSY B0, 0x640
alu r10 r7 r6 lat=4 flops=0 unit=int stall=2 # 0430 IADD3.X R17, R11, UR19, RZ, P0, !PT
alu r7 r14 lat=4 flops=0 unit=int stall=4    # 0440 LOP3.LUT R11, R10, UR12, RZ, 0xfc, !PT
alu r1 r7 lat=4 flops=0 unit=int             # 0450 ISETP.NE.U32.AND P0, PT, R11, RZ, PT
alu r5 r0 lat=4 flops=1 unit=fp32            # 0460 FMUL R7, R7, UR16
alu r2 r0 lat=4 flops=1 unit=fp32            # 0470 FMUL R6, R6, UR16
alu r4 r0 lat=4 flops=1 unit=fp32            # 0480 FMUL R5, R5, UR16
alu r0 r0 lat=4 flops=1 unit=fp32 stall=5    # 0490 FMUL R4, R4, UR16
st R16 r0 width=16 stall=4                   # 04a0 STG.E.128 desc[UR10][R16.64], R4
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 04b0 @!P0 BRA 0x510
alu r2 lat=17 flops=0 unit=sfu               # 0510 I2F.U32.RP R6, UR13
alu r0 lat=4 flops=4 unit=fp32               # 0520 HFMA2.MMA R4, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int stall=6        # 0530 ISETP.NE.U32.AND P1, PT, RZ, UR13, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0540 MUFU.RCP R6, R6
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 0550 VIADD R7, R6, 0xffffffe
alu r4 r5 lat=17 flops=0 unit=sfu stall=2    # 0560 F2I.FTZ.U32.TRUNC.NTZ R5, R7
alu r7 r4 lat=4 flops=0 unit=fp32 stall=4    # 0570 IMAD.MOV R11, RZ, RZ, -R5
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 0580 IMAD R11, R11, UR13, RZ
alu r7 r4 r7 r0 lat=9 flops=0 unit=fp32 stall=6 # 0590 IMAD.HI.U32 R11, R5, R11, R4
alu r0 r7 r12 lat=9 flops=0 unit=fp32 stall=4 # 05a0 IMAD.HI.U32 R4, R11, R8, RZ
alu r4 r0 lat=4 flops=0 unit=fp32 stall=4    # 05b0 IMAD.MOV R5, RZ, RZ, -R4
alu r0 r4 r12 lat=4 flops=0 unit=fp32 stall=2 # 05c0 IMAD R4, R5, UR13, R8
alu r4 lat=4 flops=0 unit=fp32 stall=3       # 05d0 IMAD.MOV.U32 R5, RZ, RZ, RZ
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 05e0 ISETP.GE.U32.AND P0, PT, R4, UR13, PT
alu r0 r1 r0 lat=4 flops=0 unit=int stall=5  # 05f0 @P0 VIADD R4, R4, -UR13
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0600 ISETP.GE.U32.AND P0, PT, R4, UR13, PT
alu r0 r1 r0 lat=4 flops=0 unit=int stall=2  # 0610 @P0 IADD3 R4, R4, -UR13, RZ
alu r0 r3 lat=4 flops=0 unit=int stall=7     # 0620 @!P1 LOP3.LUT R4, RZ, UR13, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 0630 BSYNC B0
alu r6 r0 lat=4 flops=0 unit=fp32            # 0640 IMAD.SHL.U32 R16, R4.reuse, 0x10, RZ
alu r7 r0 r4 lat=4 flops=0 unit=int stall=4  # 0650 SHF.L.U64.HI R11, R4, 0x4, R5
alu r8 r6 lat=4 flops=0 unit=int stall=4     # 0660 IADD3 R14, P0, R16, UR14, RZ
alu r9 r7 r8 lat=4 flops=0 unit=int stall=5  # 0670 IADD3.X R15, R11, UR15, RZ, P0, !PT
ld r0 R14_2 width=16                         # 0680 LDG.E.128.CONSTANT R4, desc[UR10][R14.64]
alu r6 r6 lat=4 flops=0 unit=int             # 0690 IADD3 R16, P0, R16, UR18, RZ
alu r60 lat=2 flops=0 unit=none              # 06a0 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r11 r11 lat=4 flops=0 unit=int stall=2   # 06b0 IADD3 R0, P1, R0, UR8, RZ
alu r10 r7 r6 lat=4 flops=0 unit=int         # 06c0 IADD3.X R17, R11, UR19, RZ, P0, !PT
alu r61 lat=2 flops=0 unit=none              # 06d0 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r12 r12 lat=4 flops=0 unit=int stall=2   # 06e0 IADD3 R8, P2, R8, UR8, RZ
alu r1 lat=4 flops=0 unit=int stall=2        # 06f0 ISETP.LE.U32.AND P0, PT, R12, UR4, PT
alu r13 r13 r11 lat=4 flops=0 unit=int stall=2 # 0700 IADD3.X R9, R9, UR9, RZ, P1, !PT
alu r8 lat=4 flops=0 unit=int stall=2        # 0710 MOV R14, UR5
alu r14 r14 r12 lat=4 flops=0 unit=int stall=2 # 0720 IADD3.X R10, R10, UR9, RZ, P2, !PT
alu r1 r8 r1 lat=4 flops=0 unit=int          # 0730 ISETP.GE.U32.AND.EX P0, PT, R14, R13, PT, P0
alu r5 r0 lat=4 flops=1 unit=fp32            # 0740 FMUL R7, R7, UR16
alu r2 r0 lat=4 flops=1 unit=fp32            # 0750 FMUL R6, R6, UR16
alu r4 r0 lat=4 flops=1 unit=fp32            # 0760 FMUL R5, R5, UR16
alu r0 r0 lat=4 flops=1 unit=fp32 stall=5    # 0770 FMUL R4, R4, UR16
st R16_2 r0 width=16 stall=4                 # 0780 STG.E.128 desc[UR10][R16.64], R4
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0790 @!P0 BRA 0x1e0
