#!/bin/bash
# cli.sh LHSIM SRCDIR -- the CLI's conventions: known answers, bad input
# (exit 2 and a message naming the culprit), atomic -o, reproducibility.
L=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SRC=$2
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*" >&2; }

# expect_err WORD ARGS...: exit 2, one line on stderr containing WORD, nothing on stdout
expect_err() {
    local word=$1; shift
    "$L" "$@" >"$T/out" 2>"$T/err"
    local rc=$?
    if [ $rc -ne 2 ]; then bad "exit $rc (want 2): $*"; return; fi
    if [ -s "$T/out" ]; then bad "stdout not empty: $*"; return; fi
    if [ "$(wc -l <"$T/err")" -ne 1 ]; then bad "stderr not one line: $*: $(cat "$T/err")"; return; fi
    if ! grep -qF -- "$word" "$T/err"; then bad "message lacks '$word': $*: $(cat "$T/err")"; return; fi
    ok
}

# known answers
"$L" little --bandwidth-gbps 1000 --latency-ns 400 --request-bytes 128 --sms 80 --warps-per-sm 64 --format csv >"$T/l.csv" || bad "little failed"
grep -q '^1000,400,128,80,64,3125.0,39.06,' "$T/l.csv" && ok || bad "little seed 000: $(cat "$T/l.csv")"
"$L" roofline --bandwidth-gbps 8 --peak-gflops 32 --intensity 2,8 --format csv >"$T/r.csv"
grep -q '^2,8,32,16,4,memory' "$T/r.csv" && grep -q '^8,8,32,32,4,compute' "$T/r.csv" && ok || bad "roofline seed 003"
"$L" occupancy --gpu a100-80 --threads 256 --regs 32 --smem-static 49152 --format csv | grep -q ',3,24,0.3750,shared_mem,' && ok || bad "occupancy seed 002"
"$L" --version | grep -q lhsim && ok || bad "--version"
# the fits need GSL: without it their checks are skipped (and the refusal checked)
gsl=0
"$L" --version | grep -q '^GSL fits: yes' && gsl=1
for c in sim model occupancy little roofline validate workloads; do
    "$L" $c --help | grep -q example && ok || bad "$c --help has no example"
done

# bad input catalogue
expect_err "unknown subcommand" frobnicate
expect_err "--bogus" sim --bogus
expect_err "--warps" sim --gpu toy --warps 1,,2
expect_err "--warps" sim --gpu toy --warps 1,2,
expect_err "--warps" sim --gpu toy --warps ""
expect_err "reversed" sim --gpu toy --warps 8-2
expect_err "--warps" sim --gpu toy --warps 17
expect_err "--warps" sim --gpu toy --warps -1
expect_err "--warps" sim --gpu toy --warps 1e9
expect_err "--smem-per-sm" sim --gpu toy --smem-per-sm -5
expect_err "lhsim sim's" model --gpu toy --smem-per-sm 1024
expect_err "no caches" model --gpu h200 --workload stream --footprint 1M,1G
expect_err "--ilp" sim --gpu toy --ilp 1e9
expect_err "--ilp" sim --gpu toy --ilp nan
expect_err "--tolerance" sim --gpu toy --tolerance inf
expect_err "--max-batches" sim --gpu toy --max-batches 3
# --max-batches: a run that never meets its tolerance measures that many batches
r5=$("$L" sim --gpu toy --warps 4 --tolerance 0.0001 --max-batches 5 --format csv --columns requests 2>/dev/null | tail -1)
r50=$("$L" sim --gpu toy --warps 4 --tolerance 0.0001 --max-batches 50 --format csv --columns requests 2>/dev/null | tail -1)
[ -n "$r5" ] && [ -n "$r50" ] && [ "$r50" -gt $((5 * r5)) ] && ok || bad "--max-batches: $r5 requests at 5, $r50 at 50"
# validate compare --seed: seed 1 is the default, another seed other random streams
"$L" validate compare --gpu h200 --data "$SRC/validate/results/h200/repeat/chase.csv" --format csv 2>/dev/null | md5sum >"$T/s0"
"$L" validate compare --gpu h200 --data "$SRC/validate/results/h200/repeat/chase.csv" --seed 1 --format csv 2>/dev/null | md5sum >"$T/s1"
"$L" validate compare --gpu h200 --data "$SRC/validate/results/h200/repeat/chase.csv" --seed 2 --format csv 2>/dev/null | md5sum >"$T/s2"
cmp -s "$T/s0" "$T/s1" && ! cmp -s "$T/s1" "$T/s2" && ok || bad "validate compare --seed"
expect_err "--seed" validate fit --gpu h200 --data "$SRC/validate/results/h200/repeat/chase.csv" --seed -1 -o "$T/f.ini"
expect_err "unknown GPU preset" sim --gpu nosuch
expect_err "unknown workload" sim --gpu toy --workload nosuch
expect_err "latency_ns" sim --gpu toy --set memory.latency_ns=1e308
expect_err "latency_ns" sim --gpu toy --set memory.latency_ns=0
expect_err "bandwidth_gbps" sim --gpu toy --set memory.bandwidth_gbps=0
expect_err "unknown" sim --gpu toy --set memory.nope=1
expect_err "--width" sim --gpu toy --workload stream --width 3
expect_err "--bandwidth-gbps" little --bandwidth-gbps -5 --latency-ns 400 --request-bytes 128
expect_err "required" little --latency-ns 400
expect_err "--intensity" roofline --bandwidth-gbps 8 --peak-gflops 32 --intensity x
expect_err "--threads" occupancy --threads 2048 --regs 32
expect_err "--regs" occupancy --threads 256 --regs 300
mkdir -p "$T/dir.ini"
expect_err "not a regular file" sim --gpu "$T/dir.ini"
printf '' >"$T/empty.ini"
expect_err "empty" sim --gpu "$T/empty.ini"
printf '[gpu]\nname = x\nfoo = 1\n' >"$T/k.ini"
expect_err "k.ini:3: foo" sim --gpu "$T/k.ini"
printf '\x00\x01\x02garbage' >"$T/bin.ini"
expect_err "NUL" sim --gpu "$T/bin.ini"
printf 'ld r0 x\nalu r1 r7\n' >"$T/w1.txt"
expect_err "w1.txt:2" sim --gpu toy --workload "$T/w1.txt"
printf 'alu r1 r1\n' >"$T/w2.txt"
expect_err "no ld or st" sim --gpu toy --workload "$T/w2.txt"
printf 'ld r0 x wdth=4\n' >"$T/w3.txt"
expect_err "w3.txt:1" sim --gpu toy --workload "$T/w3.txt"
expect_err "--shard" sim --gpu toy --shard 3/2
expect_err "cannot launch" sim --gpu toy --threads 256 --regs 255
printf 'alu r1 r1\nst y r1 width=4 stride=16\n' >"$T/st.txt"
expect_err "below the 4 lines" sim --gpu toy --workload "$T/st.txt" --set sm.mshr_per_sm=2

# validate: bad parameters and data are refused before any work
expect_err "starting value must be positive" validate fit --gpu h200 --data "$SRC/validate/results/h200/repeat/chase.csv" --params memory.row_miss_busy_ns -o "$T/f.ini"
expect_err "not fittable" validate fit --gpu h200 --data "$SRC/validate/results/h200/repeat/chase.csv" --params memory.channels -o "$T/f.ini"
# the whole-granule write time is fittable (the toy preset has it off: 0)
expect_err "memory.bank_busy_write_whole_ns: starting value must be positive" validate fit --gpu toy --data "$SRC/validate/results/h200/repeat/chase.csv" --params memory.bank_busy_write_whole_ns -o "$T/f.ini"
printf 'experiment,warps_per_sm\nchase,1\n' >"$T/bad.csv"
expect_err "missing column 'ilp'" validate compare --gpu h200 --data "$T/bad.csv"
[ ! -e "$T/f.ini" ] && ok || bad "a refused fit wrote its output"

# -o is atomic: a failing run leaves the old file and no temporary
echo old >"$T/keep.csv"
"$L" sim --gpu toy --warps 99 -o "$T/keep.csv" 2>/dev/null
[ "$(cat "$T/keep.csv")" = old ] && ok || bad "-o clobbered on error"
[ -z "$(ls "$T" | grep tmp)" ] && ok || bad "temporary left behind"
"$L" sim --gpu toy --warps 1,2 --format csv -o "$T/keep.csv" && head -1 "$T/keep.csv" | grep -q '^source,workload' && ok || bad "-o csv"
"$L" sim --gpu toy --warps 1 --format csv -o "$T/sp ace 'q\".csv" && [ -s "$T/sp ace 'q\".csv" ] && ok || bad "-o with spaces and quotes"

# a signal mid-run leaves the old file and no temporary (SIGTERM: a
# background job of a non-interactive shell ignores SIGINT)
# (the signal is sent only once a temporary exists, and must find the run alive)
wait_for() { for _ in $(seq 1 1200); do ls $1 >/dev/null 2>&1 && return 0; sleep 0.05; done; return 1; }
echo old >"$T/sig.csv"
"$L" sim --gpu h200 --workload chase --warps 1:64:x2 --ilp 1,2,4,8,16 --tolerance 0.002 --sim-sms 132 -j 1 -o "$T/sig.csv" 2>/dev/null &
pid=$!
wait_for "$T/sig.csv.tmp*" && kill -0 $pid 2>/dev/null && ok || bad "no temporary while sim -o runs"
kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null; rc=$?
[ $rc -eq 143 ] && ok || bad "sim was not running when signalled (exit $rc)"
[ "$(cat "$T/sig.csv")" = old ] && ok || bad "SIGTERM clobbered the output"
[ -z "$(ls "$T" | grep 'sig.csv.tmp')" ] && ok || bad "SIGTERM left a temporary"
mkdir -p "$T/demo-sig"
"$L" demo -o "$T/demo-sig" >/dev/null 2>&1 &
pid=$!
# (demo's files are written one by one, each through a short-lived temporary:
# the signal lands once the first is in place, while later ones are made)
wait_for "$T/demo-sig/*.csv" && kill -0 $pid 2>/dev/null && ok || bad "demo wrote nothing, or ended, before the signal"
kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null; rc=$?
[ $rc -eq 143 ] && ok || bad "demo was not running when signalled (exit $rc)"
[ -z "$(ls "$T/demo-sig" 2>/dev/null | grep tmp)" ] && ok || bad "SIGTERM left a temporary in the demo directory"

