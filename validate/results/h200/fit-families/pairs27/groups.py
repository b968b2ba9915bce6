"""groups.py COMPARE... -- median and p90 (nearest rank) of |sim_err| of the rows of
`lhsim validate compare` output (the per-row table, stdout) by group: the ten
training families of validate/fit_families.sh, the other families of the 681
shipped rows, and the storesy rows."""
import statistics as st
import sys

TRAIN = set('chase,stream,reread,strided,store,copyk,fma,babel,mix,storew'.split(','))


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


def p90(v):
    v = sorted(v)
    return v[min(len(v) - 1, int(round(0.9 * (len(v) - 1))))]


GROUPS = (('train', lambda x: x in TRAIN),
          ('unseen', lambda x: x not in TRAIN and not x.startswith('storesy')),
          ('storesy', lambda x: x.startswith('storesy')),
          ('all681', lambda x: not x.startswith('storesy')))
for f in sys.argv[1:]:
    r = rows(f)
    cells = []
    for name, sel in GROUPS:
        v = [e for x, e in r if sel(x)]
        if v:
            cells.append('%s n=%d median %.2f p90 %.2f' % (name, len(v), st.median(v), p90(v)))
    print(f, '|', ' | '.join(cells))
