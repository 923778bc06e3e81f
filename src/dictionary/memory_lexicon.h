#pragma once
// A small in-memory Lexicon for tests of other layers: explicit words and families, no file.
//
//   ps::dict::MemoryLexicon lexicon;
//   lexicon.addFamily({"dom", "domu", "domem", "domy"})   // first word = headword
//          .addFamily({"domek", "domku"})
//          .addWords({"kot", "stomatolog", "galareta", "lament", "strome"});
//   lexicon.relation(ps::word("domku"), ps::word("dom"));  // Suspected (suspicion.h)

#include <cstdint>
#include <initializer_list>
#include <map>
#include <set>
#include <string_view>
#include <vector>

#include "dictionary/lexicon.h"

namespace ps::dict {

class MemoryLexicon : public Lexicon {
  public:
    // Where relation() finds suspected pairs: the heuristic of suspicion.h (the compiled
    // dictionary's rule) and the pairs of addSuspected, or those pairs only (tests that state
    // exactly what the dictionary says).
    enum class Suspicion : std::uint8_t { Heuristic, ExplicitOnly };

    MemoryLexicon() = default;
    explicit MemoryLexicon(Suspicion suspicion) : suspicion_(suspicion) {}

    // Words that form a family of their own each (like words only in the word list).
    MemoryLexicon& addWords(std::initializer_list<std::string_view> words);
    // One inflection family; the first word is its headword. Throws std::invalid_argument for
    // text that is not lowercase letters of the alphabet.
    MemoryLexicon& addFamily(std::initializer_list<std::string_view> forms);
    // Marks two words as suspected (in addition to the heuristic of suspicion.h).
    MemoryLexicon& addSuspected(std::string_view a, std::string_view b);
    // Every word is valid (random smoke games and benchmarks).
    MemoryLexicon& acceptAnyWord() {
        acceptAnyWord_ = true;
        return *this;
    }

    [[nodiscard]] bool contains(std::span<const Letter> word) const override;
    [[nodiscard]] Relation relation(std::span<const Letter> candidate,
                                    std::span<const Letter> played) const override;
    // Headwords of the word's families; the word itself when it is in no family.
    [[nodiscard]] std::vector<Word> headwords(std::span<const Letter> word) const;
    [[nodiscard]] const std::set<Word>& words() const { return words_; }

  private:
    std::set<Word> words_;
    std::map<Word, std::vector<std::size_t>> familiesOf_;
    std::vector<Word> headwordOf_;  // index = family
    std::set<std::pair<Word, Word>> suspected_;
    Suspicion suspicion_ = Suspicion::Heuristic;
    bool acceptAnyWord_ = false;
};

}  // namespace ps::dict
