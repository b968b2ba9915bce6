#!/bin/bash
# One device call: do single-line stores that hand DRAM a row's lines together
# run as fast as float4 stores?  k_storekc (K 4 B whole-line stores a thread,
# a warp's K to K consecutive lines) against k_storekm (K lines a grid apart)
# over 8 MiB and 1 GiB, wrapping, at 8-64 warps per SM.  The SASS of k_storekc.
# usage (on the GPU machine, repo root): bash cuda/run_storekc.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_storekc/{p=1} /Function : /&&!/k_storekc/{p=0} p' > "$O/sass_storekc.txt"
grep -E "Function :|STG" "$O/sass_storekc.txt" | awk '/Function/{n=$0} /STG/{c[n]++} END{for (k in c) print c[k], k}'
"$B" --experiment storekc --warps 8,16,32,64 --ilp 1,2,4,8 --commit "$C" -o "$O/storekc.csv"
"$B" --experiment storekm --warps 8,16,32,64 --ilp 1,2,4,8 --commit "$C" -o "$O/storekm.csv"
run_end
