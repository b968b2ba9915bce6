#!/bin/bash
# compare.sh [LHSIM] > compare.csv -- the H100's probe over a launch (run2/rwlatk-ts.csv:
# the probe's mean step by groups of 16 from the launch, times by the global timer)
# against lhsim's probe over the same spans of time from its start (`lhsim sim --gpu
# h100-sxm --workload stream --width 16 --ilp K --warps W --smem-per-sm 123904 --probe
# --series FILE --tolerance 0.0001 --max-batches 400`, seeds 1-4), the stream over 1 GiB
# (--footprint 1G: lined up, as a launch) and unbounded (its SMs started apart).  Spans
# of groups 0, 1, 2-3, 4-7, 8-15, 16-31, 32-63; a batch counts in the span its end falls
# in.  The H100's ns are its stamped cycles at 1980 MHz (the SM clock before and after
# the run: run2/nvidia-smi.csv; the global timer's step agrees within 1-4%, the stamps'
# own instructions).  Two jobs at a time.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
L=${1:-$HERE/../../../../build/lhsim}
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
for W in 8 16 24 31; do for K in 2 4 8; do for seed in 1 2 3 4; do
  echo "$W $K $seed fp --footprint 1G"; echo "$W $K $seed un"
done; done; done | xargs -P 2 -L 1 bash -c '
  "$0" sim --gpu h100-sxm --workload stream --width 16 --ilp $2 --warps $1 --smem-per-sm 123904 --probe \
    --seed $3 --series "'"$T"'/$1-$2-$3-$4.csv" --tolerance 0.0001 --max-batches 400 -j 1 "${@:5}" >/dev/null 2>&1' "$L"
python3 - "$HERE/run2/rwlatk-ts.csv" "$T" <<'PY'
import csv, sys, glob, os
hw = {}
for r in csv.DictReader(open(sys.argv[1])):
    hw.setdefault((int(r['warps_per_sm']), int(r['ilp'])), []).append(r)
spans = [(0, 1), (1, 2), (2, 4), (4, 8), (8, 16), (16, 32), (32, 64)]
print("warps_per_sm,ilp,from_us,to_us,h100_probe_ns,sim_fp1g_ns,sim_unbounded_ns,err_fp1g_pct,err_unbounded_pct")
for (W, K), g in sorted(hw.items()):
    if W == 0: continue
    sim = {}
    for mode in ("fp", "un"):
        rows = []
        for f in glob.glob(os.path.join(sys.argv[2], "%d-%d-*-%s.csv" % (W, K, mode))):
            rows += [r for r in csv.DictReader(open(f)) if r['probe_latency_ns']]
        sim[mode] = rows
    for a, b in spans:
        t0 = float(g[a - 1]['end_ns']) if a else 0.0
        t1 = float(g[b - 1]['end_ns'])
        h = sum(float(x['probe_mean_cycles']) for x in g[a:b]) / (b - a) / 1.98
        v = []
        for mode in ("fp", "un"):
            s = n = 0
            for r in sim[mode]:
                if t0 < float(r['end_ns']) <= t1:
                    s += float(r['probe_latency_ns']) * int(r['probes']); n += int(r['probes'])
            v.append(s / n if n else float('nan'))
        print("%d,%d,%.0f,%.0f,%.0f,%.0f,%.0f,%+.1f,%+.1f" % (W, K, t0 / 1e3, t1 / 1e3, h, v[0], v[1],
              (v[0] / h - 1) * 100, (v[1] / h - 1) * 100))
PY
