#!/usr/bin/env python3
"""What the H200's L2 slices serve on the family's float4 re-reads, from the
Nsight Compute run in ../../ncu-reread/: per point the timed rate, L1's sector
hits, the sectors L2's slices looked up for the SMs' reads over the sectors L1
missed, and the rate at the slices (timed x (1 - L1 hits) x that ratio).
  python3 slices.py > slices.csv      (in this folder)"""
import csv, gzip, io, os
D = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../ncu-reread')
rows = [l for l in gzip.open(os.path.join(D, 'ncu-reread.csv.gz'), 'rt') if l.startswith('"')]
d, order = {}, []
for r in csv.DictReader(io.StringIO(''.join(rows))):
    i = int(r['ID'])
    if i not in d:
        d[i] = {}
        order.append(i)
    d[i][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
L = [d[i] for i in order]
pts = list(csv.DictReader(open(os.path.join(D, 'bench-reread.csv'))))
timed = {(p['warps_per_sm'], p['footprint_bytes']): p for p in csv.DictReader(open(os.path.join(D, 'bench-timed.csv')))}
print('warps_per_sm,footprint_bytes,timed_gbps,l1_sector_hit,l2_sectors_per_l1_miss,to_l2_per_sector,slice_gbps')
for k, p in enumerate(pts):
    m = L[2 * k + 1]  # the timed launch (the first of each pair is the warm-up)
    f = int(p['footprint_bytes'])
    if f > 16 << 20 or f & (f - 1):
        continue  # L2-resident powers of two only (../../ncu-reread/README.md: the 1.5 x rows)
    l1h = m['l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum']
    l1m = m['l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum']
    tex = m['lts__t_sectors_srcunit_tex_op_read.sum']
    g = float(timed[(p['warps_per_sm'], p['footprint_bytes'])]['bandwidth_gbps'])
    h, r = l1h / (l1h + l1m), tex / l1m
    print('%s,%d,%.1f,%.4f,%.4f,%.4f,%.0f' % (p['warps_per_sm'], f, g, h, r, (1 - h) * r, g * (1 - h) * r))
