#!/bin/bash
# One device call: the opcode latencies and loop trips of cuda/oplat.cu
# (one thread or one warp, clock64), with the SASS of every kernel.
# usage (on the GPU machine, repo root): bash cuda/run_oplat.sh COMMIT [OPLAT]
#   OPLAT: a prebuilt lhsim-oplat (nvcc -O3 -arch=sm_90 -std=c++17); built here if absent
set -u
C=${1:-unknown}
O=${OUT:-/tmp/out}; mkdir -p "$O"
B=${2:-/tmp/lhsim-oplat}
exec > >(tee "$O/log.txt") 2>&1
date -u
echo "commit $C"
Q="name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,clocks.max.mem,temperature.gpu,power.draw"
nvidia-smi --query-gpu=$Q --format=csv > "$O/nvidia-smi.csv"
[ -x "$B" ] || nvcc -O3 -arch=sm_90 -std=c++17 -o "$B" cuda/oplat.cu || exit 1
cuobjdump -sass "$B" > "$O/oplat.sass"  # with the control words (stall counts, barriers)
"$B" > "$O/oplat.csv"
nvidia-smi --query-gpu=$Q --format=csv,noheader >> "$O/nvidia-smi.csv"
cat "$O/oplat.csv"
date -u
