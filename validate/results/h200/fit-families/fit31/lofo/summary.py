"""summary.py -- the thirty-first round's leave-one-family-out folds (lofo-*.csv
here, the shipped preset, the simulator with the eight-batch store warm-up)
against the twenty-ninth round's (../../wrp29/lofo29-*.csv: the same preset and
folds, the simulator before).
|sim error| in %: median and p90 (linear interpolation).  python3 summary.py"""
import csv
import statistics as st

TRAIN = 'chase fma strided stream copyk reread babel mix store storew'.split()
PAIRS = {'chase': 'chase-stream', 'stream': 'chase-stream', 'reread': 'reread-strided', 'strided': 'reread-strided',
         'fma': 'fma-babel', 'babel': 'fma-babel', 'mix': 'mix-storew', 'storew': 'mix-storew',
         'store': 'store-copyk', 'copyk': 'store-copyk'}


def p90(v):
    v = sorted(v)
    k = (len(v) - 1) * 0.9
    f = int(k)
    c = min(f + 1, len(v) - 1)
    return v[f] + (v[c] - v[f]) * (k - f)


def now(fam):
    return [abs(float(r['sim_err'])) * 100 for r in csv.DictReader(open('lofo-%s.csv' % PAIRS[fam]))
            if r['set'] == 'leftout' and r['experiment'] == fam]


def before(fam):
    return [abs(float(r['sim_err'])) * 100 for r in csv.DictReader(open('../../wrp29/lofo29-%s.csv' % fam))
            if r['set'] == 'leftout']


def s(v):
    return '%5.2f %6.2f %6.2f' % (st.median(v), p90(v), max(v))


print('%-10s %4s  %-20s %-20s' % ('left out', 'rows', 'lofo29 (med p90 max)', 'lofo31'))
pa, pb = [], []
for f in TRAIN:
    a, b = before(f), now(f)
    pa += a
    pb += b
    print('%-10s %4d  %s  %s' % (f, len(a), s(a), s(b)))
print('%-10s %4d  %s  %s' % ('all', len(pa), s(pa), s(pb)))
