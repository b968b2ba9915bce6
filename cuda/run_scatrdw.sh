#!/bin/bash
# One device call: random 4 B stores over 16/48/64 MiB beside 0-4 random loads
# from 1 GiB (lhsim-bench scatrd) at 8, 16 and 64 warps an SM (run_rereadb.sh
# has 32), timed, then under Nsight Compute (DRAM sectors read and written):
# how much of what L2 holds dirty its replacement spares, by how many warps
# store.
# usage (on the GPU machine, repo root): bash cuda/run_scatrdw.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
"$B" --experiment scatrd --warps 8,16,64 --commit "$C" -o "$O/scatrd.csv"
if command -v ncu > /dev/null; then
    ncu --version | tail -1
    ncu_metrics "$O/metrics-gh100.txt" dram__sectors_read dram__sectors_write \
        lts__t_sectors_srcunit_tex_op_read_lookup_hit lts__t_sectors_srcunit_tex_op_read_lookup_miss \
        lts__t_sectors_srcunit_tex_op_write gpu__time_duration
    # --reps 1: a warm-up launch and a timed one per point, both profiled
    timeout 240 ncu --metrics "$M" --cache-control none --clock-control none -k regex:k_scatrd --csv \
        "$B" --experiment scatrd --warps 8,16,64 --reps 1 --commit "$C" -o "$O/bench-ncu-scatrd.csv" > "$O/ncu-scatrd.csv"
    gzip -9 "$O/ncu-scatrd.csv"
    rm -f "$O/metrics-gh100.txt"
fi
run_end
