#pragma once
// Shared by the dictionary tests: the test lexicon (compiled at build time) and its sources.

#include <filesystem>
#include <memory>
#include <string>

#include "dictionary/dictionary.h"

namespace ps::dict::testing {

inline std::filesystem::path testDataDir() {
    return POTEGA_TEST_DATA_DIR;
}

// The test lexicon, loaded once for the whole test binary.
inline const Dictionary& testLexicon() {
    static const auto dictionary =
        std::make_shared<const Dictionary>(Dictionary::load(POTEGA_TEST_LEXICON));
    return *dictionary;
}

// The full dictionary when the build made it (POTEGA_FULL_DICTIONARY), else nullptr.
inline const Dictionary* fullDictionary() {
    static const std::shared_ptr<const Dictionary> dictionary =
        std::string(POTEGA_FULL_DICTIONARY_FILE).empty()
            ? nullptr
            : std::make_shared<const Dictionary>(Dictionary::load(POTEGA_FULL_DICTIONARY_FILE));
    return dictionary.get();
}

}  // namespace ps::dict::testing
