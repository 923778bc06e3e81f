#!/usr/bin/env bash
# Plays the app by keyboard through the AT-SPI accessibility bus, as a screen reader's user
# does (tests/a11y/keyboard_game.py): a private X server (Xvfb) with a window manager (openbox:
# without one no window gets the keyboard), a private session bus with the accessibility bus on
# it, and the app with Qt's AT-SPI bridge always on.
#
# usage: tests/a11y/run.sh APP DICTIONARY      (exit 77: a tool is missing, the test is skipped)
#
# A11Y_PLAYER names the script that plays (default keyboard_game.py); with A11Y_ORCA=1 the real
# screen reader, Orca, runs too, and the player finds its speech in the file $A11Y_ORCA_LOG.
#
# When the game fails, the app's whole log and any crash report are printed and kept in
# $POTEGA_TEST_LOGS (default: a folder under /tmp named in the output); with A11Y_KEEP_LOGS=1
# the logs (Orca's too) are kept also when it passes.
set -euo pipefail
app="$1"
dictionary="$2"
here="$(cd "$(dirname "$0")" && pwd)"

for tool in Xvfb openbox dbus-run-session /usr/libexec/at-spi-bus-launcher /usr/bin/python3; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "skipped: $tool is missing (scripts/setup.sh installs it)"
        exit 77
    fi
done
if ! /usr/bin/python3 -c 'import gi; gi.require_version("Atspi", "2.0")' 2>/dev/null; then
    echo "skipped: python3-pyatspi (the Atspi introspection data) is missing"
    exit 77
fi

work="$(mktemp -d)"
pids=()
cleanup() {
    status=$?
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    if { [ "$status" -ne 0 ] && [ "$status" -ne 77 ] || [ -n "${A11Y_KEEP_LOGS:-}" ]; } &&
        [ -d "$work/home" ]; then
        # What the app said, and any crash report it left, outlive the test's folder.
        kept="${POTEGA_TEST_LOGS:-$(mktemp -d /tmp/potega-a11y-failed.XXXXXX)}"
        mkdir -p "$kept"
        cp "$work/home/app.log" "$work/home/news.jsonl" "$kept/" 2>/dev/null || true
        [ -n "${A11Y_ORCA_LOG:-}" ] && cp "$A11Y_ORCA_LOG" "$kept/" 2>/dev/null || true
        find "$work/home" -name 'crash-*.txt' -exec cp {} "$kept/" \; 2>/dev/null || true
        echo "--- the app's log and any crash report are kept in $kept"
    fi
    rm -rf "$work"
}
trap cleanup EXIT

Xvfb -displayfd 5 -screen 0 1280x800x24 -nolisten tcp 5>"$work/display" 2>/dev/null &
pids+=($!)
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=":$(cat "$work/display")"
openbox >/dev/null 2>&1 &
pids+=($!)

# Inside its own session bus: the accessibility bus, the app, and the player. A runtime
# folder of its own too: the accessibility bus leaves its socket there, and another Qt app
# sharing the default one (a UI test beside this one) would find it and answer on it.
export POTEGA_APP="$app" POTEGA_DICT="$dictionary" POTEGA_HOME="$work/home" A11Y_DIR="$here"
mkdir -p "$work/home" "$work/runtime"
chmod 700 "$work/runtime"
export XDG_RUNTIME_DIR="$work/runtime"
if [ "${A11Y_ORCA:-0}" = 1 ]; then
    if ! command -v orca >/dev/null 2>&1; then
        echo "skipped: orca is missing (scripts/setup.sh installs it)"
        exit 77
    fi
    # One Orca a user: the person's own screen reader is never replaced by the test's.
    if pgrep -u "$(id -u)" -x orca >/dev/null; then
        echo "skipped: Orca is running already (the test starts its own)"
        exit 77
    fi
    export A11Y_ORCA_LOG="$work/home/orca.debug"
fi
dbus-run-session -- bash -c '
    set -euo pipefail
    /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
    launcher=$!
    sleep 1
    # The news listener first: registered before the app starts, it hears everything.
    export A11Y_NEWS="$POTEGA_HOME/news.jsonl"
    # Its output goes to a file: a child left holding the output of the test open would keep CTest
    # waiting after the test.
    /usr/bin/python3 "$A11Y_DIR/news_listener.py" "$A11Y_NEWS" >"$POTEGA_HOME/listener.out" 2>&1 &
    listener=$!
    trap '"'"'kill "$listener" 2>/dev/null || true'"'"' EXIT
    for _ in $(seq 100); do [ -e "$A11Y_NEWS" ] && break; sleep 0.1; done
    [ -e "$A11Y_NEWS" ] || { echo "FAILED: the news listener did not start"; exit 1; }
    orca=""
    if [ -n "${A11Y_ORCA_LOG:-}" ]; then
        # The real screen reader, its speech written to its debug log ("SPEECH OUTPUT: ...").
        HOME="$POTEGA_HOME" /usr/bin/python3 "$A11Y_DIR/orca_logged.py" "$A11Y_ORCA_LOG" \
            -u "$POTEGA_HOME/orca-settings" >"$POTEGA_HOME/orca.out" 2>&1 &
        orca=$!
        for _ in $(seq 150); do
            grep -q "SPEECH OUTPUT" "$A11Y_ORCA_LOG" 2>/dev/null && break
            sleep 0.1
        done
        grep -q "SPEECH OUTPUT" "$A11Y_ORCA_LOG" 2>/dev/null ||
            { echo "FAILED: Orca did not start"; cat "$POTEGA_HOME/orca.out"; exit 1; }
    fi
    HOME="$POTEGA_HOME" QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 \
        POTEGA_DICTIONARY="$POTEGA_DICT" "$POTEGA_APP" >"$POTEGA_HOME/app.log" 2>&1 &
    app=$!
    walker=""
    if [ "${POTEGA_A11Y_WALKER:-0}" = 1 ]; then
        # A second client reading the whole tree meanwhile (scripts/a11y-stress.sh).
        /usr/bin/python3 "$A11Y_DIR/tree_walker.py" &
        walker=$!
    fi
    status=0
    /usr/bin/python3 "$A11Y_DIR/${A11Y_PLAYER:-keyboard_game.py}" || status=$?
    if [ "$status" -ne 0 ]; then
        if ! kill -0 "$app" 2>/dev/null; then
            app_status=0
            wait "$app" || app_status=$?
            echo "--- the app had ended (status $app_status$([ "$app_status" -gt 128 ] && echo ", signal $((app_status - 128))"))"
        fi
        echo "--- the app said:"; cat "$POTEGA_HOME/app.log"
    fi
    kill "$app" "$launcher" "$listener" $walker $orca 2>/dev/null || true
    if [ -n "$orca" ]; then
        # Orca takes a moment to shut down; gone (and reaped) before the next test starts its
        # own, which it refuses to do beside another Orca.
        (sleep 5; kill -9 "$orca" 2>/dev/null) &
        killer=$!
        wait "$orca" 2>/dev/null || true
        kill "$killer" 2>/dev/null || true
    fi
    exit "$status"
'
