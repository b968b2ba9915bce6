#!/bin/bash
# One device call: read/write mixes over 8 MiB arrays (L2-resident; k_mix) and
# the write-only and copy rows again (storew, copyw) for the same session.
# usage (on the GPU machine, repo root): bash cuda/run_mixl2.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_mix/{p=1} /Function : /&&!/k_mix/{p=0} p' > "$O/sass_mix.txt"
"$B" --experiment mixl2 --warps 1,2,4,8,16,32,64 --commit "$C" -o "$O/mixl2.csv"
"$B" --experiment storew --warps 1,2,4,8,16,32,64 --ilp 1,4 --commit "$C" -o "$O/storew.csv"
"$B" --experiment copyw --warps 1,2,4,8,16,32 --ilp 1,4 --commit "$C" -o "$O/copyw.csv"
run_end
