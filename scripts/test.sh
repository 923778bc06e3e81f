#!/usr/bin/env bash
# Set up, build and run every test. Usage: scripts/test.sh [preset]   (default: "default")
# Presets: default (app + core + full dictionary), asan (sanitizers), core (no Qt).
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-default}"
scripts/setup.sh
cmake --preset "$preset"
cmake --build --preset "$preset" --parallel "$(nproc)"
ctest --preset "$preset" --parallel "$(nproc)"
