// potega-slowa-cli --version: the project's version and the identity of the dictionary the tool
// would use (its word count and checksum), through the same entry point as the binary.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli_run.h"
#include "dictionary/dictionary.h"
#include "dictionary/format.h"

namespace ps::cli {
namespace {

// Sets POTEGA_DICTIONARY for one test and restores the previous value after it.
class DictionaryVariable {
  public:
    explicit DictionaryVariable(const char* value) {
        if (const char* old = std::getenv(dict::kDictionaryVariable))
            saved_ = old;
        ::setenv(dict::kDictionaryVariable, value, 1);
    }
    ~DictionaryVariable() {
        if (saved_)
            ::setenv(dict::kDictionaryVariable, saved_->c_str(), 1);
        else
            ::unsetenv(dict::kDictionaryVariable);
    }
    DictionaryVariable(const DictionaryVariable&) = delete;
    DictionaryVariable& operator=(const DictionaryVariable&) = delete;

  private:
    std::optional<std::string> saved_;
};

// The checksum the file's header must hold, computed here from the contents.
std::string expectedChecksum(const char* path) {
    std::ifstream in(path, std::ios::binary);
    const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in),
                                          std::istreambuf_iterator<char>()};
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx",
                  static_cast<unsigned long long>(
                      dict::format::checksum(bytes, dict::format::offsets::kChecksum)));
    return hex;
}

TEST(CliVersion, PrintsTheProjectVersionThenTheDictionaryWordCountAndChecksum) {
    const DictionaryVariable dictionary(POTEGA_TEST_LEXICON);
    const auto words = dict::Dictionary::load(POTEGA_TEST_LEXICON).wordCount();
    ASSERT_GT(words, 0u);

    const CliRun r = run({"--version"});

    EXPECT_EQ(r.status, kExitOk);
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(r.out, "potega-slowa-cli " POTEGA_PROJECT_VERSION "\ndictionary: " POTEGA_TEST_LEXICON
                     " (" +
                         std::to_string(words) + " words, checksum " +
                         expectedChecksum(POTEGA_TEST_LEXICON) + ")\n");
}

TEST(CliVersion, ShortOptionIsTheSame) {
    const DictionaryVariable dictionary(POTEGA_TEST_LEXICON);
    EXPECT_EQ(run({"-V"}).out, run({"--version"}).out);
}

// A broken $POTEGA_DICTIONARY is an error as for every other command: the version still on
// standard output, the reason on standard error, status 2.
TEST(CliVersion, NamesAMissingDictionaryOnStandardErrorWithStatus2) {
    const DictionaryVariable dictionary("/nonexistent/polish.dict");

    const CliRun r = run({"--version"});

    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_EQ(r.out, "potega-slowa-cli " POTEGA_PROJECT_VERSION "\n");
    EXPECT_NE(r.err.find("dictionary: /nonexistent/polish.dict"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("checksum"), std::string::npos) << r.err;

    const DictionaryVariable folder("/tmp");
    const CliRun directory = run({"--version"});
    EXPECT_EQ(directory.status, kExitUsage);
    EXPECT_NE(directory.err.find("dictionary: "), std::string::npos) << directory.err;
}

TEST(CliVersion, TakesNoArgument) {
    const DictionaryVariable dictionary(POTEGA_TEST_LEXICON);
    for (const char* option : {"-V", "--version"}) {
        const CliRun r = run({option, "extra"});
        EXPECT_EQ(r.status, kExitUsage) << option;
        EXPECT_EQ(r.out, "");
        EXPECT_NE(r.err.find("takes no argument, got 'extra'"), std::string::npos) << r.err;
    }
}

TEST(CliVersion, HelpListsTheVersionOption) {
    const CliRun r = run({"--help"});
    EXPECT_EQ(r.status, kExitOk);
    EXPECT_NE(r.out.find("-V, --version"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace ps::cli
