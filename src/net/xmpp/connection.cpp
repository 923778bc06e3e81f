#include "net/xmpp/connection.h"

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <strophe.h>
#include <sys/socket.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>

#include "net/xmpp/sign_in.h"

namespace ps::net::xmpp {

namespace {

constexpr std::string_view kMucNamespace = "http://jabber.org/protocol/muc";
constexpr const char* kMucUserNamespace = "http://jabber.org/protocol/muc#user";
constexpr const char* kConferenceNamespace = "jabber:x:conference";
constexpr auto kRetryDelay = std::chrono::seconds(1);
// A join (or a guest's question whether the room exists) unanswered this long is sent again.
constexpr auto kUnansweredJoin = std::chrono::seconds(5);

std::string attribute(xmpp_stanza_t* stanza, const char* name) {
    const char* value = stanza ? xmpp_stanza_get_attribute(stanza, name) : nullptr;
    return value ? std::string(value) : std::string();
}

// TCP keepalives (a dead link, a closed lid, is noticed even when nothing is sent) and no
// Nagle delay: a game's messages are small and each one is awaited at once.
int tuneSocket(xmpp_conn_t* conn, void* socket) noexcept {
    const int fd = *static_cast<int*>(socket);
    const int on = 1;
    (void)::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
    return xmpp_sockopt_cb_keepalive(conn, socket);
}

bool isValidXmlChar(unsigned char byte) {
    return byte >= 0x20 || byte == '\t' || byte == '\n' || byte == '\r';
}

}  // namespace

void initializeLibrary() {
    struct Library {
        Library() {
            // libstrophe writes with send() without MSG_NOSIGNAL: a write to a socket the
            // server has just closed (a restart) must be an error to reconnect from, not a
            // SIGPIPE that ends the process.
            std::signal(SIGPIPE, SIG_IGN);
            xmpp_initialize();
        }
        ~Library() { xmpp_shutdown(); }
    };
    static const Library library;
}

std::string bareJid(std::string_view jid) {
    std::string bare(jid.substr(0, jid.find('/')));
    std::transform(bare.begin(), bare.end(), bare.begin(), [](unsigned char c) {
        return static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    });
    return bare;
}

std::string joinLink(std::string_view room) {
    return "xmpp:" + std::string(room) + "?join";
}

std::optional<std::string> roomFromLink(std::string_view link) {
    if (link.starts_with("xmpp:"))
        link.remove_prefix(5);
    if (link.ends_with("?join"))
        link.remove_suffix(5);
    const auto at = link.find('@');
    if (link.empty() || at == std::string_view::npos || at == 0 || at + 1 == link.size() ||
        link.find_first_of("/?<>'\"& ") != std::string_view::npos)
        return std::nullopt;
    return bareJid(link);
}

std::string escapeXml(std::string_view text, bool attribute) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (const char c : text) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += attribute ? "&quot;" : "\"";
                break;
            case '\'':
                out += attribute ? "&apos;" : "'";
                break;
            default:
                if (isValidXmlChar(static_cast<unsigned char>(c)))
                    out += c;
        }
    }
    return out;
}

struct Connection::Native {
    // What the current attempt to sign in has shown (libstrophe's log and certificate
    // callback fill it); libstrophe's debug log goes to stderr when POTEGA_XMPP_DEBUG is set.
    detail::SignInWatch watch;
    xmpp_log_t log{};
    xmpp_ctx_t* ctx = nullptr;
    xmpp_conn_t* conn = nullptr;
    bool wantOnline = false;
    std::optional<std::chrono::steady_clock::time_point> reconnectAt;

    Native() {
        detail::installWatch(log, watch);
        ctx = xmpp_ctx_new(nullptr, &log);
    }
    ~Native() {
        releaseConnection();
        if (ctx) {
            detail::forget(ctx);
            xmpp_ctx_free(ctx);
        }
    }
    void releaseConnection() {
        if (conn)
            xmpp_conn_release(conn);
        conn = nullptr;
    }
};

