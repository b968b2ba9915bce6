#!/usr/bin/env python3
# apart.py > apart.txt -- run3's probe (global timer, ns) over the launch's spans of
# groups 0, 1, 2-3, 4-7, 8-15, 16-31, 32-63, the background lined up (rwlatk, as a launch
# starts its warps) against started apart (rwlatks: each warp at its own iteration)
import csv, os
here = os.path.dirname(os.path.abspath(__file__))
def load(f):
    d = {}
    for r in csv.DictReader(open(os.path.join(here, 'run3', f))):
        d.setdefault((int(r['warps_per_sm']), int(r['ilp'])), []).append(float(r['step_ns']))
    return d
def gbps(f):
    return {(int(r['warps_per_sm']), int(r['ilp'])): float(r['bandwidth_gbps'])
            for r in csv.DictReader(open(os.path.join(here, 'run3', f)))}
a, b = load('rwlatk-ts.csv'), load('rwlatks-ts.csv')
ga, gb = gbps('rwlatk.csv'), gbps('rwlatks.csv')
spans = [(0, 1), (1, 2), (2, 4), (4, 8), (8, 16), (16, 32), (32, 64)]
for k in sorted(b):
    if k[0] == 0: continue
    la = [sum(a[k][x:y]) / (y - x) for x, y in spans]
    lb = [sum(b[k][x:y]) / (y - x) for x, y in spans]
    print("%2d x %d  lined %4.0f GB/s: %s (%+3.0f%%)  |  apart %4.0f GB/s: %s (%+3.0f%%)" % (
        k[0], k[1], ga[k], ' '.join("%4.0f" % v for v in la), (la[-1] / la[0] - 1) * 100,
        gb[k], ' '.join("%4.0f" % v for v in lb), (lb[-1] / lb[0] - 1) * 100))
