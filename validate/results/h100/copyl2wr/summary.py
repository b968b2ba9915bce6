# python3 summary.py -- per point of ncu-copyl2wr.csv.gz (cuda/run_copyl2wr.sh: at 16
# warps the copy reading 4 or 1280 MiB and storing into 8-40 MiB; each point a
# warm-up and a timed launch, labelled in the order of copyl2wr-ncu.csv's rows):
# the timed launch's ms, GB stored, L2's write sectors (GB), GB DRAM read and written,
# the share of stored bytes written back, and the share of stores that hit L2
import collections, csv, gzip, os
here = os.path.dirname(os.path.abspath(__file__))
lines = [l for l in gzip.open(os.path.join(here, 'ncu-copyl2wr.csv.gz'), 'rt') if l.startswith('"')]
by = collections.defaultdict(dict)
for r in csv.DictReader(lines):
    by[int(r['ID'])][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
pts = list(csv.DictReader(open(os.path.join(here, 'copyl2wr-ncu.csv'))))
assert len(by) == 2 * len(pts), (len(by), len(pts))
print('warps,op,read_mib,stored_mib,ms,stored_gb,l2_write_gb,dram_read_gb,dram_write_gb,written_back,store_hit')
for k, p in enumerate(pts):
    d = by[2 * k + 1]  # the timed launch
    note = dict(kv.split('=') for kv in p['note'].split(';'))
    gb = lambda m: d.get(m, 0) * 32 / 1e9
    # bytes stored: half the row's bytes (read + written); L2's write sectors count
    # 1.5 times as many (a store to the far half counted in both halves)
    st = float(p['bytes']) / 2 / 1e9 if note['op'] == 'copy' else 0
    wb = gb('dram__sectors_write.sum')
    hit = d.get('lts__t_sectors_srcunit_tex_op_write_lookup_hit.sum', 0) * 32 / 1e9
    print(f"{p['warps_per_sm']},{note['op']},{int(note['n_read']) * 16 / 2**20:g},{int(note['n_written']) * 16 / 2**20:g},"
          f"{d['gpu__time_duration.sum'] * 1e-6:.3f},{st:.3f},{gb('lts__t_sectors_op_write.sum'):.3f},{gb('dram__sectors_read.sum'):.3f},{wb:.3f},"
          f"{wb / st if st > 0.01 else 0:.3f},{hit / st if st > 0.01 else 0:.3f}")
