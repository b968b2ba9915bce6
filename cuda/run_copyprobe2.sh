#!/bin/bash
# One device call: does a warp's spread of single-line loads come from the SM
# or from where its lines lie?  k_copyprobe2 (cuda/families10.cuh): the 4 B-lane
# copy with a stamp after each load is in, a warp's K lines a grid apart or side
# by side, 4-64 warps per SM; k_copyprobe again (repeat).  The SASS of k_copyprobe2.
# usage (on the GPU machine, repo root): bash cuda/run_copyprobe2.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_copyprobe2/{p=1} /Function : /&&!/k_copyprobe2/{p=0} p' > "$O/sass_copyprobe2.txt"
grep -E "Function :|LDG|STG|STS|S2UR" "$O/sass_copyprobe2.txt" | awk '/Function/{n=$0; print n} !/Function/{print "   ", $2, $3}' | head -60
"$B" --experiment copyprobe2 --warps 4,8,16,32,64 --ilp 2,4 --commit "$C" -o "$O/copyprobe2.csv"
"$B" --experiment copyprobe --warps 4,8,16,32,64 --ilp 1,2,4 --commit "$C" -o "$O/copyprobe.csv"
run_end
