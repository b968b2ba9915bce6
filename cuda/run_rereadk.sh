#!/bin/bash
# One device call: the float4 re-read (k_reread) at K = 1, 2, 4, 8 loads a
# thread and 1-32 warps per SM over 16 KiB (L1), 4 MiB (L2) and 1 GiB (DRAM):
# what a load's return costs beyond its level's latency.
# usage (on the GPU machine, repo root): bash cuda/run_rereadk.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
# the SASS: each K's loads all issue before the first use
cuobjdump -sass "$B" | awk '/Function : .*k_reread/{p=1} /Function : /&&!/k_reread/{p=0} p' > "$O/sass_reread.txt"
"$B" --experiment rereadk --warps 1,2,4,8,16,32 --ilp 1,2,4,8 --commit "$C" -o "$O/rereadk.csv"
run_end
