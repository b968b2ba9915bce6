#!/bin/bash
# One device call: the tiled transpose through shared memory (cuda/families9.cuh,
# k_transpose<TY>: blocks of 32 x TY threads, two __syncthreads a tile) over a
# 16384 x 16384 matrix of 4 B words, at 4-64 warps per SM in blocks of 4, 8,
# 16 and 32 warps.  The SASS of k_transpose (for lhsim import).
# usage (on the GPU machine, repo root): bash cuda/run_transpose.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_transpose/{p=1} /Function : /&&!/k_transpose/{p=0} p' > "$O/sass_transpose.txt"
grep -E "Function :|LDG|STG|BAR|LDS|STS" "$O/sass_transpose.txt" | awk '/Function/{n=$0} /LDG|STG|BAR|LDS|STS/{c[n" "$2]++} END{for (k in c) print c[k], k}' | sort
"$B" --experiment transpose --warps 4,8,16,32,64 --ilp 4,8,16,32 --commit "$C" -o "$O/transpose.csv"
run_end
