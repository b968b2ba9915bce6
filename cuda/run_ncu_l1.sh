#!/bin/bash
# One device call: Nsight Compute's L1 counters on rl1's random 4 B gathers
# (k_rcap<0>, L1 at 124, 92, 60 or 28 KiB, from 8 MiB and 1 GiB, 4 and 16
# warps per SM): set conflicts, misses, requests to L2, warp stall reasons.
# Why does a small L1 keep fewer random lines in flight from DRAM?
# usage (on the GPU machine, repo root): bash cuda/run_ncu_l1.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
ncu --version | tail -1
WANT="l1tex__t_set_conflicts_pipe_lsu_mem_global_op_ld l1tex__t_set_accesses_pipe_lsu_mem_global_op_ld
l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit
l1tex__t_requests_pipe_lsu_mem_global_op_ld l1tex__m_xbar2l1tex_read_sectors lts__t_requests_srcunit_tex_op_read
dram__sectors_read smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active
smsp__average_warps_issue_stalled_lg_throttle_per_issue_active smsp__average_warps_issue_stalled_mio_throttle_per_issue_active
smsp__average_warps_issue_stalled_drain_per_issue_active l1tex__data_bank_conflicts_pipe_lsu_mem_global
l1tex__m_l1tex2xbar_req gpu__time_duration"
ncu_metrics /tmp/metrics-gh100.txt $WANT
ncu --metrics "$M" --cache-control none -k regex:k_rcap --csv \
    "$B" --experiment rl1 --warps 4,16 --reps 1 --commit "$C" -o "$O/bench-rl1.csv" > "$O/ncu-rl1.csv"
gzip -9 "$O/ncu-rl1.csv"
run_end
