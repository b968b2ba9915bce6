#!/usr/bin/env python3
"""Which blocks of the family's grid-stride loops share their lines with a block on the
same SM, by where the GPU put them (place.csv; its SMs are those the rows name).  Thread i of a grid of T threads reads
16 B at (i + m T) x 16 mod F over the steps m; a warp's 512 B start b then meets the lines
b + k g, g = gcd(16 T, F), the largest power of two dividing 16 T for any power-of-two
footprint F >= g.  So the warps of blocks c and c' (4 warps, 2 KiB each) meet the same
lines iff c = c' mod g / 2048, whatever F.
  python3 partners.py > partners.csv       (in this folder)"""
import csv, collections
rows = list(csv.DictReader(open('place.csv')))
by = collections.defaultdict(lambda: collections.defaultdict(list))
for r in rows:
    by[(int(r['warps_per_sm']), int(r['launch']))][int(r['smid'])].append(int(r['block']))
print('warps_per_sm,launch,blocks_per_sm,g_bytes,block_modulus,blocks_with_partner,round_robin_with_partner')
for (W, L), sms in sorted(by.items()):
    n = len(sms)  # SMs
    T = n * W * 32
    g = (16 * T) & -(16 * T)
    mod = g // 2048
    nb = len(next(iter(sms.values())))
    shared = sum(1 for bl in sms.values() for b in bl if any((b - c) % mod == 0 for c in bl if c != b))
    total = sum(len(bl) for bl in sms.values())
    # the same for blocks dealt exactly round-robin (SM s: s, s + n, s + 2n, ...): alike on every SM
    rr = sum(1 for j in range(nb) if any((n * (j - k)) % mod == 0 for k in range(nb) if k != j))
    print('%d,%d,%d,%d,%d,%.3f,%.3f' % (W, L, nb, g, mod, shared / total, rr / nb))
