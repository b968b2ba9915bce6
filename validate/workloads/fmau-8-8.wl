# imported by lhsim import from tests/sass/families3.sass
# kernel k_fmau<4,8> (_Z6k_fmauILi4ELi8EEvPKfimPfPj)
# loop 2 of 3: 0x03c0..0x0780, one line per instruction in compiled order
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R10: address R10 as written at 0x0730; coalesced at the instruction's width
# stream R12: address R12 as written at 0x03c0; coalesced at the instruction's width
# stream R14: address R14 as written at 0x03f0; coalesced at the instruction's width
# stream R6: address R6 as written at 0x0430; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name fmau-8-8
alu r0 r14 lat=4 flops=0 unit=int            # 03c0 IADD3 R12, P0, R10, UR12, RZ
alu r1 lat=8 flops=0 unit=none stall=3       # 03d0 LDC.64 R18, c[0x0][0x220]
alu r2 r4 r0 lat=4 flops=0 unit=int stall=2  # 03e0 IADD3.X R13, R11, UR7, RZ, P0, !PT
alu r3 r0 lat=4 flops=0 unit=int             # 03f0 IADD3 R14, P0, R12, UR12, RZ
ld r4 R10 width=4 stall=2                    # 0400 LDG.E.CONSTANT R11, desc[UR8][R10.64]
alu r5 lat=8 flops=0 unit=none               # 0410 LDC R9, c[0x0][0x218]
alu r6 r2 r3 lat=4 flops=0 unit=int stall=2  # 0420 IADD3.X R15, R13, UR7, RZ, P0, !PT
alu r7 r3 lat=4 flops=0 unit=int             # 0430 IADD3 R6, P0, R14, UR12, RZ
ld r2 R12 width=4 stall=3                    # 0440 LDG.E.CONSTANT R13, desc[UR8][R12.64]
alu r8 r6 r7 lat=4 flops=0 unit=int stall=2  # 0450 IADD3.X R7, R15, UR7, RZ, P0, !PT
ld r6 R14 width=4 stall=4                    # 0460 LDG.E.CONSTANT R15, desc[UR8][R14.64]
ld r9 R6 width=4                             # 0470 LDG.E.CONSTANT R17, desc[UR8][R6.64]
alu r60 lat=2 flops=0 unit=none stall=4      # 0480 UIADD3 UR5, UP0, UR5, 0x1, URZ
alu r61 lat=2 flops=0 unit=none stall=2      # 0490 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r10 r1 lat=4 flops=0 unit=int stall=4    # 04a0 ISETP.LE.U32.AND P0, PT, R18, UR5, PT
alu r11 lat=4 flops=0 unit=int               # 04b0 MOV R8, UR6
alu r62 lat=2 flops=0 unit=none stall=3      # 04c0 UMOV UR4, URZ
alu r10 r11 r10 lat=4 flops=0 unit=int stall=13 # 04d0 ISETP.GE.U32.AND.EX P0, PT, R8, R19, PT, P0
alu r11 lat=4 flops=4 unit=fp32              # 04e0 HFMA2.MMA R8, -RZ, RZ, 1.8740234375, -1.6162109375
alu r63 lat=2 flops=0 unit=none stall=6      # 04f0 UIADD3 UR4, UR4, 0x8, URZ
alu r12 r5 lat=4 flops=0 unit=int stall=3    # 0500 ISETP.LE.AND P1, PT, R9, UR4, PT
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0510 FFMA R11, R11, R8.reuse, 0.5
alu r2 r2 r11 lat=4 flops=2 unit=fp32        # 0520 FFMA R13, R13, R8.reuse, 0.5
alu r6 r6 r11 lat=4 flops=2 unit=fp32        # 0530 FFMA R15, R15, R8.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32        # 0540 FFMA R17, R17, R8.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0550 FFMA R11, R11, R8.reuse, 0.5
alu r2 r2 r11 lat=4 flops=2 unit=fp32        # 0560 FFMA R13, R13, R8.reuse, 0.5
alu r6 r6 r11 lat=4 flops=2 unit=fp32        # 0570 FFMA R15, R15, R8.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32        # 0580 FFMA R17, R17, R8.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0590 FFMA R11, R11, R8.reuse, 0.5
alu r2 r2 r11 lat=4 flops=2 unit=fp32        # 05a0 FFMA R13, R13, R8.reuse, 0.5
alu r6 r6 r11 lat=4 flops=2 unit=fp32        # 05b0 FFMA R15, R15, R8.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32        # 05c0 FFMA R17, R17, R8.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 05d0 FFMA R11, R11, R8.reuse, 0.5
alu r2 r2 r11 lat=4 flops=2 unit=fp32        # 05e0 FFMA R13, R13, R8.reuse, 0.5
alu r6 r6 r11 lat=4 flops=2 unit=fp32        # 05f0 FFMA R15, R15, R8.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32        # 0600 FFMA R17, R17, R8.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0610 FFMA R11, R11, R8.reuse, 0.5
alu r2 r2 r11 lat=4 flops=2 unit=fp32        # 0620 FFMA R13, R13, R8.reuse, 0.5
alu r6 r6 r11 lat=4 flops=2 unit=fp32        # 0630 FFMA R15, R15, R8.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32        # 0640 FFMA R17, R17, R8.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0650 FFMA R11, R11, R8.reuse, 0.5
alu r2 r2 r11 lat=4 flops=2 unit=fp32        # 0660 FFMA R13, R13, R8.reuse, 0.5
alu r6 r6 r11 lat=4 flops=2 unit=fp32        # 0670 FFMA R15, R15, R8.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32        # 0680 FFMA R17, R17, R8.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0690 FFMA R11, R11, R8.reuse, 0.5
alu r2 r2 r11 lat=4 flops=2 unit=fp32        # 06a0 FFMA R13, R13, R8.reuse, 0.5
alu r6 r6 r11 lat=4 flops=2 unit=fp32        # 06b0 FFMA R15, R15, R8.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32        # 06c0 FFMA R17, R17, R8.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 06d0 FFMA R11, R11, R8.reuse, 0.5
alu r2 r2 r11 lat=4 flops=2 unit=fp32        # 06e0 FFMA R13, R13, R8.reuse, 0.5
alu r6 r6 r11 lat=4 flops=2 unit=fp32        # 06f0 FFMA R15, R15, R8.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32        # 0700 FFMA R17, R17, R8, 0.5
alu r60 r12 lat=2 flops=0 unit=none stall=6  # 0710 @!P1 BRA 0x4e0
alu r13 r4 r13 lat=4 flops=1 unit=fp32       # 0720 FADD R0, R11, R0
alu r14 r7 lat=4 flops=0 unit=int stall=3    # 0730 IADD3 R10, P1, R6, UR12, RZ
alu r13 r2 r13 lat=4 flops=1 unit=fp32       # 0740 FADD R0, R13, R0
alu r4 r8 r14 lat=4 flops=0 unit=int stall=3 # 0750 IADD3.X R11, R7, UR7, RZ, P1, !PT
alu r13 r6 r13 lat=4 flops=1 unit=fp32 stall=4 # 0760 FADD R0, R15, R0
alu r13 r9 r13 lat=4 flops=1 unit=fp32       # 0770 FADD R0, R17, R0
alu r61 r10 lat=2 flops=0 unit=none branch=taken stall=6 # 0780 @!P0 BRA 0x3c0
