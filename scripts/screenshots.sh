#!/usr/bin/env bash
# Renders the app's main states into docs/screenshots/ (welcome, tutorial, tutorial-haggle, new-game, mid-game,
# help-offer, end-of-game, statistics, replay, analysis: the expert's analysis of that game,
# late-game: four bots in round 6) with the real
# window under a virtual X server,
# the full dictionary and a fixed seed; prints "NAME card_px=N marker_px=M" for every picture
# (the smallest card and marker on screen, device pixels).
# Usage: scripts/screenshots.sh [preset]   (default: "default"; the app must be built).
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-default}"
app="build/${preset}/ui/potega-slowa"
if [ ! -x "$app" ]; then
    echo "screenshots: $app is missing; build it first: cmake --build --preset ${preset} --target potega-slowa" >&2
    exit 1
fi
out="docs/screenshots"
mkdir -p "$out"
# Fresh settings, so the pictures never depend on this machine's last set-up or language.
export XDG_CONFIG_HOME
XDG_CONFIG_HOME="$(mktemp -d)"
export XDG_DATA_HOME="$XDG_CONFIG_HOME"
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
if command -v xvfb-run >/dev/null; then
    xvfb-run -a -s "-screen 0 1280x800x24 -dpi 96" "$app" --screenshots "$out"
else
    QT_QPA_PLATFORM=offscreen "$app" --screenshots "$out"
fi
