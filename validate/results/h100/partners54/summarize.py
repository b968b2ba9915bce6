#!/usr/bin/env python3
"""Per re-read point: the timed rate (reread-timed.csv, without the profiler) and, from the
profiled timed launch (each point is a warm-up launch and a timed one, both profiled), L1's
sector hits and the sectors L2's slices looked up over those L1 missed.
  python3 summarize.py > summary.csv      (in this folder)"""
import csv, gzip, io
rows = [l for l in gzip.open('ncu-reread.csv.gz', 'rt') if l.startswith('"')]
d, order = {}, []
for r in csv.DictReader(io.StringIO(''.join(rows))):
    i = int(r['ID'])
    if i not in d:
        d[i] = {}
        order.append(i)
    d[i][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
L = [d[i] for i in order]
pts = list(csv.DictReader(open('bench-ncu-reread.csv')))
assert len(L) == 2 * len(pts), (len(L), len(pts))
timed = {(p['warps_per_sm'], p['footprint_bytes']): p for p in csv.DictReader(open('reread-timed.csv'))}
print('warps_per_sm,footprint_bytes,timed_gbps,l1_sector_hit,l2_sectors_per_l1_miss')
for k, p in enumerate(pts):
    m = L[2 * k + 1]
    h = m['l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum']
    ms = m['l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum']
    t = m['lts__t_sectors_srcunit_tex_op_read.sum']
    g = float(timed[(p['warps_per_sm'], p['footprint_bytes'])]['bandwidth_gbps'])
    print('%s,%s,%.1f,%.4f,%.4f' % (p['warps_per_sm'], p['footprint_bytes'], g, h / (h + ms), t / ms))
