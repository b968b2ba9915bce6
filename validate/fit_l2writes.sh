#!/bin/bash
# validate/fit_l2writes.sh [LHSIM] -- the header a request takes on the way from
# the SMs to L2 (memory.l2_request_header_bytes), by a scan: the way's rate
# (memory.l2_request_gbps) follows from the write-only rate WR that the
# H200's 0:4 mixes over 8 MiB reach, WR x (128 + h) / 128; for each h the
# 2:2 and 1:3 mixes over 8 MiB at 16, 32 and 64 warps per SM (their rows of
# results/h200/families-points.csv: measured rate, workload, footprint,
# shared memory) are simulated and their relative errors printed, with the
# rms.  The copies and write-only loops are left to check.
set -euo pipefail
L=${1:-build/lhsim}
cd "$(dirname "$0")/.."
F=validate/results/h200/families-points.csv
WR=${WR:-4695}
HS=${HS:-10 14 18 20 22 28}
echo "h,l2_request_gbps,rows,rms_error,errors (2:2 then 1:3 at 16/32/64 warps)"
for h in $HS; do
    R=$(awk -v w="$WR" -v h="$h" 'BEGIN { printf "%.0f", w * (128 + h) / 128 }')
    errs=()
    for rw in 2-2 1-3; do
        for w in 16 32 64; do
            # family,warps_per_sm,param,measured_gbps,workload,footprint_bytes,smem_per_sm
            IFS=, read -r _ _ _ meas wl fp smem < <(awk -F, -v w=$w -v p="${rw/-/:}" '$1 == "mixl2" && $2 == w && $3 == p' "$F")
            sim=$("$L" sim --gpu h200 --workload "validate/results/h200/$wl" --footprint "$fp" --warps $w \
                --smem-per-sm "$smem" --set memory.l2_request_gbps="$R" --set memory.l2_request_header_bytes="$h" \
                --columns useful_gbps --format csv -j 2 2>/dev/null | tail -1)
            errs+=("$(awk -v s="$sim" -v m="$meas" 'BEGIN { printf "%.4f", s / m - 1 }')")
        done
    done
    printf '%s,%s,%d,%s,%s\n' "$h" "$R" "${#errs[@]}" \
        "$(printf '%s\n' "${errs[@]}" | awk '{ s += $1 * $1; n++ } END { printf "%.4f", sqrt(s / n) }')" "${errs[*]}"
done
