#!/bin/bash
# One device call: where the single-line stores' step lies.  k_storekm (the
# whole-line case of the partial-store family: 4 B stores, lanes 4 B apart,
# each warp store one 128 B line, K = 1, 2, 4, 8 a thread) over an 8 MiB
# footprint that L2 holds and over 1 GiB (DRAM), at 8-64 warps per SM; the
# non-wrapping k_store (storek) and the float4 write-only loop (storew) again
# in the same call, as references.  The SASS of every k_storekm instance.
# usage (on the GPU machine, repo root): bash cuda/run_storekm.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_storekm/{p=1} /Function : /&&!/k_storekm/{p=0} p' > "$O/sass_storekm.txt"
grep -E "Function :|STG" "$O/sass_storekm.txt" | awk '/Function/{n=$0} /STG/{c[n]++} END{for (k in c) print c[k], k}'
"$B" --experiment storekm --warps 8,12,16,24,32,48,64 --ilp 1,2,4,8 --commit "$C" -o "$O/storekm.csv"
"$B" --experiment storek --warps 8,16,32,48,64 --ilp 1,2,4,8 --commit "$C" -o "$O/storek.csv"
"$B" --experiment storew --warps 8,16,32,64 --ilp 1,4 --commit "$C" -o "$O/storew.csv"
run_end
