#pragma once
// Move generation: every word the current player can make now, each with its best card for
// every letter, found by the dictionary's anagram search over the letters the player may use
// (table letter cards not frozen, their captured cards; the card(s) to place required).
//
// The card choice is exact for the per-card values below: letters are independent, so taking
// the most valuable cards of each letter (the placed ones always) is optimal; when the marker
// pool runs short, the least valuable table cards give way to the player's captured cards.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

#include "bots/bot.h"
#include "engine/game.h"

namespace ps::dict {
class Dictionary;
class WordOverlay;
}  // namespace ps::dict

namespace ps::bots {

class CommonWords;
class FamiliarWords;

// What a word does with one card, from the point of view of `perspective` (the mover, or a
// helper judging a word for the mover).
struct CardValues {
    double capture = 1.0;      // the perspective's own marker is there: the card is captured
    double rivalMarker = 0.6;  // another player's marker goes back, ours stays
    double freeMarker = 0.3;   // our marker on an unmarked card
    double zoneLink = 0.2;     // per own tape beside a card that gets our marker or tape
    double blackAction = 0.5;  // variant: each post-word black action the word grants
};

struct GenerateOptions {
    CardValues values;
    std::size_t limit = 24;  // checked moves to return (best first)
    std::size_t maxLength = 64;
    // Whose interests the values follow; nothing = the current player.
    std::optional<engine::PlayerId> perspective;
    // Only words of this list (the Easy bot's vocabulary).
    const CommonWords* vocabulary = nullptr;
    // Only words a person recognises: in an inflection family of a common word (the Medium
    // bot's vocabulary). Checked on the words looked at, best first, and remembered.
    const FamiliarWords* familiar = nullptr;
    // A helper's word for the active player: no ŚWIST / ŹRENICE tricks (rules D16).
    bool helpWord = false;
    // Variant: words that borrow one rival's captured card through a usable ŚWIST ENERGII card.
    bool borrow = true;
    // Random order instead of best first (the random-legal player): moves come in a shuffled
    // order drawn from this seed.
    std::optional<std::uint64_t> randomOrderSeed;
    // Raised while generating (a cancelled or timed-out decision): the search ends within a
    // few thousand words and nothing is returned. Not owned.
    const std::atomic<bool>* stop = nullptr;
    // With `stop`: when it is raised, return the best of the words found so far instead of
    // nothing (an answer that must come back within a deadline: the expert's fallback).
    bool partialOnStop = false;
};

struct WordMove {
    Word word;
    std::vector<engine::CardId> cards;  // one per letter; sheet cards by id, as if placed
    double value = 0;                   // quick value (sum of the card values)
};

struct GenerationStats {
    std::size_t anagrams = 0;  // words the letters can make
    std::size_t rejected = 0;  // played, related to a played word, or over the marker budget
};

// One per thread: it caches which candidate words are related to the used words (the check is
// the expensive part of validating a word), so it is not safe to share between threads.
class MoveGenerator {
  public:
    // `overlay`: the player's additions and removals, which the game's lexicon applies too
    // (dict::OverlaidLexicon): its removed words are never generated, its added words only with
    // `addedWords`. Not owned.
    explicit MoveGenerator(const dict::Dictionary& dictionary,
                           const dict::WordOverlay* overlay = nullptr, bool addedWords = false)
        : dictionary_(&dictionary), overlay_(overlay), addedWords_(addedWords) {}

    // For the current player in Phase::Place (the sheet card(s) count as placed) or Phase::Word
    // (the placed cards must be used). Best first; each move is not a used word and neither
    // of the same family nor suspected of relation to one (bots never play those). Empty in
    // other phases.
    std::vector<WordMove> generate(const engine::Game& game, const GenerateOptions& options,
                                   GenerationStats* stats = nullptr) const;

    [[nodiscard]] const dict::Dictionary& dictionary() const { return *dictionary_; }

    // relatedToUsedWord, remembered: a word is checked against each used word once, also across
    // calls (look-ahead games that share a prefix of used words reuse the answers).
    bool related(const engine::Game& game, std::span<const Letter> word) const;
    // familiar.familiar(word), remembered per generator (the check costs a family analysis).
    bool familiar(const FamiliarWords& familiar, std::span<const Letter> word) const;

  private:
    struct Checked {
        std::size_t usedCount = 0;     // used words checked so far
        std::uint64_t usedPrefix = 0;  // hash of those used words
        bool related = false;
    };
    // What Dictionary::relation looks at, computed once per word.
    struct RelationProfile {
        Word word;
        std::vector<std::uint32_t> families;
        std::vector<Word> headwords;
        std::vector<std::vector<Word>> cores;  // per headword
    };
    RelationProfile profile(std::span<const Letter> word) const;
    static bool relatedProfiles(const RelationProfile& a, const RelationProfile& b);

    const dict::Dictionary* dictionary_;
    const dict::WordOverlay* overlay_;
    bool addedWords_;
    mutable std::unordered_map<Word, RelationProfile, WordHash> usedProfiles_;
    mutable std::unordered_map<Word, Checked, WordHash> relatedCache_;
    mutable std::vector<std::uint64_t> prefixHashes_;
    mutable const FamiliarWords* familiarSource_ = nullptr;
    mutable std::unordered_map<Word, bool, WordHash> familiarCache_;
};

// True when `word` is a used word or related to one (same family or suspected).
bool relatedToUsedWord(const engine::Game& game, std::span<const Letter> word);

// The cards the current player must place or has placed this turn (they must be in the word).
std::vector<engine::CardId> requiredCards(const engine::GameState& state);

}  // namespace ps::bots
