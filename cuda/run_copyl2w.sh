#!/bin/bash
# One device call: the copy with its written array small enough to stay in L2
# (16 MiB) beside the same copy writing 1280 MiB, both reading 1280 MiB, at
# 1-64 warps a SM (copyl2w.csv; k_copyrw, cuda/families2.cuh), and the SASS of
# k_copyrw (lhsim import reads it).
# usage (on the GPU machine, repo root): bash cuda/run_copyl2w.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function :/{p = ($3 ~ /k_copyrw/)} p' > "$O/sass_copyrw.txt"
grep -E "Function :|LDG|STG" "$O/sass_copyrw.txt" | awk '/Function/{print} !/Function/{print "   ", $2, $3, $4}'
"$B" --experiment copyl2w --warps 1,2,4,8,16,32,64 --commit "$C" -o "$O/copyl2w.csv"
run_end
