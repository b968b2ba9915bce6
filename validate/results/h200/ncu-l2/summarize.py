#!/usr/bin/env python3
"""Per point, the counters of the timed launch (each point is a warm-up launch
and a timed one, both profiled) from ncu's CSV beside lhsim-bench's rows:
    python3 summarize.py > summary.csv   (in this folder)"""
import csv, gzip, io

def launches(path):
    rows = [l for l in gzip.open(path, 'rt') if l.startswith('"')]
    d, order = {}, []
    for r in csv.DictReader(io.StringIO(''.join(rows))):
        i = int(r['ID'])
        if i not in d:
            d[i] = {}
            order.append(i)
        d[i][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
    return [d[i] for i in order]

print('experiment,warps_per_sm,footprint_bytes,requested_sectors,l2_tex_read_hit,l2_sector_hit,'
      'dram_read_per_sector,dram_write_per_sector,fabric_per_sector,l1_hit')
for name in ('rcap', 'random'):
    pts = list(csv.DictReader(open('bench-%s.csv' % name)))
    L = launches('ncu-%s.csv.gz' % name)
    assert len(L) == 2 * len(pts), (name, len(L), len(pts))
    for k, p in enumerate(pts):
        m = L[2 * k + 1]
        rd = m['lts__t_sectors_srcunit_tex_op_read.sum']
        wr = m['lts__t_sectors_srcunit_tex_op_write.sum']
        sec = rd + wr if p['experiment'] != 'gather' else rd
        hit = m['lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum']
        miss = m['lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum']
        print('%s,%s,%s,%d,%.4f,%.4f,%.4f,%.4f,%.4f,%.4f' % (
            p['experiment'], p['warps_per_sm'], p['footprint_bytes'], sec,
            hit / (hit + miss) if hit + miss else -1, m['lts__t_sector_hit_rate.pct'] / 100,
            m['dram__sectors_read.sum'] / sec, m['dram__sectors_write.sum'] / sec,
            m['lts__t_sectors_srcunit_ltcfabric.sum'] / sec, m['l1tex__t_sector_hit_rate.pct'] / 100))
