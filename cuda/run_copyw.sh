#!/bin/bash
# One device call: the copy over an L2-resident footprint (copyw, 8 MiB per
# array) beside the same copy over DRAM (1 GiB per array; and copyk, the
# family's kernel) and the float4 stream, to tell where a store's cost at
# low occupancy comes from (the SM's store path or DRAM).
# usage (on the GPU machine, repo root): bash cuda/run_copyw.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_copyw/{p=1} /Function : .*k_(fma|copyk|store|strided|reread|regs|fill|chase|stream)/{p=0} p' | gzip -c > "$O/sass_copyw.txt.gz"
"$B" --experiment copyw --warps 1,2,4,8,16,32 --ilp 1,4 --commit "$C" -o "$O/copyw.csv"
"$B" --experiment copyk --warps 1,2,4,8,16 --ilp 1,4 --commit "$C" -o "$O/copyk.csv"
"$B" --experiment stream --warps 1,2,4,8,16 --ilp 1,4 --width 16 --commit "$C" -o "$O/stream.csv"
run_end
