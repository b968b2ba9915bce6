# python3 compare.py [LHSIM [SET...]] -- copyl2wn.csv (the H100's copy storing into
# 2-32 MiB, and its read loop) against lhsim (h100-sxm preset, each SET a --set
# key=value): ../copyl2wp/copyrwp-copy.wl with its two store streams' footprints
# half the stored array each, ../copyl2wp/copyrwp-read.wl for the read loop; GB/s
# (read + written), ns an iteration, and the share of stored bytes written back to
# DRAM (the H100's from Nsight Compute, summary.csv, at 8 and 16 warps)
import csv, io, os, subprocess, sys, tempfile
here = os.path.dirname(os.path.abspath(__file__))
lhsim = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, '../../../../build/lhsim')
sets = [a for s in sys.argv[2:] for a in ('--set', s)]
wp = os.path.join(here, '../copyl2wp')
rows = list(csv.DictReader(open(os.path.join(here, 'copyl2wn.csv'))))
wb = {}
for r in csv.DictReader(open(os.path.join(here, 'summary.csv'))):
    if r['op'] == 'copy': wb[(int(r['warps']), float(r['stored_mib']))] = float(r['written_back'])
def sim(wl, warps):
    out = subprocess.run([lhsim, 'sim', '--gpu', 'h100-sxm', '--workload', wl, '--warps', warps,
                          '--format', 'csv', '-j', '2', '--columns',
                          'warps_per_sm,useful_gbps,dram_write_gbps,time_per_iter_ns'] + sets,
                         capture_output=True, text=True, check=True).stdout
    return {int(r['warps_per_sm']): r for r in csv.DictReader(io.StringIO(out))}
src = open(os.path.join(wp, 'copyrwp-copy.wl')).read()
assert sum(l.startswith('st ') and 'footprint=8M' in l for l in src.splitlines()) == 2
print('warps,op,stored_mib,h100_gbps,lhsim_gbps,err_pct,h100_ns,lhsim_ns,h100_written_back,lhsim_written_back')
cache = {}
for r in rows:
    note = dict(kv.split('=') for kv in r['note'].split(';'))
    w, mib = int(r['warps_per_sm']), int(note['n_written']) * 16 / 2**20
    key = (note['op'], mib)
    if key not in cache:
        ws = ','.join(sorted({x['warps_per_sm'] for x in rows}, key=int))
        if note['op'] == 'copy':
            with tempfile.NamedTemporaryFile('w', suffix='.wl', delete=False) as f:
                f.write('\n'.join(l.replace('footprint=8M', f'footprint={int(mib * 512)}K') if l.startswith('st ') else l
                                  for l in src.splitlines()) + '\n')
            cache[key] = sim(f.name, ws)
            os.unlink(f.name)
        else:
            cache[key] = sim(os.path.join(wp, 'copyrwp-read.wl'), ws)
    s = cache[key][w]
    g, lg = float(r['bandwidth_gbps']), float(s['useful_gbps'])
    lwb = float(s['dram_write_gbps']) / (lg / 2) if note['op'] == 'copy' else 0
    hwb = wb.get((w, mib)) if note['op'] == 'copy' else None
    print(f"{w},{note['op']},{mib:g},{g:.1f},{lg:.1f},{100 * (lg / g - 1):+.1f},{float(r['ns_per_step']):.1f},"
          f"{float(s['time_per_iter_ns']):.1f},{'' if hwb is None else f'{hwb:.3f}'},{lwb:.3f}")
