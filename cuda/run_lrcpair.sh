#!/bin/bash
# One device call: two SMs read the same line (or two lines) D cycles apart,
# L2 otherwise idle (k_lrcpair_cl, k_lrcpair_far: cuda/families21.cuh): does the
# second read ride the first one pending in L2's request coalescer, and for how
# long?  lrcpair.csv: per pairing, mode and D, each warp's load trip (cycles).
# And the SASS (sass_lrcpair.txt.gz: clock read, load, shared store, clock read).
# usage (on the GPU machine, repo root): bash cuda/run_lrcpair.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_lrcpair/{p=1} /Function : /&&!/k_lrcpair/{p=0} p' > "$O/sass_lrcpair.txt"
grep -E "Function :|LDG|STS|CS2R|UCGABAR|BAR" "$O/sass_lrcpair.txt" | head -40
gzip -9 "$O/sass_lrcpair.txt"
"$B" --experiment lrcpair --commit "$C" -o "$O/lrcpair.csv"
"$B" --experiment lrcpair --commit "$C" -o "$O/lrcpair-repeat.csv"
run_end
