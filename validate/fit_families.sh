#!/bin/bash
# validate/fit_families.sh LHSIM OUTDIR [what] -- the joint fit over kernel
# families and the leave-one-family-out check, on a machine with many cores
# (the device machine's CPUs: LHSIM built statically with GSL, carried there).
#   what = joint            : one fit of PARAMS on every training family -> OUTDIR/h200-joint.ini
#          lofo:FAM,FAM,... : those families left out in turn, each predicted by a
#                             fit to the others -> OUTDIR/lofo-FAMS.csv and .txt
# Training rows: chase, stream and the families with a mechanism in the
# simulator, the write-only loops (storew: over 8 MiB and 1 GiB, what DRAM's
# time for a write of whole granules was measured on) among them (gather and
# scatter are validated, never trained on: their L2 request rate is set from
# the gathers by hand, and scatters are its check), warps per SM in
# {1,4,16,64}; TRAIN from the environment replaces the list.
# rw_turnaround_ns starts at 2 ns (a fit needs a positive start).  SIMSMS
# (default 16: what lhsim simulates by default), MAXIT (default 8: the folds
# at 16 SMs converge in 2-6 iterations), JAC (how the fit runs points:
# broyden, warm, forward or central; default broyden) and WARMMB (the warm
# states kept, MiB; default 320) and SEED (the base seed, default 1) from the
# environment;
# PARAMS: the parameters fitted (default the seven above, comma-separated);
# PRESET: the preset to start from (default model/gpus/h200.ini: a variant's,
# e.g. with another memory.dram_queue, for a what-if left out the same way).
set -euo pipefail
L=$1
O=$2
WHAT=${3:-joint}
HERE=$(cd "$(dirname "$0")" && pwd)
R=$HERE/results/h200
mkdir -p "$O"
P=${PARAMS:-memory.latency_ns,memory.latency_spread_ns,memory.bandwidth_gbps,memory.bank_busy_ns,sm.return_cycles_per_load,memory.rw_turnaround_ns,memory.bank_busy_write_whole_ns}
TRAIN=${TRAIN:-chase,stream,reread,strided,store,copyk,fma,babel,mix,storew}
BASE=$O/h200-base.ini
sed 's/^rw_turnaround_ns = 0 .*/rw_turnaround_ns = 2 ; start of the joint fit/' "${PRESET:-$HERE/../model/gpus/h200.ini}" >"$BASE"
nproc
date -u
case $WHAT in
joint)
    "$L" validate fit --gpu "$BASE" --data "$R/chase.csv" "$R/stream.csv" "$R/families-points.csv" \
        --train-experiment "$TRAIN" --train-warps 1,4,16,64 --params "$P" --sim-sms "${SIMSMS:-16}" \
        --max-iter "${MAXIT:-8}" --jacobian "${JAC:-broyden}" --warm-mb "${WARMMB:-320}" --seed "${SEED:-1}" -o "$O/h200-joint.ini" 2>&1 | tee "$O/joint.log"
    ;;
lofo:*)
    F=${WHAT#lofo:}
    # the points of the training families, and the ones left out
    "$L" validate compare --gpu "$BASE" --data "$R/chase.csv" "$R/stream.csv" "$R/families-points.csv" \
        --leave-out "$F" --train-experiment "$TRAIN" --params "$P" --train-warps 1,4,16,64 --sim-sms "${SIMSMS:-16}" \
        --max-iter "${MAXIT:-8}" --jacobian "${JAC:-broyden}" --warm-mb "${WARMMB:-320}" --seed "${SEED:-1}" --format csv -o "$O/lofo-${F//,/-}.csv" 2>&1 |
        tee "$O/lofo-${F//,/-}.txt"
    ;;
esac
date -u
