#!/bin/sh
# Regenerates dictionaries/abbreviations-morfologik-pl.txt: the abbreviations of the Morfologik
# Polish dictionary (PoliMorf-based, inside morfologik-polish.jar of the Debian package
# libmorfologik-stemming-java, BSD licence): every lowercase entry tagged "brev" (an
# abbreviation, with or without its dot) that is one word of the 32 Polish letters.
#
#   scripts/abbreviations-from-morfologik.sh [OUTPUT]
#
# Needs apt-get (download only, nothing is installed), dpkg-deb, unzip, and a JDK (javac and
# java, e.g. Debian's default-jdk-headless) for a ten-line dumper built against the package's
# own morfologik-stemming library. Genuine words that share an abbreviation's spelling (kadm,
# red, gin) are NOT removed here; the compiler keeps them through
# dictionaries/genuine-short-words-pl.txt (see docs/dictionary.md).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
output=${1:-$here/dictionaries/abbreviations-morfologik-pl.txt}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download libmorfologik-stemming-java >/dev/null
deb=$(ls libmorfologik-stemming-java_*.deb)
version=$(dpkg-deb -f "$deb" Version)
dpkg-deb -x "$deb" root
jars=root/usr/share/java
unzip -q -o "$jars/morfologik-polish.jar" 'morfologik/dictionaries/*' -d polish
cat >MorfologikDump.java <<'EOF'
import java.io.*;
import java.nio.charset.StandardCharsets;
import morfologik.stemming.*;

// Prints every entry of a Morfologik dictionary: form TAB lemma TAB tags.
public final class MorfologikDump {
    public static void main(String[] args) throws Exception {
        Dictionary dictionary = Dictionary.read(new File(args[0]));
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out), false, StandardCharsets.UTF_8);
        for (WordData entry : new DictionaryLookup(dictionary)) {
            out.println(entry.getWord() + "\t" + entry.getStem() + "\t" + entry.getTag());
        }
        out.flush();
    }
}
EOF
classpath="$jars/morfologik-fsa.jar:$jars/morfologik-stemming.jar"
javac -cp "$classpath" -d . MorfologikDump.java
java -cp "$classpath:." MorfologikDump polish/morfologik/dictionaries/pl.dict >entries.tsv
{
    echo "# Polish abbreviations, derived from the Morfologik Polish dictionary (version 2.0"
    echo "# PoliMorf, morfologik-polish.jar) in Debian's libmorfologik-stemming-java $version."
    echo "# Licence: BSD 2-clause, (c) 2013 Marcin Miłkowski (Morfologik); the licence text is in"
    echo "# docs/dictionary.md. Changes: only the lowercase entries tagged \"brev\" that are one word"
    echo "# of the 32 Polish letters kept, sorted. Regenerate: scripts/abbreviations-from-morfologik.sh"
    awk -F '\t' '$3 ~ /^brev/ { print $1 }' entries.tsv |
        grep -E '^[aąbcćdeęfghijklłmnńoóprsśtuwyzźż]{2,}$' |
        LC_ALL=C.UTF-8 sort -u
} >"$output.tmp"
mv "$output.tmp" "$output"
echo "$(grep -vc '^#' "$output") abbreviations written to $output (libmorfologik-stemming-java $version)"
