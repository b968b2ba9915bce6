#!/bin/bash
# One device call: do the float4 re-read's warps drift apart where part of
# its footprint stays in L2?  lhsim-bench rereadtail (cuda/families15.cuh):
# k_rereadt, k_rereadn<4>'s loop with each warp's start and end stamped, over
# 32-128 MiB and 1 GiB, 16 and 64 passes a launch, at 16 and 32 warps per SM;
# then the SASS of k_rereadt.
# usage (on the GPU machine, repo root): bash cuda/run_rereadtail.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_rereadt/{p=1} p&&/Function : / && !/k_rereadt/{p=0} p' > "$O/sass_rereadt.txt"
grep -cE "LDG" "$O/sass_rereadt.txt"
"$B" --experiment rereadtail --commit "$C" -o "$O/rereadtail.csv"
run_end
