#!/usr/bin/env bash
# Runs the keyboard and screen-reader game (tests/a11y/run.sh) again and again, beside a CPU hog
# that keeps every core busy, to bring out what happens only now and then (a crash, a race).
# Prints a line per run, then "N passed, N failed"; the app's log and any crash report of each
# failed run are kept in build/a11y-stress/run-K/. Exits non-zero when any run failed.
# Usage: scripts/a11y-stress.sh [RUNS] [PRESET]   (default: 20 runs of the default build; the
#        preset "asan" runs the app built with AddressSanitizer + UBSan, build it first with
#        `cmake --build --preset asan --target potega-slowa`)
# POTEGA_STRESS_HOG=0 runs without the hog; POTEGA_A11Y_WALKER=0 without the second client that
# walks the app's whole accessible tree meanwhile (tests/a11y/tree_walker.py).
# POTEGA_STRESS_LOGS=DIR keeps the logs in DIR instead (two series at once need two folders).
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-20}"
preset="${2:-default}"
if ! [[ "$runs" =~ ^[0-9]+$ ]] || [ "$runs" -lt 1 ] || ! [[ "$preset" =~ ^(default|asan)$ ]]; then
    echo "usage: scripts/a11y-stress.sh [RUNS] [default|asan]" >&2
    exit 2
fi
app="build/$preset/ui/potega-slowa"
dictionary="build/default/data/polish.dict"  # the sanitizer build leaves the full one out
for file in "$app" "$dictionary"; do
    [ -e "$file" ] || {
        echo "a11y-stress: $file is missing: build it first (scripts/test.sh, or the asan preset)" >&2
        exit 2
    }
done

logs="${POTEGA_STRESS_LOGS:-build/a11y-stress}"
rm -rf "$logs"
mkdir -p "$logs"
hogs=()
stop_hogs() { for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap stop_hogs EXIT
if [ "${POTEGA_STRESS_HOG:-1}" != 0 ]; then
    for _ in $(seq "$(nproc)"); do
        (while :; do :; done) &
        hogs+=($!)
    done
fi

# Under the sanitizers: a report aborts the app (and is in its log), leaks are not this test's.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export POTEGA_SOURCE_DIR="$PWD"
export POTEGA_A11Y_WALKER="${POTEGA_A11Y_WALKER:-1}"
passed=0
failed=0
for run in $(seq "$runs"); do
    start=$SECONDS
    kept="$PWD/$logs/run-$run"
    if POTEGA_TEST_LOGS="$kept" timeout 900 tests/a11y/run.sh "$app" "$dictionary" \
        >"$logs/run-$run.out" 2>&1; then
        passed=$((passed + 1))
        echo "run $run: passed ($((SECONDS - start)) s)"
    else
        failed=$((failed + 1))
        echo "run $run: FAILED ($((SECONDS - start)) s): $(grep -m1 -E 'FAIL|Failure|timed out|signal' "$logs/run-$run.out" || tail -n 1 "$logs/run-$run.out")"
        echo "  the test's output: $logs/run-$run.out; the app's log and crash report: $kept/"
    fi
done
echo "a11y-stress: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
