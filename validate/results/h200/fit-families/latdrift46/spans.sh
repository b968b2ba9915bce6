#!/bin/bash
# spans.sh LHSIM -- with latring.patch applied (LHSIM_BPRINT=1 prints each measured
# batch's rate and mean load latency): the stream's mean load latency (ns) over spans of
# measured batches (first batch, 2-5, 6-10, 11-20, 21-50, 51-100, 101-200, 201-400,
# 401-600) of one 600-batch run, seed 1
L=$1
for pt in "32 8" "64 4" "16 16"; do set -- $pt
  LHSIM_BPRINT=1 $L sim --gpu h200 --workload stream --warps $1 --ilp $2 --tolerance 0.0001 \
    --max-batches 600 -j1 2>&1 >/dev/null | awk -v p="$1x$2" '$1=="B"{b=$2; s+=$4; n++;
    if (b==0||b==4||b==9||b==19||b==49||b==99||b==199||b==399||b==599){printf "%s %d:%.0f ", p, b+1, s/n; s=0; n=0}} END{print ""}'
done
