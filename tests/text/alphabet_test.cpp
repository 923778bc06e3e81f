#include "text/alphabet.h"

#include <gtest/gtest.h>

namespace ps {
namespace {

TEST(Alphabet, RoundTripsEveryLetterInBothCases) {
    for (int i = 0; i < kAlphabetSize; ++i) {
        const auto letter = static_cast<Letter>(i);
        EXPECT_EQ(wordFromUtf8(toUtf8(letter)), Word{letter});
        EXPECT_EQ(wordFromUtf8(toUtf8Upper(letter)), Word{letter});
    }
}

TEST(Alphabet, OrderIsPolishAlphabeticalOrder) {
    EXPECT_LT(word("a"), word("ą"));
    EXPECT_LT(word("ą"), word("b"));
    EXPECT_LT(word("zz"), word("ź"));
    EXPECT_LT(word("ź"), word("ż"));
    EXPECT_LT(word("łania"), word("łąka"));
}

TEST(Alphabet, RefusesOtherCharacters) {
    EXPECT_FALSE(wordFromUtf8("quiz"));
    EXPECT_FALSE(wordFromUtf8("kot1"));
    EXPECT_FALSE(wordFromUtf8("\xC5"));  // truncated UTF-8
    EXPECT_THROW(word("x"), std::invalid_argument);
}

}  // namespace
}  // namespace ps