# extreme valid inputs end, within the event budget
"$L" sim --gpu toy --workload chase --warps 16 --ilp 32 --max-events 2000000 --format csv >"$T/x.csv" 2>/dev/null; rc=$?
[ $rc -eq 0 ] && [ "$(wc -l <"$T/x.csv")" -eq 2 ] && ok || bad "extreme point: exit $rc, $(wc -l <"$T/x.csv") lines"
expect_err "event budget" sim --gpu h200 --workload chase --warps 64 --ilp 32 --max-events 1000
# a budget spent in warm-up says what kept it going
expect_err "in warm-up, after 0 batches (0.0 us simulated): its first batches had not ended" \
    sim --gpu h200 --workload chase --warps 64 --ilp 32 --max-events 1000
expect_err "the caches were still taking new lines" \
    sim --gpu h200 --workload "$SRC/validate/workloads/copy-k1.wl" --warps 8 --max-events 200000
expect_err "the loads' or stores' times were still moving" \
    sim --gpu h200 --workload "$SRC/validate/workloads/mix-0-4.wl" --warps 8 --footprint 8M --max-events 1000000

# simulated values, read by column name: one warp, one chain on the toy waits
# 500 ns for each load and computes the next address in four dependent
# 4-cycle instructions (k_chase's; a chase of one such instruction steps in
# 500.06 ns): 4 SMs x 128 B / 516.13 ns;
# load4-use4 hides four latencies; the closed form agrees where it is exact
col() { awk -F, -v c="$2" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == c) k = i; next } { print $k }' "$1"; }
"$L" sim --gpu toy --workload chase --warps 1 --ilp 1 --format csv -o "$T/v1.csv"
[ "$(col "$T/v1.csv" bandwidth_gbps)" = 0.99 ] && [ "$(col "$T/v1.csv" latency_ns)" = 500.0 ] &&
    [ "$(col "$T/v1.csv" time_per_iter_ns)" = 516.13 ] && ok || bad "sim toy chase W=1: $(cat "$T/v1.csv")"
"$L" model --gpu toy --workload chase --warps 1 --ilp 1 --format csv -o "$T/m1.csv"
[ "$(col "$T/m1.csv" bandwidth_gbps)" = 1.02 ] && ok || bad "model toy chase W=1: $(cat "$T/m1.csv")"
"$L" sim --gpu toy --workload load4-use4 --warps 1 --ilp 4 --format csv -o "$T/v4.csv"
awk -v b="$(col "$T/v4.csv" bandwidth_gbps)" 'BEGIN { exit !(b >= 3.95 && b <= 4.10) }' && ok || bad "load4-use4: $(col "$T/v4.csv" bandwidth_gbps) GB/s, want about 4 x 1.024"
"$L" sim --gpu toy --workload chase --warps 16 --ilp 8 --set sm.mshr_per_sm=4096 --format csv -o "$T/v16.csv"
awk -v b="$(col "$T/v16.csv" bandwidth_gbps)" 'BEGIN { exit !(b >= 96 && b <= 100.5) }' && ok || bad "saturated toy: $(col "$T/v16.csv" bandwidth_gbps) GB/s, want the preset's 100"

# same seed, identical CSV on 1 and 2 threads; shards merge back
"$L" sim --gpu toy --workload chase --warps 1,2,4,8,16 --ilp 1,4 --format csv -j 1 >"$T/j1.csv"
"$L" sim --gpu toy --workload chase --warps 1,2,4,8,16 --ilp 1,4 --format csv -j 2 >"$T/j2.csv"
cmp -s "$T/j1.csv" "$T/j2.csv" && ok || bad "CSV differs between -j 1 and -j 2"
"$L" sim --gpu toy --workload chase --warps 1,2,4,8,16 --ilp 1,4 --format csv --seed 7 >"$T/s7.csv"
cmp -s "$T/j1.csv" "$T/s7.csv" && bad "seed has no effect" || ok

# shards merge back to the unsharded output, byte for byte; mismatches refused
for i in 0 1 2; do "$L" sim --gpu toy --workload chase --warps 1,2,4,8,16 --ilp 1,4 --format csv --shard $i/3 -o "$T/p$i.csv" || bad "shard $i"; done
"$L" merge "$T/p2.csv" "$T/p0.csv" "$T/p1.csv" -o "$T/m.csv" && cmp -s "$T/m.csv" "$T/j1.csv" && ok || bad "merged shards differ from the unsharded run"
expect_err "missing" merge "$T/p0.csv" "$T/p1.csv"
expect_err "twice" merge "$T/p0.csv" "$T/p0.csv" "$T/p1.csv" "$T/p2.csv"
"$L" sim --gpu toy --workload chase --warps 1,2,4,8,16 --ilp 1,4 --format csv --shard 1/3 --seed 9 -o "$T/q1.csv"
expect_err "different sweep" merge "$T/p0.csv" "$T/q1.csv" "$T/p2.csv"
# ... and a shard of the same sweep run with --probe or another --smem-per-sm
"$L" sim --gpu toy --workload chase --warps 1,2,4,8,16 --ilp 1,4 --format csv --shard 1/3 --probe -o "$T/q1.csv"
expect_err "different sweep" merge "$T/p0.csv" "$T/q1.csv" "$T/p2.csv"
"$L" sim --gpu toy --workload chase --warps 1,2,4,8,16 --ilp 1,4 --format csv --shard 1/3 --smem-per-sm 8192 -o "$T/q1.csv"
expect_err "different sweep" merge "$T/p0.csv" "$T/q1.csv" "$T/p2.csv"

# --trace writes SM 0's warp events
"$L" sim --gpu toy --workload load4-use4 --warps 2 --ilp 4 --trace "$T/tr.csv" --format csv >/dev/null &&
    head -1 "$T/tr.csv" | grep -q '^t_ns,warp,event,arg$' && grep -q ',issue_ld,' "$T/tr.csv" &&
    grep -q ',return,' "$T/tr.csv" && grep -q ',state,long_scoreboard' "$T/tr.csv" && ok || bad "--trace"
# --trace-ns: a longer trace holds later events (the default window is 5000 ns)
"$L" sim --gpu toy --workload load4-use4 --warps 2 --ilp 4 --trace "$T/tr2.csv" --trace-ns 40000 --format csv >/dev/null &&
    last1=$(tail -1 "$T/tr.csv" | cut -d, -f1) && last2=$(tail -1 "$T/tr2.csv" | cut -d, -f1) &&
    awk -v a="$last1" -v b="$last2" 'BEGIN { exit !(b > a + 20000) }' && ok || bad "--trace-ns 40000 does not trace longer"
expect_err "give --trace" sim --gpu toy --warps 1 --trace-ns 100
# --series: the first point's batches from its start, warm-up rows (measured 0) then the
# measured ones (a DRAM rate each, at least the five a run measures), one a batch in order;
# the sweep's row as without it
"$L" sim --gpu h200 --workload stream --warps 32 --ilp 8 --series "$T/ser.csv" --format csv >"$T/ser-row.csv" &&
    "$L" sim --gpu h200 --workload stream --warps 32 --ilp 8 --format csv | cmp -s - "$T/ser-row.csv" &&
    [ "$(head -1 "$T/ser.csv")" = "batch,measured,end_ns,dram_gbps,latency_ns,probe_latency_ns,probes" ] &&
    awk -F, 'NR > 1 { if ($1 != NR - 2 || $2 < m || ($2 == 1) != ($4 != "") || !($3 > t)) bad = 1;
        m = $2; t = $3; k += $2 } END { exit bad || k < 5 }' "$T/ser.csv" && ok || bad "--series rows: $(head -3 "$T/ser.csv")"
# a saturating stream's loaded latency falls for hundreds of microseconds after the start
# (as an H100's read latency does over a launch: validate/results/h100/rwlatk/): over 60
# batches at 32 warps x 8 loads the last 20 batches' mean is at least 15% below the
# first measured batches'
"$L" sim --gpu h200 --workload stream --warps 32 --ilp 8 --series "$T/ser2.csv" --tolerance 0.0001 --max-batches 60 >/dev/null &&
    awk -F, 'NR > 1 && $2 == 1 { n++; y[n] = $5 } END { for (i = 1; i <= 5; i++) a += y[i]; for (i = n - 19; i <= n; i++) b += y[i];
        exit !(n == 60 && b / 20 < 0.85 * a / 5) }' "$T/ser2.csv" && ok || bad "--series: the saturated latency does not fall"
# the stopping rule judges the rate: where the latency still falls when it stops (a saturating
# stream), latency_drift says by how much, a note says so and --explain says why; a light point
# (4 warps x 1 load) is steady and gets neither
"$L" sim --gpu h200 --workload stream --warps 4,32 --ilp 1,8 --format csv --columns warps_per_sm,ilp,latency_drift \
    --explain >"$T/ld.csv" 2>"$T/ld.err" &&
    awk -F, '$1 == 32 && $2 == 8 { big = ($3 < -0.05) } $1 == 4 && $2 == 1 { small = ($3 > -0.05 && $3 < 0.05) }
        END { exit !(big && small) }' "$T/ld.csv" && grep -q "^lhsim: note: 1 point(s) with their loads' latency still moving" "$T/ld.err" &&
    grep -q "latency still moving: over its" "$T/ld.err" && ok || bad "latency_drift: $(cat "$T/ld.csv" "$T/ld.err" | head -12)"
expect_err "--series is for sweeps" sim --gpu toy --grid 100 --block 256 --series "$T/s4.csv"
expect_err "same file" sim --gpu toy --warps 1 --series "$T/same2.csv" -o "$T/same2.csv"
expect_err "same file" sim --gpu toy --warps 1 --series "$T/same3.csv" --trace "$T/same3.csv"
expect_err "--trace-ns" sim --gpu toy --warps 1 --trace "$T/t3.csv" --trace-ns 0

