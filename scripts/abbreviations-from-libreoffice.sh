#!/bin/sh
# Regenerates dictionaries/abbreviations-pl.txt: the Polish abbreviations of LibreOffice's
# autocorrect exception list (SentenceExceptList.xml inside acor_pl-PL.dat, Debian package
# libreoffice-common, MPL-2.0), written without their dots, lowercase entries only.
#
#   scripts/abbreviations-from-libreoffice.sh [OUTPUT]
#
# Needs apt-get (download only, nothing is installed), dpkg-deb and unzip. Entries that are
# not one token of lowercase Polish letters once the dots are removed ("A.D.", "ad us. ext.",
# "Corp.") are left out: the dictionary holds only lowercase words. Genuine words that share
# an abbreviation's spelling are NOT removed here; the compiler keeps them through
# dictionaries/genuine-short-words-pl.txt (see docs/dictionary.md).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
output=${1:-$here/dictionaries/abbreviations-pl.txt}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download libreoffice-common >/dev/null
deb=$(ls libreoffice-common_*.deb)
version=$(dpkg-deb -f "$deb" Version)
dpkg-deb -x "$deb" root
unzip -q -o root/usr/lib/libreoffice/share/autocorr/acor_pl-PL.dat SentenceExceptList.xml
{
    echo "# Polish abbreviations, derived from LibreOffice's autocorrect exception list"
    echo "# (acor_pl-PL.dat: SentenceExceptList.xml) in Debian's libreoffice-common $version."
    echo "# Licence: MPL-2.0 (https://mozilla.org/MPL/2.0/), (c) The Document Foundation and"
    echo "# the LibreOffice contributors. Changes: dots removed, only entries that are then one"
    echo "# lowercase Polish word kept, sorted. Regenerate: scripts/abbreviations-from-libreoffice.sh"
    grep -o 'abbreviated-name="[^"]*"' SentenceExceptList.xml |
        sed -e 's/^abbreviated-name="//' -e 's/"$//' -e 's/\.//g' |
        grep -E '^[aąbcćdeęfghijklłmnńoóprsśtuwyzźż]{2,}$' |
        LC_ALL=C.UTF-8 sort -u
} >"$output.tmp"
mv "$output.tmp" "$output"
echo "$(grep -vc '^#' "$output") abbreviations written to $output (libreoffice-common $version)"
