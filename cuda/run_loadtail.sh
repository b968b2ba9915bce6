#!/bin/bash
# One device call: do a kernel's warps finish together?  k_loadtail
# (cuda/families11.cuh): each warp two line loads a grid apart an iteration,
# lanes of 4 B or 16 B, read-only (loadtail) and as a copy (copytail), 8-64
# warps per SM; each warp's start and end by %globaltimer and its SM, summed up
# in the note column.  The SASS of k_loadtail.
# usage (on the GPU machine, repo root): bash cuda/run_loadtail.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_loadtail/{p=1} /Function : /&&!/k_loadtail/{p=0} p' > "$O/sass_loadtail.txt"
grep -E "Function :|LDG|STG" "$O/sass_loadtail.txt" | awk '/Function/{print} !/Function/{print "   ", $2, $3}' | head -40
"$B" --experiment loadtail --warps 8,16,32,64 --commit "$C" -o "$O/loadtail.csv"
"$B" --experiment copytail --warps 8,16,32,64 --commit "$C" -o "$O/copytail.csv"
run_end
