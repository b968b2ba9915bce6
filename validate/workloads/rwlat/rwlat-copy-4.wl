# imported by lhsim import from /work/.device/2/rw2/sass_rwlat.txt
# kernel k_rwlat<1,1> (_Z7k_rwlatILi1ELi1EEvPKjmijPjS1_mmiS2_PyS3_S2_S2_S2_)
# loop 1 of 3: 0x02d0..0x0400, one line per instruction in compiled order
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x0340; coalesced at the instruction's width
# stream R6: address R6 as written at 0x0370; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rwlat-copy-4
alu r0 r4 lat=4 flops=0 unit=int stall=2     # 02d0 LOP3.LUT R4, R8, UR6, RZ, 0xc0, !PT
alu r1 r6 lat=4 flops=0 unit=int stall=3     # 02e0 LOP3.LUT R5, R9, UR5, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=fp32            # 02f0 IMAD.SHL.U32 R7, R4.reuse, 0x20, RZ
alu r0 r0 r1 lat=4 flops=0 unit=int stall=4  # 0300 SHF.L.U64.HI R4, R4, 0x5, R5
alu r2 r2 lat=4 flops=0 unit=int stall=5     # 0310 LOP3.LUT R7, R7, 0x1f, R0, 0xf8, !PT
alu r3 r2 lat=4 flops=0 unit=fp32            # 0320 IMAD.SHL.U32 R6, R7.reuse, 0x4, RZ
alu r2 r2 r0 lat=4 flops=0 unit=int stall=4  # 0330 SHF.L.U64.HI R7, R7, 0x2, R4
alu r0 r3 lat=4 flops=0 unit=int stall=4     # 0340 IADD3 R4, P0, R6, UR16, RZ
alu r1 r2 r0 lat=4 flops=0 unit=int stall=6  # 0350 IADD3.X R5, R7, UR17, RZ, P0, !PT
ld r1 R4 width=4                             # 0360 LDG.E.CONSTANT R5, desc[UR8][R4.64]
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 0370 IADD3 R6, P0, R6, UR18, RZ
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 0380 IADD3 R8, P2, R8, UR10, RZ
alu r2 r2 r3 lat=4 flops=0 unit=int stall=2  # 0390 IADD3.X R7, R7, UR19, RZ, P0, !PT
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 03a0 IADD3 R10, P0, R10, 0x1, RZ
alu r6 r6 r4 lat=4 flops=0 unit=int stall=3  # 03b0 IADD3.X R9, R9, UR4, RZ, P2, !PT
alu r7 r7 r5 lat=4 flops=0 unit=fp32         # 03c0 IMAD.X R11, RZ, RZ, R11, P0
alu r8 r5 lat=4 flops=0 unit=int stall=4     # 03d0 ISETP.GE.U32.AND P0, PT, R10, UR14, PT
alu r8 r7 r8 lat=4 flops=0 unit=int          # 03e0 ISETP.GE.U32.AND.EX P0, PT, R11, UR15, PT, P0
st R6 r1 width=4 stall=12                    # 03f0 STG.E desc[UR8][R6.64], R5
alu r61 r8 lat=2 flops=0 unit=none branch=taken stall=5 # 0400 @!P0 BRA 0x2d0
