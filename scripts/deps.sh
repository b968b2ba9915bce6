#!/bin/bash
# Installs what lhsim needs from Debian's archive (idempotent; root).
set -euo pipefail
need=()
for p in build-essential cmake libgsl-dev gnuplot-nox ${LHSIM_EXTRA_PKGS:-}; do
    dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y "${need[@]}"
fi
