#!/bin/bash
# install.sh BUILDDIR -- cmake --install puts lhsim, presets, results and the
# man page under a prefix; the installed lhsim finds its presets on its own.
B=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cmake --install "$B" --prefix "$T/prefix" >/dev/null || { echo "FAIL: install"; exit 1; }
fail=0
for f in bin/lhsim share/lhsim/gpus/h200.ini share/lhsim/gpus/toy.ini share/man/man1/lhsim.1 share/lhsim/results/h200/chase.csv; do
    [ -e "$T/prefix/$f" ] || { echo "FAIL: $f not installed"; fail=1; }
done
cd "$T" && env -u LHSIM_PRESET_DIR "$T/prefix/bin/lhsim" presets | grep -q "$T/prefix/share/lhsim/gpus/h200.ini" || { echo "FAIL: installed lhsim does not use its own presets"; fail=1; }
"$T/prefix/bin/lhsim" sim --gpu toy --warps 1 --format csv >/dev/null || { echo "FAIL: installed lhsim sim"; fail=1; }
echo "install: $([ $fail = 0 ] && echo '1 passed, 0 failed' || echo '0 passed, 1 failed')"
exit $fail
