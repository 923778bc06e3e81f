#pragma once
// Shared by the fuzz targets: a lexicon that needs no file, and a hard stop that libFuzzer
// reports as a crash with the input that caused it.

#include <cstdio>
#include <cstdlib>

#include "dictionary/lexicon.h"

namespace ps::fuzz {

// Every word is valid and unrelated: lets fuzzed records reach deep into the rules.
class AnyWord final : public dict::Lexicon {
  public:
    [[nodiscard]] bool contains(std::span<const Letter> word) const override {
        return !word.empty();
    }
    [[nodiscard]] dict::Relation relation(std::span<const Letter> candidate,
                                          std::span<const Letter> played) const override {
        return std::equal(candidate.begin(), candidate.end(), played.begin(), played.end())
                   ? dict::Relation::SameFamily
                   : dict::Relation::None;
    }
};

[[noreturn]] inline void defect(const char* what) {
    std::fprintf(stderr, "fuzz defect: %s\n", what);
    std::abort();
}

}  // namespace ps::fuzz
