# imported by lhsim import from validate/results/h200/rereadk/sass_reread.txt
# kernel k_reread<1> (_Z8k_rereadILi1EEvPK5uint4mmPjS3_)
# loop 1 of 1: 0x0170..0x0240, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x0190; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rereadk-1
alu r0 r4 lat=4 flops=0 unit=int stall=2     # 0170 LOP3.LUT R0, R10, UR12, RZ, 0xc0, !PT
alu r1 r7 lat=4 flops=0 unit=int stall=2     # 0180 LOP3.LUT R5, R12, UR13, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=int stall=4     # 0190 LEA R4, P0, R0, UR14, 0x4
alu r1 r0 r1 r2 lat=4 flops=0 unit=int stall=6 # 01a0 LEA.HI.X R5, R0, UR15, R5, 0x4, P0
ld r2 R4 width=16                            # 01b0 LDG.E.128.CONSTANT R4, desc[UR8][R4.64]
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 01c0 IADD3 R13, P0, R13, 0x1, RZ
alu r4 r4 lat=4 flops=0 unit=int stall=3     # 01d0 IADD3 R10, P1, R10, UR6, RZ
alu r5 r5 r3 lat=4 flops=0 unit=fp32         # 01e0 IMAD.X R14, RZ, RZ, R14, P0
alu r6 r3 lat=4 flops=0 unit=int stall=2     # 01f0 ISETP.GE.U32.AND P0, PT, R13, UR10, PT
alu r7 r7 r4 lat=4 flops=0 unit=int stall=2  # 0200 IADD3.X R12, R12, UR4, RZ, P1, !PT
alu r6 r5 r6 lat=4 flops=0 unit=int stall=2  # 0210 ISETP.GE.U32.AND.EX P0, PT, R14, UR11, PT, P0
alu r8 r2 lat=4 flops=0 unit=int stall=4     # 0220 IADD3 R6, R5, R6, R7
alu r9 r9 r8 r2 lat=4 flops=0 unit=int stall=7 # 0230 IADD3 R11, R11, R6, R4
alu r60 r6 lat=2 flops=0 unit=none branch=taken stall=5 # 0240 @!P0 BRA 0x170
