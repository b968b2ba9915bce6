# imported by lhsim import from /work/.device/2/rw2/sass_rwlat.txt
# kernel k_rwlat<1,0> (_Z7k_rwlatILi1ELi0EEvPKjmijPjS1_mmiS2_PyS3_S2_S2_S2_)
# loop 1 of 3: 0x02d0..0x03c0, one line per instruction in compiled order
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x0320; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name rwlat-read-4
alu r0 r5 lat=4 flops=0 unit=int stall=2     # 02d0 LOP3.LUT R8, R9, UR6, RZ, 0xc0, !PT
alu r1 r8 lat=4 flops=0 unit=int stall=3     # 02e0 LOP3.LUT R7, R10, UR5, RZ, 0xc0, !PT
alu r2 r0 lat=4 flops=0 unit=fp32            # 02f0 IMAD.SHL.U32 R5, R8.reuse, 0x20, RZ
alu r0 r0 r1 lat=4 flops=0 unit=int stall=4  # 0300 SHF.L.U64.HI R8, R8, 0x5, R7
alu r2 r2 lat=4 flops=0 unit=int stall=4     # 0310 LOP3.LUT R5, R5, 0x1f, R0, 0xf8, !PT
alu r3 r2 lat=4 flops=0 unit=int stall=4     # 0320 LEA R4, P0, R5, UR16, 0x2
alu r2 r2 r0 r3 lat=4 flops=0 unit=int stall=6 # 0330 LEA.HI.X R5, R5, UR17, R8, 0x2, P0
ld r2 R4 width=4                             # 0340 LDG.E.CONSTANT R5, desc[UR8][R4.64]
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 0350 IADD3 R11, P0, R11, 0x1, RZ
alu r5 r5 lat=4 flops=0 unit=int stall=2     # 0360 IADD3 R9, P1, R9, UR10, RZ
alu r6 r6 r4 lat=4 flops=0 unit=int stall=2  # 0370 IADD3.X R12, RZ, R12, RZ, P0, !PT
alu r7 r4 lat=4 flops=0 unit=int stall=2     # 0380 ISETP.GE.U32.AND P0, PT, R11, UR14, PT
alu r8 r8 r5 lat=4 flops=0 unit=int stall=2  # 0390 IADD3.X R10, R10, UR4, RZ, P1, !PT
alu r7 r6 r7 lat=4 flops=0 unit=int          # 03a0 ISETP.GE.U32.AND.EX P0, PT, R12, UR15, PT, P0
alu r9 r2 r9 lat=4 flops=0 unit=fp32 stall=12 # 03b0 IMAD.IADD R6, R5, 0x1, R6
alu r60 r7 lat=2 flops=0 unit=none branch=taken stall=5 # 03c0 @!P0 BRA 0x2d0
