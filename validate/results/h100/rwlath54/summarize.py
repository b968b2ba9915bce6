#!/usr/bin/env python3
"""rwlath54/summarize.py [DIR] -- the probe's mean step (cycles) per point, split by
whether the probe's own SM ran the background (rwlath-sm.csv: bg = 1 on the
even blocks), beside the every-block run (rwlath-full-sm.csv), and the
background's GB/s (rwlath.csv), of the run in DIR (this folder; repeat/ the
second run).  Writes DIR/summary.csv; prints it."""
import csv
import os
import statistics as st
import sys
from collections import defaultdict

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), sys.argv[1] if len(sys.argv) > 1 else '')
half = defaultdict(list)
for r in csv.DictReader(open(os.path.join(here, 'rwlath-sm.csv'))):
    half[(r['mode'], int(r['warps_per_sm']), int(r['footprint_bytes']), int(r['bg']))].append(float(r['mean']))
# the every-block file has rwlat's columns (no footprint): per W its points come
# in the order read, copy, write over 1 GiB, write over 8 MiB; a point's rows
# start at block 0
full = defaultdict(list)
n = defaultdict(int)
for r in csv.DictReader(open(os.path.join(here, 'rwlath-full-sm.csv'))):
    k = (r['mode'], int(r['warps_per_sm']))
    if r['block'] == '0':
        n[k] += 1
    foot = (1 << 30) if not (k[0] == 'write' and n[k] == 2) else (8 << 20)
    full[(k[0], k[1], foot)].append(float(r['mean']))
gbps = {}
for r in csv.DictReader(open(os.path.join(here, 'rwlath.csv'))):
    mode = dict(kv.split('=') for kv in r['note'].split(';'))['mode']
    gbps[(r['experiment'], mode, int(r['warps_per_sm']), int(float(r['footprint_bytes'])))] = float(r['bandwidth_gbps'])
out = [['mode', 'footprint_mib', 'warps_per_sm', 'half_gbps', 'half_probe_own_bg', 'half_probe_no_bg',
        'full_gbps', 'full_probe']]
for (mode, w, foot, bg) in sorted(half, key=lambda k: (k[1], k[0], -k[2])):
    if bg != 1 and w > 0:
        continue
    own = st.mean(half[(mode, w, foot, 1)]) if w > 0 else float('nan')
    out.append([mode, foot >> 20, w, '%.1f' % gbps[('rwlath', mode, w, foot)], '%.1f' % own,
                '%.1f' % st.mean(half[(mode, w, foot, 0)]), '%.1f' % gbps[('rwlat', mode, w, foot)],
                '%.1f' % st.mean(full[(mode, w, foot)])])
with open(os.path.join(here, 'summary.csv'), 'w', newline='') as f:
    csv.writer(f).writerows(out)
for row in out:
    print(','.join(str(x) for x in row))
