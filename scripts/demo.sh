#!/bin/bash
# Installs, builds, runs the main job: lhsim demo on the built-in H200 preset.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$(nproc)"
./build/lhsim demo -o "${1:-lhsim-demo}"
