#!/bin/bash
# fuzz/run.sh [SECONDS] -- builds the libFuzzer harnesses with clang
# (-fsanitize=fuzzer,address,undefined) and runs each for SECONDS (default
# 60) on a copy of its committed seed corpus.  Fails on any finding; the
# crashing input is left in fuzz/findings/.  The random seed is fixed
# (LHSIM_FUZZ_SEED, default 1) so a run can be repeated; set it to 0 for a
# fresh seed each run when hunting.
set -euo pipefail
cd "$(dirname "$0")/.."
S=${1:-60}
SEED=${LHSIM_FUZZ_SEED:-1}
B=build-fuzz
mkdir -p $B fuzz/findings
CC=${CC_FUZZ:-clang}
CF="-g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -Imodel -Isim -Ivalidate -Icli -Icuda"
MODEL="model/gpu.c model/occupancy.c model/closed.c"
SIM="sim/engine.c sim/workload.c sim/sim.c sim/warp.c sim/lsu.c sim/dram.c sim/stats.c sim/cache.c"
$CC $CF fuzz/fuzz_ini.c $MODEL -lm -o $B/fuzz_ini
$CC $CF fuzz/fuzz_workload.c $MODEL $SIM -lm -o $B/fuzz_workload
$CC $CF -DLHSIM_NO_OMP fuzz/fuzz_csv.c validate/measured.c validate/fit.c $MODEL $SIM -lm -o $B/fuzz_csv
$CC $CF fuzz/fuzz_list.c cli/lists.c -lm -o $B/fuzz_list
$CC $CF fuzz/fuzz_sass.c sim/sass.c sim/workload.c $MODEL -lm -o $B/fuzz_sass
status=0
for h in ini workload csv list sass; do
    work=$B/corpus-$h
    rm -rf "$work" && mkdir -p "$work" && cp fuzz/corpus/$h/* "$work"/
    echo "== fuzz_$h for ${S}s"
    if ! $B/fuzz_$h "$work" -max_total_time="$S" -seed="$SEED" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix=fuzz/findings/$h- -print_final_stats=1 2>$B/fuzz_$h.log; then
        status=1
        tail -30 $B/fuzz_$h.log
    fi
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" $B/fuzz_$h.log | sed "s/^/  fuzz_$h /"
done
exit $status