// The C callbacks: they find the Connection in their user data and never let an exception
// through libstrophe's C frames.
struct Trampolines {
    static void connection(xmpp_conn_t*, xmpp_conn_event_t event, int error,
                           xmpp_stream_error_t* streamError, void* self) noexcept {
        try {
            static_cast<Connection*>(self)->onConnectionEvent(static_cast<int>(event), error,
                                                              streamError);
        } catch (...) {
        }
    }
    static int message(xmpp_conn_t*, xmpp_stanza_t* stanza, void* self) noexcept {
        try {
            return static_cast<Connection*>(self)->onMessage(stanza);
        } catch (...) {
            return 1;
        }
    }
    static int presence(xmpp_conn_t*, xmpp_stanza_t* stanza, void* self) noexcept {
        try {
            return static_cast<Connection*>(self)->onPresence(stanza);
        } catch (...) {
            return 1;
        }
    }
    static int iq(xmpp_conn_t*, xmpp_stanza_t* stanza, void* self) noexcept {
        try {
            return static_cast<Connection*>(self)->onIq(stanza);
        } catch (...) {
            return 1;
        }
    }
};

Connection::Connection(Account account, Handlers handlers)
    : account_(std::move(account)), handlers_(std::move(handlers)) {
    initializeLibrary();
    native_ = std::make_unique<Native>();
}

Connection::~Connection() {
    // Releasing a live connection reports its end: nobody is listening any more.
    handlers_ = {};
    native_->wantOnline = false;
    native_->releaseConnection();
}

void Connection::connect() {
    // The old connection first: releasing it may report its end, and schedule a reconnection
    // that this one replaces.
    native_->releaseConnection();
    native_->wantOnline = true;
    native_->reconnectAt.reset();
    native_->conn = xmpp_conn_new(native_->ctx);
    xmpp_conn_t* conn = native_->conn;
    xmpp_conn_set_jid(conn, account_.jid.c_str());
    xmpp_conn_set_pass(conn, account_.password.c_str());
    // No stream management: after any reconnection the client says hello again and gets the
    // whole table (docs/network.md), which needs no resumption state.
    // Encryption is mandatory unless the person allowed plain text; even then STARTTLS is used
    // when offered. Certificates are always verified: one the system does not trust is named
    // and refused (detail::watchCertificates), never accepted.
    long flags = XMPP_CONN_FLAG_DISABLE_SM;
    if (!account_.allowPlainText)
        flags |= XMPP_CONN_FLAG_MANDATORY_TLS;
    xmpp_conn_set_flags(conn, flags);
    if (!account_.caFile.empty())
        xmpp_conn_set_cafile(conn, account_.caFile.c_str());
    native_->watch.reset();
    detail::installWatch(native_->log, native_->watch);
    const std::string bare = bareJid(account_.jid);
    detail::watchCertificates(native_->ctx, conn, native_->watch, bare.substr(bare.find('@') + 1));
    xmpp_conn_set_sockopt_callback(conn, tuneSocket);
    state_ = State::Connecting;
    errno = 0;
    const int started =
        xmpp_connect_client(conn, account_.server.empty() ? nullptr : account_.server.c_str(),
                            account_.port, &Trampolines::connection, this);
    const int savedErrno = errno;
    if (started != XMPP_EOK)
        failed(detail::startFailure(account_, savedErrno));
}

bool Connection::secured() const {
    return native_->conn && state_ == State::Online && xmpp_conn_is_secured(native_->conn) != 0;
}

void Connection::failed(Failure failure) {
    state_ = State::Offline;
    for (JoinedRoom& room : rooms_)
        room.present = false;
    // A final failure is not retried: a second attempt would meet the same certificate, the
    // same missing encryption, the same refused password.
    if (failure.final)
        native_->wantOnline = false;
    if (native_->wantOnline)
        native_->reconnectAt = std::chrono::steady_clock::now() + kRetryDelay;
    failure_ = std::move(failure);
    if (handlers_.state)
        handlers_.state(State::Offline, failure_->message);
}

void Connection::disconnect() {
    native_->wantOnline = false;
    native_->reconnectAt.reset();
    if (native_->conn && state_ != State::Offline)
        xmpp_disconnect(native_->conn);
}

void Connection::dropConnection() {
    // Releasing a live connection closes its socket and reports the end like any drop.
    native_->releaseConnection();
    if (state_ != State::Offline)
        onConnectionEvent(XMPP_CONN_DISCONNECT, 0, nullptr);
}

