#pragma once
// A player's own additions and removals over a dictionary (the built-in one or a chosen word
// list): a removed word is refused ("removed by you") even when the dictionary holds it; an added
// word is valid even when the dictionary does not hold it, as a single-form word of no family
// (the dictionary's families and relations still apply when it knows the word). The engine's
// word check (OverlaidLexicon), the word-check report (checkWord) and the bots' search
// (bots::Vocabulary) all ask one overlay, so they agree.
//
// The overlay has an identity (a checksum of its sorted lists and their sizes), which saves
// carry beside the dictionary's: the same game may be judged differently under another overlay.
// Its lists are read from files with readWordList (compiler.h).

#include <cstdint>
#include <span>
#include <vector>

#include "dictionary/dictionary.h"
#include "dictionary/function_ref.h"
#include "dictionary/lexicon.h"
#include "text/alphabet.h"

namespace ps::dict {

// What identifies an overlay: the checksum of its lists (WordOverlay::identity) and their
// sizes. The empty overlay's identity is all zeros: a game without an overlay.
struct OverlayIdentity {
    std::uint64_t checksum = 0;
    std::uint64_t added = 0;
    std::uint64_t removed = 0;

    [[nodiscard]] bool empty() const { return added == 0 && removed == 0; }
    bool operator==(const OverlayIdentity&) const = default;
};

// What an overlay says about one word.
enum class OverlayVerdict : std::uint8_t {
    None,     // the dictionary decides
    Added,    // valid
    Removed,  // refused
};

class WordOverlay {
  public:
    WordOverlay() = default;
    // Sorts both lists and drops duplicates. A word in both lists counts as removed only (the
    // stricter reading), so the identity does not depend on the order of edits.
    WordOverlay(std::vector<Word> added, std::vector<Word> removed);

    [[nodiscard]] bool empty() const { return added_.empty() && removed_.empty(); }
    [[nodiscard]] const std::vector<Word>& added() const { return added_; }
    [[nodiscard]] const std::vector<Word>& removed() const { return removed_; }
    [[nodiscard]] OverlayVerdict verdict(std::span<const Letter> word) const;
    [[nodiscard]] bool isAdded(std::span<const Letter> word) const;
    [[nodiscard]] bool isRemoved(std::span<const Letter> word) const;
    // The dictionary's verdict with the overlay applied.
    [[nodiscard]] bool accepts(const Lexicon& dictionary, std::span<const Letter> word) const;
    [[nodiscard]] const OverlayIdentity& identity() const { return identity_; }

    // Calls visit(word) for every added word the letters can make (see AnagramQuery), in
    // alphabetical order. The list is a person's, short: each word is tested in turn.
    void forEachAddedAnagram(const AnagramQuery& query,
                             FunctionRef<void(std::span<const Letter>)> visit) const;

  private:
    std::vector<Word> added_;    // sorted, distinct, none of them in removed_
    std::vector<Word> removed_;  // sorted, distinct
    OverlayIdentity identity_;
};

// A lexicon with an overlay applied: what the engine is given when the player has additions or
// removals. Relations are the base lexicon's (a word it does not know is its own family).
class OverlaidLexicon final : public Lexicon {
  public:
    // Neither is owned; both must outlive this object.
    OverlaidLexicon(const Lexicon& base, const WordOverlay& overlay)
        : base_(&base), overlay_(&overlay) {}

    [[nodiscard]] bool contains(std::span<const Letter> word) const override {
        return overlay_->accepts(*base_, word);
    }
    [[nodiscard]] Relation relation(std::span<const Letter> candidate,
                                    std::span<const Letter> played) const override {
        return base_->relation(candidate, played);
    }

  private:
    const Lexicon* base_;
    const WordOverlay* overlay_;
};

}  // namespace ps::dict
