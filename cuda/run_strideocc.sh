#!/bin/bash
# One device call: the strided loads (k_strided, K = 4 loads of 4 B a thread,
# lanes 4-128 B apart) at 1-64 warps per SM, and Nsight Compute's counters on
# them at 8 and 32 warps: where between 8 warps (lines 128 B apart: 60 G a
# second) and 32 (43 G, DRAM's random access rate) the H200's rate falls, and
# whether it reads fewer DRAM sectors a line at 8 warps.
# usage (on the GPU machine, repo root): bash cuda/run_strideocc.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
"$B" --experiment strided --warps 1,2,4,6,8,10,12,16,20,24,32,48,64 --commit "$C" -o "$O/strided.csv"
ncu --version | tail -1
WANT="lts__t_sector_hit_rate lts__t_sectors_srcunit_tex_op_read lts__t_requests_srcunit_tex_op_read
dram__sectors_read dram__sectors_write l1tex__t_sector_hit_rate gpu__time_duration
lts__t_sectors_srcunit_tex_op_read_lookup_miss"
ncu_metrics "$O/metrics-gh100.txt" $WANT
ncu --metrics "$M" --cache-control none -k regex:k_strided --csv \
    "$B" --experiment strided --warps 4,8,16,32 --reps 1 --commit "$C" -o "$O/strided-ncu-bench.csv" > "$O/ncu-strided.csv"
run_end
cd "$O" && tar czf strideocc.tgz --exclude=strideocc.tgz . && ls -la
