#!/bin/bash
# One device call: does DRAM reward a warp's neighbouring lines only when its
# stores to them come within a few cycles?  k_storekd (a warp's K = 2 or 4 4 B
# stores an iteration to K consecutive lines, a sleep of 0-400 ns before each
# but the first) over 1 GiB, wrapping, at 16 and 64 warps per SM; float4-like
# when the sleep is 0 (k_storekc).  The SASS of k_storekd.
# usage (on the GPU machine, repo root): bash cuda/run_storekd.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_storekd/{p=1} /Function : /&&!/k_storekd/{p=0} p' > "$O/sass_storekd.txt"
grep -E "Function :|STG|NANOSLEEP" "$O/sass_storekd.txt" | awk '/Function/{n=$0} /STG/{c[n]++} /NANOSLEEP/{z[n]++} END{for (k in c) print c[k], "STG", z[k], "NANOSLEEP", k}'
"$B" --experiment storekd --warps 16,64 --ilp 2,4 --commit "$C" -o "$O/storekd.csv"
"$B" --experiment storekm --warps 16,64 --ilp 2,4 --commit "$C" -o "$O/storekm.csv"
run_end
