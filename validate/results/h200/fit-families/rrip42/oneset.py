import random, sys
def run(policy, n, ways=16, passes=120, walk=0.3, seed=1, ins=2):
    rnd = random.Random(seed)
    pos = [float(i) for i in range(n)]   # each line's phase within the pass (drifts)
    cache = {}  # line -> state (lru stamp or rrpv)
    t = 0; out = []
    for p in range(passes):
        for i in range(n): pos[i] += rnd.gauss(0, walk)
        order = sorted(range(n), key=lambda i: pos[i] % n)
        hits = 0
        for l in order:
            t += 1
            if l in cache:
                hits += 1
                cache[l] = t if policy == 'lru' else 0
                continue
            if len(cache) >= ways:
                if policy == 'lru': v = min(cache, key=cache.get)
                elif policy == 'random': v = rnd.choice(list(cache))
                else:
                    while True:
                        c = [k for k in cache if cache[k] == 3]
                        if c: v = c[0]; break
                        for k in cache: cache[k] += 1
                del cache[v]
            if policy == 'lru': cache[l] = t
            elif policy == 'random': cache[l] = 0
            else: cache[l] = ins
        out.append(hits / n)
    return out
for pol in ['lru', 'random', 'srrip']:
    for n in [17, 20, 26, 34]:
        h = [sum(run(pol, n, seed=s)[k] for s in range(40)) / 40 for k in range(120)]
        print(pol, n, ' '.join('%.2f' % h[k] for k in [0, 1, 2, 3, 7, 15, 31, 63, 119]))
