#include "dictionary/word_overlay.h"

#include <algorithm>

#include "dictionary/format.h"

namespace ps::dict {

namespace {

void sortDistinct(std::vector<Word>& words) {
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
}

bool holds(const std::vector<Word>& sorted, std::span<const Letter> word) {
    return std::binary_search(sorted.begin(), sorted.end(), word, [](const auto& a, const auto& b) {
        return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
    });
}

// Markers between the words in the checksummed bytes: no letter (0–31) takes these values.
constexpr std::uint8_t kEndOfWord = 0xff;
constexpr std::uint8_t kEndOfAdded = 0xfe;

}  // namespace

WordOverlay::WordOverlay(std::vector<Word> added, std::vector<Word> removed)
    : added_(std::move(added)), removed_(std::move(removed)) {
    sortDistinct(added_);
    sortDistinct(removed_);
    std::erase_if(added_, [&](const Word& word) { return holds(removed_, word); });
    if (empty())
        return;  // the identity of no overlay: all zeros
    // The letters of the sorted added words, each ended by 0xff, then 0xfe, then the removed
    // words the same way, summed with the dictionary file's checksum (docs/formats.md).
    std::vector<std::uint8_t> bytes;
    for (const auto* list : {&added_, &removed_}) {
        for (const Word& word : *list) {
            bytes.insert(bytes.end(), word.begin(), word.end());
            bytes.push_back(kEndOfWord);
        }
        if (list == &added_)
            bytes.push_back(kEndOfAdded);
    }
    identity_ = {format::checksum(bytes), added_.size(), removed_.size()};
}

OverlayVerdict WordOverlay::verdict(std::span<const Letter> word) const {
    if (holds(removed_, word))
        return OverlayVerdict::Removed;
    if (holds(added_, word))
        return OverlayVerdict::Added;
    return OverlayVerdict::None;
}

bool WordOverlay::isAdded(std::span<const Letter> word) const {
    return holds(added_, word);
}

bool WordOverlay::isRemoved(std::span<const Letter> word) const {
    return holds(removed_, word);
}

bool WordOverlay::accepts(const Lexicon& dictionary, std::span<const Letter> word) const {
    switch (verdict(word)) {
        case OverlayVerdict::Removed:
            return false;
        case OverlayVerdict::Added:
            return true;
        case OverlayVerdict::None:
            break;
    }
    return dictionary.contains(word);
}

void WordOverlay::forEachAddedAnagram(const AnagramQuery& query,
                                      FunctionRef<void(std::span<const Letter>)> visit) const {
    for (const Word& word : added_) {
        if (word.size() < query.minLength || word.size() > query.maxLength)
            continue;
        const LetterCounts counts = countLetters(word);
        bool fits = true;
        for (std::size_t letter = 0; letter < counts.size() && fits; ++letter)
            fits = counts[letter] <= query.available[letter] &&
                   counts[letter] >= query.required[letter];
        if (fits)
            visit(word);
    }
}

}  // namespace ps::dict
