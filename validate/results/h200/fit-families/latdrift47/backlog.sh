#!/bin/bash
# backlog.sh LHSIM -- with backlog.patch applied (LHSIM_BPRINT=1 prints each measured
# batch's rate, the loads' mean latency, and the channels' booked backlog at its end:
# mean, standard deviation, largest (ns), channels idle): the stream on the H200 preset
# at 32 x 8, 64 x 4 and 16 x 16, seeds 1-2, 300 batches; spans of measured batches
L=$1
for pt in "32 8" "64 4" "16 16"; do set -- $pt
  for seed in 1 2; do
    LHSIM_BPRINT=1 $L sim --gpu h200 --workload stream --warps $1 --ilp $2 --seed $seed --tolerance 0.0001 \
      --max-batches 300 -j1 2>&1 >/dev/null | awk -v p="$1x$2 seed $seed" '$1=="B"{b=$2; n++; for(i=4;i<=8;i++) s[i]+=$i;
      if (b==0||b==4||b==9||b==19||b==49||b==99||b==199||b==299) {
        printf "%s batches to %3d: latency %5.0f ns, backlog mean %5.0f sd %5.0f (cv %.2f) max %5.0f ns, idle channels %.1f\n",
          p, b+1, s[4]/n, s[5]/n, s[6]/n, s[6]/s[5], s[7]/n, s[8]/n; delete s; n=0}}'
  done
done
