#!/bin/bash
# One device call for SASS import and whole-launch time: the SASS fixtures
# (tests/sass/), axpy with K float4 per thread, launch times at awkward grids.
# usage (on the GPU machine, repo root): bash cuda/run_import.sh COMMIT
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
grep -A2 -E "k_(axpy|launch)" /tmp/ptxas.txt | grep -E "Compiling|registers"
cuobjdump -sass $B > /tmp/sass.txt
awk '/Function :/{p = ($3 ~ /k_(axpy|launch|copyk|stream|chase|fma|strided|store|reread)/)} p' /tmp/sass.txt > "$O/bench.sass"
nvcc -cubin -arch=sm_90 -O3 -o /tmp/textbook.cubin cuda/textbook.cu
cuobjdump -sass /tmp/textbook.cubin > "$O/textbook.sass"
nvdisasm /tmp/textbook.cubin > "$O/textbook.nvdisasm" 2>&1 || echo "nvdisasm failed"
nvdisasm -c /tmp/textbook.cubin > "$O/textbook-c.nvdisasm" 2>&1 || echo "nvdisasm -c failed"
wc -c "$O"/*.sass "$O"/*.nvdisasm
$B --experiment axpy --warps 1,2,4,8,16,32,64 --ilp 1,2,4,8 --commit "$C" -o "$O/axpy.csv"
$B --experiment launch --commit "$C" -o "$O/launch.csv"
nvidia-smi --query-gpu=$Q --format=csv,noheader >> "$O/nvidia-smi.csv"
date -u
