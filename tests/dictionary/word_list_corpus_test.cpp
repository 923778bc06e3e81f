// Replays the word-list fuzz target's committed corpus (tests/fuzz/corpus/word_list: hand-made
// seeds and every input that ever crashed the target) through its own checks, in the normal
// test suite.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "word_list_checks.h"

namespace {

namespace fs = std::filesystem;

TEST(FuzzCorpus, EveryWordListInputPassesTheFuzzChecks) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(fs::path(POTEGA_FUZZ_CORPUS) / "word_list"))
        if (entry.is_regular_file())
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    ASSERT_GE(files.size(), 10u) << "the word-list corpus went missing";
    for (const auto& file : files) {
        std::ifstream in(file, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        const auto defect = ps::fuzz::checkWordListText(text.str());
        EXPECT_FALSE(defect.has_value()) << file.filename() << ": " << defect.value_or("");
    }
}

TEST(FuzzCorpus, TheWordListChecksCatchARawControlCharacter) {
    // The seed with an escape sequence is refused, and its message carries the escape escaped.
    std::istringstream list("kot\x1b[2J\n");
    const auto result = ps::dict::compileWordList(list);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.message.find('\x1b'), std::string::npos) << result.message;
    EXPECT_FALSE(ps::fuzz::checkWordListText("kot\x1b[2J\n").has_value());
}

}  // namespace
