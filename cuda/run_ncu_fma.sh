#!/bin/bash
# One device call: Nsight Compute's issue and stall counters on the FMA loops
# (k_fma<4>, 0/8/24/48 FMAs an element, 16 and 64 warps per SM): how busy
# the schedulers are and why warps are not issued, per launch.  At 64 warps
# the H200 runs these loops at about 0.78 of their issue slots (results/h200/fmat).
# usage (on the GPU machine, repo root): bash cuda/run_ncu_fma.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
ncu --version | tail -1
# every stall reason this ncu has, per issue, and how often a scheduler issues
M="smsp__issue_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum,smsp__cycles_active.avg,gpu__time_duration.sum,smsp__warps_active.avg.per_cycle_active,smsp__warps_eligible.avg.per_cycle_active"
ncu_stalls /tmp/metrics-gh100.txt
echo "metrics: $M"
ncu --metrics "$M" --clock-control none -k regex:k_fma --csv \
    "$B" --experiment fma --warps 16,64 --reps 1 --commit "$C" -o "$O/bench-fma.csv" > "$O/ncu-fma.csv"
gzip -9 "$O/ncu-fma.csv"
run_end
