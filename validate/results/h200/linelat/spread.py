# spread.py -- the two L2 path figures of the H200 preset, from this folder's
# data (k_linelat: one warp a SM chasing whole lines, each step stamped):
#   l2_jitter_ns: an L2 hit's spread within one SM, as the width of an even
#     spread with the same interquartile range (an even spread of width W has
#     IQR W/2): twice the median over SMs of p75 - p25, the SMs whose p75 is
#     in the far tail (above 400 cycles) left out;
#   l2_cross_ns: the gap between the two humps of a DRAM line's latency
#     (below and above 645 cycles; the tail above 900 and the few L2 hits
#     below 400 left out), near and far L2 partition.
# usage: python3 spread.py [DIR]   (cycles at linelat.csv's sm_clock_mhz)
import csv, os, statistics, sys
d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
rows = list(csv.DictReader(open(os.path.join(d, "linelat.csv"))))
l2 = [r for r in rows if r["footprint_bytes"] == "4194304" and r["cg"] == "0"]
mhz = statistics.median(float(r["sm_clock_mhz"]) for r in rows)
iqr = [int(r["p75"]) - int(r["p25"]) for r in l2 if int(r["p75"]) < 400]
w = 2 * statistics.median(iqr)
print("L2 hits, 4 MiB: %d SMs (%d with p75 in the far tail left out), median IQR %.1f cycles"
      % (len(l2), len(l2) - len(iqr), statistics.median(iqr)))
print("  l2_jitter_ns = %.1f  (%.0f cycles at %.0f MHz)" % (w * 1000 / mhz, w, mhz))
hist = [r for r in csv.DictReader(open(os.path.join(d, "linelat-hist.csv")))
        if r["footprint_bytes"] == "1073741824"]
tot = sum(int(r["count"]) for r in hist)
def hump(lo, hi):
    x = [(int(r["cycles"]), int(r["count"])) for r in hist if lo <= int(r["cycles"]) < hi]
    n = sum(c for _, c in x)
    return n / tot, sum(a * c for a, c in x) / n
fn, near = hump(400, 645)
ff, far = hump(645, 900)
print("DRAM, 1 GiB: near hump %.0f cycles (%.0f%% of steps), far hump %.0f cycles (%.0f%%)"
      % (near, 100 * fn, far, 100 * ff))
print("  l2_cross_ns = %.1f  (%.0f cycles)" % ((far - near) * 1000 / mhz, far - near))
