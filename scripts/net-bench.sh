#!/usr/bin/env bash
# Load test of online play: bytes per move and how fast moves arrive, per server. For each server
# (-s: Prosody, ejabberd, or both), each number of remote seats (-r) and each N given, N tables
# play at once on a fresh private server (127.0.0.1, a free port, a temporary directory, the
# server's stock rate limits unless -u): each a headless host with one bot and REMOTES remote
# seats (`potega-slowa-cli net host|join`, bots deciding everywhere). Prints one line per round:
# the bytes the hosts sent per move (the JSON texts, the compressed wire texts carrying them, and
# the XML stanzas around those), the texts sent and the syncs they carried (several in one while
# the server has not caught up), the host's caught-up questions; over every move of every table,
# the time from a decision to its arrival on each other machine (a host bot's move: from the host
# applying it to a client reading it; a remote seat's move: from its answer leaving that machine
# to the step arriving there and on the other remote machines), as median, p95 and max, and how
# many arrivals took under one second — over all moves, and over the moves after each table's
# first four (those coincide with every process signing in, registering and joining its room at
# once; a real server sees tables start at different times) — and the CPU time the server used.
#
#   scripts/net-bench.sh [-s prosody|ejabberd|both] [-r REMOTES[,REMOTES...]] [-u] [-p]
#                        [-l LEVEL] [-b BUILD_DIR] [N ...]
#
# Stock limits: Prosody as Debian ships it (limits = { c2s = { rate = "10kb/s" } }), ejabberd
# as Debian ships it (the c2s shaper "normal": 3000 B/s, bursts of 20000 B). -u lifts them
# (Prosody without mod_limits, ejabberd's shaper "none"). -p sends the game's texts as plain
# JSON, uncompressed (`--uncompressed`: what protocol version 2 sent), to compare.
#
# Defaults: Prosody, 1 remote seat a table (2 seats; -r 3: 4 seats), medium bots, build/core,
# N = 1. Every process shares the machine's cores. It needs prosody and/or ejabberd
# (scripts/setup.sh installs both) and a built CLI; NET_BENCH_CLI names another copy of the
# CLI. NET_BENCH_KEEP=1 keeps the directory (traces, outputs, the servers' logs).
set -euo pipefail

remoteList=1
level=medium
build=build/core
servers=prosody
limits=stock
texts=()
while getopts "r:l:b:s:up" flag; do
    case $flag in
        r) remoteList=$OPTARG ;;
        s) servers=$OPTARG ;;
        u) limits=none ;;
        p) texts=(--uncompressed) ;;
        l) level=$OPTARG ;;
        b) build=$OPTARG ;;
        *) exit 2 ;;
    esac
done
shift $((OPTIND - 1))
rounds=("$@")
[ ${#rounds[@]} -gt 0 ] || rounds=(1)
IFS=, read -r -a remoteCounts <<< "$remoteList"
for remotes in "${remoteCounts[@]}"; do
    case $remotes in 1 | 2 | 3) ;; *) echo "net-bench: -r takes 1 to 3 remote seats" >&2; exit 2 ;; esac
done
case $servers in
    prosody) serverList=(prosody) ;;
    ejabberd) serverList=(ejabberd) ;;
    both) serverList=(prosody ejabberd) ;;
    *) echo "net-bench: -s takes prosody, ejabberd or both" >&2; exit 2 ;;
esac
for n in "${rounds[@]}"; do
    [[ $n =~ ^[1-9][0-9]*$ ]] || { echo "net-bench: not a number of tables: $n" >&2; exit 2; }
done
cli=${NET_BENCH_CLI:-$build/src/cli/potega-slowa-cli}
dict=$build/data/test-lexicon.dict
for kind in "${serverList[@]}"; do
    case $kind in
        prosody) command -v prosody > /dev/null || { echo "net-bench: prosody is not installed" >&2; exit 2; } ;;
        ejabberd) [ -x /usr/sbin/ejabberdctl ] && command -v erl > /dev/null || { echo "net-bench: ejabberd is not installed" >&2; exit 2; } ;;
    esac
done
[ -x "$cli" ] && [ -f "$dict" ] || { echo "net-bench: build the CLI and the test lexicon first" >&2; exit 2; }

top=$(mktemp -d /tmp/potega-net-bench-XXXXXX)
server=
cleanup() {
    [ -n "$server" ] && kill "$server" 2> /dev/null || true
    wait 2> /dev/null || true
    if [ "${NET_BENCH_KEEP:-}" = 1 ]; then echo "net-bench: kept $top" >&2; else rm -rf "$top"; fi
}
trap cleanup EXIT

