#!/bin/bash
# validate/families.sh LHSIM [GPU] [OUTDIR] [REGEX] -- the H200 kernel families
# (validate/results/h200/families/ and families2/) against lhsim: each measured row is
# simulated with the workload file that describes its kernel
# (validate/workloads/), and the useful bandwidth compared.  Writes
# OUTDIR/compare.csv and prints the error per family (median, max).
# REGEX picks rows by 'family,warps,param' (e.g. '^reread,16,8388608$').
# This is a first check of the memory-hierarchy mechanisms, not a fit.
set -euo pipefail
L=$1
GPU=${2:-h200}
HERE=$(cd "$(dirname "$0")" && pwd)
WL=$HERE/workloads
O=${3:-$HERE/results/h200/families}
PICK=${4:-.}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# one line per measured row: family,warps,param,measured_gbps,workload,extra options
# (the rows validate/points.sh writes, workload paths made absolute)
bash "$HERE/points.sh" "$HERE/results/h200" "$WL" | awk -F, 'NR > 1 {
    print $1 "," $2 "," $3 "," $4 "," $5 "," ($6 > 0 ? "--footprint " $6 : "") ($7 != "" ? " --smem-per-sm " $7 : "") }' |
    awk -F, -v re="$PICK" '($1 "," $2 "," $3) ~ re' >"$tmp/rows"
echo "family,warps_per_sm,param,measured_gbps,sim_useful_gbps,sim_dram_gbps,l2_hit,err" >"$tmp/out"
n=$(wc -l <"$tmp/rows")
i=0
while IFS=, read -r fam w param meas wl extra; do
    i=$((i + 1))
    printf '\r  %d/%d %s W=%s %s   ' "$i" "$n" "$fam" "$w" "$param" >&2
    # shellcheck disable=SC2086
    "$L" sim --gpu "$GPU" --workload "$wl" --warps "$w" $extra --format csv -o "$tmp/p.csv" 2>/dev/null
    awk -F, -v f="$fam" -v w="$w" -v p="$param" -v m="$meas" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        { u = $c["useful_gbps"]; printf "%s,%s,%s,%s,%s,%s,%s,%.4f\n", f, w, p, m, u, $c["bandwidth_gbps"], $c["l2_hit"], (u - m) / m }' \
        "$tmp/p.csv" >>"$tmp/out"
done <"$tmp/rows"
printf '\r%60s\r' '' >&2
mkdir -p "$O"
cp "$tmp/out" "$O/compare.csv"
awk -F, 'NR > 1 { e = $8 < 0 ? -$8 : $8; n[$1]++; v[$1, n[$1]] = e; if (e > mx[$1]) mx[$1] = e }
  END { printf "%-8s %4s %8s %8s\n", "family", "n", "median", "max"
        for (f in n) { k = n[f]; for (i = 1; i <= k; i++) a[i] = v[f, i]
          for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
          med = k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
          printf "%-8s %4d %7.1f%% %7.1f%%\n", f, k, 100 * med, 100 * mx[f] } }' "$O/compare.csv"
