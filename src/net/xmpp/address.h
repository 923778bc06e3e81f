#pragma once
// Checking an XMPP address (a JID: "name@server", RFC 7622) typed by a person or given on the
// command line before anything connects, so that a malformed one is refused at once with its
// reason instead of failing on the server after a timeout.

#include <optional>
#include <string>
#include <string_view>

namespace ps::net::xmpp {

// The longest local part and domain part RFC 7622 allows (bytes, each).
inline constexpr std::size_t kMaxAddressPartBytes = 1023;

// What is wrong with `jid` as a bare account or room address ("name@server"), or nothing when
// it is one: exactly one '@' with a local part before it (none of " & ' / : < > @, no
// spaces) and a domain after it (labels separated by single dots), each part at most
// kMaxAddressPartBytes, valid UTF-8, no control characters, no resource ("/...").
std::optional<std::string> addressProblem(std::string_view jid);

// The length of the UTF-8 sequence starting at `text[at]` (`at` within `text`), or 0 when it is
// not valid UTF-8 there (a stray continuation byte, a truncated sequence, an overlong form, a
// UTF-16 surrogate, beyond U+10FFFF): what a server's strict reader would refuse.
std::size_t utf8Length(std::string_view text, std::size_t at);

// `jid` made safe to echo in a message (control characters and invalid bytes escaped, cut
// after 80 bytes), in double quotes.
std::string quotedAddress(std::string_view jid);

}  // namespace ps::net::xmpp
