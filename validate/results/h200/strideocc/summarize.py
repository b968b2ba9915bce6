"""summarize.py -- the strided loads' rate at 1-64 warps (strided.csv) and
Nsight Compute's counters at 4-32 warps (ncu-strided.csv.gz: for each point
a warm-up launch, then the timed one; the timed one is read) -> summary.csv:
warps_per_sm, stride_bytes, timed_gbps (useful, strided.csv), G lines a second
(S >= 128: one line an element), DRAM sectors read per L2 sector asked, L2
sectors per request, L2 and L1 hit rates.  python3 summarize.py"""
import csv
import gzip
from collections import defaultdict

rate = {}
for r in csv.DictReader(open('strided.csv')):
    rate[(int(r['warps_per_sm']), int(r['note'].split('=')[1]))] = float(r['bandwidth_gbps'])
m = defaultdict(dict)
with gzip.open('ncu-strided.csv.gz', 'rt') as f:
    for r in csv.DictReader(l for l in f if not l.startswith('==')):
        m[int(r['ID'])][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
ids = sorted(m)
ncu = {}
i = 0
for W in (4, 8, 16, 32):
    for S in (4, 8, 16, 32, 64, 128):
        ncu[(W, S)] = m[ids[i + 1]]  # [i] is the warm-up launch
        i += 2
with open('summary.csv', 'w', newline='') as f:
    w = csv.writer(f)
    w.writerow(['warps_per_sm', 'stride_bytes', 'timed_gbps', 'g_elements_per_s', 'dram_read_per_l2_sector',
                'l2_sectors_per_request', 'l2_hit_pct', 'l1_hit_pct'])
    for (W, S), g in sorted(rate.items()):
        row = [W, S, '%.1f' % g, '%.1f' % (g / 4)]
        if (W, S) in ncu:
            c = ncu[(W, S)]
            sec = c['lts__t_sectors_srcunit_tex_op_read.sum']
            row += ['%.3f' % (c['dram__sectors_read.sum'] / sec),
                    '%.2f' % (sec / c['lts__t_requests_srcunit_tex_op_read.sum']),
                    '%.1f' % c['lts__t_sector_hit_rate.pct'], '%.1f' % c['l1tex__t_sector_hit_rate.pct']]
        else:
            row += [''] * 4
        w.writerow(row)
