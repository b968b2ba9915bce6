# python3 summary.py [DIR] -- per point of DIR's Nsight Compute run of k_copyrwp
# (ncu-copyl2wn.csv.gz from cuda/run_copyl2wn.sh: at 8 and 16 warps the copy storing
# into 2-32 MiB, then the read loop; or ncu-copyl2wr.csv.gz from cuda/run_copyl2wr.sh:
# at 16 warps the copy reading 4 or 1280 MiB and storing into 8-40 MiB), each point a
# warm-up and a timed launch, labelled in the order of the bench's rows under the
# profiler (copyl2wn-ncu.csv, copyl2wr-ncu.csv).  DIR: this folder by default.
# The timed launch's ms, GB stored, L2's write sectors (GB), GB DRAM read and
# written, the share of stored bytes written back, and the share of stores that hit L2
import collections, csv, glob, gzip, os, sys
d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
(raw,) = glob.glob(os.path.join(d, 'ncu-copyl2w[nr].csv.gz'))
name = os.path.basename(raw)[4:-7]
lines = [l for l in gzip.open(raw, 'rt') if l.startswith('"')]
by = collections.defaultdict(dict)
for r in csv.DictReader(lines):
    by[int(r['ID'])][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
pts = list(csv.DictReader(open(os.path.join(d, name + '-ncu.csv'))))
assert len(by) == 2 * len(pts), (len(by), len(pts))
print('warps,op,read_mib,stored_mib,ms,stored_gb,l2_write_gb,dram_read_gb,dram_write_gb,written_back,store_hit')
for k, p in enumerate(pts):
    m = by[2 * k + 1]  # the timed launch
    note = dict(kv.split('=') for kv in p['note'].split(';'))
    gb = lambda x: m.get(x, 0) * 32 / 1e9
    # bytes stored: half the row's bytes (read + written); L2's write sectors count
    # 1.5 times as many (a store to the far half counted in both halves)
    st = float(p['bytes']) / 2 / 1e9 if note['op'] == 'copy' else 0
    wb = gb('dram__sectors_write.sum')
    hit = m.get('lts__t_sectors_srcunit_tex_op_write_lookup_hit.sum', 0) * 32 / 1e9
    print(f"{p['warps_per_sm']},{note['op']},{int(note['n_read']) * 16 / 2**20:g},{int(note['n_written']) * 16 / 2**20:g},"
          f"{m['gpu__time_duration.sum'] * 1e-6:.3f},{st:.3f},{gb('lts__t_sectors_op_write.sum'):.3f},"
          f"{gb('dram__sectors_read.sum'):.3f},{wb:.3f},"
          f"{wb / st if st > 0.01 else 0:.3f},{hit / st if st > 0.01 else 0:.3f}")
