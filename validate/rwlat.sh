#!/bin/bash
# validate/rwlat.sh [LHSIM [SIM-OPTION...]] -- a read's latency from DRAM under
# load: the H200's probe warp (results/h200/rwlat, k_rwlat in
# cuda/families12.cuh) against lhsim's probe (lhsim sim --probe) with the
# shipped H200 preset.  The background loops are k_rwlat's own, imported from
# its SASS (workloads/rwlat/: read, copy or write, 4 B or 16 B lanes, over 1
# GiB), at the warps per SM the H200 ran, with its shared memory (one block of
# 120 KiB a SM); lhsim's probe is not one of the warps.  Prints CSV: mode,
# lanes, warps per SM (the first row: the probe alone, no background), each
# side's background GB/s (lhsim: useful_gbps, as
# the H200's counts only the background's bytes), each side's probe ns and
# lhsim's error against the H200's, then each side's 10th, 50th and 90th
# percentiles of the probe's loads.  The H200's probe ns are its stamped
# cycles at the run's SM clock; they include the stamps' own instructions
# (about 15 cycles, 7.6 ns: results/h200/linelat), lhsim's do not.
# SIM-OPTIONs go to every lhsim sim (e.g. --set memory.rw_turnaround_ns=10).
# Another card's measurement: RWLAT_GPU=PRESET RWLAT_DIR=DIR RWLAT_NAME=NAME
# (e.g. h100-sxm, results/h100/rwlat, h100: its columns then say h100_...).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
L=${1:-$HERE/../build/lhsim}
shift || true
EXTRA=("$@")
R=${RWLAT_DIR:-$HERE/results/h200/rwlat}
GPU=${RWLAT_GPU:-h200}
N=${RWLAT_NAME:-h200}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
COLS=warps_per_sm,useful_gbps,probe_latency_ns,probe_p10_ns,probe_p50_ns,probe_p90_ns
WS=$(awk -F, 'NR > 1 && $4 > 0 { print $4 }' "$R/rwlat.csv" | sort -n -u | paste -sd,)
for m in read copy write; do
    for b in 4 16; do
        "$L" sim --gpu "$GPU" ${EXTRA[@]+"${EXTRA[@]}"} --workload "$HERE/workloads/rwlat/rwlat-$m-$b.wl" \
            --warps "$WS" --smem-per-sm 123904 --footprint 1G --probe --format csv \
            --columns $COLS -j 2 2>/dev/null |
            tail -n +2 | sed "s/^/$m,$b,/" >>"$T/lhsim.csv"
    done
done
# the probe alone: warps whose only loads are local (L1's, no memory traffic)
printf 'name idle\nld r0 a width=4 space=local\nalu r1 r0\n' >"$T/idle.wl"
"$L" sim --gpu "$GPU" ${EXTRA[@]+"${EXTRA[@]}"} --workload "$T/idle.wl" --warps 1 --smem-per-sm 123904 --probe \
    --format csv --columns $COLS -j 1 2>/dev/null |
    tail -n +2 | sed 's/^1,/none,-,0,/' >>"$T/lhsim.csv"
echo "mode,lanes,warps_per_sm,${N}_gbps,lhsim_gbps,${N}_probe_ns,lhsim_probe_ns,probe_error_pct,${N}_p10_ns,lhsim_p10_ns,${N}_p50_ns,lhsim_p50_ns,${N}_p90_ns,lhsim_p90_ns"
awk -F, 'NR == FNR { k = $1 "," $2 "," $3; g[k] = $4; p[k] = $5; q[k] = $6 "," $7 "," $8; next }
    FNR > 1 {
        split($22, kv, ";"); delete f
        for (i in kv) { split(kv[i], x, "="); f[x[1]] = x[2] }
        k = $4 == 0 ? "none,-,0" : f["mode"] "," f["lanes"] "," $4
        if (!(k in g)) next
        ns = f["probe_mean"] * 1000 / $15
        split(q[k], lq, ",")
        printf "%s,%.1f,%.1f,%.1f,%.1f,%+.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f\n", k, $12, g[k], ns, p[k],
            100 * (p[k] / ns - 1), f["probe_p10"] * 1000 / $15, lq[1], f["probe_p50"] * 1000 / $15, lq[2],
            f["probe_p90"] * 1000 / $15, lq[3]
    }' "$T/lhsim.csv" "$R/rwlat.csv"
