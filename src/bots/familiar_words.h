#pragma once
// Words a person recognises: a common word (the frequency list) or any inflected form of one,
// i.e. a word whose inflection family holds a common word. Medium plays only these, hard
// prefers them among moves of near-equal value, and the tournament measures each level's
// vocabulary with them.
//
// Built once per dictionary and common-words list (CommonWords::familiarIn shares one between
// every bot): a bitset over the dictionary's family ids (about 32 KB for the 259 000 families
// of the full dictionary), plus the common words that belong to no family. Immutable after
// construction, so it may be read from several threads.

#include <cstddef>
#include <cstdint>
#include <span>
#include <unordered_set>
#include <vector>

#include "text/alphabet.h"

namespace ps::dict {
class Dictionary;
}

namespace ps::bots {

class CommonWords;

class FamiliarWords {
  public:
    FamiliarWords(const CommonWords& common, const dict::Dictionary& dictionary);

    // In the common list, or in an inflection family that holds a common word. Costs one
    // Dictionary::families call (about 20 µs with the full dictionary): callers that ask about
    // the same words again cache the answers (MoveGenerator does).
    [[nodiscard]] bool familiar(std::span<const Letter> word) const;
    // Families that hold a common word.
    [[nodiscard]] std::size_t familyCount() const { return familyCount_; }
    // The memory it holds, in bytes (approximate: the bitset and the loose words).
    [[nodiscard]] std::size_t memoryBytes() const;
    [[nodiscard]] const dict::Dictionary& dictionary() const { return *dictionary_; }

  private:
    const dict::Dictionary* dictionary_;
    std::vector<std::uint64_t> familyBits_;  // bit f: family f holds a common word
    std::size_t familyCount_ = 0;
    // Common words of no family (only in the word list): familiar by themselves.
    std::unordered_set<Word, WordHash> looseWords_;
};

}  // namespace ps::bots
