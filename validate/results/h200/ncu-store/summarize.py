#!/usr/bin/env python3
"""Per point, the counters of the timed launch (each point is a warm-up launch
and a timed one, both profiled) beside lhsim-bench's rows, per sector the
kernel wrote to L2:
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

timed = {}
for r in csv.DictReader(open('store-timed.csv')):
    timed[(r['warps_per_sm'], r['note'])] = float(r['bandwidth_gbps'])
print('experiment,warps_per_sm,note,timed_gbps,l2_write_sectors,sectors_per_request,write_hit,'
      'dram_write_per_sector,dram_read_per_sector,fabric_per_sector,launch_us')
for name in ('store', 'storew'):
    pts = list(csv.DictReader(open('bench-%s.csv' % name)))
    L = launches('ncu-%s.csv.gz' % name)
    assert len(L) == 2 * len(pts), (name, len(L), len(pts))
    for k, p in enumerate(pts):
        m = L[2 * k + 1]
        wr = m['lts__t_sectors_srcunit_tex_op_write.sum']
        rq = m['lts__t_requests_srcunit_tex_op_write.sum']
        hit = m['lts__t_sectors_srcunit_tex_op_write_lookup_hit.sum']
        miss = m['lts__t_sectors_srcunit_tex_op_write_lookup_miss.sum']
        t = timed.get((p['warps_per_sm'], p['note']), -1) if name == 'store' else -1
        print('%s,%s,%s,%.1f,%d,%.3f,%.4f,%.4f,%.4f,%.4f,%.1f' % (
            name, p['warps_per_sm'], p['note'], t, wr, wr / rq if rq else -1,
            hit / (hit + miss) if hit + miss else -1, m['dram__sectors_write.sum'] / wr,
            m['dram__sectors_read.sum'] / wr, m['lts__t_sectors_srcunit_ltcfabric.sum'] / wr,
            m['gpu__time_duration.sum'] / 1000))
