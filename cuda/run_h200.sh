#!/bin/bash
# One device call: build, disassemble, run every experiment, pack results.
# usage (on the GPU machine, repo root): bash cuda/run_h200.sh COMMIT
set -u
C=${1:-unknown}
O=${OUT:-/tmp/out}; mkdir -p "$O/r"
R=$O/r
B=/tmp/lhsim-bench
exec > >(tee "$R/log.txt") 2>&1
date -u
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,clocks.max.mem,temperature.gpu,power.draw --format=csv > "$R/nvidia-smi-before.csv"
nvcc --version | tail -2
nvcc -O3 -arch=sm_90 -std=c++17 -Xptxas -v -o $B cuda/bench.cu 2> "$R/ptxas.txt" || { cat "$R/ptxas.txt"; exit 1; }
cuobjdump -sass $B > /tmp/sass.txt && python3 cuda/check_sass.py /tmp/sass.txt > "$R/sass_check.csv"
awk "/Function : .*k_(stream|chase)/{p=1} /Function : .*k_(regs|copy|fill|build|spin|latency)/{p=0} p" /tmp/sass.txt > "$R/sass_kernels.txt"
$B --experiment props -o "$R/props.csv"
$B --experiment occupancy --commit "$C" -o "$R/occupancy.csv"
$B --experiment latency --commit "$C" -o "$R/latency.csv"
$B --experiment copy --commit "$C" -o "$R/copy.csv"
$B --experiment chase --warps 1,2,4,8,12,16,24,32,48,64 --ilp 1,2,4,8,16,32 --commit "$C" -o "$R/chase.csv"
$B --experiment stream --warps 1,2,4,8,12,16,24,32,48,64 --ilp 1,2,4,8,16 --width 4,8,16 --commit "$C" -o "$R/stream.csv"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,clocks.max.mem,temperature.gpu,power.draw --format=csv > "$R/nvidia-smi-after.csv"
date -u
cd "$O" && tar czf results.tar.gz r && cp r/log.txt log.txt
