// potega-slowa-cli anagram LETTERS [--must LETTERS] [--min N] [--max N] [--dict FILE]
#include <algorithm>
#include <charconv>
#include <ostream>

#include "cli/commands.h"
#include "cli/options.h"
#include "text/normalize.h"

namespace ps::cli {

namespace {

constexpr std::string_view kUsage =
    "usage: potega-slowa-cli anagram LETTERS [--must LETTERS] [--min N] [--max N] [--dict FILE]\n";

std::optional<std::size_t> parseCount(const std::string& text) {
    std::size_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

}  // namespace

int runAnagram(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    std::optional<std::string> dictPath;
    std::optional<std::string> letters;
    std::optional<std::string> must;
    std::size_t minLength = 2;
    std::size_t maxLength = text::kMaxWordLength;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        bool missing = false;
        if (!arg.empty() && arg[0] != '-') {
            if (letters) {
                err << "anagram: more than one LETTERS argument: " << arg << "\n" << kUsage;
                return kExitUsage;
            }
            letters = arg;
        } else if (auto value = optionValue(args, i, "--dict", missing)) {
            dictPath = value;
        } else if (auto mustValue = optionValue(args, i, "--must", missing)) {
            must = mustValue;
        } else if (auto minValue = optionValue(args, i, "--min", missing)) {
            const auto n = parseCount(*minValue);
            if (!n) {
                err << "anagram: --min needs a number, not \"" << *minValue << "\"\n";
                return kExitUsage;
            }
            minLength = *n;
        } else if (auto maxValue = optionValue(args, i, "--max", missing)) {
            const auto n = parseCount(*maxValue);
            if (!n) {
                err << "anagram: --max needs a number, not \"" << *maxValue << "\"\n";
                return kExitUsage;
            }
            maxLength = *n;
        } else {
            err << "anagram: " << (missing ? "missing value for " : "unknown option ") << arg
                << "\n"
                << kUsage;
            return kExitUsage;
        }
    }
    if (!letters) {
        err << "anagram: no letters given\n" << kUsage;
        return kExitUsage;
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
