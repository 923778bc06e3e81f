#pragma once
// The compiled Polish dictionary: word lookup, inflection families, related words and anagram
// search over one validated file (format.h). Immutable after loading: share one instance
// (e.g. std::shared_ptr<const Dictionary>) between threads freely.

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "dictionary/affix.h"
#include "dictionary/automaton.h"
#include "dictionary/function_ref.h"
#include "dictionary/lexicon.h"
#include "text/alphabet.h"

namespace ps::dict {

// A dictionary file that cannot be used; what() names the file and the fault.
class DictionaryError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// An inflection family: one stem line of the hunspell dictionary.
using FamilyId = std::uint32_t;

// How many of each letter: index = Letter.
using LetterCounts = std::array<std::uint8_t, kAlphabetSize>;

// Counts of the letters of a word (saturating at 255).
LetterCounts countLetters(std::span<const Letter> letters);

struct AnagramQuery {
    LetterCounts available{};  // letters that may be used, each at most this often
    LetterCounts required{};   // letters every word must use (counted inside `available` too)
    std::size_t minLength = 2;
    std::size_t maxLength = 64;
};

class Dictionary final : public Lexicon {
  public:
    Dictionary(Dictionary&&) noexcept = default;
    Dictionary& operator=(Dictionary&&) noexcept = default;
    Dictionary(const Dictionary&) = delete;  // views point into its own buffers
    Dictionary& operator=(const Dictionary&) = delete;
    ~Dictionary() override = default;

    // Reads and validates a file; throws DictionaryError naming the file and the fault.
    static Dictionary load(const std::filesystem::path& path);
    // Validates bytes already in memory; `name` is used in error messages.
    static Dictionary fromBytes(const std::vector<std::uint8_t>& bytes, const std::string& name);

    [[nodiscard]] bool contains(std::span<const Letter> word) const override;
    [[nodiscard]] Relation relation(std::span<const Letter> candidate,
                                    std::span<const Letter> played) const override;

    // The inflection families the word is a form of (sorted, distinct): the hunspell stem lines
    // whose affixes make it. A word no flagged stem makes (a flagless stem line like "domu",
    // or a word only in the word list) joins the family of the stem that the first matching
    // ending rewrite names (domu -> dom, dekodując -> dekodować); failing that it is its own
    // family: its flagless line, or none (empty) for a word only in the word list.
    [[nodiscard]] std::vector<FamilyId> families(std::span<const Letter> word) const;
    // Headwords (hunspell stems) of the word's families; the word itself when it is in the
    // dictionary but in no family; empty when it is not in the dictionary.
    [[nodiscard]] std::vector<Word> headwords(std::span<const Letter> word) const;
    [[nodiscard]] Word headword(FamilyId family) const;
    // True when one of the word's families is a stem line with affix classes, so that the
    // family has other forms than the word; false for a word in no family or only in flagless
    // stem lines ("zał", "dziś"), and for a word not in the dictionary. Single-form short words
    // are where the abbreviations that a word list holds without their dot hide.
    [[nodiscard]] bool inflected(std::span<const Letter> word) const;

    // Two different headwords where the adjective's family also makes the other word (złoty's
    // forms include złoto): by the rulings different headwords are only suspected, so a family
    // shared this way does not make them the same family. True for an adjective in -y/-i and a
    // headword that differs only by -o/-e, both stems of their own.
    [[nodiscard]] bool adjectiveAndItsNamesake(std::span<const Letter> a,
                                               std::span<const Letter> b) const;

    // What relation() compares, for indexing many words (word_check.h): the families, the
    // headwords (the word itself when it is in no family or not in the dictionary), and the
    // headwords whose derivation cores count (coreHeadwords): only the word itself when it is
    // one of its headwords, since a dictionary form's other readings (sum, a form of suma)
    // would give the heuristic a second chance on an unrelated root.
    struct RelationKeys {
        std::vector<FamilyId> families;  // sorted, distinct
        std::vector<Word> headwords;
        std::vector<Word> coreHeadwords;  // a subset of headwords
    };
    [[nodiscard]] RelationKeys relationKeys(std::span<const Letter> word) const;

    // Calls visit(word) for every word that the letters can make (see AnagramQuery), in
    // alphabetical order, without allocating.
    void forEachAnagram(const AnagramQuery& query,
                        FunctionRef<void(std::span<const Letter>)> visit) const;
    // Every word of the dictionary in alphabetical order.
    void forEachWord(FunctionRef<void(std::span<const Letter>)> visit) const;

