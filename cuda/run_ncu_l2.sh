#!/bin/bash
# One device call: Nsight Compute's counters on the random 4 B gathers that
# leave L2 (rcap, all SMs and each SM its own share, 8 and 32 warps per SM,
# 4-256 MiB; random gathers and scatters at 32 warps): L2 hit rate, DRAM
# sectors, traffic between the two L2 partitions, L1 hit rate, per launch.
# What lhsim's L2 (two partitions, random replacement) is checked against.
# usage (on the GPU machine, repo root): bash cuda/run_ncu_l2.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
C=${1:-unknown}
O=${OUT:-/tmp/out}; mkdir -p "$O"
B=${2:-$(mktemp -d)/lhsim-bench} # built from this tree unless given (a reused machine may hold an older /tmp/lhsim-bench)
exec > >(tee "$O/log.txt") 2>&1
date -u
Q="name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,clocks.max.mem,temperature.gpu,power.draw"
nvidia-smi --query-gpu=$Q --format=csv > "$O/nvidia-smi.csv"
[ -x "$B" ] || nvcc -O3 -arch=sm_90 -std=c++17 -o "$B" cuda/bench.cu || exit 1
ncu --version | tail -1
# keep only the counters this ncu knows (names differ between versions)
ncu --query-metrics --chip gh100 > "$O/metrics-gh100.txt" 2>&1
WANT="lts__t_sector_hit_rate lts__t_sectors_srcunit_tex_op_read lts__t_sectors_srcunit_tex_op_read_lookup_hit
lts__t_sectors_srcunit_tex_op_read_lookup_miss lts__t_sectors_srcunit_ltcfabric lts__t_sectors_srcunit_tex
lts__t_requests_srcunit_tex_op_read dram__sectors_read dram__sectors_write l1tex__t_sector_hit_rate
lts__t_sectors_srcunit_tex_op_write gpu__time_duration lts__t_sectors_lookup_hit lts__t_sectors_lookup_miss"
M=""
for m in $WANT; do
    if grep -q "^$m " "$O/metrics-gh100.txt"; then
        case $m in *rate) s=.pct ;; *) s=.sum ;; esac
        M="$M${M:+,}$m$s"
    else echo "not on this ncu: $m"; fi
done
echo "metrics: $M"
# --reps 1: each point is one warm-up launch and one timed launch; both profiled
ncu --metrics "$M" --cache-control none -k regex:k_rcap --csv \
    "$B" --experiment rcap --warps 8,32 --reps 1 --commit "$C" -o "$O/rcap.csv" > "$O/ncu-rcap.csv"
ncu --metrics "$M" --cache-control none -k regex:k_rand --csv \
    "$B" --experiment random --warps 32 --reps 1 --commit "$C" -o "$O/random.csv" > "$O/ncu-random.csv"
nvidia-smi --query-gpu=$Q --format=csv,noheader >> "$O/nvidia-smi.csv"
date -u
