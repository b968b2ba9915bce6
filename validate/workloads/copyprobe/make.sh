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
