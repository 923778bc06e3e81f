// The affix expander against hunspell's own unmunch on the stems of the test lexicon
// (dictionaries/test/unmunch-expected.txt, made by make-test-lexicon.sh).
#include "dictionary/affix.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "test_support.h"

namespace ps::dict {
namespace {

using testing::testDataDir;

TEST(AffixExpander, ReproducesUnmunchOnChosenStems) {
    const auto data = readHunspell(testDataDir() / "test.dic", testDataDir() / "test.aff");
    EXPECT_EQ(data.lines.size(), 74u);
    EXPECT_EQ(data.skippedLines, 0u);
    std::set<Word> ours;
    const AffixExpander expander(data.rules);
    for (const auto& line : data.lines) {
        expander.expand(
            line, [&](std::span<const Letter> form) { ours.emplace(form.begin(), form.end()); });
    }
    std::ifstream in(testDataDir() / "unmunch-expected.txt");
    ASSERT_TRUE(in);
    std::set<Word> theirs;
    std::string line;
    while (std::getline(in, line)) {
        if (auto w = wordFromUtf8(line); w && toUtf8(*w) == line) {  // lowercase only
            theirs.insert(*w);
        }
    }
    ASSERT_GT(theirs.size(), 1000u);
    for (const Word& w : theirs) {
        EXPECT_TRUE(ours.contains(w)) << "unmunch makes " << toUtf8(w) << ", we do not";
    }
    for (const Word& w : ours) {
        EXPECT_TRUE(theirs.contains(w)) << "we make " << toUtf8(w) << ", unmunch does not";
    }
}

TEST(AffixExpander, MakesKnownFormsOfDom) {
    const auto data = readHunspell(testDataDir() / "test.dic", testDataDir() / "test.aff");
    const AffixExpander expander(data.rules);
    std::set<Word> forms;
    for (const auto& line : data.lines) {
        if (line.stem == word("dom")) {
            expander.expand(line,
                            [&](std::span<const Letter> f) { forms.emplace(f.begin(), f.end()); });
        }
    }
    for (const char* form : {"dom", "domy", "domów", "domach", "domami", "domom"}) {
        EXPECT_TRUE(forms.contains(word(form))) << form;
    }
    // hunspell-pl lists these as separate lines without affixes (see Families tests).
    EXPECT_FALSE(forms.contains(word("domu")));
    EXPECT_FALSE(forms.contains(word("domem")));
    EXPECT_FALSE(forms.contains(word("domek")));  // a derivation, not an inflected form
}

TEST(AffixCondition, ParsesClassesNegationAndDots) {
    const auto masks = parseCondition(U"[^aeo]k.");
    ASSERT_EQ(masks.size(), 3u);
    EXPECT_EQ(masks[0] & (1u << word("a")[0]), 0u);
    EXPECT_NE(masks[0] & (1u << word("b")[0]), 0u);
    EXPECT_EQ(masks[1], 1u << word("k")[0]);
    EXPECT_EQ(masks[2], 0xFFFFFFFFu);
    EXPECT_TRUE(parseCondition(U".").empty());
    EXPECT_EQ(parseCondition(U"x"), std::vector<std::uint32_t>{0u});  // never matches
    EXPECT_THROW(parseCondition(U"[ab"), std::invalid_argument);
}

TEST(AffixRule, FollowsHunspellApplicability) {
    AffixRule rule;  // SFX: strip "c", add "głem", condition "lec"
    rule.strip = word("c");
    rule.add = word("głem");
    rule.condition = parseCondition(U"lec");
    EXPECT_TRUE(rule.appliesTo(word("wlec")));
    EXPECT_EQ(rule.apply(word("wlec")), word("wległem"));
    EXPECT_FALSE(rule.appliesTo(word("ec")));  // shorter than the condition
    EXPECT_TRUE(rule.appliesTo(word("olec")));
    EXPECT_FALSE(rule.appliesTo(word("piec")));
}

}  // namespace
}  // namespace ps::dict