# model rows have the same columns as sim rows
h1=$("$L" sim --gpu toy --warps 1 --format csv | head -1)
h2=$("$L" model --gpu toy --warps 1 --format csv | head -1)
[ "$h1" = "$h2" ] && ok || bad "sim and model headers differ"

# the memory-hierarchy keys and workload keys: bad values refused with one line
expect_err "l2_fetch_bytes" sim --gpu toy --set memory.l2_fetch_bytes=48
expect_err "l2_fetch_bytes" sim --gpu toy --set memory.l2_fetch_bytes=256
expect_err "l2_set_lines: 3 is not a power of two" sim --gpu toy --set memory.l2_set_lines=3
expect_err "partial_write_fetch" sim --gpu toy --set memory.partial_write_fetch=2
expect_err "fp32_lanes" sim --gpu toy --set sm.fp32_lanes=-1
# bar: its block is --block-warps warps; warps per SM whole blocks of them
printf 'st b -\nbar\n' >"$T/bar.txt"
expect_err "not whole blocks of --block-warps 8" sim --gpu toy --workload "$T/bar.txt" --warps 12 --block-warps 8
expect_err "--block-warps" sim --gpu toy --workload "$T/bar.txt" --warps 8 --block-warps 0
expect_err "no --warps, --threads or --block-warps" sim --gpu toy --workload "$T/bar.txt" --grid 10 --block 64 --block-warps 2
expect_err "barrier_warp_cycles" sim --gpu toy --set sm.barrier_warp_cycles=-1
# a launch's tail of blocks of 3 warps (300 blocks on 132 SMs: 7 warps an SM on
# average) runs whole blocks of them
"$L" sim --gpu h200 --workload "$T/bar.txt" --grid 300 --block 96 --iterations 10 --sim-sms 8 --format csv \
    --columns time_us >"$T/bargrid.csv" 2>/dev/null && [ "$(wc -l <"$T/bargrid.csv")" -eq 2 ] && ok ||
    bad "a launch with bar: $(cat "$T/bargrid.csv")"
printf 'ld r0 x apart=100\n' >"$T/apart.txt"
expect_err "apart=100: bytes, a multiple of 128" sim --gpu toy --workload "$T/apart.txt"
printf 'st b -\nbar r1\n' >"$T/barr.txt"
expect_err "bar takes only stall=CYCLES" sim --gpu toy --workload "$T/barr.txt"
out=$("$L" sim --gpu toy --workload "$T/bar.txt" --warps 8 --block-warps 4 --format csv --columns barrier) \
    && [ "$(echo "$out" | head -1)" = barrier ] && ok || bad "sim with bar and --block-warps: $out"
printf 'ld r0 x footprint=0\n' >"$T/fp0.txt"
expect_err "footprint=0" sim --gpu toy --workload "$T/fp0.txt"
printf 'ld r0 x\nalu r1 r0 unit=tensor\n' >"$T/unit.txt"
expect_err "unit=tensor" sim --gpu toy --workload "$T/unit.txt"
printf 'ld r0 x cache=cs\n' >"$T/cache.txt"
expect_err "cache=cs" sim --gpu toy --workload "$T/cache.txt"
printf 'ld r0 x footprint=1M\nld r1 x footprint=2M\n' >"$T/fp2.txt"
expect_err "footprint" sim --gpu toy --workload "$T/fp2.txt"
expect_err "--footprint" sim --gpu toy --footprint 0
expect_err "--footprint" sim --gpu toy --footprint 12Q
# 1 PiB is the most (a span's bytes stay exact in 64 bits); the fuzzer's 6.4e19 B overflowed
expect_err "1 PiB" sim --gpu toy --footprint 2000000G
expect_err "1 PiB" sim --gpu toy --footprint 64444444444441M
printf 'ld r0 x width=16 footprint=64444444444441M\n' >"$T/fpbig.txt"
expect_err "1 PiB" sim --gpu toy --workload "$T/fpbig.txt"
# a workload file prints as lhsim reads it, and that text reads back the same
"$L" workloads "$SRC/validate/workloads/copy-k4.wl" >"$T/wl1.txt" && "$L" workloads "$T/wl1.txt" >"$T/wl2.txt" &&
    [ "$(grep -v '^#' "$T/wl1.txt")" = "$(grep -v '^#' "$T/wl2.txt")" ] && ok || bad "workloads FILE round trip"
# a footprint that fits L2 is served from L2 (the H200 preset)
"$L" sim --gpu h200 --workload stream --warps 16 --ilp 4 --footprint 8M --format csv -o "$T/l2.csv" &&
    [ "$(col "$T/l2.csv" l2_hit | cut -c1-4)" = "1.00" ] && ok || bad "8 MiB stream on the H200 is not L2-resident: $(cat "$T/l2.csv")"
# --footprint takes a list (an axis of the sweep, a column of its rows): each
# footprint reaches its points (8 MiB from L2, 1 GiB from DRAM), the first row
# is the single-footprint run's (same point index, same seed)
"$L" sim --gpu h200 --workload stream --warps 16 --ilp 4 --footprint 8M,1G --format csv -o "$T/fpl.csv" &&
    "$L" sim --gpu h200 --workload stream --warps 16 --ilp 4 --footprint 8M --format csv -o "$T/fp1.csv" &&
    [ "$(col "$T/fpl.csv" footprint | tr '\n' ' ')" = "8388608 1073741824 " ] &&
    [ "$(col "$T/fpl.csv" l2_hit | head -1 | cut -c1-4)" = "1.00" ] &&
    awk -v h="$(col "$T/fpl.csv" l2_hit | tail -1)" 'BEGIN { exit !(h < 0.1) }' &&
    [ "$(col "$T/fpl.csv" useful_gbps | head -1)" = "$(col "$T/fp1.csv" useful_gbps)" ] && ok ||
    bad "--footprint 8M,1G: $(cat "$T/fpl.csv")"
"$L" sim --gpu toy --workload stream --warps 1 --footprint 1M:16M:x4,64K --format csv --columns footprint >"$T/fpg.csv" &&
    [ "$(tail -n +2 "$T/fpg.csv" | tr '\n' ' ')" = "1048576 4194304 16777216 65536 " ] && ok ||
    bad "--footprint 1M:16M:x4,64K: $(cat "$T/fpg.csv")"
"$L" sim --gpu toy --workload stream --warps 1 --footprint 1M:3M:+1M --format csv --columns footprint >"$T/fpa.csv" &&
    [ "$(tail -n +2 "$T/fpa.csv" | tr '\n' ' ')" = "1048576 2097152 3145728 " ] && ok ||
    bad "--footprint 1M:3M:+1M: $(cat "$T/fpa.csv")"
expect_err "empty item" sim --gpu toy --footprint 1M,,2M
expect_err "--footprint 1M:2M:x1" sim --gpu toy --footprint 1M:2M:x1
expect_err "--footprint 2M:1M:x2" sim --gpu toy --footprint 2M:1M:x2
expect_err "--footprint 1M:2M" sim --gpu toy --footprint 1M:2M
expect_err "1 PiB" sim --gpu toy --footprint 1M,2P
expect_err "more than 4096" sim --gpu toy --footprint 128:1M:+128
expect_err "not --grid" sim --gpu toy --footprint 1M,2M --grid 10 --block 64
expect_err "one --footprint at a time" target --gpu toy --workload stream --footprint 1M,2M
# target on data that stays in L2: none, and a note saying why (DRAM moves nothing)
"$L" target --gpu h200 --workload stream --footprint 1M --fraction 0.5 --format csv >"$T/tc.csv" 2>"$T/tc.err" &&
    [ "$(col "$T/tc.csv" warps_per_sm)" = "none" ] && grep -q "stays in the caches" "$T/tc.err" && ok ||
    bad "target over 1 MiB: $(cat "$T/tc.csv" "$T/tc.err")"
"$L" target --gpu h200 --workload stream --fraction 0.5 --format csv >"$T/td.csv" 2>"$T/td.err" &&
    [ "$(col "$T/td.csv" warps_per_sm)" != "none" ] && ! grep -q "stays in the caches" "$T/td.err" && ok ||
    bad "target from DRAM: $(cat "$T/td.csv" "$T/td.err")"

# ---- robustness, round two: each case broke once ----
# the preset's line size decides the lines one load needs
expect_err "mshr_per_sm 4 is below the 16 lines" sim --gpu toy --workload stream --warps 1 --set memory.line_bytes=32 --set sm.mshr_per_sm=4
printf 'ld r0 x addr=r0 addr=r0 addr=r0 addr=r0 addr=r0\n' >"$T/addr.txt"
expect_err "'addr' given twice" sim --gpu toy --workload "$T/addr.txt"
printf 'ld r0 x\nalu r1 r0 lat=2 lat=3\n' >"$T/lat.txt"
expect_err "'lat' given twice" sim --gpu toy --workload "$T/lat.txt"
# stall=N (the SASS stall count): 1..15, once per line, on ld/st/alu alike (the
# tenth key of a load line is still checked)
printf 'alu r0 lat=1 stall=3 stall=4\nst b r0\n' >"$T/st2.txt"
expect_err "'stall' given twice" sim --gpu toy --workload "$T/st2.txt"
printf 'ld r0 a width=4 stride=4 offset=0 pattern=coalesced footprint=4096 cache=ca space=global stall=2 stall=3\n' >"$T/st3.txt"
expect_err "'stall' given twice" sim --gpu toy --workload "$T/st3.txt"
printf 'ld r0 a width=4 stall=0\n' >"$T/st0.txt"
expect_err "stall=0: must be 1..15" sim --gpu toy --workload "$T/st0.txt"
# 64 loads a line apart with a million MSHRs: the in-flight map never fills (it used to spin)
for k in $(seq 0 63); do echo "ld r$k x stride=128 offset=$((k * 8192 + 120))"; done >"$T/many.txt"
timeout 60 "$L" sim --gpu toy --workload "$T/many.txt" --warps 16 --sim-sms 1 --set sm.mshr_per_sm=1048576 --format csv -o "$T/many.csv"; rc=$?
[ $rc -eq 0 ] && ok || bad "64 loads, 1M MSHRs: exit $rc"
# memory: estimated with the point's warps, refused up front with the figure
sed -e 's/^sm_count .*/sm_count = 4096/' -e 's/^max_warps_per_sm .*/max_warps_per_sm = 1024/' \
    -e 's/^max_threads_per_sm .*/max_threads_per_sm = 32768/' "$SRC/model/gpus/h200.ini" >"$T/huge.ini"
