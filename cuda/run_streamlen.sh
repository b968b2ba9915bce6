#!/bin/bash
# One device call: does a stream launch's length change its bandwidth?  k_stream
# (float4, K loads a thread) at 8-32 warps, each launch reading 1 GiB, the default
# (about 3 ms at the Little's-law estimate, within [256 MiB, 2 GiB]) and 16 GiB.  If a
# launch's first fraction of a millisecond runs slower (the latency's start-up excess
# that validate/results/h100/rwlatk-ts found), short launches come out slower.
# usage (on the GPU machine, repo root): bash cuda/run_streamlen.sh COMMIT [BENCH]
set -u
. "$(dirname "$0")/run_common.sh"
run_begin "$@"
for g in 1 default 16; do
  if [ "$g" = default ]; then a=(); else a=(--stream-gib "$g"); fi
  "$B" --experiment stream --warps 8,12,16,24,32 --ilp 1,2,4,8 --width 16 "${a[@]}" --commit "$C" -o "$O/stream-$g.csv"
done
run_end
