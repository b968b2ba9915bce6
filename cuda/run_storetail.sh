#!/bin/bash
# One device call: do a store loop's warps finish together?  k_storetail
# (cuda/families11.cuh): k_storekp's loop (a warp's two whole-line 4 B stores
# an iteration, lines 1 or 2 apart) over 1 GiB and 8 MiB, 8-64 warps per SM;
# each warp's start and end by %globaltimer, its SM and its warp slot, summed
# up in the note column (ends by age on a scheduler: age_q1..q4).  The SASS of
# k_storetail.
# usage (on the GPU machine, repo root): bash cuda/run_storetail.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_storetail/{p=1} /Function : /&&!/k_storetail/{p=0} p' > "$O/sass_storetail.txt"
grep -E "Function :|STG" "$O/sass_storetail.txt" | awk '/Function/{print} !/Function/{print "   ", $2, $3}' | head -20
"$B" --experiment storetail --warps 8,16,32,64 --commit "$C" -o "$O/storetail.csv"
run_end
