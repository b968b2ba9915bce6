#!/bin/bash
# One device call: what L2 and DRAM do with writes.  scatn: random 4 B
# scatters over 16-256 MiB (how much dirty data L2 keeps); ratom: random
# aligned blocks of 32-256 B read or written whole (what a DRAM write of part
# of a 64 B fetch costs against a whole one).  Timed runs, then Nsight
# Compute's DRAM and L2 counters on the same kernels (--reps 1).
# usage (on the GPU machine, repo root): bash cuda/run_writes.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_(scatn|ratom)/{p=1} /Function : /&&!/k_(scatn|ratom)/{p=0} p' | gzip > "$O/sass_writes.txt.gz"
"$B" --experiment scatn --warps 8,32 --commit "$C" -o "$O/scatn.csv"
"$B" --experiment ratom --warps 8,32 --commit "$C" -o "$O/ratom.csv"
nvidia-smi --query-gpu=$Q --format=csv,noheader >> "$O/nvidia-smi.csv"
M="dram__sectors_read.sum,dram__sectors_write.sum,lts__t_sectors_srcunit_tex_op_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_ltcfabric.sum,lts__t_sector_hit_rate.pct,gpu__time_duration.sum"
ncu --version | tail -1
ncu --metrics "$M" --cache-control none -k regex:k_scatn --csv \
    "$B" --experiment scatn --warps 32 --reps 1 --commit "$C" -o "$O/ncu-bench-scatn.csv" > "$O/ncu-scatn.csv"
ncu --metrics "$M" --cache-control none -k regex:k_ratom --csv \
    "$B" --experiment ratom --warps 32 --reps 1 --commit "$C" -o "$O/ncu-bench-ratom.csv" > "$O/ncu-ratom.csv"
gzip "$O"/ncu-scatn.csv "$O"/ncu-ratom.csv
run_end
