# k_reread (cuda/families.cuh): K = 4 float4 loads per thread, each a grid
# apart, then their uses; the footprint wraps (lhsim sim --footprint BYTES).
name reread
ld r0 a width=16
ld r1 a width=16 offset=512
ld r2 a width=16 offset=1024
ld r3 a width=16 offset=1536
alu r4 r3 r2
alu r5 r1 r0
