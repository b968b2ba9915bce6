#!/usr/bin/env python3
"""Per point, the counters of the profiled timed launch (each point is a
warm-up launch and a timed one, both profiled) beside the same point timed
without the profiler:  python3 summarize.py > summary.csv   (in this folder)"""
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
pts = list(csv.DictReader(open('bench-reread.csv')))
timed = {(p['warps_per_sm'], p['footprint_bytes']): p for p in csv.DictReader(open('bench-timed.csv'))}
assert len(L) == 2 * len(pts), (len(L), len(pts))
print('warps_per_sm,footprint_bytes,timed_gbps,l1_sector_hit,l2_read_hit,fabric_per_sector,'
      'dram_read_per_sector,l2_bytes_per_ns_from_sms')
for k, p in enumerate(pts):
    m = L[2 * k + 1]
    tex = m['lts__t_sectors_srcunit_tex_op_read.sum']
    hit = m['lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum']
    miss = m['lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum']
    l1h = m['l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum']
    l1m = m['l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum']
    t = timed[(p['warps_per_sm'], p['footprint_bytes'])]
    gbps = float(t['bandwidth_gbps'])
    # what L2 must deliver of the timed rate: the sectors L1 did not serve
    print('%s,%s,%.1f,%.4f,%.4f,%.4f,%.4f,%.1f' % (
        p['warps_per_sm'], p['footprint_bytes'], gbps, l1h / (l1h + l1m), hit / (hit + miss),
        m['lts__t_sectors_srcunit_ltcfabric.sum'] / tex, m['dram__sectors_read.sum'] / tex,
        gbps * l1m / (l1h + l1m)))
