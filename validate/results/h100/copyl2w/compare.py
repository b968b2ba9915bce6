# python3 compare.py [LHSIM] -- copyl2w.csv against lhsim (h100-sxm preset) with
# copyrw-w16m.wl / copyrw-w1280m.wl at the same warps; prints the table of README.md
import csv, io, os, subprocess, sys
here = os.path.dirname(os.path.abspath(__file__))
lhsim = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, '../../../../build/lhsim')
m = {}
for r in csv.DictReader(open(os.path.join(here, 'copyl2w.csv'))):
    n = dict(kv.split('=') for kv in r['note'].split(';'))
    m[(int(r['warps_per_sm']), int(n['n_written']) * 16 >> 20)] = float(r['bandwidth_gbps'])
def sim(v):
    out = subprocess.run([lhsim, 'sim', '--gpu', 'h100-sxm', '--workload', os.path.join(here, f'copyrw-{v}.wl'),
                          '--warps', '1,2,4,8,16,32,64', '--format', 'csv', '-j', '2',
                          '--columns', 'warps_per_sm,useful_gbps,dram_write_gbps'],
                         capture_output=True, text=True, check=True).stdout
    return list(csv.DictReader(io.StringIO(out)))
a, b = sim('w16m'), sim('w1280m')
print('warps,h100_l2w_gbps,lhsim_l2w_gbps,l2w_err_pct,lhsim_l2w_dram_write_gbps,'
      'h100_dramw_gbps,lhsim_dramw_gbps,dramw_err_pct,h100_ratio,lhsim_ratio')
for x, y in zip(a, b):
    w = int(x['warps_per_sm']); h1, h2 = m[(w, 16)], m[(w, 1280)]
    s1, s2 = float(x['useful_gbps']), float(y['useful_gbps'])
    print(f"{w},{h1:.1f},{s1:.1f},{100*(s1/h1-1):+.1f},{float(x['dram_write_gbps']):.1f},"
          f"{h2:.1f},{s2:.1f},{100*(s2/h2-1):+.1f},{h2/h1:.3f},{s2/s1:.3f}")
