#!/bin/bash
# One device call: Nsight Compute's counters on BabelStream's kernels
# (k_babel: copy, scale, add, triad) and k_copyk (K = 1) at 32 and 64 warps
# per SM: DRAM sectors read and written, L2's reads and writes from the SMs
# and their misses, L1's store sectors, time.  The H200 copies 3205 GB/s with
# BabelStream's copy and 4015 GB/s with k_copyk at 64 warps; lhsim has them
# the other way round (3850 and 3453).  What does the memory system do
# differently for the two?
# usage (on the GPU machine, repo root): bash cuda/run_ncu_babel.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
ncu --version | tail -1
# keep only the counters this ncu knows (names differ between versions)
WANT="gpu__time_duration dram__sectors_read dram__sectors_write lts__t_sector_hit_rate
lts__t_sectors_srcunit_tex_op_read lts__t_sectors_srcunit_tex_op_write
lts__t_sectors_srcunit_tex_op_read_lookup_miss lts__t_sectors_srcunit_tex_op_write_lookup_miss
lts__t_sectors_srcunit_ltcfabric l1tex__t_sectors_pipe_lsu_mem_global_op_st
l1tex__t_sectors_pipe_lsu_mem_global_op_ld lts__cycles_elapsed dram__cycles_elapsed dram__cycles_active"
ncu_metrics /tmp/metrics-gh100.txt $WANT
# timed without the profiler first (the same points)
"$B" --experiment babel --warps 32,64 --commit "$C" -o "$O/bench-babel.csv"
"$B" --experiment copyk --warps 32,64 --ilp 1 --commit "$C" -o "$O/bench-copyk.csv"
# --reps 1: each point is one warm-up launch and one timed launch; both profiled.
# --clock-control none: the profiler leaves the GPU's clocks as they are
for e in babel copyk; do
    ncu --metrics "$M" --cache-control none --clock-control none -k regex:"k_babel|k_copyk" --csv \
        "$B" --experiment $e --warps 32,64 --ilp 1 --reps 1 --commit "$C" -o "$O/prof-$e.csv" > "$O/ncu-$e.csv"
done
run_end
