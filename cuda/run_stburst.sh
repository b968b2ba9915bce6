#!/bin/bash
# One device call: store bursts (k_stburst: how many whole-line stores an SM
# holds in flight, and a store's round trip to L2) and the float4 re-reads at
# 1-64 warps per SM (k_reread: L2's read rate against the bytes in flight).
# usage (on the GPU machine, repo root): bash cuda/run_stburst.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
# the SASS with its control words: the burst's STG.128s, its clock reads and the fence
cuobjdump -sass "$B" | awk '/Function : .*k_stburst/{p=1} /Function : /&&!/k_stburst/{p=0} p' > "$O/sass_stburst.txt"
"$B" --experiment stburst --warps 1,2,4,8,16,32 --commit "$C" -o "$O/stburst.csv"
"$B" --experiment reread --warps 1,2,4,8,12,16,24,32,48,64 --commit "$C" -o "$O/reread.csv"
run_end
