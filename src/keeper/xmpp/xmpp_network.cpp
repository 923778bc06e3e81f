#include "keeper/xmpp/xmpp_network.h"

#include "net/wire_compression.h"

namespace ps::keeper::xmpp {

XmppKeeperNetwork::XmppKeeperNetwork(net::xmpp::TableHub& hub, std::string nick,
                                     std::optional<std::string> lobby)
    : hub_(&hub), nick_(std::move(nick)), lobby_(std::move(lobby)) {}

XmppKeeperNetwork::~XmppKeeperNetwork() = default;

net::Transport& XmppKeeperNetwork::openTable(
    const std::string& tableId, const std::string& room,
    const std::map<engine::PlayerId, std::string>& accounts) {
    Link& kept = links_[tableId];
    kept.link = std::make_unique<net::xmpp::HostLink>(*hub_, room, nick_, accounts);
    kept.link->open();
    kept.logged = 0;
    return *kept.link;
}

void XmppKeeperNetwork::closeTable(const std::string& tableId) {
    const auto it = links_.find(tableId);
    if (it == links_.end())
        return;
    it->second.link->close();
    links_.erase(it);
}

void XmppKeeperNetwork::reply(const std::string& to, const std::string& text) {
    hub_->connection().sendGame(to, net::packText(text));
}

void XmppKeeperNetwork::notify(const std::string& account, const std::string& body) {
    hub_->connection().sendChatMessage(account, body);
}

void XmppKeeperNetwork::announce(const std::string& body, const std::string& payload) {
    lastAnnouncement_ = {body, payload};
    if (lobby_ && hub_->connection().inRoom(*lobby_))
        hub_->connection().sendLobby(*lobby_, body, payload);
}

void XmppKeeperNetwork::enterLobby() {
    if (lobby_)
        hub_->connection().joinLobby(*lobby_, nick_);
}

void XmppKeeperNetwork::repostWhenBackInLobby() {
    if (!lobby_)
        return;
    const bool inLobby = hub_->connection().inRoom(*lobby_);
    // Each time the join is answered (the first time, and after every rejoin): the room's
    // history may have lost the latest list (a server restart empties it).
    if (inLobby && !inLobby_ && lastAnnouncement_)
        hub_->connection().sendLobby(*lobby_, lastAnnouncement_->first, lastAnnouncement_->second);
    inLobby_ = inLobby;
}

bool XmppKeeperNetwork::pump(Keeper& keeper) {
    repostWhenBackInLobby();
    bool any = false;
    for (auto& [tableId, kept] : links_) {
        net::xmpp::HostLink* link = kept.link.get();
        // Most tables are quiet at any moment (their players thinking).
        if (link->quiet())
            continue;
        for (net::xmpp::HostLink::Received& received : link->takeReceived()) {
            keeper.receive(tableId, received.seat, received.text, received.from);
            any = true;
        }
        // A table's chat is the players' own; the keeper keeps none of it.
        (void)link->takeChat();
    }
    for (net::xmpp::TableHub::Direct& direct : hub_->takeDirect()) {
        keeper.receiveDirect(direct.from, direct.text);
        any = true;
    }
    (void)hub_->takeLobby();
    (void)hub_->takeChatMessages();
    return any;
}

std::vector<std::string> XmppKeeperNetwork::takeLog() {
    std::vector<std::string> lines;
    for (auto& [tableId, kept] : links_) {
        for (; kept.logged < kept.link->log().size(); ++kept.logged)
            lines.push_back(tableId + ": " + kept.link->log()[kept.logged]);
    }
    for (std::string& line : hub_->takeLog())
        lines.push_back(std::move(line));
    return lines;
}

}  // namespace ps::keeper::xmpp
