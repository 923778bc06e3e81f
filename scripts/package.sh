#!/usr/bin/env bash
# Builds the Debian package: set up, build the default preset (reusing build/default), run
# `cpack -G DEB`, then check the package with lintian and its desktop entry and AppStream
# metadata with their validators. Prints the .deb's path last. Install it with
#   sudo apt-get install ./build/default/package/potega-slowa_<version>_<arch>.deb
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake --preset default >/dev/null
cmake --build --preset default --parallel "$(nproc)"

build=build/default
rm -f "$build"/package/potega-slowa_*.deb
(cd "$build" && cpack -G DEB --config CPackConfig.cmake >/dev/null)
debs=("$build"/package/potega-slowa_*.deb)
if [ ${#debs[@]} -ne 1 ] || [ ! -f "${debs[0]}" ]; then
    echo "package: cpack made no single potega-slowa_*.deb in $build/package" >&2
    exit 1
fi
deb="${debs[0]}"

echo "== lintian" >&2
# Errors fail the build; the warnings kept are listed, with their reasons, in docs/packaging.md.
lintian --fail-on error --tag-display-limit 0 "$deb" >&2

echo "== desktop-file-validate and appstreamcli, on the files inside the package" >&2
unpacked="$(mktemp -d)"
trap 'rm -rf "$unpacked"' EXIT
dpkg-deb -x "$deb" "$unpacked"
desktop-file-validate "$unpacked"/usr/share/applications/org.potegaslowa.PotegaSlowa.desktop >&2
appstreamcli validate --no-net "$unpacked"/usr/share/metainfo/org.potegaslowa.PotegaSlowa.metainfo.xml >&2

realpath "$deb"
