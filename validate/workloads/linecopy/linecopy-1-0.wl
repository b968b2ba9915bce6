# imported by lhsim import from validate/results/h200/linecopy/sass_linecopy.txt
# kernel k_linecopy<1,0> (_Z10k_linecopyILi1ELi0EEvPjPKjmimS0_)
# loop 1 of 1: 0x0170..0x02a0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R6: address R6 as written at 0x01e0; coalesced at the instruction's width
# stream R8: address R8 as written at 0x0210; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name linecopy-1-0
alu r0 r5 lat=4 flops=0 unit=int stall=2     # 0170 LOP3.LUT R6, R12, UR4, RZ, 0xc0, !PT
alu r1 r7 lat=4 flops=0 unit=int stall=3     # 0180 LOP3.LUT R9, R13, UR5, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=fp32 stall=5    # 0190 IMAD.SHL.U32 R7, R6, 0x20, RZ
alu r3 r2 lat=4 flops=0 unit=int stall=2     # 01a0 LOP3.LUT R0, R7, 0x1f, R2, 0xf8, !PT
alu r2 r0 r1 lat=4 flops=0 unit=int stall=3  # 01b0 SHF.L.U64.HI R7, R6, 0x5, R9
alu r4 r3 lat=4 flops=0 unit=fp32            # 01c0 IMAD.SHL.U32 R8, R0.reuse, 0x4, RZ
alu r3 r3 r2 lat=4 flops=0 unit=int stall=4  # 01d0 SHF.L.U64.HI R0, R0, 0x2, R7
alu r0 r4 lat=4 flops=0 unit=int stall=4     # 01e0 IADD3 R6, P0, R8, UR8, RZ
alu r2 r3 r0 lat=4 flops=0 unit=int stall=6  # 01f0 IADD3.X R7, R0, UR9, RZ, P0, !PT
ld r2 R6 width=4                             # 0200 LDG.E.CONSTANT R7, desc[UR6][R6.64]
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 0210 IADD3 R8, P0, R8, UR12, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 0220 IADD3 R12, P2, R12, R15, RZ
alu r1 r3 r4 lat=4 flops=0 unit=int stall=2  # 0230 IADD3.X R9, R0, UR13, RZ, P0, !PT
alu r6 r6 lat=4 flops=0 unit=int stall=2     # 0240 IADD3 R10, P0, R10, 0x1, RZ
alu r7 r7 r5 lat=4 flops=0 unit=int stall=3  # 0250 LEA.HI.X R13, R5, R13, RZ, 0x1b, P2
alu r8 r8 r6 lat=4 flops=0 unit=fp32         # 0260 IMAD.X R11, RZ, RZ, R11, P0
alu r9 r6 lat=4 flops=0 unit=int stall=4     # 0270 ISETP.GE.U32.AND P0, PT, R10, UR10, PT
alu r9 r8 r9 lat=4 flops=0 unit=int          # 0280 ISETP.GE.U32.AND.EX P0, PT, R11, UR11, PT, P0
st R8 r2 width=4 stall=12                    # 0290 STG.E desc[UR6][R8.64], R7
alu r61 r9 lat=2 flops=0 unit=none branch=taken stall=5 # 02a0 @!P0 BRA 0x170
