#!/bin/bash
# One device call: the copy over an L2-resident footprint (copyw, 8 MiB per
# array) beside the same copy over DRAM (1 GiB per array; and copyk, the
# family's kernel) and the float4 stream, to tell where a store's cost at
# low occupancy comes from (the SM's store path or DRAM).
# usage (on the GPU machine, repo root): bash cuda/run_copyw.sh COMMIT [BENCH]
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
cuobjdump -sass "$B" | awk '/Function : .*k_copyw/{p=1} /Function : .*k_(fma|copyk|store|strided|reread|regs|fill|chase|stream)/{p=0} p' | gzip -c > "$O/sass_copyw.txt.gz"
"$B" --experiment copyw --warps 1,2,4,8,16,32 --ilp 1,4 --commit "$C" -o "$O/copyw.csv"
"$B" --experiment copyk --warps 1,2,4,8,16 --ilp 1,4 --commit "$C" -o "$O/copyk.csv"
"$B" --experiment stream --warps 1,2,4,8,16 --ilp 1,4 --width 16 --commit "$C" -o "$O/stream.csv"
nvidia-smi --query-gpu=$Q --format=csv,noheader >> "$O/nvidia-smi.csv"
date -u
