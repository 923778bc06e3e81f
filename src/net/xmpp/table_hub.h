#pragma once
// Many tables on one XMPP connection (docs/network.md "The XMPP transport", "Many tables on one
// connection"): a table keeper's account referees every table it holds over one stream. The hub
// is the connection's only reader; each table's HostLink attaches to it instead of installing
// handlers of its own. A table's game text goes to the link of the table its envelope names;
// anything else (the keeper's own requests: create a table, list them, take a seat; a text for
// a table not attached) waits for the keeper unread, as do chat messages and lobby
// announcements. No threads: everything
// happens inside the connection's runOnce().

#include <cstddef>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "net/xmpp/connection.h"

namespace ps::net::xmpp {

class HostLink;

// The table a text of the table protocol (net::kProtocol) names: its envelope's top-level
// "table" string, read from the plain or compressed JSON (net::unpackText) without reading the
// rest. Nothing when the text is not a JSON object, not of that protocol (a keeper's own
// messages, which name tables too) or names no table.
std::optional<std::string> tableOfText(std::string_view text);

class TableHub {
  public:
    // Texts, chat messages and lobby announcements wait at most this many each for the keeper;
    // more are dropped (and logged) until it takes them.
    static constexpr std::size_t kMaxQueued = 4096;

    // Installs its handlers on `connection`, which must outlive it.
    explicit TableHub(Connection& connection);
    TableHub(const TableHub&) = delete;
    TableHub& operator=(const TableHub&) = delete;
    // Takes its handlers off the connection; the links still attached are let go (each then
    // goes without touching the hub).
    ~TableHub();

    // Game texts that belong to no attached table: the keeper's own requests (create a table,
    // list my tables, take a seat: another protocol's texts, whatever table they name), and
    // any text whose envelope names an unknown table, none, or is not JSON at all. `from` is the
    // full JID as the server stamped it; `text` is as it came (compressed or not), not read.
    struct Direct {
        std::string from;
        std::string text;
    };
    std::deque<Direct> takeDirect();
    // Announcements in the lobbies the connection joined (Connection::joinLobby), oldest
    // first: the room's history on every join too, and the connection's own.
    struct LobbyPost {
        std::string room;
        std::string nick;
        std::string payload;
    };
    std::deque<LobbyPost> takeLobby();
    // Chat bodies of direct (non-room) messages: {from, body}.
    std::deque<Direct> takeChatMessages();

    [[nodiscard]] Connection& connection() { return *connection_; }
    // The connection's latest state, as its handler reported it.
    [[nodiscard]] Connection::State state() const { return state_; }
    // How many tables are attached.
    [[nodiscard]] std::size_t tables() const { return byTable_.size(); }
    // Refused payloads, invitations ignored, the connection going offline, texts dropped;
    // oldest first, since the last takeLog(), at most kMaxQueued lines (then one saying more
    // were dropped).
    [[nodiscard]] const std::vector<std::string>& log() const { return log_; }
    // The log's lines, handed over: a keeper that runs for weeks reads them this way.
    std::vector<std::string> takeLog();

  private:
    friend class HostLink;
    // A link's table (tableIdOfRoom of its room) must not be attached already:
    // std::invalid_argument otherwise.
    void attach(HostLink& link);
    void detach(HostLink& link);

    void onGame(const std::string& from, std::string payload);
    void onOccupant(const Connection::Occupant& occupant);
    void onChat(const std::string& room, const std::string& nick, const std::string& text);
    void onState(Connection::State state, const std::string& why);
    void addLog(std::string line);
    template <typename Item>
    void queue(std::deque<Item>& items, Item item, bool& dropping, const char* what);

    Connection* connection_;
    Connection::State state_;
    std::map<std::string, HostLink*> byTable_;
    std::map<std::string, HostLink*> byRoom_;
    std::deque<Direct> direct_;
    std::deque<LobbyPost> lobby_;
    std::deque<Direct> chatMessages_;
    // A queue is full and drops what comes, said once in the log until it is taken.
    bool droppingDirect_ = false;
    bool droppingLobby_ = false;
    bool droppingChat_ = false;
    bool droppingLog_ = false;
    std::vector<std::string> log_;
};

}  // namespace ps::net::xmpp
