#!/usr/bin/env bash
# Builds the "fuzz" preset (clang + libFuzzer, AddressSanitizer and UndefinedBehaviorSanitizer) and
# runs fuzz targets for a given time. A crash, leak, sanitizer report, broken round trip or an input
# that takes longer than the timeout fails the run and prints the reproducer's path.
#
#   scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]   one target: json, scenario, tables, label
#   scripts/fuzz.sh all SECONDS [libFuzzer options...]      every target, HEXFIRE_FUZZ_JOBS at a time
#   scripts/fuzz.sh list                                    the targets
#   scripts/fuzz.sh repro TARGET FILE...                    run the target once on saved inputs
#   scripts/fuzz.sh seeds TARGET                            the seed folders (read recursively)
#
# Environment: HEXFIRE_FUZZ_JOBS (targets run at once for "all"; default: the number of cores),
# HEXFIRE_FUZZ_TIMEOUT (seconds one input may take; default 1), HEXFIRE_FUZZ_WORK (the growing
# corpus, logs and reproducers; default build/fuzz/work), HEXFIRE_FUZZ_BUILD (the build folder;
# default build/fuzz).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${HEXFIRE_FUZZ_BUILD:-$here/build/fuzz}
work=${HEXFIRE_FUZZ_WORK:-$build/work}
timeout=${HEXFIRE_FUZZ_TIMEOUT:-1}
targets=(json scenario tables label)

# The fuzz step needs clang and its libFuzzer runtime besides what the build needs; only this
# script installs them.
packages=(cmake ninja-build g++ lld clang-14 libclang-rt-14-dev qt6-base-dev libgl-dev libboost-dev)

# shellcheck source=packages.sh
source "$here/scripts/packages.sh"

build_fuzzers() {
    install_missing "${packages[@]}"
    cd "$here"
    [ -f "$build/CMakeCache.txt" ] || cmake --preset fuzz -B "$build" >/dev/null
    cmake --build "$build" --target fuzzers --parallel "$(nproc)"
}

# Seeds: the target's own small corpus and the bundled files and fixtures it reads. Whole folders:
# libFuzzer reads a seed folder and every folder below it, so a fixture added anywhere under
# tests/data (hostile files, error files, games of every rule system) is a seed the next run.
seeds() {
    local dirs=("$here/tests/fuzz/corpus/$1")
    case "$1" in
        json | scenario)
            dirs+=("$here/resources/scenarios" "$here/tests/data")
            [ "$1" = json ] && dirs+=("$here/resources/rulesets") ;;
    esac
    for d in "${dirs[@]}"; do [ -d "$d" ] && echo "$d"; done
}

max_len() {
    case "$1" in
        json) echo 65536 ;;
        scenario) echo 32768 ;;
        tables) echo 16384 ;;
        label) echo 64 ;;
    esac
}

# Runs one target; prints one summary line; returns non-zero with the reproducer on a finding.
run_one() {
    local name=$1 seconds=$2
    shift 2
    local corpus="$work/corpus/$name" crashes="$work/crashes/$name" log="$work/logs/$name.log"
    mkdir -p "$corpus" "$crashes" "$(dirname "$log")"
    local -a seed_dirs
    mapfile -t seed_dirs < <(seeds "$name")
    local status=0
    # detect_leaks: a leak is a finding. -close_fd_mask=0 keeps the target's own messages.
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
        "$build/tests/fuzz/fuzz_$name" "$corpus" "${seed_dirs[@]}" \
        -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 -max_len="$(max_len "$name")" \
        -artifact_prefix="$crashes/" -print_final_stats=1 "$@" >"$log" 2>&1 || status=$?
    local runs
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    if [ "$status" -ne 0 ]; then
        echo "fuzz: $name FAILED after $runs runs (exit $status); log: $log" >&2
        grep -E 'ERROR|SUMMARY|property violated|Test unit written|timeout' "$log" | head -20 >&2 || true
        for f in "$crashes"/*; do [ -e "$f" ] && echo "fuzz: reproducer: $f" >&2; done
        echo "fuzz: reproduce with: scripts/fuzz.sh repro $name FILE" >&2
        return 1
    fi
    echo "fuzz: $name ok: $runs runs in ${seconds}s, corpus $(find "$corpus" -type f | wc -l) files"
}

cmd=${1:-}
case "$cmd" in
    list)
        printf '%s\n' "${targets[@]}" ;;
    seeds)
        [ $# -eq 2 ] || { echo "usage: scripts/fuzz.sh seeds TARGET" >&2; exit 2; }
        seeds "${2#fuzz_}" ;;
    repro)
        [ $# -ge 3 ] || { echo "usage: scripts/fuzz.sh repro TARGET FILE..." >&2; exit 2; }
        build_fuzzers >&2
        name=${2#fuzz_}
        shift 2
        exec "$build/tests/fuzz/fuzz_$name" -timeout="$timeout" "$@" ;;
    all)
        [ $# -ge 2 ] || { echo "usage: scripts/fuzz.sh all SECONDS [libFuzzer options...]" >&2; exit 2; }
        seconds=$2
        shift 2
        build_fuzzers
        jobs=${HEXFIRE_FUZZ_JOBS:-$(nproc)}
        rm -rf "$work/status"
        mkdir -p "$work/status"
        for name in "${targets[@]}"; do
            while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
            (run_one "$name" "$seconds" "$@" || touch "$work/status/$name.failed") &
        done
        wait
        failed=$(find "$work/status" -name '*.failed' | wc -l)
        [ "$failed" -eq 0 ] || { echo "fuzz: $failed target(s) failed" >&2; exit 1; } ;;
    "" | -h | --help)
        sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
        exit 2 ;;
    *)
        [ $# -ge 2 ] || { echo "usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]" >&2; exit 2; }
        name=${1#fuzz_}
        seconds=$2
        shift 2
        printf '%s\n' "${targets[@]}" | grep -qx "$name" || { echo "fuzz: unknown target $name (scripts/fuzz.sh list)" >&2; exit 2; }
        build_fuzzers
        run_one "$name" "$seconds" "$@" ;;
esac
