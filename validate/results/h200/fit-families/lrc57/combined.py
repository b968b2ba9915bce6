#!/usr/bin/env python3
"""combined.py -- the share of the re-read's L1 misses L2 never looked up
(1 - L2's read sectors / L1's missed sectors), per point of rereadb56's Nsight
Compute run: what L2's request coalescer (LRC) took off L2.  Usage:
  python3 combined.py ../../rereadb56/ncu-rereadb.csv.gz ../../rereadb56/bench-ncu.csv
"""
import csv, gzip, sys

def kernels(path):
    with gzip.open(path, 'rt') as f:
        rows = csv.DictReader(l for l in f if not l.startswith('=='))
        d = {}
        for r in rows:
            d.setdefault(int(r['ID']), {})[r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
    return [d[k] for k in sorted(d)]

ks = kernels(sys.argv[1])
with open(sys.argv[2]) as f:
    pts = list(csv.DictReader(f))
# each bench row ran its kernel twice under the profiler: both are given
if len(ks) != 2 * len(pts):
    sys.exit(f"{len(ks)} kernels for {len(pts)} rows: expected two a row")
print("warps_per_sm,l1_kib,footprint_bytes,l1_miss_sectors,l2_read_sectors,combined")
for i, p in enumerate(pts):
    note = dict(kv.split('=') for kv in p['note'].split(';'))
    for k in ks[2 * i:2 * i + 2]:
        miss = k['l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum']
        l2 = (k['lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum'] +
              k['lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum'])
        print(f"{p['warps_per_sm']},{note['l1_kib']},{p['footprint_bytes']},{miss:.0f},{l2:.0f},{1 - l2 / miss:.4f}")
