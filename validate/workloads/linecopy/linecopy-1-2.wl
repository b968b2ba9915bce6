# imported by lhsim import from validate/results/h200/linecopy/sass_linecopy.txt
# kernel k_linecopy<1,2> (_Z10k_linecopyILi1ELi2EEvPjPKjmimS0_)
# loop 1 of 1: 0x01d0..0x03a0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R14: address R14 as written at 0x02a0; coalesced at the instruction's width
# stream R16: address R16 as written at 0x0320; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name linecopy-1-2
alu r0 r7 lat=4 flops=0 unit=int stall=2     # 01d0 LOP3.LUT R13, R6, UR5, RZ, 0xc0, !PT
alu r1 r8 lat=4 flops=0 unit=int stall=2     # 01e0 LOP3.LUT R17, R7, UR6, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=int stall=2     # 01f0 LOP3.LUT R14, R13.reuse, R11, RZ, 0x30, !PT
alu r3 r0 r1 lat=4 flops=0 unit=int stall=2  # 0200 SHF.R.U64 R16, R13, R0.reuse, R17.reuse
alu r4 r1 lat=4 flops=0 unit=int             # 0210 LOP3.LUT R19, R17, 0x3ffff, R10, 0x60, !PT
alu r5 r2 lat=4 flops=0 unit=fp32            # 0220 IMAD.SHL.U32 R15, R14, 0x200, RZ
alu r1 r1 lat=4 flops=0 unit=int stall=2     # 0230 SHF.R.U32.HI R17, RZ, R0, R17
alu r2 r2 r4 lat=4 flops=0 unit=int stall=2  # 0240 SHF.L.U64.HI R14, R14, 0x9, R19
alu r3 r5 r3 lat=4 flops=0 unit=int stall=2  # 0250 LOP3.LUT R16, R15, R16, RZ, 0xfc, !PT
alu r1 r2 r1 lat=4 flops=0 unit=int stall=3  # 0260 LOP3.LUT R17, R14, R17, RZ, 0xfc, !PT
alu r5 r3 lat=4 flops=0 unit=fp32            # 0270 IMAD.SHL.U32 R15, R16.reuse, 0x20, RZ
alu r3 r3 r1 lat=4 flops=0 unit=int stall=4  # 0280 SHF.L.U64.HI R16, R16, 0x5, R17
alu r5 r5 lat=4 flops=0 unit=int stall=4     # 0290 LOP3.LUT R15, R15, 0x1f, R2, 0xf8, !PT
alu r2 r5 lat=4 flops=0 unit=int stall=4     # 02a0 LEA R14, P0, R15, UR10, 0x2
alu r5 r5 r3 r2 lat=4 flops=0 unit=int stall=6 # 02b0 LEA.HI.X R15, R15, UR11, R16, 0x2, P0
ld r5 R14 width=4 apart=65536                            # 02c0 LDG.E.CONSTANT R15, desc[UR8][R14.64]
alu r1 r0 lat=4 flops=0 unit=fp32            # 02d0 IMAD.SHL.U32 R17, R13, 0x20, RZ
alu r6 r8 lat=4 flops=0 unit=int stall=2     # 02e0 LOP3.LUT R18, R7, UR4, RZ, 0xc0, !PT
alu r7 r7 lat=4 flops=0 unit=int stall=2     # 02f0 IADD3 R6, P2, R6, R9, RZ
alu r1 r1 lat=4 flops=0 unit=int stall=2     # 0300 LOP3.LUT R17, R17, 0x1f, R2, 0xf8, !PT
alu r6 r0 r6 lat=4 flops=0 unit=int stall=2  # 0310 SHF.L.U64.HI R18, R13, 0x5, R18
alu r3 r1 lat=4 flops=0 unit=int stall=2     # 0320 LEA R16, P0, R17, UR14, 0x2
alu r8 r8 r7 lat=4 flops=0 unit=int stall=2  # 0330 LEA.HI.X R7, R5, R7, RZ, 0x1b, P2
alu r1 r1 r6 r3 lat=4 flops=0 unit=int stall=2 # 0340 LEA.HI.X R17, R17, UR15, R18, 0x2, P0
alu r9 r9 lat=4 flops=0 unit=int stall=5     # 0350 IADD3 R12, P0, R12, 0x1, RZ
alu r10 r10 r9 lat=4 flops=0 unit=fp32       # 0360 IMAD.X R8, RZ, RZ, R8, P0
alu r11 r9 lat=4 flops=0 unit=int stall=4    # 0370 ISETP.GE.U32.AND P0, PT, R12, UR12, PT
alu r11 r10 r11 lat=4 flops=0 unit=int       # 0380 ISETP.GE.U32.AND.EX P0, PT, R8, UR13, PT, P0
st R16 r5 width=4 stall=12                   # 0390 STG.E desc[UR8][R16.64], R15
alu r61 r11 lat=2 flops=0 unit=none branch=taken stall=5 # 03a0 @!P0 BRA 0x1d0
