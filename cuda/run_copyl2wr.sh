#!/bin/bash
# One device call: how much of the stored data L2 writes back, with and without
# reads streaming past it.  k_copyrwp (cuda/run_copyl2wn.sh) storing into 8-40 MiB
# while reading 4 MiB (L2-resident) or 1280 MiB (DRAM), at 8 and 16 warps a SM
# (copyl2wr.csv), with Nsight Compute's DRAM counters at 16 warps
# (ncu-copyl2wr.csv.gz); then scatn, random 4 B stores alone over 16-256 MiB, at
# 32 warps (scatn.csv; ncu-scatn.csv.gz), as cuda/run_writes.sh ran it on the H200.
# usage (on the GPU machine, repo root): bash cuda/run_copyl2wr.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
"$B" --experiment copyl2wr --warps 8,16 --commit "$C" -o "$O/copyl2wr.csv"
"$B" --experiment scatn --warps 32 --commit "$C" -o "$O/scatn.csv"
ncu --version | tail -1
ncu_metrics /tmp/metrics-gh100.txt dram__sectors_read dram__sectors_write lts__t_sectors_op_write \
    lts__t_sectors_srcunit_tex_op_write_lookup_hit gpu__time_duration
# --reps 1: each point is one warm-up launch and one timed launch; both profiled
ncu --metrics "$M" --cache-control none -k regex:k_copyrwp --csv \
    "$B" --experiment copyl2wr --warps 16 --reps 1 --commit "$C" -o "$O/copyl2wr-ncu.csv" > "$O/ncu-copyl2wr.csv"
ncu --metrics "$M" --cache-control none -k regex:k_scatn --csv \
    "$B" --experiment scatn --warps 32 --reps 1 --commit "$C" -o "$O/scatn-ncu.csv" > "$O/ncu-scatn.csv"
gzip -9 "$O/ncu-copyl2wr.csv" "$O/ncu-scatn.csv"
run_end
