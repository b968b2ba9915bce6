#!/bin/bash
# validate/workloads/copyprobe/make.sh [LHSIM] -- the copyprobe workloads from the
# H200's SASS (validate/results/h200/copyprobe/sass_copyprobe.txt): lhsim import
# of k_copyprobe<K,V>, clock stamps and all (each `S2UR ..., SR_CLOCKLO` an issue
# slot, so that lhsim's warp trace shows when each stamp would be taken).
set -euo pipefail
L=$(cd "$(dirname "${1:-build/lhsim}")" && pwd)/$(basename "${1:-build/lhsim}")
cd "$(dirname "$0")/../../.."
S=validate/results/h200/copyprobe/sass_copyprobe.txt
for k in 1 2 4; do
    for v in 1 4; do
        "$L" import --sass "$S" --kernel "k_copyprobe<$k,$v>" --name "copyprobe-$k-$v" \
            -o "validate/workloads/copyprobe/copyprobe-$k-$v.wl"
    done
done
# k_copyprobe2<K,ADJ> (results/h200/copyprobe/run2/sass_copyprobe2.txt): a stamp
# after each load.  With ADJ = 1 a warp's K lines lie side by side: its loads
# become one stream `a` and its stores one stream `b`, load k (the k-th stored
# to shared memory) at offset 128 k (the importer cannot see that the K
# addresses are one base plus 128 k)
S2=validate/results/h200/copyprobe/run2/sass_copyprobe2.txt
for k in 2 4; do
    for a in 0 1; do
        out=validate/workloads/copyprobe/copyprobe2-$k-$a.wl
        "$L" import --sass "$S2" --kernel "k_copyprobe2<$k,$a>" --name "copyprobe2-$k-$a" -o "$out"
        [ "$a" = 1 ] || continue
        awk '
            NR == FNR { if (/^alu / && / STS /) order[$3] = n++; next }
            /^ld / && ($2 in order) { $3 = "a"; sub(/ width=4/, " width=4 offset=" 128 * order[$2]) }
            /^st / && ($3 in order) { $2 = "b"; sub(/ width=4/, " width=4 offset=" 128 * order[$3]) }
            { print }' "$out" "$out" > "$out.tmp"
        mv "$out.tmp" "$out"
    done
done
