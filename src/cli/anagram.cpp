// potega-slowa-cli anagram LETTERS [--must LETTERS] [--min N] [--max N] [--dict FILE]
#include <algorithm>
#include <ostream>

#include "cli/commands.h"
#include "cli/options.h"
#include "text/normalize.h"

namespace ps::cli {

int runAnagram(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    std::optional<std::string> dictPath;
    std::optional<std::string> letters;
    std::optional<std::string> must;
    std::size_t minLength = 2;
    std::size_t maxLength = text::kMaxWordLength;
    auto parser = makeParser("anagram");
    parser->add_option("letters", letters, "the letters to use")->type_name("LETTERS");
    parser->add_option("--must", must, "letters every word must use")->type_name("LETTERS");
    parser->add_option("--min", minLength, "shortest word")
        ->type_name("N")
        ->check(integerIn(1, static_cast<long long>(text::kMaxWordLength)));
    parser->add_option("--max", maxLength, "longest word")
        ->type_name("N")
        ->check(integerIn(1, static_cast<long long>(text::kMaxWordLength)));
    parser->add_option("--dict", dictPath, "the compiled dictionary file")->type_name("FILE");
    if (const auto stop = parseOptions(*parser, args, out, err))
        return *stop;
    if (minLength > maxLength) {
        return usageError("anagram",
                          "--min " + std::to_string(minLength) + " is more than --max " +
                              std::to_string(maxLength) + ": no word can have that length",
                          err);
    }
    if (!letters) {
        return usageError("anagram", "no letters given", err);
    }
    const auto available = text::parseWord(*letters);
    if (!available.ok()) {
        err << "anagram: LETTERS: " << available.error << "\n";
        return kExitUsage;
    }
    dict::AnagramQuery query;
    query.available = dict::countLetters(*available.word);
    query.minLength = minLength;
    query.maxLength = maxLength;
    if (must) {
        const auto required = text::parseWord(*must);
        if (!required.ok()) {
            err << "anagram: --must: " << required.error << "\n";
            return kExitUsage;
        }
        query.required = dict::countLetters(*required.word);
        for (std::size_t l = 0; l < query.required.size(); ++l) {
            if (query.required[l] > query.available[l]) {
                err << "anagram: --must letter '" << toUtf8(static_cast<Letter>(l))
                    << "' is not among the letters (or not often enough)\n";
                return kExitUsage;
            }
        }
    }
    const auto dictionary = openDictionary(dictPath, err);
    if (!dictionary) {
        return kExitUsage;
    }
    std::vector<Word> found;
    dictionary->forEachAnagram(
        query, [&](std::span<const Letter> w) { found.emplace_back(w.begin(), w.end()); });
    // Longest first (the useful ones in the game), alphabetical within a length.
    std::stable_sort(found.begin(), found.end(),
                     [](const Word& a, const Word& b) { return a.size() > b.size(); });
    for (const Word& w : found) {
        out << toUtf8(w) << "\n";
    }
    return found.empty() ? kExitNegative : kExitOk;
}

}  // namespace ps::cli
