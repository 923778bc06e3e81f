#pragma once
// The protocol's texts as they travel (docs/network.md, docs/formats.md "Network messages"):
// each JSON text is compressed on its own with raw deflate (zlib) primed by a preset
// dictionary of the protocol's own frequent keys and values, and written in base64 after a
// short prefix that names the codec and its dictionary ("z3:"). A text the codec does not
// shorten goes as it is: JSON, which always starts with '{'. The first byte is the flag.
//
// The reader is strict and bounded before any JSON is parsed: a text over kMaxMessageBytes,
// a prefix of another protocol version, base64 that is not canonical, a stream that is
// corrupt, truncated, followed by anything or that inflates past kMaxMessageBytes (a
// decompression bomb) are refused with the reason.

#include <optional>
#include <string>
#include <string_view>

namespace ps::net {

// The prefix of a compressed text: "z", the protocol version whose dictionary primed it, ":".
inline constexpr std::string_view kPackedPrefix = "z3:";

// The preset dictionary: part of the protocol (a change needs a new version and prefix).
std::string_view presetDictionary();

// The text as it travels: compressed when that makes it shorter, else `json` itself.
std::string packText(std::string_view json);

struct UnpackedText {
    std::optional<std::string> text;  // the JSON text, still to be read strictly
    std::string error;                // why the text was refused, in English
    bool otherVersion = false;        // compressed by another version of the protocol
    [[nodiscard]] bool ok() const { return text.has_value(); }
};
// The JSON text a packed text carries (a plain JSON text as it is), or why it is refused.
UnpackedText unpackText(std::string_view wire);

// Whether `wire` is compressed (else it is JSON, or nothing this protocol writes).
[[nodiscard]] inline bool isPacked(std::string_view wire) {
    return !wire.empty() && wire.front() == 'z';
}

}  // namespace ps::net
