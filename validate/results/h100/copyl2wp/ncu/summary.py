# python3 summary.py -- per launch of ncu-copyl2wp.csv.gz (cuda/run_ncu_copyl2wp.sh: at
# 4, 8, 16 warps the copy, then the read loop, each a warm-up and a timed launch):
# the launch's time, GB DRAM read and written, L2 sectors written and read (GB), the
# traffic between L2's halves (GB), L2's hit rate, and the share of stores that hit
import collections, csv, gzip, os
here = os.path.dirname(os.path.abspath(__file__))
lines = [l for l in gzip.open(os.path.join(here, 'ncu-copyl2wp.csv.gz'), 'rt') if l.startswith('"')]
by = collections.defaultdict(dict)
for r in csv.DictReader(lines):
    by[int(r['ID'])][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
labels = [f"{w},{op},{k}" for w in (4, 8, 16) for op in ('copy', 'read') for k in ('warm-up', 'timed')]
print('warps,loop,launch,ms,dram_read_gb,dram_write_gb,l2_write_gb,l2_read_gb,l2_fabric_gb,l2_hit_pct,store_hit')
for i in sorted(by):
    d = by[i]
    gb = lambda k: d.get(k, 0) * 32 / 1e9
    wh = d.get('lts__t_sectors_srcunit_tex_op_write_lookup_hit.sum', 0)
    wm = d.get('lts__t_sectors_srcunit_tex_op_write_lookup_miss.sum', 0)
    print(f"{labels[i]},{d['gpu__time_duration.sum'] * 1e-6:.3f},{gb('dram__sectors_read.sum'):.3f},"
          f"{gb('dram__sectors_write.sum'):.3f},{gb('lts__t_sectors_op_write.sum'):.3f},{gb('lts__t_sectors_op_read.sum'):.3f},"
          f"{gb('lts__t_sectors_srcunit_ltcfabric.sum'):.3f},{d['lts__t_sector_hit_rate.pct']:.1f},"
          f"{wh / (wh + wm) if wh + wm else 0:.3f}")