expect_err "would need about" sim --gpu "$T/huge.ini" --workload stream --warps 1024 --ilp 8 --sim-sms 4096
printf 'experiment,warps_per_sm,ilp,width,bandwidth_gbps,verified\nchase,1024,32,4,5000,1\n' >"$T/hugerow.csv"
expect_err "would need about" validate compare --gpu "$T/huge.ini" --sim-sms 4096 --data "$T/hugerow.csv"
expect_err "would need about" validate fit --gpu "$T/huge.ini" --sim-sms 4096 --data "$T/hugerow.csv" --train-warps 1024 --params memory.latency_ns -o "$T/hf.ini"
# a 98k-point model sweep streams its rows (it once held 1.9 GB)
# (not under AddressSanitizer, which reserves terabytes of address space)
if ldd "$L" 2>/dev/null | grep -q asan; then ok; else
    (ulimit -v 400000; "$L" model --gpu "$T/huge.ini" --warps 1-1024 --ilp 1-32 --width 4,8,16 --format csv -o "$T/huge.csv") &&
        [ "$(wc -l <"$T/huge.csv")" -eq 98305 ] && ok || bad "98k-point model sweep under 400 MB"
fi
# names that would break a CSV row
sed 's/^name .*/name = H200, fast/' "$SRC/model/gpus/h200.ini" >"$T/comma.ini"
expect_err "may not hold" sim --gpu "$T/comma.ini"
printf 'name a"b\nld r0 x\n' >"$T/wcomma.txt"
expect_err "may not hold" sim --gpu toy --workload "$T/wcomma.txt"
# control characters in an argument
expect_err "control character" validate compare --gpu h200 --data "$SRC/validate/results/h200/repeat/chase.csv" --train-warps "$(printf '1\n4')"
# validate fit: a base preset written with '[ memory ]', one parameter, the written preset loads and holds the value
sed 's/^\[memory\]/[ memory ]/' "$SRC/model/gpus/h200.ini" >"$T/spaced.ini"
if [ $gsl -eq 0 ]; then
    echo "cli: built without GSL: the fit checks are skipped" >&2
    expect_err "built without GSL" validate fit --gpu "$T/spaced.ini" --data "$SRC/validate/results/h200/repeat/chase.csv" \
        --params memory.latency_ns --train-warps 1,8 -o "$T/fitted.ini"
else
"$L" validate fit --gpu "$T/spaced.ini" --data "$SRC/validate/results/h200/repeat/chase.csv" --params memory.latency_ns \
    --train-warps 1,8 --max-iter 3 -o "$T/fitted.ini" >/dev/null 2>"$T/fit.err"
v=$(awk -F'[=;]' '$1 ~ /^latency_ns[ \t]*$/ { gsub(/ /, "", $2); print $2 }' "$T/fitted.ini")
want=$(awk '$2 == "memory.latency_ns" { print $3; exit }' "$T/fitted.ini")
[ -n "$v" ] && [ "$v" = "$want" ] && [ "$(grep -c '^latency_ns' "$T/fitted.ini")" -eq 1 ] &&
    "$L" sim --gpu "$T/fitted.ini" --warps 1 --format csv >/dev/null && ok || bad "fit over '[ memory ]': key '$v', provenance '$want'"
# the Jacobian updated along the steps: it says how many were taken by differences
"$L" validate fit --gpu h200 --data "$SRC/validate/results/h200/repeat/chase.csv" --params memory.latency_ns,memory.latency_spread_ns \
    --train-warps 1,8 --max-iter 4 --jacobian broyden -o "$T/fitb.ini" >/dev/null 2>"$T/fitb.err" &&
    grep -q "Broyden's secant update" "$T/fitb.err" && grep -q "of the Jacobians by differences" "$T/fitb.err" &&
    grep -q '^latency_ns = .*\[fit\]' "$T/fitb.ini" && ok || bad "validate fit --jacobian broyden: $(tail -2 "$T/fitb.err")"
fi
expect_err "given twice" validate fit --gpu h200 --data "$SRC/validate/results/h200/repeat/chase.csv" --params memory.latency_ns,memory.latency_ns -o "$T/f2.ini"
expect_err "training rows" validate fit --gpu h200 --data "$SRC/validate/results/h200/repeat/chase.csv" --train-warps 3 -o "$T/f3.ini"
# validate compare: bad options before any simulating; many files; CSV corner cases
expect_err "--train-warps" validate compare --gpu h200 --data "$SRC/validate/results/h200/chase.csv" --train-warps 1,,2
files=(); for i in $(seq 1 17); do files+=("$SRC/validate/results/h200/repeat/chase.csv"); done
"$L" validate compare --gpu h200 --data "${files[@]}" --format csv -o "$T/c17.csv" 2>/dev/null && [ "$(wc -l <"$T/c17.csv")" -eq 103 ] && ok || bad "17 --data files"
printf 'experiment,warps_per_sm,ilp,width,bandwidth_gbps,verified\nchase,1,33,4,5,1\n' >"$T/ilp33.csv"
expect_err "ilp '33'" validate compare --gpu h200 --data "$T/ilp33.csv"
{ printf 'note,experiment,warps_per_sm,ilp,width,bandwidth_gbps,verified'; for i in $(seq 1 70); do printf ',x%d' $i; done; printf '\n'
  printf '"a, quoted ""note""",chase,1,1,4,43.877,1'; for i in $(seq 1 70); do printf ',%d' $i; done; printf '\n'; } >"$T/wide.csv"
"$L" validate compare --gpu h200 --data "$T/wide.csv" --format csv -o "$T/wide-out.csv" 2>/dev/null && grep -q '^chase,1,1,4,43.88,' "$T/wide-out.csv" && ok || bad "quoted field and 77 columns"
printf 'experiment,warps_per_sm,ilp,width,bandwidth_gbps,verified\ncopy,1,1,4,5,1\n' >"$T/norows.csv"
"$L" validate compare --gpu h200 --data "$T/norows.csv" "$SRC/validate/results/h200/repeat/chase.csv" -o "$T/nr.csv" 2>/dev/null && ok || bad "a data file with no chase/stream rows beside one with rows"
expect_err "not a directory" validate run --out "$T/keep.csv"
expect_err "is a directory" merge "$T/dir.ini"
printf 'alu r1 r1\nst y r1\n' >"$T/stonly.txt"
expect_err "closed form needs loads" model --gpu toy --workload "$T/stonly.txt"
expect_err "same file" sim --gpu toy --warps 1 --trace "$T/same.csv" -o "$T/same.csv"
# built-in names win over files of the same name in the current directory
mkdir -p "$T/cwd" && printf '\n' >"$T/cwd/chase" && mkdir -p "$T/cwd/stream"
(cd "$T/cwd" && "$L" sim --gpu toy --warps 1 --format csv >"$T/cwd.csv" && "$L" sim --gpu toy --workload stream --warps 1 --format csv >>"$T/cwd.csv") &&
    [ "$(grep -c '^sim,' "$T/cwd.csv")" -eq 2 ] && ok || bad "a file named chase shadows the built-in"
# figures on a small GPU; a kernel that cannot launch has no occupancy figure
LHSIM_GNUPLOT= "$L" plot stalls --gpu toy -o "$T/ptoy" >/dev/null 2>&1 && ok || bad "plot stalls --gpu toy"
LHSIM_GNUPLOT= "$L" plot heatmap --gpu toy -o "$T/ptoy" >/dev/null 2>&1 && ok || bad "plot heatmap --gpu toy"
expect_err "cannot launch" plot occupancy --gpu toy --threads 1024 -o "$T/ptoy"
# a plot script that cannot be written is an error, not "wrote"
mkdir -p "$T/pblock/roofline.gp"
LHSIM_GNUPLOT= "$L" plot roofline -o "$T/pblock" >/dev/null 2>&1; rc=$?
[ $rc -eq 2 ] && [ -d "$T/pblock/roofline.gp" ] && ok || bad "plot over a directory named roofline.gp: exit $rc"
# -o: a FIFO is written in place, a symlink's target replaced (the link stays)
mkfifo "$T/fifo"
(timeout 20 cat "$T/fifo" >"$T/fifo.out") &
rd=$!
"$L" sim --gpu toy --warps 1 --format csv -o "$T/fifo"; rc=$?
wait $rd
[ $rc -eq 0 ] && [ -p "$T/fifo" ] && [ "$(wc -l <"$T/fifo.out")" -eq 2 ] && ok || bad "-o FIFO: exit $rc, fifo kept: $([ -p "$T/fifo" ] && echo yes || echo no)"
echo old >"$T/target.csv" && ln -s target.csv "$T/link.csv"
"$L" sim --gpu toy --warps 1 --format csv -o "$T/link.csv" && [ -L "$T/link.csv" ] && [ "$(wc -l <"$T/target.csv")" -eq 2 ] && ok || bad "-o symlink"
ln -s made.csv "$T/dangling.csv"
"$L" sim --gpu toy --warps 1 --format csv -o "$T/dangling.csv" && [ -L "$T/dangling.csv" ] && [ -s "$T/made.csv" ] && ok || bad "-o dangling symlink"
if mknod "$T/null" c 1 3 2>/dev/null; then # a device of our own making, never /dev/null itself
    "$L" sim --gpu toy --warps 1 --format csv -o "$T/null" && [ -c "$T/null" ] && ok || bad "-o character device replaced"
fi
# stdout that fails: closed, or a full device of our own making
for c in "presets" "workloads" "workloads chase" "merge $T/p0.csv $T/p1.csv $T/p2.csv" "sim --gpu toy --warps 1"; do
    "$L" $c >&- 2>/dev/null; rc=$?
    [ $rc -eq 2 ] && ok || bad "'$c' with stdout closed: exit $rc"
