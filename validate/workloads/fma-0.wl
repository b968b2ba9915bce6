# imported by lhsim import from tests/sass/bench.sass
# kernel k_fma<4> (_Z5k_fmaILi4EEvPKfimPfPj)
# loop 1 of 3: 0x01b0..0x02f0, one line per instruction in compiled order
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x0260; coalesced at the instruction's width
# stream R10: address R10 as written at 0x01b0; coalesced at the instruction's width
# stream R12: address R12 as written at 0x01d0; coalesced at the instruction's width
# stream R6: address R6 as written at 0x0200; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name fma-0
alu r0 r9 lat=4 flops=0 unit=int stall=4     # 01b0 IADD3 R10, P0, R8, UR5, RZ
alu r1 r3 r0 lat=4 flops=0 unit=int stall=2  # 01c0 IADD3.X R11, R9, UR6, RZ, P0, !PT
alu r2 r0 lat=4 flops=0 unit=int             # 01d0 IADD3 R12, P0, R10, UR5, RZ
ld r3 R8 width=4 stall=3                     # 01e0 LDG.E.CONSTANT R9, desc[UR8][R8.64]
alu r4 r1 r2 lat=4 flops=0 unit=int stall=2  # 01f0 IADD3.X R13, R11, UR6, RZ, P0, !PT
alu r5 r2 lat=4 flops=0 unit=int             # 0200 IADD3 R6, P0, R12, UR5, RZ
ld r1 R10 width=4 stall=3                    # 0210 LDG.E.CONSTANT R11, desc[UR8][R10.64]
alu r6 r4 r5 lat=4 flops=0 unit=int stall=2  # 0220 IADD3.X R7, R13, UR6, RZ, P0, !PT
ld r4 R12 width=4 stall=4                    # 0230 LDG.E.CONSTANT R13, desc[UR8][R12.64]
ld r7 R6 width=4                             # 0240 LDG.E.CONSTANT R15, desc[UR8][R6.64]
alu r8 r8 lat=4 flops=0 unit=int stall=2     # 0250 IADD3 R14, P0, R14, 0x1, RZ
alu r9 r5 lat=4 flops=0 unit=int stall=3     # 0260 IADD3 R8, P1, R6, UR5, RZ
alu r10 r10 r8 lat=4 flops=0 unit=fp32       # 0270 IMAD.X R16, RZ, RZ, R16, P0
alu r11 r8 lat=4 flops=0 unit=int stall=4    # 0280 ISETP.GE.U32.AND P0, PT, R14, UR10, PT
alu r11 r10 r11 lat=4 flops=0 unit=int       # 0290 ISETP.GE.U32.AND.EX P0, PT, R16, UR11, PT, P0
alu r12 r3 r12 lat=4 flops=1 unit=fp32       # 02a0 FADD R0, R9, R0
alu r3 r6 r9 lat=4 flops=0 unit=int stall=3  # 02b0 IADD3.X R9, R7, UR6, RZ, P1, !PT
alu r12 r12 r1 lat=4 flops=1 unit=fp32 stall=4 # 02c0 FADD R0, R0, R11
alu r12 r12 r4 lat=4 flops=1 unit=fp32 stall=4 # 02d0 FADD R0, R0, R13
alu r12 r12 r7 lat=4 flops=1 unit=fp32       # 02e0 FADD R0, R0, R15
alu r60 r11 lat=2 flops=0 unit=none branch=taken stall=6 # 02f0 @!P0 BRA 0x1b0
