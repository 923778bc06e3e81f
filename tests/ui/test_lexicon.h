#pragma once
// A tiny word list for UI tests: words are added by the test as it needs them, so a scripted
// game never depends on which cards a seed deals. Relation: the same word is "already played"
// (the engine checks that itself), pairs added with addSuspected() are suspected.

#include <set>
#include <utility>

#include "dictionary/lexicon.h"

namespace ps::ui::test {

class TestLexicon final : public ps::dict::Lexicon {
  public:
    void add(const Word& word) { words_.insert(word); }
    void addSuspected(const Word& a, const Word& b) {
        suspected_.insert({a, b});
        suspected_.insert({b, a});
    }
    [[nodiscard]] bool contains(std::span<const Letter> word) const override {
        return words_.count(Word(word.begin(), word.end())) > 0;
    }
    [[nodiscard]] ps::dict::Relation relation(std::span<const Letter> candidate,
                                              std::span<const Letter> played) const override {
        const Word a(candidate.begin(), candidate.end());
        const Word b(played.begin(), played.end());
        if (a == b) {
            return ps::dict::Relation::SameFamily;
        }
        return suspected_.count({a, b}) > 0 ? ps::dict::Relation::Suspected
                                            : ps::dict::Relation::None;
    }

  private:
    std::set<Word> words_;
    std::set<std::pair<Word, Word>> suspected_;
};

}  // namespace ps::ui::test
