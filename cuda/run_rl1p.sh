#!/bin/bash
# One device call: rl1's random 4 B gathers with a probe thread per block
# timing a dependent chain of random loads (k_rcap_probe, lhsim-bench's
# rl1p) at 4, 16 and 32 warps per SM with L1 carved to 124 or 28 KiB, from
# 16 KiB, 8 MiB and 1 GiB: latency under load, on the loaded SMs.
# usage (on the GPU machine, repo root): bash cuda/run_rl1p.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass -fun '_Z12k_rcap_probePKjjmPjS1_Py' "$B" | grep -v '^ *\/\* 0x' > "$O/k_rcap_probe.sass"
"$B" --experiment rl1p --warps 4,16,32 --commit "$C" -o "$O/rl1p.csv"
run_end
