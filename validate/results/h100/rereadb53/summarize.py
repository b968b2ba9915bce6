#!/usr/bin/env python3
"""Per point of rereadb, the counters of the profiled timed launch (a warm-up launch
and a timed one per point, both profiled) beside the same point timed without the
profiler (rereadb.csv):   python3 summarize.py > summary.csv   (in this folder)"""
import csv, gzip, io

rows = [l for l in gzip.open('ncu-rereadb.csv.gz', 'rt') if l.startswith('"')]
d, order = {}, []
for r in csv.DictReader(io.StringIO(''.join(rows))):
    i = int(r['ID'])
    if i not in d:
        d[i] = {}
        order.append(i)
    v = r['Metric Value'].replace(',', '')
    try:
        d[i][r['Metric Name']] = float(v)
    except ValueError:
        d[i][r['Metric Name']] = v
L = [d[i] for i in order]
pts = list(csv.DictReader(open('bench-ncu.csv')))
timed = {(p['warps_per_sm'], p['footprint_bytes'], p['note']): p for p in csv.DictReader(open('rereadb.csv'))}
assert len(L) == 2 * len(pts), (len(L), len(pts))
print('warps_per_sm,footprint_bytes,l1_kib,timed_gbps,l1_sector_hit,l2_read_hit,l2_gbps_from_sms,'
      'shared_mem_config_kib')
for k, p in enumerate(pts):
    m = L[2 * k + 1]
    note = dict(kv.split('=') for kv in p['note'].split(';') if '=' in kv)
    hit = m['lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum']
    miss = m['lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum']
    l1h = m['l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum']
    l1m = m['l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum']
    cfg = m.get('launch__shared_mem_config_size', '')
    t = timed.get((p['warps_per_sm'], p['footprint_bytes'], p['note']))
    gbps = float(t['bandwidth_gbps']) if t else float('nan')
    print('%s,%s,%s,%.1f,%.4f,%.4f,%.1f,%s' % (
        p['warps_per_sm'], p['footprint_bytes'], note['l1_kib'], gbps, l1h / (l1h + l1m), hit / (hit + miss),
        gbps * l1m / (l1h + l1m), cfg if cfg == '' else '%g' % (float(cfg) / 1024)))
