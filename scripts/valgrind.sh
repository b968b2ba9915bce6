#!/bin/bash
# Runs the unit tests and a few lhsim commands under valgrind memcheck: any
# invalid access or leak fails.  (test_validate's fits are left out: under
# valgrind they take many minutes; ASan+UBSan covers them in scripts/test.sh.)
set -euo pipefail
cd "$(dirname "$0")/.."
B=${1:-build}
V="valgrind --quiet --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect"
export OMP_NUM_THREADS=1 LHSIM_PRESET_DIR=$PWD/model/gpus
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
$V $B/tests/test_model >/dev/null
$V $B/tests/test_bench_host >/dev/null
$V $B/tests/test_sim >/dev/null
$V $B/tests/test_wakes >/dev/null
$V $B/lhsim occupancy --gpu h200 --threads 128,256 --regs 32,80 --explain >/dev/null
$V $B/lhsim sim --gpu h200 --workload chase --warps 1,8 --ilp 1,4 --trace "$T/tr.csv" --series "$T/se.csv" --format csv -o "$T/s.csv"
[ "$(wc -l <"$T/se.csv")" -gt 5 ] || { echo "valgrind: --series wrote no batches"; exit 1; }
$V $B/lhsim model --gpu h200 --workload stream --warps 1,64 --ilp 1,4 >/dev/null
head -4 validate/results/h200/chase.csv >"$T/few.csv"
$V $B/lhsim validate compare --gpu h200 --data "$T/few.csv" --format csv -o "$T/c.csv" 2>/dev/null
$V $B/lhsim merge "$T/s.csv" -o "$T/m.csv"
$V $B/lhsim sim --gpu toy --warps 99 2>/dev/null && exit 1 || [ $? -eq 2 ]
echo "valgrind: clean"
