#!/bin/bash
# One device call: does a copy pay for where its lines lie?  k_linecopy
# (cuda/families9.cuh): 1 GiB of 128 B lines, reads and writes sequential or
# with consecutive lines 64 KiB apart (the tiled transpose's row pitch), at 8-64
# warps per SM, 1 or 4 lines a warp an iteration.  The SASS of k_linecopy.
# usage (on the GPU machine, repo root): bash cuda/run_linecopy.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_linecopy/{p=1} /Function : /&&!/k_linecopy/{p=0} p' > "$O/sass_linecopy.txt"
grep -E "Function :|LDG|STG" "$O/sass_linecopy.txt" | awk '/Function/{n=$0} /LDG|STG/{c[n" "$2]++} END{for (k in c) print c[k], k}' | sort
"$B" --experiment linecopy --warps 8,16,32,64 --ilp 1,4 --commit "$C" -o "$O/linecopy.csv"
run_end
