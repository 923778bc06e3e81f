#!/usr/bin/env bash
# Fuzzes the position and record loaders (tests/fuzz) with libFuzzer for a bounded time each.
# Builds its own tree, build/fuzz, with clang and AddressSanitizer + UBSan; the main build
# (GCC) is untouched. New inputs go to build/fuzz/corpus-*; the committed seed corpus in
# tests/fuzz/corpus is only read. A crash stops the script with a non-zero status and leaves
# the input as build/fuzz/crash-*: replay it with build/fuzz/tests/fuzz/fuzz_<target> FILE.
#
# usage: scripts/fuzz.sh [SECONDS_PER_TARGET] [RUNS_PER_TARGET]     (default 60 s, no run limit)
# With RUNS the run is reproducible (fixed seed, fixed number of inputs; SECONDS is then only a
# cap): CI uses that, so that its verdict does not depend on how fast the machine happens to be.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
runs="${2:--1}"
build=build/fuzz
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"

CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS="$flags" \
    -DPOTEGA_FUZZ=ON \
    -DPOTEGA_BUILD_UI=OFF \
    -DPOTEGA_BUILD_TESTS=OFF \
    -DPOTEGA_BUILD_BENCHMARKS=OFF \
    -DPOTEGA_FULL_DICTIONARY=OFF >/dev/null
cmake --build "$build" --target fuzz_position fuzz_record

for target in position record; do
    work="$build/corpus-$target"
    mkdir -p "$work"
    echo "== fuzz_$target for ${seconds}s at most$([ "$runs" -ge 0 ] && echo ", $runs runs")"
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$build/tests/fuzz/fuzz_$target" \
        -max_total_time="$seconds" -runs="$runs" -seed=1 -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -dict=tests/fuzz/formats.dict -artifact_prefix="$build/" -print_final_stats=1 \
        "$work" "tests/fuzz/corpus/$target"
done
echo "fuzz: no defect found"
