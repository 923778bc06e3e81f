#pragma once
// Echoing text that came from a file or a user in a message, safely.

#include <cstddef>
#include <string>
#include <string_view>

namespace ps::text {

// Text from a file made safe to echo in a message: control characters (C0, DEL, C1) become JSON
// escapes (a backslash, u, four hex digits) and bytes that are not UTF-8 a backslash, x and two
// hex digits, so nothing reaches a terminal raw; text longer than `maxBytes` is cut at a
// character boundary and ends in "...".
std::string printableText(std::string_view text, std::size_t maxBytes = 40);

}  // namespace ps::text
