#pragma once
// One signed-in XMPP account (libstrophe, C, wrapped here): direct messages carrying the game's
// JSON texts, multi-user rooms (XEP-0045) for presence and chat, a public lobby room announcing
// open tables, chat messages a person's ordinary client shows, direct invitations (XEP-0249),
// in-band registration (XEP-0077, for tests and servers that allow it). No threads:
// the owner pumps it with runOnce() from its own loop (the CLI's loop; a QTimer in the app), and
// every handler runs inside runOnce(). Docs: docs/network.md "The XMPP transport".

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ps::net::xmpp {

// The game's payload element inside a <message/>: clients that do not know it show nothing.
inline constexpr std::string_view kGameNamespace = "urn:potega-slowa:net:1";
// A lobby's announcement of open tables inside a room's groupchat message, beside the <body>
// people's clients show: a JSON text as the character data of <tables xmlns=…>.
inline constexpr std::string_view kLobbyNamespace = "urn:potega-slowa:lobby:1";
// The largest payload read (net::kMaxMessageBytes), a game text or a lobby announcement; a
// larger one is refused before it is copied.
inline constexpr std::size_t kMaxPayloadBytes = 64u << 10;
// The longest chat body written (sendChatMessage, a lobby announcement's) or handed over (the
// direct handler): longer text is cut at a character boundary.
inline constexpr std::size_t kMaxChatBytes = 4000;
// How many of a lobby's latest messages a join asks the room for (its history).
inline constexpr int kLobbyHistory = 20;

struct Account {
    std::string jid;  // "anna@example.org"; a resource is chosen by the server
    std::string password;
    std::string server;       // the host to connect to; empty: the JID's domain (DNS SRV)
    unsigned short port = 0;  // 0: the default
    // Encryption is required: a server that offers no STARTTLS (or anyone on the path who
    // strips it) is refused, for signing in and for registering. Only when the person chose
    // to allow plain text (a server on their own machine, the tests' loopback server) is a
    // server without TLS accepted; TLS is still used whenever the server offers it.
    bool allowPlainText = false;
    // A certificate authority (a PEM file) trusted besides the system's: a private server's.
    // Empty: the system's only. Certificates are always verified (name, dates, issuer).
    std::string caFile;
};

// Creates `account` on its server by in-band registration (XEP-0077), over TLS unless the
// account allows plain text and the server offers none (the password never travels in the
// clear otherwise). Blocks, pumping its own connection, at most `timeout`. Nothing on success
// (an account that already exists with this password counts as success); else the reason
// (the server offers no encryption, its certificate is not trusted, no registration, ...).
std::optional<std::string> registerAccount(const Account& account,
                                           std::chrono::milliseconds timeout);

// libstrophe's global state (sockets, TLS), set up once for the process; every entry point
// calls it. It also ignores SIGPIPE for the whole process (a closed socket is reported as an
// error and reconnected from, never a signal that ends the program).
void initializeLibrary();

// "anna@example.org/laptop" → "anna@example.org" (lower-cased local part and domain).
std::string bareJid(std::string_view jid);
// "room@conference.example.org" → "xmpp:room@conference.example.org?join"
std::string joinLink(std::string_view room);
// The room of an "xmpp:ROOM?join" link (or a bare room address); nothing when it is neither.
std::optional<std::string> roomFromLink(std::string_view link);
// Text as a chat body carries it: valid UTF-8 (a byte that is not becomes U+FFFD; a server
// closes the stream of anyone who sends invalid UTF-8), cut at a character boundary to at most
// `maxBytes`.
std::string chatText(std::string_view text, std::size_t maxBytes = kMaxChatBytes);
// Escapes text for an XML attribute value (quotes too) or character data (only & < >: a JSON
// text is full of quotes, and escaping them would double its size), dropping characters XML
// forbids.
std::string escapeXml(std::string_view text, bool attribute = true);

class Connection {
  public:
    enum class State { Offline, Connecting, Online };

    struct Occupant {
        std::string room;
        std::string nick;
        std::string realJid;      // full JID when the room shows it (non-anonymous rooms), else ""
        std::string affiliation;  // "owner", "member", ...
        bool available = true;
        bool self = false;
    };

    // Why the latest attempt to sign in ended before it signed in.
    struct Failure {
        enum class Kind {
            Unreachable,     // the server's name not found, the connection refused or timed out
            NoEncryption,    // the server offers no STARTTLS and plain text was not allowed
            Certificate,     // the server's certificate is not trusted (named why)
            Tls,             // the TLS handshake failed
            Authentication,  // the password refused, or no way of signing in offered
            Server,          // the server closed the stream with an error
            Lost,            // the connection closed before signing in
        };
        Kind kind = Kind::Lost;
        std::string message;
        // Not retried: only the person can change it (the certificate, the password, allowing
        // plain text). Otherwise the connection tries again a second later.
        bool final = false;
    };

    struct Handlers {
        // A direct (non-room) message carrying a game payload, its size already checked.
        std::function<void(const std::string& fromFull, std::string payload)> game;
        // A payload refused before it was read (too large, empty, a game text from a room, a
        // lobby announcement from a room that is not a lobby).
        std::function<void(const std::string& fromFull, const std::string& reason)> refused;
        std::function<void(const Occupant&)> occupant;
        // A direct invitation (XEP-0249) to `room`, from `fromFull`.
        std::function<void(const std::string& fromFull, const std::string& room)> invitation;
        // A room's chat line (not its history; a lobby announcement is not a chat line).
        std::function<void(const std::string& room, const std::string& nick,
                           const std::string& text)>
            chat;
        // A direct (non-room) message with a <body> and no game payload: a person's chat
        // message, a notification (sendChatMessage). The body cut by chatText().
        std::function<void(const std::string& fromFull, const std::string& body)> direct;
        // An announcement in a room joined with joinLobby() (its <tables> payload, its size
        // already checked), from the occupant `nick`: also those the room replays as its
        // history on every join, oldest first, so the same announcement may come again.
        std::function<void(const std::string& room, const std::string& nick, std::string payload)>
            lobby;
        std::function<void(State state, const std::string& why)> state;
    };

    Connection(Account account, Handlers handlers = {});
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;
    ~Connection();

    // Whoever reads the traffic (a table's link) sets the handlers before connecting.
    void setHandlers(Handlers handlers) { handlers_ = std::move(handlers); }

    // Starts connecting (again, after a disconnection). The state handler reports the outcome;
    // an attempt that fails before signing in reports its failure() as the reason, and is
    // retried a second later unless that failure is final.
    void connect();
    void disconnect();
    // Closes the socket at once, without a goodbye (a lost network, for tests), and reconnects
    // a second later as after any drop. Not from a handler.
    void dropConnection();
    // Handles whatever the network has for at most `timeout`; also rejoins the rooms after a
    // reconnection and retries a refused join every second.
    void runOnce(std::chrono::milliseconds timeout);

    [[nodiscard]] State state() const { return state_; }
    [[nodiscard]] const std::string& boundJid() const { return boundJid_; }
    [[nodiscard]] const Account& account() const { return account_; }
    // Why the latest attempt did not sign in; nothing once signed in.
    [[nodiscard]] const std::optional<Failure>& failure() const { return failure_; }
    // The stream is encrypted (TLS) now.
    [[nodiscard]] bool secured() const;

    // Joins `room` as `nick` (again after every reconnection). When the join creates the room
    // and `configure` is set (the host), the room is made private, persistent and
    // non-anonymous, members only, with `members` (bare JIDs) as its members. A guest
    // (`configure` not set) never makes the room: it asks the server whether the room exists
    // and is configured (disco#info: members only, non-anonymous) and joins only then, asking
    // again every second until its owner has made it;
    // should its join make the room all the same (the room went meanwhile), it leaves it at
    // once, without destroying anything. A join not answered within a few seconds is sent
    // again.
    void joinRoom(const std::string& room, const std::string& nick, bool configure,
                  std::vector<std::string> members = {});
    // Joins the public `room` as `nick` (again after every reconnection), asking for its
    // latest kLobbyHistory messages: the announcements posted before. When the join creates
    // the room, it is made listed, persistent and open to anyone (not members only). Whoever
    // joins first makes it; nobody waits for an owner.
    void joinLobby(const std::string& room, const std::string& nick);
    // This connection is in `room` now (its join answered, not put out or offline since): a
    // lobby's announcements are posted once it is, again after every rejoin.
    [[nodiscard]] bool inRoom(const std::string& room) const;
    // Grants membership of `room` (of which this account is the owner) to `bareJid`.
    void addMember(const std::string& room, const std::string& bareJid);
    void leaveRoom(const std::string& room);
    // Destroys `room` (of which this account is the owner: a finished table's) and stops
    // joining it; its occupants are told it is gone.
    void destroyRoom(const std::string& room);

    // A game payload in a direct message to `to` (a full or bare JID): `<message to=…><game
    // xmlns=…>`, nothing more (a message is of type "normal" when it names none, and nothing
    // answers a game text by its id).
    void sendGame(const std::string& to, const std::string& payload);
    // Asks the server a question (an XMPP ping to its domain) that it answers only once it has
    // read everything sent before it: until the answer comes, what this connection sent waits
    // at the server (a rate limit holds it). Nothing while a question asked less than
    // kCaughtUpPatience ago is unanswered.
    void askCaughtUp();
    // No question of askCaughtUp() is unanswered, or the latest has waited kCaughtUpPatience
    // (a server that answers late, or never, holds nothing back for longer).
    [[nodiscard]] bool caughtUp() const;
    void sendChat(const std::string& room, const std::string& text);
    // A chat message (`<message type='chat'>`, its body cut by chatText()) to `to`, a bare or
    // full JID: a notification a person's ordinary client shows.
    void sendChatMessage(const std::string& to, const std::string& body);
    // An announcement to the lobby `room`: a groupchat message with `body` for people's
    // clients (cut by chatText()) and `payload` (a JSON text) in <tables xmlns=kLobbyNamespace>.
    void sendLobby(const std::string& room, const std::string& body, const std::string& payload);
    // A direct invitation (XEP-0249) to `room`, with the join link as its reason.
    void invite(const std::string& bareJid, const std::string& room);
    // Any XML, as is (the tests' forged and malformed stanzas).
    void sendRaw(const std::string& xml);

    struct Traffic {
        std::size_t payloadsSent = 0;
        std::size_t payloadBytesSent = 0;
        std::size_t stanzaBytesSent = 0;    // the game texts' whole <message> stanzas
        std::size_t caughtUpQuestions = 0;  // askCaughtUp()'s pings
        std::size_t caughtUpBytesSent = 0;
        std::size_t payloadsReceived = 0;
        std::size_t payloadBytesReceived = 0;
    };
    [[nodiscard]] const Traffic& traffic() const { return traffic_; }

  private:
    struct Native;  // libstrophe's context and connection
    // A table's room made and configured by its host, a table's room its guest joins once the
    // host has made it, or a lobby (made by whoever comes first, open).
    enum class RoomKind : std::uint8_t { HostTable, GuestTable, Lobby };
    struct JoinedRoom {
        std::string room;
        std::string nick;
        RoomKind kind = RoomKind::GuestTable;
        std::vector<std::string> members;
        bool present = false;
        std::chrono::steady_clock::time_point retryAt{};
        std::chrono::steady_clock::time_point joinSentAt{};  // unanswered since then
        std::string lookId;  // the guest's disco#info question waiting for its answer
    };

    // Adds `room` to the rooms joined (or changes how it is joined) and joins it when online.
    JoinedRoom& addRoom(const std::string& room, const std::string& nick, RoomKind kind);
    [[nodiscard]] bool isLobby(const std::string& room) const;
    // The host (and a lobby's visitor) joins at once; a guest first asks whether the room
    // exists.
    void enterRoom(JoinedRoom& room);
    // Joins again the rooms whose join was refused a while ago or never answered.
    void retryRooms(std::chrono::steady_clock::time_point now);
    void sendPresenceTo(JoinedRoom& room);
    int onIq(void* stanza);
    void configureRoom(const JoinedRoom& room);
    void onConnectionEvent(int event, int error, const void* streamError);
    void failed(Failure failure);
    int onMessage(void* stanza);
    // A direct message: an invitation, a game text, a chat body.
    void onDirectMessage(void* stanza, const std::string& from);
    // A room's message: a chat line, a lobby announcement, a refused game text.
    void onRoomMessage(void* stanza, const std::string& from);
    // The text of a payload element (`what`: "game payload", ...), bounded before it is copied;
    // nothing, with the reason reported as refused, when it is empty, too large or holds markup.
    std::optional<std::string> readPayload(void* element, const std::string& from,
                                           std::string_view what);
    int onPresence(void* stanza);
    friend struct Trampolines;

    Account account_;
    Handlers handlers_;
    std::unique_ptr<Native> native_;
    State state_ = State::Offline;
    std::string boundJid_;
    std::optional<Failure> failure_;
    std::vector<JoinedRoom> rooms_;
    Traffic traffic_;
    unsigned long nextId_ = 1;
    std::string caughtUpId_;  // askCaughtUp()'s question waiting for its answer
    std::chrono::steady_clock::time_point caughtUpAskedAt_{};
};

}  // namespace ps::net::xmpp
