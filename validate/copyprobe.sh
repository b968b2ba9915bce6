#!/bin/bash
# validate/copyprobe.sh [LHSIM] -- where a copy's iteration goes, the H200
# (results/h200/copyprobe: k_copyprobe's clock stamps) against lhsim's warp
# trace with the shipped H200 preset.  For each warp count and copy (lanes of
# 4 B: workloads/linecopy/linecopy-K-0.wl; of 16 B: workloads/copy-kK.wl), in
# cycles at the preset's clock, averaged over SM 0's warps and the iterations of
# a 60 us trace: the first load's data in (the loop's first load, as the
# H200's stamp), the last store issued (both from the
# iteration's first instruction) and the trip (start to start); the H200's
# stamps beside them, and both trips without the probe (the H200's copy of the
# same loop without stamps, lhsim's time_per_iter_ns).  The stamps change the
# H200's trip (at 4 B lanes by -26..+65 cycles: results/h200/copyprobe/).
# Prints CSV.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
L=${1:-$HERE/../build/lhsim}
R=$HERE/results/h200/copyprobe
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
MHZ=$(awk -F= '/^sm_clock_mhz/ { print $2 + 0 }' "$HERE/../model/gpus/h200.ini")
echo "warps_per_sm,lanes,k,h200_first_in,h200_stores_issued,h200_trip,h200_trip_unprobed,lhsim_first_in,lhsim_stores_issued,lhsim_trip,lhsim_trip_unprobed"
for w in 4 8 16 32 64; do
    smem=$(awk -F, -v w="$w" '$1 == "copyk" && $2 == w && $3 == 1 { print $7 }' "$HERE/results/h200/families-points.csv")
    for lk in 4:1 4:4 16:1 16:4; do
        lanes=${lk%:*} k=${lk#*:}
        probe=$(awk -F, -v w="$w" -v l="$lanes" -v k="$k" 'NR > 1 && $4 == w && $5 == k && $6 == l {
            n = split($22, f, ";"); for (i = 1; i <= n; i++) { split(f[i], kv, "="); v[kv[1]] = kv[2] }
            print v["first_in_cycles"] "," v["stores_issued_cycles"] "," v["trip_cycles"] }' "$R/copyprobe.csv")
        [ -n "$probe" ] || continue
        if [ "$lanes" = 4 ]; then
            wl=$HERE/workloads/linecopy/linecopy-$k-0.wl
            plain=$(awk -F, -v w="$w" -v k="$k" -v f="$MHZ" 'NR > 1 && $4 == w && $5 == k && $22 ~ /^mode=0;/ { printf "%.1f", $13 * f / 1000 }' "$R/linecopy.csv")
        else
            wl=$HERE/workloads/copy-k$k.wl
            plain=$(awk -F, -v w="$w" -v k="$k" -v f="$MHZ" 'NR > 1 && $4 == w && $5 == k { printf "%.1f", $13 * f / 1000 }' "$R/copyk.csv")
        fi
        ns=$("$L" sim --gpu h200 --workload "$wl" --warps "$w" --smem-per-sm "$smem" --trace "$T/tr.csv" \
            --trace-ns 60000 --format csv --columns time_per_iter_ns -j 1 2>/dev/null | tail -1)
        r0=$(awk '$1 == "ld" { sub(/^r/, "", $2); print $2; exit }' "$wl") # the first load's register
        sim=$(awk -F, -v K="$k" -v f="$MHZ" -v r0="$r0" '
            NR == 1 { next }
            $3 == "issue_st" { st[$2]++; last[$2] = $1; if (st[$2] % K == 0) after[$2] = 1; next }
            $3 == "return" { if (start[$2] != "" && fr[$2] == "" && $4 == r0) fr[$2] = $1; next }
            $3 ~ /^issue/ && after[$2] {
                after[$2] = 0
                if (start[$2] != "" && fr[$2] != "") {
                    n++; a += fr[$2] - start[$2]; b += last[$2] - start[$2]; c += $1 - start[$2]
                }
                start[$2] = $1; fr[$2] = ""
            }
            END { if (n) printf "%.1f,%.1f,%.1f", a / n * f / 1000, b / n * f / 1000, c / n * f / 1000 }' "$T/tr.csv")
        awk -v ns="$ns" -v f="$MHZ" -v p="$w,$lanes,$k,$probe,$plain,$sim" 'BEGIN { printf "%s,%.1f\n", p, ns * f / 1000 }'
    done
done
