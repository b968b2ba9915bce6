#!/bin/bash
# One device call: one warp on each SM chases a random ring of whole lines over
# 4 MiB (L2 hits) and stores 0-8 vectors into L2 before each step's load
# (k_stld, cuda/families20.cuh): does a load wait behind the bytes its SM
# stored just before it?  stld.csv: per block, what issuing the stores cost and
# the load's trip (cycles).  And the SASS (sass_stld.txt.gz: each step's stores,
# then a clock read, then the load).
# usage (on the GPU machine, repo root): bash cuda/run_stld.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_stld/{p=1} /Function : /&&!/k_stld/{p=0} p' > "$O/sass_stld.txt"
grep -E "Function :|LDG|STG|CLOCK|S2UR|CS2R" "$O/sass_stld.txt" | head -60
gzip -9 "$O/sass_stld.txt"
"$B" --experiment stld --commit "$C" -o "$O/stld.csv"
"$B" --experiment stld --commit "$C" -o "$O/stld-repeat.csv"
run_end
