#!/bin/bash
# One device call: Nsight Compute's counters on the partial-store family's
# kernel (k_store<4>: lane strides of 4, 8, 32, 128 B) at 8-64 warps per SM,
# and on the write-only float4 loop (k_storew) for contrast: DRAM sectors
# written and read, L2's write sectors and requests, its hit rate, the traffic
# between its partitions, per launch.  What the H200 does between 12 and 16
# warps with one whole line a warp store (../validate/results/h200/storeocc/:
# 4.19-4.29 TB/s at 4-12 warps, 3.43-3.74 at 16-64) is checked against it.
# usage (on the GPU machine, repo root): bash cuda/run_ncu_store.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
ncu --version | tail -1
WANT="dram__sectors_read dram__sectors_write lts__t_sectors_srcunit_tex_op_write
lts__t_requests_srcunit_tex_op_write lts__t_sectors_srcunit_tex_op_write_lookup_hit
lts__t_sectors_srcunit_tex_op_write_lookup_miss lts__t_sector_hit_rate lts__t_sectors_srcunit_ltcfabric
lts__t_sectors_op_write lts__t_sectors_op_read gpu__time_duration"
ncu_metrics "$O/metrics-gh100.txt" $WANT
# --reps 1: each point is one warm-up launch and one timed launch; both profiled
ncu --metrics "$M" --cache-control none -k regex:k_store --csv \
    "$B" --experiment store --warps 8,12,16,32,64 --reps 1 --commit "$C" -o "$O/store.csv" > "$O/ncu-store.csv"
ncu --metrics "$M" --cache-control none -k regex:k_storew --csv \
    "$B" --experiment storew --warps 8,16,32 --ilp 1 --reps 1 --commit "$C" -o "$O/storew.csv" > "$O/ncu-storew.csv"
# the same points timed without the profiler
"$B" --experiment store --warps 8,12,16,32,64 --commit "$C" -o "$O/store-timed.csv"
gzip -9 "$O/ncu-store.csv" "$O/ncu-storew.csv"
run_end
