// Replays the committed corpus of the network-message fuzz target (tests/fuzz/corpus/
// net_message: messages of real games, and every input that ever crashed the target) through
// the target's own checks, in the normal test suite.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "net_checks.h"

namespace {

namespace fs = std::filesystem;

TEST(FuzzCorpus, EveryNetworkMessageInputPassesTheFuzzChecks) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(fs::path(POTEGA_FUZZ_CORPUS) / "net_message"))
        if (entry.is_regular_file())
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    ASSERT_GE(files.size(), 8u) << "the network-message corpus went missing";
    for (const auto& file : files) {
        std::ifstream in(file, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        const auto defect = ps::fuzz::checkNetMessageText(text.str());
        EXPECT_FALSE(defect.has_value()) << file.filename() << ": " << defect.value_or("");
    }
}

}  // namespace