done
if mknod "$T/full" c 1 7 2>/dev/null; then
    "$L" presets >"$T/full" 2>/dev/null; rc=$?
    [ $rc -eq 2 ] && ok || bad "presets to a full device: exit $rc"
fi
# an inherited ignore of SIGHUP stays (nohup): demo finishes every file
(trap '' HUP; exec "$L" demo -o "$T/demo-hup" >/dev/null 2>&1) &
pid=$!
wait_for "$T/demo-hup/*.csv"
kill -HUP $pid 2>/dev/null
wait $pid; rc=$?
[ $rc -eq 0 ] && [ -s "$T/demo-hup/index.html" ] && ok || bad "SIGHUP under nohup stopped demo (exit $rc)"

# what-if: --set takes lists; every key set is a column; the rows are the product
"$L" sim --gpu toy --workload chase --warps 1,4 --set memory.latency_ns=300:600:+100 \
    --set memory.bandwidth_gbps=50,100 --format csv >"$T/set.csv" || bad "--set lists"
[ "$(wc -l <"$T/set.csv")" -eq 17 ] && ok || bad "--set lists: want 16 rows: $(wc -l <"$T/set.csv")"
head -1 "$T/set.csv" | grep -q ',sweep,memory.latency_ns,memory.bandwidth_gbps$' && ok || bad "--set columns: $(head -1 "$T/set.csv")"
# each row is the simulation of its own GPU: latency follows the column (toy chase at 1 warp: latency ~ preset)
awk -F, 'NR==1{for(i=1;i<=NF;i++)c[$i]=i; next} $c["warps_per_sm"]==1 { d = $c["latency_ns"] - $c["memory.latency_ns"]; if (d < 0 || d > 5) exit 1 }' "$T/set.csv" && ok || bad "--set rows: latency does not follow memory.latency_ns"
# the same point with one --set value equals the point of the list that has it
"$L" sim --gpu toy --workload chase --warps 4 --set memory.latency_ns=400 --set memory.bandwidth_gbps=100 --format csv >"$T/set1.csv"
a=$(awk -F, 'NR==1{for(i=1;i<=NF;i++)c[$i]=i; next} {print $c["latency_ns"]}' "$T/set1.csv")
[ -n "$a" ] && awk -F, -v a="$a" 'NR==1{for(i=1;i<=NF;i++)c[$i]=i; next} $c["warps_per_sm"]==4 && $c["memory.latency_ns"]==400 && $c["memory.bandwidth_gbps"]==100 { d = $c["latency_ns"] - a; if (d < 0) d = -d; if (d < 1) f = 1 } END { exit !f }' "$T/set.csv" && ok || bad "--set: a list's point differs from the single run"
"$L" model --gpu toy --warps 4 --set memory.latency_ns=200 --format csv | head -1 | grep -q ',memory.latency_ns$' && ok || bad "model: --set column"
expect_err "valid keys: latency_ns" sim --gpu toy --set memory.nope=1
expect_err "valid sections: gpu, sm, memory" sim --gpu toy --set mem.nope=1
expect_err "given twice" sim --gpu toy --set memory.latency_ns=1 --set memory.latency_ns=2
expect_err "a list is for sweeps" sim --gpu toy --grid 4 --block 64 --set memory.latency_ns=1,2
expect_err "latency_ns" sim --gpu toy --set memory.latency_ns=300,0
expect_err "A:B:+S" sim --gpu toy --warps 1:8:-2
"$L" sim --gpu toy --warps 1:7:+2 --format csv | cut -d, -f4 | tr '\n' ' ' | grep -q '^warps_per_sm 1 3 5 7 $' && ok || bad "--warps 1:7:+2"
# the closed form counts the bytes the simulator counts: loads and stores (axpy4 at 8 warps)
m=$("$L" model --gpu h200 --workload axpy4 --warps 8 --format csv | awk -F, 'NR==2{print $7}')
awk -v m="$m" 'BEGIN{exit !(m > 2900 && m < 3200)}' && ok || bad "model axpy4 --warps 8: $m GB/s (loads and stores: ~3065)"
# DRAM's access rate bounds random 4 B gathers: 43 G accesses/s x the 32 B a
# line the loop asks for = 1376 GB/s (the H200 moves 171-175 GB/s of 4 B)
printf 'name g\nld r0 x width=4 pattern=random\nld r1 x width=4 pattern=random\nalu r2 r0 r1\n' >"$T/gather.wl"
m=$("$L" model --gpu h200 --workload "$T/gather.wl" --warps 64 --format csv | awk -F, 'NR==2{print $7}')
[ "$m" = "1376.00" ] && ok || bad "model random gather --warps 64: $m GB/s (accesses: 1376.00)"
"$L" model --gpu h200 --workload "$T/gather.wl" --warps 64 --explain 2>&1 | grep -q "bound by accesses" && ok ||
    bad "model --explain of a random gather does not name the access bound"

# lhsim target: the answer reaches the fraction and one warp fewer does not (checked by lhsim sim)
"$L" target --gpu toy --workload chase --ilp 1,8 --fraction 0.5 --format csv >"$T/tg.csv" || bad "target"
awk -F, 'NR==2 && $4==1 && $5=="none" {f=1} END{exit !f}' "$T/tg.csv" && ok || bad "target: chase ILP 1 cannot reach half of the toy: $(cat "$T/tg.csv")"
# without --threads there is no launch: reachable, occupancy_warps and limiter say so
awk -F, 'NR>1 && !($10=="-" && $11=="-" && $12=="-") {f=1} END{exit f}' "$T/tg.csv" && ok || bad "target without --threads: $(cat "$T/tg.csv")"
w=$(awk -F, 'NR==3 && $4==8 {print $5}' "$T/tg.csv")
if [ -n "$w" ] && [ "$w" != none ] && [ "$w" -gt 1 ]; then
    "$L" sim --gpu toy --workload chase --ilp 8 --warps "$((w - 1)),$w" --format csv >"$T/tgs.csv"
    awk -F, 'NR==2 && $7 < 50 {a=1} NR==3 && $7 >= 50*0.98 {b=1} END{exit !(a && b)}' "$T/tgs.csv" && ok || bad "target: $w warps is not the least: $(cat "$T/tgs.csv")"
else bad "target: chase ILP 8: $(cat "$T/tg.csv")"; fi
"$L" target --gpu toy --workload chase --ilp 8 --threads 64 --regs 128 --fraction 0.5 --format csv >"$T/tgo.csv" &&
    awk -F, 'NR==2 {exit !($10=="no" && $12=="registers")}' "$T/tgo.csv" && ok || bad "target: occupancy limit: $(cat "$T/tgo.csv")"
"$L" target --gpu toy --workload chase --vary ilp --warps 8 --fraction 0.5 --format csv | awk -F, 'NR==2 {exit !($4 > 1 && $5 == 8)}' && ok || bad "target --vary ilp"
"$L" sim --gpu toy --warps 16 --format csv | awk -F, 'NR==1{for(i=1;i<=NF;i++)c[$i]=i; next} {d = $c["pct_of_peak"] - $c["bandwidth_gbps"]; exit !(d <= 0.051 && d >= -0.051)}' && ok || bad "pct_of_peak on the toy (100 GB/s)"
"$L" target --help | grep -q example && ok || bad "target --help"
expect_err "--vary" target --gpu toy --vary x
expect_err "--fraction" target --gpu toy --fraction 2
expect_err "built-in" target --gpu toy --workload "$SRC/validate/workloads/copy-k4.wl" --vary ilp --warps 4
expect_err "not an option of target" target --gpu toy --grid 4

# small ones: little --gpu; sizes 48K; --threads lists; one --width message; help shows its own usage
"$L" little --gpu h200 --format csv | awk -F, 'NR==2 {exit !($3 == 128 && $4 == 132 && $5 == 64)}' && ok || bad "little --gpu h200"
"$L" occupancy --gpu h200 --threads 256 --regs 32 --smem-dynamic 48K --format csv | awk -F, 'NR==2 {exit !($5 == 49152)}' && ok || bad "--smem-dynamic 48K"
# the shared memory the blocks hold sets L1's share: each SM on its own 31 KiB of random
# data hits L1 with 2 blocks' shared memory (L1 92 KiB) and mostly misses with 8 (28 KiB)
big=$("$L" sim --gpu h200 --workload "$SRC/validate/workloads/rcap-own.wl" --warps 8 --footprint 4M --smem-per-sm 155904 --tolerance 0.05 --format csv --columns l1_hit | tail -1)
small=$("$L" sim --gpu h200 --workload "$SRC/validate/workloads/rcap-own.wl" --warps 8 --footprint 4M --smem-per-sm 207872 --tolerance 0.05 --format csv --columns l1_hit | tail -1)
awk -v b="$big" -v s="$small" 'BEGIN { exit !(b > 0.9 && s < 0.85) }' && ok || bad "--smem-per-sm: L1 hits $big with 152 KiB shared, $small with 203 KiB"
[ "$("$L" sim --gpu toy --workload stream --threads 64,128 --regs 32,128 --sim-sms 2 --format csv | awk -F, 'NR>1 {printf "%s ", $4}')" = "16 4 " ] && ok || bad "--threads/--regs lists"
for w in 3 32 x 5; do expect_err "--width $w: bytes per thread per load must be 4, 8 or 16" sim --gpu toy --workload stream --width $w; done
"$L" validate compare --help | head -1 | grep -q '^usage: lhsim validate compare' && ok || bad "validate compare --help: its own usage first"
"$L" model --help | grep -q -- '--seed\|--tolerance\|--trace\|--max-events' && bad "model --help lists simulator-only options" || ok
"$L" sim --gpu toy --workload chase --warps 1 --format csv | awk -F, 'NR==2 {exit !($6 == 4)}' && ok || bad "width column: chase's own width (4)"

