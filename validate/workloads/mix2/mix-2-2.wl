# imported by lhsim import from validate/results/h200/l2writes/sass_mix.txt
# kernel k_mix<2,2> (_Z5k_mixILi2ELi2EEvPK6float4PS0_mmPj)
# loop 1 of 1: 0x0220..0x07e0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x0430; coalesced at the instruction's width
# stream R12: address R12 as written at 0x0640; coalesced at the instruction's width
# stream R8_2: address R8 as written at 0x0740; coalesced at the instruction's width
# stream R10: address R10 as written at 0x06b0; coalesced at the instruction's width
# slow paths x2 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 12 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name mix-2-2
alu r0 r19 lat=4 flops=0 unit=int            # 0220 LOP3.LUT R8, R3, UR12, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none              # 0230 ULDC.64 UR6, c[0x0][0x220]
alu r61 lat=2 flops=0 unit=none stall=2      # 0240 BSSY B0, 0x410
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 0250 ISETP.NE.U32.AND P0, PT, R8, RZ, PT
alu r62 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0260 @!P0 BRA 0x2e0
alu r2 lat=17 flops=0 unit=sfu               # 02e0 I2F.U32.RP R10, UR13
alu r3 lat=4 flops=0 unit=int                # 02f0 ISETP.NE.U32.AND P1, PT, RZ, UR13, PT
alu r4 lat=4 flops=4 unit=fp32 stall=6       # 0300 HFMA2.MMA R19, -RZ, RZ, 0, 0
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0310 MUFU.RCP R10, R10
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 0320 IADD3 R8, R10, 0xffffffe, RZ
alu r5 r0 lat=17 flops=0 unit=sfu stall=2    # 0330 F2I.FTZ.U32.TRUNC.NTZ R9, R8
alu r0 lat=4 flops=0 unit=fp32 stall=2       # 0340 IMAD.MOV.U32 R8, RZ, RZ, RZ
alu r6 r5 lat=4 flops=0 unit=fp32 stall=4    # 0350 IMAD.MOV R11, RZ, RZ, -R9
alu r6 r6 lat=4 flops=0 unit=fp32 stall=4    # 0360 IMAD R11, R11, UR13, RZ
alu r5 r5 r6 r0 lat=9 flops=0 unit=fp32 stall=6 # 0370 IMAD.HI.U32 R9, R9, R11, R8
alu r5 r5 r17 lat=9 flops=0 unit=fp32 stall=5 # 0380 IMAD.HI.U32 R9, R9, R0, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=5     # 0390 IADD3 R9, -R9, RZ, RZ
alu r7 r5 r17 lat=4 flops=0 unit=fp32 stall=5 # 03a0 IMAD R18, R9, UR13, R0
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 03b0 ISETP.GE.U32.AND P0, PT, R18, UR13, PT
alu r7 r1 r7 lat=4 flops=0 unit=int stall=5  # 03c0 @P0 VIADD R18, R18, -UR13
alu r1 r7 lat=4 flops=0 unit=int stall=13    # 03d0 ISETP.GE.U32.AND P0, PT, R18, UR13, PT
alu r7 r1 r7 lat=4 flops=0 unit=int          # 03e0 @P0 VIADD R18, R18, -UR13
alu r7 r3 lat=4 flops=0 unit=int stall=7     # 03f0 @!P1 LOP3.LUT R18, RZ, UR13, RZ, 0x33, !PT
alu r63 lat=2 flops=0 unit=none stall=5      # 0400 BSYNC B0
alu r8 r7 lat=4 flops=0 unit=fp32            # 0410 IMAD.SHL.U32 R17, R18.reuse, 0x10, RZ
alu r7 r7 r4 lat=4 flops=0 unit=int stall=4  # 0420 SHF.L.U64.HI R18, R18, 0x4, R19
alu r0 r8 lat=4 flops=0 unit=int stall=4     # 0430 IADD3 R8, P0, R17, UR14, RZ
alu r5 r7 r0 lat=4 flops=0 unit=int stall=6  # 0440 IADD3.X R9, R18, UR15, RZ, P0, !PT
ld r0 R8 width=16                            # 0450 LDG.E.128.CONSTANT R8, desc[UR10][R8.64]
alu r9 r18 lat=4 flops=0 unit=int            # 0460 LOP3.LUT R12, R16, UR12, RZ, 0xfc, !PT
alu r60 lat=2 flops=0 unit=none stall=3      # 0470 BSSY B0, 0x620
alu r1 r9 lat=4 flops=0 unit=int stall=13    # 0480 ISETP.NE.U32.AND P0, PT, R12, RZ, PT
alu r61 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0490 @!P0 BRA 0x4f0
alu r10 lat=17 flops=0 unit=sfu              # 04f0 I2F.U32.RP R14, UR13
alu r9 lat=4 flops=4 unit=fp32               # 0500 HFMA2.MMA R12, -RZ, RZ, 0, 0
alu r3 lat=4 flops=0 unit=int                # 0510 ISETP.NE.U32.AND P1, PT, RZ, UR13, PT
alu r11 lat=4 flops=0 unit=fp32 stall=5      # 0520 IMAD.MOV.U32 R23, RZ, RZ, RZ
alu r10 r10 lat=19 flops=0 unit=sfu stall=2  # 0530 MUFU.RCP R14, R14
alu r12 r10 lat=4 flops=0 unit=int stall=6   # 0540 VIADD R15, R14, 0xffffffe
alu r13 r12 lat=17 flops=0 unit=sfu stall=2  # 0550 F2I.FTZ.U32.TRUNC.NTZ R13, R15
alu r4 r13 lat=4 flops=0 unit=fp32 stall=4   # 0560 IMAD.MOV R19, RZ, RZ, -R13
alu r4 r4 lat=4 flops=0 unit=fp32 stall=4    # 0570 IMAD R19, R19, UR13, RZ
alu r4 r13 r4 r9 lat=9 flops=0 unit=fp32 stall=6 # 0580 IMAD.HI.U32 R19, R13, R19, R12
alu r9 r4 r16 lat=9 flops=0 unit=fp32 stall=4 # 0590 IMAD.HI.U32 R12, R19, R2, RZ
alu r13 r9 lat=4 flops=0 unit=fp32 stall=4   # 05a0 IMAD.MOV R13, RZ, RZ, -R12
alu r14 r13 r16 lat=4 flops=0 unit=fp32 stall=5 # 05b0 IMAD R22, R13, UR13, R2
alu r1 r14 lat=4 flops=0 unit=int stall=13   # 05c0 ISETP.GE.U32.AND P0, PT, R22, UR13, PT
alu r14 r1 r14 lat=4 flops=0 unit=int stall=5 # 05d0 @P0 VIADD R22, R22, -UR13
alu r1 r14 lat=4 flops=0 unit=int stall=13   # 05e0 ISETP.GE.U32.AND P0, PT, R22, UR13, PT
alu r14 r1 r14 lat=4 flops=0 unit=int stall=2 # 05f0 @P0 IADD3 R22, R22, -UR13, RZ
alu r14 r3 lat=4 flops=0 unit=int stall=7    # 0600 @!P1 LOP3.LUT R22, RZ, UR13, RZ, 0x33, !PT
alu r62 lat=2 flops=0 unit=none stall=5      # 0610 BSYNC B0
alu r4 r14 lat=4 flops=0 unit=fp32           # 0620 IMAD.SHL.U32 R19, R22.reuse, 0x10, RZ
alu r14 r14 r11 lat=4 flops=0 unit=int stall=4 # 0630 SHF.L.U64.HI R22, R22, 0x4, R23
alu r9 r4 lat=4 flops=0 unit=int stall=4     # 0640 IADD3 R12, P0, R19, UR14, RZ
alu r13 r14 r9 lat=4 flops=0 unit=int stall=6 # 0650 IADD3.X R13, R22, UR15, RZ, P0, !PT
ld r9 R12 width=16                           # 0660 LDG.E.128.CONSTANT R12, desc[UR10][R12.64]
alu r11 r0 r22 lat=4 flops=1 unit=fp32       # 0670 FADD R23, R8, R4
alu r0 r0 r20 lat=4 flops=1 unit=fp32        # 0680 FADD R8, R9, R5
alu r5 r21 lat=4 flops=1 unit=fp32           # 0690 FADD R9, R10, R6
alu r15 r23 lat=4 flops=1 unit=fp32          # 06a0 FADD R24, R11, R7
alu r2 r4 lat=4 flops=0 unit=int             # 06b0 IADD3 R10, P1, R19, UR16, RZ
alu r63 lat=2 flops=0 unit=none              # 06c0 UIADD3 UR4, UP0, UR4, 0x1, URZ
alu r16 r16 lat=4 flops=0 unit=int stall=2   # 06d0 IADD3 R2, P2, R2, UR8, RZ
alu r6 r14 r2 lat=4 flops=0 unit=int         # 06e0 IADD3.X R11, R22, UR17, RZ, P1, !PT
alu r60 lat=2 flops=0 unit=none              # 06f0 UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT
alu r17 r17 lat=4 flops=0 unit=int stall=2   # 0700 IADD3 R0, P1, R0, UR8, RZ
alu r18 r18 r16 lat=4 flops=0 unit=int stall=2 # 0710 IADD3.X R16, R16, UR9, RZ, P2, !PT
alu r19 r19 r17 lat=4 flops=0 unit=int       # 0720 IADD3.X R3, R3, UR9, RZ, P1, !PT
alu r20 r9 r0 lat=4 flops=1 unit=fp32        # 0730 FADD R5, R13, R8
alu r0 r8 lat=4 flops=0 unit=int             # 0740 IADD3 R8, P0, R17, UR16, RZ
alu r21 r9 r5 lat=4 flops=1 unit=fp32        # 0750 FADD R6, R14, R9
alu r22 r9 r11 lat=4 flops=1 unit=fp32       # 0760 FADD R4, R12, R23
alu r23 r9 r15 lat=4 flops=1 unit=fp32       # 0770 FADD R7, R15, R24
alu r5 r7 r0 lat=4 flops=0 unit=int stall=2  # 0780 IADD3.X R9, R18, UR17, RZ, P0, !PT
alu r1 lat=4 flops=0 unit=int stall=2        # 0790 ISETP.LE.U32.AND P0, PT, R20, UR4, PT
alu r9 lat=4 flops=0 unit=int                # 07a0 MOV R12, UR5
st R8_2 r23 width=16 stall=3                 # 07b0 STG.E.128 desc[UR10][R8.64], R4
alu r1 r9 r1 lat=4 flops=0 unit=int          # 07c0 ISETP.GE.U32.AND.EX P0, PT, R12, R21, PT, P0
st R10 r23 width=16 stall=12                 # 07d0 STG.E.128 desc[UR10][R10.64], R4
alu r63 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 07e0 @!P0 BRA 0x220
