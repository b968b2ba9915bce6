# imported by lhsim import from tests/sass/families3.sass
# kernel k_fmau<4,4> (_Z6k_fmauILi4ELi4EEvPKfimPfPj)
# loop 2 of 3: 0x03c0..0x0690, one line per instruction in compiled order
# inner loops repeated 12 times (--trips)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x0640; coalesced at the instruction's width
# stream R10: address R10 as written at 0x03c0; coalesced at the instruction's width
# stream R12: address R12 as written at 0x0400; coalesced at the instruction's width
# stream R6: address R6 as written at 0x0440; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name fmau-4-48
alu r0 r12 lat=4 flops=0 unit=int            # 03c0 IADD3 R10, P0, R8, UR12, RZ
alu r1 r8 lat=4 flops=0 unit=fp32            # 03d0 IMAD.MOV.U32 R9, RZ, RZ, R7
alu r2 lat=8 flops=0 unit=none stall=2       # 03e0 LDC.64 R16, c[0x0][0x220]
alu r3 r8 r0 lat=4 flops=0 unit=int stall=2  # 03f0 IADD3.X R11, R7, UR7, RZ, P0, !PT
alu r4 r0 lat=4 flops=0 unit=int             # 0400 IADD3 R12, P0, R10, UR12, RZ
ld r1 R8 width=4 stall=3                     # 0410 LDG.E.CONSTANT R9, desc[UR8][R8.64]
alu r5 r3 r4 lat=4 flops=0 unit=int          # 0420 IADD3.X R13, R11, UR7, RZ, P0, !PT
ld r0 R10 width=4                            # 0430 LDG.E.CONSTANT R10, desc[UR8][R10.64]
alu r6 r4 lat=4 flops=0 unit=int             # 0440 IADD3 R6, P0, R12, UR12, RZ
alu r7 lat=8 flops=0 unit=none stall=2       # 0450 LDC R15, c[0x0][0x218]
ld r4 R12 width=4                            # 0460 LDG.E.CONSTANT R12, desc[UR8][R12.64]
alu r8 r5 r6 lat=4 flops=0 unit=int stall=5  # 0470 IADD3.X R7, R13, UR7, RZ, P0, !PT
ld r9 R6 width=4                             # 0480 LDG.E.CONSTANT R14, desc[UR8][R6.64]
alu r60 lat=2 flops=0 unit=none stall=4      # 0490 UIADD3 UR5, UP0, UR5, 0x1, URZ
alu r61 lat=2 flops=0 unit=none stall=2      # 04a0 UIADD3.X UR6, URZ, UR6, URZ, UP0, !UPT
alu r10 r2 lat=4 flops=0 unit=int stall=4    # 04b0 ISETP.LE.U32.AND P0, PT, R16, UR5, PT
alu r2 lat=4 flops=0 unit=int                # 04c0 MOV R16, UR6
alu r62 lat=2 flops=0 unit=none stall=3      # 04d0 UMOV UR4, URZ
alu r10 r2 r10 lat=4 flops=0 unit=int stall=13 # 04e0 ISETP.GE.U32.AND.EX P0, PT, R16, R17, PT, P0
alu r63 lat=2 flops=0 unit=none              # 04f0 UIADD3 UR4, UR4, 0x4, URZ
alu r3 lat=4 flops=0 unit=fp32 stall=4       # 0500 IMAD.MOV.U32 R11, RZ, RZ, 0x3f7fbe77
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0510 FFMA R9, R9, R11.reuse, 0.5
alu r11 r7 lat=4 flops=0 unit=int            # 0520 ISETP.LE.AND P1, PT, R15, UR4, PT
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0530 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0540 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0550 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0560 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0570 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0580 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0590 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05a0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05b0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 05c0 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 05d0 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05e0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05f0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0600 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0610 FFMA R14, R14, R11, 0.5
alu r60 r11 lat=2 flops=0 unit=none branch=taken stall=6 # 0620 @!P1 BRA 0x4f0
alu r61 lat=2 flops=0 unit=none              # 04f0 UIADD3 UR4, UR4, 0x4, URZ
alu r3 lat=4 flops=0 unit=fp32 stall=4       # 0500 IMAD.MOV.U32 R11, RZ, RZ, 0x3f7fbe77
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0510 FFMA R9, R9, R11.reuse, 0.5
alu r11 r7 lat=4 flops=0 unit=int            # 0520 ISETP.LE.AND P1, PT, R15, UR4, PT
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0530 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0540 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0550 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0560 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0570 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0580 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0590 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05a0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05b0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 05c0 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 05d0 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05e0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05f0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0600 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0610 FFMA R14, R14, R11, 0.5
alu r62 r11 lat=2 flops=0 unit=none branch=taken stall=6 # 0620 @!P1 BRA 0x4f0
alu r63 lat=2 flops=0 unit=none              # 04f0 UIADD3 UR4, UR4, 0x4, URZ
alu r3 lat=4 flops=0 unit=fp32 stall=4       # 0500 IMAD.MOV.U32 R11, RZ, RZ, 0x3f7fbe77
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0510 FFMA R9, R9, R11.reuse, 0.5
alu r11 r7 lat=4 flops=0 unit=int            # 0520 ISETP.LE.AND P1, PT, R15, UR4, PT
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0530 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0540 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0550 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0560 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0570 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0580 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0590 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05a0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05b0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 05c0 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 05d0 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05e0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05f0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0600 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0610 FFMA R14, R14, R11, 0.5
alu r60 r11 lat=2 flops=0 unit=none branch=taken stall=6 # 0620 @!P1 BRA 0x4f0
alu r61 lat=2 flops=0 unit=none              # 04f0 UIADD3 UR4, UR4, 0x4, URZ
alu r3 lat=4 flops=0 unit=fp32 stall=4       # 0500 IMAD.MOV.U32 R11, RZ, RZ, 0x3f7fbe77
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0510 FFMA R9, R9, R11.reuse, 0.5
alu r11 r7 lat=4 flops=0 unit=int            # 0520 ISETP.LE.AND P1, PT, R15, UR4, PT
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0530 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0540 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0550 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0560 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0570 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0580 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0590 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05a0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05b0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 05c0 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 05d0 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05e0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05f0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0600 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0610 FFMA R14, R14, R11, 0.5
alu r62 r11 lat=2 flops=0 unit=none branch=taken stall=6 # 0620 @!P1 BRA 0x4f0
alu r63 lat=2 flops=0 unit=none              # 04f0 UIADD3 UR4, UR4, 0x4, URZ
alu r3 lat=4 flops=0 unit=fp32 stall=4       # 0500 IMAD.MOV.U32 R11, RZ, RZ, 0x3f7fbe77
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0510 FFMA R9, R9, R11.reuse, 0.5
alu r11 r7 lat=4 flops=0 unit=int            # 0520 ISETP.LE.AND P1, PT, R15, UR4, PT
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0530 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0540 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0550 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0560 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0570 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0580 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0590 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05a0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05b0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 05c0 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 05d0 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05e0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05f0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0600 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0610 FFMA R14, R14, R11, 0.5
alu r60 r11 lat=2 flops=0 unit=none branch=taken stall=6 # 0620 @!P1 BRA 0x4f0
alu r61 lat=2 flops=0 unit=none              # 04f0 UIADD3 UR4, UR4, 0x4, URZ
alu r3 lat=4 flops=0 unit=fp32 stall=4       # 0500 IMAD.MOV.U32 R11, RZ, RZ, 0x3f7fbe77
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0510 FFMA R9, R9, R11.reuse, 0.5
alu r11 r7 lat=4 flops=0 unit=int            # 0520 ISETP.LE.AND P1, PT, R15, UR4, PT
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0530 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0540 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0550 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0560 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0570 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0580 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0590 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05a0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05b0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 05c0 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 05d0 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05e0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05f0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0600 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0610 FFMA R14, R14, R11, 0.5
alu r62 r11 lat=2 flops=0 unit=none branch=taken stall=6 # 0620 @!P1 BRA 0x4f0
alu r63 lat=2 flops=0 unit=none              # 04f0 UIADD3 UR4, UR4, 0x4, URZ
alu r3 lat=4 flops=0 unit=fp32 stall=4       # 0500 IMAD.MOV.U32 R11, RZ, RZ, 0x3f7fbe77
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0510 FFMA R9, R9, R11.reuse, 0.5
alu r11 r7 lat=4 flops=0 unit=int            # 0520 ISETP.LE.AND P1, PT, R15, UR4, PT
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0530 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0540 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0550 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0560 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0570 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0580 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0590 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05a0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05b0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 05c0 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 05d0 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05e0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05f0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0600 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0610 FFMA R14, R14, R11, 0.5
alu r60 r11 lat=2 flops=0 unit=none branch=taken stall=6 # 0620 @!P1 BRA 0x4f0
alu r61 lat=2 flops=0 unit=none              # 04f0 UIADD3 UR4, UR4, 0x4, URZ
alu r3 lat=4 flops=0 unit=fp32 stall=4       # 0500 IMAD.MOV.U32 R11, RZ, RZ, 0x3f7fbe77
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0510 FFMA R9, R9, R11.reuse, 0.5
alu r11 r7 lat=4 flops=0 unit=int            # 0520 ISETP.LE.AND P1, PT, R15, UR4, PT
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0530 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0540 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0550 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0560 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0570 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0580 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0590 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05a0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05b0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 05c0 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 05d0 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05e0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05f0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0600 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0610 FFMA R14, R14, R11, 0.5
alu r62 r11 lat=2 flops=0 unit=none branch=taken stall=6 # 0620 @!P1 BRA 0x4f0
alu r63 lat=2 flops=0 unit=none              # 04f0 UIADD3 UR4, UR4, 0x4, URZ
alu r3 lat=4 flops=0 unit=fp32 stall=4       # 0500 IMAD.MOV.U32 R11, RZ, RZ, 0x3f7fbe77
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0510 FFMA R9, R9, R11.reuse, 0.5
alu r11 r7 lat=4 flops=0 unit=int            # 0520 ISETP.LE.AND P1, PT, R15, UR4, PT
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0530 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0540 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0550 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0560 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0570 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0580 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0590 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05a0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05b0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 05c0 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 05d0 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05e0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05f0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0600 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0610 FFMA R14, R14, R11, 0.5
alu r60 r11 lat=2 flops=0 unit=none branch=taken stall=6 # 0620 @!P1 BRA 0x4f0
alu r61 lat=2 flops=0 unit=none              # 04f0 UIADD3 UR4, UR4, 0x4, URZ
alu r3 lat=4 flops=0 unit=fp32 stall=4       # 0500 IMAD.MOV.U32 R11, RZ, RZ, 0x3f7fbe77
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0510 FFMA R9, R9, R11.reuse, 0.5
alu r11 r7 lat=4 flops=0 unit=int            # 0520 ISETP.LE.AND P1, PT, R15, UR4, PT
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0530 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0540 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0550 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0560 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0570 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0580 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0590 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05a0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05b0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 05c0 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 05d0 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05e0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05f0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0600 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0610 FFMA R14, R14, R11, 0.5
alu r62 r11 lat=2 flops=0 unit=none branch=taken stall=6 # 0620 @!P1 BRA 0x4f0
alu r63 lat=2 flops=0 unit=none              # 04f0 UIADD3 UR4, UR4, 0x4, URZ
alu r3 lat=4 flops=0 unit=fp32 stall=4       # 0500 IMAD.MOV.U32 R11, RZ, RZ, 0x3f7fbe77
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0510 FFMA R9, R9, R11.reuse, 0.5
alu r11 r7 lat=4 flops=0 unit=int            # 0520 ISETP.LE.AND P1, PT, R15, UR4, PT
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0530 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0540 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0550 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0560 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0570 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0580 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0590 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05a0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05b0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 05c0 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 05d0 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05e0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05f0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0600 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0610 FFMA R14, R14, R11, 0.5
alu r60 r11 lat=2 flops=0 unit=none branch=taken stall=6 # 0620 @!P1 BRA 0x4f0
alu r61 lat=2 flops=0 unit=none              # 04f0 UIADD3 UR4, UR4, 0x4, URZ
alu r3 lat=4 flops=0 unit=fp32 stall=4       # 0500 IMAD.MOV.U32 R11, RZ, RZ, 0x3f7fbe77
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0510 FFMA R9, R9, R11.reuse, 0.5
alu r11 r7 lat=4 flops=0 unit=int            # 0520 ISETP.LE.AND P1, PT, R15, UR4, PT
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0530 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0540 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0550 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 0560 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 0570 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0580 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0590 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05a0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05b0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 05c0 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 05d0 FFMA R14, R14, R11.reuse, 0.5
alu r1 r1 r3 lat=4 flops=2 unit=fp32         # 05e0 FFMA R9, R9, R11.reuse, 0.5
alu r0 r0 r3 lat=4 flops=2 unit=fp32         # 05f0 FFMA R10, R10, R11.reuse, 0.5
alu r4 r4 r3 lat=4 flops=2 unit=fp32         # 0600 FFMA R12, R12, R11.reuse, 0.5
alu r9 r9 r3 lat=4 flops=2 unit=fp32         # 0610 FFMA R14, R14, R11, 0.5
alu r62 r11 lat=2 flops=0 unit=none stall=6  # 0620 @!P1 BRA 0x4f0
alu r1 r1 r13 lat=4 flops=1 unit=fp32        # 0630 FADD R9, R9, R0
alu r12 r6 lat=4 flops=0 unit=int stall=3    # 0640 IADD3 R8, P1, R6, UR12, RZ
alu r1 r0 r1 lat=4 flops=1 unit=fp32         # 0650 FADD R9, R10, R9
alu r8 r8 r12 lat=4 flops=0 unit=int stall=3 # 0660 IADD3.X R7, R7, UR7, RZ, P1, !PT
alu r1 r4 r1 lat=4 flops=1 unit=fp32 stall=4 # 0670 FADD R9, R12, R9
alu r13 r9 r1 lat=4 flops=1 unit=fp32        # 0680 FADD R0, R14, R9
alu r63 r10 lat=2 flops=0 unit=none branch=taken stall=6 # 0690 @!P0 BRA 0x3c0
