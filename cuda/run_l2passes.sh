#!/bin/bash
# One device call: how much of a footprint just above L2's size does L2 keep
# from one pass to the next?  (lhsim-bench l2passes: k_rereadn, the float4
# re-read's loop for any footprint, 32-160 MiB, 1-64 passes a launch, each
# launch after an L2 flush (cold) or after the same launch (warm); then
# Nsight Compute's L2 hits and DRAM sectors on every point at 16 warps.)
# Prepared 2026-12-05 without a GPU: not yet run.
# usage (on the GPU machine, repo root): bash cuda/run_l2passes.sh COMMIT [BENCH]
#   BENCH: a prebuilt lhsim-bench (nvcc -O3 -arch=sm_90 -std=c++17); else built here from this tree
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
cuobjdump -sass "$B" | awk '/Function : .*k_rereadn/{p=1} p&&/Function : / && !/k_rereadn/{p=0} p' > "$O/sass_rereadn.txt"
"$B" --experiment l2passes --warps 8,16,32 --commit "$C" -o "$O/l2passes.csv"
ncu --version | tail -1
WANT="lts__t_sectors_srcunit_tex_op_read lts__t_sectors_srcunit_tex_op_read_lookup_hit
lts__t_sectors_srcunit_tex_op_read_lookup_miss lts__t_sectors_srcunit_ltcfabric dram__sectors_read
gpu__time_duration"
ncu_metrics /tmp/metrics-gh100.txt $WANT
# --cache-control none: the flush kernel, not the profiler, empties L2 before
# each launch; --reps 1; only k_rereadn profiled (a cold point's one launch, a
# warm point's two).  ncu replays a kernel once per pass its counters need: if
# it needs more than one, a cold launch's later passes find L2 warm (the log
# says how many passes)
ncu --metrics "$M" --cache-control none --clock-control none -k regex:k_rereadn --csv \
    "$B" --experiment l2passes --warps 16 --reps 1 --commit "$C" -o "$O/bench-ncu.csv" > "$O/ncu-l2passes.csv"
gzip -9 "$O/ncu-l2passes.csv"
run_end
cd "$O" && tar czf l2passes.tgz --exclude=l2passes.tgz . && ls -la
