// A connection's rooms (XEP-0045): joining them (again after every reconnection), what their
// presence says of the occupants, the guest's question whether a room is ready, the owner's
// configuration, membership and destruction.

#include <strophe.h>

#include <algorithm>
#include <cstring>

#include "net/xmpp/connection.h"
#include "net/xmpp/stanza_detail.h"

namespace ps::net::xmpp {

using detail::attribute;
using detail::kRetryDelay;

namespace {

constexpr std::string_view kMucNamespace = "http://jabber.org/protocol/muc";
constexpr const char* kMucUserNamespace = "http://jabber.org/protocol/muc#user";
// A join (or a guest's question whether the room exists) unanswered this long is sent again.
constexpr auto kUnansweredJoin = std::chrono::seconds(5);

}  // namespace

void Connection::retryRooms(std::chrono::steady_clock::time_point now) {
    for (JoinedRoom& room : rooms_) {
        if (!room.present && room.retryAt != std::chrono::steady_clock::time_point{} &&
            now >= room.retryAt) {
            room.retryAt = {};
            enterRoom(room);
        }
        // A join (or a guest's question) that the server never answered: ask again.
        if (!room.present && room.joinSentAt != std::chrono::steady_clock::time_point{} &&
            now - room.joinSentAt >= kUnansweredJoin) {
            room.joinSentAt = {};
            room.lookId.clear();
            enterRoom(room);
        }
    }
}

int Connection::onPresence(void* opaque) {
    auto* stanza = static_cast<xmpp_stanza_t*>(opaque);
    const std::string from = attribute(stanza, "from");
    const std::string type = attribute(stanza, "type");
    const std::string roomJid = bareJid(from);
    const auto joined = std::find_if(rooms_.begin(), rooms_.end(),
                                     [&](const JoinedRoom& room) { return room.room == roomJid; });
    if (joined == rooms_.end())
        return 1;
    if (type == "error") {
        // Not configured yet by its owner, or the server still starting it: try again.
        joined->present = false;
        joined->joinSentAt = {};
        joined->retryAt = std::chrono::steady_clock::now() + kRetryDelay;
        return 1;
    }
    xmpp_stanza_t* mucUser = xmpp_stanza_get_child_by_name_and_ns(stanza, "x", kMucUserNamespace);
    if (!mucUser)
        return 1;
    Occupant occupant;
    occupant.room = roomJid;
    const auto slash = from.find('/');
    occupant.nick = slash == std::string::npos ? "" : from.substr(slash + 1);
    occupant.available = type != "unavailable";
    bool created = false;
    bool destroyed = false;
    for (xmpp_stanza_t* child = xmpp_stanza_get_children(mucUser); child;
         child = xmpp_stanza_get_next(child)) {
        const char* name = xmpp_stanza_get_name(child);
        if (!name)
            continue;
        if (std::strcmp(name, "item") == 0) {
            occupant.realJid = attribute(child, "jid");
            occupant.affiliation = attribute(child, "affiliation");
        } else if (std::strcmp(name, "destroy") == 0) {
            destroyed = true;
        } else if (std::strcmp(name, "status") == 0) {
            const std::string code = attribute(child, "code");
            occupant.self = occupant.self || code == "110";
            created = created || code == "201";
        }
    }
    if (occupant.self && created && joined->kind == RoomKind::GuestTable) {
        // The room went between the question and the join, and this join made it: it is the
        // host's to make. Leave (a room nobody configured goes with its last occupant) and
        // ask again until the host has made it.
        sendRaw("<presence type='unavailable' to='" + escapeXml(roomJid + "/" + joined->nick) +
                "'/>");
        joined->present = false;
        joined->joinSentAt = {};
        joined->retryAt = std::chrono::steady_clock::now() + kRetryDelay;
        return 1;
    }
    if (occupant.self) {
        joined->present = occupant.available;
        joined->joinSentAt = {};
        // Put out of a room this connection has not left (removed when the room turned
        // members-only before its owner granted the membership, kicked, the service
        // restarting): join again. A destroyed room is not looked for again.
        if (!occupant.available && !destroyed)
            joined->retryAt = std::chrono::steady_clock::now() + kRetryDelay;
        if (created)
            configureRoom(*joined);
    }
    if (handlers_.occupant)
        handlers_.occupant(occupant);
    return 1;
}

void Connection::joinRoom(const std::string& room, const std::string& nick, bool configure,
                          std::vector<std::string> members) {
    JoinedRoom& joined =
        addRoom(room, nick, configure ? RoomKind::HostTable : RoomKind::GuestTable);
    joined.members = std::move(members);
    if (state_ == State::Online)
        enterRoom(joined);
}

void Connection::joinLobby(const std::string& room, const std::string& nick) {
    JoinedRoom& joined = addRoom(room, nick, RoomKind::Lobby);
    joined.members.clear();
    if (state_ == State::Online)
        enterRoom(joined);
}

Connection::JoinedRoom& Connection::addRoom(const std::string& room, const std::string& nick,
                                            RoomKind kind) {
    const std::string bare = bareJid(room);
    auto existing = std::find_if(rooms_.begin(), rooms_.end(),
                                 [&](const JoinedRoom& joined) { return joined.room == bare; });
    if (existing == rooms_.end()) {
        JoinedRoom joined;
        joined.room = bare;
        existing = rooms_.insert(rooms_.end(), std::move(joined));
    }
    existing->nick = nick;
    existing->kind = kind;
    return *existing;
}

bool Connection::inRoom(const std::string& room) const {
    const std::string bare = bareJid(room);
    return std::any_of(rooms_.begin(), rooms_.end(), [&](const JoinedRoom& joined) {
        return joined.room == bare && joined.present;
    });
}

bool Connection::isLobby(const std::string& room) const {
    return std::any_of(rooms_.begin(), rooms_.end(), [&](const JoinedRoom& joined) {
        return joined.room == room && joined.kind == RoomKind::Lobby;
    });
}

void Connection::enterRoom(JoinedRoom& room) {
    if (room.kind != RoomKind::GuestTable) {
        sendPresenceTo(room);
        return;
    }
    room.lookId = "look" + std::to_string(nextId_++);
    room.joinSentAt = std::chrono::steady_clock::now();
    sendRaw("<iq type='get' id='" + room.lookId + "' to='" + escapeXml(room.room) +
            "'><query xmlns='http://jabber.org/protocol/disco#info'/></iq>");
}

int Connection::onIq(void* opaque) {
    auto* stanza = static_cast<xmpp_stanza_t*>(opaque);
    const std::string id = attribute(stanza, "id");
    const std::string type = attribute(stanza, "type");
    if (id.empty() || (type != "result" && type != "error"))
        return 1;
    if (id == caughtUpId_) {
        caughtUpId_.clear();  // the server has read everything sent before the question
        return 1;
    }
    const auto room = std::find_if(rooms_.begin(), rooms_.end(),
                                   [&](const JoinedRoom& r) { return r.lookId == id; });
    if (room == rooms_.end() || bareJid(attribute(stanza, "from")) != room->room)
        return 1;
    room->lookId.clear();
    // The room exists and its owner has configured it (members only, real addresses shown):
    // join. Made but not configured yet, or missing: ask again.
    bool membersOnly = false;
    bool nonAnonymous = false;
    if (xmpp_stanza_t* query = xmpp_stanza_get_child_by_name(stanza, "query")) {
        for (xmpp_stanza_t* child = xmpp_stanza_get_children(query); child;
             child = xmpp_stanza_get_next(child)) {
            const char* name = xmpp_stanza_get_name(child);
            if (name == nullptr || std::strcmp(name, "feature") != 0)
                continue;
            const std::string var = attribute(child, "var");
            membersOnly = membersOnly || var == "muc_membersonly";
            nonAnonymous = nonAnonymous || var == "muc_nonanonymous";
        }
    }
    if (type == "result" && membersOnly && nonAnonymous) {
        sendPresenceTo(*room);
    } else {
        room->joinSentAt = {};
        room->retryAt = std::chrono::steady_clock::now() + kRetryDelay;
    }
    return 1;
}

void Connection::leaveRoom(const std::string& room) {
    const std::string bare = bareJid(room);
    const auto joined = std::find_if(rooms_.begin(), rooms_.end(),
                                     [&](const JoinedRoom& r) { return r.room == bare; });
    if (joined == rooms_.end())
        return;
    if (state_ == State::Online)
        sendRaw("<presence type='unavailable' to='" + escapeXml(bare + "/" + joined->nick) + "'/>");
    rooms_.erase(joined);
}

void Connection::destroyRoom(const std::string& room) {
    const std::string bare = bareJid(room);
    std::erase_if(rooms_, [&](const JoinedRoom& r) { return r.room == bare; });
    if (state_ == State::Online)
        sendRaw("<iq type='set' id='dst" + std::to_string(nextId_++) + "' to='" + escapeXml(bare) +
                "'><query xmlns='http://jabber.org/protocol/muc#owner'><destroy/></query></iq>");
}

void Connection::sendPresenceTo(JoinedRoom& room) {
    room.joinSentAt = std::chrono::steady_clock::now();
    // A table's room: no history (old chat lines are not the table's business). A lobby: its
    // latest messages, the announcements a newcomer learns the open tables from.
    const int history = room.kind == RoomKind::Lobby ? kLobbyHistory : 0;
    sendRaw("<presence to='" + escapeXml(room.room + "/" + room.nick) + "'><x xmlns='" +
            std::string(kMucNamespace) + "'><history maxstanzas='" + std::to_string(history) +
            "'/></x></presence>");
}

void Connection::configureRoom(const JoinedRoom& room) {
    const auto field = [](const char* var, const char* value) {
        return std::string("<field var='") + var + "'><value>" + value + "</value></field>";
    };
    const std::string form = "<iq type='set' id='cfg" + std::to_string(nextId_++) + "' to='" +
                             escapeXml(room.room) +
                             "'><query xmlns='http://jabber.org/protocol/muc#owner'>"
                             "<x xmlns='jabber:x:data' type='submit'>" +
                             field("FORM_TYPE", "http://jabber.org/protocol/muc#roomconfig");
    if (room.kind == RoomKind::Lobby) {
        // Listed (found in the service's room list), kept across server restarts, open to
        // anyone; real addresses shown to the moderators only, as the service sets by default.
        sendRaw(form + field("muc#roomconfig_publicroom", "1") +
                field("muc#roomconfig_persistentroom", "1") +
                field("muc#roomconfig_membersonly", "0") + "</x></query></iq>");
        return;
    }
    // The members first: a guest who joined the new room before its configuration would
    // otherwise be put out when it turns members-only.
    for (const std::string& member : room.members)
        addMember(room.room, member);
    // Private (not listed), kept across server restarts (a table outlives a restart),
    // members only, and showing real addresses to the occupants (the host learns who is
    // present; clients learn which occupant is the host).
    sendRaw(form + field("muc#roomconfig_publicroom", "0") +
            field("muc#roomconfig_persistentroom", "1") + field("muc#roomconfig_membersonly", "1") +
            field("muc#roomconfig_whois", "anyone") + "</x></query></iq>");
}

void Connection::addMember(const std::string& room, const std::string& member) {
    sendRaw("<iq type='set' id='aff" + std::to_string(nextId_++) + "' to='" +
            escapeXml(bareJid(room)) +
            "'><query xmlns='http://jabber.org/protocol/muc#admin'><item affiliation='member' "
            "jid='" +
            escapeXml(bareJid(member)) + "'/></query></iq>");
}

}  // namespace ps::net::xmpp
