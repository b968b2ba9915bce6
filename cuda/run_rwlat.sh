#!/bin/bash
# One device call: a read's latency from DRAM while the SM's other warps
# read, copy or write (k_rwlat, cuda/families12.cuh): one block a SM of W
# background warps (4 B or 16 B lanes over 1 GiB) and one probe warp chasing a
# random ring of lines with __ldcg, every step stamped.  rwlat.csv: a row a
# point (the probe's figures in the note column); rwlat-sm.csv: per SM.  The
# SASS of k_rwlat.
# usage (on the GPU machine, repo root): bash cuda/run_rwlat.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_rwlat/{p=1} /Function : /&&!/k_rwlat/{p=0} p' > "$O/sass_rwlat.txt"
grep -E "Function :|LDG|STG|CLOCK" "$O/sass_rwlat.txt" | awk '/Function/{print} !/Function/{print "   ", $2, $3, $4}' | head -60
"$B" --experiment rwlat --warps 1,2,4,8,12,16,24 --commit "$C" -o "$O/rwlat.csv"
run_end
