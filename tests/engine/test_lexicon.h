#pragma once
// The engine tests' dictionary: the in-memory lexicon of the dictionary layer with explicit
// relations only (no suspicion heuristic), so every test states exactly what the dictionary
// says: words, families (addFamily) and suspected pairs (addSuspected).

#include <initializer_list>
#include <string_view>

#include "dictionary/memory_lexicon.h"

namespace ps::engine::testing {

class TestLexicon : public dict::MemoryLexicon {
  public:
    TestLexicon() : MemoryLexicon(Suspicion::ExplicitOnly) {}
    TestLexicon(std::initializer_list<std::string_view> words) : TestLexicon() { addWords(words); }
};

}  // namespace ps::engine::testing
