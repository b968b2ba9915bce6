# k_copyk (cuda/families.cuh): K = 1 float4 loads, then their K stores.
name copy-k1
ld r0 a width=16 offset=0
st b r0 width=16 offset=0
