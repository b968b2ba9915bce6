#!/bin/bash
# accuracy.sh LHSIM SRCDIR -- pins the shipped H200 preset to the committed
# H200 measurements: the held-out errors the README quotes, a few tenths of a
# percent above today's figures, so a wrong preset (LHSIM_PRESET_DIR) or a
# broken mechanism fails; and the closed form's errors, which are exact
# arithmetic, to within rounding.
L=$1
SRC=$2
R=$SRC/validate/results/h200
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0

# check FILE EXP SOURCE COLUMN OP LIMIT: the summary line's column (median=4,
# p90=5, max=6) compared with LIMIT (le: at most; eq: equal after rounding)
check() {
    local file=$1 exp=$2 src=$3 col=$4 op=$5 lim=$6
    local v
    v=$(awk -v e="$exp" -v s="$src" -v c="$col" '$1 == e && $2 == s { gsub("%", "", $c); print $c }' "$file")
    if [ -z "$v" ]; then fail=$((fail + 1)); echo "FAIL: no $exp/$src line in $(basename "$file")" >&2; return; fi
    if awk -v v="$v" -v l="$lim" -v op="$op" 'BEGIN { exit !(op == "le" ? v <= l : v == l) }'; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL: $(basename "$file") $exp $src column $col: $v% (want $op $lim%)" >&2
    fi
}

# held out: every row whose warps per SM the fit never saw (README "How far to trust it")
"$L" validate compare --gpu h200 --data "$R/chase.csv" "$R/stream.csv" --train-warps 1,4,16,64 \
    --format csv -o "$T/held.csv" 2>"$T/held.txt" || { echo "FAIL: compare (held out)" >&2; cat "$T/held.txt" >&2; exit 1; }
cat "$T/held.txt"
# the chase's held-out median: 1.3 with the memory hierarchy (1.9 before it); 1.57 until
# the stopping rule counted neighbouring batches' covariance (twentieth round), 1.72 since:
# the one-warp rows stop sooner (1 x 8: +2.4% -> +3.6%; sim/PERFORMANCE.md)
check "$T/held.txt" chase sim 4 le 1.5    # 1.2 since the L2 halves' crossing and a line's L2 spread (fortieth round; 1.4 before)
check "$T/held.txt" chase sim 5 le 6.5     # 6.4 since L2's sets are the hash scaled onto them (forty-fourth round): the fourth-worst row, 8 warps x 32 chains, -3.6 -> -6.4% at seed 1 (seeds 2-4: -5.0, -1.6, -2.0; the p90 5.0, 4.0, 3.9); 3.7 before, 3.4 since the fortieth round (4.4 before);  7.5 since the chase's address arithmetic (thirty-fifth round; 6.3 before); 8.5 since a warp goes straight to its busy pipe's free time (thirty-sixth round): the fourth-worst row, 8 warps x 32 chains, -7.5 -> -9.8%, is that row's seed-to-seed spread (3455-3615 GB/s over seeds 1-5 before the change, 3483-3594 after)
check "$T/held.txt" stream sim 4 le 2.6    # 2.3 (fortieth round; 2.6 before; 2.3 before the store pairs, twenty-ninth round)
check "$T/held.txt" stream sim 5 le 5.5    # 5.4 since L2's balanced homes (fifty-third round; the chase's p90 6.4 -> 4.9 there); 5.0 before (5.7; 5.3)
check "$T/held.txt" all sim 4 le 2.0       # 1.7 (2.2; 2.1)
# (the closed form takes the preset's latency and bandwidth: 352.8 -> 356.6 ns in
# the twenty-ninth round's refit moved these from 18.5, 60.5, 13.3, 44.1; the
# thirty-ninth's, 356.6 -> 356.2 ns and 4406 -> 4433 GB/s, from 17.2, 58.8, 13.3, 45.4;
# the fortieth's, 356.2 -> 345.1 ns -- latency_ns now the mean of a line's latency over
# both L2 halves, which a load of lines in both exceeds -- and 4433 -> 4451 GB/s, from
# 17.4, 58.9, 13.4, 46.2)
check "$T/held.txt" chase model 4 eq 20.6    # the closed form at the fifty-third round's refitted values (20.9 before)
check "$T/held.txt" chase model 5 eq 64.0
check "$T/held.txt" stream model 4 eq 15.2
check "$T/held.txt" stream model 5 eq 46.5
# the h100-sxm preset on an H100's chase and stream at the warps its DRAM fit did
# not train on (validate/results/h100/families/README.md): 2.5% median, p90 5.6%
# (17.2% over all rows with the preset's guessed memory values before the
# forty-fourth round)
"$L" validate compare --gpu h100-sxm --data "$SRC/validate/results/h100/cal/chase.csv" \
    "$SRC/validate/results/h100/cal/stream.csv" --train-warps 1,4,16,64 \
    --format csv -o "$T/h100.csv" 2>"$T/h100.txt" || { echo "FAIL: compare (H100)" >&2; exit 1; }
