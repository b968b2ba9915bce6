# imported by lhsim import from validate/results/h200/copyprobe/sass_copyprobe.txt
# kernel k_copyprobe<1,4> (_Z11k_copyprobeILi1ELi4EEvPjPKjmmmPyS0_)
# loop 1 of 1: 0x02a0..0x0530, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x0330; coalesced at the instruction's width
# stream R12: address R12 as written at 0x0390; coalesced at the instruction's width
# NOP x3 left out
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name copyprobe-1-4
alu r60 lat=2 flops=0 unit=none              # 02a0 S2UR UR15, SR_CLOCKLO
alu r0 r9 lat=4 flops=0 unit=int stall=2     # 02c0 LOP3.LUT R4, R0, UR16, RZ, 0xc0, !PT
alu r1 r10 lat=4 flops=0 unit=int stall=3    # 02d0 LOP3.LUT R7, R11, UR17, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=fp32 stall=5    # 02e0 IMAD.SHL.U32 R5, R4, 0x20, RZ
alu r3 r2 lat=4 flops=0 unit=int stall=2     # 02f0 LOP3.LUT R10, R5, 0x1f, R2, 0xf8, !PT
alu r2 r0 r1 lat=4 flops=0 unit=int stall=3  # 0300 SHF.L.U64.HI R5, R4, 0x5, R7
alu r4 r3 lat=4 flops=0 unit=fp32            # 0310 IMAD.SHL.U32 R12, R10.reuse, 0x10, RZ
alu r3 r3 r2 lat=4 flops=0 unit=int stall=4  # 0320 SHF.L.U64.HI R10, R10, 0x4, R5
alu r0 r4 lat=4 flops=0 unit=int stall=4     # 0330 IADD3 R4, P0, R12, UR20, RZ
alu r2 r3 r0 lat=4 flops=0 unit=int stall=6  # 0340 IADD3.X R5, R10, UR21, RZ, P0, !PT
ld r0 R4 width=16 stall=4                    # 0350 LDG.E.128.CONSTANT R4, desc[UR18][R4.64]
alu r61 r0 lat=2 flops=0 unit=none           # 0360 STS [R15], R4
alu r62 lat=2 flops=0 unit=none              # 0370 S2UR UR13, SR_CLOCKLO
alu r4 r4 lat=4 flops=0 unit=int stall=4     # 0390 IADD3 R12, P0, R12, UR22, RZ
alu r5 r3 r4 lat=4 flops=0 unit=int stall=5  # 03a0 IADD3.X R13, R10, UR23, RZ, P0, !PT
st R12 r0 width=16                           # 03b0 STG.E.128 desc[UR18][R12.64], R4
alu r60 lat=2 flops=0 unit=none              # 03c0 S2UR UR14, SR_CLOCKLO
alu r0 lat=4 flops=0 unit=fp32               # 03e0 IMAD.U32 R4, RZ, RZ, UR6
alu r6 lat=4 flops=0 unit=int                # 03f0 ISETP.LE.U32.AND P0, PT, R18, UR5, PT
alu r61 lat=2 flops=0 unit=none stall=3      # 0400 UIADD3 UR5, UP0, UR5, 0x1, URZ
alu r6 r0 r6 lat=4 flops=0 unit=int          # 0410 ISETP.GE.U32.AND.EX P0, PT, R4, R19, PT, P0
alu r62 lat=2 flops=0 unit=none stall=2      # 0420 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r7 lat=4 flops=0 unit=int stall=4        # 0430 ISETP.LE.U32.AND P1, PT, R20, UR5, PT
alu r8 lat=4 flops=0 unit=fp32 stall=5       # 0440 IMAD.U32 R6, RZ, RZ, UR6
alu r7 r8 r7 lat=4 flops=0 unit=int          # 0450 ISETP.GE.U32.AND.EX P1, PT, R6, R21, PT, P1
alu r63 r6 lat=2 flops=0 unit=none stall=12  # 0460 @!P0 BRA 0x500
alu r60 lat=2 flops=0 unit=none stall=2      # 0470 UIADD3 UR13, -UR15, UR13, URZ
alu r61 lat=2 flops=0 unit=none stall=2      # 0480 UIADD3 UR14, -UR15, UR14, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 0490 UIADD3 UR4, UR15, -UR4, URZ
alu r63 lat=2 flops=0 unit=none stall=2      # 04a0 UIADD3 UR11, UP0, UR13, UR11, URZ
alu r60 lat=2 flops=0 unit=none stall=2      # 04b0 UIADD3 UR9, UP1, UR14, UR9, URZ
alu r61 lat=2 flops=0 unit=none stall=2      # 04c0 UIADD3 UR7, UP2, UR4, UR7, URZ
alu r62 lat=2 flops=0 unit=none stall=2      # 04d0 UIADD3.X UR12, URZ, UR12, URZ, UP0, !UPT
alu r63 lat=2 flops=0 unit=none stall=2      # 04e0 UIADD3.X UR10, URZ, UR10, URZ, UP1, !UPT
alu r60 lat=2 flops=0 unit=none stall=12     # 04f0 UIADD3.X UR8, URZ, UR8, URZ, UP2, !UPT
alu r9 r9 lat=4 flops=0 unit=int             # 0500 IADD3 R0, P0, R0, R17, RZ
alu r61 lat=2 flops=0 unit=none stall=3      # 0510 UMOV UR4, UR15
alu r10 r10 r9 lat=4 flops=0 unit=int        # 0520 LEA.HI.X R11, R9, R11, RZ, 0x1b, P0
alu r62 r7 lat=2 flops=0 unit=none branch=taken stall=8 # 0530 @!P1 BRA 0x2a0
