#!/usr/bin/env python3
"""One 16-way set under random replacement, swept cyclically over n lines, as
validate/README.md's fifty-second round cites it: the hit rate a pass, averaged
over 200 seeds, settles within a few passes (17 lines: 0.88, 21: 0.56), so a
lined-up re-read over L2's size needs no hundreds of passes to settle.
usage: python3 randrepl.py"""
import random
import statistics


def run(ways, n, passes, seed):
    random.seed(seed)
    cache, hist = [], []
    for _ in range(passes):
        h = 0
        for x in range(n):
            if x in cache:
                h += 1
            elif len(cache) < ways:
                cache.append(x)
            else:
                cache[random.randrange(ways)] = x
        hist.append(h / n)
    return hist


for n in (17, 21):
    H = [run(16, n, 400, s) for s in range(200)]
    avg = [statistics.mean(h[p] for h in H) for p in range(400)]
    print('%d lines: hit rate at passes %s' % (n, ', '.join('%d: %.3f' % (p, avg[p])
                                                            for p in (0, 1, 2, 5, 10, 50, 399))))
