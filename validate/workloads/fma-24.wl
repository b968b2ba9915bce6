# k_fma (cuda/families.cuh): K = 4 float loads, then 24 dependent FMAs on each,
# as nvcc 13 compiles the inner loop for sm_90 (families/sass_families.txt.gz):
# per step 4 FFMA, UIADD3 (uniform datapath), ISETP (int), BRA -- taken on
# every step but the last (branch=taken).
name fma-24
ld r0 a width=4 offset=0
ld r1 a width=4 offset=128
ld r2 a width=4 offset=256
ld r3 a width=4 offset=384
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none branch=taken
alu r6 r6 lat=2 flops=0 unit=none
alu r0 r0 lat=4 flops=2 unit=fp32
alu r1 r1 lat=4 flops=2 unit=fp32
alu r2 r2 lat=4 flops=2 unit=fp32
alu r3 r3 lat=4 flops=2 unit=fp32
alu r7 r6 lat=4 flops=0 unit=int
alu r8 r7 lat=2 flops=0 unit=none
alu r4 r0 r1 lat=4 flops=1
alu r5 r2 r3 lat=4 flops=1