    // True when the compiler dropped the word as an abbreviation (it is then not contains()):
    // the checker's reason for refusing it. Always false for a format-2 file.
    [[nodiscard]] bool isDroppedAbbreviation(std::span<const Letter> word) const;
    // "Did you mean": the nearest words of the dictionary to `word` (not itself), best first,
    // at most `limit`: within two edits (insert, delete, replace, swap two neighbours), where
    // a missing diacritic (z/ż/ź, o/ó, l/ł, a/ą, e/ę, c/ć, n/ń, s/ś) or ó/u counts a quarter
    // of an edit ("zolw" -> "żółw"). Ties: lower cost, then the nearest length, alphabetical.
    [[nodiscard]] std::vector<Word> suggest(std::span<const Letter> word,
                                            std::size_t limit = 5) const;

    // True when the word lists held the word only capitalised ("Paryż"): a proper noun, not a
    // word. Always false for a format-2 file.
    [[nodiscard]] bool isProperNoun(std::span<const Letter> word) const;
    [[nodiscard]] std::size_t droppedAbbreviationCount() const { return abbreviations_.size(); }
    [[nodiscard]] std::uint32_t formatVersion() const { return formatVersion_; }

    [[nodiscard]] std::uint64_t wordCount() const { return wordCount_; }
    // The file's checksum (header field, verified at load): with wordCount() its identity.
    [[nodiscard]] std::uint64_t checksum() const { return checksum_; }
    [[nodiscard]] std::size_t familyCount() const { return lineFlagSets_.size(); }
    [[nodiscard]] std::size_t fileSize() const { return fileSize_; }

  private:
    Dictionary() = default;
    static Dictionary fromStorage(std::shared_ptr<const std::uint32_t> storage, std::size_t size,
                                  const std::string& name);
    void analyse(std::span<const Letter> word, std::vector<FamilyId>& out) const;
    [[nodiscard]] bool flagless(FamilyId line) const;
    [[nodiscard]] std::vector<Word> headwordsOf(std::span<const FamilyId> families,
                                                std::span<const Letter> word) const;
    // The headwords whose derivation cores relation() compares (see RelationKeys).
    [[nodiscard]] static std::vector<Word> coreHeadwordsOf(const std::vector<Word>& headwords,
                                                           std::span<const Letter> word);
    struct SearchIndex {
        std::vector<std::uint32_t> nodes;  // see AnagramSearch in dictionary.cpp
        std::uint32_t root = 0;
    };
    [[nodiscard]] const SearchIndex& searchIndex() const;
    void attach(std::span<const Letter> word, std::vector<FamilyId>& out) const;
    void addStemFamilies(std::span<const Letter> stem, FlagMask needed,
                         std::vector<FamilyId>& out) const;

    // The whole file (mapped, or a copy); the automata are views into it.
    std::shared_ptr<const std::uint32_t> storage_;
    AutomatonView words_;
    NumberedAutomaton stems_;
    std::vector<std::uint32_t> stemLines_;
    std::vector<std::uint16_t> lineFlagSets_;
    std::vector<std::uint64_t> flagSets_;
    std::vector<AffixRule> rules_;
    std::vector<std::uint32_t> prefixRules_;
    // Suffix rules sorted by their added ending: (key of the ending, rule index).
    std::vector<std::pair<std::uint64_t, std::uint32_t>> suffixByEnding_;
    std::size_t longestSuffix_ = 0;
    std::vector<Word> abbreviations_;  // sorted
    AutomatonView properNouns_;
    std::uint64_t wordCount_ = 0;
    std::uint64_t checksum_ = 0;
    std::size_t fileSize_ = 0;
    std::uint32_t formatVersion_ = 0;
    // Search data computed on first use (thread-safe), kept behind a pointer so that the
    // dictionary stays movable.
    struct Lazy {
        std::once_flag once;
        SearchIndex index;
    };
    std::unique_ptr<Lazy> lazy_ = std::make_unique<Lazy>();
};

inline constexpr const char* kDictionaryFileName = "polish.dict";
inline constexpr const char* kDictionaryVariable = "POTEGA_DICTIONARY";
// Larger files are refused before being mapped (the full Polish dictionary is far smaller).
inline constexpr std::size_t kMaxDictionaryBytes = std::size_t{1} << 30;

// Where a dictionary is looked for, in order: $POTEGA_DICTIONARY, then the data search path
// (data_files.h) for polish.dict.
std::vector<std::filesystem::path> dictionarySearchPath();
// $POTEGA_DICTIONARY when set (even when it names no usable file: loading it then fails and
// says why, with no silent fallback), else the first existing polish.dict of the data search
// path, or nothing.
std::optional<std::filesystem::path> findDictionaryFile();

}  // namespace ps::dict
