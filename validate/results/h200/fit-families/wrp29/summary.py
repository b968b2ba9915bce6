"""summary.py -- the twenty-ninth round's comparison, from the files here: each
training family left out (lofo28-* before, lofo29-* after), the families no fit
trains on (compare681-*: the 322 rows of the 681 outside the ten training
families; compare-newer-*: copyprobe, linecopy, transpose, storesy, loadpair),
and all of them pooled.  |sim error| in %: median and p90 (linear
interpolation).  Run from this folder: python3 summary.py"""
import csv
import statistics as st

TRAIN = 'chase fma strided stream copyk reread babel mix store storew'.split()


def p90(v):
    v = sorted(v)
    k = (len(v) - 1) * 0.9
    f = int(k)
    c = min(f + 1, len(v) - 1)
    return v[f] + (v[c] - v[f]) * (k - f)


def lofo(tag, fam):
    return [abs(float(r['sim_err'])) * 100 for r in csv.DictReader(open('lofo%s-%s.csv' % (tag, fam)))
            if r['set'] == 'leftout']


def rows(path):
    out = []
    for line in open(path):
        p = line.split()
        if len(p) >= 9 and p[1].isdigit():
            try:
                out.append((p[0], abs(float(p[7])) * 100))
            except ValueError:
                pass
    return out


def s(v):
    return '%5.2f %6.2f' % (st.median(v), p90(v))


print('%-10s %4s  %-13s %-13s' % ('left out', 'rows', 'before (med p90)', 'after'))
pool = {'before': [], 'after': []}
for f in TRAIN:
    a, b = lofo('28', f), lofo('29', f)
    pool['before'] += a
    pool['after'] += b
    print('%-10s %4d  %s  %s' % (f, len(a), s(a), s(b)))
print('%-10s %4d  %s  %s' % ('all', len(pool['before']), s(pool['before']), s(pool['after'])))
for when in ('before', 'after'):
    held = [e for x, e in rows('compare681-%s.txt' % when) if x not in TRAIN and not x.startswith('storesy')]
    newer = [e for x, e in rows('compare-newer-%s.txt' % when)]
    print('%-6s families never trained on: 681-row ones %d %s, newer %d %s, together %d %s; with the left-out '
          'training families %d %s' % (when, len(held), s(held), len(newer), s(newer), len(held + newer),
                                       s(held + newer), len(held + newer + pool[when]),
                                       s(held + newer + pool[when])))
