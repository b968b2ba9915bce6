#!/bin/bash
# One device call: when each of a warp's K float4 loads comes back (k_arrive:
# the re-read's loop with a clock read after each load's data is in), at 1-32
# warps per SM and K = 1, 2, 4, 8 over 16 KiB (L1), 4 MiB (L2) and 1 GiB (DRAM).
# usage (on the GPU machine, repo root): bash cuda/run_arrive.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
# the SASS: the first clock read before the K loads; after each load an STS of
# its first word, then a clock read
cuobjdump -sass "$B" | awk '/Function : .*k_arrive/{p=1} /Function : /&&!/k_arrive/{p=0} p' > "$O/sass_arrive.txt"
"$B" --experiment arrive --warps 1,2,4,8,16,32 --ilp 1,2,4,8 --commit "$C" -o "$O/arrive.csv"
run_end
