#!/bin/bash
# One device call: Nsight Compute's counters on the float4 re-reads (k_reread,
# K = 4, 8, 16 and 32 warps per SM, 1 MiB - 2 GiB): L1 and L2 hit rates,
# traffic between the two L2 partitions, L2 throughput, DRAM sectors, per
# launch.  Why does the H200 re-read 1 MiB at 12.3 TB/s and 16 MiB at 10.2
# (16 warps), when lhsim's L2 gives both about 10?
# usage (on the GPU machine, repo root): bash cuda/run_ncu_reread.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
ncu --version | tail -1
# keep only the counters this ncu knows (names differ between versions)
WANT="lts__t_sector_hit_rate lts__t_sectors_srcunit_tex_op_read lts__t_sectors_srcunit_tex_op_read_lookup_hit
lts__t_sectors_srcunit_tex_op_read_lookup_miss lts__t_sectors_srcunit_ltcfabric lts__t_sectors_srcunit_tex
lts__t_sectors dram__sectors_read l1tex__t_sector_hit_rate l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit
l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss gpu__time_duration lts__cycles_elapsed"
ncu_metrics /tmp/metrics-gh100.txt $WANT
# the re-reads timed without the profiler first (the same points)
"$B" --experiment reread --warps 8,16,32 --commit "$C" -o "$O/bench-timed.csv"
# --reps 1: each point is one warm-up launch and one timed launch; both profiled.
# --clock-control none: the profiler leaves the GPU's clocks as they are
ncu --metrics "$M" --cache-control none --clock-control none -k regex:k_reread --csv \
    "$B" --experiment reread --warps 8,16,32 --reps 1 --commit "$C" -o "$O/bench-reread.csv" > "$O/ncu-reread.csv"
gzip -9 "$O/ncu-reread.csv"
run_end
