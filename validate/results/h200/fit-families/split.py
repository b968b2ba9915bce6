# python3 split.py A.csv [B.csv...] -- median and p90 |error| of each 990-row compare
# CSV (rowhit34/compare948.sh) over the training families (those the joint fit saw:
# chase, stream, reread, strided, store, copyk, fma, babel, mix, storew) and over the
# rest, which no fit trained on
import csv, statistics, sys
TRAIN = {'chase', 'stream', 'reread', 'strided', 'store', 'copyk', 'fma', 'babel', 'mix', 'storew'}
def p90(v):
    v = sorted(v)
    return v[min(len(v) - 1, int(0.9 * (len(v) - 1) + 0.5))]
print('%-40s %22s %22s' % ('file', 'training med / p90', 'never trained med / p90'))
for f in sys.argv[1:]:
    t, o = [], []
    for r in csv.DictReader(open(f)):
        (t if r['experiment'] in TRAIN else o).append(abs(float(r['sim_err'])))
    print('%-40s %4d %6.2f%% / %6.2f%% %4d %6.2f%% / %6.2f%%' % (f.split('/')[-1][-40:], len(t), 100 * statistics.median(t), 100 * p90(t),
                                                        len(o), 100 * statistics.median(o), 100 * p90(o)))
