#!/usr/bin/env python3
"""analyse.py [linemap.csv] -- how coarse is the H200's L2 partition hash?

linemap.csv (lhsim-bench --experiment linemap): per block (one SM) the labels
of its 4096 contiguous lines in address order: h (an L2 hit, left over), n
(near: 450-659 cycles), f (far: 660 and up).  For a line homed in the SM's
own L2 half the miss is near, else far, so within one block the labels are
the lines' homes up to one flip.  Printed:
- the share of lines far, per block (about half if homes are even);
- for line distances d = 1, 2, 4, ... 2048: how often two lines d apart (both
  n or f) share a label.  Lines homed by aligned runs of 2^k lines agree
  1 - d / 2^k of the time below 2^k and by chance (about 0.5, if the runs'
  homes are hashed) from 2^k on; a hash of single lines agrees by chance at
  every d;
- for each bit of the line's byte address: how strongly far follows it
  (|2 P(far == bit) - 1| averaged over blocks; 1: the home is that bit, 0:
  unrelated);
- the XOR of address bits 7-18 (the bits that vary within a block's 512 KiB)
  that far follows best: a Walsh-Hadamard transform of each block's labels
  (+1 far, -1 near, 0 a hit) gives the correlation with the parity of every
  set of those bits at once; |correlation| averaged over blocks, the top
  eight (the labels' own errors cap it below 1).
"""
import csv
import sys


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "linemap.csv"
    rows = list(csv.DictReader(open(path)))
    fars, blocks = [], []
    for r in rows:
        lab = r["labels"]
        first = int(r["first_line"])
        nf = lab.count("f") + lab.count("n")
        fars.append(lab.count("f") / nf if nf else float("nan"))
        blocks.append((first, lab))
    print("blocks %d, lines each %d" % (len(rows), len(blocks[0][1])))
    h = sum(r["labels"].count("h") for r in rows)
    tot = sum(len(r["labels"]) for r in rows)
    print("L2 hits left over: %d of %d lines (%.2f%%)" % (h, tot, 100.0 * h / tot))
    fs = sorted(fars)
    print("share far per block: min %.3f median %.3f max %.3f" % (fs[0], fs[len(fs) // 2], fs[-1]))
    print("\nlines d apart sharing a label (both n or f):")
    print("%8s %10s %10s" % ("d", "bytes", "agree"))
    d = 1
    while d < len(blocks[0][1]):
        same = n = 0
        for _, lab in blocks:
            for i in range(len(lab) - d):
                a, b = lab[i], lab[i + d]
                if a in "nf" and b in "nf":
                    n += 1
                    same += a == b
        print("%8d %10d %10.3f" % (d, d * 128, same / n if n else float("nan")))
        d *= 2
    print("\naddress bit (of the byte address) against far, |2 P(far == bit) - 1| averaged over blocks:")
    for bit in range(7, 34):
        acc = []
        for first, lab in blocks:
            same = n = 0
            for i, c in enumerate(lab):
                if c not in "nf":
                    continue
                b = ((first + i) * 128 >> bit) & 1
                same += (c == "f") == (b == 1)
                n += 1
            if n:
                acc.append(abs(2.0 * same / n - 1))
        if acc:
            print("  bit %2d (%10d B): %.3f" % (bit, 1 << bit, sum(acc) / len(acc)))
    parity_masks(rows)


def parity_masks(rows, top=8):
    n = len(rows[0]["labels"])
    acc = [0.0] * n
    for r in rows:
        f = [1 if c == "f" else -1 if c == "n" else 0 for c in r["labels"]]
        h = 1
        while h < n:  # in-place Walsh-Hadamard transform
            for i in range(0, n, 2 * h):
                for j in range(i, i + h):
                    a, b = f[j], f[j + h]
                    f[j], f[j + h] = a + b, a - b
            h *= 2
        for m in range(n):
            acc[m] += abs(f[m]) / n / len(rows)
    print("\nparity of address bits against far (|correlation| averaged over blocks), best first:")
    for m in sorted(range(n), key=lambda m: -acc[m])[:top]:
        bits = [b + 7 for b in range(n.bit_length() - 1) if m >> b & 1]
        print("  %.3f  bits %s" % (acc[m], bits if bits else "(none: the share far)"))


if __name__ == "__main__":
    main()
