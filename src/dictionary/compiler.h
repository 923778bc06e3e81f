#pragma once
// Turns word sources into one compiled dictionary file (format.h): a plain UTF-8 word list
// and/or a hunspell .dic/.aff pair whose stems are expanded into inflection families.

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dictionary/affix.h"
#include "text/bounded_file.h"
#include "text/normalize.h"

namespace ps::dict {

// Which words of the sources are abbreviations, not words (docs/dictionary.md): the listed
// ones, when asked every word of two or more letters without a vowel, and the forms of a
// dropped abbreviation's own inflection family (mgra, płkowi: set by the compiler) — except
// the genuine words (cel, sen, hm, brr), which always stay.
struct AbbreviationPolicy {
    std::vector<Word> abbreviations;  // sorted, distinct
    std::vector<Word> genuine;        // sorted, distinct
    bool dropWordsWithoutVowel = false;
    // The forms that only dropped abbreviations' own hunspell lines make (mgr -> mgra, mgrowi);
    // a form that another line also makes (drze: dr, and drzeć) is not one. Sorted, distinct;
    // filled by compileDictionary from the hunspell data.
    std::vector<Word> inflectedForms;

    [[nodiscard]] bool drops(std::span<const Letter> word) const;
    // True when the policy can drop nothing (no lists, no vowel rule).
    [[nodiscard]] bool empty() const {
        return abbreviations.empty() && !dropWordsWithoutVowel && inflectedForms.empty();
    }
};

// The forms that only the lines of dropped abbreviations make (AbbreviationPolicy::
// inflectedForms): every form of a flagged line whose stem the policy drops, less the forms
// that some other line makes.
std::vector<Word> abbreviationForms(const HunspellData& hunspell, const AbbreviationPolicy& policy);

// Reads the lists (UTF-8, one word per line, blank lines and "#" comments ignored); throws
// std::runtime_error naming the file and line of a bad entry.
AbbreviationPolicy readAbbreviationPolicy(std::span<const std::filesystem::path> abbreviationLists,
                                          std::span<const std::filesystem::path> genuineLists,
                                          bool dropWordsWithoutVowel);

// True for a word of two or more letters none of which is a vowel (a ą e ę i o ó u y).
bool hasNoVowel(std::span<const Letter> word);

struct CompilerInput {
    std::vector<std::filesystem::path> wordLists;  // UTF-8, one word per line
    std::optional<std::filesystem::path> hunspellDic;
    std::optional<std::filesystem::path> hunspellAff;
    AbbreviationPolicy abbreviations;  // dropped from the words, kept in their own section
};

struct CompileReport {
    std::size_t listLines = 0;    // lines read from the word lists
    std::size_t listSkipped = 0;  // not lowercase words of the 32 letters
    std::size_t stemLines = 0;    // hunspell stem lines kept
    std::size_t stemLinesSkipped = 0;
    std::size_t rulesSkipped = 0;
    std::size_t expandedForms = 0;  // forms the affix expander made (with duplicates)
    std::size_t words = 0;          // distinct words in the file
    std::size_t abbreviationsDropped = 0;
    std::vector<Word> dropped;    // the abbreviations dropped, in order
    std::size_t properNouns = 0;  // capitalised list words kept apart (not words)
    std::size_t wordEdges = 0;
    std::size_t stemEdges = 0;
    std::size_t flagSets = 0;
    std::size_t bytes = 0;
};

// Reads the sources and returns the file's bytes; throws std::runtime_error naming the file and
// the problem.
std::vector<std::uint8_t> compileDictionary(const CompilerInput& input, CompileReport& report);

// The same from data already in memory (tests): words (any order, duplicates allowed) plus
// hunspell data whose forms are added to the words.
std::vector<std::uint8_t> compileDictionary(std::vector<Word> words, const HunspellData& hunspell,
                                            CompileReport& report,
                                            const AbbreviationPolicy& abbreviations = {});

// A user's word list (one word per line, e.g. SJP.pl's word-game list), compiled on its own:
// every word is taken as it is (lowercased, NFC), with no families and no abbreviation policy.
struct WordListOptions {
    // Called now and then with the fraction done (0 to 1), on the compiling thread.
    std::function<void(double fraction)> progress;
    // Set from another thread to stop early (the result is then Cancelled).
    const std::atomic<bool>* cancel = nullptr;
    // The stream's size in bytes, for the progress fraction (0: unknown, reading counts as half).
    std::uint64_t sizeHint = 0;
};

struct CompiledWordList {
    std::vector<std::uint8_t> bytes;  // the dictionary file
    std::uint64_t words = 0;          // distinct words
    std::uint64_t checksum = 0;       // the file's checksum (its identity, with `words`)
    std::size_t lines = 0;            // word lines read (duplicates included)
};

// Read: the words were read without compiling (readWordList).
enum class WordListStatus { Compiled, Read, Failed, Cancelled };

// Why a list failed, for callers that word the message themselves (the app, in Polish); the
// CLI prints `message`.
enum class WordListFault {
    None,                    // compiled or cancelled
    NoSuchFile,              // (the path overload)
    NotARegularFile,         // a directory, a device... (the path overload)
    CannotRead,              // opening or reading failed
    NotUtf8,                 // the line's bytes are not UTF-8
    LineTooLong,             // a line over kMaxListLineBytes
    NotAWord,                // the line is no word: `wordFault` etc. say why
    CarriageReturnLineEnds,  // lines end in CR alone: the whole list reads as one line
    NoWords,                 // no word line at all
    Internal,                // the compiler itself failed (`message`)
};

// The longest line a list may have: one word of at most 64 letters and some blanks.
inline constexpr std::size_t kMaxListLineBytes = 64 * 1024;

struct WordListResult {
    WordListStatus status = WordListStatus::Failed;
    std::optional<CompiledWordList> compiled;  // when Compiled
    std::size_t line = 0;  // the 1-based line of the fault (0: the list as a whole)
    std::string message;   // why it failed, e.g. "line 7: quiz: 'q' ... is not a Polish letter"
    WordListFault fault = WordListFault::None;
    // NotAWord: the line (without surrounding blanks) as written, and text::parseWord's verdict
    // on it: the fault, the character at fault and its position, or the word's length.
    std::string lineText;
    text::WordFault wordFault = text::WordFault::None;
    char32_t character = 0;
    int position = 0;
    std::size_t letters = 0;
    // NoSuchFile, NotARegularFile, CannotRead of the path overload: what the file is, and the
    // system's error when it could not be opened (ELOOP for a loop of links...).
    text::FileFault fileFault = text::FileFault::None;
    int systemError = 0;
    [[nodiscard]] bool ok() const {
        return status == WordListStatus::Compiled || status == WordListStatus::Read;
    }
};

// Refuses, with the line: bytes that are not UTF-8, a word with a character outside the 32
// letters (the word and the character named), a word over 64 letters, a line over 64 KiB; and
// a list with no words. Never throws for bad input.
WordListResult compileWordList(std::istream& list, const WordListOptions& options = {});
// The same from a file (a missing, unreadable or non-regular file is a Failed result).
WordListResult compileWordList(const std::filesystem::path& list,
                               const WordListOptions& options = {});

// Reads the words of a list without compiling them (a word overlay's added or removed words,
// word_overlay.h): exactly the lines compileWordList accepts, refused with the same faults and
// messages (with the line), except that a list without words is fine. On success the status is
// Read and `words` holds the words in the order of the list (duplicates kept).
WordListResult readWordList(std::istream& list, std::vector<Word>& words);
// The same from a file; a missing, unreadable or non-regular file is a Failed result whose
// message names the file.
WordListResult readWordList(const std::filesystem::path& list, std::vector<Word>& words);

// Writes bytes to a file atomically (temporary file + rename).
void writeDictionaryFile(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes);

}  // namespace ps::dict
