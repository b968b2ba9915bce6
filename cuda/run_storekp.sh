#!/bin/bash
# One device call: how far apart may one warp's two lines be and still be
# written at the float4 stores' DRAM rate?  k_storekp (a warp's two 4 B
# whole-line stores an iteration, one right after the other, to lines 1-1024
# apart: 128 B to 128 KiB) over 1 GiB, wrapping, at 16 and 64 warps per SM.
# The SASS of k_storekp.
# usage (on the GPU machine, repo root): bash cuda/run_storekp.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_storekp/{p=1} /Function : /&&!/k_storekp/{p=0} p' > "$O/sass_storekp.txt"
grep -E "Function :|STG" "$O/sass_storekp.txt" | awk '/Function/{n=$0} /STG/{c[n]++} END{for (k in c) print c[k], "STG", k}'
"$B" --experiment storekp --warps 16,64 --commit "$C" -o "$O/storekp.csv"
"$B" --experiment storekm --warps 16,64 --ilp 2 --commit "$C" -o "$O/storekm.csv"
run_end
