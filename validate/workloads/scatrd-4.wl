# hand-written from validate/workloads/scatter.wl (k_random<0>, imported from its SASS): the
# scatrd experiment (cuda/families19.cuh, k_scatrd<4 1>): its four random 4 B stores over a
# footprint= (each of the four streams its quarter: validate/results/h200/scatrd/predict.sh), then 4 random 4 B loads from a 1 GiB array (footprint=1073741824), summed.
# The loads and their adds are placed as nvcc would likely place them; not checked against
# k_scatrd's SASS (cuda/run_rereadb.sh dumps it: import it with lhsim import once measured).
name scatrd-4
alu r0 r17 lat=4 flops=0 unit=int            # 0260 SHF.R.U32.HI R2, RZ, 0x1, R17
alu r1 r17 lat=4 flops=0 unit=fp32           # 0270 IMAD R27, R17, -0x12aa7333, RZ
alu r2 r13 lat=4 flops=0 unit=int            # 0280 SHF.R.U32.HI R4, RZ, 0x1, R16
alu r3 r13 lat=4 flops=0 unit=fp32           # 0290 IMAD R29, R16, -0x12aa7333, RZ
alu r4 r18 lat=4 flops=0 unit=int            # 02a0 SHF.R.U32.HI R3, RZ, 0x1, R10
alu r5 r18 lat=4 flops=0 unit=fp32           # 02b0 IMAD R25, R10, -0x12aa7333, RZ
alu r6 r19 lat=4 flops=0 unit=int            # 02c0 SHF.R.U32.HI R8, RZ, 0x1, R14
alu r7 r19 lat=4 flops=0 unit=fp32           # 02d0 IMAD R23, R14, -0x12aa7333, RZ
alu r0 r0 r14 lat=4 flops=0 unit=int stall=2 # 02e0 LOP3.LUT R2, R2, R19, RZ, 0x3c, !PT
alu r2 r2 r9 lat=4 flops=0 unit=int stall=2  # 02f0 LOP3.LUT R4, R4, R15, RZ, 0x3c, !PT
alu r8 r4 r15 lat=4 flops=0 unit=int         # 0300 LOP3.LUT R6, R3, R18, RZ, 0x3c, !PT
alu r1 r0 r1 lat=4 flops=0 unit=fp32         # 0310 IMAD R27, R2, -0xae5029, R27
alu r6 r6 r16 lat=4 flops=0 unit=int         # 0320 LOP3.LUT R8, R8, R13, RZ, 0x3c, !PT
alu r3 r2 r3 lat=4 flops=0 unit=fp32         # 0330 IMAD R29, R4, -0xae5029, R29
alu r9 r9 lat=4 flops=0 unit=int             # 0340 IADD3 R15, P5, R15, R12, RZ
alu r0 r0 lat=4 flops=0 unit=fp32 stall=4    # 0350 IMAD.WIDE.U32 R2, R2, -0x12aa7333, RZ
alu r5 r8 r5 lat=4 flops=0 unit=fp32 stall=2 # 0360 IMAD R25, R6, -0xae5029, R25
alu r2 r2 lat=4 flops=0 unit=fp32 stall=4    # 0370 IMAD.WIDE.U32 R4, R4, -0x12aa7333, RZ
alu r7 r6 r7 lat=4 flops=0 unit=fp32 stall=2 # 0380 IMAD R23, R8, -0xae5029, R23
alu r8 r8 lat=4 flops=0 unit=fp32 stall=4    # 0390 IMAD.WIDE.U32 R6, R6, -0x12aa7333, RZ
alu r6 r6 lat=4 flops=0 unit=fp32 stall=4    # 03a0 IMAD.WIDE.U32 R8, R8, -0x12aa7333, RZ
alu r4 r0 r1 lat=4 flops=0 unit=fp32         # 03b0 IMAD.IADD R3, R3, 0x1, R27
alu r10 r6 r7 lat=4 flops=0 unit=int         # 03c0 IADD3 R9, R9, R23, RZ
alu r11 r2 r3 lat=4 flops=0 unit=fp32 stall=2 # 03d0 IMAD.IADD R5, R5, 0x1, R29
alu r12 r8 r5 lat=4 flops=0 unit=fp32        # 03e0 IMAD.IADD R7, R7, 0x1, R25
alu r4 r4 lat=4 flops=0 unit=int             # 03f0 SHF.R.U32.HI R3, RZ, 0x1, R3
alu r13 r13 r9 lat=4 flops=0 unit=fp32       # 0400 IMAD.X R16, R16, 0x1, R11, P5
alu r11 r11 lat=4 flops=0 unit=int stall=2   # 0410 SHF.R.U32.HI R5, RZ, 0x1, R5
alu r12 r12 lat=4 flops=0 unit=int stall=2   # 0420 SHF.R.U32.HI R7, RZ, 0x1, R7
alu r10 r10 lat=4 flops=0 unit=int stall=2   # 0430 SHF.R.U32.HI R9, RZ, 0x1, R9
alu r4 r4 r0 lat=4 flops=0 unit=int stall=2  # 0440 LOP3.LUT R3, R3, UR6, R2, 0x48, !PT
alu r11 r11 r2 lat=4 flops=0 unit=int stall=2 # 0450 LOP3.LUT R5, R5, UR6, R4, 0x48, !PT
alu r12 r12 r8 lat=4 flops=0 unit=int stall=2 # 0460 LOP3.LUT R7, R7, UR6, R6, 0x48, !PT
alu r10 r10 r6 lat=4 flops=0 unit=int stall=2 # 0470 LOP3.LUT R9, R9, UR6, R8, 0x48, !PT
alu r0 r4 lat=4 flops=0 unit=int stall=2     # 0480 LEA R2, P0, R3, UR10, 0x2
alu r2 r11 lat=4 flops=0 unit=int stall=2    # 0490 LEA R4, P2, R5, UR10, 0x2
alu r8 r12 lat=4 flops=0 unit=int stall=2    # 04a0 LEA R6, P3, R7, UR10, 0x2
alu r6 r10 lat=4 flops=0 unit=int stall=2    # 04b0 LEA R8, P4, R9, UR10, 0x2
alu r4 r4 r0 lat=4 flops=0 unit=int stall=2  # 04c0 LEA.HI.X R3, R3, UR11, RZ, 0x2, P0
alu r11 r11 r2 lat=4 flops=0 unit=int stall=2 # 04d0 LEA.HI.X R5, R5, UR11, RZ, 0x2, P2
alu r12 r12 r8 lat=4 flops=0 unit=int        # 04e0 LEA.HI.X R7, R7, UR11, RZ, 0x2, P3
st R2 r20 width=4 pattern=random             # 04f0 STG.E desc[UR4][R2.64], R21
alu r10 r10 r6 lat=4 flops=0 unit=int stall=2 # 0500 LEA.HI.X R9, R9, UR11, RZ, 0x2, P4
alu r14 r14 lat=4 flops=0 unit=int           # 0510 IADD3 R19, P2, R19, R12.reuse, RZ
st R4 r20 width=4 pattern=random             # 0520 STG.E desc[UR4][R4.64], R21
alu r15 r15 lat=4 flops=0 unit=int stall=2   # 0530 IADD3 R18, P3, R18, R12.reuse, RZ
alu r16 r16 lat=4 flops=0 unit=int           # 0540 IADD3 R13, P4, R13, R12, RZ
st R6 r20 width=4 pattern=random             # 0550 STG.E desc[UR4][R6.64], R21
alu r17 r17 r14 lat=4 flops=0 unit=fp32 stall=2 # 0560 IMAD.X R17, R17, 0x1, R11.reuse, P2
alu r18 r18 r15 lat=4 flops=0 unit=fp32      # 0570 IMAD.X R10, R10, 0x1, R11, P3
st R8 r20 width=4 pattern=random             # 0580 STG.E desc[UR4][R8.64], R21
alu r19 r19 r16 lat=4 flops=0 unit=int stall=2 # 0590 IADD3.X R14, R14, R11, RZ, P4, !PT
alu r30 r13 lat=4 flops=0 unit=fp32             # the load's address (hash and scale)
ld r40 R30 width=4 pattern=random footprint=1073741824
alu r31 r14 lat=4 flops=0 unit=fp32             # the load's address (hash and scale)
ld r41 R31 width=4 pattern=random footprint=1073741824
alu r32 r15 lat=4 flops=0 unit=fp32             # the load's address (hash and scale)
ld r42 R32 width=4 pattern=random footprint=1073741824
alu r33 r16 lat=4 flops=0 unit=fp32             # the load's address (hash and scale)
ld r43 R33 width=4 pattern=random footprint=1073741824
alu r50 r50 r40 lat=4 flops=0 unit=int          # acc += the load
alu r50 r50 r41 lat=4 flops=0 unit=int          # acc += the load
alu r50 r50 r42 lat=4 flops=0 unit=int          # acc += the load
alu r50 r50 r43 lat=4 flops=0 unit=int          # acc += the load
alu r20 r20 lat=4 flops=0 unit=int stall=5   # 05a0 IADD3 R21, P0, R21, 0x1, RZ
alu r21 r21 r20 lat=4 flops=0 unit=fp32      # 05b0 IMAD.X R0, RZ, RZ, R0, P0
alu r22 r20 lat=4 flops=0 unit=int stall=4   # 05c0 ISETP.GE.U32.AND P0, PT, R21, UR8, PT
alu r22 r21 r22 lat=4 flops=0 unit=int stall=13 # 05d0 ISETP.GE.U32.AND.EX P0, PT, R0, UR9, PT, P0
alu r60 r22 lat=2 flops=0 unit=none branch=taken stall=5 # 05e0 @!P0 BRA 0x260
