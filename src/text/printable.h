#pragma once
// Echoing text that came from a file or a user in a message, safely: the one escaping rule for
// every value a message repeats (file text, file names, command-line arguments, addresses).

#include <cstddef>
#include <string>
#include <string_view>

namespace ps::text {

// How much of a value messages keep: a value read from a file (a JSON value, a line of a word
// list) 40 bytes; a name given by the user (a command, an option, a word, a level, an address)
// 100; a file name 200, so that an ordinary path is shown whole.
inline constexpr std::size_t kEchoedValueBytes = 40;
inline constexpr std::size_t kEchoedArgumentBytes = 100;
inline constexpr std::size_t kEchoedPathBytes = 200;

// Text made safe to echo in a message: control characters (C0, DEL, C1) and the invisible
// controls that reorder or break a line on screen (bidi embeddings, overrides and isolates,
// U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069; the line and paragraph separators
// U+2028, U+2029) become JSON escapes (a backslash, u, four hex digits), and bytes that are not
// UTF-8 a backslash, x and two hex digits, so nothing reaches a terminal raw and nothing turns a
// message around. Text longer than `maxBytes` is cut at a character boundary and ends in "..."
// followed by its whole length: "aaaa... (131072 bytes)".
std::string printableText(std::string_view text, std::size_t maxBytes = kEchoedValueBytes);

}  // namespace ps::text
