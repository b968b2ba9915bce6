#!/bin/bash
# mpi.sh SINGLE_LHSIM MPI_LHSIM -- a 2-rank MPI sweep writes, on rank 0, the
# same CSV as one process, byte for byte (also through -o).
set -u
S=$1 M=$2
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
args=(sim --gpu toy --workload chase --warps 1,2,4,8,16 --ilp 1,2,4 --format csv)
"$S" "${args[@]}" >"$T/one.csv" || { echo "FAIL: single run"; exit 1; }
mpirun -n 2 "$M" "${args[@]}" >"$T/mpi.csv" || { echo "FAIL: mpirun"; exit 1; }
mpirun -n 2 "$M" "${args[@]}" -o "$T/mpi-o.csv" || { echo "FAIL: mpirun -o"; exit 1; }
fail=0
cmp -s "$T/one.csv" "$T/mpi.csv" || { echo "FAIL: 2-rank output differs"; fail=1; }
cmp -s "$T/one.csv" "$T/mpi-o.csv" || { echo "FAIL: 2-rank -o output differs"; fail=1; }
echo "mpi: $([ $fail = 0 ] && echo '2 passed, 0 failed' || echo 'failed')"
exit $fail
