#pragma once
// Turns word sources into one compiled dictionary file (format.h): a plain UTF-8 word list
// and/or a hunspell .dic/.aff pair whose stems are expanded into inflection families.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "dictionary/affix.h"

namespace ps::dict {

struct CompilerInput {
    std::vector<std::filesystem::path> wordLists;  // UTF-8, one word per line
    std::optional<std::filesystem::path> hunspellDic;
    std::optional<std::filesystem::path> hunspellAff;
};

struct CompileReport {
    std::size_t listLines = 0;    // lines read from the word lists
    std::size_t listSkipped = 0;  // not lowercase words of the 32 letters
    std::size_t stemLines = 0;    // hunspell stem lines kept
    std::size_t stemLinesSkipped = 0;
    std::size_t rulesSkipped = 0;
    std::size_t expandedForms = 0;  // forms the affix expander made (with duplicates)
    std::size_t words = 0;          // distinct words in the file
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
                                            CompileReport& report);

// Writes bytes to a file atomically (temporary file + rename).
void writeDictionaryFile(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes);

}  // namespace ps::dict
