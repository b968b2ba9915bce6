#!/bin/bash
# One device call: Nsight Compute's counters on k_copyrwp (cuda/run_copyl2wp.sh:
# the copy reading 1280 MiB and storing into 16 MiB, its stores done or skipped)
# at 4, 8 and 16 warps a SM: whether the 16 MiB stays in L2 (DRAM sectors
# written), L2's hits, the traffic between its partitions, per launch.
# usage (on the GPU machine, repo root): bash cuda/run_ncu_copyl2wp.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
ncu --version | tail -1
WANT="dram__sectors_read dram__sectors_write lts__t_sectors_op_write lts__t_sectors_op_read
lts__t_sector_hit_rate lts__t_sectors_srcunit_tex_op_write_lookup_hit lts__t_sectors_srcunit_tex_op_write_lookup_miss
lts__t_sectors_srcunit_ltcfabric gpu__time_duration"
ncu_metrics "$O/metrics-gh100.txt" $WANT
# --reps 1: each point is one warm-up launch and one timed launch; both profiled
ncu --metrics "$M" --cache-control none -k regex:k_copyrwp --csv \
    "$B" --experiment copyl2wp --warps 4,8,16 --reps 1 --commit "$C" -o "$O/copyl2wp-ncu.csv" > "$O/ncu-copyl2wp.csv"
gzip -9 "$O/ncu-copyl2wp.csv"
run_end
