// potega-slowa-cli check, through the same entry point as the binary.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/commands.h"
#include "cli_run.h"

namespace ps::cli {
namespace {

using Run = CliRun;

Run check(std::vector<std::string> args) {
    args.insert(args.begin(), {"check", "--dict", POTEGA_TEST_LEXICON});
    return run(std::move(args));
}

std::vector<nlohmann::json> jsonLines(const std::string& text) {
    std::vector<nlohmann::json> lines;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        lines.push_back(nlohmann::json::parse(line));
    }
    return lines;
}

TEST(CliCheck, ValidWordsExitZero) {
    const auto r = check({"kot", "DOM", " żółw "});
    EXPECT_EQ(r.status, kExitOk) << r.err;
    EXPECT_EQ(r.out, "kot: valid\ndom: valid\nżółw: valid\n");
}

TEST(CliCheck, EachVerdictInPlainWords) {
    const auto r =
        check({"--used", "dom,kot", "domu", "domek", "xyzz", "komputera", "k0t", "lament"});
    EXPECT_EQ(r.status, kExitNegative);
    EXPECT_EQ(r.out,
              "domu: related to the used word \"dom\" (same family, headword dom)\n"
              "domek: may be related to the used word \"dom\" (the table decides; common root "
              "dom-)\n"
              "xyzz: foreign letter: 'x' (U+0078 LATIN SMALL LETTER X) at position 1 is not a "
              "Polish letter\n"
              "komputera: not in the dictionary; did you mean: komputer\n"
              "k0t: malformed input: '0' (U+0030 DIGIT ZERO) at position 2 is not a Polish "
              "letter\n"
              "lament: valid\n");
}

TEST(CliCheck, SameFamilyComesFirstThenEveryOtherRelation) {
    const auto r = check({"--used=domek,dom", "domu"});
    EXPECT_EQ(r.out,
              "domu: related to the used word \"dom\" (same family, headword dom); also "
              "\"domek\" (suspected: common root dom-)\n");
}

TEST(CliCheck, AUsedWordGivenTwiceIsReportedOnce) {
    const auto r = check({"--used=dom,DOM,dom", "domu"});
    EXPECT_EQ(r.out, "domu: related to the used word \"dom\" (same family, headword dom)\n");
}

TEST(CliCheck, RefusalsSayWhyAndSuggestWords) {
    const auto r = check({"np", "Kraków", "zolw", "quiz"});
    EXPECT_EQ(r.status, kExitNegative);
    EXPECT_NE(r.out.find("np: not in the dictionary (an abbreviation, not a word)"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("kraków: not in the dictionary (a proper noun"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("zolw: not in the dictionary; did you mean: żółw"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("quiz: foreign letter: 'q'"), std::string::npos) << r.out;
    const auto json = jsonLines(check({"--json", "np", "zolw", "quiz", "k0t", "kot"}).out);
    ASSERT_EQ(json.size(), 5u);
    EXPECT_EQ(json[0]["refusal"], "abbreviation");
    EXPECT_EQ(json[1]["refusal"], "not-in-list");
    EXPECT_EQ(json[1]["suggestions"][0], "żółw");
    EXPECT_EQ(json[2]["refusal"], "foreign-letter");
    EXPECT_EQ(json[3]["refusal"], "malformed");
    EXPECT_TRUE(json[4]["refusal"].is_null());
}

TEST(CliCheck, JsonHasEveryField) {
    const auto r = check({"--json", "--used", "dom", "Domu", "domowy", "kot", "kot!", "komputera"});
    EXPECT_EQ(r.status, kExitNegative);
    const auto lines = jsonLines(r.out);
    ASSERT_EQ(lines.size(), 5u);
    EXPECT_EQ(lines[0]["input"], "Domu");
    EXPECT_EQ(lines[0]["word"], "domu");
    EXPECT_EQ(lines[0]["valid"], true);
    EXPECT_EQ(lines[0]["lemma"], "dom");
    EXPECT_EQ(lines[0]["relation"]["kind"], "same-family");
    EXPECT_EQ(lines[0]["relation"]["with"], "dom");
    EXPECT_TRUE(lines[0]["error"].is_null());
    EXPECT_EQ(lines[1]["relation"]["kind"], "suspected");
    EXPECT_EQ(lines[1]["lemma"], "domowy");
    EXPECT_TRUE(lines[2]["relation"].is_null());
    EXPECT_EQ(lines[2]["valid"], true);
    EXPECT_EQ(lines[3]["valid"], false);
    EXPECT_NE(lines[3]["error"].get<std::string>().find("position 4"), std::string::npos);
    EXPECT_EQ(lines[4]["valid"], false);
    EXPECT_TRUE(lines[4]["lemma"].is_null());
    EXPECT_TRUE(lines[4]["error"].is_null());
}

TEST(CliCheck, JsonSurvivesInvalidUtf8) {
    const auto r = check({"--json", "k\xC3t"});
    EXPECT_EQ(r.status, kExitNegative);
    ASSERT_EQ(jsonLines(r.out).size(), 1u);
}

TEST(CliCheck, UsageErrorsExitTwo) {
    EXPECT_EQ(check({}).status, kExitUsage);
    EXPECT_EQ(check({"--bogus", "kot"}).status, kExitUsage);
    const auto badUsed = check({"--used", "dom,k0t", "kot"});
    EXPECT_EQ(badUsed.status, kExitUsage);
    EXPECT_NE(badUsed.err.find("k0t"), std::string::npos);
    EXPECT_EQ(run({"check", "--dict"}).status, kExitUsage);
    EXPECT_EQ(run({"frobnicate"}).status, kExitUsage);
}

TEST(CliCheck, DictionaryErrorsExitTwoNamingTheFile) {
    const auto r = run({"check", "--dict", "/nonexistent/x.dict", "kot"});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_NE(r.err.find("/nonexistent/x.dict"), std::string::npos) << r.err;
    EXPECT_EQ(r.out, "");
}

TEST(CliHelp, ListsCommands) {
    const auto r = run({"--help"});
    EXPECT_EQ(r.status, kExitOk);
    EXPECT_NE(r.out.find("check [--dict FILE]"), std::string::npos);
    EXPECT_NE(r.out.find("anagram LETTERS"), std::string::npos);
    EXPECT_EQ(run({"check", "--help"}).status, kExitOk);
}

}  // namespace
}  // namespace ps::cli
