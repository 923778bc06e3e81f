#!/usr/bin/env bash
# Load test of one table keeper (docs/keeper.md, "Load"): N live tables at one `net keep` process
# on a private Prosody without rate limits (127.0.0.1, a free port, a temporary directory), every
# seat a connection of the benchmark program with a bot that thinks before each move, as people
# at their screens do. Prints the moment, the machine's cores and load, then the benchmark's
# report: move arrival (from a seat's answer to the keeper's next text on each seat of the
# table: median, p95, p99, max), moves a second, the keeper's memory per table and CPU time per
# move, and one line of JSON.
#
#   scripts/keeper-bench.sh [-b BUILD_DIR] [-- BENCH_OPTIONS...]
#
# BENCH_OPTIONS go to ps_keeper_load_bench: --tables N (200), --seats 2..4 (2), --think-ms MS
# (1000), --seconds S (120), --once, --no-nagle (Prosody without Nagle's algorithm), --level
# LEVEL (easy), --seed S (1), --cli PATH (another build's potega-slowa-cli runs the keeper).
# Defaults: build/core.
# It needs prosody (scripts/setup.sh installs it) and a build with the benchmarks
# (POTEGA_BUILD_BENCHMARKS, on by default). POTEGA_KEEP_XMPP_DIRS=1 keeps the server's
# directory (the keeper's configuration, log and database, Prosody's log).
set -euo pipefail

build=build/core
while getopts "b:" flag; do
    case $flag in
        b) build=$OPTARG ;;
        *) exit 2 ;;
    esac
done
shift $((OPTIND - 1))
bench=$build/tests/net/ps_keeper_load_bench
command -v prosody > /dev/null || { echo "keeper-bench: prosody is not installed" >&2; exit 2; }
[ -x "$bench" ] || { echo "keeper-bench: build ps_keeper_load_bench first (cmake --build --preset core --target ps_keeper_load_bench)" >&2; exit 2; }
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(git rev-parse --short HEAD 2> /dev/null || echo 'no git')"
exec "$bench" "$@"
