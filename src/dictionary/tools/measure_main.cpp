// potega-dict-measure: the dictionary's figures on test sets (docs/dictionary.md, "Figures"):
// derivation pairs flagged, unrelated pairs flagged, abbreviations refused, short genuine
// words accepted. Lists are UTF-8, one item per line ("a b" for pairs), "#" comments; every
// option that takes a list may be given several times (the tuning and the held-out half),
// and their total is printed too.
//   potega-dict-measure --dict polish.dict
//       --related tests/dictionary/data/derivation-pairs-tuning.txt
//       --related tests/dictionary/data/derivation-pairs-heldout.txt
//       --unrelated tests/dictionary/data/unrelated-pairs-tuning.txt
//       --unrelated tests/dictionary/data/unrelated-pairs-heldout.txt
//       --abbreviations tests/dictionary/data/abbreviations-tuning.txt
//       --abbreviations tests/dictionary/data/abbreviations-heldout.txt
//       --genuine tests/dictionary/data/genuine-short-words-tuning.txt
//       --genuine tests/dictionary/data/genuine-short-words-heldout.txt [--verbose]
//       [--counts-only]   (totals only, no missed words: for looking at a held-out half)
// Two helpers of the abbreviation review (scripts/abbreviation-candidates.sh):
//   potega-dict-measure --dict raw.dict --single-form-words 6   (words in no inflected family)
//   potega-dict-measure --dict raw.dict --describe LIST  (word / abbreviation / absent, family)
#include <algorithm>
#include <cstdio>
#include <exception>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "dictionary/suspicion.h"
#include "dictionary/word_check.h"
#include "text/normalize.h"

namespace {

std::vector<std::vector<std::string>> readItems(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        throw std::runtime_error(path + ": cannot read the file");
    }
    std::vector<std::vector<std::string>> items;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line.front() == '#') {
            continue;
        }
        std::istringstream fields(line);
        std::vector<std::string> item;
        for (std::string field; fields >> field;) {
            item.push_back(field);
        }
        if (!item.empty()) {
            items.push_back(std::move(item));
        }
    }
    return items;
}

double percent(std::size_t part, std::size_t whole) {
    return whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole);
}

ps::Word letters(const std::string& text) {
    const auto parsed = ps::text::parseWord(text);
    if (!parsed.ok()) {
        throw std::runtime_error("\"" + text + "\": " + parsed.error);
    }
    return *parsed.word;
}

struct PairCounts {
    std::size_t pairs = 0, flagged = 0;
};

// Pairs: how many are flagged (same family or suspected), and which are flagged / missed.
PairCounts measurePairs(const ps::dict::Dictionary& dictionary, const std::string& path,
                        bool related, bool verbose) {
    std::size_t pairs = 0, same = 0, suspected = 0, absent = 0, byHeuristic = 0;
    std::string listed;
    for (const auto& item : readItems(path)) {
        if (item.size() != 2) {
            throw std::runtime_error(path + ": a pair is two words on a line");
        }
        const auto a = letters(item[0]);
        const auto b = letters(item[1]);
        ++pairs;
        if (!dictionary.contains(a) || !dictionary.contains(b)) {
            ++absent;
        }
        // The heuristic alone, the two words taken as headwords (what the unit test asserts).
        byHeuristic += ps::dict::suspectedDerivation(a, b);
        const auto relation = dictionary.relation(b, a);
        same += relation == ps::dict::Relation::SameFamily;
        suspected += relation == ps::dict::Relation::Suspected;
        const bool flagged = relation != ps::dict::Relation::None;
        if (flagged != related) {
            listed += " " + item[0] + "/" + item[1];
        } else if (verbose && relation == ps::dict::Relation::Suspected) {
            const auto headsA = dictionary.relationKeys(a).headwords;
            const auto headsB = dictionary.relationKeys(b).headwords;
            std::string why = "same headword";
            for (const auto& x : headsB)
                for (const auto& y : headsA)
                    if (auto reason = ps::dict::suspicionReason(x, y))
                        why = *reason;
            std::printf("  %s/%s: suspected (%s)\n", item[0].c_str(), item[1].c_str(), why.c_str());
        }
    }
    const std::size_t flagged = same + suspected;
    std::printf(
        "%s pairs (%s): %zu / %zu flagged (%.1f %%): %zu same family, %zu suspected%s\n",
        related ? "derivation" : "unrelated", path.c_str(), flagged, pairs, percent(flagged, pairs),
        same, suspected,
        absent > 0 ? (" (" + std::to_string(absent) + " with a word not in the dictionary)").c_str()
                   : "");
    std::printf("  the heuristic alone, word against word: %zu / %zu (%.1f %%)\n", byHeuristic,
                pairs, percent(byHeuristic, pairs));
    if (!listed.empty()) {
        std::printf("  %s:%s\n", related ? "missed" : "flagged", listed.c_str());
    }
    return {pairs, flagged};
}

