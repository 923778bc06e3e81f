// "Did you mean": the nearest words of the dictionary, diacritics first.
#include <gtest/gtest.h>

#include <algorithm>

#include "dictionary/word_check.h"
#include "test_support.h"

namespace ps::dict {
namespace {

std::vector<std::string> suggestions(const char* text, std::size_t limit = 5) {
    std::vector<std::string> out;
    for (const Word& w : testing::testLexicon().suggest(word(text), limit))
        out.push_back(toUtf8(w));
    return out;
}

bool has(const std::vector<std::string>& list, const char* text) {
    return std::find(list.begin(), list.end(), text) != list.end();
}

TEST(Suggest, MissingDiacriticsComeFirst) {
    // Three missing diacritics cost less than one ordinary edit each.
    EXPECT_EQ(suggestions("zolw").front(), "żółw");
    EXPECT_EQ(suggestions("zdzblo").front(), "źdźbło");
    EXPECT_EQ(suggestions("reka").front(), "ręka");
}

TEST(Suggest, OneOrTwoEditsAway) {
    EXPECT_TRUE(has(suggestions("kotk", 20), "kotka"));
    EXPECT_TRUE(has(suggestions("kotk", 20), "kotek"));
    EXPECT_TRUE(has(suggestions("pisrz"), "pisarz"));
    EXPECT_TRUE(has(suggestions("tko", 20), "kot"));  // two neighbours swapped: one edit
    EXPECT_TRUE(suggestions("fffffffffffffffffffffffff").empty());  // nothing near
}

TEST(Suggest, NeverTheWordItselfAndAtMostTheLimit) {
    EXPECT_FALSE(has(suggestions("kot", 50), "kot"));
    EXPECT_LE(suggestions("kot", 3).size(), 3u);
    EXPECT_TRUE(suggestions("kot", 0).empty());
    EXPECT_TRUE(testing::testLexicon().suggest({}).empty());
    const Word longest(64, word("a").front());
    EXPECT_NO_THROW((void)testing::testLexicon().suggest(longest));
}

TEST(Suggest, TheReportCarriesThemForAnInvalidWordOnly) {
    const Dictionary& dictionary = testing::testLexicon();
    const UsedWordIndex none(dictionary, {});
    const WordReport invalid = checkWord(dictionary, none, "ZOLW");
    EXPECT_FALSE(invalid.valid);
    ASSERT_FALSE(invalid.suggestions.empty());
    EXPECT_EQ(invalid.suggestions.front(), "żółw");
    EXPECT_LE(invalid.suggestions.size(), kMaxSuggestions);
    EXPECT_TRUE(checkWord(dictionary, none, "żółw").suggestions.empty());
    EXPECT_TRUE(checkWord(dictionary, none, "k0t").suggestions.empty());
}

}  // namespace
}  // namespace ps::dict
