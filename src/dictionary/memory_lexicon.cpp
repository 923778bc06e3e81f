#include "dictionary/memory_lexicon.h"

#include <algorithm>

#include "dictionary/suspicion.h"

namespace ps::dict {

MemoryLexicon& MemoryLexicon::addWords(std::initializer_list<std::string_view> words) {
    for (const auto text : words) {
        words_.insert(word(text));
    }
    return *this;
}

MemoryLexicon& MemoryLexicon::addFamily(std::initializer_list<std::string_view> forms) {
    if (forms.size() == 0) {
        return *this;
    }
    const std::size_t family = headwordOf_.size();
    headwordOf_.push_back(word(*forms.begin()));
    for (const auto text : forms) {
        Word form = word(text);
        words_.insert(form);
        familiesOf_[form].push_back(family);
    }
    return *this;
}

MemoryLexicon& MemoryLexicon::addSuspected(std::string_view a, std::string_view b) {
    suspected_.emplace(word(a), word(b));
    suspected_.emplace(word(b), word(a));
    return *this;
}

bool MemoryLexicon::contains(std::span<const Letter> w) const {
    return acceptAnyWord_ || words_.contains(Word(w.begin(), w.end()));
}

std::vector<Word> MemoryLexicon::headwords(std::span<const Letter> w) const {
    const Word key(w.begin(), w.end());
    std::vector<Word> out;
    if (const auto found = familiesOf_.find(key); found != familiesOf_.end()) {
        for (const std::size_t family : found->second) {
            out.push_back(headwordOf_[family]);
        }
    } else {
        out.push_back(key);
    }
    return out;
}

Relation MemoryLexicon::relation(std::span<const Letter> candidate,
                                 std::span<const Letter> played) const {
    const Word a(candidate.begin(), candidate.end());
    const Word b(played.begin(), played.end());
    if (a == b) {
        return Relation::SameFamily;
    }
    const auto fa = familiesOf_.find(a);
    const auto fb = familiesOf_.find(b);
    if (fa != familiesOf_.end() && fb != familiesOf_.end()) {
        for (const std::size_t family : fa->second) {
            if (std::find(fb->second.begin(), fb->second.end(), family) != fb->second.end()) {
                return Relation::SameFamily;
            }
        }
    }
    if (suspected_.contains({a, b})) {
        return Relation::Suspected;
    }
    if (suspicion_ == Suspicion::ExplicitOnly) {
        return Relation::None;
    }
    for (const Word& x : headwords(a)) {
        for (const Word& y : headwords(b)) {
            if (x == y || suspectedDerivation(x, y)) {
                return Relation::Suspected;
            }
        }
    }
    return Relation::None;
}

}  // namespace ps::dict
