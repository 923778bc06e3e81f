#include "text/alphabet.h"

#include <stdexcept>

namespace ps {

namespace {

void appendUtf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

}  // namespace

std::optional<Letter> letterFromLowercase(char32_t codePoint) {
    for (int i = 0; i < kAlphabetSize; ++i) {
        if (kLowercaseLetters[static_cast<std::size_t>(i)] == codePoint) {
            return static_cast<Letter>(i);
        }
    }
    return std::nullopt;
}

std::optional<Letter> letterFromCodePoint(char32_t codePoint) {
    if (auto lower = letterFromLowercase(codePoint)) {
        return lower;
    }
    for (int i = 0; i < kAlphabetSize; ++i) {
        if (kUppercaseLetters[static_cast<std::size_t>(i)] == codePoint) {
            return static_cast<Letter>(i);
        }
    }
    return std::nullopt;
}

std::string toUtf8(Letter letter) {
    std::string out;
    appendUtf8(out, kLowercaseLetters.at(letter));
    return out;
}

std::string toUtf8(std::span<const Letter> word) {
    std::string out;
    out.reserve(word.size() * 2);
    for (Letter l : word) {
        appendUtf8(out, kLowercaseLetters.at(l));
    }
    return out;
}

std::string toUtf8Upper(Letter letter) {
    std::string out;
    appendUtf8(out, kUppercaseLetters.at(letter));
    return out;
}

std::string toUtf8Upper(std::span<const Letter> word) {
    std::string out;
    out.reserve(word.size() * 2);
    for (Letter l : word) {
        appendUtf8(out, kUppercaseLetters.at(l));
    }
    return out;
}

std::optional<Word> wordFromUtf8(std::string_view utf8) {
    Word result;
    result.reserve(utf8.size());
    std::size_t i = 0;
    while (i < utf8.size()) {
        const auto byte = static_cast<unsigned char>(utf8[i]);
        char32_t cp = 0;
        std::size_t length = 0;
        if (byte < 0x80) {
            cp = byte;
            length = 1;
        } else if ((byte & 0xE0) == 0xC0) {
            cp = byte & 0x1Fu;
            length = 2;
        } else if ((byte & 0xF0) == 0xE0) {
            cp = byte & 0x0Fu;
            length = 3;
        } else {
            return std::nullopt;  // 4-byte sequences are never letters of the alphabet
        }
        if (i + length > utf8.size()) {
            return std::nullopt;
        }
        for (std::size_t k = 1; k < length; ++k) {
            const auto cont = static_cast<unsigned char>(utf8[i + k]);
            if ((cont & 0xC0) != 0x80) {
                return std::nullopt;
            }
            cp = (cp << 6) | (cont & 0x3Fu);
        }
        const auto letter = letterFromCodePoint(cp);
        if (!letter) {
            return std::nullopt;
        }
        result.push_back(*letter);
        i += length;
    }
    return result;
}

Word word(std::string_view utf8) {
    auto parsed = wordFromUtf8(utf8);
    if (!parsed) {
        throw std::invalid_argument("not a word of the Polish alphabet: " + std::string(utf8));
    }
    return *parsed;
}

}  // namespace ps
