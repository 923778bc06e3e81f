#pragma once
// What the rules engine needs to know about words, and nothing more. The compiled dictionary
// (dictionary.h) implements it; engine tests may use a small in-memory implementation.

#include <span>

#include "text/alphabet.h"

namespace ps::dict {

enum class Relation {
    None,        // unrelated words: both may be played in one game
    SameFamily,  // forms of one inflection family (same headword): the engine refuses
    Suspected,   // a likely derivation with a shared root: the table decides, bots avoid
};

class Lexicon {
  public:
    virtual ~Lexicon() = default;

    // True when the word (lowercase letters) is a valid Polish word.
    [[nodiscard]] virtual bool contains(std::span<const Letter> word) const = 0;

    // How a candidate word relates to an already played word.
    [[nodiscard]] virtual Relation relation(std::span<const Letter> candidate,
                                            std::span<const Letter> played) const = 0;
};

}  // namespace ps::dict
