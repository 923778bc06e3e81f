// Replays the committed fuzzing corpus (tests/fuzz/corpus: hand-made seeds and every input that
// ever crashed a fuzz target) through the fuzz targets' own checks, in the normal test suite:
// a defect fuzzing found once stays fixed, without a fuzzing run.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "input_checks.h"

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> corpusFiles(const std::string& target) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(fs::path(POTEGA_FUZZ_CORPUS) / target))
        if (entry.is_regular_file())
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(FuzzCorpus, EveryPositionInputPassesTheFuzzChecks) {
    const auto files = corpusFiles("position");
    ASSERT_GE(files.size(), 20u) << "the position corpus went missing";
    std::size_t loaded = 0;
    for (const auto& file : files) {
        const std::string text = readFile(file);
        const auto defect = ps::fuzz::checkPositionText(text);
        EXPECT_FALSE(defect.has_value()) << file.filename() << ": " << defect.value_or("");
        loaded += ps::engine::io::loadPosition(text).ok() ? 1 : 0;
    }
    // The seeds are valid positions, so the checks reach the engine's legal actions.
    EXPECT_GE(loaded, 20u);
}

TEST(FuzzCorpus, EveryRecordInputPassesTheFuzzChecks) {
    const auto files = corpusFiles("record");
    ASSERT_GE(files.size(), 6u) << "the record corpus went missing";
    for (const auto& file : files) {
        const auto defect = ps::fuzz::checkRecordText(readFile(file));
        EXPECT_FALSE(defect.has_value()) << file.filename() << ": " << defect.value_or("");
    }
}

}  // namespace
