#!/usr/bin/env bash
# Regenerates the committed test lexicon from Debian's hunspell-pl (pl_PL.dic/.aff, ISO-8859-2):
#   test.dic           the chosen stems, UTF-8
#   test.aff           only the affix classes those stems use, UTF-8 ("SET UTF-8")
#   unmunch-expected.txt  hunspell's own expansion (unmunch) of the stems: the expander's oracle
# Run by hand when the choice of stems changes; the build only reads the results.
set -euo pipefail
cd "$(dirname "$0")"
src=/usr/share/hunspell
stems=(dom domek domowy domownik domator kot kotek kotka kotwica kotlet pies piesek psina
    stomatolog galareta lament stromy pisać pisarz czytać czytelnik ręka rączka noga nóżka
    las laska lis lisek list biegać bieg biegacz mucha muszka koń konik stół stolik żółw
    źdźbło gęś robić robota kochać kochanie zamek gra grać bal mama mamut rak rakieta pas
    pasta pasek kran dobry zły być mieć iść wlec ciąć napisać
    domu domem kotu kotem pisząc napisawszy czytając dobrze)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
iconv -f ISO-8859-2 -t UTF-8 "$src/pl_PL.dic" > "$tmp/all.dic"
: > "$tmp/lines"
for s in "${stems[@]}"; do
    grep -E "^$s(/|\$)" "$tmp/all.dic" >> "$tmp/lines"
done
{ wc -l < "$tmp/lines"; cat "$tmp/lines"; } > test.dic
flags=$(cut -s -d/ -f2 "$tmp/lines" | fold -w1 | sort -u | tr -d '\n')
iconv -f ISO-8859-2 -t UTF-8 "$src/pl_PL.aff" |
    awk -v flags="$flags" 'BEGIN { print "SET UTF-8" }
        ($1 == "PFX" || $1 == "SFX") && index(flags, $2) > 0 { print; next }
        ($1 == "PFX" || $1 == "SFX") { next }' > test.aff
iconv -f UTF-8 -t ISO-8859-2 test.dic > "$tmp/test-l2.dic"
unmunch "$tmp/test-l2.dic" "$src/pl_PL.aff" 2>/dev/null | iconv -f ISO-8859-2 -t UTF-8 |
    LC_ALL=C sort -u > unmunch-expected.txt
