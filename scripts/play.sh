#!/usr/bin/env bash
# Set up, build (with the full Polish dictionary) and launch the game.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake --preset default >/dev/null
cmake --build --preset default --parallel "$(nproc)" --target potega-slowa
exec build/default/ui/potega-slowa "$@"
