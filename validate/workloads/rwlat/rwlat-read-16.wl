# imported by lhsim import from /work/.device/2/rw2/sass_rwlat.txt
# kernel k_rwlat<4,0> (_Z7k_rwlatILi4ELi0EEvPKjmijPjS1_mmiS2_PyS3_S2_S2_S2_)
# loop 1 of 3: 0x02c0..0x03d0, one line per instruction in compiled order
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x0310; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rwlat-read-16
alu r0 r5 lat=4 flops=0 unit=int stall=2     # 02c0 LOP3.LUT R6, R10, UR6, RZ, 0xc0, !PT
alu r1 r8 lat=4 flops=0 unit=int stall=3     # 02d0 LOP3.LUT R7, R11, UR5, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=fp32            # 02e0 IMAD.SHL.U32 R5, R6.reuse, 0x20, RZ
alu r0 r0 r1 lat=4 flops=0 unit=int stall=4  # 02f0 SHF.L.U64.HI R6, R6, 0x5, R7
alu r2 r2 lat=4 flops=0 unit=int stall=4     # 0300 LOP3.LUT R5, R5, 0x1f, R0, 0xf8, !PT
alu r3 r2 lat=4 flops=0 unit=int stall=4     # 0310 LEA R4, P0, R5, UR16, 0x4
alu r2 r2 r0 r3 lat=4 flops=0 unit=int stall=6 # 0320 LEA.HI.X R5, R5, UR17, R6, 0x4, P0
ld r3 R4 width=16                            # 0330 LDG.E.128.CONSTANT R4, desc[UR8][R4.64]
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 0340 IADD3 R12, P0, R12, 0x1, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=3     # 0350 IADD3 R10, P1, R10, UR10, RZ
alu r6 r6 r4 lat=4 flops=0 unit=fp32         # 0360 IMAD.X R13, RZ, RZ, R13, P0
alu r7 r4 lat=4 flops=0 unit=int stall=2     # 0370 ISETP.GE.U32.AND P0, PT, R12, UR14, PT
alu r8 r8 r5 lat=4 flops=0 unit=int stall=2  # 0380 IADD3.X R11, R11, UR4, RZ, P1, !PT
alu r7 r6 r7 lat=4 flops=0 unit=int stall=2  # 0390 ISETP.GE.U32.AND.EX P0, PT, R13, UR15, PT, P0
alu r0 r3 lat=4 flops=0 unit=int stall=4     # 03a0 LOP3.LUT R6, R6, R4, R5, 0x96, !PT
alu r1 r0 r3 lat=4 flops=0 unit=int stall=5  # 03b0 LOP3.LUT R7, R6, R7, RZ, 0x3c, !PT
alu r9 r1 r9 lat=4 flops=0 unit=fp32 stall=2 # 03c0 IMAD.IADD R8, R7, 0x1, R8
alu r60 r7 lat=2 flops=0 unit=none branch=taken stall=5 # 03d0 @!P0 BRA 0x2c0
