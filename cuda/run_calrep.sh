#!/bin/bash
# One device call: the calibration's chase and stream (run_h200.sh's sweeps)
# measured twice in a row on one machine, with the one-thread latency, to see
# how far one run's latency-bound rows move from the next (the first
# measurement's chase at one warp, 385 ns a step, against 372-375 since).
# usage (on the GPU machine, repo root): bash cuda/run_calrep.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
for r in 1 2; do
    "$B" --experiment latency --commit "$C" -o "$O/latency-$r.csv"
    "$B" --experiment chase --warps 1,2,4,8,12,16,24,32,48,64 --ilp 1,2,4,8,16,32 --commit "$C" -o "$O/chase-$r.csv"
    "$B" --experiment stream --warps 1,2,4,8,12,16,24,32,48,64 --ilp 1,2,4,8,16 --width 4,8,16 --commit "$C" -o "$O/stream-$r.csv"
done
run_end
cd "$O" && tar czf calrep.tgz --exclude=calrep.tgz . && ls -la
