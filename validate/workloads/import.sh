#!/bin/bash
# validate/workloads/import.sh [LHSIM (default build/lhsim)] -- the workload files made by lhsim import
# from the H200's SASS (tests/sass/families2.sass), made again: run it after a
# change to the importer or its opcode table, then commit what changed.
set -euo pipefail
L=$(cd "$(dirname "${1:-build/lhsim}")" && pwd)/$(basename "${1:-build/lhsim}")
cd "$(dirname "$0")/../.."
S=tests/sass/families2.sass
W=validate/workloads
names=(copy scale add triad)
for k in 0 1 2 3; do
    "$L" import --sass "$S" --kernel "k_babel<$k>" --name "babel-${names[$k]}" -o "$W/babel-${names[$k]}.wl"
done
# the mixes, and in mix2/ as later builds compiled them (no spills:
# validate/points.sh says which runs)
for rw in 4-0 3-1 2-2 1-3 0-4; do
    for src in "$S:" validate/results/h200/l2writes/sass_mix.txt:mix2/; do
        "$L" import --sass "${src%:*}" --kernel "k_mix<${rw%-*},${rw#*-}>" --name "mix-$rw" -o "$W/${src#*:}mix-$rw.wl"
    done
done
"$L" import --sass "$S" --kernel 'k_random<1>' --pattern all=random --name gather -o $W/gather.wl
"$L" import --sass "$S" --kernel 'k_random<0>' --pattern all=random --name scatter -o $W/scatter.wl
# families3 (tests/sass/families3.sass): random sectors, lanes in pairs on one
# (group=2); random gathers over any footprint, all SMs or each its own share;
# the FMA loop unrolled U times, its inner loop repeated F/U times (loop 2:
# loop 1 is the copy nvcc made for F <= 0)
S3=tests/sass/families3.sass
for op in 1:load 0:store; do
    for b in 16 8; do
        "$L" import --sass "$S3" --kernel "k_rsec<${op%:*},$b>" --pattern all=random:group=2 \
            --name "rsec-${op#*:}-$b" -o "$W/rsec-${op#*:}-$b.wl"
    done
done
"$L" import --sass "$S3" --kernel 'k_rcap<0>' --pattern all=random --name rcap -o $W/rcap.wl
"$L" import --sass "$S3" --kernel 'k_rcap<1>' --pattern all=random:own --name rcap-own -o $W/rcap-own.wl
for u in 1 2 4 8; do
    for f in 8 24 48; do
        "$L" import --sass "$S3" --kernel "k_fmau<4,$u>" --loop 2 --trips $((f / u)) --name "fmau-$u-$f" -o "$W/fmau-$u-$f.wl"
    done
done
# the FMA family (bench.sass, k_fma<4>): F FMAs on each of 4 loaded floats,
# the inner loop (loop 2) repeated F times; F = 0 runs loop 1, the copy
# nvcc made for F <= 0
B=tests/sass/bench.sass
"$L" import --sass "$B" --kernel 'k_fma<4>' --loop 1 --name fma-0 -o $W/fma-0.wl
# the float4 re-read family (k_reread<4>: seven integer instructions of address arithmetic a load)
"$L" import --sass "$B" --kernel 'k_reread<4>' --name reread -o $W/reread.wl
for f in 8 24 48; do
    "$L" import --sass "$B" --kernel 'k_fma<4>' --loop 2 --trips $f --name "fma-$f" -o "$W/fma-$f.wl"
done
# BabelStream's copy with its read array (streams R4, R4_2) R bytes and its
# written array (R12, R12_2) W bytes past 512 B: the align family
# (validate/results/h200/babela/babelal.csv)
for rw in 0-0 16-0 32-0 128-0 256-0 0-16 0-32 0-128 0-256 16-16 128-128; do
    r=${rw%-*} w=${rw#*-}
    "$L" import --sass "$S" --kernel 'k_babel<0>' --offset R4=$r --offset R4_2=$r --offset R12=$w --offset R12_2=$w \
        --name "babel-copy-$rw" -o "$W/align/babel-copy-$rw.wl"
done
# write-only loops (validate/results/h200/storew/sass_storew.txt): K float4 stores a thread
for k in 1 4; do
    "$L" import --sass validate/results/h200/storew/sass_storew.txt --kernel "k_storew<$k>" --name "storew-k$k" \
        -o "$W/storew-k$k.wl"
done
# the float4 re-read at K = 1, 2, 4, 8 (validate/results/h200/rereadk/sass_reread.txt)
for k in 1 2 4 8; do
    "$L" import --sass validate/results/h200/rereadk/sass_reread.txt --kernel "k_reread<$k>" --name "rereadk-$k" \
        -o "$W/rereadk-$k.wl"
done
