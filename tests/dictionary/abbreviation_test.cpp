// Abbreviations are not words (the rulings): the compiler drops them and keeps them in the file
// so that the checker can say why; genuine words with an abbreviation's spelling stay. The two
// test sets are compiled into the test lexicon (dictionaries/CMakeLists.txt).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "dictionary/affix.h"
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

// The test lexicon's hunspell data with three more stem lines, all with domator's affix
// classes (domatora, domatorowi, domatorze...): "mgr" and "kadm", both listed as abbreviations
// ("kadm" also as a genuine word, cadmium), and a flagless line "mgrem" that makes one of
// mgr's forms as a word of its own.
HunspellData hunspellWithAbbreviationStems() {
    HunspellData data =
        readHunspell(testing::testDataDir() / "test.dic", testing::testDataDir() / "test.aff");
    const auto domator =
        std::find_if(data.lines.begin(), data.lines.end(),
                     [](const StemLine& line) { return line.stem == word("domator"); });
    EXPECT_NE(domator, data.lines.end());
    const FlagMask flags = domator->flags;
    data.lines.push_back({word("mgr"), flags});
    data.lines.push_back({word("kadm"), flags});
    data.lines.push_back({word("mgrem"), 0});
    return data;
}

TEST(Abbreviations, FormsOfAnAbbreviationsOwnFamilyAreDroppedToo) {
    const HunspellData data = hunspellWithAbbreviationStems();
    AbbreviationPolicy policy;
    policy.abbreviations = {word("kadm"), word("mgr")};
    policy.genuine = {word("kadm")};
    const auto forms = abbreviationForms(data, policy);
    EXPECT_TRUE(std::binary_search(forms.begin(), forms.end(), word("mgra")));
    EXPECT_TRUE(std::binary_search(forms.begin(), forms.end(), word("mgrowi")));
    // A form that another line makes is a word (drze: dr, and drzeć).
    EXPECT_FALSE(std::binary_search(forms.begin(), forms.end(), word("mgrem")));
    // A genuine word's family is no abbreviation's.
    EXPECT_FALSE(std::binary_search(forms.begin(), forms.end(), word("kadmu")));

    CompileReport report;
    const auto d =
        Dictionary::fromBytes(compileDictionary({}, data, report, policy), "abbreviation forms");
    for (const char* text : {"mgr", "mgra", "mgrowi", "mgrze", "mgrów"}) {
        EXPECT_TRUE(d.isDroppedAbbreviation(word(text))) << text;
        EXPECT_FALSE(d.contains(word(text))) << text;
    }
    for (const char* text : {"mgrem", "kadm", "kadma", "kadmowi", "domator", "domatora"}) {
        EXPECT_TRUE(d.contains(word(text))) << text;
        EXPECT_FALSE(d.isDroppedAbbreviation(word(text))) << text;
    }
}

TEST(Abbreviations, NoPolicyDropsNoForms) {
    EXPECT_TRUE(abbreviationForms(hunspellWithAbbreviationStems(), {}).empty());
}

// The lists the build compiles with (dictionaries/CMakeLists.txt), read as the compiler does.
AbbreviationPolicy builtInPolicy() {
    const std::filesystem::path lists = testing::testDataDir().parent_path();
    const std::vector<std::filesystem::path> abbreviations = {
        lists / "abbreviations-pl.txt", lists / "abbreviations-morfologik-pl.txt",
        lists / "abbreviations-extra-pl.txt"};
    const std::vector<std::filesystem::path> genuine = {lists / "genuine-short-words-pl.txt"};
    return readAbbreviationPolicy(abbreviations, genuine, true);
}

TEST(Abbreviations, BuiltInListsDropAbbreviationsWithPolishLetters) {
    const AbbreviationPolicy policy = builtInPolicy();
    for (const char* text :
         {"zał",      "łac",      "węg",       "żarg",  "dosł", "sierż", "żoł",    "staroż",
          "średn",    "jęz",      "chiń",      "fiń",   "duń",  "łot",   "słoweń", "właśc",
          "spoż",     "przekł",   "obraźl",    "wędk",  "społ", "środ",  "żegl",   "młodz",
          "średniow", "białorus", "przestarz", "ppułk", "płd",  "śr"}) {
        EXPECT_TRUE(policy.drops(word(text))) << text;
    }
}

TEST(Abbreviations, BuiltInListsKeepElementsInterjectionsAndNamesakes) {
    const AbbreviationPolicy policy = builtInPolicy();
    // kadm (cadmium) is in LibreOffice's list as "kadm." (kontradmirał); red, ust, woj, gin,
    // ces, daw are words or forms that an abbreviation list also holds.
    for (const char* text : {"kadm", "red",  "ust", "woj", "gin", "ces", "daw", "głęb", "ćwicz",
                             "dag",  "fot",  "ref", "kpa", "hot", "ufo", "aa",  "ah",   "hmmm",
                             "psss", "tłum", "cel", "sen", "ul",  "hm",  "brr"}) {
        EXPECT_FALSE(policy.drops(word(text))) << text;
    }
}

// Every word of the new genuine-word sets (both halves) is safe from the policy: no list and
// no rule drops it. The full dictionary's figures are in full_dictionary_test.cpp.
TEST(Abbreviations, NoGenuineWordOfTheReviewSetsIsDropped) {
    const AbbreviationPolicy policy = builtInPolicy();
    std::size_t words = 0;
    for (const char* half : {"tuning", "heldout"}) {
        std::ifstream in(std::string(POTEGA_SUSPICION_DATA_DIR) + "/genuine-short-words-" + half +
                         ".txt");
        ASSERT_TRUE(in.good()) << half;
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || line.front() == '#')
                continue;
            ++words;
            EXPECT_FALSE(policy.drops(word(line))) << line;
        }
    }
    EXPECT_GE(words, 300u);
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
