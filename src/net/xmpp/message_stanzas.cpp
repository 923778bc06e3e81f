// The messages a connection reads (game texts, room chat, lobby announcements, direct chat,
// invitations) and those it writes but its game texts (game_stanzas.cpp): room chat, chat
// messages, lobby announcements, invitations.

#include <strophe.h>

#include <algorithm>
#include <cstring>

#include "net/xmpp/address.h"
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

std::string chatText(std::string_view text, std::size_t maxBytes) {
    static constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD
    std::string out;
    out.reserve(std::min(text.size(), maxBytes));
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t length = utf8Length(text, at);
        const std::string_view character = length == 0 ? kReplacement : text.substr(at, length);
        if (out.size() + character.size() > maxBytes)
            break;
        out += character;
        at += length == 0 ? 1 : length;
    }
    return out;
}

int Connection::onMessage(void* opaque) {
    auto* stanza = static_cast<xmpp_stanza_t*>(opaque);
    const std::string type = attribute(stanza, "type");
    const std::string from = attribute(stanza, "from");
    if (type == "error" || from.empty())
        return 1;
    if (type == "groupchat")
        onRoomMessage(stanza, from);
    else
        onDirectMessage(stanza, from);
    return 1;
}

void Connection::onRoomMessage(void* opaque, const std::string& from) {
    auto* stanza = static_cast<xmpp_stanza_t*>(opaque);
    const std::string room = bareJid(from);
    const auto slash = from.find('/');
    const std::string nick = slash == std::string::npos ? "" : from.substr(slash + 1);
    if (xmpp_stanza_get_child_by_name_and_ns(stanza, "game", std::string(kGameNamespace).c_str()) &&
        handlers_.refused)
        handlers_.refused(from, "a game message in the room's chat");
    if (xmpp_stanza_t* tables = xmpp_stanza_get_child_by_name_and_ns(
            stanza, "tables", std::string(kLobbyNamespace).c_str())) {
        // An announcement counts from a lobby only, its history too: that is how a newcomer
        // learns the open tables. Its body is for people's clients, not a chat line here.
        if (!isLobby(room)) {
            if (handlers_.refused)
                handlers_.refused(from, "a lobby announcement in a room that is not a lobby");
            return;
        }
        auto payload = readPayload(tables, from, "lobby payload");
        if (payload && handlers_.lobby)
            handlers_.lobby(room, nick, std::move(*payload));
        return;
    }
    xmpp_stanza_t* body = xmpp_stanza_get_child_by_name(stanza, "body");
    const bool history = xmpp_stanza_get_child_by_name(stanza, "delay") != nullptr;
    if (body && !history && handlers_.chat)
        handlers_.chat(room, nick, textOf(body));
}

void Connection::onDirectMessage(void* opaque, const std::string& from) {
    auto* stanza = static_cast<xmpp_stanza_t*>(opaque);
    if (xmpp_stanza_t* invitation =
            xmpp_stanza_get_child_by_name_and_ns(stanza, "x", kConferenceNamespace)) {
        if (handlers_.invitation && !attribute(invitation, "jid").empty())
            handlers_.invitation(from, bareJid(attribute(invitation, "jid")));
        return;
    }
    xmpp_stanza_t* game =
        xmpp_stanza_get_child_by_name_and_ns(stanza, "game", std::string(kGameNamespace).c_str());
    if (!game) {
        // A person's message or a notification: the body only, checked and bounded.
        xmpp_stanza_t* body = xmpp_stanza_get_child_by_name(stanza, "body");
        if (body && handlers_.direct)
            handlers_.direct(from, chatText(textOf(body)));
        return;
    }
    auto payload = readPayload(game, from, "game payload");
    if (!payload)
        return;
    ++traffic_.payloadsReceived;
    traffic_.payloadBytesReceived += payload->size();
    if (handlers_.game)
        handlers_.game(from, std::move(*payload));
}

std::optional<std::string> Connection::readPayload(void* opaque, const std::string& from,
                                                   std::string_view what) {
    auto* element = static_cast<xmpp_stanza_t*>(opaque);
    const auto refuse = [&](const std::string& reason) {
        if (handlers_.refused)
            handlers_.refused(from, reason);
        return std::nullopt;
    };
    // The payload's size is known before its text is copied, let alone read as JSON.
    std::size_t size = 0;
    for (xmpp_stanza_t* child = xmpp_stanza_get_children(element); child;
         child = xmpp_stanza_get_next(child)) {
        if (!xmpp_stanza_is_text(child))
            return refuse("the " + std::string(what) + " holds an element, not only text");
        const char* text = xmpp_stanza_get_text_ptr(child);
        size += text ? std::strlen(text) : 0;
    }
    if (size == 0)
        return refuse("an empty " + std::string(what));
    if (size > kMaxPayloadBytes)
        return refuse("a " + std::string(what) + " of " + std::to_string(size) +
                      " bytes (at most " + std::to_string(kMaxPayloadBytes) + ")");
    std::string payload;
    payload.reserve(size);
    for (xmpp_stanza_t* child = xmpp_stanza_get_children(element); child;
         child = xmpp_stanza_get_next(child)) {
        if (const char* text = xmpp_stanza_get_text_ptr(child))
            payload += text;
    }
    return payload;
}

void Connection::sendChat(const std::string& room, const std::string& text) {
    sendRaw("<message type='groupchat' to='" + escapeXml(bareJid(room)) + "'><body>" +
            escapeXml(text, false) + "</body></message>");
}

void Connection::sendChatMessage(const std::string& to, const std::string& body) {
    sendRaw("<message type='chat' to='" + escapeXml(to) + "'><body>" +
            escapeXml(chatText(body), false) + "</body></message>");
}

void Connection::sendLobby(const std::string& room, const std::string& body,
                           const std::string& payload) {
    sendRaw("<message type='groupchat' to='" + escapeXml(bareJid(room)) + "'><body>" +
            escapeXml(chatText(body), false) + "</body><tables xmlns='" +
            std::string(kLobbyNamespace) + "'>" + escapeXml(payload, false) +
            "</tables></message>");
}

void Connection::invite(const std::string& bare, const std::string& room) {
    sendRaw("<message to='" + escapeXml(bareJid(bare)) + "'><x xmlns='" +
            std::string(kConferenceNamespace) + "' jid='" + escapeXml(bareJid(room)) +
            "' reason='" + escapeXml("Potęga Słowa: " + joinLink(bareJid(room))) + "'/><body>" +
            escapeXml(joinLink(bareJid(room))) + "</body></message>");
}

}  // namespace ps::net::xmpp
