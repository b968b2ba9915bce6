#!/usr/bin/env python3
# compare.py > compare.txt -- the stream's bandwidth by launch length: each launch
# reading 1 GiB, the default (2 GiB at these points) and 16 GiB
import csv, os
here = os.path.dirname(os.path.abspath(__file__))
d = {}
for g in ('1', 'default', '16'):
    for r in csv.DictReader(open(os.path.join(here, 'stream-%s.csv' % g))):
        d[(g, int(r['warps_per_sm']), int(r['ilp']))] = (float(r['bandwidth_gbps']), float(r['time_ms']))
print("warps x K   1 GiB (ms)         default (ms)       16 GiB (ms)        16 GiB / 1 GiB  16 GiB / default")
for w in (8, 12, 16, 24, 32):
    for k in (1, 2, 4, 8):
        a, b, c = d[('1', w, k)], d[('default', w, k)], d[('16', w, k)]
        print("%2d x %d      %6.1f (%5.2f)   %6.1f (%5.2f)   %6.1f (%5.2f)   %+5.1f%%          %+5.1f%%" % (
            w, k, a[0], a[1], b[0], b[1], c[0], c[1], (c[0] / a[0] - 1) * 100, (c[0] / b[0] - 1) * 100))