# '-': standard input and output everywhere
"$L" workloads axpy4 | grep -v '^#' >"$T/ax.wl"
a=$("$L" workloads axpy4 | grep -v '^#' | "$L" sim --gpu toy --workload - --warps 2 --format csv -o - | awk -F, 'NR==2{print $7}')
b=$("$L" sim --gpu toy --workload "$T/ax.wl" --warps 2 --format csv | awk -F, 'NR==2{print $7}')
[ -n "$a" ] && [ "$a" = "$b" ] && ok || bad "--workload - and -o -: $a vs $b"
"$L" workloads axpy4 | "$L" workloads - | grep -q '^name axpy4' && ok || bad "workloads -"
head -3 "$SRC/validate/results/h200/chase.csv" | "$L" validate compare --gpu toy --data - --format csv -o - 2>/dev/null | grep -q '^chase,' && ok || bad "validate compare --data -"
"$L" sim --gpu toy --warps 1,2 --shard 0/2 --format csv >"$T/s0.csv"
"$L" sim --gpu toy --warps 1,2 --shard 1/2 --format csv | "$L" merge "$T/s0.csv" - -o - | awk 'END{exit !(NR==3)}' && ok || bad "merge -"
expect_err "only once" validate compare --gpu toy --data - -
"$L" little --gpu toy -o - --format csv | grep -q '^bandwidth_gbps' && ok || bad "little -o -"

# columns: a compact table by default, --columns LIST|all, CSV whole
[ "$("$L" sim --gpu toy --warps 1 | head -1 | wc -w)" -eq 11 ] && ok || bad "default table: the eleven columns"
"$L" sim --gpu toy --warps 1 | head -1 | grep -qw useful_gbps && ok || bad "default table: useful_gbps (a loop the caches serve has 0 GB/s of DRAM)"
# a point whose rate still climbs is flagged: the float4 re-read over 64 MiB
# (L2 holds 60) gains L2 hits for milliseconds; over 1 GiB it does not
"$L" sim --gpu h200 --workload "$SRC/validate/workloads/reread.wl" --warps 16 --footprint 64M --smem-per-sm 186880 \
    --format csv --columns drift -o "$T/dr.csv" 2>"$T/dr.err"
awk -F, 'NR==2{exit !($1 > 0.2)}' "$T/dr.csv" && grep -q "1 point(s) still drifting" "$T/dr.err" && ok ||
    bad "re-read over 64 MiB: drift $(cat "$T/dr.csv" "$T/dr.err")"
"$L" sim --gpu h200 --workload "$SRC/validate/workloads/reread.wl" --warps 16 --footprint 1G --smem-per-sm 186880 \
    --format csv --columns drift -o "$T/dr.csv" 2>"$T/dr.err"
awk -F, 'NR==2{exit !($1 < 0.02 && $1 > -0.02)}' "$T/dr.csv" && ! grep -q "drifting" "$T/dr.err" && ok ||
    bad "re-read over 1 GiB: drift $(cat "$T/dr.csv" "$T/dr.err")"
"$L" sim --gpu h200 --workload "$SRC/validate/workloads/reread.wl" --warps 16 --footprint 64M --smem-per-sm 186880 \
    --explain 2>&1 | grep -q "still drifting: over its" && ok || bad "--explain: still drifting"
# validate compare names the compared points still drifting (the same two re-reads)
printf 'family,warps_per_sm,param,measured_gbps,workload,footprint_bytes,smem_per_sm\nreread,16,67108864,8280.6,%s/validate/workloads/reread.wl,67108864,186880\nreread,16,1073741824,4457.9,%s/validate/workloads/reread.wl,1073741824,186880\n' \
    "$(cd "$SRC" && pwd)" "$(cd "$SRC" && pwd)" >"$T/drd.csv"
"$L" validate compare --gpu h200 --data "$T/drd.csv" --format csv -o "$T/drc.csv" 2>"$T/drc.err"
grep -q "note: 1 simulated point(s) still drifting.*: reread W=16 67108864$" "$T/drc.err" && ok ||
    bad "validate compare: the drifting re-read named: $(cat "$T/drc.err")"
# ... and the points that stopped at the batch limit (the 1 GiB re-read at a
# tolerance no 200 batches reach; the 8 MiB one, all L2 hits, reaches it: at
# 0.002, where it reached 0.001 too before L2's slices took a half's lines by
# their rank there, since when its batches vary more)
printf 'family,warps_per_sm,param,measured_gbps,workload,footprint_bytes,smem_per_sm\nreread,16,1073741824,4457.9,%s/validate/workloads/reread.wl,1073741824,186880\nreread,16,8388608,10000,%s/validate/workloads/reread.wl,8388608,186880\n' \
    "$(cd "$SRC" && pwd)" "$(cd "$SRC" && pwd)" >"$T/bld.csv"
"$L" validate compare --gpu h200 --data "$T/bld.csv" --tolerance 0.002 --format csv -o "$T/blc.csv" 2>"$T/blc.err"
grep -q "note: 1 simulated point(s) stopped at the batch limit.*: reread W=16 1073741824$" "$T/blc.err" && ok ||
    bad "validate compare: the re-read at the batch limit named: $(cat "$T/blc.err")"
# the closed form's useful_gbps: its DRAM rate in the loop's own bytes (4 B a lane 32 B apart: 1/8)
"$L" model --gpu h200 --workload "$SRC/validate/workloads/strided-32.wl" --warps 64 --format csv --columns bandwidth_gbps,useful_gbps |
    awk -F, 'NR==2{r = $2 / $1; exit !(r > 0.1249 && r < 0.1251)}' && ok || bad "model: useful_gbps an eighth of DRAM's for 4 B loads 32 B apart"
[ "$("$L" sim --gpu toy --warps 1 --columns all | head -1 | wc -w)" -eq "$("$L" sim --gpu toy --warps 1 --format csv | head -1 | tr ',' ' ' | wc -w)" ] && ok || bad "--columns all = the CSV's columns"
[ "$("$L" sim --gpu toy --warps 1 --columns warps_per_sm,long_scoreboard --format csv | head -1)" = "warps_per_sm,long_scoreboard" ] && ok || bad "--columns LIST"
"$L" sim --gpu toy --warps 1 --set memory.latency_ns=300 | head -1 | grep -q 'memory.latency_ns$' && ok || bad "compact table keeps the --set columns"
expect_err "no column 'nope'" sim --gpu toy --warps 1 --columns nope
expect_err "no column 'nope'" sim --gpu toy --workload stream --grid 4 --block 64 --columns nope

# --explain: the closed form's arithmetic and bound; for sim, why it differs
# the toy has 64 MSHRs per SM: 16 warps x 8 chains = 128 lines, capped at 64 x 128 B; 4 SMs x 8192 B / 500 ns
"$L" model --gpu toy --workload chase --warps 16 --ilp 8 --explain >"$T/x.txt" && grep -q 'closed form: 65.5 GB/s, bound by mshr' "$T/x.txt" && grep -q 'capped at 8192 B' "$T/x.txt" && ok || bad "model --explain: $(cat "$T/x.txt")"
"$L" model --gpu h200 --workload chase --warps 64 --ilp 8 --explain | grep -q 'closed form: 4439.9 GB/s, bound by bandwidth' && ok || bad "model --explain: bandwidth bound"
"$L" model --gpu toy --workload chase --warps 1 --explain | grep -q 'closed form: 1.0 GB/s, bound by latency' && ok || bad "model --explain: latency bound"
"$L" sim --gpu toy --workload chase --warps 1 --explain | grep -q "why they differ: the closed form's assumptions hold" && ok || bad "sim --explain at one warp"
"$L" sim --gpu toy --workload chase --warps 1 --explain --format csv 2>"$T/xe.txt" >"$T/xo.csv" && grep -q 'bound by' "$T/xe.txt" && ! grep -q 'bound by' "$T/xo.csv" && ok || bad "--explain with CSV goes to stderr"
# random gathers with 28 KiB of L1 (the largest carve-out): the explanation names L1's 224 lines
# and the lines a load holds; with the default L1 (1024 lines) it does not
printf 'ld r0 x width=4 pattern=random\nld r1 x width=4 pattern=random\nalu r2 r1 r0\n' >"$T/rg.wl"
"$L" sim --gpu h200 --workload "$T/rg.wl" --warps 32 --smem-per-sm 233472 --sim-sms 4 --tolerance 0.05 --explain >"$T/x.txt" &&
    grep -q 'L1: 28 KiB (what the shared memory leaves), 224 lines' "$T/x.txt" && grep -q 'until its last one is back' "$T/x.txt" &&
    grep -q 'wait for room in L1' "$T/x.txt" && ok || bad "sim --explain with 28 KiB of L1: $(cat "$T/x.txt")"
"$L" sim --gpu h200 --workload "$T/rg.wl" --warps 4 --sim-sms 4 --tolerance 0.05 --explain >"$T/x.txt" && ! grep -q 'L1: ' "$T/x.txt" && ok ||
    bad "sim --explain names L1's bound where it does not bind: $(cat "$T/x.txt")"
# --explain of a loop that writes to lines L2 holds: L2's request ports bind (busy ~100%); for a copy at two
# warps, latency-bound, they do not
printf 'st b - width=16\nst b - width=16 offset=512\n' >"$T/wo.wl"
"$L" sim --gpu h200 --workload "$T/wo.wl" --warps 16 --footprint 8M --sim-sms 4 --tolerance 0.05 --explain >"$T/x.txt" &&
    grep -q "L2's request ports (the way from the SMs, 5429 GB/s in all; each request takes 20 B of it, a store its data too): busy \\(9[5-9]\\|100\\)%" "$T/x.txt" &&
    grep -q 'they bind' "$T/x.txt" && ok || bad "sim --explain of L2-resident writes: $(cat "$T/x.txt")"
"$L" sim --gpu h200 --workload "$SRC/validate/workloads/copy-k4.wl" --warps 2 --footprint 8M --sim-sms 4 --tolerance 0.05 --explain >"$T/x.txt" &&
    grep -q "request ports.*busy [3-7][0-9]%" "$T/x.txt" && ! grep -q 'they bind' "$T/x.txt" && ok ||
    bad "sim --explain: ports bind for a copy at two warps: $(cat "$T/x.txt")"
