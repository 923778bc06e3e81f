#pragma once
// The search half of move generation: which cards the mover may use for each letter, the
// anagram searches over them (the plain one and the black-card variant's), the words they find
// with a quick value, and the exact card choice for one word. MoveGenerator::generate chains
// these steps (movegen.cpp). Internal to ps_bots.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "bots/movegen.h"
#include "dictionary/dictionary.h"
#include "dictionary/word_overlay.h"

namespace ps::bots::detail {

// One card the mover may use for a letter, with what it is worth in a word.
struct CardSource {
    engine::CardId card = 0;
    double value = 0;
    bool onTable = false;
};

// The cards of one letter: the required ones (always used) and the others, best first, with
// prefix sums so that a word's best choice costs O(distinct letters).
struct LetterCards {
    std::vector<CardSource> forced;
    std::vector<CardSource> optional;
    double forcedValue = 0;
    int forcedOnTable = 0;
    std::vector<double> prefixValue{0.0};
    std::vector<int> prefixOnTable{0};
};

using LetterTable = std::array<LetterCards, kAlphabetSize>;

// What every step of one generation needs.
struct GenerationContext {
    const engine::GameState& state;
    const GenerateOptions& options;
    engine::PlayerId mover;
    engine::PlayerId perspective;  // whose interests the values follow
    std::vector<engine::CardId> required;

    [[nodiscard]] bool isRequired(engine::CardId card) const {
        return std::find(required.begin(), required.end(), card) != required.end();
    }
};

// The searches of one generation: table 0 holds the plain letters; in the variant, further
// tables use one card twice (ŹRENICE PRZENIKLIWOŚCI) or borrow one card (ŚWIST ENERGII).
struct Searches {
    std::vector<LetterTable> tables;
    std::vector<dict::AnagramQuery> queries;
    std::optional<std::size_t> borrowTable;  // index of the ŚWIST search, if any
    std::array<std::optional<CardSource>, kAlphabetSize> borrowable{};  // per letter, the loan

    // Appends a search over `table`: its cards sorted, its prefix sums and its anagram query.
    void add(const GenerationContext& c, LetterTable table);
};

// A word the searches found, with its quick value; its letters are in Candidates::letters.
struct FoundWord {
    std::uint32_t offset;
    std::uint8_t length;
    std::uint8_t table;
    double value;
};

struct Candidates {
    std::vector<Letter> letters;
    std::vector<FoundWord> found;
    std::size_t anagrams = 0;
    // The stop was raised and GenerateOptions::partialOnStop kept the words found before it.
    bool cut = false;

    [[nodiscard]] std::span<const Letter> word(const FoundWord& f) const {
        return {letters.data() + f.offset, f.length};
    }
};

// Step 1: per letter the cards the mover may use (table letter cards not frozen, the card(s)
// to place, their captured cards), the required ones apart.
LetterTable collectLetterCards(const GenerationContext& c);

// Steps 2 and 3: the plain search, then the variant's.
Searches planSearches(const GenerationContext& c, const LetterTable& letters);

// Thrown by searchWords when GenerateOptions::stop is raised (unless `partialOnStop`: then the
// words found so far come back, marked `cut`).
struct GenerationStopped {};

// Step 4: every word of every search with its quick value: per letter the forced cards and
// the best optional ones (the prefix sums), a loan in the ŚWIST search. With the player's
// overlay, its removed words are left out and, with `addedWords`, its added words searched too.
Candidates searchWords(const dict::Dictionary& dictionary, const dict::WordOverlay* overlay,
                       bool addedWords, const GenerationContext& c, const Searches& searches,
                       int pool);

// Step 6: the explicit choice for one word: per letter the forced cards, then the best ones;
// when markers run short, the least valuable optional table cards give way to unused captured
// ones. Nothing when the markers still do not suffice.
std::optional<WordMove> chooseCards(const Searches& searches, const FoundWord& found,
                                    std::span<const Letter> word, int pool);

}  // namespace ps::bots::detail
