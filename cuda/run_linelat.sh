#!/bin/bash
# One device call: one thread on each SM chases a random ring of lines and
# stamps every step (k_linelat): how a line's latency spreads at L1 (16 KiB),
# L2 (4 MiB, with and without L1) and DRAM (1 GiB, untouched lines).
# usage (on the GPU machine, repo root): bash cuda/run_linelat.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
# the SASS: each step's second clock read comes after the STS of the loaded value
cuobjdump -sass "$B" | awk '/Function : .*k_linelat/{p=1} /Function : /&&!/k_linelat/{p=0} p' > "$O/sass_linelat.txt"
"$B" --experiment linelat --commit "$C" -o "$O/linelat.csv"
run_end
