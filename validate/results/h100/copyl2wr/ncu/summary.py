# python3 summary.py -- per point of ncu-copyl2wr.csv.gz (cuda/run_ncu_copyl2wr.sh: the
# copy at 8 warps reading 4 or 1280 MiB and storing into 8-40 MiB; a warm-up and a
# timed launch a point, labelled by copyl2wr-ncu.csv's rows): the timed launch's us,
# the share of stored bytes written back, the scheduler's issue rate, and the warps
# stalled per issue for each reason that holds at least 0.05 anywhere
import collections, csv, gzip, os
here = os.path.dirname(os.path.abspath(__file__))
lines = [l for l in gzip.open(os.path.join(here, 'ncu-copyl2wr.csv.gz'), 'rt') if l.startswith('"')]
by = collections.defaultdict(dict)
for r in csv.DictReader(lines):
    by[int(r['ID'])][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
pts = list(csv.DictReader(open(os.path.join(here, 'copyl2wr-ncu.csv'))))
assert len(by) == 2 * len(pts), (len(by), len(pts))
pre, suf = 'smsp__average_warps_issue_stalled_', '_per_issue_active.ratio'
reasons = sorted({m[len(pre):-len(suf)] for d in by.values() for m in d if m.startswith(pre)})
reasons = [x for x in reasons if max(d.get(pre + x + suf, 0) for d in by.values()) >= 0.05]
print('read_mib,stored_mib,us,written_back,issue_pct,' + ','.join(reasons))
for k, p in enumerate(pts):
    d = by[2 * k + 1]
    note = dict(kv.split('=') for kv in p['note'].split(';'))
    stored = float(p['bytes']) / 2
    wb = d['dram__sectors_write.sum'] * 32 / stored
    print(f"{int(note['n_read']) * 16 / 2**20:g},{int(note['n_written']) * 16 / 2**20:g},"
          f"{d['gpu__time_duration.sum'] / 1e3:.1f},{wb:.3f},"
          f"{d['smsp__issue_active.avg.pct_of_peak_sustained_active']:.1f}," +
          ','.join(f"{d.get(pre + x + suf, 0):.2f}" for x in reasons))
