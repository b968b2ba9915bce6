# imported by lhsim import from /work/.device/2/rw2/sass_rwlat.txt
# kernel k_rwlat<4,2> (_Z7k_rwlatILi4ELi2EEvPKjmijPjS1_mmiS2_PyS3_S2_S2_S2_)
# loop 1 of 3: 0x02d0..0x03e0, one line per instruction in compiled order
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R8: address R8 as written at 0x0350; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rwlat-write-16
alu r0 r4 lat=4 flops=0 unit=int             # 02d0 LOP3.LUT R10, R11, UR6, RZ, 0xc0, !PT
alu r1 r8 lat=4 flops=0 unit=fp32            # 02e0 IMAD.MOV.U32 R6, RZ, RZ, R4.reuse
alu r2 r6 lat=4 flops=0 unit=int stall=2     # 02f0 LOP3.LUT R5, R12, UR5, RZ, 0xc0, !PT
alu r3 r0 lat=4 flops=0 unit=int stall=2     # 0300 SHF.L.U32 R7, R10.reuse, 0x5, RZ
alu r0 r0 r2 lat=4 flops=0 unit=int          # 0310 SHF.L.U64.HI R10, R10, 0x5, R5
alu r2 r8 lat=4 flops=0 unit=fp32            # 0320 IMAD.MOV.U32 R5, RZ, RZ, R4
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 0330 LOP3.LUT R7, R7, 0x1f, R0, 0xf8, !PT
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 0340 IADD3 R11, P2, R11, UR10, RZ
alu r5 r3 lat=4 flops=0 unit=int stall=2     # 0350 LEA R8, P0, R7.reuse, UR16, 0x4
alu r6 r6 r4 lat=4 flops=0 unit=int stall=2  # 0360 IADD3.X R12, R12, UR4, RZ, P2, !PT
alu r7 r3 r0 r5 lat=4 flops=0 unit=int       # 0370 LEA.HI.X R9, R7, UR17, R10, 0x4, P0
alu r3 r8 lat=4 flops=0 unit=fp32 stall=5    # 0380 IMAD.MOV.U32 R7, RZ, RZ, R4
st R8 r3 width=16 stall=2                    # 0390 STG.E.128 desc[UR8][R8.64], R4
alu r8 r8 lat=4 flops=0 unit=int stall=4     # 03a0 IADD3 R4, P0, R4, 0x1, RZ
alu r9 r9 r8 lat=4 flops=0 unit=int stall=2  # 03b0 IADD3.X R13, RZ, R13, RZ, P0, !PT
alu r10 r8 lat=4 flops=0 unit=int stall=4    # 03c0 ISETP.GE.U32.AND P0, PT, R4, UR14, PT
alu r10 r9 r10 lat=4 flops=0 unit=int stall=13 # 03d0 ISETP.GE.U32.AND.EX P0, PT, R13, UR15, PT, P0
alu r61 r10 lat=2 flops=0 unit=none branch=taken stall=5 # 03e0 @!P0 BRA 0x2d0
