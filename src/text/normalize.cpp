#include "text/normalize.h"

#include <unicode/brkiter.h>
#include <unicode/locid.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include <cstdio>
#include <memory>

namespace ps::text {

namespace {

const icu::Locale& polish() {
    static const icu::Locale locale("pl", "PL");
    return locale;
}

// NFC of the text; ICU's singleton normaliser is thread-safe and never freed.
icu::UnicodeString nfc(const icu::UnicodeString& text) {
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* normalizer = icu::Normalizer2::getNFCInstance(status);
    if (U_FAILURE(status) || normalizer == nullptr) {
        return text;  // ICU data missing: compare code points as they are
    }
    icu::UnicodeString out = normalizer->normalize(text, status);
    return U_FAILURE(status) ? text : out;
}

icu::UnicodeString trimmed(const icu::UnicodeString& text) {
    int32_t begin = 0;
    int32_t end = text.length();
    while (begin < end) {
        const UChar32 c = text.char32At(begin);
        if (!u_isUWhiteSpace(c)) {
            break;
        }
        begin += U16_LENGTH(c);
    }
    while (end > begin) {
        const UChar32 c = text.char32At(end - 1);
        if (!u_isUWhiteSpace(c)) {
            break;
        }
        end -= U16_LENGTH(c);
    }
    return icu::UnicodeString(text, begin, end - begin);
}

std::string utf8Of(const icu::UnicodeString& text) {
    std::string out;
    text.toUTF8String(out);
    return out;
}

std::string describe(UChar32 c) {
    char code[16];
    std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(c));
    std::string shown;
    if (u_isprint(c) && !u_isUWhiteSpace(c)) {
        shown = "'" + utf8Of(icu::UnicodeString(c)) + "' ";
    }
    char name[128] = {};
    UErrorCode status = U_ZERO_ERROR;
    u_charName(c, U_UNICODE_CHAR_NAME, name, sizeof name, &status);
    std::string result = shown + "(" + code;
    if (U_SUCCESS(status) && name[0] != '\0') {
        result += " ";
        result += name;
    }
    return result + ")";
}

// The first user-perceived character (grapheme cluster) of the input that is not a Polish
// letter once lowercased, and its 1-based position among the input's own characters: lowercasing
// may change the count (İ becomes i + U+0307), the person counts what they typed.
std::string describeFault(const icu::UnicodeString& original, ParsedWord& result) {
    bool& isLetter = result.foreignLetter;
    isLetter = false;
    result.fault = WordFault::NotALetter;
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::BreakIterator> clusters(
        icu::BreakIterator::createCharacterInstance(polish(), status));
    if (U_FAILURE(status) || !clusters)
        return "the text holds a character that is not a Polish letter";
    clusters->setText(original);
    int position = 0;
    for (int32_t begin = clusters->first(), end = clusters->next(); end != icu::BreakIterator::DONE;
         begin = end, end = clusters->next()) {
        ++position;
        icu::UnicodeString cluster(original, begin, end - begin);
        icu::UnicodeString lower = cluster;
        lower.toLower(polish());
        bool letters = true;
        for (int32_t i = 0; i < lower.length() && letters;) {
            const UChar32 c = lower.char32At(i);
            i += U16_LENGTH(c);
            letters = c >= 0 && letterFromLowercase(static_cast<char32_t>(c)).has_value();
        }
        if (letters)
            continue;
        isLetter = u_isalpha(cluster.char32At(0)) != 0;
        result.character = static_cast<char32_t>(cluster.char32At(0));
        result.position = position;
        // A cluster may stack any number of combining marks: the first three are named, the
        // rest counted, so the message stays a line.
        constexpr int kShownCodePoints = 3;
        std::string shown;
        int count = 0;
        for (int32_t i = 0; i < cluster.length(); ++count) {
            const UChar32 c = cluster.char32At(i);
            i += U16_LENGTH(c);
            if (count < kShownCodePoints)
                shown += (shown.empty() ? "" : " + ") + describe(c);
        }
        if (count > kShownCodePoints)
            shown += " + " + std::to_string(count - kShownCodePoints) + " more code points";
        return shown + " at position " + std::to_string(position) + " is not a Polish letter";
    }
    return "the text holds a character that is not a Polish letter";
}

}  // namespace

std::string normalizeText(std::string_view utf8) {
    const auto text = icu::UnicodeString::fromUTF8(
        icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())));
    return utf8Of(trimmed(nfc(text)));
}

std::string toLowerPolish(std::string_view utf8) {
    auto text = icu::UnicodeString::fromUTF8(
        icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())));
    return utf8Of(text.toLower(polish()));
}

std::string toUpperPolish(std::string_view utf8) {
    auto text = icu::UnicodeString::fromUTF8(
        icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())));
    return utf8Of(text.toUpper(polish()));
}

ParsedWord parseWord(std::string_view utf8) {
    ParsedWord result;
    // Refuse absurd input before normalising it: 4 bytes per character is the UTF-8 maximum,
    // and a few spaces around a word are normal.
    if (utf8.size() > kMaxWordLength * 4 + 256) {
        result.error =
            "the word is too long (more than " + std::to_string(kMaxWordLength) + " letters)";
        result.fault = WordFault::TooLong;
        return result;
    }
    const auto original = trimmed(nfc(icu::UnicodeString::fromUTF8(
        icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())))));
    auto text = original;
    text.toLower(polish());
    if (text.isEmpty()) {
        result.error = "the word is empty";
        result.fault = WordFault::Empty;
        return result;
    }
    Word word;
    for (int32_t i = 0; i < text.length();) {
        const UChar32 c = text.char32At(i);
        i += U16_LENGTH(c);
        const auto letter = c >= 0 ? letterFromLowercase(static_cast<char32_t>(c)) : std::nullopt;
        if (!letter) {
            result.error = describeFault(original, result);
            return result;
        }
        word.push_back(*letter);
    }
    if (word.size() > kMaxWordLength) {
        result.fault = WordFault::TooLong;
        result.letters = word.size();
        result.error = "the word is too long (" + std::to_string(word.size()) +
                       " letters, at most " + std::to_string(kMaxWordLength) + ")";
        return result;
    }
    result.word = std::move(word);
    return result;
}

}  // namespace ps::text
