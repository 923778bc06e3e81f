#!/usr/bin/env bash
# Fuzzes the position and record loaders, the word-list compiler and the network messages'
# readers and referee (tests/fuzz) with libFuzzer
# for a bounded time each.
# Builds its own tree, build/fuzz, with clang and AddressSanitizer + UBSan; the main build
# (GCC) is untouched. New inputs go to build/fuzz/corpus-*; the committed seed corpus in
# tests/fuzz/corpus is only read. A crash stops the script with a non-zero status and leaves
# the input as build/fuzz/crash-*: replay it with build/fuzz/tests/fuzz/fuzz_<target> FILE.
#
# usage: scripts/fuzz.sh [SECONDS_PER_TARGET] [RUNS_PER_TARGET]     (default 60 s, no run limit)
# With RUNS the run is reproducible (fixed seed, fixed number of inputs; SECONDS is then only a
# cap): CI uses that, so that its verdict does not depend on how fast the machine happens to be.
#
# Each target's budget is split in two runs: four fifths of the time (nine tenths of the runs)
# on inputs up to 64 KiB, where most defects hide, then a fifth of the time (a tenth of the
# runs) on inputs up to 4 MiB with libFuzzer's length control off, so that megabyte inputs
# (huge objects, long arrays, deep nesting) reach the loaders' size checks and caps. The total
# stays SECONDS and RUNS per target.
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
cmake --build "$build" --target fuzz_position fuzz_record fuzz_word_list fuzz_net_message

small_seconds=$(( seconds * 4 / 5 > 0 ? seconds * 4 / 5 : 1 ))
large_seconds=$(( seconds - small_seconds > 0 ? seconds - small_seconds : 1 ))
small_runs="$runs"
large_runs="$runs"
if [ "$runs" -ge 0 ]; then
    small_runs=$(( runs * 9 / 10 ))
    large_runs=$(( runs - small_runs ))
fi

# Megabyte seeds for the large-input runs (mutation alone grows inputs slowly): the hostile
# shapes of tests/engine_io/large_input_test.cpp as files (seq, not yes | head: no SIGPIPE under
# pipefail).
large="$build/large-seeds"
mkdir -p "$large"
{ printf '['; seq 400000 | sed 's/.*/1,/' | tr -d '\n'; printf '1]'; } >"$large/long-array.json"
{ printf '{'; seq 1 100000 | sed 's/.*/"k&":0/' | paste -sd, | tr -d '\n'; printf '}'; } >"$large/many-keys.json"
seq 1000000 | sed 's/.*/[/' | tr -d '\n' >"$large/deep.json"
{ printf '{"format":"potega-slowa-position","version":1,"usedWords":['
  seq 200000 | sed 's/.*/"kot",/' | tr -d '\n'; printf '"kot"]}'; } >"$large/used-words.json"
{ printf '{"format":"potega-slowa-record","version":1,"actions":['
  seq 100000 | sed 's/.*/{"type":"pass"},/' | tr -d '\n'; printf '{"type":"pass"}]}'; } >"$large/actions.json"
{ printf '{"version": 123456789012345678901234567890}'; printf '\0'; head -c 100000 /dev/zero; } >"$large/nul-and-huge-number.json"
# The word lists' own: many lines, a line over the 64 KiB cap, one long CR-only "line".
large_lists="$build/large-seeds-word-list"
mkdir -p "$large_lists"
seq 200000 | sed 's/.*/kot/' >"$large_lists/many-lines.txt"
{ echo kot; head -c 70000 /dev/zero | tr '\0' a; echo; } >"$large_lists/long-line.txt"
seq 100000 | sed 's/.*/pies/' | tr '\n' '\r' >"$large_lists/cr-only.txt"

# The token dictionary: the JSON formats' for the loaders, the word list's own for the compiler.
token_dictionary() {
    if [ -f "tests/fuzz/$1.dict" ]; then echo "tests/fuzz/$1.dict"; else echo tests/fuzz/formats.dict; fi
}

# fuzz TARGET SECONDS RUNS MAX_LEN [EXTRA LIBFUZZER FLAGS...] [-- EXTRA SEED DIRS...]
fuzz() {
    local target="$1" time="$2" count="$3" max_len="$4"
    shift 4
    local flags=() seeds=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do flags+=("$1"); shift; done
    [ $# -gt 0 ] && shift
    seeds=("$@")
    local work="$build/corpus-$target"
    mkdir -p "$work"
    echo "== fuzz_$target for ${time}s at most$([ "$count" -ge 0 ] && echo ", $count runs"), inputs up to $max_len bytes"
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$build/tests/fuzz/fuzz_$target" \
        -max_total_time="$time" -runs="$count" -seed=1 -timeout=10 -rss_limit_mb=2048 \
        -max_len="$max_len" "${flags[@]}" \
        -dict="$(token_dictionary "$target")" -artifact_prefix="$build/" -print_final_stats=1 \
        "$work" "tests/fuzz/corpus/$target" "${seeds[@]}"
}

for target in position record word_list net_message; do
    seeds="$large"
    [ "$target" = word_list ] && seeds="$large_lists"
    fuzz "$target" "$small_seconds" "$small_runs" 65536
    fuzz "$target" "$large_seconds" "$large_runs" 4194304 -len_control=0 -- "$seeds"
done
echo "fuzz: no defect found"
