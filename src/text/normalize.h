#pragma once
// The edge where user text becomes letters: ICU NFC normalisation, Polish-locale case mapping,
// trimming, and a clear message when the text still holds something that is not a letter.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "text/alphabet.h"

namespace ps::text {

// Longest word accepted from users and stored in a dictionary (the longest Polish word in the
// sources has 45 letters). Longer input is refused before any expensive work.
inline constexpr std::size_t kMaxWordLength = 64;

// The outcome of parsing user input: either a word, or the reason it is not one.
// Why an input is no word, for callers that word the message themselves (other languages).
enum class WordFault {
    None,
    Empty,       // nothing but white space
    TooLong,     // more than kMaxWordLength letters (`letters`: how many; 0 when not counted)
    NotALetter,  // `character` at `position` is not one of the 32 letters
};

struct ParsedWord {
    std::optional<Word> word;    // lowercase letters, when the input is a well-formed word
    std::string error;           // empty when `word` is set; a message for people otherwise
    bool foreignLetter = false;  // refused for a letter of another alphabet (q, ä, я), not a
                                 // digit, sign or space
    WordFault fault = WordFault::None;
    char32_t character = 0;   // NotALetter: the first code point of the faulty character
    int position = 0;         // NotALetter: its 1-based position among the characters typed
    std::size_t letters = 0;  // TooLong: the word's letters

    [[nodiscard]] bool ok() const { return word.has_value(); }
};

// NFC-normalises, trims Unicode white space at both ends and lowercases (Polish locale).
// Invalid UTF-8 sequences become U+FFFD, which parseWord then refuses.
std::string normalizeText(std::string_view utf8);

// Polish-locale lower/upper case of UTF-8 text (NFC), e.g. "ŻÓŁW" <-> "żółw".
std::string toLowerPolish(std::string_view utf8);
std::string toUpperPolish(std::string_view utf8);

// User input -> word. Refuses empty input, input longer than kMaxWordLength letters, and any
// character outside the 32 letters, naming the character and its 1-based position (counted in
// user-perceived characters of the trimmed input, as typed: "İ" is position 1), e.g.
//   "'7' (U+0037) at position 3 is not a Polish letter".
ParsedWord parseWord(std::string_view utf8);

}  // namespace ps::text
