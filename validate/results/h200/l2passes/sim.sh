#!/bin/bash
# sim.sh LHSIM [CSV] -- lhsim's side of l2passes.csv: each row (k_rereadn<4>,
# W warps, footprint F, P passes, cold or warm) as one launch of the
# iterations the H200 ran (lhsim sim --launch-iters N: every warp N
# iterations from a common start, timed to the last warp's end), cold: from
# empty caches, warm: after the same launch (--launch-warm).  16 SMs
# simulated; the blocks' shared memory as the family re-read's rows carry it.
# Writes sim.csv (H200 and lhsim side by side) beside this script.
#   EXTRA="--set ..." for a variant; J=2 parallel runs.
set -eu
B=$1
D=$(cd "$(dirname "$0")" && pwd)
CSV=${2:-$D/l2passes.csv}
ROOT=$(cd "$D/../../../.." && pwd)
J=${J:-2}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# warps_per_sm,footprint,passes,mode,h200 GB/s,iters
awk -F, 'NR>1 && $1=="l2passes" {
    split($NF, kv, ";"); for (i in kv) { split(kv[i], p, "="); v[p[1]] = p[2] }
    thr = 132 * $4 * 32; it = $8 / (thr * 64);
    printf "%d %s %s %s %s %d\n", $4, v["footprint"], v["passes"], v["mode"], $12, it + 0.5 }' "$CSV" > "$TMP/rows"
n=0
while read -r w f p m meas it; do
    n=$((n + 1))
    case $w in 8) sm=155904 ;; 16) sm=186880 ;; 32) sm=207872 ;; *) sm=-1 ;; esac
    echo "$n $w $f $p $m $meas $it $sm"
done < "$TMP/rows" | xargs -P "$J" -L1 bash -c '
    warm=; [ "$4" = warm ] && warm=--launch-warm
    r=$("'"$B"'" sim --gpu h200 ${EXTRA:-} --workload "'"$ROOT"'/validate/workloads/reread.wl" --warps $1 \
        --footprint $2 --smem-per-sm $7 --sim-sms 16 --launch-iters $6 $warm --format csv |
        awk -F, "NR==2{print \$25\",\"\$29}")
    echo "$0,$1,$2,$3,$4,$5,$r" > "'"$TMP"'/$0"' 
{
    echo "warps_per_sm,footprint_bytes,passes,mode,h200_gbps,sim_gbps,sim_l2_hit,err_pct"
    for f in $(ls "$TMP" | grep -v rows | sort -n); do
        awk -F, '{printf "%s,%s,%s,%s,%s,%s,%s,%+.1f\n", $2,$3,$4,$5,$6,$7,$8,($7/$6-1)*100}' "$TMP/$f"
    done
} > "${SIMCSV:-$D/sim.csv}"
