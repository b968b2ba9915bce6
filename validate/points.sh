#!/bin/bash
# validate/points.sh [RESULTS [WL]] -- the H200 kernel-family measurements as one
# family points file for lhsim validate compare/fit: one line per verified row
# of RESULTS/families/*.csv, RESULTS/families2/*.csv and the L2-resident
# copies of RESULTS/copyw/copyw.csv, with the workload
# file that describes its kernel (validate/workloads/, relative to RESULTS)
# and the footprint it ran over (0: the file's own); WL is validate/workloads
# relative to RESULTS (default ../../workloads).  Prints to stdout.
#   bash validate/points.sh validate/results/h200 > validate/results/h200/families-points.csv
set -euo pipefail
R=${1:-$(cd "$(dirname "$0")" && pwd)/results/h200}
WL=${2:-../../workloads}
D=$R/families
D2=$R/families2
echo "family,warps_per_sm,param,measured_gbps,workload,footprint_bytes"
awk -F, -v W="$WL" 'FNR == 1 { delete c; for (i = 1; i <= NF; i++) c[$i] = i; next }
  $c["verified"] != 1 { next }
  { e = $c["experiment"]; w = $c["warps_per_sm"]; k = $c["ilp"]; bw = $c["bandwidth_gbps"]; n = $c["note"]
    split(n, kv, "[=;]")
    if (e == "reread") print e "," w "," kv[2] "," bw "," W "/reread.wl," kv[2]
    else if (e == "strided") print e "," w "," kv[2] "," bw "," W "/strided-" kv[2] ".wl,0"
    else if (e == "store") print e "," w "," kv[2] "," bw "," W "/store-" kv[2] ".wl,0"
    else if (e == "copyk") print e "," w "," k "," bw "," W "/copy-k" k ".wl,0"
    else if (e == "copyw" && $c["footprint_bytes"] <= 16777216) print e "," w "," k "," bw "," W "/copy-k" k ".wl," $c["footprint_bytes"]
    else if (e == "fma" && kv[2] <= 48) print e "," w "," kv[2] "," bw "," W "/fma-" kv[2] ".wl,0"
    else if (e == "babel") print e "," w "," kv[2] "," bw "," W "/babel-" kv[2] ".wl,0"
    else if (e == "mix") print e "," w "," kv[2] ":" kv[4] "," bw "," W "/mix-" kv[2] "-" kv[4] ".wl,0"
    else if (e == "gather" || e == "scatter") print e "," w "," kv[2] "," bw "," W "/" e ".wl," kv[2] }' \
    "$D"/reread.csv "$D"/strided.csv "$D"/store.csv "$D"/copyk.csv "$D"/fma.csv \
    "$D2"/babel.csv "$D2"/mix.csv "$D2"/random.csv $([ -f "$R"/copyw/copyw.csv ] && echo "$R"/copyw/copyw.csv)
