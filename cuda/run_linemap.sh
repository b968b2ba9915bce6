#!/bin/bash
# One device call: which lines does each SM reach through the far L2 half?
# (k_linemap, cuda/families16.cuh): each SM's thread chases its own 512 KiB of
# untouched lines, each step stamped and labelled L2 hit / near / far.
# usage (on the GPU machine, repo root): bash cuda/run_linemap.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
# the SASS: each step's second clock read comes after the STS of the loaded value
cuobjdump -sass "$B" | awk '/Function : .*k_linemap/{p=1} /Function : /&&!/k_linemap/{p=0} p' > "$O/sass_linemap.txt"
grep -E "LDG|CS2R|S2UR|STS" "$O/sass_linemap.txt" | head -8
"$B" --experiment linemap --commit "$C" -o "$O/linemap.csv"
run_end
