#!/bin/bash
# points.sh -- storekp.csv as a points file for lhsim validate compare
# (storekp-points.csv): 1 line apart runs storekp-pair.wl, 2-1024 lines apart
# storekp-apart.wl (validate/workloads/storekp/make.sh says why); the
# footprint is the one the kernel wraps at.  Measured GB/s: bytes stored a
# second (lhsim's useful_gbps).
set -euo pipefail
cd "$(dirname "$0")"
awk -F, 'NR == 1 { print "family,warps_per_sm,param,measured_gbps,workload,footprint_bytes"; next }
{
    n = split($NF, kv, ";"); fp = 0; d = 0
    for (i = 1; i <= n; i++) {
        split(kv[i], p, "=")
        if (p[1] == "footprint") fp = p[2]
        if (p[1] == "pair_lines_apart") d = p[2]
    }
    printf "storekp,%d,apart=%d,%s,../../../workloads/storekp/storekp-%s.wl,%s\n", $4, d, $12, (d == 1 ? "pair" : "apart"), fp
}' storekp.csv > storekp-points.csv