// Every file of one kind, then their total when there are several (the tuning and the
// held-out half).
void measurePairFiles(const ps::dict::Dictionary& dictionary, const std::vector<std::string>& paths,
                      bool related, bool verbose) {
    PairCounts total;
    for (const auto& path : paths) {
        const auto counts = measurePairs(dictionary, path, related, verbose);
        total.pairs += counts.pairs;
        total.flagged += counts.flagged;
    }
    if (paths.size() > 1) {
        std::printf("%s pairs, total: %zu / %zu flagged (%.1f %%)\n",
                    related ? "derivation" : "unrelated", total.flagged, total.pairs,
                    percent(total.flagged, total.pairs));
    }
}

struct WordCounts {
    std::size_t words = 0, expected = 0;
    std::size_t special = 0, specialExpected = 0;  // with a Polish letter / of at most 5 letters
    std::size_t asAbbreviation = 0;                // abbreviations refused for being one
    std::size_t inSources = 0, inSourcesExpected = 0;  // abbreviations the sources hold
    void add(const WordCounts& other) {
        words += other.words;
        expected += other.expected;
        special += other.special;
        specialExpected += other.specialExpected;
        asAbbreviation += other.asAbbreviation;
        inSources += other.inSources;
        inSourcesExpected += other.inSourcesExpected;
    }
};

// True when the word has one of the letters that Latin-1 lacks: ą ć ę ł ń ó ś ź ż.
bool hasPolishLetter(const ps::Word& word) {
    return std::any_of(word.begin(), word.end(),
                       [](ps::Letter letter) { return ps::toUtf8(letter).size() > 1; });
}

void printWordCounts(const char* what, const WordCounts& counts, bool abbreviations) {
    std::printf(
        "%s: %zu / %zu %s (%.1f %%); %s: %zu / %zu (%.1f %%)\n", what, counts.expected,
        counts.words, abbreviations ? "refused" : "valid", percent(counts.expected, counts.words),
        abbreviations ? "with a Polish letter" : "of at most 5 letters", counts.specialExpected,
        counts.special, percent(counts.specialExpected, counts.special));
    if (abbreviations) {
        std::printf(
            "  %zu refused as abbreviations; of the %zu that the sources hold (a word or a "
            "dropped abbreviation): %zu refused (%.1f %%)\n",
            counts.asAbbreviation, counts.inSources, counts.inSourcesExpected,
            percent(counts.inSourcesExpected, counts.inSources));
    }
}

// Abbreviations: how many the checker refuses (as abbreviations, or as no word at all when
// neither source holds them); genuine words: how many are valid. The misses are listed with
// the checker's verdict, unless `countsOnly` (a held-out set is looked at only through its
// totals).
WordCounts measureWords(const ps::dict::Dictionary& dictionary, const std::string& path,
                        bool abbreviations, bool countsOnly) {
    const ps::dict::UsedWordIndex none(dictionary, {});
    WordCounts counts;
    std::string listed;
    for (const auto& item : readItems(path)) {
        for (const auto& text : item) {
            const auto word = letters(text);
            const auto report = ps::dict::checkWord(dictionary, none, text);
            const bool ok = abbreviations ? !report.valid : report.valid;
            const bool special = abbreviations ? hasPolishLetter(word) : word.size() <= 5;
            ++counts.words;
            counts.expected += ok;
            counts.special += special;
            counts.specialExpected += special && ok;
            if (abbreviations) {
                const bool dropped = report.refusal == ps::dict::RefusalReason::Abbreviation;
                const bool inSources = dropped || dictionary.contains(word);
                counts.asAbbreviation += dropped;
                counts.inSources += inSources;
                counts.inSourcesExpected += inSources && ok;
            }
            if (!ok) {
                listed +=
                    " " + text +
                    (report.refusal ? std::string("(") +
                                          std::string(ps::dict::refusalName(*report.refusal)) + ")"
                                    : std::string("(valid)"));
            }
        }
    }
    const std::string what =
        std::string(abbreviations ? "abbreviations" : "genuine short words") + " (" + path + ")";
    printWordCounts(what.c_str(), counts, abbreviations);
    if (!listed.empty() && !countsOnly) {
        std::printf("  not so:%s\n", listed.c_str());
    }
    return counts;
}

void measureWordFiles(const ps::dict::Dictionary& dictionary, const std::vector<std::string>& paths,
                      bool abbreviations, bool countsOnly) {
    WordCounts total;
    for (const auto& path : paths) {
        total.add(measureWords(dictionary, path, abbreviations, countsOnly));
    }
    if (paths.size() > 1) {
        printWordCounts(abbreviations ? "abbreviations, total" : "genuine short words, total",
                        total, abbreviations);
    }
}

