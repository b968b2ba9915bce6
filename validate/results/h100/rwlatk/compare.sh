#!/bin/bash
# compare.sh [LHSIM] > compare.csv -- the H100's probe beside k_rwlatk's float4 stream
# (rwlatk.csv) against lhsim's probe (`lhsim sim --gpu h100-sxm --workload stream --width
# 16 --ilp K --warps W --smem-per-sm 123904 --probe`), a default run and a long one
# (--tolerance 0.0001 --max-batches 400), the stream unbounded (its SMs started apart)
# and over 1 GiB (--footprint 1G: lined up, as a launch).  The H100's probe ns are its
# stamped cycles at the run's SM clock (they include the stamps' own instructions).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
L=${1:-$HERE/../../../../build/lhsim}
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
for K in 2 4 8; do
  for v in def: long:"--tolerance 0.0001 --max-batches 400" fpdef:"--footprint 1G" fplong:"--footprint 1G --tolerance 0.0001 --max-batches 400"; do
    n=${v%%:*}; a=${v#*:}
    # shellcheck disable=SC2086
    "$L" sim --gpu h100-sxm --workload stream --width 16 --ilp $K --warps 8,16,24,31 --smem-per-sm 123904 \
      --probe $a --format csv --columns warps_per_sm,ilp,useful_gbps,probe_latency_ns -j2 2>/dev/null | tail -n +2 |
      sed "s/^/$n,/" >> "$T/sim.csv"
  done
done
python3 - "$HERE/rwlatk.csv" "$T/sim.csv" <<'PY'
import csv, sys
hw = {}
for r in csv.DictReader(open(sys.argv[1])):
    if r['experiment'] != 'rwlatk': continue
    note = dict(kv.split('=') for kv in r['note'].split(';'))
    hw[(r['warps_per_sm'], r['ilp'])] = (float(r['bandwidth_gbps']), float(note['probe_mean']) / float(r['sm_clock_mhz']) * 1e3)
sim = {}
for l in open(sys.argv[2]):
    n, w, k, g, p = l.strip().split(',')
    sim[(n, w, k)] = (float(g), float(p))
print('warps_per_sm,ilp,h100_gbps,h100_probe_ns,sim_gbps_default,sim_probe_default,sim_gbps_long,sim_probe_long,'
      'sim_probe_1g_default,sim_probe_1g_long,probe_err_default_pct,probe_err_long_pct')
for (w, k), (g, p) in sorted(hw.items(), key=lambda x: (int(x[0][1]), int(x[0][0]))):
    d, lg, fd, fl = (sim[(n, w, k)] for n in ('def', 'long', 'fpdef', 'fplong'))
    print('%s,%s,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%+.1f,%+.1f' % (w, k, g, p, d[0], d[1], lg[0], lg[1], fd[1], fl[1],
          100 * (d[1] / p - 1), 100 * (lg[1] / p - 1)))
PY
