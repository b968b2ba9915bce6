#!/bin/bash
# validate/workloads/linecopy/make.sh [LHSIM] -- the linecopy workloads from the H200's
# SASS (validate/results/h200/linecopy/sass_linecopy.txt): lhsim import of
# k_linecopy<K,MODE>, then apart=65536 on the loads (MODE 2, 3) and the stores
# (MODE 1, 3): the kernel puts consecutive lines 64 KiB apart there.
set -euo pipefail
L=$(cd "$(dirname "${1:-build/lhsim}")" && pwd)/$(basename "${1:-build/lhsim}")
cd "$(dirname "$0")/../../.."
S=validate/results/h200/linecopy/sass_linecopy.txt
for k in 1 4; do
    for m in 0 1 2 3; do
        out=validate/workloads/linecopy/linecopy-$k-$m.wl
        "$L" import --sass "$S" --kernel "k_linecopy<$k,$m>" --name "linecopy-$k-$m" -o "$out"
        [ $((m & 2)) -ne 0 ] && sed -i -E 's/^(ld r[0-9]+ R[0-9_]+ width=4)/\1 apart=65536/' "$out"
        [ $((m & 1)) -ne 0 ] && sed -i -E 's/^(st R[0-9_]+ r[0-9]+ width=4)/\1 apart=65536/' "$out"
    done
done
