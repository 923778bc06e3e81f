// Abbreviations are not words (the rulings): the compiler drops them and keeps them in the file
// so that the checker can say why; genuine words with an abbreviation's spelling stay. The two
// test sets are compiled into the test lexicon (dictionaries/CMakeLists.txt).
#include <gtest/gtest.h>

#include <fstream>

#include "dictionary/compiler.h"
#include "dictionary/word_check.h"
#include "test_support.h"

namespace ps::dict {
namespace {

std::vector<std::string> readList(const std::string& name) {
    std::ifstream in(testing::testDataDir() / name);
    std::vector<std::string> words;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.front() != '#')
            words.push_back(line);
    }
    return words;
}

TEST(Abbreviations, EveryAbbreviationOfTheTestSetIsRefusedAsAnAbbreviation) {
    const auto abbreviations = readList("abbreviations-test.txt");
    ASSERT_GE(abbreviations.size(), 200u);
    const Dictionary& dictionary = testing::testLexicon();
    const UsedWordIndex none(dictionary, {});
    for (const std::string& text : abbreviations) {
        const WordReport report = checkWord(dictionary, none, text);
        EXPECT_FALSE(report.valid) << text;
        ASSERT_TRUE(report.refusal.has_value()) << text;
        EXPECT_EQ(*report.refusal, RefusalReason::Abbreviation) << text;
        EXPECT_EQ(refusalName(*report.refusal), "abbreviation");
    }
}

TEST(Abbreviations, EveryShortGenuineWordOfTheTestSetStaysValid) {
    const auto genuine = readList("genuine-short-words-test.txt");
    ASSERT_GE(genuine.size(), 200u);
    const Dictionary& dictionary = testing::testLexicon();
    const UsedWordIndex none(dictionary, {});
    for (const std::string& text : genuine) {
        const WordReport report = checkWord(dictionary, none, text);
        EXPECT_TRUE(report.valid) << text;
        EXPECT_FALSE(report.refusal.has_value()) << text;
    }
}

TEST(Abbreviations, TheIssuesExamplesAreRefusedAndTheirNamesakesKept) {
    const Dictionary& dictionary = testing::testLexicon();
    for (const char* text : {"np", "itp", "itd", "tzw", "tzn", "mgr", "cm", "kg", "km", "mln",
                             "tys", "nr", "godz", "tel", "zł", "wg", "jw"}) {
        EXPECT_TRUE(dictionary.isDroppedAbbreviation(word(text))) << text;
        EXPECT_FALSE(dictionary.contains(word(text))) << text;
    }
    for (const char* text :
         {"cel", "gen", "sen", "ul", "kat", "lek", "por", "os", "im", "min", "hm", "brr", "pst"}) {
        EXPECT_TRUE(dictionary.contains(word(text))) << text;
        EXPECT_FALSE(dictionary.isDroppedAbbreviation(word(text))) << text;
    }
}

TEST(Abbreviations, PolicyGenuineWordsWinOverListsAndTheVowelRule) {
    AbbreviationPolicy policy;
    policy.abbreviations = {word("np"), word("sen")};
    policy.genuine = {word("brr"), word("sen")};
    policy.dropWordsWithoutVowel = true;
    EXPECT_TRUE(policy.drops(word("np")));
    EXPECT_TRUE(policy.drops(word("kg")));    // no vowel
    EXPECT_FALSE(policy.drops(word("brr")));  // an interjection
    EXPECT_FALSE(policy.drops(word("sen")));  // listed, but a genuine word
    EXPECT_FALSE(policy.drops(word("kot")));
    EXPECT_FALSE(policy.drops(word("w")));  // one letter: the vowel rule starts at two
    policy.dropWordsWithoutVowel = false;
    EXPECT_FALSE(policy.drops(word("kg")));
}

TEST(Abbreviations, VowelRuleCountsEveryPolishVowel) {
    for (const char* text : {"bą", "ęś", "żó", "by", "mu"})
        EXPECT_FALSE(hasNoVowel(word(text))) << text;
    for (const char* text : {"kg", "zł", "pszcz", "ćśś"})
        EXPECT_TRUE(hasNoVowel(word(text))) << text;
}

TEST(Abbreviations, ProperNounsAreRefusedAsProperNouns) {
    // "Kraków" is in the test word list only capitalised.
    const Dictionary& dictionary = testing::testLexicon();
    const UsedWordIndex none(dictionary, {});
    const WordReport report = checkWord(dictionary, none, "Kraków");
    EXPECT_FALSE(report.valid);
    ASSERT_TRUE(report.refusal.has_value());
    EXPECT_EQ(*report.refusal, RefusalReason::ProperNoun);
    EXPECT_EQ(*checkWord(dictionary, none, "komputerek").refusal, RefusalReason::NotInList);
    EXPECT_EQ(*checkWord(dictionary, none, "quiz").refusal, RefusalReason::ForeignLetter);
    EXPECT_EQ(*checkWord(dictionary, none, "k0t").refusal, RefusalReason::Malformed);
    EXPECT_FALSE(checkWord(dictionary, none, "kot").refusal.has_value());
}

}  // namespace
}  // namespace ps::dict
