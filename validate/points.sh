#!/bin/bash
# validate/points.sh [RESULTS [WL]] -- the H200 kernel-family measurements as one
# family points file for lhsim validate compare/fit: one line per verified row
# of RESULTS/families/*.csv, RESULTS/families2/*.csv (but babel.csv: misaligned
# arrays), RESULTS/families3/*.csv, RESULTS/rl1/rl1.csv, RESULTS/babela/*.csv
# (BabelStream with aligned arrays as family babel, its copy with misaligned
# ones as align) and the L2-resident copies of RESULTS/copyw/copyw.csv, with the workload
# file that describes its kernel (validate/workloads/, relative to RESULTS)
# (and RESULTS/l2writes/: writes and read/write mixes that L2 keeps, appended;
# RESULTS/rereadk/: the float4 re-read at K = 1-8 over L1, L2 and DRAM, appended)
# and the footprint it ran over (0: the file's own), and the shared memory
# lhsim-bench's blocks held per SM (it sets L1's share); WL is validate/workloads
# relative to RESULTS (default ../../workloads).  Prints to stdout.
#   bash validate/points.sh validate/results/h200 > validate/results/h200/families-points.csv
set -euo pipefail
R=${1:-$(cd "$(dirname "$0")" && pwd)/results/h200}
WL=${2:-../../workloads}
D=$R/families
D2=$R/families2
# the read/write mixes' workload: k_mix as the run's own build compiled it.  The
# first H200 run's build (10deff1) spilled k_mix<4,0>'s offsets to local memory
# (LDL on its loads' path): mix-*.wl, imported from that SASS; later builds do
# not: mix2/mix-*.wl (from results/h200/l2writes/sass_mix.txt, the same kernels
# as the repeat's and the H100's).  Decided by the run's SASS where it kept one.
spills() { [ -f "$1" ] && zcat -f "$1" | awk '/Function : _Z5k_mixILi4ELi0E/ { p = 1; next } /Function :/ { p = 0 } p && /LDL/ { n++ } END { exit !n }'; }
MX=mix2/
if spills "$D2/sass_families2.txt.gz"; then MX=; fi
MXL2=mix2/
if spills "$R/l2writes/sass_mix.txt"; then MXL2=; fi
echo "family,warps_per_sm,param,measured_gbps,workload,footprint_bytes,smem_per_sm"
awk -F, -v W="$WL" -v MX="$MX" -v MXL2="$MXL2" 'function pow2(x) { x += 0; while (x > 1 && x % 2 == 0) x /= 2; return x == 1 }
  # the shared memory lhsim-bench leaves on an SM at W warps: the fewest
  # blocks of at most 4 warps, each padded so that exactly that many fit the
  # H200 (228 KiB per SM, 1 KiB reserved per block, 128 B units) -- the rule
  # of bh_layout and bh_fill_smem in cuda/bench_host.h (tests/cli.sh checks
  # that both agree)
  function smem(w,   b, next_, s) { b = int((w + 3) / 4); while (w % b) b++
    next_ = int(233472 / (b + 1)) + 1; s = next_ - 1024; s = int((s + 127) / 128) * 128
    return b * (s + 1024) }
  FNR == 1 { delete c; for (i = 1; i <= NF; i++) c[$i] = i; next }
  $c["verified"] != 1 { next }
  { e = $c["experiment"]; w = $c["warps_per_sm"]; k = $c["ilp"]; bw = $c["bandwidth_gbps"]; n = $c["note"]
    split(n, kv, "[=;]")
    if (e == "reread" && !pow2(kv[2])) next # k_reread indexes "& (footprint/16 - 1)": not a footprint unless a power of two
    # rereadk: the same kernel at K = 1-8 over L1 (16 KiB), L2 (4 MiB) and DRAM (1 GiB)
    if (FILENAME ~ /rereadk\.csv$/) print "rereadk," w "," k ":" kv[2] "," bw "," W "/rereadk-" k ".wl," kv[2] "," smem(w)
    else if (e == "reread") print e "," w "," kv[2] "," bw "," W "/reread.wl," kv[2] "," smem(w)
    else if (e == "strided") print e "," w "," kv[2] "," bw "," W "/strided-" kv[2] ".wl,0" "," smem(w)
    else if (e == "store") print e "," w "," kv[2] "," bw "," W "/store-" kv[2] ".wl,0" "," smem(w)
    else if (e == "copyk") print e "," w "," k "," bw "," W "/copy-k" k ".wl,0" "," smem(w)
    else if (e == "copyw" && $c["footprint_bytes"] <= 16777216) print e "," w "," k "," bw "," W "/copy-k" k ".wl," $c["footprint_bytes"] "," smem(w)
    else if (e == "fma" && kv[2] <= 48) print e "," w "," kv[2] "," bw "," W "/fma-" kv[2] ".wl,0" "," smem(w)
    # BabelStream: the aligned arrays of babela/ (families2/babel.csv laid its arrays out as thirds
    # of the buffer, every warp 16-176 B off 512 B and moving with each wrap: results/h200/copyoff/)
    else if (e == "babela") print "babel," w "," kv[2] "," bw "," W "/babel-" kv[2] ".wl,0" "," smem(w)
    # its copy with the read and written arrays off 512 B by kv[6] and kv[8] bytes
    else if (e == "babelal") print "align," w "," kv[6] "-" kv[8] "," bw "," W "/align/babel-copy-" kv[6] "-" kv[8] ".wl,0," smem(w)
    else if (e == "mix") print e "," w "," kv[2] ":" kv[4] "," bw "," W "/" MX "mix-" kv[2] "-" kv[4] ".wl,0" "," smem(w)
    else if (e == "rsec") print e "," w "," kv[4] "-" kv[6] ":" kv[2] "," bw "," W "/rsec-" kv[4] "-" kv[6] ".wl," kv[2] "," smem(w)
    else if (e == "rcap" || e == "rcap_own") print e "," w "," kv[2] "," bw "," W "/" (e == "rcap" ? "rcap" : "rcap-own") ".wl," kv[2] "," smem(w)
    else if (e == "fmau" && kv[2] <= 48) print e "," w "," kv[4] ":" kv[2] "," bw "," W "/fmau-" kv[4] "-" kv[2] ".wl,0," smem(w)
    else if (e == "gather" || e == "scatter") print e "," w "," kv[2] "," bw "," W "/" e ".wl," kv[2] "," smem(w)
    # rl1: shared memory padded beyond the layout (L1 124-28 KiB): the run wrote what the blocks held
    else if (e == "rl1") print e "," w "," kv[6] ":" kv[2] "," bw "," W "/rcap.wl," kv[2] "," kv[4]
    # l2writes: write-only float4 loops (K stores a thread) over 8 MiB (L2) and 1 GiB, and the
    # read/write mixes over two 8 MiB arrays (L2 keeps both)
    else if (e == "storew") print e "," w "," k ":" $c["footprint_bytes"] "," bw "," W "/storew-k" k ".wl," $c["footprint_bytes"] "," smem(w)
    else if (e == "mixl2") print e "," w "," kv[2] ":" kv[4] "," bw "," W "/" MXL2 "mix-" kv[2] "-" kv[4] ".wl,16777216," smem(w) }' \
    "$D"/reread.csv "$D"/strided.csv "$D"/store.csv "$D"/copyk.csv "$D"/fma.csv \
    $(for f in babela babelal; do [ -f "$R/babela/$f.csv" ] && echo "$R/babela/$f.csv"; done) "$D2"/mix.csv "$D2"/random.csv $([ -f "$R"/copyw/copyw.csv ] && echo "$R"/copyw/copyw.csv) \
    $(for f in fmau rsec rcap; do [ -f "$R/families3/$f.csv" ] && echo "$R/families3/$f.csv"; done) \
    $([ -f "$R"/rl1/rl1.csv ] && echo "$R"/rl1/rl1.csv) \
    $(for f in storew mixl2; do [ -f "$R/l2writes/$f.csv" ] && echo "$R/l2writes/$f.csv"; done) \
    $([ -f "$R"/rereadk/rereadk.csv ] && echo "$R"/rereadk/rereadk.csv)
