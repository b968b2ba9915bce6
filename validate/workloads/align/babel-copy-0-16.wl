# imported by lhsim import from tests/sass/families2.sass
# kernel k_babel<0> (_Z7k_babelILi0EEvP6float4S1_S1_fmmPj)
# loop 1 of 1: 0x01d0..0x0700, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x03d0; coalesced at the instruction's width
# stream R12: address R12 as written at 0x0400; coalesced at the instruction's width
# stream R12: its array starts 16 B past 512 B (--offset)
# stream R4_2: address R4 as written at 0x0610; coalesced at the instruction's width
# stream R12_2: address R12 as written at 0x0650; coalesced at the instruction's width
# stream R12_2: its array starts 16 B past 512 B (--offset)
# slow paths x2 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 10 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name babel-copy-0-16
alu r0 r12 lat=4 flops=0 unit=int            # 01d0 LOP3.LUT R4, R9, UR12, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none              # 01e0 ULDC.64 UR6, c[0x0][0x230]
alu r61 lat=2 flops=0 unit=none stall=2      # 01f0 BSSY B0, 0x3b0
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0200 ISETP.NE.U32.AND P0, PT, R4, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0210 @!P0 BRA 0x270
alu r2 lat=17 flops=0 unit=sfu               # 0270 I2F.U32.RP R6, UR13
alu r3 lat=4 flops=0 unit=int stall=7        # 0280 ISETP.NE.U32.AND P1, PT, RZ, UR13, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0290 MUFU.RCP R6, R6
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 02a0 VIADD R4, R6, 0xffffffe
alu r4 r0 lat=17 flops=0 unit=sfu stall=2    # 02b0 F2I.FTZ.U32.TRUNC.NTZ R5, R4
alu r0 lat=4 flops=0 unit=fp32               # 02c0 IMAD.MOV.U32 R4, RZ, RZ, RZ
alu r5 r4 lat=4 flops=0 unit=int stall=5     # 02d0 IADD3 R7, RZ, -R5, RZ
alu r5 r5 lat=4 flops=0 unit=fp32 stall=4    # 02e0 IMAD R7, R7, UR13, RZ
alu r4 r4 r5 r0 lat=9 flops=0 unit=fp32 stall=6 # 02f0 IMAD.HI.U32 R5, R5, R7, R4
alu r4 r4 r9 lat=9 flops=0 unit=fp32 stall=4 # 0300 IMAD.HI.U32 R5, R5, R0, RZ
alu r4 r4 lat=4 flops=0 unit=fp32 stall=4    # 0310 IMAD.MOV R5, RZ, RZ, -R5
alu r5 r4 r9 lat=4 flops=0 unit=fp32 stall=2 # 0320 IMAD R7, R5, UR13, R0
alu r4 lat=4 flops=0 unit=fp32 stall=3       # 0330 IMAD.MOV.U32 R5, RZ, RZ, RZ
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0340 ISETP.GE.U32.AND P0, PT, R7, UR13, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=5  # 0350 @P0 VIADD R7, R7, -UR13
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0360 ISETP.GE.U32.AND P0, PT, R7, UR13, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=2  # 0370 @P0 IADD3 R7, R7, -UR13, RZ
alu r5 r3 lat=4 flops=0 unit=int stall=5     # 0380 @!P1 LOP3.LUT R7, RZ, UR13, RZ, 0x33, !PT
alu r0 r5 lat=4 flops=0 unit=fp32 stall=7    # 0390 IMAD.MOV.U32 R4, RZ, RZ, R7
alu r63 lat=2 flops=0 unit=none stall=5      # 03a0 BSYNC B0
alu r6 r0 lat=4 flops=0 unit=fp32            # 03b0 IMAD.SHL.U32 R12, R4.reuse, 0x10, RZ
alu r7 r0 r4 lat=4 flops=0 unit=int stall=4  # 03c0 SHF.L.U64.HI R11, R4, 0x4, R5
alu r0 r6 lat=4 flops=0 unit=int stall=4     # 03d0 IADD3 R4, P0, R12, UR14, RZ
alu r4 r7 r0 lat=4 flops=0 unit=int stall=6  # 03e0 IADD3.X R5, R11, UR15, RZ, P0, !PT
ld r0 R4 width=16                            # 03f0 LDG.E.128.CONSTANT R4, desc[UR10][R4.64]
alu r6 r6 lat=4 flops=0 unit=int             # 0400 IADD3 R12, P0, R12, UR16, RZ
alu r60 lat=2 flops=0 unit=none stall=3      # 0410 BSSY B0, 0x5f0
alu r8 r7 r6 lat=4 flops=0 unit=int stall=2  # 0420 IADD3.X R13, R11, UR17, RZ, P0, !PT
alu r7 r13 lat=4 flops=0 unit=int stall=4    # 0430 LOP3.LUT R11, R10, UR12, RZ, 0xfc, !PT
alu r1 r7 lat=4 flops=0 unit=int             # 0440 ISETP.NE.U32.AND P0, PT, R11, RZ, PT
st R12 r0 width=16 offset=16 stall=12        # 0450 STG.E.128 desc[UR10][R12.64], R4
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0460 @!P0 BRA 0x4c0
alu r2 lat=17 flops=0 unit=sfu               # 04c0 I2F.U32.RP R6, UR13
alu r0 lat=4 flops=4 unit=fp32               # 04d0 HFMA2.MMA R4, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int stall=6        # 04e0 ISETP.NE.U32.AND P1, PT, RZ, UR13, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 04f0 MUFU.RCP R6, R6
alu r5 r2 lat=4 flops=0 unit=int stall=6     # 0500 VIADD R7, R6, 0xffffffe
alu r4 r5 lat=17 flops=0 unit=sfu stall=2    # 0510 F2I.FTZ.U32.TRUNC.NTZ R5, R7
alu r7 r4 lat=4 flops=0 unit=fp32 stall=4    # 0520 IMAD.MOV R11, RZ, RZ, -R5
alu r7 r7 lat=4 flops=0 unit=fp32 stall=4    # 0530 IMAD R11, R11, UR13, RZ
alu r7 r4 r7 r0 lat=9 flops=0 unit=fp32 stall=6 # 0540 IMAD.HI.U32 R11, R5, R11, R4
alu r0 r7 r10 lat=9 flops=0 unit=fp32 stall=4 # 0550 IMAD.HI.U32 R4, R11, R8, RZ
alu r4 r0 lat=4 flops=0 unit=fp32 stall=4    # 0560 IMAD.MOV R5, RZ, RZ, -R4
alu r0 r4 r10 lat=4 flops=0 unit=fp32        # 0570 IMAD R4, R5, UR13, R8
alu r4 lat=4 flops=0 unit=int stall=4        # 0580 MOV R5, RZ
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0590 ISETP.GE.U32.AND P0, PT, R4, UR13, PT
alu r0 r1 r0 lat=4 flops=0 unit=int stall=5  # 05a0 @P0 VIADD R4, R4, -UR13
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 05b0 ISETP.GE.U32.AND P0, PT, R4, UR13, PT
alu r0 r1 r0 lat=4 flops=0 unit=int          # 05c0 @P0 VIADD R4, R4, -UR13
alu r0 r3 lat=4 flops=0 unit=int stall=7     # 05d0 @!P1 LOP3.LUT R4, RZ, UR13, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 05e0 BSYNC B0
alu r6 r0 lat=4 flops=0 unit=fp32            # 05f0 IMAD.SHL.U32 R12, R4.reuse, 0x10, RZ
alu r7 r0 r4 lat=4 flops=0 unit=int stall=4  # 0600 SHF.L.U64.HI R11, R4, 0x4, R5
alu r0 r6 lat=4 flops=0 unit=int stall=4     # 0610 IADD3 R4, P0, R12, UR14, RZ
alu r4 r7 r0 lat=4 flops=0 unit=int stall=6  # 0620 IADD3.X R5, R11, UR15, RZ, P0, !PT
ld r0 R4_2 width=16                          # 0630 LDG.E.128.CONSTANT R4, desc[UR10][R4.64]
alu r60 lat=2 flops=0 unit=none              # 0640 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r6 r6 lat=4 flops=0 unit=int stall=2     # 0650 IADD3 R12, P0, R12, UR16, RZ
alu r9 r9 lat=4 flops=0 unit=int             # 0660 IADD3 R0, P1, R0, UR8, RZ
alu r61 lat=2 flops=0 unit=none              # 0670 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r8 r7 r6 lat=4 flops=0 unit=int stall=2  # 0680 IADD3.X R13, R11, UR17, RZ, P0, !PT
alu r1 lat=4 flops=0 unit=int stall=2        # 0690 ISETP.LE.U32.AND P0, PT, R14, UR4, PT
alu r10 r10 lat=4 flops=0 unit=int           # 06a0 IADD3 R8, P2, R8, UR8, RZ
alu r11 lat=4 flops=0 unit=fp32              # 06b0 IMAD.U32 R16, RZ, RZ, UR5
alu r12 r12 r9 lat=4 flops=0 unit=int stall=2 # 06c0 IADD3.X R9, R9, UR9, RZ, P1, !PT
alu r13 r13 r10 lat=4 flops=0 unit=int stall=2 # 06d0 IADD3.X R10, R10, UR9, RZ, P2, !PT
alu r1 r11 r1 lat=4 flops=0 unit=int         # 06e0 ISETP.GE.U32.AND.EX P0, PT, R16, R15, PT, P0
st R12_2 r0 width=16 offset=16 stall=12      # 06f0 STG.E.128 desc[UR10][R12.64], R4
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0700 @!P0 BRA 0x1d0
