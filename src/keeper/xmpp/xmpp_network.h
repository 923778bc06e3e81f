#pragma once
// The keeper's network over one XMPP connection: a table's room and its link (HostLink on the
// connection's TableHub) for each running table, the keeper's answers as game payloads, the
// notices as chat messages a phone shows, the open seats in the lobby room. pump() hands the
// keeper what came in.

#include <map>
#include <memory>
#include <optional>
#include <string>

#include "keeper/keeper.h"
#include "net/xmpp/table_hub.h"
#include "net/xmpp/table_links.h"

namespace ps::keeper::xmpp {

class XmppKeeperNetwork final : public KeeperNetwork {
  public:
    XmppKeeperNetwork(net::xmpp::TableHub& hub, std::string nick, std::optional<std::string> lobby);
    ~XmppKeeperNetwork() override;

    net::Transport& openTable(const std::string& tableId, const std::string& room,
                              const std::map<engine::PlayerId, std::string>& accounts) override;
    void closeTable(const std::string& tableId) override;
    void reply(const std::string& to, const std::string& text) override;
    void notify(const std::string& account, const std::string& body) override;
    void announce(const std::string& body, const std::string& payload) override;

    // What came from the players since the last call, to the keeper: the tables' texts, and
    // questions to the keeper itself. True when anything came.
    bool pump(Keeper& keeper);
    // Joins the lobby (when there is one); the latest announcement is posted there each time
    // the join is answered (pump()).
    void enterLobby();
    // Lines of the links and the hub (ignored stanzas, people coming and going) since the last
    // call.
    std::vector<std::string> takeLog();

  private:
    void repostWhenBackInLobby();

    net::xmpp::TableHub* hub_;
    std::string nick_;
    std::optional<std::string> lobby_;
    std::optional<std::pair<std::string, std::string>> lastAnnouncement_;
    struct Link {
        std::unique_ptr<net::xmpp::HostLink> link;
        std::size_t logged = 0;  // its log's lines already taken
    };
    std::map<std::string, Link> links_;
    bool inLobby_ = false;
};

}  // namespace ps::keeper::xmpp
