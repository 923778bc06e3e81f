// potega-slowa-cli compile LIST OUT, through the same entry point as the binary.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/commands.h"
#include "cli_run.h"
#include "dictionary/dictionary.h"

namespace ps::cli {
namespace {

using Run = CliRun;

class CliCompile : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ =
            std::filesystem::temp_directory_path() /
            ("ps_cli_compile_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
             "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::string write(const std::string& name, const std::string& text) {
        std::ofstream(dir_ / name, std::ios::binary) << text;
        return (dir_ / name).string();
    }
    std::filesystem::path dir_;
};

TEST_F(CliCompile, CompilesAListThatCheckThenUses) {
    const auto list = write("slowa.txt", "# club list\nkot\nDOM\n\nżółw\nkot\n");
    const auto out = (dir_ / "slowa.dict").string();
    const auto r = run({"compile", list, out});
    ASSERT_EQ(r.status, kExitOk) << r.err;
    EXPECT_NE(r.out.find("3 words (from 4 lines), checksum "), std::string::npos) << r.out;
    const auto dictionary = dict::Dictionary::load(out);
    EXPECT_EQ(dictionary.wordCount(), 3u);
    std::ostringstream hex;
    hex << std::hex;
    hex.width(16);
    hex.fill('0');
    hex << dictionary.checksum();
    EXPECT_NE(r.out.find(hex.str()), std::string::npos) << r.out;
    const auto check = run({"check", "--dict", out, "dom", "pies"});
    EXPECT_EQ(check.out, "dom: valid\npies: not in the dictionary\n");
}

TEST_F(CliCompile, BadListsAreRefusedWithTheirLineAndNoFileIsWritten) {
    const auto out = (dir_ / "out.dict").string();
    const auto notUtf8 = run({"compile", write("a.txt", "kot\nkr\xF3lik\n"), out});
    EXPECT_EQ(notUtf8.status, kExitUsage);
    EXPECT_NE(notUtf8.err.find("line 2: not UTF-8"), std::string::npos) << notUtf8.err;
    const auto foreign = run({"compile", write("b.txt", "kot\nvideo\n"), out});
    EXPECT_EQ(foreign.status, kExitUsage);
    EXPECT_NE(foreign.err.find("line 2: \"video\": 'v'"), std::string::npos) << foreign.err;
    const auto empty = run({"compile", write("c.txt", "# nothing\n\n"), out});
    EXPECT_EQ(empty.status, kExitUsage);
    EXPECT_NE(empty.err.find("no words"), std::string::npos) << empty.err;
    const auto missing = run({"compile", (dir_ / "none.txt").string(), out});
    EXPECT_EQ(missing.status, kExitUsage);
    EXPECT_NE(missing.err.find("no such file"), std::string::npos) << missing.err;
    EXPECT_FALSE(std::filesystem::exists(out));
}

TEST_F(CliCompile, AnUnwritableOutputIsNamed) {
    const auto list = write("ok.txt", "kot\n");
    const auto r = run({"compile", list, (dir_ / "no" / "such" / "dir.dict").string()});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_NE(r.err.find("cannot write the file"), std::string::npos) << r.err;
    EXPECT_EQ(run({"compile", list}).status, kExitUsage);  // OUT missing
}

}  // namespace
}  // namespace ps::cli
