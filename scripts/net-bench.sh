#!/usr/bin/env bash
# Load test of online play: TABLES tables at once on one private Prosody (127.0.0.1, a free
# port, a temporary directory), each a headless host with a medium bot and one remote seat
# (`potega-slowa-cli net host|join`, bots deciding). Prints, over every move of every table,
# the time from a decision to its arrival on the other machine (a host bot's move: from the
# host applying it to the client reading it; the remote seat's move: from its answer leaving
# to the step coming back), as median, p95 and max, and the share under one second.
#
#   scripts/net-bench.sh [TABLES] [BUILD_DIR]     (default: 4 tables, build/core)
#
# It needs prosody (scripts/setup.sh installs it) and a built CLI. NET_BENCH_CLI names another
# copy of the CLI.
set -euo pipefail

tables=${1:-4}
build=${2:-build/core}
cli=${NET_BENCH_CLI:-$build/src/cli/potega-slowa-cli}
dict=$build/data/test-lexicon.dict
command -v prosody > /dev/null || { echo "net-bench: prosody is not installed" >&2; exit 2; }
[ -x "$cli" ] && [ -f "$dict" ] || { echo "net-bench: build the CLI and the test lexicon first" >&2; exit 2; }

dir=$(mktemp -d /tmp/potega-net-bench-XXXXXX)
port=$((20000 + RANDOM % 30000))  # a port nobody listens on, most likely
mkdir -p "$dir/data" "$dir/certs"
cat > "$dir/prosody.cfg.lua" << EOF
run_as_root = true
pidfile = "$dir/prosody.pid"
data_path = "$dir/data"
certificates = "$dir/certs"
interfaces = { "127.0.0.1" }
c2s_ports = { $port }
c2s_direct_tls_ports = { }
s2s_ports = { }
http_ports = { }
https_ports = { }
modules_enabled = { "roster", "saslauth", "disco", "register", "ping", "offline" }
modules_disabled = { "s2s" }
allow_registration = true
min_seconds_between_registrations = 0
c2s_require_encryption = false
allow_unencrypted_plain_auth = true
authentication = "internal_plain"
storage = "internal"
log = { { levels = { min = "warn" }, to = "file", filename = "$dir/prosody.log" } }
VirtualHost "localhost"
Component "conference.localhost" "muc"
    restrict_room_creation = false
EOF
prosody -F --config "$dir/prosody.cfg.lua" > "$dir/prosody.out" 2>&1 &
server=$!
trap 'kill $server 2> /dev/null || true; wait 2> /dev/null || true; rm -rf "$dir"' EXIT
for _ in $(seq 100); do
    (echo > "/dev/tcp/127.0.0.1/$port") 2> /dev/null && break
    sleep 0.1
done

common=(--password bench --server 127.0.0.1 --port "$port" --plaintext --register --dict "$dict" --timeout 300)
started=$(date +%s.%N)
pids=()
for t in $(seq "$tables"); do
    "$cli" net host --jid "h$t@localhost" "${common[@]}" --room "t$t@conference.localhost" \
        --seat bot:medium --seat "remote:c$t@localhost" --seed "$t" --trace "$dir/h$t.trace" \
        > "$dir/h$t.out" 2> "$dir/h$t.err" &
    pids+=($!)
    "$cli" net join --jid "c$t@localhost" "${common[@]}" --room "xmpp:t$t@conference.localhost?join" \
        --bot medium --bot-seed "$t" --trace "$dir/c$t.trace" > "$dir/c$t.out" 2> "$dir/c$t.err" &
    pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=$((failed + 1)); done
elapsed=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')

for t in $(seq "$tables"); do
    # host: "step NS INDEX ACTOR"; client: "event NS INDEX ACTOR", "answer NS"
    awk -v seat=1 'FNR == NR { if ($1 == "step") host[$3] = $2; next }
        $1 == "answer" { sent = $2; next }
        $1 == "event" && $4 != seat && ($3 in host) { print ($2 - host[$3]) / 1e6; next }
        $1 == "event" && $4 == seat && sent > 0 { print ($2 - sent) / 1e6; sent = 0 }' \
        "$dir/h$t.trace" "$dir/c$t.trace"
done | sort -n > "$dir/latencies"
count=$(wc -l < "$dir/latencies")
pick() { awk -v q="$1" -v n="$count" 'NR == int(q * (n - 1)) + 1 { printf "%.1f", $1 }' "$dir/latencies"; }
under=$(awk '$1 < 1000 { n++ } END { print n + 0 }' "$dir/latencies")
echo "$tables tables at once, $elapsed s, $failed processes failed; $count moves:" \
    "median $(pick 0.5) ms, p95 $(pick 0.95) ms, max $(pick 1) ms, $under under 1 s"
