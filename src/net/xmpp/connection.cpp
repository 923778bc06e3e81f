// The connection's life: signing in, reconnecting after a drop, pumping. Its rooms are in
// rooms.cpp, the messages it reads and writes in message_stanzas.cpp and game_stanzas.cpp.

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
#include "net/xmpp/stanza_detail.h"

namespace ps::net::xmpp {

using detail::kRetryDelay;

namespace {

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
    if (state_ == State::Online)
        retryRooms(now);
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

void Connection::sendRaw(const std::string& xml) {
    if (native_->conn && state_ == State::Online)
        xmpp_send_raw_string(native_->conn, "%s", xml.c_str());
}

}  // namespace ps::net::xmpp
