"""summary.py -- leave-one-family-out folds with a read that finds its DRAM row
open returning sooner (memory.activation_row_bytes = 262144,
memory.read_row_hit_ns fitted as a seventh parameter, row-hit-latency.patch;
lofo-*.csv here) against the shipped preset's folds (../rowhit34/lofo-*.csv).
|sim error| of useful bandwidth in %: median and p90 (linear interpolation),
per family left out and over all 359 left-out rows.  python3 summary.py"""
import csv
import statistics as st

PAIRS = {'chase': 'chase-stream', 'stream': 'chase-stream', 'reread': 'reread-strided', 'strided': 'reread-strided',
         'fma': 'fma-babel', 'babel': 'fma-babel', 'mix': 'mix-storew', 'storew': 'mix-storew',
         'store': 'store-copyk', 'copyk': 'store-copyk'}


def p90(v):
    v = sorted(v)
    k = (len(v) - 1) * 0.9
    f = int(k)
    c = min(f + 1, len(v) - 1)
    return v[f] + (v[c] - v[f]) * (k - f)


def errs(d, fam):
    return [abs(float(r['sim_err'])) * 100 for r in csv.DictReader(open('%slofo-%s.csv' % (d, PAIRS[fam])))
            if r['set'] == 'leftout' and r['experiment'] == fam]


print('%-8s %4s  %15s  %15s' % ('family', 'rows', 'rowhit34 med/p90', 'row hit latency'))
alls = {'../rowhit34/': [], '': []}
for fam in PAIRS:
    line = '%-8s %4d ' % (fam, len(errs('', fam)))
    for d in ('../rowhit34/', ''):
        e = errs(d, fam)
        alls[d] += e
        line += '  %6.2f / %6.2f' % (st.median(e), p90(e))
    print(line)
line = '%-8s %4d ' % ('all', len(alls['']))
for d in ('../rowhit34/', ''):
    line += '  %6.2f / %6.2f' % (st.median(alls[d]), p90(alls[d]))
print(line)
