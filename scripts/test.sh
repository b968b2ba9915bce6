#!/bin/bash
# Installs, builds with warnings as errors, runs every test; then once more
# under AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
LHSIM_EXTRA_PKGS="openmpi-bin libopenmpi-dev" bash scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DLHSIM_WERROR=ON
cmake --build build -j"$(nproc)"
(cd build && ctest --output-on-failure)
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DLHSIM_WERROR=ON -DLHSIM_SANITIZE=ON -DLHSIM_CUDA=OFF
cmake --build build-asan -j"$(nproc)"
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure)
# MPI: a 2-rank sweep equals the single-process output byte for byte
cmake -S . -B build-mpi -DCMAKE_BUILD_TYPE=Release -DLHSIM_WERROR=ON -DLHSIM_MPI=ON -DLHSIM_CUDA=OFF
cmake --build build-mpi -j"$(nproc)"
bash tests/mpi.sh build/lhsim build-mpi/lhsim
echo "all tests passed"
