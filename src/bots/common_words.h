#pragma once
// The Easy bot's vocabulary: common Polish words, ranked by frequency (most frequent first).
// The list ships as dictionaries/common-words-pl.txt (UTF-8, one word per line; see
// dictionaries/common-words-pl.NOTICE.md for its source and licence).

#include <cstddef>
#include <filesystem>
#include <optional>
#include <span>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "text/alphabet.h"

namespace ps::bots {

class CommonWords {
  public:
    CommonWords() = default;
    // Words in rank order; duplicates keep their first (best) rank.
    explicit CommonWords(const std::vector<Word>& ranked);

    // Reads the list; lines that are not lowercase words of the 32 letters, empty lines and
    // lines starting with '#' are skipped. Throws std::runtime_error naming the file.
    static CommonWords load(const std::filesystem::path& path);

    [[nodiscard]] bool contains(std::span<const Letter> word) const;
    // 0 = most frequent; nothing when not in the list.
    [[nodiscard]] std::optional<std::size_t> rank(std::span<const Letter> word) const;
    [[nodiscard]] std::size_t size() const { return ranks_.size(); }

  private:
    struct Hash {
        std::size_t operator()(const Word& word) const noexcept;
    };
    std::unordered_map<Word, std::size_t, Hash> ranks_;
};

// Where the list is looked for, in order: $POTEGA_COMMON_WORDS, the build tree's data dir, the
// installed data dir, next to the running executable. The first existing file, or nothing.
std::optional<std::filesystem::path> findCommonWordsFile();

}  // namespace ps::bots
