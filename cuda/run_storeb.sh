#!/bin/bash
# One device call: do single-line stores (a warp's 4 B store one 128 B line)
# reach float4 stores' DRAM rate when the warps that write a row's
# neighbouring lines share a block, and so an SM?  k_storeb over 1 GiB and 8
# MiB, wrapping, at 8, 32 and 64 warps per SM in blocks of 1-32 warps, 4 B and
# float4 lanes.  The SASS of k_storeb.
# usage (on the GPU machine, repo root): bash cuda/run_storeb.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_storeb/{p=1} /Function : /&&!/k_storeb/{p=0} p' > "$O/sass_storeb.txt"
grep -E "Function :|STG" "$O/sass_storeb.txt" | awk '/Function/{n=$0} /STG/{c[n]++} END{for (k in c) print c[k], k}'
"$B" --experiment storeb --warps 8,32,64 --ilp 1,2,4,8,16,32 --commit "$C" -o "$O/storeb.csv"
"$B" --experiment storekm --warps 8,64 --ilp 1 --commit "$C" -o "$O/storekm.csv"
run_end
