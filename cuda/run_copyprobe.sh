#!/bin/bash
# One device call: where a copy's iteration goes.  k_copyprobe
# (cuda/families10.cuh): a copy of 1 GiB in order, K loads then K stores a warp
# an iteration, lanes of 4 B (one line a warp instruction) or 16 B (four), with
# clock stamps (first load in, stores issued, trip), at 4-64 warps per SM; the
# same call's k_linecopy (MODE 0) and k_copyk unprobed, for the probe's cost.
# The SASS of k_copyprobe.
# usage (on the GPU machine, repo root): bash cuda/run_copyprobe.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_copyprobe/{p=1} /Function : /&&!/k_copyprobe/{p=0} p' > "$O/sass_copyprobe.txt"
grep -E "Function :|LDG|STG|STS|CS2R|S2UR|CLOCK" "$O/sass_copyprobe.txt" | awk '/Function/{n=$0; print n} !/Function/{print "   ", $2, $3}' | head -80
"$B" --experiment copyprobe --warps 4,8,16,32,64 --ilp 1,2,4 --commit "$C" -o "$O/copyprobe.csv"
"$B" --experiment linecopy --warps 4,8,16,32,64 --ilp 1,4 --commit "$C" -o "$O/linecopy.csv"
"$B" --experiment copyk --warps 4,8,16,32,64 --ilp 1,4 --commit "$C" -o "$O/copyk.csv"
run_end
