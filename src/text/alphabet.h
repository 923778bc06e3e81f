#pragma once
// The Polish game alphabet. Inside the engine, dictionary and bots a letter is a small
// integer (0..31) in Polish alphabetical order; text is UTF-8 only at the edges.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ps {

using Letter = std::uint8_t;
using Word = std::vector<Letter>;

inline constexpr int kAlphabetSize = 32;

// A hash of a word's letters (FNV-1a), for unordered containers keyed by Word.
struct WordHash {
    std::size_t operator()(std::span<const Letter> word) const noexcept {
        std::size_t hash = 1469598103934665603ULL;
        for (const Letter letter : word) {
            hash ^= letter;
            hash *= 1099511628211ULL;
        }
        return hash;
    }
};

// Lowercase code points, index = Letter. Order is the Polish alphabetical order, so comparing
// Words lexicographically sorts them as a Polish dictionary does.
inline constexpr std::array<char32_t, kAlphabetSize> kLowercaseLetters = {
    U'a', U'ą', U'b', U'c', U'ć', U'd', U'e', U'ę', U'f', U'g', U'h', U'i', U'j', U'k', U'l', U'ł',
    U'm', U'n', U'ń', U'o', U'ó', U'p', U'r', U's', U'ś', U't', U'u', U'w', U'y', U'z', U'ź', U'ż'};

inline constexpr std::array<char32_t, kAlphabetSize> kUppercaseLetters = {
    U'A', U'Ą', U'B', U'C', U'Ć', U'D', U'E', U'Ę', U'F', U'G', U'H', U'I', U'J', U'K', U'L', U'Ł',
    U'M', U'N', U'Ń', U'O', U'Ó', U'P', U'R', U'S', U'Ś', U'T', U'U', U'W', U'Y', U'Z', U'Ź', U'Ż'};

// The letter for a lowercase code point, or nothing when it is not one of the 32 letters.
std::optional<Letter> letterFromLowercase(char32_t codePoint);

// The letter for an upper- or lowercase code point of the alphabet.
std::optional<Letter> letterFromCodePoint(char32_t codePoint);

// UTF-8 of one letter / a word, lowercase or uppercase.
std::string toUtf8(Letter letter);
std::string toUtf8(std::span<const Letter> word);
std::string toUtf8Upper(Letter letter);
std::string toUtf8Upper(std::span<const Letter> word);

// Decodes text made only of the 32 letters (either case, already NFC). Returns nothing on any
// other character; use ps::text::parseWord (text/normalize.h) for user input with messages.
std::optional<Word> wordFromUtf8(std::string_view utf8);

// Convenience for tests and fixtures: like wordFromUtf8 but throws std::invalid_argument.
Word word(std::string_view utf8);

}  // namespace ps
