# imported by lhsim import from validate/results/h200/loadpair/sass_loadpair.txt
# kernel k_loadpair<0> (_Z10k_loadpairILi0EEvPjPKjmmmjjjPyS0_)
# loop 1 of 1: 0x0350..0x0780, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x0460; address computed from loaded data: a dependent load, one block per warp
# stream R6: address R6 as written at 0x0580; address computed from loaded data: a dependent load, one block per warp
# not modelled (left out): NANOSLEEP x1
# NOP x3 left out
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name loadpair-ld-pair-s25
alu r60 lat=2 flops=0 unit=none stall=8      # 0350 S2UR UR13, SR_CLOCKLO
alu r0 lat=8 flops=0 unit=none               # 0360 @P1 LDC.64 R6, c[0x0][0x238]
alu r1 r8 r12 lat=4 flops=0 unit=int         # 0370 @P1 SHF.R.U64 R23, R15, R12.reuse, R17.reuse
alu r2 r10 lat=4 flops=0 unit=fp32           # 0380 IMAD.MOV.U32 R21, RZ, RZ, R0
alu r3 r12 lat=4 flops=0 unit=int stall=2    # 0390 @P1 SHF.R.U32.HI R20, RZ, R12, R17
alu r4 r1 lat=4 flops=0 unit=int             # 03a0 @P1 SHF.L.U32 R9, R23, R14, RZ
alu r5 r0 lat=4 flops=0 unit=int stall=5     # 03b0 @P1 VIADD R8, R6, 0xffffffff
alu r5 r8 r5 lat=4 flops=0 unit=int stall=4  # 03c0 @P1 LOP3.LUT R8, R15, R8, RZ, 0xc0, !PT
alu r2 r4 r5 r6 lat=4 flops=0 unit=int       # 03d0 @P1 IADD3 R21, P0, P2, R9, R8, R7
alu r6 r14 lat=4 flops=0 unit=fp32           # 03e0 IMAD.MOV.U32 R7, RZ, RZ, R11
alu r5 r1 r3 lat=4 flops=0 unit=int stall=2  # 03f0 @P1 SHF.L.U64.HI R8, R23, R14, R20
alu r3 r2 lat=4 flops=0 unit=int stall=2     # 0400 LOP3.LUT R20, R21, UR16, RZ, 0xc0, !PT
alu r6 r5 r2 lat=4 flops=0 unit=int stall=3  # 0410 @P1 IADD3.X R7, R8, RZ, RZ, P0, P2
alu r4 r3 lat=4 flops=0 unit=fp32            # 0420 IMAD.SHL.U32 R9, R20, 0x20, RZ
alu r1 r6 lat=4 flops=0 unit=int stall=4     # 0430 LOP3.LUT R23, R7, UR17, RZ, 0xc0, !PT
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 0440 LOP3.LUT R9, R9, 0x1f, R4, 0xf8, !PT
alu r3 r3 r1 lat=4 flops=0 unit=int stall=2  # 0450 SHF.L.U64.HI R20, R20, 0x5, R23
alu r5 r4 lat=4 flops=0 unit=int stall=4     # 0460 LEA R8, P0, R9, UR24, 0x2
alu r4 r4 r3 r5 lat=4 flops=0 unit=int stall=5 # 0470 LEA.HI.X R9, R9, UR25, R20, 0x2, P0
ld r5 a width=4 # 0480 LDG.E.CONSTANT R8, desc[UR18][R8.64]
alu r7 lat=4 flops=0 unit=int                # 0490 ISETP.NE.AND P0, PT, R22, RZ, PT
alu r3 r9 lat=4 flops=0 unit=fp32            # 04a0 IMAD.MOV.U32 R20, RZ, RZ, R10
alu r3 r2 r0 lat=4 flops=0 unit=int          # 04b0 @P1 IADD3 R20, P2, R21, R6, RZ
alu r1 r13 lat=4 flops=0 unit=fp32 stall=3   # 04c0 IMAD.MOV.U32 R23, RZ, RZ, R16
alu r3 r3 lat=4 flops=0 unit=int             # 04d0 LOP3.LUT R20, R20, UR16, RZ, 0xc0, !PT
alu r1 r6 lat=4 flops=0 unit=fp32 stall=5    # 04e0 @P1 IMAD.X R23, RZ, RZ, R7, P2
alu r2 r1 lat=4 flops=0 unit=int             # 04f0 LOP3.LUT R21, R23, UR17, RZ, 0xc0, !PT
alu r61 r7 lat=2 flops=0 unit=none stall=6   # 0500 @!P0 BRA 0x530
alu r62 lat=2 flops=0 unit=none              # 0530 S2UR UR14, SR_CLOCKLO
alu r6 r3 lat=4 flops=0 unit=fp32            # 0550 IMAD.SHL.U32 R7, R20.reuse, 0x20, RZ
alu r3 r3 r2 lat=4 flops=0 unit=int stall=4  # 0560 SHF.L.U64.HI R20, R20, 0x5, R21
alu r6 r6 lat=4 flops=0 unit=int stall=4     # 0570 LOP3.LUT R7, R7, 0x1f, R4, 0xf8, !PT
alu r0 r6 lat=4 flops=0 unit=int stall=4     # 0580 LEA R6, P0, R7, UR24, 0x2
alu r6 r6 r3 r0 lat=4 flops=0 unit=int stall=6 # 0590 LEA.HI.X R7, R7, UR25, R20, 0x2, P0
alu r59 lat=2 flops=0 unit=none stall=15   # the sleep
alu r59 lat=2 flops=0 unit=none stall=15   # the sleep
alu r59 lat=2 flops=0 unit=none stall=15   # the sleep
alu r59 lat=2 flops=0 unit=none stall=4   # the sleep
ld r6 a width=4 offset=128 # 05a0 LDG.E.CONSTANT R7, desc[UR18][R6.64]
alu r63 lat=2 flops=0 unit=none              # 05b0 S2UR UR12, SR_CgaCtaId
alu r60 lat=2 flops=0 unit=none stall=2      # 05c0 UMOV UR11, 0x400
alu r61 lat=2 flops=0 unit=none stall=6      # 05d0 ULEA UR11, UR12, UR11, 0x18
alu r3 lat=4 flops=0 unit=int stall=5        # 05e0 LEA R20, R4, UR11, 0x2
alu r62 r3 r6 lat=2 flops=0 unit=none        # 05f0 STS [R20], R7
alu r63 lat=2 flops=0 unit=none              # 0600 S2UR UR11, SR_CLOCKLO
alu r60 lat=2 flops=0 unit=none              # 0620 UISETP.GE.U32.AND UP0, UPT, UR5, UR26, UPT
alu r5 r6 r5 lat=4 flops=0 unit=int          # 0630 LOP3.LUT R8, R7, R8, RZ, 0x3c, !PT
alu r61 lat=2 flops=0 unit=none              # 0640 UIADD3 UR5, UP1, UR5, 0x1, URZ
alu r8 r8 lat=4 flops=0 unit=int             # 0650 IADD3 R15, P2, R15, UR22, RZ
alu r62 lat=2 flops=0 unit=none              # 0660 UISETP.GE.U32.AND.EX UP0, UPT, UR6, UR27, UPT, UP0
alu r9 r9 lat=4 flops=0 unit=int             # 0670 IADD3 R10, P3, R10, UR20, RZ
alu r63 lat=2 flops=0 unit=none              # 0680 UIADD3.X UR6, URZ, UR6, URZ, UP1, !UPT
alu r10 r10 lat=4 flops=0 unit=int           # 0690 IADD3 R0, P4, R0, UR20, RZ
alu r11 r5 r11 lat=4 flops=0 unit=fp32       # 06a0 IMAD.IADD R13, R8, 0x1, R13
alu r7 lat=4 flops=0 unit=int stall=2        # 06b0 ISETP.LE.U32.AND P0, PT, R18, UR5, PT
alu r12 r12 r8 lat=4 flops=0 unit=int        # 06c0 IADD3.X R17, R17, UR15, RZ, P2, !PT
alu r0 lat=4 flops=0 unit=fp32               # 06d0 IMAD.U32 R6, RZ, RZ, UR6
alu r13 r13 r9 lat=4 flops=0 unit=int stall=2 # 06e0 IADD3.X R16, R16, UR21, RZ, P3, !PT
alu r60 lat=2 flops=0 unit=none              # 06f0 @UP0 UIADD3 UR11, -UR14, UR11, URZ
alu r14 r14 r10 lat=4 flops=0 unit=int       # 0700 IADD3.X R11, R11, UR21, RZ, P4, !PT
alu r61 lat=2 flops=0 unit=none              # 0710 @UP0 UIADD3 UR4, UR13, -UR4, URZ
alu r7 r0 r7 lat=4 flops=0 unit=int          # 0720 ISETP.GE.U32.AND.EX P0, PT, R6, R19, PT, P0
alu r62 lat=2 flops=0 unit=none stall=2      # 0730 @UP0 UIADD3 UR9, UP1, UR11, UR9, URZ
alu r63 lat=2 flops=0 unit=none stall=2      # 0740 @UP0 UIADD3 UR7, UP2, UR4, UR7, URZ
alu r60 lat=2 flops=0 unit=none stall=2      # 0750 @UP0 UIADD3.X UR10, URZ, UR10, URZ, UP1, !UPT
alu r61 lat=2 flops=0 unit=none              # 0760 @UP0 UIADD3.X UR8, URZ, UR8, URZ, UP2, !UPT
alu r62 lat=2 flops=0 unit=none stall=5      # 0770 UMOV UR4, UR13
alu r63 r7 lat=2 flops=0 unit=none branch=taken stall=6 # 0780 @!P0 BRA 0x350
