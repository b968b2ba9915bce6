#!/usr/bin/env python3
"""What a taken branch costs beyond nvcc's stall counts, from oplat2.

For each one-thread chain kernel of cuda/oplat.cu (64 dependent operations
unrolled in a loop of REPS = 256 trips), the cycles a trip took on the H200
(oplat.csv: cycles / 256) against the sum of the stall counts of the loop's
instructions (the control words in oplat_sass.txt.gz; a stall of 0 issues
next cycle, counted 1).  The difference is the loop's taken back edge plus
anything the stall counts do not say (variable-latency waits: none in the
rows used).  usage: python3 branch.py  (in this folder)
"""
import csv, gzip, re, statistics

funcs, f, prev = {}, None, None
for l in gzip.open('oplat_sass.txt.gz', 'rt'):
    m = re.search(r'Function : (\S+)', l)
    if m:
        f, prev = m.group(1), None
        funcs[f] = []
        continue
    m = re.match(r'\s*/\*([0-9a-f]{4})\*/\s+(.*?);\s*/\* 0x[0-9a-f]+ \*/', l)
    if m and f:
        prev = (int(m.group(1), 16), m.group(2).strip())
        continue
    m = re.match(r'\s*/\* (0x[0-9a-f]+) \*/', l)
    if m and prev:
        c = int(m.group(1), 16) >> 41
        funcs[f].append((prev[0], prev[1], c & 0xf, (c >> 11) & 0x3f))
        prev = None

def loop_stalls(ins):
    for a, t, s, w in ins:
        m = re.search(r'BRA (0x[0-9a-f]+)', t)
        if m and int(m.group(1), 16) < a and t.startswith('@'):
            body = [x for x in ins if int(m.group(1), 16) <= x[0] <= a]
            return sum(max(1, x[2]) for x in body), sum(1 for x in body if x[3])
    return None, None

rows = {r['op']: r for r in csv.DictReader(open('oplat.csv'))}
used = ['fadd_v', 'ffma', 'imad_v', 'i2f', 'setpsel_v']
print('op,cycles_per_trip,stall_sum,waits,beyond_stalls')
extra = []
for op in used:
    k = [n for n in funcs if re.match(r'_Z\d+k_%s2In' % op, n)][0]
    st, waits = loop_stalls(funcs[k])
    trip = float(rows[op]['cycles']) / 256
    extra.append(trip - st)
    print('%s,%.1f,%d,%d,%.1f' % (op, trip, st, waits, trip - st))
print('median beyond the stall counts: %.1f cycles' % statistics.median(extra))
