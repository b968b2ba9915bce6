#!/bin/bash
# One device call: BabelStream's four kernels with aligned arrays (babela: each
# 1362 MiB, 1366 MiB apart, as separately allocated arrays lie), the copy with
# its read or written array 16-256 B off 512 B (babelal), and beside them the
# first layout (babel: thirds of the buffer, misaligned) and k_copyk.
# usage (on the GPU machine, repo root): bash cuda/run_babela.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
# the SASS with its control words (the kernels lhsim import reads; loads and
# stores before their first use as the families' check wants)
cuobjdump -sass "$B" | awk '/Function :/{p = ($3 ~ /k_babel/)} p' | grep -v '^ *\/\* 0x' | gzip -c > "$O/sass_babel.txt.gz"
"$B" --experiment babela --warps 1,2,4,8,16,32,64 --commit "$C" -o "$O/babela.csv"
"$B" --experiment babelal --warps 4,8,16,32,64 --commit "$C" -o "$O/babelal.csv"
"$B" --experiment babel --warps 1,2,4,8,16,32,64 --commit "$C" -o "$O/babel.csv"
"$B" --experiment copyk --warps 1,2,4,8,16,32,64 --ilp 1,4 --commit "$C" -o "$O/copyk.csv"
run_end
