#!/bin/bash
# validate/workloads/loadpair/make.sh [LHSIM] -- the loadpair/copypair workloads
# from the H200's SASS (validate/results/h200/loadpair/sass_loadpair.txt): lhsim
# import of k_loadpair<C> (C = 0 read-only, 1 the copy), clock stamps and all.
# The importer takes both loads' addresses for loaded data (a predicated write
# of the address register at the loop's top hides that it comes from the loop
# counter: `addr=`), so the rewrite drops `addr=` and names the streams:
#   grid:  the two loads (and stores) each a stream of its own, a warp's chunk
#          of each one line: lines a grid apart (dist 0 in the kernel);
#   pair:  both loads in stream a, the second at offset 128 (and the stores in
#          b alike): a warp's aligned 256 B (dist 1).
# -sD: the kernel's __nanosleep(D) between the two loads (NANOSLEEP is not in
# lhsim's mini-ISA) as ALU instructions of no unit just before the second load,
# whose stall counts add up to D ns at 1980 MHz (an assumption: the hardware's
# sleep is only about D ns).
set -euo pipefail
L=$(cd "$(dirname "${1:-build/lhsim}")" && pwd)/$(basename "${1:-build/lhsim}")
cd "$(dirname "$0")/../../.."
S=validate/results/h200/loadpair/sass_loadpair.txt
W=validate/workloads/loadpair
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for c in 0 1; do
    kind=$([ $c = 0 ] && echo ld || echo cp)
    "$L" import --sass "$S" --kernel "k_loadpair<$c>" --name "loadpair-$kind" -o "$tmp"
    for lay in grid pair; do
        for d in 0 25 50 100 200; do
            name=loadpair-$kind-$lay$([ $d = 0 ] || echo "-s$d")
            awk -v lay=$lay -v cyc=$((d * 198 / 100)) -v name=$name '
                /^name / { print "name " name; next }
                /^ld / {
                    sub(/ addr=r[0-9]+/, "")
                    nld++
                    if (nld == 2) {
                        for (c = cyc; c > 0; c -= 15)
                            printf "alu r59 lat=2 flops=0 unit=none stall=%d   # the sleep\n", (c > 15 ? 15 : c)
                    }
                    if (lay == "pair") { $3 = "a"; if (nld == 2) sub(/ width=4/, " width=4 offset=128") }
                }
                /^st / {
                    nst++
                    if (lay == "pair") { $2 = "b"; if (nst == 2) sub(/ width=4/, " width=4 offset=128") }
                }
                { print }' "$tmp" > "$W/$name.wl"
        done
    done
done
