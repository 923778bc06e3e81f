// potega-slowa-cli check --add FILE --remove FILE: the player's own additions and removals.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli_run.h"

namespace ps::cli {
namespace {

class CliCheckOverlay : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ =
            std::filesystem::temp_directory_path() /
            ("ps_cli_overlay_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
             "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::string write(const std::string& name, const std::string& text) {
        std::ofstream(dir_ / name, std::ios::binary) << text;
        return (dir_ / name).string();
    }
    static CliRun check(std::vector<std::string> args) {
        args.insert(args.begin(), {"check", "--dict", POTEGA_TEST_LEXICON});
        return run(std::move(args));
    }
    std::filesystem::path dir_;
};

TEST_F(CliCheckOverlay, AnAddedWordIsValidAndARemovedOneIsNot) {
    const auto added = write("added.txt", "# our club's words\nZYZOL\n\n");
    const auto removed = write("removed.txt", "kot\n");
    // Without the lists, the dictionary's answers.
    const auto plain = check({"zyzol", "kot"});
    EXPECT_EQ(plain.status, kExitNegative);
    EXPECT_EQ(plain.out.substr(0, plain.out.find('\n')), "zyzol: not in the dictionary");
    const auto addedOnly = check({"--add", added, "zyzol", "kot"});
    EXPECT_EQ(addedOnly.status, kExitOk) << addedOnly.err;
    EXPECT_EQ(addedOnly.out, "zyzol: valid (added by you)\nkot: valid\n");
    const auto both = check({"--add", added, "--remove", removed, "zyzol", "Kot"});
    EXPECT_EQ(both.status, kExitNegative);
    EXPECT_EQ(both.out.substr(0, both.out.find('\n')), "zyzol: valid (added by you)");
    EXPECT_NE(both.out.find("kot: not in the dictionary (removed by you)"), std::string::npos)
        << both.out;
    const auto removedOnly = check({"--remove", removed, "kot"});
    EXPECT_EQ(removedOnly.status, kExitNegative);
    const auto json = check({"--json", "--remove", removed, "--add", added, "kot", "zyzol"});
    std::istringstream lines(json.out);
    std::string first;
    std::string second;
    std::getline(lines, first);
    std::getline(lines, second);
    EXPECT_EQ(nlohmann::json::parse(first)["refusal"], "removed-by-you");
    EXPECT_EQ(nlohmann::json::parse(second)["valid"], true);
    EXPECT_EQ(nlohmann::json::parse(second)["lemma"], "zyzol");
}

TEST_F(CliCheckOverlay, AnAddedWordIsStillRelatedToTheUsedWords) {
    const auto added = write("added.txt", "zyzol\n");
    const auto r = check({"--add", added, "--used", "zyzol", "zyzol"});
    EXPECT_EQ(r.status, kExitNegative);
    EXPECT_EQ(r.out, "zyzol: related to the used word \"zyzol\" (the same word)\n");
}

TEST_F(CliCheckOverlay, AMalformedLineIsReportedWithItsLineAndStatusTwo) {
    const auto bad = write("bad.txt", "kot\n# fine\nk0t\n");
    const auto r = check({"--add", bad, "kot"});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_EQ(r.err, "check: --add: " + bad +
                         ": line 3: \"k0t\": '0' (U+0030 DIGIT ZERO) at position 2 is not a "
                         "Polish letter\n");
    const auto notUtf8 = check({"--remove", write("latin2.txt", "kot\nkr\xF3lik\n"), "kot"});
    EXPECT_EQ(notUtf8.status, kExitUsage);
    EXPECT_NE(notUtf8.err.find("check: --remove: "), std::string::npos) << notUtf8.err;
    EXPECT_NE(notUtf8.err.find("line 2: not UTF-8 text"), std::string::npos) << notUtf8.err;
}

TEST_F(CliCheckOverlay, AFileThatIsNoListIsNamed) {
    const auto missing = check({"--add", (dir_ / "missing.txt").string(), "kot"});
    EXPECT_EQ(missing.status, kExitUsage);
    EXPECT_NE(missing.err.find("missing.txt"), std::string::npos) << missing.err;
    const auto folder = check({"--remove", dir_.string(), "kot"});
    EXPECT_EQ(folder.status, kExitUsage);
    EXPECT_NE(folder.err.find("directory"), std::string::npos) << folder.err;
}

TEST_F(CliCheckOverlay, EmptyListsChangeNothing) {
    const auto empty = write("empty.txt", "# nothing yet\n");
    const auto r = check({"--add", empty, "--remove", empty, "kot", "zyzol"});
    EXPECT_EQ(r.status, kExitNegative);
    EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "kot: valid");
}

}  // namespace
}  // namespace ps::cli
