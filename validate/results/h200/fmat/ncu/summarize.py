#!/usr/bin/env python3
"""Per point, the profiled timed launch's issue activity, warps active and
eligible per scheduler, and the stall reasons above 0.05 warps per issue:
    python3 summarize.py > summary.csv   (in this folder)"""
import csv, gzip, io

rows = [l for l in gzip.open('ncu-fma.csv.gz', 'rt') if l.startswith('"')]
d, order = {}, []
for r in csv.DictReader(io.StringIO(''.join(rows))):
    i = int(r['ID'])
    if i not in d:
        d[i] = {}
        order.append(i)
    d[i][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
L = [d[i] for i in order]
pts = list(csv.DictReader(open('bench-fma.csv')))
assert len(L) == 2 * len(pts), (len(L), len(pts))
print('warps_per_sm,fma_per_element,issue_active,warps_active_per_scheduler,warps_eligible_per_scheduler,'
      'not_selected,long_scoreboard,wait,no_instruction,branch_resolving,math_pipe_throttle,lg_throttle')
for k, p in enumerate(pts):
    m = L[2 * k + 1]
    st = lambda n: m.get('smsp__average_warps_issue_stalled_%s_per_issue_active.ratio' % n, 0.0)
    f = p['note'].split(';')[0].split('=')[1]
    print('%s,%s,%.3f,%.2f,%.2f,%.2f,%.2f,%.2f,%.2f,%.2f,%.2f,%.2f' % (
        p['warps_per_sm'], f, m['smsp__issue_active.avg.pct_of_peak_sustained_active'] / 100,
        m['smsp__warps_active.avg.per_cycle_active'], m['smsp__warps_eligible.avg.per_cycle_active'],
        st('not_selected'), st('long_scoreboard'), st('wait'), st('no_instruction'), st('branch_resolving'),
        st('math_pipe_throttle'), st('lg_throttle')))
