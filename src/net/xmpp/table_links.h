#pragma once
// An online table over one XMPP connection (docs/network.md "The XMPP transport"): who is who,
// and which stanzas count. The host's link maps each remote seat to an account (a bare JID,
// which the server authenticates) and carries HostTable's texts to that account's latest
// address; the client's link knows the host by the invitation or as the room's owner and reads
// game texts from the host only. Texts from anyone else are ignored and logged. Both queue what
// they receive: the owner's loop hands it to HostTable / ClientTable outside libstrophe's
// callbacks. A host's link either reads its connection alone or is one of the many tables of a
// TableHub (table_hub.h) on one connection.

#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "net/host_table.h"
#include "net/xmpp/connection.h"
#include "net/xmpp/table_hub.h"

namespace ps::net::xmpp {

// The table's id on the wire: the room's local part ("stol-7f3a@conference.example.org" →
// "stol-7f3a"), cut to the protocol's 64 bytes.
std::string tableIdOfRoom(const std::string& room);

// A line of the table's chat (the room's messages), as the room shows its sender.
struct ChatLine {
    std::string nick;
    std::string text;
};

class HostLink final : public Transport {
  public:
    // `remote`: each remote seat's account (bare JIDs). Installs its handlers on `connection`.
    HostLink(Connection& connection, std::string room, std::string nick,
             std::map<engine::PlayerId, std::string> remote);
    // One of the hub's tables: attaches to `hub` (which reads the connection and hands this
    // link its table's texts, its room's occupants and chat, the connection's state) instead
    // of installing handlers. Its table (tableIdOfRoom) must not be attached already:
    // std::invalid_argument otherwise.
    HostLink(TableHub& hub, std::string room, std::string nick,
             std::map<engine::PlayerId, std::string> remote);
    HostLink(const HostLink&) = delete;
    HostLink& operator=(const HostLink&) = delete;
    // Takes its handlers off the connection, or detaches from its hub.
    ~HostLink() override;

    // Joins (creating and configuring) the room; invites every remote account once the host is
    // in it, and again after every rejoin (a server restart, a resumed host).
    void open();

    // Invites again every remote account not in the room (an invitation sent before the
    // account existed, or lost, is not held by any server).
    void inviteAbsent();

    // The table is over: destroys its room (persistent, it would otherwise stay on the server
    // for good) and joins it no more.
    void close();

    // HostTable's texts to the seat's account: to `device` (a full address) when named, else
    // to the latest full address seen for the account, else to its bare one.
    void send(engine::PlayerId seat, const std::string& device, const std::string& text) override;

    // A text from a remote seat: its seat, the full address it came from (which of the
    // person's machines: HostTable::receive's `device`) and the text.
    struct Received {
        engine::PlayerId seat = 0;
        std::string from;
        std::string text;
    };
    // What came from the remote seats since the last call, in order.
    std::deque<Received> takeReceived();
    // The table room's chat lines since the last call (this account's own included).
    std::deque<ChatLine> takeChat() { return std::exchange(chat_, {}); }
    // Nothing waits to be taken (texts, chat lines): a keeper's loop passes over the links of
    // its quiet tables without taking anything (taking allocates a fresh queue).
    [[nodiscard]] bool quiet() const { return received_.empty() && chat_.empty(); }

    // No machine of the seat's account is in the room (dropped, crashed, closed lid).
    [[nodiscard]] bool away(engine::PlayerId seat) const { return !present_.contains(seat); }
    // The nickname the seat's person took in the room (the name they gave), once seen.
    [[nodiscard]] std::optional<std::string> nickOf(engine::PlayerId seat) const {
        const auto it = nicks_.find(seat);
        return it == nicks_.end() ? std::nullopt : std::optional<std::string>(it->second);
    }
    [[nodiscard]] bool inRoom() const { return inRoom_; }
    [[nodiscard]] const std::string& room() const { return room_; }
    // The table's id on the wire (tableIdOfRoom of the room).
    [[nodiscard]] const std::string& table() const { return table_; }
    // Lines about ignored stanzas and people coming and going, oldest first.
    [[nodiscard]] const std::vector<std::string>& log() const { return log_; }

