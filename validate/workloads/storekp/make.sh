#!/bin/bash
# validate/workloads/storekp/make.sh [LHSIM] -- the storekp workloads from the
# H200's SASS (validate/results/h200/storekp/sass_storekp.txt): lhsim import
# of k_storekp (a warp's two whole-line 4 B stores an iteration, right after
# each other, to lines 2^s apart; s a kernel argument, so the SASS does not
# say where the second line lies).  The rewrite names the streams:
#   pair:  both stores in stream a, the second at offset 128: a warp's aligned
#          256 B (1 line apart);
#   apart: each store a stream of its own: the second line a grid away (the
#          H200 rows 2-1024 lines apart all ran at one rate, as if unrelated).
set -euo pipefail
L=$(cd "$(dirname "${1:-build/lhsim}")" && pwd)/$(basename "${1:-build/lhsim}")
cd "$(dirname "$0")/../../.."
S=validate/results/h200/storekp/sass_storekp.txt
W=validate/workloads/storekp
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
"$L" import --sass "$S" --kernel k_storekp --name storekp -o "$tmp"
cp "$tmp" "$W/storekp-apart.wl"
sed -i 's/^name storekp$/name storekp-apart/' "$W/storekp-apart.wl"
awk '/^name / { print "name storekp-pair"; next }
     /^st / { nst++; $2 = "a"; if (nst == 2) sub(/ width=4/, " width=4 offset=128") }
     { print }' "$tmp" > "$W/storekp-pair.wl"