"$L" sim --gpu toy --workload "$T/wo.wl" --warps 16 --explain >"$T/x.txt" && ! grep -q "request ports" "$T/x.txt" && ok ||
    bad "sim --explain names request ports on a preset without them: $(cat "$T/x.txt")"
# --explain of a loop that L2 serves: what the loop moves and what the caches serve, not DRAM's 0 GB/s
"$L" sim --gpu h200 --workload "$SRC/validate/workloads/reread.wl" --warps 16 --footprint 1M --sim-sms 4 --tolerance 0.05 --explain >"$T/x.txt" &&
    grep -q 'the loop moves [0-9.]* GB/s of its own bytes, the closed form [0-9.]* (+' "$T/x.txt" && grep -q 'L2 100% of those that reach it' "$T/x.txt" &&
    ! grep -q 'simulator: 0.0 GB/s' "$T/x.txt" && ok || bad "sim --explain of an L2-resident re-read: $(cat "$T/x.txt")"
"$L" sim --gpu h200 --workload "$SRC/validate/workloads/reread.wl" --warps 8 --footprint 1G --sim-sms 4 --tolerance 0.05 --explain >"$T/x.txt" &&
    ! grep -q 'caches:' "$T/x.txt" && grep -q 'simulator: [0-9.]* GB/s (' "$T/x.txt" && ok ||
    bad "sim --explain of a re-read from DRAM speaks of caches: $(cat "$T/x.txt")"
# --explain where a miss reads more than the loop asks for (4 B loads, one a line; 64 B read): both sides
# in the loop's own bytes (the closed form's 43 G accesses/s x 4 B = 172 GB/s), not DRAM's 64 B against 32.
# Lines side by side share DRAM rows, whose activations the floor binds: the simulator passes the closed
# form's floor and says why; with the floor on every access (no activation rows) the two agree
"$L" sim --gpu h200 --workload "$SRC/validate/workloads/strided-128.wl" --warps 8 --smem-per-sm 155904 --footprint 1G \
    --sim-sms 4 --tolerance 0.05 --explain >"$T/x.txt" &&
    grep -q 'the loop moves 2[0-9][0-9].[0-9] GB/s of its own bytes, the closed form 172.0 (+' "$T/x.txt" &&
    grep -q 'a miss reads 64 B from DRAM where the loop asks for 32 B' "$T/x.txt" &&
    grep -q "why they differ: lines side by side share DRAM rows (1024 B of each channel" "$T/x.txt" &&
    ok || bad "sim --explain of 4 B loads a line apart: $(cat "$T/x.txt")"
"$L" sim --gpu h200 --workload "$SRC/validate/workloads/strided-128.wl" --warps 8 --smem-per-sm 155904 --footprint 1G \
    --sim-sms 4 --tolerance 0.05 --set memory.activation_row_bytes=0 --explain >"$T/x.txt" &&
    grep -q 'the loop moves 1[6-7][0-9].[0-9] GB/s of its own bytes, the closed form 172.0 ([-+][0-4].[0-9]%)' "$T/x.txt" &&
    grep -q "they agree within 5%: the closed form's bound (accesses)" "$T/x.txt" && ! grep -q 'why they differ' "$T/x.txt" &&
    ok || bad "sim --explain of 4 B loads a line apart, every access at the floor: $(cat "$T/x.txt")"
# --launch-iters: one launch run to its last warp, instead of the steady state
expect_err "--grid" sim --gpu toy --workload chase --launch-iters 8 --grid 4 --block 128
expect_err "closed form" model --gpu toy --workload chase --launch-iters 8
expect_err "--launch-iters" sim --gpu toy --workload chase --launch-iters 0
expect_err "give --launch-iters N" sim --gpu toy --workload chase --launch-warm
# a launch after an untimed one finds the 4 MiB it re-reads in L2 (from cold: 3% of it)
"$L" sim --gpu h200 --sim-sms 2 --workload stream --warps 4 --footprint 4M --launch-iters 16 --launch-warm --format csv \
    --columns l2_hit,converged >"$T/lw.csv" && [ "$(tail -1 "$T/lw.csv")" = "1.0000,1" ] && ok || bad "sim --launch-warm: $(cat "$T/lw.csv")"
"$L" sim --gpu toy --workload chase --warps 4 --launch-iters 16 --format csv --columns time_per_iter_ns,converged >"$T/li.csv" &&
    [ "$(tail -1 "$T/li.csv" | cut -d, -f2)" = 1 ] && ok || bad "sim --launch-iters: $(cat "$T/li.csv")"
"$L" validate compare --help | grep -q -- '--launch-iters N simulates each row as one launch' && ok || bad "validate compare --help: --launch-iters"
# --explain of a launch: when its warps end, and by age where a scheduler holds more than one;
# a steady state has no such line
"$L" sim --gpu toy --workload chase --warps 8 --launch-iters 16 --explain >"$T/le.txt" &&
    grep -q "the launch's warps end (shares of the last one's end): the first at 0\.[0-9][0-9], .*by age on a scheduler, oldest to youngest, their mean end: [01]\.[0-9][0-9] [01]\.[0-9][0-9]" "$T/le.txt" &&
    ok || bad "sim --launch-iters --explain: the warps' ends: $(cat "$T/le.txt")"
"$L" sim --gpu toy --workload chase --warps 8 --explain >"$T/le0.txt" && ! grep -q "the launch's warps end" "$T/le0.txt" &&
    ok || bad "sim --explain of a steady state: no launch ends"
# --jacobian: how the fit runs points (warm states and Broyden updates by default, or from cold with
# forward or central differences); bad values refused
expect_err "broyden, warm, forward or central" validate fit --gpu toy --data "$T/none.csv" -o "$T/j.ini" --jacobian sideways
expect_err "goes with --leave-one-family-out" validate compare --gpu toy --data "$T/none.csv" --jacobian central
"$L" validate fit --help | grep -q -- '--jacobian broyden|warm|forward|central' && ok || bad "validate fit --help: --jacobian"
# --warm-mb: the warm states a fit keeps (memory for time, the same values:
# test_validate.c); a negative size refused, and only with a fit
expect_err "--warm-mb -1: out of range" validate fit --gpu toy --data "$T/none.csv" -o "$T/j.ini" --warm-mb -1
expect_err "--warm-mb goes with --leave-one-family-out" validate compare --gpu toy --data "$T/none.csv" --warm-mb 100
"$L" validate fit --help | grep -q -- '--warm-mb M     the warm states kept' && ok || bad "validate fit --help: --warm-mb"
# --explain where issue binds at high occupancy: the measured caveat; not where memory binds
"$L" sim --gpu h200 --workload "$SRC/validate/workloads/fma-24.wl" --warps 64 --sim-sms 4 --tolerance 0.05 --explain >"$T/x.txt" &&
    grep -q 'issue binds: each scheduler issues in' "$T/x.txt" && ok || bad "sim --explain of an issue-bound FMA loop: $(cat "$T/x.txt")"
"$L" sim --gpu h200 --workload stream --warps 64 --ilp 8 --sim-sms 4 --tolerance 0.05 --explain >"$T/x.txt" &&
    ! grep -q 'issue binds' "$T/x.txt" && ok || bad "sim --explain of a memory-bound stream says issue binds: $(cat "$T/x.txt")"
# --explain of a loop that stores: what DRAM writes, and L2's limit on dirty lines
# where data that fits in L2 is written back (random 4 B stores over 48 MiB)
printf 'st x r0 width=4 pattern=random\nalu r0 r0\n' >"$T/sc.wl"
"$L" sim --gpu h200 --workload "$T/sc.wl" --warps 8 --footprint 48M --sim-sms 4 --tolerance 0.05 --explain >"$T/x.txt" &&
    grep -q 'writes: DRAM moves' "$T/x.txt" && grep -q 'at most 8 dirty lines' "$T/x.txt" && ok ||
    bad "sim --explain of stores over 48 MiB: $(cat "$T/x.txt")"
# ... and how long its writes hold a DRAM bank: the preset's values, partial
# (4 B stores) and whole granules told apart
W1=$(sed -n 's/^bank_busy_write_whole_ns *= *\([0-9.]*\).*/\1/p' "$SRC/model/gpus/h200.ini")
W0=$(sed -n 's/^bank_busy_write_ns *= *\([0-9.]*\).*/\1/p' "$SRC/model/gpus/h200.ini")
grep -q "holds its bank $(printf %.0f "$W1") ns when it covers whole 64 B granules, $(printf %.0f "$W0") ns when" "$T/x.txt" && ok ||
    bad "sim --explain: DRAM write bank times ($W1, $W0): $(cat "$T/x.txt")"
"$L" sim --gpu h200 --workload "$T/sc.wl" --warps 8 --footprint 4M --sim-sms 4 --tolerance 0.05 --explain >"$T/x.txt" &&
    grep -q 'stays in L2' "$T/x.txt" && ! grep -q 'dirty lines' "$T/x.txt" && ok ||
    bad "sim --explain of stores over 4 MiB: $(cat "$T/x.txt")"
"$L" sim --gpu h200 --workload stream --warps 8 --sim-sms 4 --tolerance 0.05 --explain >"$T/x.txt" && ! grep -q 'writes:' "$T/x.txt" && ok ||
    bad "sim --explain of a read-only loop speaks of writes: $(cat "$T/x.txt")"
# an FMA loop at 64 warps, oldest first: a long launch is slower than the
# steady state (launch_factor > 1, said by --explain); a stream's near 1
"$L" sim --gpu h200 --workload "$SRC/validate/workloads/fma-24.wl" --warps 64 --smem-per-sm 221184 --sim-sms 2 \
    --explain >"$T/x.txt" && grep -q 'a long launch: [0-9]*% slower' "$T/x.txt" && ok ||
    bad "sim --explain of an FMA loop at 64 warps: no long launch: $(cat "$T/x.txt")"
