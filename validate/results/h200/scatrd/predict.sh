#!/bin/bash
# lhsim's prediction for the scatrd experiment (cuda/families19.cuh), before it is measured:
# random 4 B stores over F (16, 48, 64 MiB; the four store streams a quarter each, set in a
# copy of the workload, since --footprint would share F with the loads' stream too) beside
# M = 0, 1, 2, 4 random 4 B loads from 1 GiB, 32 warps an SM in blocks of 4 (as the scatter
# family: --smem-per-sm 207872); and the loads alone (scatrd-load4).
#   bash predict.sh LHSIM [GPU [SIM-OPTION...]] > predict.csv   (in this folder; GPU: h200
#   unless given; SIM-OPTIONs go to every lhsim sim, e.g. --set memory.l2_clean_victims=0)
set -eu
L=${1:?usage: predict.sh LHSIM [GPU]}
G=${2:-h200}
shift $(($# < 2 ? $# : 2))
X=("$@")
W=../../../workloads
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
COLS=useful_gbps,bandwidth_gbps,dram_write_gbps,l2_hit,time_per_iter_ns
echo "footprint_bytes,loads,stores,$COLS"
for mib in 16 48 64; do
    q=$((mib * 1048576 / 4))
    for m in 0 1 2 4; do
        sed -E "s/^(st [^#]*[^ #])( *#.*)?$/\1 footprint=$q\2/" "$W/scatrd-$m.wl" > "$T/w.wl"
        r=$("$L" sim --gpu "$G" ${X[@]+"${X[@]}"} --workload "$T/w.wl" --warps 32 --smem-per-sm 207872 --format csv --columns $COLS | tail -1)
        echo "$((mib * 1048576)),$m,4,$r"
    done
done
r=$("$L" sim --gpu "$G" ${X[@]+"${X[@]}"} --workload "$W/scatrd-load4.wl" --warps 32 --smem-per-sm 207872 --format csv --columns $COLS | tail -1)
echo "0,4,0,$r"
