#!/usr/bin/env bash
# Installs every build, test and run-time dependency from Debian's packages, if missing.
# Idempotent: a machine that already has everything is left alone (no apt-get at all).
# Works as root, and through sudo otherwise.
set -euo pipefail

packages=(
    # toolchain
    g++ cmake ninja-build pkg-config clang-format
    # libraries
    libicu-dev nlohmann-json3-dev libgtest-dev libgmock-dev libbenchmark-dev libhunspell-dev libcli11-dev
    # the crash report: function names and source lines of a backtrace (elfutils)
    libdw-dev
    # online play: the XMPP client library (C, pumped by our own loop), and zlib for the
    # protocol's compressed texts
    libstrophe-dev zlib1g-dev
    # the table keeper's tables (net keep): SQLite
    libsqlite3-dev
    # the online account's password in the system's keyring
    qtkeychain-qt6-dev
    # Qt 6 Widgets, SVG, translations (Qt Linguist tools), Qt's own Polish texts (standard
    # buttons, file dialogs: qtbase_pl.qm)
    qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n
    # charts (statistics, end-of-game scores; Qt Charts needs the OpenGL module's CMake files),
    # sound effects, the history database (SQLite)
    qt6-charts-dev libqt6opengl6-dev qt6-multimedia-dev libqt6sql6-sqlite
    libgl-dev
    # Polish dictionary sources: SJP.pl word list and the hunspell dictionary
    wpolish hunspell-pl
    # tests and screenshots of the real window
    xvfb xauth xdotool imagemagick desktop-file-utils appstream openbox
    # the game played through the accessibility bus (tests/a11y): a session bus, AT-SPI and
    # its Python bindings
    dbus-daemon at-spi2-core python3-pyatspi gir1.2-atspi-2.0
    # the real screen reader in the tests (tests/a11y: what Orca speaks) and its speech server
    orca speech-dispatcher procps
    # the online tests' XMPP server. Its package may start a system service on port 5222 where
    # an init system runs; nothing uses it: each test starts a private Prosody of its own, as
    # this user, on a free port of 127.0.0.1 with its data in a temporary directory.
    prosody
    # the same online tests on ejabberd: each starts a private one (the Erlang runtime directly,
    # as this user, on a free port of 127.0.0.1, its database in a temporary directory); the
    # package's own service need not run (in a container without systemd it does not)
    ejabberd
    # the online security tests' certificates (a CA of their own, self-signed, a wrong name),
    # made in each test's temporary directory
    openssl
    # libFuzzer for the loader fuzz targets
    clang libclang-rt-dev
    # the Debian package: man pages from --help, PNG icons from the SVG, its checks
    help2man librsvg2-bin lintian dpkg-dev fakeroot file x11-utils
    # the table keeper's units and man page checked (systemd-analyze verify, man --warnings)
    systemd man-db
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

echo "setup: installing ${missing[*]}" >&2
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
# wpolish asks which language to register for /usr/share/dict/words; answer it in advance.
printf "%s\n" "dictionaries-common dictionaries-common/default-wordlist select polski (Polish)" "wpolish wpolish/languages multiselect polski (Polish)" |
    "${sudo_cmd[@]}" debconf-set-selections 2>/dev/null || true
"${sudo_cmd[@]}" apt-get update -q
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
