#!/bin/bash
# points.sh -- storeb.csv as a points file for lhsim validate compare
# (storeb-points.csv): each row's lanes pick the imported kernel
# (validate/workloads/storeb/, make.sh there), its footprint the one the
# kernel wraps at, its warps per block the block_warps column (the kernel has
# no barrier: lhsim only records it).  Measured GB/s are the bytes stored per
# second (lhsim's useful_gbps).
set -euo pipefail
cd "$(dirname "$0")"
awk -F, 'NR == 1 { print "family,warps_per_sm,param,measured_gbps,workload,footprint_bytes,block_warps"; next }
{
    n = split($NF, kv, ";"); fp = 0; wpb = 1
    for (i = 1; i <= n; i++) {
        split(kv[i], p, "=")
        if (p[1] == "footprint") fp = p[2]
        if (p[1] == "warps_per_block") wpb = p[2]
    }
    fam = "storeb" $6 (fp >= 1073741824 ? "" : "l2")
    printf "%s,%d,wpb=%d,%s,../../../workloads/storeb/storeb-%d.wl,%s,%d\n", fam, $4, wpb, $12, $6, fp, wpb
}' storeb.csv > storeb-points.csv
