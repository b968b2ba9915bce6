#!/bin/bash
# One device call for the third round of kernel families (families3.cuh):
# the FMA loop unrolled 1-8 times (fmau), random whole and half sectors,
# loaded and stored (rsec), random gathers over 4-256 MiB, shared by all SMs
# or each SM's own (rcap).
# usage (on the GPU machine, repo root): bash cuda/run_families3.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" > /tmp/sass.txt
awk '/Function :/{p = ($3 ~ /k_(fmau|rsec|rcap)/)} p' /tmp/sass.txt | grep -v '^ *\/\* 0x' > "$O/families3.sass"
"$B" --experiment fmau --warps 16,64 --commit "$C" -o "$O/fmau.csv"
"$B" --experiment rsec --warps 8,32 --commit "$C" -o "$O/rsec.csv"
"$B" --experiment rcap --warps 8,32 --commit "$C" -o "$O/rcap.csv"
run_end
