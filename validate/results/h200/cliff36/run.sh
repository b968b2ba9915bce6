#!/bin/bash
# run.sh LHSIM -- the float4 re-read (validate/workloads/reread.wl, K = 4) at
# 8, 16, 32 warps per SM over 32, 64, 100, 128 MiB, measured for at most 200
# (the default), 1000 and 4000 batches with a tolerance no run reaches, so
# that each runs its whole length: drift.csv (README.md sets it beside the
# H200's timed rate and L2 hit rate from ../ncu-reread/summary.csv).
set -euo pipefail
L=${1:?usage: run.sh LHSIM}
D=$(cd "$(dirname "$0")" && pwd)
W=$D/../../../workloads/reread.wl
echo "max_batches,warps_per_sm,footprint_bytes,useful_gbps,l2_hit,requests" > "$D/drift.csv.tmp"
for mb in 200 1000 4000; do
    for fp in 33554432 67108864 100663296 134217728; do
        "$L" sim --gpu h200 --workload "$W" --footprint "$fp" --warps 8,16,32 --max-batches "$mb" \
            --tolerance 0.0001 --max-events 20000000000 -j 2 --format csv \
            --columns warps_per_sm,useful_gbps,l2_hit,requests 2>/dev/null |
            awk -F, -v mb="$mb" -v fp="$fp" 'NR > 1 { print mb "," $1 "," fp "," $2 "," $3 "," $4 }' >> "$D/drift.csv.tmp"
    done
done
mv "$D/drift.csv.tmp" "$D/drift.csv"
cat "$D/drift.csv"
