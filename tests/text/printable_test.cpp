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
    EXPECT_EQ(printableText("ąąąąą", 8), "ąą... (10 bytes)");  // never half a letter
    EXPECT_EQ(printableText("abcdefgh", 8), "abcdefgh");
    EXPECT_EQ(printableText("abcdefghi", 8), "abcde... (9 bytes)");
    EXPECT_EQ(printableText("ab\x1b", 6), "ab... (3 bytes)");  // never half an escape
}

TEST(PrintableText, EscapesTheControlsThatReorderOrBreakALine) {
    // U+202E RIGHT-TO-LEFT OVERRIDE, U+2066 LEFT-TO-RIGHT ISOLATE, U+2069 POP DIRECTIONAL
    // ISOLATE, U+200F RIGHT-TO-LEFT MARK, U+061C ARABIC LETTER MARK, U+2028 LINE SEPARATOR.
    EXPECT_EQ(printableText("a\u202Etxt.exe"), "a\\u202etxt.exe");
    EXPECT_EQ(printableText("\u2066x\u2069\u200F\u061C\u2028"),
              "\\u2066x\\u2069\\u200f\\u061c\\u2028");
    // Letters of right-to-left scripts themselves stay as they are.
    EXPECT_EQ(printableText("\u05D0\u05D1"), "\u05D0\u05D1");
}

TEST(PrintableText, AHugeValueIsCutWithItsLength) {
    const std::string huge(128 * 1024, 'x');
    const std::string shown = printableText(huge, kEchoedArgumentBytes);
    EXPECT_EQ(shown, std::string(97, 'x') + "... (131072 bytes)");
    EXPECT_EQ(printableText("\x1b]0;title\x07" + huge, 20), "\\u001b]0;title... (131082 bytes)");
}

}  // namespace
}  // namespace ps::text
