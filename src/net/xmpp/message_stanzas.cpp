// The messages a connection reads (game texts, chat, invitations) and the chat and invitations
// it writes; its game texts go out in game_stanzas.cpp.

#include <strophe.h>

#include <cstring>

#include "net/xmpp/connection.h"
#include "net/xmpp/stanza_detail.h"

namespace ps::net::xmpp {

using detail::attribute;

namespace {

constexpr const char* kConferenceNamespace = "jabber:x:conference";

// The text an element holds (its text children, joined).
std::string textOf(xmpp_stanza_t* element) {
    std::string text;
    for (xmpp_stanza_t* child = xmpp_stanza_get_children(element); child;
         child = xmpp_stanza_get_next(child)) {
        if (xmpp_stanza_is_text(child)) {
            if (const char* part = xmpp_stanza_get_text_ptr(child))
                text += part;
        }
    }
    return text;
}

}  // namespace

int Connection::onMessage(void* opaque) {
    auto* stanza = static_cast<xmpp_stanza_t*>(opaque);
    const std::string type = attribute(stanza, "type");
    const std::string from = attribute(stanza, "from");
    if (type == "error" || from.empty())
        return 1;
    xmpp_stanza_t* game =
        xmpp_stanza_get_child_by_name_and_ns(stanza, "game", std::string(kGameNamespace).c_str());
    if (type == "groupchat") {
        if (game && handlers_.refused)
            handlers_.refused(from, "a game message in the room's chat");
        xmpp_stanza_t* body = xmpp_stanza_get_child_by_name(stanza, "body");
        const bool history = xmpp_stanza_get_child_by_name(stanza, "delay") != nullptr;
        if (body && !history && handlers_.chat) {
            const std::string line = textOf(body);
            const auto slash = from.find('/');
            handlers_.chat(bareJid(from), slash == std::string::npos ? "" : from.substr(slash + 1),
                           line);
        }
        return 1;
    }
    if (xmpp_stanza_t* invitation =
            xmpp_stanza_get_child_by_name_and_ns(stanza, "x", kConferenceNamespace)) {
        if (handlers_.invitation && !attribute(invitation, "jid").empty())
            handlers_.invitation(from, bareJid(attribute(invitation, "jid")));
        return 1;
    }
    if (!game)
        return 1;
    // The payload's size is known before its text is copied, let alone read as JSON.
    std::size_t size = 0;
    for (xmpp_stanza_t* child = xmpp_stanza_get_children(game); child;
         child = xmpp_stanza_get_next(child)) {
        if (!xmpp_stanza_is_text(child)) {
            if (handlers_.refused)
                handlers_.refused(from, "the game payload holds an element, not only text");
            return 1;
        }
        const char* text = xmpp_stanza_get_text_ptr(child);
        size += text ? std::strlen(text) : 0;
    }
    if (size == 0 || size > kMaxPayloadBytes) {
        if (handlers_.refused)
            handlers_.refused(from, size == 0 ? "an empty game payload"
                                              : "a game payload of " + std::to_string(size) +
                                                    " bytes (at most " +
                                                    std::to_string(kMaxPayloadBytes) + ")");
        return 1;
    }
    std::string payload;
    payload.reserve(size);
    for (xmpp_stanza_t* child = xmpp_stanza_get_children(game); child;
         child = xmpp_stanza_get_next(child)) {
        if (const char* text = xmpp_stanza_get_text_ptr(child))
            payload += text;
    }
    ++traffic_.payloadsReceived;
    traffic_.payloadBytesReceived += payload.size();
    if (handlers_.game)
        handlers_.game(from, std::move(payload));
    return 1;
}

void Connection::sendChat(const std::string& room, const std::string& text) {
    sendRaw("<message type='groupchat' to='" + escapeXml(bareJid(room)) + "'><body>" +
            escapeXml(text, false) + "</body></message>");
}

void Connection::invite(const std::string& bare, const std::string& room) {
    sendRaw("<message to='" + escapeXml(bareJid(bare)) + "'><x xmlns='" +
            std::string(kConferenceNamespace) + "' jid='" + escapeXml(bareJid(room)) +
            "' reason='" + escapeXml("Potęga Słowa: " + joinLink(bareJid(room))) + "'/><body>" +
            escapeXml(joinLink(bareJid(room))) + "</body></message>");
}

}  // namespace ps::net::xmpp
