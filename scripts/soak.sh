#!/usr/bin/env bash
# Plays whole games through the real window for a while (tests/ui/test_soak.cpp): half the
# time on a real X server (Xvfb with the openbox window manager, so dialogs get real frames and
# the window manager places and activates windows), half offscreen. Prints games played, stalls,
# the worst stall and the findings; exits non-zero on any finding.
# Usage: scripts/soak.sh [MINUTES] [SEED]   (default: 5 minutes, seed 1)
# POTEGA_SOAK_BUILD=0 runs the test as built (no build first).
set -euo pipefail
cd "$(dirname "$0")/.."

minutes="${1:-5}"
seed="${2:-1}"
if ! [[ "$minutes" =~ ^[0-9]+$ ]] || [ "$minutes" -lt 1 ] || ! [[ "$seed" =~ ^[0-9]+$ ]]; then
    echo "usage: scripts/soak.sh [MINUTES] [SEED]" >&2
    exit 2
fi
for tool in Xvfb openbox xdpyinfo; do
    command -v "$tool" >/dev/null || {
        echo "soak: $tool is missing; run scripts/setup.sh" >&2
        exit 2
    }
done

build=build/default
if [ "${POTEGA_SOAK_BUILD:-1}" != 0 ]; then
    cmake --build --preset default --target ui_soak_test
fi
binary="$build/tests/ui/ui_soak_test"
lexicon="$build/data/test-lexicon.dict"
dictionary="$build/data/polish.dict"
[ -f "$dictionary" ] || dictionary=""

total_seconds=$((minutes * 60))
x_seconds=$((total_seconds / 2))
offscreen_seconds=$((total_seconds - x_seconds))

work="$(mktemp -d)"
xvfb_pid=""
openbox_pid=""
cleanup() {
    [ -n "$openbox_pid" ] && kill "$openbox_pid" 2>/dev/null
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

run_soak() { # name seconds seed [env...]
    local name="$1" seconds="$2" run_seed="$3"
    shift 3
    echo "== $name: $seconds s, seed $run_seed" >&2
    local status=0
    env "$@" POTEGA_SOURCE_DIR="$PWD" POTEGA_TEST_LEXICON="$lexicon" \
        POTEGA_FULL_DICTIONARY_FILE="$dictionary" POTEGA_SOAK_SECONDS="$seconds" \
        POTEGA_SOAK_SEED="$run_seed" "$binary" >"$work/$name.log" 2>&1 || status=$?
    grep -E "soak-|FINDING|FAIL" "$work/$name.log" >&2 || true
    if [ "$status" -ne 0 ] && ! grep -q "soak-summary:" "$work/$name.log"; then
        tail -n 40 "$work/$name.log" >&2
    fi
    return "$status"
}

# A display number nobody uses.
display=""
for n in $(seq 90 190); do
    if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then
        display=":$n"
        break
    fi
done
[ -n "$display" ] || {
    echo "soak: no free X display" >&2
    exit 2
}
Xvfb "$display" -screen 0 1920x1080x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do
    DISPLAY="$display" xdpyinfo >/dev/null 2>&1 && break
    sleep 0.1
done
DISPLAY="$display" openbox >"$work/openbox.log" 2>&1 &
openbox_pid=$!
sleep 1

failed=0
run_soak x11 "$x_seconds" "$seed" QT_QPA_PLATFORM=xcb DISPLAY="$display" || failed=1
kill "$openbox_pid" "$xvfb_pid" 2>/dev/null || true
wait 2>/dev/null || true
openbox_pid=""
xvfb_pid=""
run_soak offscreen "$offscreen_seconds" "$((seed + 1))" \
    "QT_QPA_PLATFORM=offscreen:configfile=$PWD/tests/ui/screens/1920x1080.json" || failed=1

# The totals of both runs.
summaries="$(cat "$work"/x11.log "$work"/offscreen.log | grep -h "soak-summary:" || true)"
field() { # name: the sum (or the maximum for worst-stall-ms) over the runs
    echo "$summaries" | grep -oE "(^| )$1=[0-9]+" | cut -d= -f2 |
        awk -v max="$([ "$1" = worst-stall-ms ] && echo 1 || echo 0)" \
            '{ if (max) { if ($1 > v) v = $1 } else v += $1 } END { print v + 0 }'
}
echo "soak: games played $(field games) (stopped mid-game $(field stopped-mid-game)), turns $(field turns)," \
    "stalls over 250 ms $(field stalls-over-250ms), worst stall $(field worst-stall-ms) ms," \
    "findings $(field findings)"
if [ "$failed" -ne 0 ] || [ "$(field findings)" -ne 0 ] || [ "$(echo "$summaries" | grep -c .)" -ne 2 ]; then
    echo "soak: FAILED" >&2
    exit 1
fi
echo "soak: passed"