"$L" sim --gpu h200 --workload "$SRC/validate/workloads/fma-24.wl" --warps 64 --smem-per-sm 221184 --sim-sms 2 \
    --format csv --columns launch_factor >"$T/lf.csv" && awk 'NR == 2 { exit !($1 > 1.1) }' "$T/lf.csv" && ok ||
    bad "sim launch_factor of an FMA loop at 64 warps: $(cat "$T/lf.csv")"
"$L" sim --gpu h200 --workload stream --warps 8 --sim-sms 4 --format csv --columns launch_factor >"$T/lf.csv" &&
    awk 'NR == 2 { exit !($1 >= 1 && $1 < 1.01) }' "$T/lf.csv" && ok || bad "sim launch_factor of a stream: $(cat "$T/lf.csv")"

# --probe: a column of its own (0 without it), a loaded latency above the
# unloaded one under a float4 copy at 24 warps (the H200's probe: 726 ns,
# results/h200/rwlat), refused where it means nothing
"$L" sim --gpu h200 --workload stream --warps 8 --sim-sms 4 --format csv --columns probe_latency_ns >"$T/pr.csv" &&
    awk 'NR == 2 { exit !($1 == 0) }' "$T/pr.csv" && ok || bad "sim probe_latency_ns without --probe: $(cat "$T/pr.csv")"
"$L" sim --gpu h200 --workload "$SRC/validate/workloads/rwlat/rwlat-copy-16.wl" --warps 24 --smem-per-sm 123904 \
    --footprint 1G --probe --sim-sms 8 --format csv \
    --columns probe_latency_ns,probe_p10_ns,probe_p50_ns,probe_p90_ns >"$T/pr.csv" &&
    awk -F, 'NR == 2 { exit !($1 > 550 && $1 < 1000 && $2 < $3 && $3 < $4 && $2 < $1 && $1 < $4) }' "$T/pr.csv" &&
    ok || bad "sim --probe under a copy: $(cat "$T/pr.csv")"
"$L" sim --gpu h200 --workload stream --warps 8 --probe --launch-iters 4 >"$T/pr.txt" 2>&1; [ $? = 2 ] &&
    grep -q 'not with --launch-iters' "$T/pr.txt" && ok || bad "sim --probe --launch-iters: $(cat "$T/pr.txt")"
"$L" model --gpu h200 --workload stream --warps 8 --probe >"$T/pr.txt" 2>&1; [ $? = 2 ] &&
    grep -q "lhsim sim's" "$T/pr.txt" && ok || bad "model --probe: $(cat "$T/pr.txt")"

# space=local: parsed, printed back, bad values refused in one line
printf 'ld r0 a width=4 space=local\nld r1 b width=4 space=global\nalu r2 r1 r0\n' >"$T/loc.wl"
"$L" workloads "$T/loc.wl" | grep -q '^ld r0 a width=4 space=local' && ! "$L" workloads "$T/loc.wl" | grep -q 'r1 b .*space' && ok || bad "space=local printed back"
printf 'ld r0 a width=4 space=shared\nalu r1 r0\n' >"$T/loc2.wl"
expect_err "space=shared" sim --gpu toy --workload "$T/loc2.wl"

# kernel families in validate: a points file (workload per row, useful
# bandwidth), summaries per family, leave one family out
mkdir -p "$T/fam/wl"
printf 'name rd\nld r0 a width=16\nld r1 a width=16 offset=512\nalu r2 r1 r0\n' >"$T/fam/wl/rd.wl"
printf 'name cp\nld r0 a width=16\nst b r0 width=16\n' >"$T/fam/wl/cp.wl"
{
    echo "family,warps_per_sm,param,measured_gbps,workload,footprint_bytes"
    echo "rd,2,x,40,wl/rd.wl,0"
    echo "rd,8,x,90,wl/rd.wl,0"
    # cp's rows far from the toy's prediction (41.6, 100 GB/s): a fit to them alone
    # moves latency by several standard errors (at 30 and 70 the step it asked for
    # was within 0.9-1.1 of one, and whether it took it was the stores' warm-up's call)
    echo "cp,2,y,60,wl/cp.wl,0"
    echo "cp,8,y,140,wl/cp.wl,0"
} >"$T/fam/points.csv"
"$L" validate compare --gpu toy --data "$T/fam/points.csv" --format csv -o "$T/fam/c.csv" 2>"$T/fam/c.err"
[ "$(wc -l <"$T/fam/c.csv")" -eq 5 ] && grep -q '^rd,2,1,' "$T/fam/c.csv" && grep -q ',all,x$' "$T/fam/c.csv" && ok || bad "points file: one row per point: $(cat "$T/fam/c.csv" "$T/fam/c.err")"
grep -q '^rd  *sim  *2 ' "$T/fam/c.err" && grep -q '^cp  *model  *2 ' "$T/fam/c.err" && grep -q '^all  *sim  *4 ' "$T/fam/c.err" && ok || bad "points file: a summary per family and over all: $(cat "$T/fam/c.err")"
grep -q '^cp  *time per iteration: n=2 ' "$T/fam/c.err" && ok || bad "points file: time per iteration per family"
# the simulated column is useful bandwidth: lhsim sim's useful_gbps for that point, of a long launch
u=$("$L" sim --gpu toy --workload "$T/fam/wl/cp.wl" --warps 8 --format csv --columns useful_gbps,launch_factor | tail -1 |
    awk -F, '{ print $1 / $2 }')
awk -F, -v u="$u" '$1 == "cp" && $2 == 8 { d = ($6 - u) / u; exit !(d < 0.03 && d > -0.03) }' "$T/fam/c.csv" && ok || bad "points file: sim_gbps is useful bandwidth ($u): $(cat "$T/fam/c.csv")"
# a workload path relative to the points file, not to the working folder
(cd "$T" && "$L" validate compare --gpu toy --data fam/points.csv -o "$T/fam/c2.txt" 2>/dev/null) && ok || bad "points file: workload relative to the file's folder"
sed 's/wl\/cp.wl/wl\/nosuch.wl/' "$T/fam/points.csv" >"$T/fam/missing.csv"
mv "$T/fam/missing.csv" "$T/fam/points2.csv"
expect_err "nosuch.wl" validate compare --gpu toy --data "$T/fam/points2.csv"
printf 'family,warps_per_sm,param,measured_gbps,workload\nrd,2,x,40,wl/rd.wl\n' >"$T/fam/nofp.csv"
expect_err "footprint_bytes" validate compare --gpu toy --data "$T/fam/nofp.csv"
sed 's/^rd,2,/rd,0,/' "$T/fam/points.csv" >"$T/fam/w0.csv"
expect_err "warps_per_sm '0'" validate compare --gpu toy --data "$T/fam/w0.csv"
sed 's/^rd,/all,/' "$T/fam/points.csv" >"$T/fam/all.csv"
expect_err "not 'all'" validate compare --gpu toy --data "$T/fam/all.csv"
sed 's/,40,/,-4,/' "$T/fam/points.csv" >"$T/fam/neg.csv"
expect_err "measured_gbps '-4'" validate compare --gpu toy --data "$T/fam/neg.csv"
expect_err "--leave-one-family-out" validate compare --gpu toy --data "$T/fam/points.csv" --params memory.latency_ns
grep -v '^cp' "$T/fam/points.csv" >"$T/fam/one.csv"
expect_err "two families" validate compare --gpu toy --data "$T/fam/one.csv" --leave-one-family-out
expect_err "not fittable" validate compare --gpu toy --data "$T/fam/points.csv" --leave-one-family-out --params memory.nope
expect_err "no family 'rdd'" validate compare --gpu toy --data "$T/fam/points.csv" --leave-out rdd
expect_err "no family 'cpp'" validate compare --gpu toy --data "$T/fam/points.csv" --leave-one-family-out --params memory.latency_ns --train-experiment rd,cpp
expect_err "no family 'chsae'" validate fit --gpu toy --data "$T/fam/points.csv" --params memory.latency_ns --train-experiment chsae -o "$T/fam/x.ini"
# leave one family out: a fit per family on the other, the family predicted by it
if [ $gsl -eq 1 ]; then
"$L" validate compare --gpu toy --data "$T/fam/points.csv" --leave-one-family-out --params memory.latency_ns --max-iter 2 --format csv -o "$T/fam/lofo.csv" 2>"$T/fam/lofo.err"
[ "$(grep -c '^left out' "$T/fam/lofo.err")" -eq 2 ] && grep -q '^left out rd (2 rows): fitting on 2 rows of the others' "$T/fam/lofo.err" && ok || bad "lofo: one fit per family: $(cat "$T/fam/lofo.err")"
[ "$(grep -c ',leftout,' "$T/fam/lofo.csv")" -eq 4 ] && grep -q 'never saw it' "$T/fam/lofo.err" && ok || bad "lofo: every row predicted left out: $(cat "$T/fam/lofo.csv")"
# the left-out prediction differs from the plain one (its latency was fitted to the other family)
a=$(awk -F, '$1 == "rd" && $2 == 2 { print $6 }' "$T/fam/c.csv"); b=$(awk -F, '$1 == "rd" && $2 == 2 { print $6 }' "$T/fam/lofo.csv")
[ -n "$a" ] && [ -n "$b" ] && [ "$a" != "$b" ] && ok || bad "lofo: rd predicted by the fit to cp ($b) as by the preset ($a)"
else
    expect_err "built without GSL" validate compare --gpu toy --data "$T/fam/points.csv" --leave-one-family-out --params memory.latency_ns
fi

# lhsim bench --quick prints its figures against the targets, and not the
# simulated points' own notes (a timing: their latency or drift is not its business)
"$L" bench --quick >"$T/bench.out" 2>"$T/bench.err" &&
    grep -q "^worst: .* requests/s/thread (target >= 1e7)" "$T/bench.out" &&
    grep -q "^reference sweep (100 points) on 2 threads: [0-9.]* s (target < 2)" "$T/bench.out" &&
    grep -q "^peak resident memory: [0-9.]* MB" "$T/bench.out" && ! grep -q "note" "$T/bench.err" && ok ||
    bad "bench --quick: $(head -c 600 "$T/bench.out" "$T/bench.err")"

echo "cli: $pass passed, $fail failed"
[ $fail -eq 0 ]
