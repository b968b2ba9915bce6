#!/bin/bash
# sim.sh LHSIM [--set K=V ...] -- lhsim's side of l1rate.csv: each k_l1rate<G,0> imported
# from sass_l1rate.txt.gz (its four loads made pattern=random group=G spread=own: G lanes
# a line, side by side, each SM within its own 16 KiB), run with the H200 preset (the
# H100's SM is the same) at the row's warps and shared memory -> stdout as CSV:
# warps, lanes a line, the measured GB/s, lhsim's, the error.  DATA=DIR: another GPU's run
# (its l1rate.csv and sass_l1rate.txt.gz; the H200's: validate/results/h200/l1rate).
set -eu
B=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shift
D=${DATA:-$(cd "$(dirname "$0")" && pwd)}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
zcat "$D/sass_l1rate.txt.gz" > "$T/sass.txt"
echo "warps_per_sm,lanes_per_line,measured_gbps,sim_gbps,err_pct"
awk -F, 'NR>1 { n = split($NF, kv, ";"); for (i = 1; i <= n; i++) { split(kv[i], p, "="); v[p[1]] = p[2] }
    if (v["spread"] == 0) print $4, v["lanes_per_line"], v["smem_per_sm"], $12 }' "$D/l1rate.csv" |
while read -r w g sm gb; do
    [ -f "$T/$g.wl" ] || {
        "$B" import --sass "$T/sass.txt" --kernel "k_l1rate<$g,0>" --name "l1rate-$g" -o "$T/$g.wl" 2>/dev/null
        sed -i -E "s/^(ld r[0-9]+ R[0-9_]+ width=4)/\1 pattern=random group=$g spread=own/" "$T/$g.wl"
    }
    s=$("$B" sim --gpu h200 "$@" --workload "$T/$g.wl" --warps "$w" --footprint 2162688 --smem-per-sm "$sm" \
        --format csv 2>/dev/null | awk -F, 'NR==2{print $25}')
    echo "$w,$g,$gb,$s" | awk -F, '{printf "%s,%s,%s,%s,%+.1f\n", $1, $2, $3, $4, ($4 / $3 - 1) * 100}'
done
