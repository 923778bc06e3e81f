// "Did you mean...": the nearest words of the dictionary to a word it does not hold, found by
// walking the word automaton with one row of an edit-distance table per letter of the path
// (docs/dictionary.md, "Suggestions").
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "dictionary/dictionary.h"

namespace ps::dict {

namespace {

// Costs in quarter-edits: a missing Polish diacritic (z -> ż) or the ó/u confusion costs a
// quarter of an ordinary edit, so "zolw" (three diacritics) finds "żółw" before any word one
// real edit away ("zole").
constexpr std::uint8_t kCheapSubstitution = 1;
constexpr std::uint8_t kEdit = 4;
constexpr std::uint8_t kMaxCost = 2 * kEdit;  // two ordinary edits
constexpr std::size_t kMaxLength = 64;

// Pairs of letters that differ only by a diacritic (or are pronounced alike: ó/u, ż/ź, h/ch's
// h is not a single letter, so it is left out).
const std::array<std::array<bool, kAlphabetSize>, kAlphabetSize>& cheapPairs() {
    static const auto table = [] {
        std::array<std::array<bool, kAlphabetSize>, kAlphabetSize> t{};
        constexpr const char* kPairs[][2] = {{"a", "ą"}, {"c", "ć"}, {"e", "ę"}, {"l", "ł"},
                                             {"n", "ń"}, {"o", "ó"}, {"s", "ś"}, {"z", "ż"},
                                             {"z", "ź"}, {"ż", "ź"}, {"u", "ó"}};
        for (const auto& pair : kPairs) {
            const Letter x = word(pair[0]).front();
            const Letter y = word(pair[1]).front();
            t[x][y] = t[y][x] = true;
        }
        return t;
    }();
    return table;
}

class SuggestionSearch {
  public:
    SuggestionSearch(std::span<const std::uint32_t> edges, std::span<const Letter> target)
        : edges_(edges), target_(target), cheap_(cheapPairs()) {
        const std::size_t width = target.size() + 1;
        rows_.assign((kMaxLength + 2) * width, 0);
        for (std::size_t j = 0; j < width; ++j)
            rows_[j] = static_cast<std::uint8_t>(std::min<std::size_t>(j * kEdit, 255));
    }

    void run(std::uint32_t root) {
        if (root != 0)
            visit(root, 0);
    }

    std::vector<std::pair<std::uint8_t, Word>>& found() { return found_; }

  private:
    std::uint8_t* row(std::size_t depth) { return rows_.data() + depth * (target_.size() + 1); }

    void visit(std::uint32_t state, std::size_t depth) {
        const std::size_t n = target_.size();
        const std::uint8_t* previous = row(depth);
        std::uint8_t* current = row(depth + 1);
        for (std::uint32_t i = state;; ++i) {
            const std::uint32_t edge = edges_[i];
            const Letter letter = edgeLetter(edge);
            prefix_[depth] = letter;
            current[0] = static_cast<std::uint8_t>(previous[0] + kEdit);
            std::uint8_t best = current[0];
            for (std::size_t j = 1; j <= n; ++j) {
                const Letter wanted = target_[j - 1];
                const std::uint8_t substitution =
                    wanted == letter ? 0 : (cheap_[wanted][letter] ? kCheapSubstitution : kEdit);
                std::uint8_t cost = static_cast<std::uint8_t>(std::min(
                    {previous[j - 1] + substitution, previous[j] + kEdit, current[j - 1] + kEdit}));
                // Two neighbouring letters swapped ("kto" / "tko").
                if (depth >= 1 && j >= 2 && letter == target_[j - 2] &&
                    prefix_[depth - 1] == wanted) {
                    cost = std::min<std::uint8_t>(cost, row(depth - 1)[j - 2] + kEdit);
                }
                current[j] = cost;
                best = std::min(best, cost);
            }
            if (edgeFinal(edge) && current[n] <= kMaxCost && current[n] > 0)
                found_.emplace_back(current[n], Word(prefix_.begin(), prefix_.begin() + depth + 1));
            if (best <= kMaxCost && edgeTarget(edge) != 0 && depth + 1 < kMaxLength)
                visit(edgeTarget(edge), depth + 1);
            if (edgeLast(edge))
                break;
        }
    }

    std::span<const std::uint32_t> edges_;
    std::span<const Letter> target_;
    const std::array<std::array<bool, kAlphabetSize>, kAlphabetSize>& cheap_;
    std::vector<std::uint8_t> rows_;  // (depth + 1) rows of target.size() + 1 costs
    std::array<Letter, kMaxLength> prefix_{};
    std::vector<std::pair<std::uint8_t, Word>> found_;
};

}  // namespace

std::vector<Word> Dictionary::suggest(std::span<const Letter> word, std::size_t limit) const {
    if (word.empty() || word.size() > kMaxLength || limit == 0)
        return {};
    SuggestionSearch search(words_.edges(), word);
    search.run(words_.root());
    auto& found = search.found();
    // Cheapest first; then the length nearest the word's; then alphabetical.
    const auto lengthGap = [&](const Word& candidate) {
        return candidate.size() > word.size() ? candidate.size() - word.size()
                                              : word.size() - candidate.size();
    };
    std::sort(found.begin(), found.end(), [&](const auto& a, const auto& b) {
        if (a.first != b.first)
            return a.first < b.first;
        const auto gapA = lengthGap(a.second);
        const auto gapB = lengthGap(b.second);
        if (gapA != gapB)
            return gapA < gapB;
        return a.second < b.second;
    });
    std::vector<Word> out;
    for (auto& [cost, candidate] : found) {
        if (out.size() == limit)
            break;
        out.push_back(std::move(candidate));
    }
    return out;
}

}  // namespace ps::dict
