#!/usr/bin/env python3
"""rereadb.csv -> rereadb-points.csv for `lhsim validate compare` (in this folder):
each row's L1 as lhsim takes it, through the carve-out: smem_per_sm = (256 - l1_kib) KiB,
one block of W warps an SM (block_warps = W).   python3 points.py"""
import csv

out = csv.writer(open('rereadb-points.csv', 'w', newline=''))
out.writerow(['family', 'warps_per_sm', 'param', 'measured_gbps', 'workload', 'footprint_bytes',
              'smem_per_sm', 'block_warps'])
for r in csv.DictReader(open('rereadb.csv')):
    note = dict(kv.split('=') for kv in r['note'].split(';') if '=' in kv)
    l1 = int(note['l1_kib'])
    out.writerow(['rereadb', r['warps_per_sm'], 'l1=%d:%s' % (l1, r['footprint_bytes']), r['bandwidth_gbps'],
                  '../../../workloads/reread.wl', r['footprint_bytes'], (256 - l1) * 1024, r['warps_per_sm']])
