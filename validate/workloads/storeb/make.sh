#!/bin/bash
# validate/workloads/storeb/make.sh [LHSIM] -- the storeb workloads from the
# H200's SASS (validate/results/h200/storeb/sass_storeb.txt): lhsim import of
# k_storeb<unsigned> (one 4 B store a thread an iteration: a warp writes one
# 128 B line) and k_storeb<uint4> (one 16 B store: four lines), as compiled:
# twelve instructions a store, with the compiler's stall counts.  The
# footprint each wraps at is the points file's (validate/storeb_points.sh).
set -euo pipefail
L=$(cd "$(dirname "${1:-build/lhsim}")" && pwd)/$(basename "${1:-build/lhsim}")
cd "$(dirname "$0")/../../.."
S=validate/results/h200/storeb/sass_storeb.txt
W=validate/workloads/storeb
"$L" import --sass "$S" --kernel "k_storeb<unsigned>" --name storeb-4 -o "$W/storeb-4.wl"
"$L" import --sass "$S" --kernel "k_storeb<uint4>" --name storeb-16 -o "$W/storeb-16.wl"
