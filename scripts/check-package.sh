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
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "$deb" >/dev/null
installed_files="$(mktemp)"
trap 'rm -rf "$installed_files" "$home"' EXIT
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

echo "== the installed app's window under Xvfb" >&2
display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
app_pid=""
stop() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null
    kill "$xvfb_pid" 2>/dev/null
    wait 2>/dev/null || true
    rm -rf "$installed_files" "$home"
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
