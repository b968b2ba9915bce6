#!/bin/bash
# One device call: rl1's random 4 B gathers with a probe thread per block
# timing a dependent chain of random loads (k_rcap_probe, lhsim-bench's
# rl1p) at 4, 16 and 32 warps per SM with L1 carved to 124 or 28 KiB, from
# 16 KiB, 8 MiB and 1 GiB: latency under load, on the loaded SMs.
# usage (on the GPU machine, repo root): bash cuda/run_rl1p.sh COMMIT [BENCH]
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
cuobjdump -sass -fun '_Z12k_rcap_probePKjjmPjS1_Py' "$B" | grep -v '^ *\/\* 0x' > "$O/k_rcap_probe.sass"
"$B" --experiment rl1p --warps 4,16,32 --commit "$C" -o "$O/rl1p.csv"
nvidia-smi --query-gpu=$Q --format=csv,noheader >> "$O/nvidia-smi.csv"
date -u
