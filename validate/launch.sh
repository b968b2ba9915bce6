#!/bin/bash
# launch.sh LHSIM [OUTDIR] -- whole-launch times (lhsim sim --grid) against
# the H200's (validate/results/h200/import/launch.csv): the kernel is
# k_launch imported from its SASS (tests/sass/bench.sass); nvcc unrolls its
# grid-stride loop 16 times (loop 1) with a one-element remainder (loop 3),
# so a launch of I >= 16 steps per thread is I/16 iterations of loop 1 and a
# launch of one step is one iteration of loop 3.  Writes OUTDIR/launch-compare.csv
# (one row per measured launch) and prints the errors.
set -euo pipefail
L=$1
O=${2:-.}
SRC=$(cd "$(dirname "$0")/.." && pwd)
M=$SRC/validate/results/h200/import/launch.csv
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
"$L" import --sass "$SRC/tests/sass/bench.sass" --kernel k_launch --loop 1 --name k_launch-x16 -o "$T/x16.wl"
"$L" import --sass "$SRC/tests/sass/bench.sass" --kernel k_launch --loop 3 --name k_launch-x1 -o "$T/x1.wl"
# a launch reads each element once, and L1 starts every launch empty: the
# steady-state loop that stands for it re-reads the launch's bytes (below) so
# that L2 holds them, as it does for the repeated launches, but must not find
# them in L1 (--footprint would let an SM's share of a small launch live
# there): its loads skip L1 (cache=cg)
sed -i 's/^\(ld .*width=[0-9]*\)/\1 cache=cg/' "$T/x16.wl" "$T/x1.wl"
# measured: grid, iters, time_us
awk -F, 'NR>1 && $3=="k_launch" { split($22, a, ";"); sub("grid=", "", a[1]); sub("iters=", "", a[3]);
    print a[1], a[3], $9 * 1000 }' "$M" >"$T/meas"
: >"$T/pred"
# the launches were timed repeatedly over the same arrays: a launch whose
# arrays fit in L2 finds them there, so each prediction re-reads the bytes
# the launch touches (--footprint: x and y, 8 B per element)
while read -r g it _; do
    if [ "$it" -ge 16 ]; then wl=$T/x16.wl; n=$((it / 16)); else wl=$T/x1.wl; n=$it; fi
    fp=$((g * 256 * it * 8))
    [ "$fp" -lt 4096 ] && fp=4096
    "$L" sim --gpu h200 --workload "$wl" --grid "$g" --block 256 --regs 32 --iterations "$n" \
        --footprint "$fp" --format csv |
        awk -F, -v i="$it" 'NR==1{for(k=1;k<=NF;k++) c[$k]=k; next} {print $c["grid"], i, $c["time_us"], $c["waves"], $c["tail_blocks"]}' >>"$T/pred"
done <"$T/meas"
{
    echo "grid,iters,waves,tail_blocks,measured_us,predicted_us,err"
    awk 'NR==FNR{p[$1" "$2]=$3; wv[$1" "$2]=$4; tb[$1" "$2]=$5; next}
         {k=$1" "$2; printf "%s,%s,%s,%s,%.2f,%.2f,%.4f\n", $1, $2, wv[k], tb[k], $3, p[k], p[k]/$3-1}' "$T/pred" "$T/meas"
} >"$O/launch-compare.csv"
awk -F, 'NR>1 {e=$7<0?-$7:$7; print e}' "$O/launch-compare.csv" | sort -g |
    awk '{v[NR]=$1} END {printf "launch time: %d launches, median |error| %.1f%%, p90 %.1f%%, max %.1f%%\n", NR,
        100*(NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2), 100*v[int(0.9*NR+0.999)], 100*v[NR]}'
column -s, -t "$O/launch-compare.csv" 2>/dev/null || cat "$O/launch-compare.csv"
