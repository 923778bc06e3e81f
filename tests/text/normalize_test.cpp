#include "text/normalize.h"

#include <gtest/gtest.h>

namespace ps::text {
namespace {

Word parsed(std::string_view input) {
    const auto result = parseWord(input);
    EXPECT_TRUE(result.ok()) << input << ": " << result.error;
    return result.word.value_or(Word{});
}

std::string errorOf(std::string_view input) {
    const auto result = parseWord(input);
    EXPECT_FALSE(result.ok()) << input;
    EXPECT_FALSE(result.word.has_value());
    return result.error;
}

TEST(ParseWord, LowercasesUppercaseAndMixedCase) {
    EXPECT_EQ(parsed("KOT"), word("kot"));
    EXPECT_EQ(parsed("ŻÓŁW"), word("żółw"));
    EXPECT_EQ(parsed("ŹdŹbŁo"), word("źdźbło"));
    EXPECT_EQ(parsed("GęŚ"), word("gęś"));
}

TEST(ParseWord, ComposesDecomposedLetters) {
    // z + combining dot above, o + combining acute, ł (no decomposition), w
    EXPECT_EQ(parsed("z\u0307o\u0301\u0142w"), word("żółw"));
    // Uppercase and decomposed at once: E + combining ogonek
    EXPECT_EQ(parsed("GE\u0328S\u0301"), word("gęś"));
}

TEST(ParseWord, TrimsSurroundingWhiteSpace) {
    EXPECT_EQ(parsed("  dom \t\n"), word("dom"));
    EXPECT_EQ(parsed("\u00A0dom\u3000"), word("dom"));  // no-break and ideographic spaces
}

TEST(ParseWord, RefusesDigitsNamingCharacterAndPosition) {
    const std::string error = errorOf("k0t");
    EXPECT_NE(error.find("'0'"), std::string::npos) << error;
    EXPECT_NE(error.find("U+0030"), std::string::npos) << error;
    EXPECT_NE(error.find("position 2"), std::string::npos) << error;
}

TEST(ParseWord, PositionsCountCharactersAfterTrimmingNotBytes) {
    const std::string error = errorOf("  żółw7");
    EXPECT_NE(error.find("position 5"), std::string::npos) << error;
}

TEST(ParseWord, PositionsCountTheCharactersTypedNotTheLowercaseForm) {
    // İ lowercases to i + U+0307: two code points, one character for the person who typed it.
    const std::string alone = errorOf("İ");
    EXPECT_NE(alone.find("'İ' (U+0130"), std::string::npos) << alone;
    EXPECT_NE(alone.find("position 1"), std::string::npos) << alone;
    EXPECT_NE(errorOf("kİt7").find("position 2"), std::string::npos);
    // A letter with a combining mark that makes no Polish letter is one character too.
    const std::string marked = errorOf("ko\u0302t");
    EXPECT_NE(marked.find("position 2"), std::string::npos) << marked;
}

// Found by fuzzing the word-list compiler: a letter under sixty combining marks is one
// character, and naming every mark made a message of kilobytes.
TEST(ParseWord, NamesAtMostThreeCodePointsOfOneCharacter) {
    std::string stacked = "k\u0104";
    for (int i = 0; i < 60; ++i)
        stacked += "\u0301";
    const std::string error = errorOf(stacked + "t");
    EXPECT_NE(error.find("'Ą' (U+0104"), std::string::npos) << error;
    EXPECT_NE(error.find("+ 58 more code points at position 2"), std::string::npos) << error;
    EXPECT_LT(error.size(), 300u) << error;
}

TEST(ParseWord, RefusesEmojiWithItsCodePoint) {
    const std::string error = errorOf("kot\U0001F408");
    EXPECT_NE(error.find("U+1F408"), std::string::npos) << error;
    EXPECT_NE(error.find("position 4"), std::string::npos) << error;
}

TEST(ParseWord, RefusesLettersOutsideThePolishAlphabet) {
    EXPECT_NE(errorOf("quiz").find("'q'"), std::string::npos);
    EXPECT_NE(errorOf("Straße").find("position 5"), std::string::npos);
    EXPECT_NE(errorOf("dom kot").find("U+0020"), std::string::npos);  // inner space
    EXPECT_NE(errorOf("k-ot").find("'-'"), std::string::npos);
}

TEST(ParseWord, RefusesEmptyAndBlankInput) {
    EXPECT_NE(errorOf("").find("empty"), std::string::npos);
    EXPECT_NE(errorOf(" \t\n ").find("empty"), std::string::npos);
}

TEST(ParseWord, RefusesAHundredThousandCharacters) {
    EXPECT_NE(errorOf(std::string(100000, 'a')).find("too long"), std::string::npos);
    EXPECT_NE(errorOf(std::string(kMaxWordLength + 1, 'a')).find("too long"), std::string::npos);
    EXPECT_EQ(parsed(std::string(kMaxWordLength, 'a')).size(), kMaxWordLength);
}

TEST(ParseWord, RefusesInvalidUtf8) {
    EXPECT_NE(errorOf("k\xC5t").find("U+FFFD"), std::string::npos);
}

TEST(CaseMapping, UsesPolishLetters) {
    EXPECT_EQ(toUpperPolish("żółć gęślą"), "ŻÓŁĆ GĘŚLĄ");
    EXPECT_EQ(toLowerPolish("ŻÓŁĆ GĘŚLĄ"), "żółć gęślą");
}

TEST(NormalizeText, ComposesAndTrimsButKeepsCase) {
    EXPECT_EQ(normalizeText("  Z\u0307aba "), "Żaba");
}

}  // namespace
}  // namespace ps::text
