#!/bin/bash
# seeds.sh LHSIM_BEFORE LHSIM_AFTER -- the stream's 50 points of the reference sweep
# (W in 1..64 x ILP in 1..16) at the default tolerance, seeds 1-8, each build against
# a tight reference of the after build (--tolerance 0.002 --max-batches 600 --seed 7):
# |error| median / p90 / max, points off by more than their own half-width, by more
# than 1%, simulated requests a sweep, and the four slowest points' mean signed error.
set -u
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
P="--gpu h200 --workload stream --warps 1,2,4,8,12,16,24,32,48,64 --ilp 1,2,4,8,16 -j2 --format csv --columns all"
$2 sim $P --tolerance 0.002 --max-batches 600 --seed 7 -o $T/ref.csv 2>/dev/null
for s in 1 2 3 4 5 6 7 8; do $1 sim $P --seed $s -o $T/before_$s.csv; $2 sim $P --seed $s -o $T/after_$s.csv; done
python3 - "$T" <<'PY'
import csv, sys, statistics as st
T = sys.argv[1]
def rd(f): return {(r['warps_per_sm'], r['ilp']): r for r in csv.DictReader(open(f))}
ref = rd(T + '/ref.csv')
print('binary,abs_err_median_pct,p90_pct,max_pct,outside_own_halfwidth,over_1pct,points,requests_a_sweep_M,slowest4_signed_pct')
for b in ('before', 'after'):
    e = []; out = o1 = req = 0; heavy = []
    for s in range(1, 9):
        for k, r in rd('%s/%s_%d.csv' % (T, b, s)).items():
            x = float(r['bandwidth_gbps']) / float(ref[k]['bandwidth_gbps']) - 1
            e.append(abs(x)); out += abs(x) > float(r['rel_halfwidth']); o1 += abs(x) > 0.01; req += int(r['requests'])
            if k in (('12', '16'), ('8', '16'), ('12', '8'), ('16', '8')): heavy.append(x)
    e.sort()
    print('%s,%.2f,%.2f,%.2f,%d,%d,%d,%.2f,%+.2f' % (b, 100 * st.median(e), 100 * e[int(0.9 * len(e))], 100 * e[-1], out, o1, len(e), req / 8e6, 100 * st.mean(heavy)))
PY