void Connection::runOnce(std::chrono::milliseconds timeout) {
    xmpp_run_once(native_->ctx,
                  static_cast<unsigned long>(std::max<long long>(timeout.count(), 0)));
    const auto now = std::chrono::steady_clock::now();
    // Reconnecting happens here, outside libstrophe's callbacks, which must not free the
    // connection they run on.
    if (native_->wantOnline && native_->reconnectAt && now >= *native_->reconnectAt)
        connect();
    if (state_ != State::Online)
        return;
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

void Connection::onConnectionEvent(int event, int error, const void* streamError) {
    if (event == XMPP_CONN_CONNECT) {
        state_ = State::Online;
        failure_.reset();
        detail::pauseWatch(native_->log);
        const char* bound = xmpp_conn_get_bound_jid(native_->conn);
        boundJid_ = bound ? bound : account_.jid;
        xmpp_handler_add(native_->conn, &Trampolines::message, nullptr, "message", nullptr, this);
        xmpp_handler_add(native_->conn, &Trampolines::presence, nullptr, "presence", nullptr, this);
        xmpp_handler_add(native_->conn, &Trampolines::iq, nullptr, "iq", nullptr, this);
        sendRaw("<presence/>");
        for (JoinedRoom& room : rooms_) {
            room.present = false;
            enterRoom(room);
        }
        if (handlers_.state)
            handlers_.state(State::Online, "");
        return;
    }
    // The attempt ended before signing in: say why (and retry unless that cannot help).
    if (state_ == State::Connecting && native_->wantOnline) {
        failed(detail::classify(account_, native_->watch, error,
                                static_cast<const xmpp_stream_error_t*>(streamError)));
        return;
    }
    // Disconnected: try again soon unless asked to stay offline.
    state_ = State::Offline;
    caughtUpId_.clear();  // nothing waits at the server any more
    for (JoinedRoom& room : rooms_)
        room.present = false;
    if (native_->wantOnline)
        native_->reconnectAt = std::chrono::steady_clock::now() + kRetryDelay;
    if (handlers_.state)
        handlers_.state(State::Offline, error ? std::strerror(error) : "disconnected");
}

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
            char* text = xmpp_stanza_get_text(body);
            const std::string line = text ? text : "";
            xmpp_free(native_->ctx, text);
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
    if (occupant.self && created && !joined->configure) {
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
    const std::string bare = bareJid(room);
    auto existing = std::find_if(rooms_.begin(), rooms_.end(),
                                 [&](const JoinedRoom& joined) { return joined.room == bare; });
    if (existing == rooms_.end()) {
        JoinedRoom joined;
        joined.room = bare;
        existing = rooms_.insert(rooms_.end(), std::move(joined));
    }
    existing->nick = nick;
    existing->configure = configure;
    existing->members = std::move(members);
    if (state_ == State::Online)
        enterRoom(*existing);
}

void Connection::enterRoom(JoinedRoom& room) {
    if (room.configure) {
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
    // No history: old chat lines and the room's subject are not the table's business here.
    sendRaw("<presence to='" + escapeXml(room.room + "/" + room.nick) + "'><x xmlns='" +
            std::string(kMucNamespace) + "'><history maxstanzas='0'/></x></presence>");
}

void Connection::configureRoom(const JoinedRoom& room) {
    const auto field = [](const char* var, const char* value) {
        return std::string("<field var='") + var + "'><value>" + value + "</value></field>";
    };
    // The members first: a guest who joined the new room before its configuration would
    // otherwise be put out when it turns members-only.
    for (const std::string& member : room.members)
        addMember(room.room, member);
    // Private (not listed), kept across server restarts (a table outlives a restart),
    // members only, and showing real addresses to the occupants (the host learns who is
    // present; clients learn which occupant is the host).
    sendRaw("<iq type='set' id='cfg" + std::to_string(nextId_++) + "' to='" + escapeXml(room.room) +
            "'><query xmlns='http://jabber.org/protocol/muc#owner'>"
            "<x xmlns='jabber:x:data' type='submit'>" +
            field("FORM_TYPE", "http://jabber.org/protocol/muc#roomconfig") +
            field("muc#roomconfig_publicroom", "0") + field("muc#roomconfig_persistentroom", "1") +
            field("muc#roomconfig_membersonly", "1") + field("muc#roomconfig_whois", "anyone") +
            "</x></query></iq>");
}

void Connection::addMember(const std::string& room, const std::string& member) {
    sendRaw("<iq type='set' id='aff" + std::to_string(nextId_++) + "' to='" +
            escapeXml(bareJid(room)) +
            "'><query xmlns='http://jabber.org/protocol/muc#admin'><item affiliation='member' "
            "jid='" +
            escapeXml(bareJid(member)) + "'/></query></iq>");
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

void Connection::sendRaw(const std::string& xml) {
    if (native_->conn && state_ == State::Online)
        xmpp_send_raw_string(native_->conn, "%s", xml.c_str());
}

}  // namespace ps::net::xmpp
