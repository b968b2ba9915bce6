#!/bin/bash
# One device call: does a random line cost more the larger the region it lies
# in?  (lhsim-bench chasefoot: the chase kernel at 1 and 8 warps per SM and
# the one-warp seqlat chase over random rings of 1 to 16 GiB.)
# usage (on the GPU machine, repo root): bash cuda/run_chasefoot.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_seqlat/{p=1} p&&/Function : / && !/k_seqlat/{p=0} p' > "$O/sass_seqlat.txt"
"$B" --experiment chasefoot --reps 5 --commit "$C" -o "$O/chasefoot.csv"
run_end
cd "$O" && tar czf chasefoot.tgz --exclude=chasefoot.tgz . && ls -la
