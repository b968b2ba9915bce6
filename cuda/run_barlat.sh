#!/bin/bash
# One device call: what __syncthreads costs (cuda/barlat.cu: blocks of 1-32
# warps, 1-8 blocks per SM, clock64), with the SASS of both kernels.
# usage (on the GPU machine, repo root): bash cuda/run_barlat.sh COMMIT [BARLAT]
#   BARLAT: a prebuilt lhsim-barlat (nvcc -O3 -arch=sm_90 -std=c++17); built here if absent
set -u
C=${1:-unknown}
O=${OUT:-/tmp/out}; mkdir -p "$O"
B=${2:-$(mktemp -d)/lhsim-barlat}
exec > >(tee "$O/log.txt") 2>&1
date -u
echo "commit $C"
Q="name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,clocks.max.mem,temperature.gpu,power.draw"
nvidia-smi --query-gpu=$Q --format=csv > "$O/nvidia-smi.csv"
[ -x "$B" ] || nvcc -O3 -arch=sm_90 -std=c++17 -o "$B" cuda/barlat.cu || exit 1
md5sum "$B"
cuobjdump -sass "$B" > "$O/barlat.sass"
grep -c "BAR.SYNC" "$O/barlat.sass"
"$B" > "$O/barlat.csv"
nvidia-smi --query-gpu=$Q --format=csv,noheader >> "$O/nvidia-smi.csv"
cat "$O/barlat.csv"
date -u
