#!/bin/bash
# One device call: Nsight Compute's stall reasons, issue rate and DRAM/L2 write
# counters on k_copyrwp as cuda/run_copyl2wr.sh runs it at 8 warps a SM (reading
# 4 MiB from L2 or 1280 MiB from DRAM, storing into 8-40 MiB): what the warps wait
# on once L2 writes part of the stored lines back (the H100's copy reading from L2
# slows 75% at 40 MiB with DRAM otherwise idle).  The clocks are left alone.
# usage (on the GPU machine, repo root): bash cuda/run_ncu_copyl2wr.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
ncu --version | tail -1
M="gpu__time_duration.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum"
M="$M,dram__sectors_read.sum,dram__sectors_write.sum,lts__t_sectors_op_write.sum,lts__t_sectors_op_read.sum"
ncu_stalls /tmp/metrics-gh100.txt
echo "metrics: $M"
# --reps 1: each point is one warm-up launch and one timed launch; both profiled
ncu --metrics "$M" --cache-control none --clock-control none -k regex:k_copyrwp --csv \
    "$B" --experiment copyl2wr --warps 8 --reps 1 --commit "$C" -o "$O/copyl2wr-ncu.csv" > "$O/ncu-copyl2wr.csv"
gzip -9 "$O/ncu-copyl2wr.csv"
run_end
