#!/bin/bash
# One device call: a read's latency from DRAM beside a float4 stream that keeps
# K loads a warp in flight (k_rwlatk, cuda/families12.cuh): one block a SM of W
# background warps and the probe warp of k_rwlat, chasing a random ring of
# lines with __ldcg.  rwlatk.csv: a row a point (the probe's figures in the
# note column); rwlatk-sm.csv: per SM; rwlatk-ts.csv: the probe over the launch.  The SASS of k_rwlatk, and its loads
# and their first use in order (K loads before the first use).
# usage (on the GPU machine, repo root): bash cuda/run_rwlatk.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_rwlatk/{p=1} /Function : /&&!/k_rwlatk/{p=0} p' > "$O/sass_rwlatk.txt"
grep -E "Function :|LDG|LOP3|IADD3 R[0-9]+, R[0-9]+, R[0-9]+, R[0-9]+" "$O/sass_rwlatk.txt" | awk '/Function/{print} !/Function/{print "   ", $2, $3, $4}'
"$B" --experiment rwlatk --warps 8,16,24,31 --ilp 2,4,8 --commit "$C" -o "$O/rwlatk.csv"
# the same with the background's warps each started at its own iteration (rwlatks.csv,
# rwlatks-ts.csv): whether a launch's start-up excess is the warps' lockstep.  K = 2, 4
# only: k_rwlatk<8, 1> needs 63 registers and spills (ptxas -v)
"$B" --experiment rwlatks --warps 8,16,24,31 --ilp 2,4 --commit "$C" -o "$O/rwlatks.csv"
run_end