check "$T/h100.txt" all sim 4 le 3.0       # 2.5
check "$T/h100.txt" all sim 5 le 6.5       # 5.6
# the repeat run on a second H200 machine
"$L" validate compare --gpu h200 --data "$R/repeat/chase.csv" "$R/repeat/stream.csv" \
    --format csv -o "$T/rep.csv" 2>"$T/rep.txt" || { echo "FAIL: compare (repeat)" >&2; exit 1; }
# That machine's DRAM answered a one-warp chase about 3% sooner than the
# first's (371.8 against 385.1 ns a step; so did the machine of
# results/h200/seqlat/chasefoot/ run, 373.4-376.1, while the
# calrep machine gave 385.4 and 385.6): since the chase runs its compiled
# address arithmetic (thirty-fifth round) its six rows are 3.7% off (1.3
# before), the difference between the machines
check "$T/rep.txt" chase sim 4 le 4.1      # 3.7 (1.3 before the chase's address arithmetic; 0.3 before the hierarchy)
check "$T/rep.txt" stream sim 4 le 2.6     # 2.4 since the LSU takes 1.85 lines a cycle (forty-third round; 1.0 just before: its one-warp rows -2.5 -> -4.0, +1.0 -> +2.4%, seeds apart by 1%); 1.6 (1.1; 0.5)
check "$T/rep.txt" all sim 6 le 6.2        # 6.0 since L2's balanced homes and their refit (fifty-third round: one stream row, 5.5 -> 6.0); 5.0 (4.5)
# the whole chase and stream measured again on a third machine, 2026-12-04
# (results/h200/calrep/, the first of two runs in one device call)
"$L" validate compare --gpu h200 --data "$R/calrep/chase-1.csv" "$R/calrep/stream-1.csv" \
    --format csv -o "$T/cal.csv" 2>"$T/cal.txt" || { echo "FAIL: compare (calrep)" >&2; exit 1; }
check "$T/cal.txt" chase sim 4 le 1.8      # 1.4
check "$T/cal.txt" stream sim 4 le 2.4     # 2.0
check "$T/cal.txt" all sim 4 le 2.2        # 1.8
# every kernel family measured again on a fresh H200 (repeat/families*): the
# shipped preset predicts the repeat as well as the first measurement (4.7%
# median on the same rows); its gathers need the rows' shared memory (L1's share)
"$L" validate compare --gpu h200 --data "$R/repeat/families-points.csv" \
    --format csv -o "$T/repf.csv" 2>"$T/repf.txt" || { echo "FAIL: compare (family repeat)" >&2; exit 1; }
# (twelfth round: BabelStream with aligned arrays and the misaligned copies
# measured again, repeat/babela/, 231 rows: all 4.7; the rows before the
# gathers moved their seeds, 4.4 -> 5.2 -- their seeds alone spread by ~1 point)
check "$T/repf.txt" all sim 4 le 5.0       # 4.7
check "$T/repf.txt" gather sim 4 le 5.8    # 5.2 (18.5 without smem_per_sm)
# the tiled transpose (never fitted): its stores a matrix row apart, as the
# kernel writes them (validate/workloads/transpose/make.sh); 10.7 / 24.2 with
# every warp's store line beside its neighbours'
"$L" validate compare --gpu h200 --data "$R/transpose/transpose-points.csv" \
    --format csv -o "$T/tr.csv" 2>"$T/tr.txt" || { echo "FAIL: compare (transpose)" >&2; exit 1; }