# Starts a fresh server of kind $1 in $dir on $port; sets $server to its process id.
startServer() {
    mkdir -p "$dir/data" "$dir/certs" "$dir/db"
    if [ "$1" = prosody ]; then
        local modules='"roster", "saslauth", "disco", "register", "ping", "offline"'
        local limitLines=
        if [ "$limits" = stock ]; then
            modules="$modules, \"limits\""
            limitLines='limits = { c2s = { rate = "10kb/s"; }; s2sin = { rate = "30kb/s"; }; }'
        fi
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
modules_enabled = { $modules }
modules_disabled = { "s2s" }
allow_registration = true
min_seconds_between_registrations = 0
c2s_require_encryption = false
allow_unencrypted_plain_auth = true
authentication = "internal_plain"
storage = "internal"
log = { { levels = { min = "warn" }, to = "file", filename = "$dir/prosody.log" } }
$limitLines
VirtualHost "localhost"
Component "conference.localhost" "muc"
    restrict_room_creation = false
EOF
        prosody -F --config "$dir/prosody.cfg.lua" > "$dir/prosody.out" 2>&1 &
    else
        local shaper=normal
        [ "$limits" = stock ] || shaper=none
        cat > "$dir/ejabberd.yml" << EOF
loglevel: warning
log_rotate_count: 0
hosts:
  - localhost
listen:
  -
    port: $port
    ip: "127.0.0.1"
    module: ejabberd_c2s
    max_stanza_size: 262144
    shaper: c2s_shaper
    access: c2s
auth_method: internal
auth_password_format: scram
registration_timeout: infinity
acl:
  local:
    user_regexp: ""
access_rules:
  local:
    allow: local
  c2s:
    deny: blocked
    allow: all
  muc_create:
    allow: local
  register:
    allow: all
shaper:
  normal:
    rate: 3000
    burst_size: 20000
  fast: 200000
shaper_rules:
  max_user_sessions: 10
  max_user_offline_messages: 100
  c2s_shaper: $shaper
  s2s_shaper: fast
modules:
  mod_disco: {}
  mod_muc:
    host: "conference.localhost"
    access:
      - allow
    access_create: muc_create
    access_persistent: muc_create
  mod_offline:
    access_max_user_messages: max_user_offline_messages
  mod_ping: {}
  mod_register:
    access: register
  mod_roster: {}
EOF
        local libs
        libs=$(dirname "$(ls -d /usr/lib/*/ejabberd-* 2> /dev/null | head -1)")
        env HOME="$dir" EJABBERD_CONFIG_PATH="$dir/ejabberd.yml" EJABBERD_LOG_PATH="$dir/ejabberd.log" \
            ERL_LIBS="$libs" ERL_CRASH_DUMP_BYTES=0 erl -noinput -mnesia dir "\"$dir/db\"" -s ejabberd \
            > "$dir/ejabberd.out" 2>&1 &
    fi
    server=$!
    for _ in $(seq 300); do
        (echo > "/dev/tcp/127.0.0.1/$port") 2> /dev/null && return 0
        sleep 0.1
    done
    echo "net-bench: $1 did not start (see $dir)" >&2
    exit 1
}
stopServer() {
    kill "$server" 2> /dev/null || true
    wait "$server" 2> /dev/null || true
    server=
}

