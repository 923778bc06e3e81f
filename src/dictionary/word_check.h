#pragma once
// The word-check report: one answer to "may this word be played, given the words already
// used?", shared by the command-line tool and the app's word checker (docs/dictionary.md).

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "dictionary/dictionary.h"
#include "dictionary/word_overlay.h"

namespace ps::dict {

// The words already used in a game, indexed by what Dictionary::relation compares (the word,
// its families, its headwords and their derivation cores), so that checking a word costs about
// the same whatever the number of used words, with exactly the verdicts of relation().
class UsedWordIndex {
  public:
    UsedWordIndex(const Dictionary& dictionary, std::vector<Word> used);

    [[nodiscard]] std::size_t size() const { return words_.size(); }
    [[nodiscard]] const Word& word(std::size_t index) const { return words_[index]; }

    // The indices of the used words related to `candidate`, each with relation(candidate, it)
    // (never None), strongest first, then in the order the words were used.
    [[nodiscard]] std::vector<std::pair<std::size_t, Relation>> related(
        std::span<const Letter> candidate) const;

    // Why `candidate` has `relation` with used word `index`, in a short English phrase:
    // "the same word", "same headword dom", "common root złot-", "common root ręk-/rącz-".
    [[nodiscard]] std::string reason(std::span<const Letter> candidate, std::size_t index,
                                     Relation relation) const;

  private:
    using Postings = std::vector<std::uint32_t>;
    const Dictionary* dictionary_;
    std::vector<Word> words_;
    std::unordered_map<Word, Postings, WordHash> byWord_;
    std::unordered_map<FamilyId, Postings> byFamily_;
    std::unordered_map<Word, Postings, WordHash> byHeadword_;
    std::unordered_map<Word, Postings, WordHash> byCore_;
    std::vector<std::vector<Word>> headwords_;      // per used word, for the reasons
    std::vector<std::vector<Word>> coreHeadwords_;  // per used word, for the reasons
};

// One used word the checked word is related to.
struct RelatedWord {
    std::string word;  // as used, lowercase UTF-8
    Relation relation = Relation::None;
    std::string reason;  // why, in English (UsedWordIndex::reason): "common root złot-"
    // The parts of the reason, for wording it in another language: the root the two share
    // ("złot-", "ręk-/rącz-") for a suspected pair, or the shared headword.
    std::string sharedRoot;
    std::string sharedHeadword;
};

// Why a word may not be played although it is written (or nearly) like one.
enum class RefusalReason {
    Malformed,      // not a word at all: empty, digits, signs, too long
    ForeignLetter,  // a letter outside the Polish alphabet (q, v, x, ä...)
    Abbreviation,   // the sources hold it, but it is an abbreviation (np, itp, mgr)
    ProperNoun,     // only written with a capital in the sources (Paryż)
    NotInList,      // a well-formed word the dictionary does not hold
    RemovedByYou,   // the player's own overlay removes it (word_overlay.h)
};

// "malformed", "foreign-letter", "abbreviation", "proper-noun", "not-in-list",
// "removed-by-you".
std::string_view refusalName(RefusalReason reason);

struct WordReport {
    std::string input;                 // as given
    std::string word;                  // normalised lowercase (best effort for malformed input)
    bool valid = false;                // well formed and in the dictionary
    std::optional<std::string> lemma;  // the first headword, for a valid word
    // Every used word it is related to, strongest first (same family, then suspected), then in
    // the order the words were used. Listed only for a valid word.
    std::vector<RelatedWord> relations;
    std::optional<std::string> error;      // malformed input: why (with the character's position)
    std::optional<RefusalReason> refusal;  // set exactly when the word is not valid
    // Valid only because the player's overlay adds it (the dictionary does not hold it).
    bool addedByYou = false;
    // For a well-formed word that is not valid: the nearest valid words, lowercase UTF-8,
    // best first (Dictionary::suggest).
    std::vector<std::string> suggestions;

    // Valid and related to no used word at all.
    [[nodiscard]] bool acceptable() const { return valid && relations.empty(); }
    // The strongest relation, None when there is none.
    [[nodiscard]] Relation strongest() const {
        return relations.empty() ? Relation::None : relations.front().relation;
    }
};

// Checks one word (user text, parsed by text::parseWord) against the dictionary and the used
// words, with the player's additions and removals when `overlay` is given: a removed word is
// refused (RemovedByYou), an added word the dictionary does not hold is valid, its own
// headword, and related to the used words as the dictionary relates any word it does not know.
WordReport checkWord(const Dictionary& dictionary, const UsedWordIndex& used,
                     std::string_view input, const WordOverlay* overlay = nullptr);

// How many suggestions checkWord gives at most.
inline constexpr std::size_t kMaxSuggestions = 5;

// "same-family", "suspected", "none": the names the reports and docs use.
std::string_view relationName(Relation relation);

}  // namespace ps::dict
