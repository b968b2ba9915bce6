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
for rw in 4-0 3-1 2-2 1-3 0-4; do
    "$L" import --sass "$S" --kernel "k_mix<${rw%-*},${rw#*-}>" --name "mix-$rw" -o "$W/mix-$rw.wl"
done
"$L" import --sass "$S" --kernel 'k_random<1>' --pattern all=random --name gather -o $W/gather.wl
"$L" import --sass "$S" --kernel 'k_random<0>' --pattern all=random --name scatter -o $W/scatter.wl
