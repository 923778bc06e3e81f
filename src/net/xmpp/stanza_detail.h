#pragma once
// What the files of Connection share about stanzas (libstrophe's tree). Internal to
// ps_net_xmpp.

#include <strophe.h>

#include <chrono>
#include <string>

namespace ps::net::xmpp::detail {

// A dropped connection, and a room join the server refused, are tried again this long after.
inline constexpr auto kRetryDelay = std::chrono::seconds(1);

// The attribute's value; "" when the stanza or the attribute is missing.
inline std::string attribute(xmpp_stanza_t* stanza, const char* name) {
    const char* value = stanza ? xmpp_stanza_get_attribute(stanza, name) : nullptr;
    return value ? std::string(value) : std::string();
}

}  // namespace ps::net::xmpp::detail
