#!/bin/bash
# One device call: how long an L2 hit takes while the SM's other warps keep L2
# busy (lhsim-bench rwlatl2: a probe warp chasing a 4 MiB ring that L2 holds,
# beside 0-28 warps reading 4 B or float4 lanes over 8 MiB), for the re-read family's
# L2 rows (8-warp rows 10-17% fast in lhsim, 16-warp rows slow).
# usage (on the GPU machine, repo root): bash cuda/run_rwlatl2.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
"$B" --experiment rwlatl2 --warps 1,2,4,8,12,16,20,24,28 --commit "$C" -o "$O/rwlatl2.csv"
run_end
cd "$O" && tar czf rwlatl2.tgz --exclude=rwlatl2.tgz . && ls -la
