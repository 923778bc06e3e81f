#include "text/printable.h"

#include <cstdint>
#include <vector>

namespace ps::text {

namespace {

// The length of the UTF-8 sequence at text[i], or 0 when it is not one (overlong forms,
// surrogates and code points beyond U+10FFFF are not UTF-8 either).
std::size_t utf8Length(std::string_view text, std::size_t i, char32_t& codePoint) {
    const auto byte = [&](std::size_t k) { return std::uint8_t(text[k]); };
    const std::uint8_t lead = byte(i);
    std::size_t length = 0;
    if (lead < 0x80) {
        codePoint = lead;
        return 1;
    }
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        codePoint = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        codePoint = lead & 0x0F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        codePoint = lead & 0x07;
    } else {
        return 0;
    }
    if (i + length > text.size()) {
        return 0;
    }
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) {
            return 0;
        }
        codePoint = (codePoint << 6) | (byte(i + k) & 0x3F);
    }
    const char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (codePoint < smallest[length] || codePoint > 0x10FFFF ||
        (codePoint >= 0xD800 && codePoint <= 0xDFFF)) {
        return 0;
    }
    return length;
}

// Invisible characters that change how the rest of a line is shown: bidi marks, embeddings,
// overrides and isolates, and the Unicode line and paragraph separators.
bool reordersText(char32_t codePoint) {
    return codePoint == 0x061C || codePoint == 0x200E || codePoint == 0x200F ||
           (codePoint >= 0x2028 && codePoint <= 0x202E) ||
           (codePoint >= 0x2066 && codePoint <= 0x2069);
}

}  // namespace

std::string printableText(std::string_view text, std::size_t maxBytes) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    std::vector<std::size_t> starts;  // where each piece of `out` begins (at most maxBytes)
    for (std::size_t i = 0; i < text.size();) {
        char32_t codePoint = 0;
        const std::size_t length = utf8Length(text, i, codePoint);
        std::string piece;
        if (length == 0) {
            piece = {'\\', 'x', kHex[std::uint8_t(text[i]) >> 4], kHex[std::uint8_t(text[i]) & 15]};
        } else if (codePoint < 0x20 || (codePoint >= 0x7F && codePoint <= 0x9F) ||
                   reordersText(codePoint)) {
            piece = {'\\',
                     'u',
                     kHex[(codePoint >> 12) & 15],
                     kHex[(codePoint >> 8) & 15],
                     kHex[(codePoint >> 4) & 15],
                     kHex[codePoint & 15]};
        } else {
            piece = std::string(text.substr(i, length));
        }
        if (out.size() + piece.size() > maxBytes) {
            // Room for the "..." too: back to the last whole piece that fits with it.
            while (!starts.empty() && out.size() + 3 > maxBytes) {
                out.resize(starts.back());
                starts.pop_back();
            }
            return out + "... (" + std::to_string(text.size()) + " bytes)";
        }
        starts.push_back(out.size());
        out += piece;
        i += length == 0 ? 1 : length;
    }
    return out;
}

}  // namespace ps::text
