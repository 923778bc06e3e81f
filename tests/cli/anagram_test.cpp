// potega-slowa-cli anagram
#include <gtest/gtest.h>

#include "cli/commands.h"
#include "cli_run.h"

namespace ps::cli {
namespace {

CliRun anagram(std::vector<std::string> args) {
    args.insert(args.begin(), {"anagram", "--dict", POTEGA_TEST_LEXICON});
    return run(std::move(args));
}

TEST(CliAnagram, ListsLongestFirstWithRequiredLetters) {
    const auto r = anagram({"DOMEKT", "--must", "k", "--min", "3"});
    EXPECT_EQ(r.status, kExitOk) << r.err;
    // kom (koma's genitive plural) comes from the test lexicon's genuine short words.
    EXPECT_EQ(r.out, "domek\nkotem\nkom\nkot\nkto\n");
}

TEST(CliAnagram, LengthRange) {
    const auto r = anagram({"domekt", "--min=3", "--max=3"});
    EXPECT_EQ(r.out, "dom\nkom\nkot\nkto\n");
}

TEST(CliAnagram, NothingFoundExitsOne) {
    EXPECT_EQ(anagram({"zzz"}).status, kExitNegative);
}

TEST(CliAnagram, BadArgumentsExitTwo) {
    EXPECT_EQ(anagram({}).status, kExitUsage);
    EXPECT_EQ(anagram({"kot", "--must", "z"}).status, kExitUsage);  // z is not available
    EXPECT_EQ(anagram({"k0t"}).status, kExitUsage);
    EXPECT_EQ(anagram({"kot", "--min", "two"}).status, kExitUsage);
    EXPECT_EQ(anagram({"kot", "dom"}).status, kExitUsage);
}

}  // namespace
}  // namespace ps::cli
