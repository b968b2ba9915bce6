# imported by lhsim import from validate/results/h200/linecopy/sass_linecopy.txt
# kernel k_linecopy<1,3> (_Z10k_linecopyILi1ELi3EEvPjPKjmimS0_)
# loop 1 of 1: 0x01c0..0x0370, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R14: address R14 as written at 0x02b0; coalesced at the instruction's width
# stream R16: address R16 as written at 0x02e0; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name linecopy-1-3
alu r0 r5 lat=4 flops=0 unit=int stall=2     # 01c0 LOP3.LUT R14, R6, UR4, RZ, 0xc0, !PT
alu r1 r7 lat=4 flops=0 unit=int stall=2     # 01d0 LOP3.LUT R15, R7, UR5, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=int stall=2     # 01e0 LOP3.LUT R16, R14.reuse, R11, RZ, 0x30, !PT
alu r0 r0 r1 lat=4 flops=0 unit=int stall=2  # 01f0 SHF.R.U64 R14, R14, R0.reuse, R15.reuse
alu r3 r1 lat=4 flops=0 unit=int             # 0200 LOP3.LUT R17, R15, 0x3ffff, R10, 0x60, !PT
alu r4 r2 lat=4 flops=0 unit=fp32            # 0210 IMAD.SHL.U32 R13, R16, 0x200, RZ
alu r1 r1 lat=4 flops=0 unit=int stall=2     # 0220 SHF.R.U32.HI R15, RZ, R0, R15
alu r2 r2 r3 lat=4 flops=0 unit=int stall=2  # 0230 SHF.L.U64.HI R16, R16, 0x9, R17
alu r0 r4 r0 lat=4 flops=0 unit=int stall=2  # 0240 LOP3.LUT R14, R13, R14, RZ, 0xfc, !PT
alu r1 r2 r1 lat=4 flops=0 unit=int stall=3  # 0250 LOP3.LUT R15, R16, R15, RZ, 0xfc, !PT
alu r4 r0 lat=4 flops=0 unit=fp32            # 0260 IMAD.SHL.U32 R13, R14.reuse, 0x20, RZ
alu r0 r0 r1 lat=4 flops=0 unit=int stall=4  # 0270 SHF.L.U64.HI R14, R14, 0x5, R15
alu r4 r4 lat=4 flops=0 unit=int stall=5     # 0280 LOP3.LUT R13, R13, 0x1f, R2, 0xf8, !PT
alu r2 r4 lat=4 flops=0 unit=fp32            # 0290 IMAD.SHL.U32 R16, R13.reuse, 0x4, RZ
alu r4 r4 r0 lat=4 flops=0 unit=int stall=4  # 02a0 SHF.L.U64.HI R13, R13, 0x2, R14
alu r0 r2 lat=4 flops=0 unit=int stall=4     # 02b0 IADD3 R14, P0, R16, UR8, RZ
alu r1 r4 r0 lat=4 flops=0 unit=int stall=6  # 02c0 IADD3.X R15, R13, UR9, RZ, P0, !PT
ld r1 R14 width=4 apart=65536                            # 02d0 LDG.E.CONSTANT R15, desc[UR6][R14.64]
alu r2 r2 lat=4 flops=0 unit=int stall=2     # 02e0 IADD3 R16, P0, R16, UR12, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 02f0 IADD3 R6, P2, R6, R9, RZ
alu r3 r4 r2 lat=4 flops=0 unit=int stall=2  # 0300 IADD3.X R17, R13, UR13, RZ, P0, !PT
alu r6 r6 lat=4 flops=0 unit=int stall=2     # 0310 IADD3 R12, P0, R12, 0x1, RZ
alu r7 r7 r5 lat=4 flops=0 unit=int stall=3  # 0320 LEA.HI.X R7, R5, R7, RZ, 0x1b, P2
alu r8 r8 r6 lat=4 flops=0 unit=fp32         # 0330 IMAD.X R8, RZ, RZ, R8, P0
alu r9 r6 lat=4 flops=0 unit=int stall=4     # 0340 ISETP.GE.U32.AND P0, PT, R12, UR10, PT
alu r9 r8 r9 lat=4 flops=0 unit=int          # 0350 ISETP.GE.U32.AND.EX P0, PT, R8, UR11, PT, P0
st R16 r1 width=4 apart=65536 stall=12                   # 0360 STG.E desc[UR6][R16.64], R15
alu r61 r9 lat=2 flops=0 unit=none branch=taken stall=5 # 0370 @!P0 BRA 0x1c0
