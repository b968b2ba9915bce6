# python3 compare.py [LHSIM] [--data CSV] [--set key=value ...] [--gpu PRESET] -- the H100's copy
# (k_copyrwp: reads n_read float4, stores them into n_written, wrapping) against
# lhsim (h100-sxm preset; --gpu h200 for the H200's runs in results/h200/copyl2wn,
# copyl2wr): ../copyl2wp/copyrwp-copy.wl with its two load streams'
# footprints half the read array each and its two store streams' half the stored
# array, ../copyl2wp/copyrwp-read.wl for the loop with its stores skipped; GB/s
# (read + written), ns an iteration, and the share of stored bytes written back to
# DRAM (the GPU's from Nsight Compute: summary.csv beside CSV, where it has the
# point).  CSV: copyl2wn.csv here (default) or ../copyl2wr/copyl2wr.csv.  Five
# times lhsim's default event budget: the copy storing into 20-24 MiB while it
# reads 4 MiB warms up for ~4000 batches (its L2 keeps shedding a line now and
# then, and the share written back settles over milliseconds), past 2e8 events at
# 16 warps.
import argparse, csv, io, os, subprocess, tempfile
here = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser()
ap.add_argument('lhsim', nargs='?', default=os.path.join(here, '../../../../build/lhsim'))
ap.add_argument('--data', default=os.path.join(here, 'copyl2wn.csv'))
ap.add_argument('--set', action='append', default=[])
ap.add_argument('--gpu', default='h100-sxm')
a = ap.parse_args()
if a.gpu != 'h100-sxm' and a.data == ap.get_default('data'):
    ap.error('--gpu %s needs --data: the default CSV is the H100 run beside this script' % a.gpu)
sets = [x for s in a.set for x in ('--set', s)]
wp = os.path.join(here, '../copyl2wp')
rows = list(csv.DictReader(open(a.data)))
wb = {}
summ = os.path.join(os.path.dirname(os.path.abspath(a.data)), 'summary.csv')
if os.path.exists(summ):
    for r in csv.DictReader(open(summ)):
        if r['op'] == 'copy':
            wb[(int(r['warps']), float(r.get('read_mib', 1280)), float(r['stored_mib']))] = float(r['written_back'])
def sim(wl, warps):
    out = subprocess.run([a.lhsim, 'sim', '--gpu', a.gpu, '--workload', wl, '--warps', warps,
                          '--format', 'csv', '-j', '2', '--max-events', '1000000000', '--columns',
                          'warps_per_sm,useful_gbps,dram_write_gbps,time_per_iter_ns'] + sets,
                         capture_output=True, text=True, check=True).stdout
    return {int(r['warps_per_sm']): r for r in csv.DictReader(io.StringIO(out))}
src = open(os.path.join(wp, 'copyrwp-copy.wl')).read().splitlines()
assert sum(l.startswith('st ') and 'footprint=8M' in l for l in src) == 2
assert sum(l.startswith('ld ') and 'footprint=640M' in l for l in src) == 2
ws = ','.join(sorted({x['warps_per_sm'] for x in rows}, key=int))
print('warps,op,read_mib,stored_mib,gpu_gbps,lhsim_gbps,err_pct,gpu_ns,lhsim_ns,gpu_written_back,lhsim_written_back')
cache = {}
for r in rows:
    note = dict(kv.split('=') for kv in r['note'].split(';'))
    w = int(r['warps_per_sm'])
    rd, mib = int(note['n_read']) * 16 / 2**20, int(note['n_written']) * 16 / 2**20
    key = (note['op'], rd, mib)
    if key not in cache:
        if note['op'] == 'copy':
            def fix(l):
                if l.startswith('st '): return l.replace('footprint=8M', f'footprint={int(mib * 512)}K')
                if l.startswith('ld '): return l.replace('footprint=640M', f'footprint={int(rd * 512)}K')
                return l
            with tempfile.NamedTemporaryFile('w', suffix='.wl', delete=False) as f:
                f.write('\n'.join(fix(l) for l in src) + '\n')
            cache[key] = sim(f.name, ws)
            os.unlink(f.name)
        else:
            assert rd == 1280
            cache[key] = sim(os.path.join(wp, 'copyrwp-read.wl'), ws)
    s = cache[key][w]
    g, lg = float(r['bandwidth_gbps']), float(s['useful_gbps'])
    lwb = float(s['dram_write_gbps']) / (lg / 2) if note['op'] == 'copy' else 0
    hwb = wb.get((w, rd, mib)) if note['op'] == 'copy' else None
    print(f"{w},{note['op']},{rd:g},{mib:g},{g:.1f},{lg:.1f},{100 * (lg / g - 1):+.1f},{float(r['ns_per_step']):.1f},"
          f"{float(s['time_per_iter_ns']):.1f},{'' if hwb is None else f'{hwb:.3f}'},{lwb:.3f}")
