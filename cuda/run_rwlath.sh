#!/bin/bash
# One device call: does a read from DRAM wait on its own SM's writes, or on
# everyone's?  k_rwlat (cuda/families12.cuh) with float4 backgrounds -- reads
# and copies over 1 GiB, writes over 1 GiB and over 8 MiB (which L2 keeps) --
# run on the even blocks only (one block a SM: the odd SMs' probes see the
# others' traffic with none of their own), then on every block, W = 1-24
# background warps.  rwlath.csv: a row a point (the probe's figures in the
# note); rwlath-sm.csv: per block, bg = 1 where it ran the background;
# rwlath-full-sm.csv: the every-block runs, rwlat's columns.  And the SASS.
# usage (on the GPU machine, repo root): bash cuda/run_rwlath.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_rwlat/{p=1} /Function : /&&!/k_rwlat/{p=0} p' > "$O/sass_rwlat.txt"
grep -E "Function :|LDG|STG|CLOCK" "$O/sass_rwlat.txt" | awk '/Function/{print} !/Function/{print "   ", $2, $3, $4}' | head -80
"$B" --experiment rwlath --warps 1,2,4,8,16,24 --commit "$C" -o "$O/rwlath.csv"
run_end