# CPU seconds the server has used so far (user + system).
serverCpu() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.2f", ($14 + $15) / hz }' "/proc/$server/stat"; }

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); limits: $limits; texts: ${texts[*]:-compressed}"
for kind in "${serverList[@]}"; do
for remotes in "${remoteCounts[@]}"; do
echo "$kind: tables of 1 bot ($level) at the host + $remotes remote seat(s) ($level): $((remotes + 1)) seats"
for n in "${rounds[@]}"; do
    dir=$top/$kind-r$remotes-n$n
    mkdir -p "$dir"
    port=$((20000 + RANDOM % 30000))  # a port nobody listens on, most likely
    startServer "$kind"
    common=(--password bench --server 127.0.0.1 --port "$port" --allow-plain-text --register --dict "$dict" --timeout 600 "${texts[@]}")
    run=$dir/run
    mkdir -p "$run"
    started=$(date +%s.%N)
    cpuBefore=$(serverCpu)
    pids=()
    for t in $(seq "$n"); do
        name=n$n-t$t
        seats=(--seat "bot:$level")
        for r in $(seq "$remotes"); do seats+=(--seat "remote:$name-c$r@localhost"); done
        "$cli" net host --jid "$name-h@localhost" "${common[@]}" --room "$name@conference.localhost" \
            "${seats[@]}" --seed "$t" --trace "$run/t$t.host" > "$run/t$t.host.out" 2> "$run/t$t.host.err" &
        pids+=($!)
        for r in $(seq "$remotes"); do
            "$cli" net join --jid "$name-c$r@localhost" "${common[@]}" \
                --room "xmpp:$name@conference.localhost?join" --bot "$level" --bot-seed "$((t * 4 + r))" \
                --trace "$run/t$t.c$r" > "$run/t$t.c$r.out" 2> "$run/t$t.c$r.err" &
            pids+=($!)
        done
    done
    failed=0
    for pid in "${pids[@]}"; do wait "$pid" || failed=$((failed + 1)); done
    elapsed=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
    cpu=$(awk -v a="$cpuBefore" -v b="$(serverCpu)" 'BEGIN { printf "%.1f", b - a }')

    for t in $(seq "$n"); do
        # host: "step NS INDEX ACTOR"; client: "event NS INDEX ACTOR", "answer NS". Pass 1 reads
        # when the host applied each step and when each remote seat's answers left; pass 2 the
        # arrivals.
        files=()
        for r in $(seq "$remotes"); do files+=("seat=$r" "$run/t$t.c$r"); done
        awk 'pass == 1 && FILENAME ~ /host$/ { if ($1 == "step") { at[$3] = $2; actor[$3] = $4 }; next }
            pass == 1 && $1 == "answer" { answers[seat, ++count[seat]] = $2; next }
            pass == 2 && $1 == "event" && ($3 in at) {
                decided = at[$3]
                if (actor[$3] > 0) {  # a remote seat: its last answer before the host applied it
                    sent = 0
                    for (k = 1; k <= count[actor[$3]]; k++)
                        if (answers[actor[$3], k] <= at[$3]) sent = answers[actor[$3], k]
                    if (sent == 0) next
                    decided = sent
                }
                print $3, ($2 - decided) / 1e6
            }' pass=1 "$run/t$t.host" "${files[@]}" pass=2 "${files[@]}"
    done > "$run/arrivals"
    awk '{ print $2 }' "$run/arrivals" | sort -n > "$run/all"
    awk '$1 >= 4 { print $2 }' "$run/arrivals" | sort -n > "$run/play"
    # "median p95 max under count" of the sorted milliseconds in $1
    summary() {
        awk '{ v[NR] = $1; if ($1 < 1000) k++ }
            END { if (NR == 0) { print "- - - 0 0"; exit }
                  printf "%.0f %.0f %.0f %d %d\n", v[int(0.5 * (NR - 1)) + 1], v[int(0.95 * (NR - 1)) + 1], v[NR], k, NR }' "$1"
    }
    read -r m1 p1 x1 u1 c1 <<< "$(summary "$run/all")"
    read -r m2 p2 x2 u2 c2 <<< "$(summary "$run/play")"
    verdict() { [ "$2" -gt 0 ] && [ "$1" = "$2" ] && [ "$failed" = 0 ] && echo "all under 1 s" || echo "NOT all under 1 s"; }
    # Bytes the hosts sent: their reports' JSON texts, the compressed wire texts carrying them
    # (a CLI before compression reports the JSON only) and the XML stanzas around those.
    # Also the texts (stanzas) and the syncs they carried (a CLI that sends one text per sync
    # reports no syncs), and the host's questions whether the server caught up, with their XML.
    read -r actions json wire xml stanzas syncs asked askedXml <<< "$(for t in $(seq "$n"); do
        python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); s=r["sent"]; print(r["actions"], s.get("jsonBytes", s["bytes"]), s["bytes"], r["stanzaBytesSent"], s["messages"], s.get("syncs", s["messages"]), r.get("caughtUpQuestions", 0), r.get("caughtUpBytesSent", 0))' "$run/t$t.host.out" 2> /dev/null || echo "0 0 0 0 0 0 0 0"
    done | awk '{ for (i = 1; i <= 8; i++) v[i] += $i } END { print v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8] }')"
    perMove() { awk -v b="$1" -v a="$actions" 'BEGIN { if (a > 0) printf "%.0f", b / a; else printf "-" }'; }
    stopServer
    echo "$n tables, $((n * (remotes + 1))) processes, $elapsed s ($kind's CPU: $cpu s), $failed failed;" \
        "$actions moves, bytes per move sent by the host: $(perMove "$json") of JSON, $(perMove "$wire") on the wire, $(perMove "$xml") as XML;" \
        "$stanzas texts carrying $syncs syncs, $asked questions whether the server caught up ($(perMove "$askedXml") bytes per move);" \
        "all $c1 arrivals: median $m1 ms, p95 $p1 ms, max $x1 ms, $u1 under 1 s ($(verdict "$u1" "$c1"));" \
        "after each table's first 4 moves, $c2: median $m2 ms, p95 $p2 ms, max $x2 ms ($(verdict "$u2" "$c2"))"
done
done
done
