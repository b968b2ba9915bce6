#!/bin/bash
# One device call: Nsight Compute's L1 and L2 counters on the random 4 B
# gathers against L2's size (k_rcap<0>, every SM over the whole footprint)
# and over each SM's own share (k_rcap<1>), 4-256 MiB, 8 and 32 warps per SM:
# L1's sector hits and misses, its requests to L2, L2's read hit rate, DRAM
# sectors.  Why does the H200 gather its own 31 KiB share at 32 warps (28 KiB
# of L1) at 1.0 lines a cycle an SM, where lhsim, its L1 hitting 0.68 of
# them, gives 1.2-1.3?
# usage (on the GPU machine, repo root): bash cuda/run_ncu_rcap.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
ncu --version | tail -1
WANT="l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss
l1tex__t_requests_pipe_lsu_mem_global_op_ld l1tex__t_set_conflicts_pipe_lsu_mem_global_op_ld
l1tex__m_xbar2l1tex_read_sectors l1tex__m_l1tex2xbar_req lts__t_sectors_srcunit_tex_op_read_lookup_hit
lts__t_sectors_srcunit_tex_op_read_lookup_miss dram__sectors_read
smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active
smsp__average_warps_issue_stalled_lg_throttle_per_issue_active gpu__time_duration"
ncu_metrics /tmp/metrics-gh100.txt $WANT
# timed without the profiler first (the same points)
"$B" --experiment rcap --warps 8,32 --commit "$C" -o "$O/bench-timed.csv"
# --reps 1: a warm-up launch and a timed one, both profiled (their times are not measurements)
ncu --metrics "$M" --cache-control none --clock-control none -k regex:k_rcap --csv \
    "$B" --experiment rcap --warps 8,32 --reps 1 --commit "$C" -o "$O/bench-rcap.csv" > "$O/ncu-rcap.csv"
gzip -9 "$O/ncu-rcap.csv"
run_end
