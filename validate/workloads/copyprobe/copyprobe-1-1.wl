# imported by lhsim import from validate/results/h200/copyprobe/sass_copyprobe.txt
# kernel k_copyprobe<1,1> (_Z11k_copyprobeILi1ELi1EEvPjPKjmmmPyS0_)
# loop 1 of 1: 0x02a0..0x0530, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R6: address R6 as written at 0x0330; coalesced at the instruction's width
# stream R6_2: address R6 as written at 0x0390; coalesced at the instruction's width
# NOP x3 left out
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name copyprobe-1-1
alu r60 lat=2 flops=0 unit=none              # 02a0 S2UR UR15, SR_CLOCKLO
alu r0 r7 lat=4 flops=0 unit=int stall=2     # 02c0 LOP3.LUT R6, R17, UR16, RZ, 0xc0, !PT
alu r1 r8 lat=4 flops=0 unit=int stall=3     # 02d0 LOP3.LUT R7, R19, UR17, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=fp32            # 02e0 IMAD.SHL.U32 R11, R6.reuse, 0x20, RZ
alu r0 r0 r1 lat=4 flops=0 unit=int stall=4  # 02f0 SHF.L.U64.HI R6, R6, 0x5, R7
alu r2 r2 lat=4 flops=0 unit=int stall=5     # 0300 LOP3.LUT R11, R11, 0x1f, R2, 0xf8, !PT
alu r3 r2 lat=4 flops=0 unit=fp32            # 0310 IMAD.SHL.U32 R10, R11.reuse, 0x4, RZ
alu r2 r2 r0 lat=4 flops=0 unit=int stall=4  # 0320 SHF.L.U64.HI R11, R11, 0x2, R6
alu r0 r3 lat=4 flops=0 unit=int stall=4     # 0330 IADD3 R6, P0, R10, UR20, RZ
alu r1 r2 r0 lat=4 flops=0 unit=int stall=5  # 0340 IADD3.X R7, R11, UR21, RZ, P0, !PT
ld r4 R6 width=4 stall=4                     # 0350 LDG.E.CONSTANT R9, desc[UR18][R6.64]
alu r61 r4 lat=2 flops=0 unit=none           # 0360 STS [R0], R9
alu r62 lat=2 flops=0 unit=none              # 0370 S2UR UR13, SR_CLOCKLO
alu r0 r3 lat=4 flops=0 unit=int stall=4     # 0390 IADD3 R6, P0, R10, UR22, RZ
alu r1 r2 r0 lat=4 flops=0 unit=int stall=5  # 03a0 IADD3.X R7, R11, UR23, RZ, P0, !PT
st R6_2 r4 width=4                           # 03b0 STG.E desc[UR18][R6.64], R9
alu r60 lat=2 flops=0 unit=none              # 03c0 S2UR UR14, SR_CLOCKLO
alu r0 lat=4 flops=0 unit=fp32               # 03e0 IMAD.U32 R6, RZ, RZ, UR6
alu r5 lat=4 flops=0 unit=int                # 03f0 ISETP.LE.U32.AND P0, PT, R14, UR5, PT
alu r61 lat=2 flops=0 unit=none stall=3      # 0400 UIADD3 UR5, UP0, UR5, 0x1, URZ
alu r5 r0 r5 lat=4 flops=0 unit=int          # 0410 ISETP.GE.U32.AND.EX P0, PT, R6, R15, PT, P0
alu r62 lat=2 flops=0 unit=none stall=2      # 0420 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r6 lat=4 flops=0 unit=int stall=4        # 0430 ISETP.LE.U32.AND P1, PT, R12, UR5, PT
alu r3 lat=4 flops=0 unit=fp32 stall=5       # 0440 IMAD.U32 R10, RZ, RZ, UR6
alu r6 r3 r6 lat=4 flops=0 unit=int          # 0450 ISETP.GE.U32.AND.EX P1, PT, R10, R13, PT, P1
alu r63 r5 lat=2 flops=0 unit=none stall=12  # 0460 @!P0 BRA 0x500
alu r60 lat=2 flops=0 unit=none stall=2      # 0470 UIADD3 UR13, -UR15, UR13, URZ
alu r61 lat=2 flops=0 unit=none stall=2      # 0480 UIADD3 UR14, -UR15, UR14, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 0490 UIADD3 UR4, UR15, -UR4, URZ
alu r63 lat=2 flops=0 unit=none stall=2      # 04a0 UIADD3 UR11, UP0, UR13, UR11, URZ
alu r60 lat=2 flops=0 unit=none stall=2      # 04b0 UIADD3 UR9, UP1, UR14, UR9, URZ
alu r61 lat=2 flops=0 unit=none stall=2      # 04c0 UIADD3 UR7, UP2, UR4, UR7, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 04d0 UIADD3.X UR12, URZ, UR12, URZ, UP0, !UPT
alu r63 lat=2 flops=0 unit=none stall=2      # 04e0 UIADD3.X UR10, URZ, UR10, URZ, UP1, !UPT
alu r60 lat=2 flops=0 unit=none stall=12     # 04f0 UIADD3.X UR8, URZ, UR8, URZ, UP2, !UPT
alu r7 r7 lat=4 flops=0 unit=int             # 0500 IADD3 R17, P0, R17, R8, RZ
alu r61 lat=2 flops=0 unit=none stall=3      # 0510 UMOV UR4, UR15
alu r8 r8 r7 lat=4 flops=0 unit=int          # 0520 LEA.HI.X R19, R5, R19, RZ, 0x1b, P0
alu r62 r6 lat=2 flops=0 unit=none branch=taken stall=8 # 0530 @!P1 BRA 0x2a0
