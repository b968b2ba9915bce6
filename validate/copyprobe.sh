#!/bin/bash
# validate/copyprobe.sh [LHSIM [SIM-OPTION...]] -- where a copy's iteration goes: the H200's
# clock stamps in k_copyprobe (results/h200/copyprobe) against the same loop
# imported with its stamps (workloads/copyprobe/, each stamp an issue slot) in
# lhsim with the shipped H200 preset.  lhsim's stamps are the issue times of
# the three `S2UR ..., SR_CLOCKLO` in its warp trace (SM 0's warps, 60 us from
# when measuring starts, --trace-ns 60000): the first load's data in (the
# stamp after the STS of its word), the stores issued (after the last STG)
# and the trip (start to start), cycles at the preset's clock from the
# iteration's first stamp; and each side's useful GB/s.  Prints CSV.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
L=${1:-$HERE/../build/lhsim}
shift || true
EXTRA=("$@") # more lhsim sim options (e.g. --set memory.row_bytes=1024)
R=$HERE/results/h200/copyprobe
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
MHZ=$(awk -F= '/^sm_clock_mhz/ { print $2 + 0 }' "$HERE/../model/gpus/h200.ini")
echo "warps_per_sm,lanes,k,h200_first_in,h200_stores_issued,h200_trip,h200_gbps,lhsim_first_in,lhsim_stores_issued,lhsim_trip,lhsim_gbps"
for w in 4 8 16 32 64; do
    smem=$(awk -F, -v w="$w" '$1 == "copyk" && $2 == w && $3 == 1 { print $7 }' "$HERE/results/h200/families-points.csv")
    for k in 1 2 4; do
        for v in 1 4; do
            h=$(awk -F, -v w="$w" -v l=$((4 * v)) -v k="$k" 'NR > 1 && $4 == w && $5 == k && $6 == l {
                n = split($22, f, ";"); for (i = 1; i <= n; i++) { split(f[i], kv, "="); x[kv[1]] = kv[2] }
                print x["first_in_cycles"] "," x["stores_issued_cycles"] "," x["trip_cycles"] "," $12 }' "$R/copyprobe.csv")
            [ -n "$h" ] || continue
            wl=$HERE/workloads/copyprobe/copyprobe-$k-$v.wl
            # the stamps' instruction numbers (the trace's issue events name them)
            idx=$(awk 'BEGIN { n = 0 } /^(alu|ld|st|bar) / { if (/SR_CLOCKLO/) s = s (s == "" ? "" : ",") n; n++ } END { print s }' "$wl")
            gbps=$("$L" sim --gpu h200 ${EXTRA[@]+"${EXTRA[@]}"} --workload "$wl" --warps "$w" --smem-per-sm "$smem" --trace "$T/tr.csv" \
                --trace-ns 60000 --format csv --columns useful_gbps -j 1 2>/dev/null | tail -1)
            s=$(awk -F, -v f="$MHZ" -v idx="$idx" '
                BEGIN { split(idx, i, ",") }
                NR == 1 || $3 !~ /^issue/ { next }
                $4 == i[1] {
                    if (t1[$2] != "" && t2[$2] != "") {
                        n++; a += t1[$2] - t0[$2]; b += t2[$2] - t0[$2]; c += $1 - t0[$2]
                    }
                    t0[$2] = $1; t1[$2] = ""; t2[$2] = ""; next
                }
                $4 == i[2] && t0[$2] != "" { t1[$2] = $1; next }
                $4 == i[3] && t0[$2] != "" { t2[$2] = $1 }
                END { if (n) printf "%.1f,%.1f,%.1f", a / n * f / 1000, b / n * f / 1000, c / n * f / 1000 }' "$T/tr.csv")
            echo "$w,$((4 * v)),$k,$h,$s,$gbps"
        done
    done
done
