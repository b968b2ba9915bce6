#!/usr/bin/env python3
"""scatrd/summarize.py DIR -- the scatrd points of a device call's folder DIR
(scatrd.csv timed; ncu-scatrd.csv.gz with bench-ncu-scatrd.csv: Nsight
Compute, a warm-up and a timed launch per point, both profiled, the timed one
read): per point the useful GB/s and the DRAM sectors read and written per 4 B
store (per 4 B load where there are no stores).  Prints CSV."""
import csv, gzip, io, os, sys

d = sys.argv[1] if len(sys.argv) > 1 else '.'
rows = [l for l in gzip.open(os.path.join(d, 'ncu-scatrd.csv.gz'), 'rt') if l.startswith('"')]
m, order = {}, []
for r in csv.DictReader(io.StringIO(''.join(rows))):
    i = int(r['ID'])
    if i not in m:
        m[i] = {}
        order.append(i)
    m[i][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
pts = list(csv.DictReader(open(os.path.join(d, 'bench-ncu-scatrd.csv'))))
assert len(order) == 2 * len(pts), (len(order), len(pts))
timed = {(p['warps_per_sm'], p['footprint_bytes'], p['note']): p for p in csv.DictReader(open(os.path.join(d, 'scatrd.csv')))}
print('warps_per_sm,footprint_bytes,loads,stores,useful_gbps,dram_read_per_store,dram_write_per_store')
for k, p in enumerate(pts):
    c = m[order[2 * k + 1]]
    note = dict(kv.split('=') for kv in p['note'].split(';'))
    ld, st = int(note['loads']), int(note['stores'])
    per = float(p['bytes']) / 4 * (st if st else ld) / (ld + st) # the stores (or the loads) counted
    t = timed[(p['warps_per_sm'], p['footprint_bytes'], p['note'])]
    print('%s,%s,%d,%d,%.1f,%.3f,%.3f' % (p['warps_per_sm'], p['footprint_bytes'] if st else 0, ld, st, float(t['bandwidth_gbps']),
                                       c['dram__sectors_read.sum'] / per, c['dram__sectors_write.sum'] / per))
