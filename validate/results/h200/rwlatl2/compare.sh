#!/bin/bash
# compare.sh LHSIM -- the read loops over 8 MiB (L2) of rwlatl2.csv, 4 B and
# float4 lanes, against lhsim's (validate/workloads/rwlat/rwlat-read-4.wl and
# -16.wl, the same loops as in results/h200/rwlat/, one block a SM with 120 KiB
# of shared memory) -> compare.csv: lanes, warps, the H200's and lhsim's GB/s
# and ns a loop step and the error, the H200's probe (an L2 hit chased one at a
# time beside the loop: mean, p10, p90 in ns at 1980 MHz).  lhsim's probe
# chases DRAM only, so its side of the probe is not here.
set -euo pipefail
L=${1:?usage: compare.sh LHSIM}
D=$(cd "$(dirname "$0")" && pwd)
: > "$D/lhsim.tmp"
for lanes in 4 16; do
    W=$(awk -F, -v b=$lanes 'NR > 1 && $4 > 0 && $6 == b { printf "%s%s", s, $4; s = "," }' "$D/rwlatl2.csv")
    "$L" sim --gpu h200 --workload "$D/../../../workloads/rwlat/rwlat-read-$lanes.wl" --warps "$W" --footprint 8M \
        --smem-per-sm 123904 --format csv --columns warps_per_sm,useful_gbps,time_per_iter_ns -j 2 |
        awk -F, -v b=$lanes 'NR > 1 { print b "," $0 }' >> "$D/lhsim.tmp"
done
awk -F, 'NR == FNR { g[$1 "," $2] = $3; t[$1 "," $2] = $4; next }
    FNR == 1 { print "lanes,warps_per_sm,h200_gbps,lhsim_gbps,lhsim_err,h200_ns_per_step,lhsim_ns_per_step,h200_probe_ns,h200_probe_p10_ns,h200_probe_p90_ns"; next }
    { split($NF, kv, ";"); for (i in kv) { split(kv[i], p, "="); v[p[1]] = p[2] }
      c = 1.98; k = $6 "," $4
      if ($4 == 0) printf "-,0,,,,,,%.1f,%.1f,%.1f\n", v["probe_mean"] / c, v["probe_p10"] / c, v["probe_p90"] / c
      else printf "%d,%d,%.1f,%s,%+.3f,%.1f,%s,%.1f,%.1f,%.1f\n", $6, $4, $12, g[k], g[k] / $12 - 1, $13, t[k],
          v["probe_mean"] / c, v["probe_p10"] / c, v["probe_p90"] / c }' "$D/lhsim.tmp" "$D/rwlatl2.csv" > "$D/compare.csv"
rm -f "$D/lhsim.tmp"
cat "$D/compare.csv"
