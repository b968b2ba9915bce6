# python3 compare.py [LHSIM [RUN]] -- a run's copyl2wp.csv (RUN: this folder, or
# run1/) against lhsim (h100-sxm preset): RUN/copyrwp-copy.wl (stores into 16 MiB)
# and RUN/copyrwp-read.wl (the stores skipped) at the same warps; GB/s (the copy:
# read + written; the read loop: useful, or the bytes DRAM moves where nvcc had
# narrowed its loads to 4 B lanes 16 B apart, as run1's, since the H100's row
# counts 16 B an element) and ns an iteration
import csv, io, os, subprocess, sys
here = os.path.dirname(os.path.abspath(__file__))
lhsim = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, '../../../../build/lhsim')
run = os.path.join(here, sys.argv[2]) if len(sys.argv) > 2 else here
m = {}
for r in csv.DictReader(open(os.path.join(run, 'copyl2wp.csv'))):
    op = dict(kv.split('=') for kv in r['note'].split(';'))['op']
    m[(int(r['warps_per_sm']), op)] = (float(r['bandwidth_gbps']), float(r['ns_per_step']))
def sim(f, col):
    out = subprocess.run([lhsim, 'sim', '--gpu', 'h100-sxm', '--workload', os.path.join(run, f),
                          '--warps', '1,2,4,8,16,32,64', '--format', 'csv', '-j', '2',
                          '--columns', 'warps_per_sm,' + col + ',time_per_iter_ns'],
                         capture_output=True, text=True, check=True).stdout
    return [(float(r[col]), float(r['time_per_iter_ns'])) for r in csv.DictReader(io.StringIO(out))]
narrowed = 'stride=16' in open(os.path.join(run, 'copyrwp-read.wl')).read()
c, r = sim('copyrwp-copy.wl', 'useful_gbps'), sim('copyrwp-read.wl', 'bandwidth_gbps' if narrowed else 'useful_gbps')
print('warps,h100_copy_gbps,lhsim_copy_gbps,copy_err_pct,h100_copy_ns,lhsim_copy_ns,'
      'h100_read_gbps,lhsim_read_gbps,read_err_pct,h100_read_ns,lhsim_read_ns')
for k, w in enumerate([1, 2, 4, 8, 16, 32, 64]):
    hc, hr = m[(w, 'copy')], m[(w, 'read')]
    print(f"{w},{hc[0]:.1f},{c[k][0]:.1f},{100*(c[k][0]/hc[0]-1):+.1f},{hc[1]:.1f},{c[k][1]:.1f},"
          f"{hr[0]:.1f},{r[k][0]:.1f},{100*(r[k][0]/hr[0]-1):+.1f},{hr[1]:.1f},{r[k][1]:.1f}")
