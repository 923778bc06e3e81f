#!/usr/bin/env bash
# The abbreviation review's candidates (docs/dictionary.md, "Abbreviations"): every word of the
# sources of at most 6 letters whose inflection family has a single form (no hunspell line with
# affix classes makes it, Dictionary::inflected) and that is not in
# dictionaries/common-words-pl.txt. Abbreviations that a word list holds without their dot
# (zał, łac, płn) are such words; so are many rare forms, interjections and loanwords.
#
#   scripts/abbreviation-candidates.sh [--write] [BUILD_DIR]
#
# Compiles the sources twice with the built potega-dict-compile (BUILD_DIR, default
# build/core): without any abbreviation policy (every word the sources hold) and with the
# build's lists (what the dictionary drops). Then checks dictionaries/review/
# abbreviation-candidates.tsv, the reviewed list (word, verdict, how it was reviewed):
#   - a candidate the list lacks is printed as "unreviewed" (the sources or the rule changed:
#     read it, decide, add it to a list and to the reviewed list);
#   - a reviewed verdict the lists no longer give ("abbreviation" but kept, or "word" but
#     dropped) is printed as "disagrees".
# Exits 1 when anything is printed. With --write, the candidates not yet in the reviewed list
# are appended to it with the verdict the lists give now and "unreviewed" as how, to be read.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
write=0
if [[ ${1:-} == --write ]]; then
    write=1
    shift
fi
build=${1:-$here/build/core}
compile=$build/src/dictionary/potega-dict-compile
measure=$build/src/dictionary/potega-dict-measure
for tool in "$compile" "$measure"; do
    [[ -x $tool ]] || { echo "$tool is missing: build potega-dict-compile and potega-dict-measure first" >&2; exit 2; }
done
lists=$here/dictionaries
reviewed=$lists/review/abbreviation-candidates.tsv
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sources=(--words /usr/share/dict/polish
    --hunspell /usr/share/hunspell/pl_PL.dic /usr/share/hunspell/pl_PL.aff)
"$compile" "${sources[@]}" --output "$work/raw.dict" 2>/dev/null
"$compile" "${sources[@]}" \
    --abbreviations "$lists/abbreviations-pl.txt" \
    --abbreviations "$lists/abbreviations-morfologik-pl.txt" \
    --abbreviations "$lists/abbreviations-extra-pl.txt" \
    --genuine "$lists/genuine-short-words-pl.txt" --drop-without-vowel \
    --output "$work/built.dict" --dropped-list "$work/dropped.txt" 2>/dev/null
"$measure" --dict "$work/raw.dict" --single-form-words 6 >"$work/single-form.txt"
grep -v '^#' "$lists/common-words-pl.txt" >"$work/common.txt"
grep -vxFf "$work/common.txt" "$work/single-form.txt" >"$work/candidates.txt" || true

# candidate -> verdict the lists give now
awk 'NR == FNR { dropped[$0] = 1; next }
     { print $0 "\t" ($0 in dropped ? "abbreviation" : "word") }' \
    "$work/dropped.txt" "$work/candidates.txt" >"$work/now.tsv"
status=0
awk -F '\t' -v out="$work/unreviewed.tsv" '
    NR == FNR { if ($0 !~ /^#/) verdict[$1] = $2; next }
    !($1 in verdict) { print "unreviewed\t" $1 "\t" $2; print $1 "\t" $2 "\tunreviewed" >> out; bad = 1; next }
    verdict[$1] != $2 { print "disagrees\t" $1 "\treviewed: " verdict[$1] ", the lists: " $2; bad = 1 }
    END { exit bad }' "$reviewed" "$work/now.tsv" || status=1
if ((write)) && [[ -s $work/unreviewed.tsv ]]; then
    cat "$work/unreviewed.tsv" >>"$reviewed"
fi
echo "$(wc -l <"$work/candidates.txt") candidates, $(grep -vc '^#' "$reviewed") reviewed" >&2
exit $status
