// Text from files and users echoed in messages: escaped, and shortened at a character.
#include "text/printable.h"

#include <gtest/gtest.h>

#include <string>

namespace ps::text {
namespace {

TEST(PrintableText, EscapesControlsAndBadBytesAndCutsAtACharacter) {
    EXPECT_EQ(printableText("żółw"), "żółw");
    EXPECT_EQ(printableText(std::string("a\0b\x1b\x7f", 5)), "a\\u0000b\\u001b\\u007f");
    EXPECT_EQ(printableText("\xc2\x9b"), "\\u009b");
    EXPECT_EQ(printableText("\xff\xc3("), "\\xff\\xc3(");
    EXPECT_EQ(printableText("ąąąąą", 8), "ąą...");  // never half a letter
    EXPECT_EQ(printableText("abcdefgh", 8), "abcdefgh");
    EXPECT_EQ(printableText("abcdefghi", 8), "abcde...");
    EXPECT_EQ(printableText("ab\x1b", 6), "ab...");  // never half an escape
}

}  // namespace
}  // namespace ps::text
