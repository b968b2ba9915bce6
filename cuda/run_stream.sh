#!/bin/bash
# Second H200 call: the stream sweep again after the load-order fix, with its SASS check.
set -u
C=${1:-unknown}
O=${OUT:-/tmp/out}; mkdir -p "$O/r"; R=$O/r; B=/tmp/lhsim-bench
exec > >(tee "$R/log-stream.txt") 2>&1
date -u
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv > "$R/nvidia-smi-stream.csv"
nvcc -O3 -arch=sm_90 -std=c++17 -Xptxas -v -o $B cuda/bench.cu 2> "$R/ptxas.txt" || { cat "$R/ptxas.txt"; exit 1; }
cuobjdump -sass $B > /tmp/sass.txt && python3 cuda/check_sass.py /tmp/sass.txt > "$R/sass_check.csv"
awk "/Function : .*k_(stream|chase)/{p=1} /Function : .*k_(regs|copy|fill|build|spin|latency)/{p=0} p" /tmp/sass.txt > "$R/sass_kernels.txt"
cat "$R/sass_check.csv"
$B --experiment stream --warps 1,2,4,8,12,16,24,32,48,64 --ilp 1,2,4,8,16 --width 4,8,16 --commit "$C" -o "$R/stream.csv"
date -u
cd "$O" && tar czf results.tar.gz r
