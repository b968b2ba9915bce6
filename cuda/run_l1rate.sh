#!/bin/bash
# One device call: how many lines an SM's L1 serves a cycle when it holds them
# (k_l1rate, cuda/families17.cuh): 1-32 lanes a line, words side by side or a
# sector apart, at 4-32 warps per SM; then k_l1rate's SASS (four LDG before
# their first use).
# usage (on the GPU machine, repo root): bash cuda/run_l1rate.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_l1rate/{p=1} /Function : /&&!/k_l1rate/{p=0} p' > "$O/sass_l1rate.txt"
grep -c "LDG" "$O/sass_l1rate.txt"
"$B" --experiment l1rate --commit "$C" -o "$O/l1rate.csv"
run_end
