"""summarize.py -- per point of bench-rcap.csv (its profiled launches: a warm-up and the
timed one, in order) the timed launch's counters from ncu-rcap.csv.gz, beside the rate
timed without the profiler (bench-timed.csv): python3 summarize.py [DIR] > summary.csv
(DIR: the run's folder, default this script's: the H200's run is ../../h200/ncu-rcap)
Columns: experiment, warps per SM, footprint MiB, GB/s (unprofiled), 4 B lines a cycle an
SM at 1980 MHz, L1 sector hit fraction, L1 sectors a request, L2 read hit fraction, DRAM
sectors read per L1 miss sector, long-scoreboard and lg-throttle stalls per issue."""
import csv
import gzip
import os
import sys

D = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
rows = list(csv.DictReader(open(os.path.join(D, 'bench-rcap.csv'))))
timed = list(csv.DictReader(open(os.path.join(D, 'bench-timed.csv'))))
with gzip.open(os.path.join(D, 'ncu-rcap.csv.gz'), 'rt') as f:
    lines = [l for l in f if not l.startswith('==')]
m = {}
for r in csv.DictReader(lines):
    m.setdefault(int(r['ID']), {})[r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
assert len(m) == 2 * len(rows), (len(m), len(rows))
print('experiment,warps_per_sm,footprint_mib,gbps,lines_per_cycle_sm,l1_hit,l1_sectors_per_request,'
      'l2_read_hit,dram_sectors_per_l1_miss,stall_long_scoreboard,stall_lg_throttle')
for i, (b, t) in enumerate(zip(rows, timed)):
    assert (b['experiment'], b['warps_per_sm'], b['footprint_bytes']) == \
        (t['experiment'], t['warps_per_sm'], t['footprint_bytes'])
    k = m[2 * i + 1]
    hit = k['l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum']
    miss = k['l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum']
    req = k['l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum']
    l2h = k['lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum']
    l2m = k['lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum']
    gbps = float(t['bandwidth_gbps'])
    print('%s,%s,%d,%.1f,%.3f,%.4f,%.2f,%.4f,%.3f,%.2f,%.2f' % (
        b['experiment'], b['warps_per_sm'], int(b['footprint_bytes']) >> 20, gbps,
        gbps * 1e9 / 4 / 132 / 1.98e9, hit / (hit + miss), (hit + miss) / req, l2h / (l2h + l2m),
        k['dram__sectors_read.sum'] / miss if miss else 0,
        k['smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio'],
        k['smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio']))
