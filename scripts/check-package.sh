#!/usr/bin/env bash
# The install proof of the Debian package (after scripts/package.sh): installs it with apt-get,
# runs the installed programs with a clean environment (no build tree, no variables), starts the
# installed app under Xvfb and waits for its window, then removes it and checks that none of
# its files is left. Usage: scripts/check-package.sh [PATH.deb]   (default: the one in
# build/default/package). Needs root, or sudo.
set -euo pipefail
cd "$(dirname "$0")/.."

deb="${1:-}"
if [ -z "$deb" ]; then
    debs=(build/default/package/potega-slowa_*.deb)
    if [ ${#debs[@]} -ne 1 ] || [ ! -f "${debs[0]}" ]; then
        echo "check-package: no single build/default/package/potega-slowa_*.deb; run scripts/package.sh" >&2
        exit 2
    fi
    deb="${debs[0]}"
fi
deb="$(realpath "$deb")"

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    sudo_cmd=(sudo)
fi
home="$(mktemp -d)"  # the programs' settings and saves, thrown away at the end
clean_env=(env -i PATH=/usr/bin:/bin:/usr/games HOME="$home" LANG=C.UTF-8)
fail() {
    echo "check-package: FAIL: $*" >&2
    exit 1
}

echo "== install $deb" >&2
if dpkg-query -W -f='${Status}' potega-slowa 2>/dev/null | grep -q "install ok installed"; then
    fail "potega-slowa is installed already; remove it first (apt-get remove --purge potega-slowa)"
fi
export DEBIAN_FRONTEND=noninteractive
installed_files="$(mktemp)"
purged=0
# On a failure too, the package goes again: a second run would refuse to start otherwise.
purge_after_failure() {
    if [ "$purged" -eq 0 ]; then
        "${sudo_cmd[@]}" apt-get remove --purge -y -q potega-slowa >/dev/null 2>&1 || true
    fi
    rm -rf "$installed_files" "$home"
}
trap purge_after_failure EXIT
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "$deb" >/dev/null
dpkg -L potega-slowa | sort >"$installed_files"
echo "installed: $(grep -c . "$installed_files") paths" >&2

echo "== the installed CLI finds the installed dictionary" >&2
check_output="$("${clean_env[@]}" potega-slowa-cli check kot)" || fail "potega-slowa-cli check kot: status $?"
echo "$check_output"
[ "$check_output" = "kot: valid" ] || fail "potega-slowa-cli check kot said '$check_output'"
"${clean_env[@]}" potega-slowa-cli --version

echo "== the installed app's --version (no display)" >&2
version_output="$("${clean_env[@]}" potega-slowa --version)" || fail "potega-slowa --version: status $?"
echo "$version_output"
echo "$version_output" | grep -Eq '^dictionary: /usr/share/games/potega-slowa/polish\.dict \([0-9]+ words, checksum [0-9a-f]{16}\)$' ||
    fail "potega-slowa --version names no installed dictionary"

echo "== the table keeper's units, man page and example configuration" >&2
# Installed, not enabled (docs/packaging.md, "The table keeper"): the files are there, systemd
# accepts the units, the man page renders without a warning, the CLI reads the example.
system_unit="$(grep -E '/systemd/system/potega-slowa-keeper\.service$' "$installed_files")" ||
    fail "no system unit potega-slowa-keeper.service in the package"
user_unit="$(grep -E '/systemd/user/potega-slowa-keeper\.service$' "$installed_files")" ||
    fail "no user unit potega-slowa-keeper.service in the package"
keeper_man=/usr/share/man/man8/potega-slowa-keeper.8.gz
keeper_example=/usr/share/doc/potega-slowa/examples/keeper.conf.example
for path in "$system_unit" "$user_unit" "$keeper_man" "$keeper_example"; do
    [ -f "$path" ] || fail "$path is not installed"
    echo "installed: $path"
done
grep -q '^ExecStart=/usr/games/potega-slowa-cli net keep --config /etc/potega-slowa/keeper\.conf' \
    "$system_unit" || fail "$system_unit does not run net keep --config /etc/potega-slowa/keeper.conf"
if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    # A system that runs systemd: the unit is known and stays off.
    state="$(systemctl is-enabled potega-slowa-keeper.service 2>/dev/null || true)"
    [ "$state" = "disabled" ] || fail "potega-slowa-keeper.service is '$state', not disabled"
fi
if command -v systemd-analyze >/dev/null; then
    verify_log="$home/systemd-verify.log"
    # The man page of Documentation= is installed now, so systemd-analyze looks it up too. A user
    # manager needs a runtime directory (root has none here): a private one.
    mkdir -m 700 "$home/runtime"
    { systemd-analyze verify "$system_unit" &&
        XDG_RUNTIME_DIR="$home/runtime" systemd-analyze --user verify "$user_unit"; } \
        >"$verify_log" 2>&1 || { cat "$verify_log" >&2; fail "systemd-analyze verify failed"; }
    if grep 'potega-slowa-keeper' "$verify_log" >&2; then
        fail "systemd-analyze verify has notes on the keeper's units"
    fi
    echo "systemd-analyze verify: both units pass"
else
    echo "systemd-analyze not found: the units are not verified (install systemd)" >&2
fi
man_log="$home/man.log"
if command -v man >/dev/null; then
    # lintian's own command.
    # MAN_DISABLE_SECCOMP: man-db's sandbox is refused by some container runtimes.
    (cd "$home" && env -i PATH=/usr/bin:/bin LC_ALL=C.UTF-8 MANWIDTH=80 MAN_DISABLE_SECCOMP=1 \
        man --warnings -E UTF-8 -l -Tutf8 "$keeper_man") >"$home/man.txt" 2>"$man_log" ||
        fail "man -l $keeper_man: status $?"
elif command -v groff >/dev/null; then
    gzip -dc "$keeper_man" | groff -man -ww -Tutf8 -P-cbou >"$home/man.txt" 2>"$man_log" ||
        fail "groff $keeper_man: status $?"
else
    fail "neither man nor groff is installed: cannot render $keeper_man"
fi
if [ -s "$man_log" ]; then
    cat "$man_log" >&2
    fail "$keeper_man renders with warnings"
fi
# Plain text first: bold and underlined letters are overstruck (X backspace X) or, with a grotty
# that prefers them, SGR escapes; a hyphen may come out as U+2010 or U+2212.
plain_text() {
    sed -e 's/.\x08//g' -e 's/\x1b\[[0-9;]*m//g' -e 's/\xe2\x80\x90/-/g' -e 's/\xe2\x88\x92/-/g' "$1"
}
# Into a file, not a pipe: with pipefail, grep -q leaving early would kill sed with SIGPIPE.
plain_text "$home/man.txt" >"$home/man.plain.txt"
if ! grep -q '^ *potega-slowa-cli net keep --config FILE' "$home/man.plain.txt"; then
    echo "check-package: man rendered $(wc -c <"$home/man.txt") bytes; its first lines:" >&2
    head -n 14 "$home/man.txt" | cat -v >&2
    fail "$keeper_man renders without its synopsis"
fi
echo "man page: potega-slowa-keeper(8) renders, $(grep -c . "$home/man.txt") lines, no warning"
if "${clean_env[@]}" potega-slowa-cli net keep --help >/dev/null 2>&1; then
    # The example, read by the installed CLI: its database in a folder that does not exist and
    # its server 127.0.0.1:9, so net keep stops after the configuration (and the dictionary),
    # before signing in anywhere. A fault of the configuration names its file.
    example_copy="$home/keeper.conf"
    sed "s|^database = .*|database = $home/no-such-folder/tables.sqlite|" "$keeper_example" \
        >"$example_copy"
    printf 'server = 127.0.0.1\nport = 9\n' >>"$example_copy"
    set +e
    keep_output="$("${clean_env[@]}" POTEGA_KEEPER_PASSWORD=example timeout 30 \
        potega-slowa-cli net keep --config "$example_copy" 2>&1)"
    keep_status=$?
    set -e
    echo "$keep_output"
    [ "$keep_status" -eq 2 ] || fail "net keep --config (the example): status $keep_status, not 2"
    case "$keep_output" in
        *"$example_copy"*) fail "net keep refused the example configuration" ;;
    esac
    echo "the example configuration reads: net keep took it and stopped before signing in"
else
    echo "this potega-slowa-cli has no net keep: the example is not read" >&2
fi

echo "== the installed app's window under Xvfb" >&2
display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
app_pid=""
stop() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null
    kill "$xvfb_pid" 2>/dev/null
    wait 2>/dev/null || true
    purge_after_failure
}
trap stop EXIT
for _ in $(seq 50); do
    DISPLAY="$display" xdpyinfo >/dev/null 2>&1 && break
    sleep 0.1
