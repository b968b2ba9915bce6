#!/bin/bash
# compare.sh LHSIM -- the float4 read loop over 8 MiB (L2) of rwlatl2.csv against
# lhsim's (validate/workloads/rwlat/rwlat-read-16.wl, the same loop as in
# results/h200/rwlat/, one block a SM with 120 KiB of shared memory) -> compare.csv:
# warps, the H200's and lhsim's GB/s and error, the H200's probe (an L2 hit
# chased one at a time beside the loop: mean, p10, p90 in ns at 1980 MHz).
# lhsim's probe chases DRAM only, so its side of the probe is not here.
set -euo pipefail
L=${1:?usage: compare.sh LHSIM}
D=$(cd "$(dirname "$0")" && pwd)
W=$(awk -F, 'NR > 1 && $4 > 0 { printf "%s%s", s, $4; s = "," }' "$D/rwlatl2.csv")
"$L" sim --gpu h200 --workload "$D/../../../workloads/rwlat/rwlat-read-16.wl" --warps "$W" --footprint 8M \
    --smem-per-sm 123904 --format csv --columns warps_per_sm,useful_gbps -j 2 > "$D/lhsim.tmp"
awk -F, 'NR == FNR { if (FNR > 1) g[$1] = $2; next }
    FNR == 1 { print "warps_per_sm,h200_gbps,lhsim_gbps,lhsim_err,h200_probe_ns,h200_probe_p10_ns,h200_probe_p90_ns"; next }
    { split($NF, kv, ";"); for (i in kv) { split(kv[i], p, "="); v[p[1]] = p[2] }
      c = 1.98; w = $4
      printf "%d,%.1f,%s,%s,%.1f,%.1f,%.1f\n", w, $12, (w in g) ? g[w] : "", (w in g) ? sprintf("%+.3f", g[w] / $12 - 1) : "",
          v["probe_mean"] / c, v["probe_p10"] / c, v["probe_p90"] / c }' "$D/lhsim.tmp" "$D/rwlatl2.csv" > "$D/compare.csv"
rm -f "$D/lhsim.tmp"
cat "$D/compare.csv"