// Every word of at most `maxLetters` letters in no inflected family (Dictionary::inflected),
// one per line: the candidates for the abbreviation review (scripts/abbreviation-candidates.sh).
void printSingleFormWords(const ps::dict::Dictionary& dictionary, std::size_t maxLetters) {
    dictionary.forEachWord([&](std::span<const ps::Letter> word) {
        if (word.size() <= maxLetters && !dictionary.inflected(word)) {
            std::printf("%s\n", ps::toUtf8(word).c_str());
        }
    });
}

// For each word of a list, one line: the word, what the dictionary says of it (word /
// abbreviation / proper noun / absent), "inflected" or "single form", and its headwords.
void describeWords(const ps::dict::Dictionary& dictionary, const std::string& path) {
    for (const auto& item : readItems(path)) {
        for (const auto& text : item) {
            const auto word = letters(text);
            const char* status = dictionary.contains(word)                ? "word"
                                 : dictionary.isDroppedAbbreviation(word) ? "abbreviation"
                                 : dictionary.isProperNoun(word)          ? "proper-noun"
                                                                          : "absent";
            std::string heads;
            for (const auto& head : dictionary.headwords(word)) {
                heads += (heads.empty() ? "" : ",") + ps::toUtf8(head);
            }
            std::printf("%s\t%s\t%s\t%s\n", text.c_str(), status,
                        dictionary.inflected(word) ? "inflected" : "single-form", heads.c_str());
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    std::string dictPath;
    std::vector<std::string> related, unrelated, abbreviations, genuine;
    bool verbose = false;
    bool countsOnly = false;
    std::size_t singleFormLetters = 0;
    std::string describe;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        const auto value = [&](std::string& into) {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "potega-dict-measure: %s needs a value\n", argv[i]);
                std::exit(2);
            }
            into = argv[++i];
        };
        if (arg == "--dict") {
            value(dictPath);
        } else if (arg == "--related") {
            value(related.emplace_back());
        } else if (arg == "--unrelated") {
            value(unrelated.emplace_back());
        } else if (arg == "--abbreviations") {
            value(abbreviations.emplace_back());
        } else if (arg == "--genuine") {
            value(genuine.emplace_back());
        } else if (arg == "--single-form-words") {
            std::string text;
            value(text);
            singleFormLetters = std::stoul(text);
        } else if (arg == "--cores" && i + 1 < argc) {
            // The derivation cores of a headword, for studying the heuristic.
            // A three-letter core ends with a kind token (no letter): shown as +B, +V, +C, +D, +A.
            for (const auto& core : ps::dict::derivationCores(letters(argv[++i]))) {
                for (const auto letter : core) {
                    if (letter < ps::kAlphabetSize)
                        std::printf("%s", ps::toUtf8(letter).c_str());
                    else
                        std::printf("+%c", "BVCDA"[letter - ps::kAlphabetSize]);
                }
                std::printf(" ");
            }
            std::printf("\n");
            return 0;
        } else if (arg == "--verbose") {
            verbose = true;
        } else if (arg == "--describe") {
            value(describe);
        } else if (arg == "--counts-only") {
            countsOnly = true;
        } else {
            std::fprintf(stderr,
                         "usage: potega-dict-measure --dict FILE [--related PAIRS]... [--unrelated "
                         "PAIRS]... [--abbreviations LIST]... [--genuine LIST]... [--verbose] "
                         "[--counts-only] [--single-form-words MAX-LETTERS] [--describe LIST]\n");
            return 2;
        }
    }
    if (dictPath.empty()) {
        std::fprintf(stderr, "potega-dict-measure: --dict FILE is required\n");
        return 2;
    }
    try {
        const auto dictionary = ps::dict::Dictionary::load(dictPath);
        if (singleFormLetters > 0) {
            printSingleFormWords(dictionary, singleFormLetters);
            return 0;
        }
        if (!describe.empty()) {
            describeWords(dictionary, describe);
            return 0;
        }
        std::printf("dictionary: %s (%llu words, format %u)\n", dictPath.c_str(),
                    static_cast<unsigned long long>(dictionary.wordCount()),
                    dictionary.formatVersion());
        measurePairFiles(dictionary, related, true, verbose);
        measurePairFiles(dictionary, unrelated, false, verbose);
        measureWordFiles(dictionary, abbreviations, true, countsOnly);
        measureWordFiles(dictionary, genuine, false, countsOnly);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "potega-dict-measure: %s\n", e.what());
        return 2;
    }
    return 0;
}
