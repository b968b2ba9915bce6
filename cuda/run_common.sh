# cuda/run_common.sh -- sourced by the cuda/run_*.sh scripts (one device call
# each, on the GPU machine, from the repository root).
#   run_begin COMMIT [BENCH]  C = COMMIT (unknown), O = $OUT (/tmp/out), B = BENCH,
#                             else lhsim-bench built from this tree into a fresh
#                             folder (a reused machine may hold an older
#                             /tmp/lhsim-bench); stdout and stderr also into
#                             $O/log.txt; the GPU's clocks before into
#                             $O/nvidia-smi.csv; the binary's md5
#   run_end                   the clocks after, the time
#   ncu_stalls FILE           M += every stall reason this ncu knows, per issue
#                             (.ratio), its GH100 list written to FILE
#   ncu_metrics FILE NAME...  M = the counters this ncu knows (its list for
#                             GH100 written to FILE), each with the suffix of its
#                             kind (.pct a rate, .ratio a per-issue average, .avg
#                             cycles, .sum the rest); those it lacks are named
Q="name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,clocks.max.mem,temperature.gpu,power.draw"

run_begin() {
    C=${1:-unknown}
    O=${OUT:-/tmp/out}
    mkdir -p "$O"
    B=${2:-$(mktemp -d)/lhsim-bench}
    exec > >(tee "$O/log.txt") 2>&1
    date -u
    nvidia-smi --query-gpu=$Q --format=csv > "$O/nvidia-smi.csv"
    [ -x "$B" ] || nvcc -O3 -arch=sm_90 -std=c++17 -o "$B" cuda/bench.cu || exit 1
    md5sum "$B"
}

run_end() {
    nvidia-smi --query-gpu=$Q --format=csv,noheader >> "$O/nvidia-smi.csv"
    date -u
}

ncu_metrics() {
    local f=$1 m s
    shift
    ncu --query-metrics --chip gh100 > "$f" 2>&1
    M=""
    for m in "$@"; do
        if grep -q "^$m " "$f"; then
            case $m in
            *per_issue_active) s=.ratio ;;
            *rate) s=.pct ;;
            *cycles_elapsed | *cycles_active) s=.avg ;;
            *) s=.sum ;;
            esac
            M="$M${M:+,}$m$s"
        else
            echo "not on this ncu: $m"
        fi
    done
    echo "metrics: $M"
}

ncu_stalls() {
    local m
    ncu --query-metrics --chip gh100 > "$1" 2>&1
    for m in $(grep -o '^smsp__average_warps_issue_stalled_[a-z_]*_per_issue_active' "$1" | sort -u); do
        M="$M,$m.ratio"
    done
}
