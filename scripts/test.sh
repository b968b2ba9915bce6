#!/bin/bash
# Installs, builds with warnings as errors, runs every test; then once more
# under AddressSanitizer + UndefinedBehaviorSanitizer; a 2-rank MPI sweep;
# valgrind memcheck; and the fuzzers for a bounded time.
set -euo pipefail
cd "$(dirname "$0")/.."
LHSIM_EXTRA_PKGS="openmpi-bin libopenmpi-dev valgrind clang libclang-rt-14-dev chromium" bash scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DLHSIM_WERROR=ON
cmake --build build -j"$(nproc)"
(cd build && ctest --output-on-failure)
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DLHSIM_WERROR=ON -DLHSIM_SANITIZE=ON -DLHSIM_CUDA=OFF
cmake --build build-asan -j"$(nproc)"
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure)
# MPI: a 2-rank sweep equals the single-process output byte for byte.  This
# build also leaves GSL out, as a user without libgsl-dev builds: everything
# must still link, and 'validate fit' must say what is missing
cmake -S . -B build-mpi -DCMAKE_BUILD_TYPE=Release -DLHSIM_WERROR=ON -DLHSIM_MPI=ON -DLHSIM_CUDA=OFF \
    -DCMAKE_DISABLE_FIND_PACKAGE_GSL=ON
cmake --build build-mpi -j"$(nproc)"
if build-mpi/lhsim validate fit --gpu h200 --data validate/results/h200/chase.csv -o build-mpi/nogsl.ini 2> build-mpi/nogsl.err \
    || ! grep -q "built without GSL" build-mpi/nogsl.err || [ -e build-mpi/nogsl.ini ]; then
    echo "FAIL: a build without GSL: 'validate fit' did not refuse clearly"; cat build-mpi/nogsl.err; exit 1
fi
bash tests/mpi.sh build/lhsim build-mpi/lhsim
# valgrind memcheck over the unit tests and the main commands
bash scripts/valgrind.sh build
# fuzzing: each libFuzzer harness for a bounded time; any finding fails
bash fuzz/run.sh "${LHSIM_FUZZ_SECONDS:-45}"
echo "all tests passed"
