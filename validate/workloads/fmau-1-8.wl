# imported by lhsim import from tests/sass/families3.sass
# kernel k_fmau<4,1> (_Z6k_fmauILi4ELi1EEvPKfimPfPj)
# loop 2 of 3: 0x03c0..0x05d0, one line per instruction in compiled order
# inner loops repeated 8 times (--trips)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x0580; coalesced at the instruction's width
# stream R10: address R10 as written at 0x03c0; coalesced at the instruction's width
# stream R12: address R12 as written at 0x0400; coalesced at the instruction's width
# stream R6: address R6 as written at 0x0440; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name fmau-1-8
alu r0 r13 lat=4 flops=0 unit=int            # 03c0 IADD3 R10, P0, R8, UR12, RZ
alu r1 r8 lat=4 flops=0 unit=fp32            # 03d0 IMAD.MOV.U32 R9, RZ, RZ, R7
alu r2 lat=8 flops=0 unit=none stall=2       # 03e0 LDC.64 R16, c[0x0][0x220]
alu r3 r8 r0 lat=4 flops=0 unit=int stall=2  # 03f0 IADD3.X R11, R7, UR7, RZ, P0, !PT
alu r4 r0 lat=4 flops=0 unit=int             # 0400 IADD3 R12, P0, R10, UR12, RZ
ld r1 R8 width=4 stall=3                     # 0410 LDG.E.CONSTANT R9, desc[UR8][R8.64]
alu r5 r3 r4 lat=4 flops=0 unit=int          # 0420 IADD3.X R13, R11, UR7, RZ, P0, !PT
ld r0 R10 width=4                            # 0430 LDG.E.CONSTANT R10, desc[UR8][R10.64]
alu r6 r4 lat=4 flops=0 unit=int             # 0440 IADD3 R6, P0, R12, UR12, RZ
alu r7 lat=8 flops=0 unit=none stall=2       # 0450 LDC R18, c[0x0][0x218]
ld r4 R12 width=4                            # 0460 LDG.E.CONSTANT R12, desc[UR8][R12.64]
alu r8 r5 r6 lat=4 flops=0 unit=int stall=5  # 0470 IADD3.X R7, R13, UR7, RZ, P0, !PT
ld r9 R6 width=4                             # 0480 LDG.E.CONSTANT R14, desc[UR8][R6.64]
alu r60 lat=2 flops=0 unit=none stall=4      # 0490 UIADD3 UR5, UP0, UR5, 0x1, URZ
alu r61 lat=2 flops=0 unit=none stall=2      # 04a0 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r10 r2 lat=4 flops=0 unit=int stall=4    # 04b0 ISETP.LE.U32.AND P0, PT, R16, UR5, PT
alu r2 lat=4 flops=0 unit=fp32 stall=2       # 04c0 IMAD.U32 R16, RZ, RZ, UR6
alu r11 lat=4 flops=0 unit=fp32 stall=3      # 04d0 IMAD.MOV.U32 R15, RZ, RZ, 0x3f7fbe77
alu r10 r2 r10 lat=4 flops=0 unit=int        # 04e0 ISETP.GE.U32.AND.EX P0, PT, R16, R17, PT, P0
alu r62 lat=2 flops=0 unit=none stall=12     # 04f0 UMOV UR4, URZ
alu r63 lat=2 flops=0 unit=none              # 0500 UIADD3 UR4, UR4, 0x1, URZ
alu r1 r1 r11 lat=4 flops=2 unit=fp32        # 0510 FFMA R9, R9, R15.reuse, 0.5
alu r0 r0 r11 lat=4 flops=2 unit=fp32        # 0520 FFMA R10, R10, R15.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0530 FFMA R12, R12, R15.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32 stall=2 # 0540 FFMA R14, R14, R15, 0.5
alu r12 r7 lat=4 flops=0 unit=int stall=13   # 0550 ISETP.LE.AND P1, PT, R18, UR4, PT
alu r60 r12 lat=2 flops=0 unit=none branch=taken stall=5 # 0560 @!P1 BRA 0x500
alu r61 lat=2 flops=0 unit=none              # 0500 UIADD3 UR4, UR4, 0x1, URZ
alu r1 r1 r11 lat=4 flops=2 unit=fp32        # 0510 FFMA R9, R9, R15.reuse, 0.5
alu r0 r0 r11 lat=4 flops=2 unit=fp32        # 0520 FFMA R10, R10, R15.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0530 FFMA R12, R12, R15.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32 stall=2 # 0540 FFMA R14, R14, R15, 0.5
alu r12 r7 lat=4 flops=0 unit=int stall=13   # 0550 ISETP.LE.AND P1, PT, R18, UR4, PT
alu r62 r12 lat=2 flops=0 unit=none branch=taken stall=5 # 0560 @!P1 BRA 0x500
alu r63 lat=2 flops=0 unit=none              # 0500 UIADD3 UR4, UR4, 0x1, URZ
alu r1 r1 r11 lat=4 flops=2 unit=fp32        # 0510 FFMA R9, R9, R15.reuse, 0.5
alu r0 r0 r11 lat=4 flops=2 unit=fp32        # 0520 FFMA R10, R10, R15.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0530 FFMA R12, R12, R15.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32 stall=2 # 0540 FFMA R14, R14, R15, 0.5
alu r12 r7 lat=4 flops=0 unit=int stall=13   # 0550 ISETP.LE.AND P1, PT, R18, UR4, PT
alu r60 r12 lat=2 flops=0 unit=none branch=taken stall=5 # 0560 @!P1 BRA 0x500
alu r61 lat=2 flops=0 unit=none              # 0500 UIADD3 UR4, UR4, 0x1, URZ
alu r1 r1 r11 lat=4 flops=2 unit=fp32        # 0510 FFMA R9, R9, R15.reuse, 0.5
alu r0 r0 r11 lat=4 flops=2 unit=fp32        # 0520 FFMA R10, R10, R15.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0530 FFMA R12, R12, R15.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32 stall=2 # 0540 FFMA R14, R14, R15, 0.5
alu r12 r7 lat=4 flops=0 unit=int stall=13   # 0550 ISETP.LE.AND P1, PT, R18, UR4, PT
alu r62 r12 lat=2 flops=0 unit=none branch=taken stall=5 # 0560 @!P1 BRA 0x500
alu r63 lat=2 flops=0 unit=none              # 0500 UIADD3 UR4, UR4, 0x1, URZ
alu r1 r1 r11 lat=4 flops=2 unit=fp32        # 0510 FFMA R9, R9, R15.reuse, 0.5
alu r0 r0 r11 lat=4 flops=2 unit=fp32        # 0520 FFMA R10, R10, R15.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0530 FFMA R12, R12, R15.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32 stall=2 # 0540 FFMA R14, R14, R15, 0.5
alu r12 r7 lat=4 flops=0 unit=int stall=13   # 0550 ISETP.LE.AND P1, PT, R18, UR4, PT
alu r60 r12 lat=2 flops=0 unit=none branch=taken stall=5 # 0560 @!P1 BRA 0x500
alu r61 lat=2 flops=0 unit=none              # 0500 UIADD3 UR4, UR4, 0x1, URZ
alu r1 r1 r11 lat=4 flops=2 unit=fp32        # 0510 FFMA R9, R9, R15.reuse, 0.5
alu r0 r0 r11 lat=4 flops=2 unit=fp32        # 0520 FFMA R10, R10, R15.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0530 FFMA R12, R12, R15.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32 stall=2 # 0540 FFMA R14, R14, R15, 0.5
alu r12 r7 lat=4 flops=0 unit=int stall=13   # 0550 ISETP.LE.AND P1, PT, R18, UR4, PT
alu r62 r12 lat=2 flops=0 unit=none branch=taken stall=5 # 0560 @!P1 BRA 0x500
alu r63 lat=2 flops=0 unit=none              # 0500 UIADD3 UR4, UR4, 0x1, URZ
alu r1 r1 r11 lat=4 flops=2 unit=fp32        # 0510 FFMA R9, R9, R15.reuse, 0.5
alu r0 r0 r11 lat=4 flops=2 unit=fp32        # 0520 FFMA R10, R10, R15.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0530 FFMA R12, R12, R15.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32 stall=2 # 0540 FFMA R14, R14, R15, 0.5
alu r12 r7 lat=4 flops=0 unit=int stall=13   # 0550 ISETP.LE.AND P1, PT, R18, UR4, PT
alu r60 r12 lat=2 flops=0 unit=none branch=taken stall=5 # 0560 @!P1 BRA 0x500
alu r61 lat=2 flops=0 unit=none              # 0500 UIADD3 UR4, UR4, 0x1, URZ
alu r1 r1 r11 lat=4 flops=2 unit=fp32        # 0510 FFMA R9, R9, R15.reuse, 0.5
alu r0 r0 r11 lat=4 flops=2 unit=fp32        # 0520 FFMA R10, R10, R15.reuse, 0.5
alu r4 r4 r11 lat=4 flops=2 unit=fp32        # 0530 FFMA R12, R12, R15.reuse, 0.5
alu r9 r9 r11 lat=4 flops=2 unit=fp32 stall=2 # 0540 FFMA R14, R14, R15, 0.5
alu r12 r7 lat=4 flops=0 unit=int stall=13   # 0550 ISETP.LE.AND P1, PT, R18, UR4, PT
alu r62 r12 lat=2 flops=0 unit=none stall=5  # 0560 @!P1 BRA 0x500
alu r1 r1 r14 lat=4 flops=1 unit=fp32        # 0570 FADD R9, R9, R0
alu r13 r6 lat=4 flops=0 unit=int stall=3    # 0580 IADD3 R8, P1, R6, UR12, RZ
alu r1 r0 r1 lat=4 flops=1 unit=fp32         # 0590 FADD R9, R10, R9
alu r8 r8 r13 lat=4 flops=0 unit=int stall=3 # 05a0 IADD3.X R7, R7, UR7, RZ, P1, !PT
alu r1 r4 r1 lat=4 flops=1 unit=fp32 stall=4 # 05b0 FADD R9, R12, R9
alu r14 r9 r1 lat=4 flops=1 unit=fp32        # 05c0 FADD R0, R14, R9
alu r63 r10 lat=2 flops=0 unit=none branch=taken stall=6 # 05d0 @!P0 BRA 0x3c0
