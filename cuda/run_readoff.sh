#!/bin/bash
# One device call: a read-only stream (k_readn, two float4 an iteration) over a
# 1 GiB array that starts 0-384 B past 512 B, at 1-64 warps per SM: does a
# misaligned warp cost a read alone, and is the cost latency (few warps) or
# throughput (many)?  (BabelStream's copy 128 B off: -7% at 4 warps, babela/)
# readoffl2: the same over 8 MiB, which L2 holds: is the cost DRAM's?
# usage (on the GPU machine, repo root): bash cuda/run_readoff.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
"$B" --experiment readoff --warps 1,2,4,8,16,32,64 --commit "$C" -o "$O/readoff.csv"
"$B" --experiment readoffl2 --warps 8,16,32,64 --commit "$C" -o "$O/readoffl2.csv"
run_end
