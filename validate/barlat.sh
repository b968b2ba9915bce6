#!/bin/bash
# validate/barlat.sh [LHSIM] -- the H200's __syncthreads loops (results/h200/barlat,
# cuda/barlat.cu) against lhsim with the shipped H200 preset: k_bar8's cycles a
# barrier (workloads/barrier/bar8.wl) for each block layout, and k_barst's
# cycles a trip (its loop imported from barlat.sass with lhsim import).
# Prints CSV: kernel, warps per block, blocks per SM, measured median and
# largest, lhsim, lhsim's error against the median.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
L=${1:-$HERE/../build/lhsim}
R=$HERE/results/h200/barlat
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
"$L" import --sass "$R/barlat.sass" --kernel k_barst -o "$T/barst.wl" 2>/dev/null
MHZ=$(awk -F= '/^sm_clock_mhz/ { print $2 + 0 }' "$HERE/../model/gpus/h200.ini") # cycles from ns
echo "kernel,warps_per_block,blocks_per_sm,measured_median,measured_max,lhsim,error_pct"
tail -n +2 "$R/barlat.csv" | while IFS=, read -r k wpb bps w per med mx most dev; do
    if [ "$k" = k_bar8 ]; then wl=$HERE/workloads/barrier/bar8.wl; n=8; fp=(); else
        wl=$T/barst.wl; n=1; fp=(--footprint $((132 * bps * 16 * 32 * wpb * 4))); fi
    ns=$("$L" sim --gpu h200 --workload "$wl" --warps "$w" --block-warps "$wpb" "${fp[@]}" \
        --format csv --columns time_per_iter_ns -j 1 2>/dev/null | tail -1)
    awk -v k="$k" -v a="$wpb" -v b="$bps" -v m="$med" -v x="$mx" -v t="$ns" -v n="$n" -v f="$MHZ" \
        'BEGIN { c = t * f / 1000 / n; printf "%s,%d,%d,%.2f,%.2f,%.2f,%+.1f\n", k, a, b, m, x, c, 100 * (c / m - 1) }'
done
