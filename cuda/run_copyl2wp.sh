#!/bin/bash
# One device call: k_copyrwp, the copy reading 1280 MiB and writing 16 MiB (which L2
# keeps) with its stores done, and the same SASS with them skipped (a flag the launch
# passes), at 1-64 warps a SM (copyl2wp.csv; cuda/families2.cuh), and its SASS.
# usage (on the GPU machine, repo root): bash cuda/run_copyl2wp.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function :/{p = ($3 ~ /k_copyrwp/)} p' > "$O/sass_copyrwp.txt"
grep -E "Function :|LDG|STG" "$O/sass_copyrwp.txt" | awk '/Function/{print} !/Function/{print "   ", $2, $3, $4}'
"$B" --experiment copyl2wp --warps 1,2,4,8,16,32,64 --commit "$C" -o "$O/copyl2wp.csv"
run_end
