#!/bin/bash
# One device call for the kernel families (families.cuh): build, keep the
# SASS of the family kernels, run each family, record clocks before/after.
# usage (on the GPU machine, repo root): bash cuda/run_families.sh COMMIT
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
grep -A2 -E "k_(reread|strided|store|copyk|fma)" /tmp/ptxas.txt | grep -E "Compiling|registers" | head -40
cuobjdump -sass $B > /tmp/sass.txt
awk '/Function : .*k_(reread|strided|store|copyk|fma)/{p=1} /Function : .*k_(regs|copy[^k]|fill|build|spin|latency|chase|stream)/{p=0} p' /tmp/sass.txt > /tmp/sass_families.txt
# loads and stores in each family kernel's loop, in order (the SASS evidence)
awk '/Function :/{f=$3} /LDG|STG/{n[f]=n[f] " " $2} END{for (k in n) print k ":" n[k]}' /tmp/sass_families.txt
gzip -c /tmp/sass_families.txt > "$O/sass_families.txt.gz"
$B --experiment reread --warps 8,16,32,64 --commit "$C" -o "$O/reread.csv"
$B --experiment strided --warps 8,32,64 --commit "$C" -o "$O/strided.csv"
$B --experiment store --warps 8,32,64 --commit "$C" -o "$O/store.csv"
$B --experiment copyk --warps 1,2,4,8,16,32,64 --ilp 1,4 --commit "$C" -o "$O/copyk.csv"
$B --experiment fma --warps 16,64 --commit "$C" -o "$O/fma.csv"
nvidia-smi --query-gpu=$Q --format=csv,noheader >> "$O/nvidia-smi.csv"
date -u
