# imported by lhsim import from validate/results/h200/transpose/sass_transpose.txt
# kernel k_transpose<32> (_Z11k_transposeILi32EEvPjPKjiS0_)
# loop 1 of 1: 0x01c0..0x0560, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R4: address R4 as written at 0x03f0; coalesced at the instruction's width
# stream R4_2: address R4 as written at 0x04a0; coalesced at the instruction's width
# slow paths x1 (a predicated branch over a CALL, as around 64-bit division): the branch taken, the 5 instructions it skips not run
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name transpose-32
alu r0 r11 lat=4 flops=0 unit=int stall=4    # 01c0 LOP3.LUT R2, R8, UR12, RZ, 0xfc, !PT
alu r1 r0 lat=4 flops=0 unit=int stall=13    # 01d0 ISETP.NE.U32.AND P0, PT, R2, RZ, PT
alu r60 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 01e0 @!P0 BRA 0x240
alu r2 lat=17 flops=0 unit=sfu               # 0240 I2F.U32.RP R4, UR4
alu r3 lat=4 flops=0 unit=fp32               # 0250 IMAD R5, RZ, RZ, -UR4
alu r4 lat=4 flops=0 unit=int stall=6        # 0260 ISETP.NE.U32.AND P2, PT, RZ, UR4, PT
alu r2 r2 lat=19 flops=0 unit=sfu stall=2    # 0270 MUFU.RCP R4, R4
alu r0 r2 lat=4 flops=0 unit=int stall=6     # 0280 IADD3 R2, R4, 0xffffffe, RZ
alu r5 r0 lat=17 flops=0 unit=sfu stall=2    # 0290 F2I.FTZ.U32.TRUNC.NTZ R3, R2
alu r0 lat=4 flops=0 unit=fp32 stall=2       # 02a0 IMAD.MOV.U32 R2, RZ, RZ, RZ
alu r3 r3 r5 lat=4 flops=0 unit=fp32 stall=4 # 02b0 IMAD R5, R5, R3, RZ
alu r6 r5 r3 r0 lat=9 flops=0 unit=fp32 stall=6 # 02c0 IMAD.HI.U32 R12, R3, R5, R2
alu r6 r6 r10 lat=9 flops=0 unit=fp32 stall=5 # 02d0 IMAD.HI.U32 R12, R12, R9, RZ
alu r7 r6 lat=4 flops=0 unit=int stall=5     # 02e0 IADD3 R14, -R12, RZ, RZ
alu r5 r7 r10 lat=4 flops=0 unit=fp32 stall=5 # 02f0 IMAD R3, R14, UR4, R9
alu r1 r5 lat=4 flops=0 unit=int stall=13    # 0300 ISETP.GE.U32.AND P0, PT, R3, UR4, PT
alu r5 r1 r5 lat=4 flops=0 unit=int stall=2  # 0310 @P0 VIADD R3, R3, -UR4
alu r6 r1 r6 lat=4 flops=0 unit=int stall=3  # 0320 @P0 VIADD R12, R12, 0x1
alu r8 r5 lat=4 flops=0 unit=int stall=13    # 0330 ISETP.GE.U32.AND P1, PT, R3, UR4, PT
alu r6 r8 r6 lat=4 flops=0 unit=int stall=2  # 0340 @P1 IADD3 R12, R12, 0x1, RZ
alu r6 r4 lat=4 flops=0 unit=int stall=5     # 0350 @!P2 LOP3.LUT R12, RZ, UR4, RZ, 0x33, !PT
alu r0 r6 lat=4 flops=0 unit=fp32 stall=4    # 0360 IMAD.MOV R2, RZ, RZ, -R12
alu r9 r0 r10 lat=4 flops=0 unit=fp32 stall=7 # 0370 IMAD R13, R2, UR4, R9
alu r3 r6 lat=4 flops=0 unit=fp32            # 0380 IMAD R5, R12, 0x20, R7
alu r0 r9 lat=4 flops=0 unit=int stall=4     # 0390 LEA R2, R13, R0, 0x5
alu r2 r3 lat=4 flops=0 unit=int stall=2     # 03a0 SHF.R.S32.HI R4, RZ, 0x1f, R5
alu r5 r0 lat=4 flops=0 unit=int stall=3     # 03b0 SHF.R.S32.HI R3, RZ, 0x1f, R2
alu r2 r2 lat=4 flops=0 unit=fp32 stall=2    # 03c0 IMAD R4, R4, UR6, RZ
alu r0 r3 r0 r5 lat=4 flops=0 unit=fp32 stall=4 # 03d0 IMAD.WIDE.U32 R2, R5, UR6, R2
alu r3 r3 r2 lat=4 flops=0 unit=fp32         # 03e0 IMAD R5, R5, UR7, R4
alu r2 r0 lat=4 flops=0 unit=int stall=3     # 03f0 LEA R4, P0, R2, UR14, 0x2
alu r5 r0 r3 lat=4 flops=0 unit=fp32 stall=5 # 0400 IMAD.IADD R3, R3, 0x1, R5
alu r3 r0 r5 r2 lat=4 flops=0 unit=int stall=6 # 0410 LEA.HI.X R5, R2, UR15, R3, 0x2, P0
ld r3 R4 width=4                             # 0420 LDG.E.CONSTANT R5, desc[UR10][R4.64]
alu r9 r9 lat=4 flops=0 unit=fp32            # 0430 IMAD R13, R13, 0x20, R7
alu r0 r6 lat=4 flops=0 unit=int stall=4     # 0440 LEA R2, R12, R0, 0x5
alu r6 r9 lat=4 flops=0 unit=int stall=2     # 0450 SHF.R.S32.HI R12, RZ, 0x1f, R13
alu r5 r0 lat=4 flops=0 unit=int stall=3     # 0460 SHF.R.S32.HI R3, RZ, 0x1f, R2
alu r6 r6 lat=4 flops=0 unit=fp32 stall=2    # 0470 IMAD R12, R12, UR6, RZ
alu r0 r9 r0 r5 lat=4 flops=0 unit=fp32 stall=4 # 0480 IMAD.WIDE.U32 R2, R13, UR6, R2
alu r9 r9 r6 lat=4 flops=0 unit=fp32         # 0490 IMAD R13, R13, UR7, R12
alu r2 r0 lat=4 flops=0 unit=int stall=3     # 04a0 LEA R4, P0, R2, UR16, 0x2
alu r5 r0 r9 lat=4 flops=0 unit=fp32         # 04b0 IMAD.IADD R3, R3, 0x1, R13
alu r61 r3 lat=2 flops=0 unit=none           # 04c0 STS [R10], R5
bar stall=3                                  # 04d0 BAR.SYNC.DEFER_BLOCKING 0x0
alu r3 r0 r5 r2 lat=4 flops=0 unit=int stall=2 # 04e0 LEA.HI.X R5, R2, UR17, R3, 0x2, P0
alu r10 r10 lat=4 flops=0 unit=int stall=5   # 04f0 IADD3 R9, P0, R6, R9, RZ
alu r11 r11 r10 lat=4 flops=0 unit=fp32      # 0500 IMAD.X R8, RZ, RZ, R8, P0
alu r1 r10 lat=4 flops=0 unit=int stall=4    # 0510 ISETP.GE.U32.AND P0, PT, R9, UR8, PT
alu r1 r11 r1 lat=4 flops=0 unit=int         # 0520 ISETP.GE.U32.AND.EX P0, PT, R8, UR9, PT, P0
alu r12 lat=30 flops=0 unit=none stall=4     # 0530 LDS R15, [R11]
st R4_2 r12 width=4 apart=65536                          # 0540 STG.E desc[UR10][R4.64], R15
bar stall=7                                  # 0550 BAR.SYNC.DEFER_BLOCKING 0x0
alu r61 r1 lat=2 flops=0 unit=none branch=taken stall=5 # 0560 @!P0 BRA 0x1c0