done
app_log="$home/app.log"
"${clean_env[@]}" DISPLAY="$display" potega-slowa >"$app_log" 2>&1 &
app_pid=$!
if ! DISPLAY="$display" timeout 30 xdotool search --sync --onlyvisible --name "Potęga Słowa" >/dev/null; then
    cat "$app_log" >&2
    fail "no window of the installed app appeared within 30 s"
fi
kill -0 "$app_pid" 2>/dev/null || fail "the app exited"
echo "window: $(DISPLAY="$display" xdotool search --onlyvisible --name "Potęga Słowa" getwindowname | head -1)"
kill "$app_pid"
wait "$app_pid" 2>/dev/null || true
app_pid=""

echo "== remove, and nothing of it is left" >&2
"${sudo_cmd[@]}" apt-get remove --purge -y -q potega-slowa >/dev/null
purged=1
left=()
while IFS= read -r path; do
    # Directories the package shares with others (/usr, /usr/share/man/man6, ...) stay.
    if [ -e "$path" ] && [ ! -d "$path" ]; then
        left+=("$path")
    elif [ -d "$path" ] && ! dpkg -S "$path" >/dev/null 2>&1 && [ -z "$(ls -A "$path")" ]; then
        left+=("$path (empty folder of no package)")
    fi
done <"$installed_files"
if [ ${#left[@]} -ne 0 ]; then
    printf '  %s\n' "${left[@]}" >&2
    fail "${#left[@]} of the package's paths are left after the purge"
fi
echo "check-package: installed, ran, showed its window and was removed cleanly" >&2
