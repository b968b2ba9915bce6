#!/bin/bash
# One device call: the partial-store family's whole-line case (k_store, 4 B
# stores with lanes 4 B apart, each warp store one whole 128 B line) with K =
# 1, 2, 4, 8 stores a thread, at 4-64 warps per SM over the 4 GiB buffer:
# whether the H200's step between 12 and 16 warps (results/h200/storeocc/)
# depends on K.  The SASS of every k_store instance with it.
# usage (on the GPU machine, repo root): bash cuda/run_storek.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_store[^w]/{p=1} /Function : /&&!/k_store[^w]/{p=0} p' > "$O/sass_store.txt"
grep -E "Function :|STG" "$O/sass_store.txt" | awk '/Function/{n=$0} /STG/{c[n]++} END{for (k in c) print c[k], k}'
"$B" --experiment storek --warps 4,8,12,16,24,32,64 --ilp 1,2,4,8 --commit "$C" -o "$O/storek.csv"
run_end
