#!/bin/bash
# One device call: k_copyrwp (cuda/run_copyl2wp.sh) reading 1280 MiB and storing
# into 2-32 MiB, and with its stores skipped, at 4-32 warps a SM (copyl2wn.csv);
# then Nsight Compute's DRAM and L2 write counters on the same points at 8 and 16
# warps (ncu-copyl2wn.csv.gz): how much of the stored data goes back to DRAM
# against the size of the stored array, beside what the stores cost in time.
# usage (on the GPU machine, repo root): bash cuda/run_copyl2wn.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
"$B" --experiment copyl2wn --warps 4,8,16,32 --commit "$C" -o "$O/copyl2wn.csv"
ncu --version | tail -1
ncu_metrics "$O/metrics-gh100.txt" dram__sectors_read dram__sectors_write lts__t_sectors_op_write \
    lts__t_sectors_srcunit_tex_op_write_lookup_hit gpu__time_duration
# --reps 1: each point is one warm-up launch and one timed launch; both profiled
ncu --metrics "$M" --cache-control none -k regex:k_copyrwp --csv \
    "$B" --experiment copyl2wn --warps 8,16 --reps 1 --commit "$C" -o "$O/copyl2wn-ncu.csv" > "$O/ncu-copyl2wn.csv"
gzip -9 "$O/ncu-copyl2wn.csv"
rm -f "$O/metrics-gh100.txt"
run_end
