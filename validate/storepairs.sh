#!/bin/bash
# validate/storepairs.sh [LHSIM] -- the store kinds the H200 told apart over 1 GiB
# (results/h200/storeb, storekd, storekp) in lhsim at 16 and 64 warps per SM,
# with the shipped H200 preset and with the store-pairing what-if keys
# (sim/README.md, "One store"; validate/README.md, twenty-sixth round).
# Prints one CSV row per kind, preset and warp count: useful GB/s.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
L=${1:-$HERE/../build/lhsim}
W=$HERE/workloads/storepairs
PAIRS=(--set memory.l2_set_lines=2 --set memory.l2_clean_victims=1 --set memory.row_bytes=256
    --set memory.bank_busy_write_whole_ns=134 --set sm.lsu_wait_by_age=1)
echo "kind,preset,warps_per_sm,useful_gbps"
for k in line float4 pair pair-sleep25 pair-sleep100 pair-sleep200; do
    for p in shipped pairs; do
        if [ $p = pairs ]; then set -- "${PAIRS[@]}"; else set --; fi
        "$L" sim --gpu h200 --workload "$W/$k.wl" --warps 16,64 --footprint 1G "$@" \
            --format csv --columns warps_per_sm,useful_gbps | tail -n +2 | sed "s/^/$k,$p,/"
    done
done