  private:
    friend class TableHub;
    void onGame(const std::string& from, std::string payload);
    void onOccupant(const Connection::Occupant& occupant);
    void onChat(const std::string& room, const std::string& nick, const std::string& text);
    void onState(Connection::State state, const std::string& why);
    [[nodiscard]] std::optional<engine::PlayerId> seatOf(const std::string& jid) const;

    Connection* connection_;
    TableHub* hub_ = nullptr;    // the hub this link is attached to, while it is
    bool ownsHandlers_ = false;  // installed the connection's handlers (no hub)
    std::string room_;
    std::string table_;
    std::string nick_;
    std::map<engine::PlayerId, std::string> remote_;
    std::map<engine::PlayerId, std::string> address_;  // the latest full JID each seat used
    std::set<engine::PlayerId> present_;
    // The full addresses of each seat's account in the room: a person may have two machines
    // there (the older one leaves once the seat is played from the newer).
    std::map<engine::PlayerId, std::set<std::string>> presentFrom_;
    std::map<engine::PlayerId, std::string> nicks_;
    bool inRoom_ = false;
    std::deque<Received> received_;
    std::deque<ChatLine> chat_;
    std::vector<std::string> log_;
};

class ClientLink {
  public:
    // `room`: the table's room when known (a link); otherwise the first invitation names it and
    // its sender is the host. `host`: the host's account when known beforehand.
    ClientLink(Connection& connection, std::string nick, std::optional<std::string> room,
               std::optional<std::string> host);
    ClientLink(const ClientLink&) = delete;
    ClientLink& operator=(const ClientLink&) = delete;
    ~ClientLink();

    // A text to the host (its full address in the room when seen, else its bare one).
    void send(const std::string& text);

    // Texts from the host since the last call, in order.
    std::deque<std::string> takeReceived();
    // The table room's chat lines since the last call (this account's own included).
    std::deque<ChatLine> takeChat() { return std::exchange(chat_, {}); }
    // The host has (re)appeared in the room since the last call: say hello (again). True once
    // per appearance, so the host's restart, a server restart and this machine's reconnection
    // all end in a fresh hello.
    bool takeHelloDue();

    // Invitations from an account not named beforehand wait for the person's word instead of
    // being followed (the app: a stranger must not lead a guest into their room). Set before
    // any invitation comes; without it the first invitation is followed (the CLI without
    // --host, the tests).
    struct Invitation {
        std::string from;  // as the server stamped it
        std::string room;  // the sender's word
    };
    void setAskFirst(bool ask) { askFirst_ = ask; }
    // The invitation waiting for the person's word (the first of those that came).
    [[nodiscard]] const std::optional<Invitation>& pendingInvitation() const { return pending_; }
    // Follows the waiting invitation: its sender is the host; nothing when none waits.
    void acceptInvitation();
    // Drops it; the sender's further invitations are ignored (a host sends them again and
    // again until its guests come).
    void declineInvitation();

    [[nodiscard]] const std::optional<std::string>& room() const { return room_; }
    [[nodiscard]] const std::optional<std::string>& host() const { return host_; }
    [[nodiscard]] bool hostPresent() const { return hostPresent_; }
    [[nodiscard]] const std::vector<std::string>& log() const { return log_; }

  private:
    void join();
    void onGame(const std::string& from, std::string payload);
    void onOccupant(const Connection::Occupant& occupant);
    void onInvitation(const std::string& from, const std::string& room);

    Connection* connection_;
    std::string nick_;
    std::optional<std::string> room_;
    std::optional<std::string> host_;  // bare
    std::string hostAddress_;          // full, as seen in the room
    bool askFirst_ = false;
    std::optional<Invitation> pending_;
    std::set<std::string> declined_;  // bare accounts whose invitations the person refused
    bool hostPresent_ = false;
    bool helloDue_ = false;
    std::deque<std::string> received_;
    std::deque<ChatLine> chat_;
    std::vector<std::string> log_;
};

}  // namespace ps::net::xmpp
