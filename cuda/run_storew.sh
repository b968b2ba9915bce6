#!/bin/bash
# One device call: write-only float4 stores over an L2-resident footprint (8
# MiB) and over DRAM (1 GiB), k_storew, with the L2-resident copy (copyw) in
# the same run: the rate at which L2 takes whole-line writes, beside reads.
# usage (on the GPU machine, repo root): bash cuda/run_storew.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
# the SASS with its control words (lhsim import reads their stall counts)
cuobjdump -sass "$B" | awk '/Function : .*k_storew/{p=1} /Function : /&&!/k_storew/{p=0} p' > "$O/sass_storew.txt"
"$B" --experiment storew --warps 1,2,4,8,16,32,64 --ilp 1,4 --commit "$C" -o "$O/storew.csv"
"$B" --experiment copyw --warps 8,16,32 --ilp 1,4 --commit "$C" -o "$O/copyw.csv"
"$B" --experiment storewsm --warps 4,16 --commit "$C" -o "$O/storewsm.csv"
run_end
