import csv, sys, statistics as st
def summ(f):
    rows = list(csv.DictReader(open(f)))
    g = {}
    for r in rows:
        F = int(r['footprint_bytes']) >> 20; P = float(r['passes'])
        e = abs(float(r['err_pct']))
        key = '32-48' if F <= 48 else ('64-160 P1-8' if P < 9 else ('64-160 P16' if P < 20 else '64-160 P64'))
        g.setdefault(key, []).append(e); g.setdefault('all', []).append(e)
        if F > 48: g.setdefault('64-160', []).append(e)
    return {k: (len(v), st.median(v), sorted(v)[int(0.9 * (len(v) - 1))]) for k, v in g.items()}
for f in sys.argv[1:]:
    s = summ(f)
    print(f, ' | '.join('%s n=%d %.1f/%.1f' % (k, *s[k]) for k in sorted(s)))
