#pragma once
// The UI tests' dictionary: the core's in-memory lexicon (dict::MemoryLexicon) with explicit
// relations only, so that a scripted game adds the words it needs as it goes (never depending
// on which cards a seed deals) and states its suspected pairs itself (addSuspected).

#include "dictionary/memory_lexicon.h"

namespace ps::ui::test {

// Default-constructible, for fixtures that hold one as a member.
class TestLexicon : public ps::dict::MemoryLexicon {
  public:
    TestLexicon() : MemoryLexicon(Suspicion::ExplicitOnly) {}
};

}  // namespace ps::ui::test
