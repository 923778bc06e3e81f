#pragma once
// The compiler's pieces shared by compiler.cpp (the automata and the file image) and
// word_list.cpp (reading word lists). Not part of the public API.

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dictionary/compiler.h"

namespace ps::dict::detail {

// All words as bytes (one byte per letter) in one buffer: millions of words without millions
// of allocations.
class WordArena {
  public:
    void add(std::span<const Letter> word) {
        refs_.push_back((static_cast<std::uint64_t>(bytes_.size()) << 8) | word.size());
        bytes_.append(reinterpret_cast<const char*>(word.data()), word.size());
    }

    void sortUnique() {
        const auto view = [this](std::uint64_t ref) { return at(ref); };
        std::sort(refs_.begin(), refs_.end(),
                  [&](std::uint64_t a, std::uint64_t b) { return view(a) < view(b); });
        refs_.erase(
            std::unique(refs_.begin(), refs_.end(),
                        [&](std::uint64_t a, std::uint64_t b) { return view(a) == view(b); }),
            refs_.end());
    }

    [[nodiscard]] std::string_view at(std::uint64_t ref) const {
        return std::string_view(bytes_).substr(ref >> 8, ref & 0xFF);
    }
    [[nodiscard]] const std::vector<std::uint64_t>& refs() const { return refs_; }

  private:
    std::string bytes_;
    std::vector<std::uint64_t> refs_;
};

// Reads a build-time word list: its lowercase words into `arena`, its capitalised ones (proper
// nouns) into `properNouns`, counting lines read and skipped in `report`. Throws
// std::runtime_error naming the file when it cannot be read.
void readWordList(const std::filesystem::path& path, WordArena& arena, WordArena& properNouns,
                  CompileReport& report);

// Thrown by buildImage when its cancel flag is set.
struct BuildCancelled {};

// The dictionary file's bytes: the arenas' words (sorted and made distinct here) less the
// abbreviations, the proper nouns that are not words, the hunspell stems and rules. Fills the
// report's counts of the file. `cancel`, when given, is checked between the steps and every
// 65 536 words; once set, BuildCancelled is thrown.
std::vector<std::uint8_t> buildImage(WordArena& arena, WordArena& properNounArena,
                                     const HunspellData& hunspell, CompileReport& report,
                                     const AbbreviationPolicy& abbreviationPolicy,
                                     const std::atomic<bool>* cancel = nullptr);

}  // namespace ps::dict::detail
