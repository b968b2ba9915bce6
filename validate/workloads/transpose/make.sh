#!/bin/bash
# validate/workloads/transpose/make.sh [LHSIM] -- the transpose workloads from the H200's
# SASS (validate/results/h200/transpose/sass_transpose.txt): lhsim import of
# k_transpose<TY>, then apart=65536 on the stores.  A warp writes one 128 B line of
# the 16384 x 16384 output (64 KiB a row) a store, its neighbours in the block the
# rows below, the next block 32 rows further: every line its own matrix row, as
# apart=65536 puts them.  The loads stay as imported: the block's warps read rows
# 64 KiB apart, but the neighbouring blocks read the next 128 B of the same rows at
# about the same time, which lhsim's side-by-side chunks (a warp's neighbours in the
# next 128 B) come closer to than lines all apart.
set -euo pipefail
L=$(cd "$(dirname "${1:-build/lhsim}")" && pwd)/$(basename "${1:-build/lhsim}")
cd "$(dirname "$0")/../../.."
S=validate/results/h200/transpose/sass_transpose.txt
for ty in 4 8 16 32; do
    out=validate/workloads/transpose/transpose-$ty.wl
    "$L" import --sass "$S" --kernel "k_transpose<$ty>" --name "transpose-$ty" -o "$out"
    sed -i -E 's/^(st R[0-9_]+ r[0-9]+ width=4)/\1 apart=65536/' "$out"
done
