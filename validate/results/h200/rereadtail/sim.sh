#!/bin/bash
# sim.sh LHSIM -- lhsim's side of rereadtail.csv: each row (k_rereadt, W
# warps, footprint F, P passes, warm) as one launch of the H200's iterations
# after the same launch (lhsim sim --launch-iters N --launch-warm --explain),
# 16 SMs simulated, the blocks' shared memory as the family re-read's rows;
# its warps' ends (first, 10%, 50%, 90% as shares of the last) beside the
# H200's (end_min, end_p10, end_p50, end_p90).  Writes sim.csv beside this.
#   EXTRA="--set ..." for a variant; J=2 parallel runs; CSV=FILE another
#   GPU's rereadtail.csv (LABEL=h100 names its columns), SIMCSV=FILE the output.
set -eu
B=$1
D=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$D/../../../.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
awk -F, 'NR>1 && $1=="rereadtail" {
    n = split($NF, kv, ";"); for (i = 1; i <= n; i++) { split(kv[i], p, "="); v[p[1]] = p[2] }
    it = $8 / (132 * $4 * 32 * 64);
    printf "%d %d %s %s %s %d %s %s %s %s\n", NR, $4, v["footprint"], v["passes"], $12, it + 0.5,
        v["end_min"], v["end_p10"], v["end_p50"], v["end_p90"] }' "${CSV:-$D/rereadtail.csv}" |
    xargs -P "${J:-2}" -L1 bash -c '
    case $1 in 8) sm=155904 ;; 16) sm=186880 ;; 32) sm=207872 ;; *) sm=-1 ;; esac
    out=$("'"$B"'" sim --gpu h200 ${EXTRA:-} --workload "'"$ROOT"'/validate/workloads/reread.wl" --warps $1 \
        --footprint $2 --smem-per-sm $sm --sim-sms 16 --launch-iters $5 --launch-warm --explain --format csv 2>"'"$TMP"'/e$0")
    gb=$(echo "$out" | awk -F, "NR==2{print \$25}")
    ends=$(sed -n "s/.*the first at \([0-9.]*\), 10% by \([0-9.]*\), half by \([0-9.]*\), 90% by \([0-9.]*\).*/\1,\2,\3,\4/p" "'"$TMP"'/e$0" | head -1)
    echo "$1,$2,$3,$4,$gb,$6,$7,$8,$9,$ends" > "'"$TMP"'/$0"'
{
    L=${LABEL:-h200}
    echo "warps_per_sm,footprint_bytes,passes,${L}_gbps,sim_gbps,${L}_end_min,${L}_end_p10,${L}_end_p50,${L}_end_p90,sim_end_first,sim_end_p10,sim_end_p50,sim_end_p90"
    for f in $(ls "$TMP" | grep -v "^e" | sort -n); do cat "$TMP/$f"; done
} > "${SIMCSV:-$D/sim.csv}"
