#!/bin/bash
# One device call: does an aligned 256 B pair written by two warps in step cost
# DRAM one line's write, as one warp's two stores do (storekp)?  k_storesy (a
# warp's 4 B store one line, warps 2k and 2k+1 of a block the two lines of a
# pair) over 1 GiB, wrapping, with and without a barrier after every store, at
# 8, 16 and 64 warps per SM in blocks of 2, 4, 8 and 32 warps.  The SASS of
# k_storesy.
# usage (on the GPU machine, repo root): bash cuda/run_storesy.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_storesy/{p=1} /Function : /&&!/k_storesy/{p=0} p' > "$O/sass_storesy.txt"
grep -E "Function :|STG|BAR" "$O/sass_storesy.txt" | awk '/Function/{n=$0} /STG|BAR/{c[n" "$2]++} END{for (k in c) print c[k], k}'
"$B" --experiment storesy --warps 8,16,64 --ilp 2,4,8,32 --commit "$C" -o "$O/storesy.csv"
"$B" --experiment storekp --warps 16 --commit "$C" -o "$O/storekp.csv"
run_end
