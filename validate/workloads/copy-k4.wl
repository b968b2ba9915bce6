# k_copyk (cuda/families.cuh): K = 4 float4 loads, then their K stores.
name copy-k4
ld r0 a width=16 offset=0
ld r1 a width=16 offset=512
ld r2 a width=16 offset=1024
ld r3 a width=16 offset=1536
st b r0 width=16 offset=0
st b r1 width=16 offset=512
st b r2 width=16 offset=1024
st b r3 width=16 offset=1536
