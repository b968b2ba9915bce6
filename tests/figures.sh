#!/bin/bash
# figures.sh LHSIM -- lhsim demo renders every figure: each PNG exists, is a
# valid PNG of the size its script sets, is not blank; each .gp runs on its
# own; an output directory with spaces and quotes works.
L=$1
command -v gnuplot >/dev/null || { echo "gnuplot not installed: skipped"; exit 77; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
D="$T/out dir 'q\""
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*" >&2; }
"$L" demo -o "$D" >"$T/log" 2>&1 || { cat "$T/log"; bad "demo failed"; }
for f in bandwidth-vs-warps littles-law latency-vs-load stalls roofline heatmap occupancy timeline latency-over-time validation; do
    p="$D/$f.png"
    [ -s "$p" ] || { bad "$f.png missing"; continue; }
    sig=$(od -An -tx1 -N8 "$p" | tr -d ' \n')
    [ "$sig" = 89504e470d0a1a0a ] && ok || bad "$f.png: not a PNG"
    w=$(od -An -tu1 -j16 -N4 "$p" | awk '{print $1*16777216+$2*65536+$3*256+$4}')
    h=$(od -An -tu1 -j20 -N4 "$p" | awk '{print $1*16777216+$2*65536+$3*256+$4}')
    want=$(sed -n 's/^set terminal pngcairo size \([0-9]*\),\([0-9]*\).*/\1 \2/p' "$D/$f.gp")
    [ "$w $h" = "$want" ] && ok || bad "$f.png is ${w}x$h, script says $want"
    [ "$(stat -c %s "$p")" -gt 15000 ] && ok || bad "$f.png is too small to hold a figure (blank?)"
    [ -s "$D/$f.csv" ] && ok || bad "$f.csv missing"
    rm -f "$p"
    (cd "$D" && gnuplot "$f.gp" 2>"$T/gp.err") && [ -s "$p" ] && ok || bad "$f.gp does not run standalone: $(cat "$T/gp.err")"
done
# the figures' sweeps' notes come once, together, naming the figures: none of
# the per-sweep "lhsim: note:" lines, at most one "lhsim demo: note:" a kind;
# a latency note naming latency-vs-load only where a row of it moved more than
# 5% (latency_drift; the note also asks three standard errors), and the note
# where a row moved far more (20%)
grep -q "^lhsim: note:" "$T/log" && bad "demo printed a sweep's own note: $(grep -m1 '^lhsim: note:' "$T/log")" || ok
[ "$(grep -c '^lhsim demo: note:' "$T/log")" -le 3 ] && ok || bad "demo printed more than one note a kind"
c=$(head -1 "$D/latency-vs-load.csv" | tr ',' '\n' | grep -nx latency_drift | cut -d: -f1)
moving=$(awk -F, -v c="$c" 'NR>1 && ($c > 0.05 || $c < -0.05)' "$D/latency-vs-load.csv" | wc -l)
far=$(awk -F, -v c="$c" 'NR>1 && ($c > 0.2 || $c < -0.2)' "$D/latency-vs-load.csv" | wc -l)
note=$(grep -c "^lhsim demo: note: [0-9]* simulated point(s) with their loaded latency still moving .*latency-vs-load" "$T/log")
{ [ -n "$c" ] && { [ "$moving" -gt 0 ] || [ "$note" -eq 0 ]; } && { [ "$far" -eq 0 ] || [ "$note" -eq 1 ]; }; } && ok ||
    bad "latency-vs-load: $moving rows moved over 5%, $far over 20%, $note notes naming it"
grep -q '<img src="timeline.png"' "$D/index.html" && ok || bad "index.html lacks the timeline"
# every figure's title names the GPU (a multiplot's on the multiplot)
for f in bandwidth-vs-warps littles-law latency-vs-load stalls roofline heatmap occupancy timeline latency-over-time validation; do
    grep -E "^set (title|multiplot).*H200" "$D/$f.gp" >/dev/null && ok || bad "$f.gp: the title does not name the GPU"
done
# the stall figure shows different mixes (not one bar repeated): the long-scoreboard share spans a range
awk -F, 'NR>1 { if (min == "" || $2 < min) min = $2; if ($2 > max) max = $2 } END { exit !(max - min > 0.3) }' "$D/stalls.csv" && ok || bad "stalls: every bar the same"
grep -q "^unloaded = " "$D/latency-vs-load.gp" && ok || bad "latency-vs-load: no unloaded-latency line"
grep -q "ridge" "$D/roofline.gp" && grep -q "G = 4439.94;" "$D/roofline.gp" && ok || bad "roofline: the H200's roofline and ridge"
# measured H200 points are drawn on the H200's figures only
"$L" plot bandwidth-vs-warps --gpu a100-80 -o "$T/a100" >/dev/null 2>&1 && [ "$(wc -l <"$T/a100/bandwidth-vs-warps-measured.csv")" -eq 1 ] && ok || bad "A100 figure carries H200 measurements"
[ "$(wc -l <"$D/bandwidth-vs-warps-measured.csv")" -gt 10 ] && ok || bad "H200 figure lost its measurements"
# the H200's probe warp on the loaded-latency figure: its 43 rows there, none on another GPU's
[ "$(wc -l <"$D/latency-vs-load-h200.csv")" -eq 44 ] && grep -q "latency-vs-load-h200.csv" "$D/latency-vs-load.gp" && ok ||
    bad "H200 latency figure lost its probe measurements"
"$L" plot latency-vs-load --gpu a100-80 -o "$T/a100l" >/dev/null 2>&1 && [ "$(wc -l <"$T/a100l/latency-vs-load-h200.csv")" -eq 1 ] &&
    ok || bad "A100 latency figure carries H200 probe measurements"
grep -q 'What it takes' "$D/index.html" && ok || bad "index.html lacks the table"
# the latency over time: three points' batches, each with a default run's stop, and the H100's
# 84 measured spans beside lhsim's
[ "$(grep -c ',default,' "$D/latency-over-time.csv")" -eq 3 ] && [ "$(grep -c ',batch,' "$D/latency-over-time.csv")" -gt 300 ] &&
    [ "$(wc -l <"$D/latency-over-time-h100.csv")" -eq 85 ] && grep -q '<img src="latency-over-time.png"' "$D/index.html" && ok ||
    bad "latency-over-time: $(grep -c ',default,' "$D/latency-over-time.csv") default rows, $(wc -l <"$D/latency-over-time-h100.csv") H100 lines"
# the validation figure reads its CSVs with commas: the chase and stream rows (train / held out) must be
# comma-separated (a table-format compare.csv once left them off the figure), and the residual panel's
# title counts the family rows beyond its +-30% as the data has them
head -1 "$D/validation.csv" | grep -q '^experiment,warps_per_sm,ilp,' &&
    [ "$(awk -F, '$12 == "train"' "$D/validation.csv" | wc -l)" -gt 50 ] &&
    [ "$(awk -F, '$12 == "heldout"' "$D/validation.csv" | wc -l)" -gt 50 ] && ok ||
    bad "validation.csv: not the chase and stream rows as CSV: $(head -2 "$D/validation.csv")"
n=$(awk -F, 'NR > 1 && ($8 > 0.3 || $8 < -0.3)' "$D/validation-families.csv" | wc -l)
if [ "$n" -gt 0 ]; then
    grep -q "off the scale: $n [a-z, _]* rows*, " "$D/validation.gp" && ok || bad "validation: the title does not count $n rows off the scale"
else
    grep -q "none off the scale" "$D/validation.gp" && ok || bad "validation: the title names rows off the scale where none are"
fi
"$L" plot occupancy --gpu a100-80 --threads 32 --regs 80 -o "$T/p" >/dev/null 2>&1 && [ -s "$T/p/occupancy.png" ] && [ ! -e "$T/p/heatmap.csv" ] && ok || bad "plot occupancy"
"$L" plot roofline --svg -o "$T/s" >/dev/null 2>&1 && grep -q '<svg' "$T/s/roofline.svg" && ok || bad "plot --svg"
"$L" plot nosuch -o "$T/x" 2>/dev/null; [ $? -eq 2 ] && ok || bad "unknown figure must exit 2"
# without gnuplot: the .csv and .gp are still written, and one line says how to get it
LHSIM_GNUPLOT= "$L" plot stalls -o "$T/nog" >"$T/nog.out" 2>"$T/nog.err" && [ -s "$T/nog/stalls.gp" ] && [ -s "$T/nog/stalls.csv" ] && [ ! -e "$T/nog/stalls.png" ] && grep -q "apt-get install gnuplot-nox" "$T/nog.err" && ok || bad "plot without gnuplot"
echo "figures: $pass passed, $fail failed"
[ $fail -eq 0 ]
