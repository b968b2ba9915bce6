#!/bin/bash
# One device call: Nsight Compute's counters on the random 4 B gathers that
# leave L2 (rcap, all SMs and each SM its own share, 8 and 32 warps per SM,
# 4-256 MiB; random gathers and scatters at 32 warps): L2 hit rate, DRAM
# sectors, traffic between the two L2 partitions, L1 hit rate, per launch.
# What lhsim's L2 (two partitions, random replacement) is checked against.
# usage (on the GPU machine, repo root): bash cuda/run_ncu_l2.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
ncu --version | tail -1
# keep only the counters this ncu knows (names differ between versions)
WANT="lts__t_sector_hit_rate lts__t_sectors_srcunit_tex_op_read lts__t_sectors_srcunit_tex_op_read_lookup_hit
lts__t_sectors_srcunit_tex_op_read_lookup_miss lts__t_sectors_srcunit_ltcfabric lts__t_sectors_srcunit_tex
lts__t_requests_srcunit_tex_op_read dram__sectors_read dram__sectors_write l1tex__t_sector_hit_rate
lts__t_sectors_srcunit_tex_op_write gpu__time_duration lts__t_sectors_lookup_hit lts__t_sectors_lookup_miss"
ncu_metrics "$O/metrics-gh100.txt" $WANT
# --reps 1: each point is one warm-up launch and one timed launch; both profiled
ncu --metrics "$M" --cache-control none -k regex:k_rcap --csv \
    "$B" --experiment rcap --warps 8,32 --reps 1 --commit "$C" -o "$O/rcap.csv" > "$O/ncu-rcap.csv"
ncu --metrics "$M" --cache-control none -k regex:k_rand --csv \
    "$B" --experiment random --warps 32 --reps 1 --commit "$C" -o "$O/random.csv" > "$O/ncu-random.csv"
run_end
