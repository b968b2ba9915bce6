#!/bin/bash
# One device call: write-only float4 stores over an L2-resident footprint (8
# MiB) and over DRAM (1 GiB), k_storew, with the L2-resident copy (copyw) in
# the same run: the rate at which L2 takes whole-line writes, beside reads.
# usage (on the GPU machine, repo root): bash cuda/run_storew.sh COMMIT [BENCH]
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
md5sum "$B"
# the SASS with its control words (lhsim import reads their stall counts)
cuobjdump -sass "$B" | awk '/Function : .*k_storew/{p=1} /Function : /&&!/k_storew/{p=0} p' > "$O/sass_storew.txt"
"$B" --experiment storew --warps 1,2,4,8,16,32,64 --ilp 1,4 --commit "$C" -o "$O/storew.csv"
"$B" --experiment copyw --warps 8,16,32 --ilp 1,4 --commit "$C" -o "$O/copyw.csv"
"$B" --experiment storewsm --warps 4,16 --commit "$C" -o "$O/storewsm.csv"
nvidia-smi --query-gpu=$Q --format=csv,noheader >> "$O/nvidia-smi.csv"
date -u
