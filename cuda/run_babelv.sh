#!/bin/bash
# One device call: BabelStream's copy (k_babel<0>) beside three variants that
# change one feature each (k_babelv: & instead of %, one element an iteration,
# % over a power-of-two array) and k_copyk K=1,2,4, at 16-64 warps per SM: what
# makes BabelStream's copy 20% slower than k_copyk's?
# usage (on the GPU machine, repo root): bash cuda/run_babelv.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
# the SASS with its control words (lhsim import reads their stall counts)
cuobjdump -sass "$B" | awk '/Function : .*k_babel/{p=1} /Function : /&&!/k_babel/{p=0} p' > "$O/sass_babelv.txt"
"$B" --experiment babelv --warps 16,32,64 --commit "$C" -o "$O/babelv.csv"
"$B" --experiment copyk --warps 16,32,64 --ilp 1,2,4 --commit "$C" -o "$O/copyk.csv"
"$B" --experiment babeln --warps 32,64 --commit "$C" -o "$O/babeln.csv"
"$B" --experiment readn --warps 32,64 --commit "$C" -o "$O/readn.csv"
"$B" --experiment copyrw --warps 64 --commit "$C" -o "$O/copyrw.csv"
run_end
