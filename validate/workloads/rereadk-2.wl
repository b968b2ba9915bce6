# imported by lhsim import from validate/results/h200/rereadk/sass_reread.txt
# kernel k_reread<2> (_Z8k_rereadILi2EEvPK5uint4mmPjS3_)
# loop 1 of 1: 0x01e0..0x0340, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x0200; coalesced at the instruction's width
# stream R8: address R8 as written at 0x0240; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rereadk-2
alu r0 r7 lat=4 flops=0 unit=int stall=2     # 01e0 LOP3.LUT R5, R0, UR12, RZ, 0xc0, !PT
alu r1 r11 lat=4 flops=0 unit=int stall=2    # 01f0 LOP3.LUT R6, R14, UR13, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=int stall=2     # 0200 LEA R4, P0, R5, UR14, 0x4
alu r3 r8 lat=4 flops=0 unit=int stall=2     # 0210 LOP3.LUT R9, R15, UR12, RZ, 0xc0, !PT
alu r0 r0 r1 r2 lat=4 flops=0 unit=int stall=2 # 0220 LEA.HI.X R5, R5, UR15, R6, 0x4, P0
alu r4 r12 lat=4 flops=0 unit=int stall=2    # 0230 LOP3.LUT R10, R16, UR13, RZ, 0xc0, !PT
alu r5 r3 lat=4 flops=0 unit=int stall=2     # 0240 LEA R8, P0, R9.reuse, UR14, 0x4
ld r2 R4 width=16 stall=2                    # 0250 LDG.E.128.CONSTANT R4, desc[UR8][R4.64]
alu r3 r3 r4 r5 lat=4 flops=0 unit=int stall=6 # 0260 LEA.HI.X R9, R9, UR15, R10, 0x4, P0
ld r5 R8 width=16                            # 0270 LDG.E.128.CONSTANT R8, desc[UR8][R8.64]
alu r6 r6 lat=4 flops=0 unit=int stall=2     # 0280 IADD3 R18, P0, R18, 0x1, RZ
alu r7 r7 lat=4 flops=0 unit=int stall=2     # 0290 IADD3 R0, P1, R0, UR5, RZ
alu r8 r8 lat=4 flops=0 unit=int             # 02a0 IADD3 R15, P2, R15, UR5, RZ
alu r9 r9 r6 lat=4 flops=0 unit=fp32         # 02b0 IMAD.X R17, RZ, RZ, R17, P0
alu r10 r6 lat=4 flops=0 unit=int stall=2    # 02c0 ISETP.GE.U32.AND P0, PT, R18, UR10, PT
alu r11 r11 r7 lat=4 flops=0 unit=int stall=2 # 02d0 IADD3.X R14, R14, UR6, RZ, P1, !PT
alu r10 r9 r10 lat=4 flops=0 unit=int stall=2 # 02e0 ISETP.GE.U32.AND.EX P0, PT, R17, UR11, PT, P0
alu r12 r12 r8 lat=4 flops=0 unit=int stall=2 # 02f0 IADD3.X R16, R16, UR6, RZ, P2, !PT
alu r13 r2 r13 lat=4 flops=0 unit=int stall=4 # 0300 IADD3 R19, R5, R4, R19
alu r1 r2 r13 lat=4 flops=0 unit=int stall=4 # 0310 IADD3 R6, R7, R19, R6
alu r1 r5 r1 lat=4 flops=0 unit=int stall=4  # 0320 IADD3 R6, R9, R8, R6
alu r13 r5 r1 lat=4 flops=0 unit=int         # 0330 IADD3 R19, R11, R6, R10
alu r60 r10 lat=2 flops=0 unit=none branch=taken stall=6 # 0340 @!P0 BRA 0x1e0
