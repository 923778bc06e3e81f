#pragma once
// A tiny in-memory Lexicon for engine tests: explicit words, explicit families and explicit
// suspected pairs, nothing guessed, so every test states exactly what the dictionary says.

#include <algorithm>
#include <initializer_list>
#include <set>
#include <string_view>
#include <utility>
#include <vector>

#include "dictionary/lexicon.h"

namespace ps::engine::testing {

class TestLexicon final : public dict::Lexicon {
  public:
    TestLexicon() = default;
    TestLexicon(std::initializer_list<std::string_view> words) { add(words); }

    TestLexicon& add(std::initializer_list<std::string_view> words) {
        for (auto w : words)
            words_.insert(ps::word(w));
        return *this;
    }
    // Forms of one inflection family (also added as words).
    TestLexicon& family(std::initializer_list<std::string_view> forms) {
        std::vector<Word> family;
        for (auto f : forms) {
            family.push_back(ps::word(f));
            words_.insert(family.back());
        }
        families_.push_back(std::move(family));
        return *this;
    }
    TestLexicon& suspected(std::string_view a, std::string_view b) {
        suspected_.insert({ps::word(a), ps::word(b)});
        suspected_.insert({ps::word(b), ps::word(a)});
        return *this;
    }

    [[nodiscard]] bool contains(std::span<const Letter> word) const override {
        return acceptAll_ || words_.count(Word(word.begin(), word.end())) > 0;
    }
    [[nodiscard]] dict::Relation relation(std::span<const Letter> candidate,
                                          std::span<const Letter> played) const override {
        const Word a(candidate.begin(), candidate.end());
        const Word b(played.begin(), played.end());
        if (a == b)
            return dict::Relation::SameFamily;
        for (const auto& family : families_) {
            const bool hasA = std::find(family.begin(), family.end(), a) != family.end();
            const bool hasB = std::find(family.begin(), family.end(), b) != family.end();
            if (hasA && hasB)
                return dict::Relation::SameFamily;
        }
        if (suspected_.count({a, b}))
            return dict::Relation::Suspected;
        return dict::Relation::None;
    }

    // Every word is valid (random smoke games).
    TestLexicon& acceptEverything() {
        acceptAll_ = true;
        return *this;
    }

  private:
    std::set<Word> words_;
    std::vector<std::vector<Word>> families_;
    std::set<std::pair<Word, Word>> suspected_;
    bool acceptAll_ = false;
};

}  // namespace ps::engine::testing
