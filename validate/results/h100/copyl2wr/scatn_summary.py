# python3 scatn_summary.py [DIR] -- per point of DIR/ncu-scatn.csv.gz (random 4 B stores
# over 16-256 MiB at 32 warps, each point a warm-up and a timed launch, labelled by
# DIR/scatn-ncu.csv's rows): DRAM sectors read and written per 4 B store, from the
# timed launch (this folder by default; the H200's ../../h200/writes/ too, whose bench
# rows are bench-ncu-scatn.csv)
import collections, csv, gzip, os, sys
d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
lines = [l for l in gzip.open(os.path.join(d, 'ncu-scatn.csv.gz'), 'rt') if l.startswith('"')]
by = collections.defaultdict(dict)
for r in csv.DictReader(lines):
    by[int(r['ID'])][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
rows = os.path.join(d, 'scatn-ncu.csv')
pts = list(csv.DictReader(open(rows if os.path.exists(rows) else os.path.join(d, 'bench-ncu-scatn.csv'))))
assert len(by) == 2 * len(pts), (len(by), len(pts))
print('footprint_mib,stores,dram_read_per_store,dram_write_per_store')
for k, p in enumerate(pts):
    m = by[2 * k + 1]
    stores = float(p['bytes']) / 4
    print(f"{float(p['footprint_bytes']) / 2**20:g},{stores:.0f},{m['dram__sectors_read.sum'] / stores:.3f},"
          f"{m['dram__sectors_write.sum'] / stores:.3f}")
