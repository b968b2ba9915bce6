# imported by lhsim import from validate/results/h200/storekp/sass_storekp.txt
# kernel k_storekp (_Z9k_storekpPjmmjjS_)
# loop 1 of 1: 0x01e0..0x03d0, one line per instruction in compiled order (the hot loop: innermost, touches global memory)
# the loop's back edge (its last line): taken every iteration
# stall=N: the stall count of the instruction's control word (the cycles nvcc has the warp wait before its next instruction)
# stream R6: address R6 as written at 0x02c0; coalesced at the instruction's width
# stream R8: address R8 as written at 0x0370; coalesced at the instruction's width
# latencies and pipes: the opcode table in sim/sass.c (assumed)
name storekp-pair
alu r0 r11 r12 lat=4 flops=0 unit=int stall=2 # 01e0 SHF.R.U64 R24, R16, R11.reuse, R20.reuse
alu r1 r12 lat=4 flops=0 unit=int stall=2    # 01f0 SHF.R.U32.HI R6, RZ, R11, R20
alu r2 r0 lat=4 flops=0 unit=int stall=2     # 0200 SHF.L.U32 R25, R24.reuse, R19.reuse, RZ
alu r0 r0 r1 lat=4 flops=0 unit=int stall=2  # 0210 SHF.L.U64.HI R24, R24, R19, R6
alu r2 r2 r11 lat=4 flops=0 unit=int stall=2 # 0220 LOP3.LUT R25, R25, R16, R17, 0xf8, !PT
alu r0 r0 r12 lat=4 flops=0 unit=int stall=2 # 0230 LOP3.LUT R24, R24, R20, R15, 0xf8, !PT
alu r3 r2 lat=4 flops=0 unit=int             # 0240 IADD3 R22, P0, R25.reuse, R12, RZ
alu r4 r2 lat=4 flops=0 unit=fp32 stall=4    # 0250 IMAD.SHL.U32 R7, R25, 0x20, RZ
alu r5 r0 r3 lat=4 flops=0 unit=fp32         # 0260 IMAD.X R23, R24, 0x1, R18, P0
alu r4 r4 lat=4 flops=0 unit=int             # 0270 LOP3.LUT R7, R7, 0x1f, R4, 0xf8, !PT
alu r6 r3 lat=4 flops=0 unit=fp32            # 0280 IMAD.SHL.U32 R9, R22, 0x20, RZ
alu r0 r2 r0 lat=4 flops=0 unit=int stall=2  # 0290 SHF.L.U64.HI R24, R25, 0x5, R24
alu r4 r4 lat=4 flops=0 unit=int stall=2     # 02a0 LOP3.LUT R7, R7, UR6, RZ, 0xc0, !PT
alu r0 r0 lat=4 flops=0 unit=int stall=2     # 02b0 LOP3.LUT R24, R24, UR7, RZ, 0xc0, !PT
alu r1 r4 lat=4 flops=0 unit=int stall=2     # 02c0 LEA R6, P0, R7, UR10, 0x2
alu r6 r6 lat=4 flops=0 unit=int stall=2     # 02d0 LOP3.LUT R9, R9, 0x1f, R4, 0xf8, !PT
alu r4 r4 r0 r1 lat=4 flops=0 unit=int stall=2 # 02e0 LEA.HI.X R7, R7, UR11, R24, 0x2, P0
alu r7 r7 lat=4 flops=0 unit=int stall=2     # 02f0 IADD3 R14, P0, R14, 0x1, RZ
alu r3 r3 r5 lat=4 flops=0 unit=int          # 0300 SHF.L.U64.HI R22, R22, 0x5, R23
st a r13 width=4 # 0310 STG.E desc[UR4][R6.64], R13
alu r6 r6 lat=4 flops=0 unit=int             # 0320 LOP3.LUT R9, R9, UR6, RZ, 0xc0, !PT
alu r8 r8 r7 lat=4 flops=0 unit=fp32         # 0330 IMAD.X R10, RZ, RZ, R10, P0
alu r9 r7 lat=4 flops=0 unit=int stall=2     # 0340 ISETP.GE.U32.AND P0, PT, R14, UR8, PT
alu r3 r3 lat=4 flops=0 unit=int stall=2     # 0350 LOP3.LUT R22, R22, UR7, RZ, 0xc0, !PT
alu r9 r8 r9 lat=4 flops=0 unit=int stall=2  # 0360 ISETP.GE.U32.AND.EX P0, PT, R10, UR9, PT, P0
alu r10 r6 lat=4 flops=0 unit=int stall=4    # 0370 LEA R8, P2, R9, UR10, 0x2
alu r6 r6 r3 r10 lat=4 flops=0 unit=int stall=2 # 0380 LEA.HI.X R9, R9, UR11, R22, 0x2, P2
alu r11 r11 lat=4 flops=0 unit=int stall=3   # 0390 IADD3 R16, P2, R16, R21, RZ
st a r13 width=4 offset=128 # 03a0 STG.E desc[UR4][R8.64], R13
alu r12 r12 r11 lat=4 flops=0 unit=int       # 03b0 LEA.HI.X R20, R3, R20, RZ, 0x1b, P2
alu r13 r13 lat=4 flops=0 unit=int           # 03c0 VIADD R13, R13, 0x1
alu r62 r9 lat=2 flops=0 unit=none branch=taken stall=7 # 03d0 @!P0 BRA 0x1e0
