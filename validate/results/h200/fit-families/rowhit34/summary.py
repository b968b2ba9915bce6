"""summary.py [BASE NEW] -- the leave-one-family-out folds in NEW (lofo-*.csv;
default here: row hits free of DRAM's access minimum, memory.hits_skip_access_min
= 1) against those in BASE (default ../fit31/lofo/: the shipped preset before
the switch, the same folds, parameters and simulator).  |sim error| of useful
bandwidth in %: median and p90 (linear interpolation), per family left out and
over all 359 left-out rows.  python3 summary.py; from ../retsec34 or
../rowlat34: python3 ../rowhit34/summary.py ../rowhit34 ."""
import csv
import os
import statistics as st
import sys

BASE, NEW = (sys.argv[1], sys.argv[2]) if len(sys.argv) == 3 else ('../fit31/lofo', '.')

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
    return [abs(float(r['sim_err'])) * 100 for r in csv.DictReader(open(os.path.join(d, 'lofo-%s.csv' % PAIRS[fam])))
            if r['set'] == 'leftout' and r['experiment'] == fam]


print('%-8s %4s  %15s  %15s' % ('family', 'rows', 'BASE med/p90', 'NEW med/p90'))
alls = {BASE: [], NEW: []}
for fam in PAIRS:
    line = '%-8s %4d ' % (fam, len(errs(NEW, fam)))
    for d in (BASE, NEW):
        e = errs(d, fam)
        alls[d] += e
        line += '  %6.2f / %6.2f' % (st.median(e), p90(e))
    print(line)
line = '%-8s %4d ' % ('all', len(alls[NEW]))
for d in (BASE, NEW):
    line += '  %6.2f / %6.2f' % (st.median(alls[d]), p90(alls[d]))
print(line)
