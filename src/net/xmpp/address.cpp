#include "net/xmpp/address.h"

#include "text/printable.h"

namespace ps::net::xmpp {

std::size_t utf8Length(std::string_view text, std::size_t at) {
    const auto byte = static_cast<unsigned char>(text[at]);
    std::size_t length = 0;
    // The second byte's range: narrower after E0 and F0 (no overlong forms), ED (no UTF-16
    // surrogates) and F4 (nothing beyond U+10FFFF).
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (byte < 0x80)
        return 1;
    if (byte >= 0xC2 && byte <= 0xDF) {
        length = 2;
    } else if (byte >= 0xE0 && byte <= 0xEF) {
        length = 3;
        low = byte == 0xE0 ? 0xA0 : low;
        high = byte == 0xED ? 0x9F : high;
    } else if (byte >= 0xF0 && byte <= 0xF4) {
        length = 4;
        low = byte == 0xF0 ? 0x90 : low;
        high = byte == 0xF4 ? 0x8F : high;
    } else {
        return 0;
    }
    if (at + length > text.size())
        return 0;
    const auto second = static_cast<unsigned char>(text[at + 1]);
    if (second < low || second > high)
        return 0;
    for (std::size_t i = 2; i < length; ++i) {
        if ((static_cast<unsigned char>(text[at + i]) & 0xC0) != 0x80)
            return 0;
    }
    return length;
}

std::optional<std::string> addressProblem(std::string_view jid) {
    if (jid.empty())
        return "it is empty";
    if (jid.size() > 2 * kMaxAddressPartBytes + 1)
        return "it is " + std::to_string(jid.size()) + " bytes long (at most " +
               std::to_string(2 * kMaxAddressPartBytes + 1) + ")";
    for (std::size_t at = 0; at < jid.size();) {
        const auto byte = static_cast<unsigned char>(jid[at]);
        if (byte < 0x20 || byte == 0x7F)
            return "it holds a control character";
        const std::size_t length = utf8Length(jid, at);
        if (length == 0)
            return "it is not valid UTF-8";
        // C1 control characters (U+0080..U+009F: C2 80..C2 9F).
        if (length == 2 && byte == 0xC2 && static_cast<unsigned char>(jid[at + 1]) < 0xA0)
            return "it holds a control character";
        at += length;
    }
    if (jid.find_first_of(" \t") != std::string_view::npos)
        return "it holds a space";
    const auto at = jid.find('@');
    if (at == std::string_view::npos)
        return "it has no '@' (name@server)";
    if (jid.find('@', at + 1) != std::string_view::npos)
        return "it has more than one '@'";
    if (jid.find('/') != std::string_view::npos)
        return "it has a resource ('/'): give the bare address, name@server";
    const std::string_view local = jid.substr(0, at);
    const std::string_view domain = jid.substr(at + 1);
    if (local.empty())
        return "it has no name before the '@'";
    if (local.size() > kMaxAddressPartBytes)
        return "its name is longer than " + std::to_string(kMaxAddressPartBytes) + " bytes";
    if (local.find_first_of("\"&':<>") != std::string_view::npos)
        return "its name holds one of \" & ' : < >";
    if (domain.empty())
        return "it has no server after the '@'";
    if (domain.size() > kMaxAddressPartBytes)
        return "its server is longer than " + std::to_string(kMaxAddressPartBytes) + " bytes";
    if (domain.find_first_of("\"&'<>?:[]\\") != std::string_view::npos)
        return "its server holds a character no server name has";
    if (domain.front() == '.' || domain.back() == '.' ||
        domain.find("..") != std::string_view::npos)
        return "its server has an empty label (a dot at either end, or two in a row)";
    return std::nullopt;
}

std::string quotedAddress(std::string_view jid) {
    return "\"" + text::printableText(jid, 80) + "\"";
}

}  // namespace ps::net::xmpp
