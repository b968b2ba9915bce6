#!/bin/bash
# lean.sh LHSIM_BEFORE LHSIM_AFTER > lean.csv -- each measured batch's rate of the
# builtin stream (batch-print.patch applied to both builds: LHSIM_BPRINT=1 prints
# them), seeds 1-12, 300 batches a run (--tolerance 0.0001 --max-batches 300), and
# each span of batches' mean against batches 100-299 of the same run, averaged over
# the seeds; a column per span.  About 4 minutes on 2 cores.
set -u
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
for b in before after; do
  B=$1; [ $b = after ] && B=$2
  for pt in 12x16 8x16 12x8 16x8 64x8 4x16 24x4 2x16; do
    for s in $(seq 1 12); do echo "$B $b ${pt%x*} ${pt#*x} $s"; done
  done
done | xargs -P2 -n5 sh -c 'LHSIM_BPRINT=1 $0 sim --gpu h200 --workload stream --warps $2 --ilp $3 \
  --tolerance 0.0001 --max-batches 300 --seed $4 -j1 2>&1 >/dev/null | awk "\$1==\"B\"{print \$3}" > '"$T"'/$1_$2x$3_$4'
python3 - "$T" <<'PY'
import sys, os, statistics as st
T = sys.argv[1]
spans = [(0, 4), (0, 9), (1, 2), (3, 4), (5, 9), (10, 14), (15, 19), (20, 29), (30, 49), (50, 99)]
print('binary,point,seeds,' + ','.join('b%d_%d' % s for s in spans) + ',steady_bytes_per_ps')
for b in ('before', 'after'):
    for pt in ('12x16', '8x16', '12x8', '16x8', '64x8', '4x16', '24x4', '2x16'):
        runs = [[float(v) for v in open(os.path.join(T, '%s_%s_%d' % (b, pt, s)))] for s in range(1, 13)]
        row = ['%+.2f' % (100 * st.mean(st.mean(x[lo:hi + 1]) / st.mean(x[100:300]) - 1 for x in runs)) for lo, hi in spans]
        print('%s,%s,12,%s,%.5f' % (b, pt, ','.join(row), st.mean(st.mean(x[100:300]) for x in runs)))
PY
