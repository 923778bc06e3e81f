#pragma once
// The Easy bot's vocabulary: common Polish words, ranked by frequency (most frequent first).
// The list ships as dictionaries/common-words-pl.txt (UTF-8, one word per line; see
// dictionaries/common-words-pl.NOTICE.md for its source and licence).

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "text/alphabet.h"

namespace ps::dict {
class Dictionary;
}

namespace ps::bots {

class FamiliarWords;

class CommonWords {
  public:
    CommonWords() = default;
    // Words in rank order; duplicates keep their first (best) rank.
    explicit CommonWords(const std::vector<Word>& ranked);

    // Reads the list, checked as the player's own word lists are (dict::readWordList): one word
    // per line in UTF-8, empty lines and lines starting with '#' skipped, capitals lowercased;
    // a line that is not a word of the 32 letters refuses the list. Throws std::runtime_error
    // naming the file (and the line) when it cannot be read, is refused or holds no word.
    static CommonWords load(const std::filesystem::path& path);

    [[nodiscard]] bool contains(std::span<const Letter> word) const;
    // 0 = most frequent; nothing when not in the list.
    [[nodiscard]] std::optional<std::size_t> rank(std::span<const Letter> word) const;
    [[nodiscard]] std::size_t size() const { return ranks_.size(); }
    // Every word of the list (in no particular order).
    [[nodiscard]] std::vector<Word> words() const;

    // The words a person recognises with this list in `dictionary` (familiar_words.h): built on
    // the first call (about 0.5 s with the full dictionary), then shared by every caller and
    // every copy of the list; rebuilt only when asked for another dictionary. Thread-safe.
    [[nodiscard]] std::shared_ptr<const FamiliarWords> familiarIn(
        const dict::Dictionary& dictionary) const;

  private:
    std::unordered_map<Word, std::size_t, WordHash> ranks_;
    struct FamiliarCache {
        std::mutex mutex;
        const dict::Dictionary* dictionary = nullptr;
        std::uint64_t checksum = 0;  // with the address: the same dictionary, not a new one there
        std::uint64_t wordCount = 0;
        std::shared_ptr<const FamiliarWords> words;
    };
    std::shared_ptr<FamiliarCache> familiar_ = std::make_shared<FamiliarCache>();
};

inline constexpr const char* kCommonWordsFileName = "common-words-pl.txt";
inline constexpr const char* kCommonWordsVariable = "POTEGA_COMMON_WORDS";
inline constexpr std::size_t kMaxCommonWordsBytes = std::size_t{64} << 20;

// $POTEGA_COMMON_WORDS when set (even when it names no usable file: loading it then says why),
// else the first common-words-pl.txt of the data search path (dictionary/data_files.h).
std::optional<std::filesystem::path> findCommonWordsFile();

}  // namespace ps::bots
