#!/bin/bash
# compare948.sh J PRESET... -- the 948-row compare (families, chase, stream and
# the later points files) for each preset given, all in parallel with -j J each;
# cmp-NAME.csv and .log to $OUT.  Run from the repository root with a static
# lhsim in build-static/ (the device machine has no GSL); this round:
#   bash validate/results/h200/fit-families/rowhit34/compare948.sh 5 \
#     $PWD/model/gpus/h200.ini $PWD/.../rowhit34/h200-hs.ini $PWD/.../rowhit34/h200-hsr.ini
set -u
B=$PWD/build-static/lhsim
cd validate
D="results/h200/families-points.csv results/h200/chase.csv results/h200/stream.csv"
for d in copyprobe linecopy loadpair storeb storekp storesy transpose rwlat; do D="$D $(ls results/h200/$d/*-points.csv | tr '\n' ' ')"; done
J=$1; shift
for p in "$@"; do
  n=$(basename $p .ini)
  ( $B validate compare --gpu $p --data $D -j $J --format csv -o $OUT/cmp-$n.csv > $OUT/cmp-$n.log 2>&1; echo "rc $?" >> $OUT/cmp-$n.log ) &
done
wait
cd $OUT && tar czf all.tgz cmp-* && ls -la
