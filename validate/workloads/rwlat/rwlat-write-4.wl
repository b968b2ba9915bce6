# imported by lhsim import from /work/.device/2/rw2/sass_rwlat.txt
# kernel k_rwlat<1,2> (_Z7k_rwlatILi1ELi2EEvPKjmijPjS1_mmiS2_PyS3_S2_S2_S2_)
# loop 1 of 3: 0x02c0..0x03a0, one line per instruction in compiled order
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x0330; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rwlat-write-4
alu r0 r2 lat=4 flops=0 unit=int stall=2     # 02c0 LOP3.LUT R6, R8.reuse, UR6, RZ, 0xc0, !PT
alu r1 r4 lat=4 flops=0 unit=int stall=2     # 02d0 LOP3.LUT R7, R9.reuse, UR5, RZ, 0xc0, !PT
alu r2 r2 lat=4 flops=0 unit=int             # 02e0 IADD3 R8, P2, R8, UR10, RZ
alu r3 r0 lat=4 flops=0 unit=fp32            # 02f0 IMAD.SHL.U32 R5, R6.reuse, 0x20, RZ
alu r0 r0 r1 lat=4 flops=0 unit=int stall=2  # 0300 SHF.L.U64.HI R6, R6, 0x5, R7
alu r4 r4 r2 lat=4 flops=0 unit=int stall=2  # 0310 IADD3.X R9, R9, UR4, RZ, P2, !PT
alu r3 r3 lat=4 flops=0 unit=int stall=4     # 0320 LOP3.LUT R5, R5, 0x1f, R0, 0xf8, !PT
alu r5 r3 lat=4 flops=0 unit=int stall=4     # 0330 LEA R4, P0, R5, UR16, 0x2
alu r3 r3 r0 r5 lat=4 flops=0 unit=int stall=5 # 0340 LEA.HI.X R5, R5, UR17, R6, 0x2, P0
st R4 r6 width=4 stall=2                     # 0350 STG.E desc[UR8][R4.64], R11
alu r6 r6 lat=4 flops=0 unit=int stall=5     # 0360 IADD3 R11, P0, R11, 0x1, RZ
alu r7 r7 r6 lat=4 flops=0 unit=fp32         # 0370 IMAD.X R10, RZ, RZ, R10, P0
alu r8 r6 lat=4 flops=0 unit=int stall=4     # 0380 ISETP.GE.U32.AND P0, PT, R11, UR14, PT
alu r8 r7 r8 lat=4 flops=0 unit=int stall=13 # 0390 ISETP.GE.U32.AND.EX P0, PT, R10, UR15, PT, P0
alu r61 r8 lat=2 flops=0 unit=none branch=taken stall=5 # 03a0 @!P0 BRA 0x2c0
