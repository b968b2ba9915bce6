#!/bin/bash
# One device call: does a warp's pair of neighbouring-line loads earn what its
# stores do (the aligned 256 B partner within tens of ns), and from where?
# k_loadpair (cuda/families11.cuh): two 4 B-lane line loads a warp an iteration,
# a grid apart, an aligned 256 B, neighbours across 256 B, 2 or 16 lines apart,
# with sleeps of 0-200 ns between them; read-only (loadpair) and as a copy
# (copypair), 8-64 warps per SM.  Then Nsight Compute on the read-only kernel at
# 32 warps: DRAM and L2 sectors read for each layout (does L2 fetch more than
# the lines asked for?).  The SASS of k_loadpair.
# usage (on the GPU machine, repo root): bash cuda/run_loadpair.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_loadpair/{p=1} /Function : /&&!/k_loadpair/{p=0} p' > "$O/sass_loadpair.txt"
grep -E "Function :|LDG|STG|STS|S2UR|NANOSLEEP" "$O/sass_loadpair.txt" | awk '/Function/{print} !/Function/{print "   ", $2, $3}' | head -40
"$B" --experiment loadpair --warps 8,16,32,64 --commit "$C" -o "$O/loadpair.csv"
"$B" --experiment copypair --warps 8,16,32,64 --commit "$C" -o "$O/copypair.csv"
# --reps 1: a warm-up and a timed launch a point, both profiled (their times
# are not measurements); 17 points at 32 warps
WANT="gpu__time_duration dram__sectors_read dram__sectors_write
lts__t_sectors_srcunit_tex_op_read lts__t_sectors_srcunit_tex_op_read_lookup_miss
lts__t_requests_srcunit_tex_op_read dram__cycles_elapsed dram__cycles_active"
ncu_metrics /tmp/metrics-gh100.txt $WANT
ncu --metrics "$M" --cache-control none --clock-control none -k regex:"k_loadpair" --csv \
    "$B" --experiment loadpair --warps 32 --reps 1 --commit "$C" -o "$O/prof-loadpair.csv" | gzip > "$O/ncu-loadpair.csv.gz"
run_end
