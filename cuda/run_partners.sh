#!/bin/bash
# One device call: where this GPU puts the families' blocks (lhsim-bench place,
# 8-64 warps an SM in blocks of 4) and what L1 serves of the family's float4
# re-read at 8-32 warps (Nsight Compute, 1 MiB - 2 GiB).  Blocks c, c'
# on one SM meet the same lines iff c = c' mod g / 2 KiB
# (validate/results/h200/place/partners.py): does L1's share follow the blocks
# that have such a partner?
# usage (on the GPU machine, repo root): bash cuda/run_partners.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
"$B" --experiment place --warps 8,16,32,64 --commit "$C" -o "$O/place.csv"
# the re-read at 64 warps cannot run (36 registers a thread allow 12 of its 16 blocks)
"$B" --experiment reread --warps 8,16,32 --commit "$C" -o "$O/reread-timed.csv"
if command -v ncu > /dev/null; then
    ncu --version | tail -1
    ncu_metrics "$O/metrics-gh100.txt" l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit \
        l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss lts__t_sectors_srcunit_tex_op_read \
        gpu__time_duration
    # --reps 1: a warm-up launch and a timed one per point, both profiled
    timeout 300 ncu --metrics "$M" --cache-control none --clock-control none -k regex:k_reread --csv \
        "$B" --experiment reread --warps 8,16,32 --reps 1 --commit "$C" -o "$O/bench-ncu-reread.csv" > "$O/ncu-reread.csv"
    gzip -9 "$O/ncu-reread.csv"
    rm -f "$O/metrics-gh100.txt"
fi
run_end
