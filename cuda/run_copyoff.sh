#!/bin/bash
# One device call: is a part of the buffer slower than the rest, or does the
# size an array wraps at set a copy's rate wherever it lies?  BabelStream's copy
# (k_copyrw: c[i % nw] = a[i % nr]) with its arrays placed anywhere in the 4 GiB
# buffer (lhsim-bench --experiment copyoff), beside k_copyk K=1 and BabelStream's
# own copy, at 32 and 64 warps per SM; then the same copy with its arrays a few
# float4 off a line and wrapping a few float4 off a warp (--experiment copyalign).
# usage (on the GPU machine, repo root): bash cuda/run_copyoff.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
"$B" --experiment copyoff --warps 32,64 --commit "$C" -o "$O/copyoff.csv"
"$B" --experiment copyalign --warps 32,64 --commit "$C" -o "$O/copyalign.csv"
"$B" --experiment copyk --warps 32,64 --ilp 1 --commit "$C" -o "$O/copyk.csv"
"$B" --experiment babel --warps 32,64 --commit "$C" -o "$O/babel.csv"
# Nsight Compute on copyalign at 64 warps (--reps 1: a warm-up and a timed
# launch a point, both profiled; their times are not measurements): the DRAM
# and L2 sectors read and written for each alignment
WANT="gpu__time_duration dram__sectors_read dram__sectors_write
lts__t_sectors_srcunit_tex_op_read lts__t_sectors_srcunit_tex_op_write
lts__t_sectors_srcunit_tex_op_read_lookup_miss lts__t_sectors_srcunit_tex_op_write_lookup_miss
lts__t_requests_srcunit_tex_op_read lts__t_requests_srcunit_tex_op_write
dram__cycles_elapsed dram__cycles_active"
ncu_metrics /tmp/metrics-gh100.txt $WANT
ncu --metrics "$M" --cache-control none --clock-control none -k regex:"k_copyrw" --csv \
    "$B" --experiment copyalign --warps 64 --reps 1 --commit "$C" -o "$O/prof-copyalign.csv" | gzip > "$O/ncu-copyalign.csv.gz"
run_end
