#!/bin/bash
# One device call for the second round of kernel families (families2.cuh):
# BabelStream's four, read/write mixes, random gathers and scatters.
# usage (on the GPU machine, repo root): bash cuda/run_families2.sh COMMIT
set -u
C=${1:-unknown}
O=${OUT:-/tmp/out}; mkdir -p "$O"
B=/tmp/lhsim-bench
exec > >(tee "$O/log.txt") 2>&1
date -u
Q="name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,clocks.max.mem,temperature.gpu,power.draw"
nvidia-smi --query-gpu=$Q --format=csv > "$O/nvidia-smi.csv"
nvcc --version | tail -2
nvcc -O3 -arch=sm_90 -std=c++17 -Xptxas -v -o $B cuda/bench.cu 2> /tmp/ptxas.txt || { cat /tmp/ptxas.txt; exit 1; }
cuobjdump -sass $B > /tmp/sass.txt
awk '/Function :/{p = ($3 ~ /k_(babel|mix|random)/)} p' /tmp/sass.txt | grep -v '^ *\/\* 0x' | gzip -c > "$O/sass_families2.txt.gz"
[ -z "${ONLY_MIX:-}" ] && $B --experiment babel --warps 1,2,4,8,16,32,64 --commit "$C" -o "$O/babel.csv"
$B --experiment mix --warps 1,4,16,64 --commit "$C" -o "$O/mix.csv"
[ -z "${ONLY_MIX:-}" ] && $B --experiment random --warps 8,32,64 --commit "$C" -o "$O/random.csv"
nvidia-smi --query-gpu=$Q --format=csv,noheader >> "$O/nvidia-smi.csv"
date -u
