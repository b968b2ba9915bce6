#!/bin/bash
# One device call: the float4 re-read with one block of W warps an SM and L1's
# size set apart from W (lhsim-bench rereadb: 8, 16, 32 warps; L1 28, 60, 92,
# 124 KiB; 1, 4, 16 MiB and 1 GiB), beside the family's own re-read (W/4
# blocks an SM, L1 set by W) timed in the same call; then Nsight Compute on
# rereadb: L1's and L2's hit rates and the carve-out the driver took.  And
# random whole-line and sector stores, whole-line loads, over 128 MiB-4 GiB
# (ratomf, 32 warps): does a DRAM write cost less over a small footprint?
# And random 4 B stores over 16/48/64 MiB beside 0-4 random loads from 1 GiB
# (scatrd, 32 warps; Nsight Compute's DRAM sectors read and written): what a
# DRAM read costs among L2's write-backs.
# usage (on the GPU machine, repo root): bash cuda/run_rereadb.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
"$B" --experiment rereadb --warps 8,16,32 --commit "$C" -o "$O/rereadb.csv"
"$B" --experiment reread --warps 8,16,32 --commit "$C" -o "$O/reread.csv"
"$B" --experiment ratomf --warps 32 --commit "$C" -o "$O/ratomf.csv"
"$B" --experiment scatrd --warps 32 --commit "$C" -o "$O/scatrd.csv"
if command -v ncu > /dev/null; then
    ncu --version | tail -1
    WANT="l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss
lts__t_sectors_srcunit_tex_op_read_lookup_hit lts__t_sectors_srcunit_tex_op_read_lookup_miss
gpu__time_duration"
    ncu_metrics "$O/metrics-gh100.txt" $WANT
    # launch statistics are not in the query's list: asked for by name (once
    # more without them if this ncu refuses them)
    # --reps 1: a warm-up launch and a timed one per point, both profiled
    prof() {
        timeout 300 ncu --metrics "$1" --cache-control none --clock-control none -k regex:k_rereadb --csv \
            "$B" --experiment rereadb --warps 8,16,32 --reps 1 --commit "$C" -o "$O/bench-ncu.csv" > "$O/ncu-rereadb.csv"
    }
    prof "$M,launch__shared_mem_config_size,launch__occupancy_limit_shared_mem" ||
        { echo "ncu: again without the launch statistics"; prof "$M"; }
    gzip -9 "$O/ncu-rereadb.csv"
    # scatrd: what DRAM reads and writes, and what L2 hits, per point
    ncu_metrics "$O/metrics-gh100.txt" dram__sectors_read dram__sectors_write \
        lts__t_sectors_srcunit_tex_op_read_lookup_hit lts__t_sectors_srcunit_tex_op_read_lookup_miss \
        lts__t_sectors_srcunit_tex_op_write gpu__time_duration
    timeout 200 ncu --metrics "$M" --cache-control none --clock-control none -k regex:k_scatrd --csv \
        "$B" --experiment scatrd --warps 32 --reps 1 --commit "$C" -o "$O/bench-ncu-scatrd.csv" > "$O/ncu-scatrd.csv"
    gzip -9 "$O/ncu-scatrd.csv"
    rm -f "$O/metrics-gh100.txt"
fi
cuobjdump -sass -fun '_Z9k_rereadbILi4EEvPK5uint4mmPjS3_' "$B" > "$O/sass_rereadb.txt" 2>&1 || true
cuobjdump -sass "$B" 2>&1 | awk '/Function : .*k_scatrd/ {p = 1} p && /Function : / && !/k_scatrd/ {p = 0} p' > "$O/sass_scatrd.txt"
run_end