check "$T/tr.txt" transpose sim 4 le 6.7   # 6.3 since L2's slices take a half's lines by their rank there (fifty-fifth round; seeds 1-4 6.3 / 5.4 / 6.0 / 5.3); 5.5 since a loop over streams that never wrap starts its SMs at random iterations (forty-sixth round; 5.1 before); seeds 1-4 give 5.1 / 5.2 / 5.2 / 5.8 before, 5.5 / 5.2 / 5.0 / 5.8 after (`--seed N`); 4.9 earlier
check "$T/tr.txt" transpose sim 5 le 16.5  # 16.0 since L2's sets are the hash scaled onto them (64 warps, 16 a block: +15.3 -> +16.0; 13.6 with the 990-row run's seed); 14.6 before
# --max-median-error: exit 1 when any experiment is above it, 0 when none is
"$L" validate compare --gpu h200 --data "$R/calrep/chase-1.csv" "$R/calrep/stream-1.csv" \
    --max-median-error 0.008 -o "$T/x.csv" 2>/dev/null; rc=$?
[ $rc -eq 1 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: --max-median-error 0.008 gave exit $rc (chase median 1.4%)" >&2; }
"$L" validate compare --gpu h200 --data "$R/calrep/chase-1.csv" "$R/calrep/stream-1.csv" \
    --max-median-error 0.025 -o "$T/x.csv" 2>/dev/null; rc=$?
[ $rc -eq 0 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: --max-median-error 0.025 gave exit $rc" >&2; }
# one point of each kernel family (validate/results/h200/families/ and
# families2/): the simulated error today, to within 2.5 points either way.
# These pin the mechanisms' behaviour on the H200 -- the L2 bandwidth
# (re-read), the fetch granularity (strided; gathers from 4 GiB: whole-line
# fetches), the partial-write fetch (store), stores and DRAM (copy), the ALU
# pipes (fma), the L2 request rate (gathers and scatters in 4 MiB) --
# residuals included; the store path (store_bytes_per_cycle, fitted on the
# L2-resident copies) and the read/write turnaround (fitted on the DRAM
# copies) moved store, copy and BabelStream copy; the L2-resident copy of
# four float4 at one warp pins the store path's rate; the L2 partitions and
# the L1 lines in flight (bounded by what the carve-out leaves L1) moved the
# re-read (-9.3 -> -5.2) and the 4 MiB gather (9.4 -> 2.0); a store's longer
# hold of its L2 slice moved the 4 MiB scatter (67.9 -> 0.3), a write's longer
# hold of its DRAM bank BabelStream's copy (12.0 -> 9.4); random whole-sector
# stores over 1 GiB pin that bank time, random gathers over 64 MiB (8 warps;
# +94% with one L2) the L2 partitions, the FMA loop of 48 trips at 16 warps
# (+48% without it) a taken branch's cost, which moved the 64-warp FMA point
# (36.8 -> 41.1); a load line's hold on a way of its L1 set moved the gathers
# (4 MiB 2.0 -> -4.1, 4 GiB 8.5 -> 5.8) and pins, with each SM's own 248 KiB
# of 32 MiB at 32 warps (+74% without it), the sets; in-order loads, 8 sets
# and the L2 rate re-set from rl1 moved it 17.4 -> 11.1; random elements at
# random places in their lines, 64 B fetches, DRAM's access rate and misses
# holding their L2 slices (Nsight Compute, ncu-l2) moved the 64 MiB gather at
# 8 warps 14.0 -> -4.0, the own share 11.1 -> -0.3 and the 4 GiB gather at 32
# warps 5.8 -> 22.1 (with 28 KiB of L1 the H200's random misses take longer
# than lhsim's); the stall counts of the SASS control words, with a taken
# branch measured at 4 cycles beyond them (oplat2) where it was fitted at 22.3
# without them, and the FMA family imported from its SASS moved the 64-warp FMA
# point 41.1 -> 25.3, the one-warp BabelStream copy 9.4 -> 5.0 and the FMA loop
# unrolled once at 16 warps -4.7 -> 1.5; a load's L1 lines held until its
# last line is back (28 KiB of L1: 224 lines, each random load waiting for
# its slowest line) moved the 4 GiB gather at 32 warps 22.1 -> 2.8, the 4 MiB
# one -4.1 -> -8.5 and the own share of 32 MiB -0.3 -> -5.5; at most 8 dirty
# lines an L2 set (the rest written back and kept clean; the store that
# cleans one waits for its write, and every store holds its L2 slice, also
# one that evicts) moved the 64-warp copy -7.9 -> -8.1 and the random
# whole-sector stores over 1 GiB 0.1 -> -3.6; the oldest warp first among
# those waiting for a scheduler (sm.oldest_first) moved the 64-warp FMA point
# 25.3 -> 20.0; BabelStream re-measured with aligned arrays (results/h200/babela:
# the first layout's arrays were thirds of the buffer, its warps misaligned)
# moved the one-warp copy 5.0 -> 1.4, and BabelStream's copy with its written
# array 16 B off (five lines a warp, partial sectors read back) and its read
# array 128 B off (the same lines as aligned; the H200's bonus for warps on
# 256 B, which lhsim lacks, gone) pin what a misaligned warp costs; IMAD on
# the FMA pipe (sim/sass.c, as GH100 dispatches it; it had shared the
# integer pipe) moved the unrolled FMA loop at 16 warps 1.5 -> 4.5 (its
# IMADs now share the FFMAs' pipe); L2's latency as one round trip (the
# return cost inside the 145 ns the one-thread chase measures, not on top)
# and L2's request rate fitted on the gathers that it binds (164 G/s: the
# slices reach 95% of it) moved the 4 MiB gather at 32 warps -8.5 -> 0.3,
# the one-warp L2 copy -11.5 -> -5.3, the own share of 32 MiB -5.5 -> 4.0
# and the strided loads at 64 B -> -1.6 (0.9 before); L2's slices taking a
# contiguous range evenly (each run of consecutive lines to every slice once,
# not each line at random) moved the 8 MiB re-read at 16 warps -5.2 -> -2.2
# (its slices' uneven share of the footprint had cost it 4%); the store pairs
# (twenty-ninth round: 256 B L2 sets, clean victims first, write rows, the
# refit) moved the 4 B stores a thread at 32 warps -4.4 -> 1.2 (their
# neighbouring lines pair), the 64-warp copy -8.1 -> -4.3 (float4 stores
# open a row a pair), the own share of 32 MiB 4.0 -> -5.3 (pairs share an L2
# set: the footprint spreads less evenly over the sets near L2's size) and the
# copy with its read array 128 B off -0.6 -> 2.4: a change that moves one must
# say why in its commit.  Thirty-fourth round: a DRAM row hit no longer held to
# the access rate (memory.hits_skip_access_min) moved the copy with its write
# array 16 B off at 64 warps -3.6 -> -0.8 (its partial sectors' writes pair in
# rows) and brought the 4 B stores 128 B apart at 32 warps, -16.8% before, in
# (-2.7); the thirty-ninth's floor on activations of rows (memory.activation_row_bytes)
# lets their sector reads of lines side by side pass it while their writes of part of
# a granule pay it, with the refit: -2.7 -> +0.7; and the 4 B loads 128 B apart at 8 warps,
# lines side by side that pass the floor random lines meet, -29.8 -> -5.7.  Thirty-sixth round: warm-up waits for L2 and the L1s to fill each
# on its own (sim/stats.c), where the L1s' churn had ended it with L2 still
# filling: the own share of 32 MiB at 32 warps was two-valued over seeds (228
# or 500 GB/s with seeds 1-4, L2 hits 0.80 or 0.99) and is now 536-544, -5.3 ->
# +2.4.  Fortieth round: a line's own spread through L2 (memory.l2_jitter_ns: a
# random 4 B gather from L2 waits for the last of its 32 lines, about 15 ns more)
# and the L2 halves' crossing for lines served by the far one (memory.l2_cross_ns),
# with the refit, moved the 4 MiB gather at 32 warps 0.3 -> -6.6, the own share of
# 32 MiB 2.4 -> -3.0 and the copy with its write array 16 B off at 64 warps
# -0.8 -> -3.4 (validate/README.md, fortieth round).  Forty-third round: the LSU
# takes 1.85 lines a cycle (sm.lsu_lines_per_cycle, measured by l1rate; 1 before):
# the 4 MiB gather at 32 warps -6.6 -> -0.4, the own share of 32 MiB -3.0 -> +4.3,
# the one-warp L2 copy at 4 a thread -7.7 -> -7.9 (-5.3 when pinned; it had
# moved to -7.7 since, inside its band).  Forty-fourth round: L2's sets are the
# line's hash scaled onto them, not taken mod their number (which loaded some sets
# twice as full as others at some sizes): the own share of 32 MiB at 32 warps
# +4.3 -> +6.9; L2's halves homing 4 of each 8 pairs, every set alike, and the
# refit with them (fifty-third round): the own share +6.9 -> +2.7, the one-warp
# BabelStream copy +1.4 -> -1.6 (its latency-bound rate follows the refitted
# latency and spread).  L2's slices taking a half's lines by their rank there
# (fifty-fifth round, the shipped values): half-sector stores over 1 GiB at 32
# warps -3.6 -> -6.2.  L2's slices at the 9230 GB/s the H200 gives with no L1
# hits (fifty-sixth round, results/h200/rereadb56; 10400 was the family re-read's
# rate, whose L1 serves 10-24% of its loads and lhsim's none): the re-read at 16
# warps over 8 MiB -2.6 -> -13.5, a known miss now held where it is.  An SM's
# stores leaving it at most 32 B a cycle (sm.store_out_bytes_per_cycle, measured
# on half the SMs writing, same round): the 4 B stores 32 B apart at 32 warps
# +1.2 -> -1.8.
bash "$SRC/validate/families.sh" "$L" h200 "$T/fam" \
    '^(reread,16,8388608|strided,32,64|strided,8,128|store,32,32|store,32,128|copyk,64,1|fma,64,24|gather,32,4194304|gather,32,4294967296|scatter,32,4194304|babel,1,copy|copyw,1,4|rsec,32,store-16:1073741824|rcap,8,67108864|rcap_own,32,33554432|fmau,16,1:48|align,64,0-16|align,64,128-0)$' >/dev/null 2>&1 ||
    { fail=$((fail + 1)); echo "FAIL: validate/families.sh" >&2; }
# pin VALUE WANT TOL WHAT: VALUE (empty when it could not be computed) within WANT +- TOL
pin() {
    if [ -n "$1" ] && awk -v v="$1" -v w="$2" -v d="$3" 'BEGIN { exit !(v >= w - d && v <= w + d) }'; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL: $4: ${1:-none} (want $2 +- $3)" >&2
    fi
}
famerr() { awk -F, -v k="$1" '$1 "," $2 "," $3 == k { print 100 * $8 }' "$T/fam/compare.csv"; }
for spec in "reread,16,8388608 -13.5" "strided,32,64 -1.6" "strided,8,128 -5.7" "store,32,32 -1.8" "store,32,128 0.7" "copyk,64,1 -4.3" "fma,64,24 20.0" \
    "gather,32,4194304 -0.4" "gather,32,4294967296 2.8" "scatter,32,4194304 0.3" "babel,1,copy -1.6" "copyw,1,4 -7.9" \
    "rsec,32,store-16:1073741824 -6.2" "rcap,8,67108864 -4.0" "rcap_own,32,33554432 2.7" "fmau,16,1:48 4.5" \
    "align,64,0-16 -3.4" "align,64,128-0 2.4"; do
    set -- $spec
    pin "$(famerr "$1")" "$2" 2.5 "family $1: error %"
done
# warm-up until each cache level has filled: the SM's own share of 32 MiB read
# at random at 32 warps (L1 hits 1-2%, L2 holds it all) reaches L2's steady
# hit rate whatever the seed.  When warm-up summed L2's and the L1s' lines,
# the L1s' churn ended it with L2 still filling and seed 2 stopped at L2 hits
# 0.7985 (228 GB/s against 499-505 for seeds 1, 3, 4)
for seed in 1 2 3 4; do
    v=$("$L" sim --gpu h200 --workload "$SRC/validate/workloads/rcap-own.wl" --footprint 32M --warps 32 \
        --smem-per-sm 207872 --seed $seed --format csv --columns l2_hit -j 1 2>/dev/null | tail -1)
    pin "$v" 0.995 0.005 "rcap_own 32 warps 32 MiB seed $seed: L2 hit rate"
done
# L2's misses against Nsight Compute's counters (ncu-l2/summary.csv): DRAM
# sectors read per sector asked for, every SM gathering 4 B at random over
# 40, 64 and 256 MiB at 8 warps (two L2 halves each with its copies, random
# sectors, 64 B fetches), lhsim's mean over seeds 1-3: within 8%.  (One seed
# is not enough at 40 MiB, where the L2 hit rate turns: seeds 1-4 gave
# 0.570-0.598 with either scheduler order).  Since the store pairs (sets of
# 256 B pairs: a random footprint spreads less evenly over L2's sets) 40 MiB
# gives 0.612, 11.6% over ncu's: a known miss, held at 15% there
for spec in "40 0.5488 0.15" "64 1.2075 0.08" "256 1.8406 0.08"; do
    set -- $spec
    v=$(for seed in 1 2 3; do "$L" sim --gpu h200 --workload "$SRC/validate/workloads/rcap.wl" --warps 8 \
        --footprint $(($1 << 20)) --smem-per-sm 155904 --seed $seed --format csv --columns bandwidth_gbps,useful_gbps \
        -j 1 2>/dev/null | awk -F, 'NR == 2 { print ($1 / 32) / ($2 / 4) }'; done |
        awk '{ s += $1; n++ } END { if (n == 3) printf "%.4f", s / n }')
    pin "$v" "$2" "$(awk -v w="$2" -v f="$3" 'BEGIN { print f * w }')" "rcap $1 MiB: DRAM sectors a request against ncu's"
done
# L2's dirty lines against Nsight Compute's counters (writes/): DRAM sectors
# written per 4 B store, random stores over 40 and 48 MiB at 32 warps, all of
# it resident in L2 (at most 8 dirty ways a set; with no limit 0.00 and 0.04):
# within 15%
for spec in "40 0.654" "48 0.751"; do
    set -- $spec
    v=$("$L" sim --gpu h200 --workload "$SRC/validate/workloads/scatter.wl" --warps 32 --footprint $(($1 << 20)) \
        --smem-per-sm 207872 --format csv --columns dram_write_gbps,useful_gbps -j 1 2>/dev/null |
        awk -F, 'NR == 2 { printf "%.4f", ($1 / 32) / ($2 / 4) }')
    pin "$v" "$2" "$(awk -v w="$2" 'BEGIN { print 0.15 * w }')" "scatter $1 MiB: DRAM sectors written a store against ncu's"
done
# a warp's aligned pair of 4 B line stores (k_storekp's loop, imported) over 8 MiB at
# 8 warps against the H200's 4513 GB/s (storetail/): +0.8%, held at +- 2.5 points.
# Its stores' backlog at L2's request ports grows slowly enough that each warm-up
# batch moved less than 5%: 4956 GB/s (+9.8%) until the warm-up also asked the
# stores' times to hold over eight batches (sim/README.md, "Warm-up with stores").
# +4.0% since L2's slices take a half's lines by their rank there (fifty-fifth
# round), the pin moved with it
v=$("$L" sim --gpu h200 --workload "$SRC/validate/workloads/storekp/storekp-pair.wl" --warps 8 --footprint 8M \
    --format csv --columns useful_gbps -j 1 2>/dev/null | awk -F, 'NR == 2 { printf "%.1f", 100 * ($1 / 4512.8 - 1) }')
pin "$v" 4.0 2.5 "storekp pair over 8 MiB at 8 warps: useful GB/s against the H200's, error %"
# one warp's loop trips against oplat2 (cuda/oplat.cu, one warp, clock64):
# a u64 add, a u32 % and a u64 % (fast path), each then a store, imported
# from the binary's own SASS with its stall counts; lhsim's cycles a trip
# (time per iteration x 1.98 GHz) pinned at today's error +- 2.5 points:
# 41.7 / 38.0 (+9.7%), 93.8 / 86.0 (+9.1%), 204.9 / 209.0 (-2.0%); without
# the stall counts and with the old 22.3-cycle branch: -0.3%, -14.5%, -22.4%;
# IMAD on the FMA pipe moved the u32 % from +9.1% to +5.6%.  The H200 ran
# one warp on the whole GPU, lhsim runs one on each SM: over the kernel's own
# 4 KiB all of them store to the same few L2 slices, whose ports then bind
# (st_add 171 cycles a trip once the stores' backlog has settled; the
# warm-up ended before it did until the thirtieth round), so lhsim gives
# each its own lines (1 MiB; 64 KiB up gives the same trips)
zcat "$R/oplat2/oplat_sass.txt.gz" >"$T/oplat.sass"
for spec in "st_add 38.0 9.7" "st_mod32 86.0 5.6" "st_mod64 209.0 -2.0"; do
    set -- $spec
    v=$("$L" import --sass "$T/oplat.sass" --kernel "k_$1" -o "$T/$1.wl" 2>/dev/null &&
        "$L" sim --gpu h200 --workload "$T/$1.wl" --warps 1 --footprint 1M --format csv \
            --columns time_per_iter_ns -j 1 2>/dev/null | awk -F, -v m="$2" 'NR == 2 { printf "%.1f", 100 * ($1 * 1.98 / m - 1) }')
    pin "$v" "$3" 2.5 "oplat2 $1: cycles a trip against the H200's, error %"
done
# __syncthreads (barlat, cuda/barlat.cu): k_bar8's cycles a barrier in one block
# of 1, 8 and 32 warps, and two blocks of 32 (validate/workloads/barrier/bar8.wl,
# lhsim's time a trip x 1.98 GHz / 8) pinned at today's error +- 2 points:
# 15.26 (+0.4%, the fitted one), 29.25 (-0.5%), 77.26 (+0.8%; -1.7% before the
# twenty-ninth round's store pairs and refit: its one store a trip), 133.93 (-4.9%);
# with sm.barrier_cycles 0: -33%, -32%, -12%, -5.2%; with sm.barrier_warp_cycles
# 0: -12.6%, -51%, -60%, -54%
for spec in "1 1 15.26 0.4" "8 1 29.25 -0.5" "32 1 77.26 0.8" "32 2 133.93 -4.9"; do
    set -- $spec
    v=$("$L" sim --gpu h200 --workload "$SRC/validate/workloads/barrier/bar8.wl" --warps $(($1 * $2)) \
        --block-warps "$1" --format csv --columns time_per_iter_ns -j 1 2>/dev/null |
        awk -F, -v m="$3" 'NR == 2 { printf "%.1f", 100 * ($1 * 1.98 / 8 / m - 1) }')
    pin "$v" "$4" 2 "barlat k_bar8 $1 warps x $2 blocks: cycles a barrier against the H200's, error %"
done
# a read's loaded latency, lhsim's probe (--probe) against the H200's probe warp
# (results/h200/rwlat, k_rwlat; the H200's ns include its stamps' ~7.6 ns):
# under a 4 B read at 16 warps +1.1%, under a float4 copy at 8 warps -5.9% (the
# H200's reads wait longer beside writes at moderate load), under float4
# writes alone at 8 warps +106% (lhsim queues every store's write ahead of the
# read: mshr_per_sm; validate/README.md, thirty-second round), +80% since the
# thirty-sixth round's warm-up (each cache level on its own) ends earlier
# there: lhsim's probe under these writes still climbed as a run went on
# (--tolerance 0.0001 --max-batches 20 / 100 / 400: 3507 / 3842 / 3924 ns), and
# +117% since the thirty-seventh round, whose warm-up waits for the probe to
# settle too (3770 ns; seeds 2 and 3: 4042, 3807).  The forty-third round's LSU
# (1.85 lines a cycle) moved the probe beside copies at 8 warps -5.9 -> -9.6% and
# beside writes +120 -> +135% (validate/rwlat.sh: every mode's median within 0.6
# points of before; single rows move by a few % from seed to seed)
for spec in "read-4 16 351.1 1.1 3" "copy-16 8 465.2 -9.6 3" "write-16 8 1733.7 135 15"; do
    set -- $spec
    ns=$("$L" sim --gpu h200 --workload "$SRC/validate/workloads/rwlat/rwlat-$1.wl" --warps "$2" --smem-per-sm 123904 \
        --footprint 1G --probe --format csv --columns probe_latency_ns -j 1 2>/dev/null | awk -F, 'NR == 2 { print $1 }')
    [ "$1" = write-16 ] && write16_ns=$ns
    pin "$(awk -v a="$ns" -v m="$3" 'BEGIN { if (a != "") printf "%.1f", 100 * (a / m - 1) }')" "$4" "$5" \
        "rwlat probe under $1 at $2 warps: ns against the H200's, error %"
done
# ...where a run stops no longer decides it: the default run's probe under
# float4 writes at 8 warps (its value kept from the loop above) against 400
# batches' (3963.7 ns), in % (-4.9; before the warm-up watched the probe: 3164.6
# against 3924, -19.3)
w=$("$L" sim --gpu h200 --workload "$SRC/validate/workloads/rwlat/rwlat-write-16.wl" --warps 8 --smem-per-sm 123904 \
    --footprint 1G --probe --tolerance 0.0001 --max-batches 400 --format csv --columns probe_latency_ns -j 1 2>/dev/null |
    awk -F, 'NR == 2 { print $1 }')
pin "$(awk -v a="$write16_ns" -v b="$w" 'BEGIN { if (a != "" && b > 0) printf "%.1f", 100 * (a / b - 1) }')" 0 8 \
    "rwlat probe under write-16 at 8 warps: the default run against 400 batches, %"
# ...and its spread beside a float4 copy at 24 warps: lhsim's fastest tenth of
# reads waits longer than the H200's (p10 +29%, +22.5% since the forty-third
# round's LSU) and its slowest tenth less (p90 -17%): the H200's reads pass the
# writes or wait for a batch of them (validate/README.md, thirty-third round)
# (p10 +29.7% at seed 1 since L2's sets are the hash scaled onto them, forty-fourth
# round; seeds 2 and 3 +24.8 and +22.0)
# (+24.6% since L2's balanced homes and their refit, fifty-third round)
for spec in "1 390.4 24.6 5 p10" "2 1169.2 -16.5 5 p90"; do
    set -- $spec
    v=$("$L" sim --gpu h200 --workload "$SRC/validate/workloads/rwlat/rwlat-copy-16.wl" --warps 24 --smem-per-sm 123904 \
        --footprint 1G --probe --format csv --columns probe_p10_ns,probe_p90_ns -j 1 2>/dev/null |
        awk -F, -v c="$1" -v m="$2" 'NR == 2 { printf "%.1f", 100 * ($c / m - 1) }')
    pin "$v" "$3" "$4" "rwlat probe's $5 under copy-16 at 24 warps: ns against the H200's, error %"
done
echo "accuracy: $pass passed, $fail failed"
[ $fail -eq 0 ]
