#!/bin/bash
# One device call: does a line come back from DRAM sooner when it lies near
# the one before?  (lhsim-bench seqlat: one thread or one warp chasing rings
# of 128 B lines over 1 GiB in random, strided and windowed orders; the
# float stream's latency-bound rows against the random chase's.)
# usage (on the GPU machine, repo root): bash cuda/run_seqlat.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_seqlat/{p=1} p&&/Function : / && !/k_seqlat/{p=0} p' > "$O/sass_seqlat.txt"
"$B" --experiment seqlat --commit "$C" -o "$O/seqlat.csv"
run_end
cd "$O" && tar czf seqlat.tgz --exclude=seqlat.tgz . && ls -la
