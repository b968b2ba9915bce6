#!/bin/bash
# One device call: random 4 B gathers (k_rcap<0>, the kernel of families3's
# rcap) at 4-32 warps per SM with the shared memory padded so that L1 gets
# 124, 92, 60 or 28 KiB, from 8 MiB (L2) and 1 GiB (DRAM): lhsim-bench's rl1.
# usage (on the GPU machine, repo root): bash cuda/run_rl1.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass -fun '_Z6k_rcapILi0EEvPKjjmPjS2_' "$B" | grep -v '^ *\/\* 0x' > "$O/k_rcap0.sass"
"$B" --experiment rl1 --warps 4,8,12,16,32 --commit "$C" -o "$O/rl1.csv"
run_end
