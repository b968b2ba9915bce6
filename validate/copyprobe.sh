#!/bin/bash
# validate/copyprobe.sh [LHSIM [SIM-OPTION...]] -- where a copy's iteration
# goes: the H200's clock stamps in k_copyprobe and k_copyprobe2
# (results/h200/copyprobe, run2/) against the same loops imported with their
# stamps (workloads/copyprobe/, each `S2UR ..., SR_CLOCKLO` an issue slot) in
# lhsim with the shipped H200 preset.  lhsim's stamps are the issue times of
# the stamps in its warp trace (SM 0's warps, 60 us from when measuring starts:
# --trace-ns 60000).  Per row, cycles at the preset's clock from the
# iteration's first stamp, colon-separated: k_copyprobe's first load in, stores
# issued, trip; k_copyprobe2's loads 0..K-1 in (each stamp: that load and the
# ones before it), stores issued, trip; then each side's useful GB/s.
# SIM-OPTIONs go to every lhsim sim (e.g. --set memory.row_bytes=512).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
L=${1:-$HERE/../build/lhsim}
shift || true
EXTRA=("$@")
R=$HERE/results/h200/copyprobe
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
MHZ=$(awk -F= '/^sm_clock_mhz/ { print $2 + 0 }' "$HERE/../model/gpus/h200.ini")
# lhsim's stamps for workload $1 at $2 warps per SM with $3 B of shared memory
stamps() {
    local idx g
    idx=$(awk 'BEGIN { n = 0 } /^(alu|ld|st|bar) / { if (/SR_CLOCKLO/) s = s (s == "" ? "" : ",") n; n++ } END { print s }' "$1")
    g=$("$L" sim --gpu h200 ${EXTRA[@]+"${EXTRA[@]}"} --workload "$1" --warps "$2" --smem-per-sm "$3" \
        --trace "$T/tr.csv" --trace-ns 60000 --format csv --columns useful_gbps -j 1 2>/dev/null | tail -1)
    awk -F, -v f="$MHZ" -v idx="$idx" -v g="$g" '
        BEGIN { m = split(idx, I, ","); for (j = 1; j <= m; j++) pos[I[j]] = j }
        NR == 1 || $3 !~ /^issue/ || !($4 in pos) { next }
        { j = pos[$4] }
        j == 1 {
            if (t[$2, 1] != "" && got[$2] == m - 1) {
                n++; for (q = 2; q <= m; q++) a[q] += t[$2, q] - t[$2, 1]; a[m + 1] += $1 - t[$2, 1]
            }
            t[$2, 1] = $1; got[$2] = 0; next
        }
        t[$2, 1] != "" { t[$2, j] = $1; got[$2]++ }
        END {
            for (q = 2; q <= m + 1; q++) s = s (q > 2 ? ":" : "") sprintf("%.0f", n ? a[q] / n * f / 1000 : 0)
            printf "%s,%.1f", s, g
        }' "$T/tr.csv"
}
echo "kernel,warps_per_sm,k,variant,h200_stamps,lhsim_stamps,h200_gbps,lhsim_gbps"
for w in 4 8 16 32 64; do
    smem=$(awk -F, -v w="$w" '$1 == "copyk" && $2 == w && $3 == 1 { print $7 }' "$HERE/results/h200/families-points.csv")
    tail -n +2 "$R/copyprobe.csv" | awk -F, -v w="$w" '$4 == w' | while IFS=, read -r -a c; do
        k=${c[4]} v=$((c[5] / 4))
        h=$(echo "${c[21]}" | awk -F';' '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); x[kv[1]] = kv[2] }
            printf "%.0f:%.0f:%.0f", x["first_in_cycles"], x["stores_issued_cycles"], x["trip_cycles"] }')
        s=$(stamps "$HERE/workloads/copyprobe/copyprobe-$k-$v.wl" "$w" "$smem")
        echo "copyprobe,$w,$k,lanes=$((4 * v)),$h,${s%,*},${c[11]},${s##*,}"
    done
    tail -n +2 "$R/run2/copyprobe2.csv" | awk -F, -v w="$w" '$4 == w' | while IFS=, read -r -a c; do
        k=${c[4]}
        a=$(echo "${c[21]}" | sed -E 's/.*adjacent=([01]).*/\1/')
        h=$(echo "${c[21]}" | awk -F';' '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); x[kv[1]] = kv[2] }
            n = split(x["in_cycles"], v, ":"); for (i = 1; i <= n; i++) printf "%.0f:", v[i]
            printf "%.0f:%.0f", x["stores_issued_cycles"], x["trip_cycles"] }')
        s=$(stamps "$HERE/workloads/copyprobe/copyprobe2-$k-$a.wl" "$w" "$smem")
        echo "copyprobe2,$w,$k,$([ "$a" = 1 ] && echo side_by_side || echo grid_apart),$h,${s%,*},${c[11]},${s##*,}"
    done
done
