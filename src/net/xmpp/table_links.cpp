#include "net/xmpp/table_links.h"

#include "net/messages.h"
#include "net/xmpp/address.h"

namespace ps::net::xmpp {

namespace {
// Chat lines wait for the owner's loop; a flood beyond this is dropped, not kept.
constexpr std::size_t kMaxChatLines = 256;
}  // namespace

static_assert(kMaxPayloadBytes == kMaxMessageBytes,
              "the transport refuses unread exactly what the messages' reader would refuse");

std::string tableIdOfRoom(const std::string& room) {
    const std::string bare = bareJid(room);
    return bare.substr(0, std::min(bare.find('@'), kMaxTableIdBytes));
}

// --- the host

HostLink::HostLink(Connection& connection, std::string room, std::string nick,
                   std::map<engine::PlayerId, std::string> remote)
    : connection_(&connection),
      room_(bareJid(room)),
      table_(tableIdOfRoom(room_)),
      nick_(std::move(nick)) {
    for (auto& [seat, jid] : remote)
        remote_[seat] = bareJid(jid);
    Connection::Handlers handlers;
    handlers.game = [this](const std::string& from, std::string payload) {
        onGame(from, std::move(payload));
    };
    handlers.refused = [this](const std::string& from, const std::string& reason) {
        log_.push_back("refused from " + from + ": " + reason);
    };
    handlers.occupant = [this](const Connection::Occupant& occupant) { onOccupant(occupant); };
    handlers.chat = [this](const std::string& from, const std::string& sender,
                           const std::string& text) { onChat(from, sender, text); };
    handlers.state = [this](Connection::State state, const std::string& why) {
        onState(state, why);
    };
    connection_->setHandlers(std::move(handlers));
    ownsHandlers_ = true;
}

HostLink::HostLink(TableHub& hub, std::string room, std::string nick,
                   std::map<engine::PlayerId, std::string> remote)
    : connection_(&hub.connection()),
      room_(bareJid(room)),
      table_(tableIdOfRoom(room_)),
      nick_(std::move(nick)) {
    for (auto& [seat, jid] : remote)
        remote_[seat] = bareJid(jid);
    hub.attach(*this);
    hub_ = &hub;
}

HostLink::~HostLink() {
    if (hub_)
        hub_->detach(*this);
    else if (ownsHandlers_)
        connection_->setHandlers({});
}

void HostLink::open() {
    std::vector<std::string> members;
    for (const auto& [seat, jid] : remote_)
        members.push_back(jid);
    connection_->joinRoom(room_, nick_, true, std::move(members));
}

void HostLink::close() {
    connection_->destroyRoom(room_);
    inRoom_ = false;
}

void HostLink::inviteAbsent() {
    if (!inRoom_)
        return;
    for (const auto& [seat, jid] : remote_) {
        if (!present_.contains(seat))
            connection_->invite(jid, room_);
    }
}

void HostLink::send(engine::PlayerId seat, const std::string& device, const std::string& text) {
    const auto address = address_.find(seat);
    if (!device.empty() && seatOf(device) == seat) {
        connection_->sendGame(device, text);
    } else if (address != address_.end()) {
        connection_->sendGame(address->second, text);
    } else if (const auto jid = remote_.find(seat); jid != remote_.end()) {
        connection_->sendGame(jid->second, text);
    }
}

std::deque<HostLink::Received> HostLink::takeReceived() {
    return std::exchange(received_, {});
}

std::optional<engine::PlayerId> HostLink::seatOf(const std::string& jid) const {
    const std::string bare = bareJid(jid);
    for (const auto& [seat, account] : remote_) {
        if (account == bare)
            return seat;
    }
    return std::nullopt;
}

void HostLink::onGame(const std::string& from, std::string payload) {
    const auto seat = seatOf(from);
    if (!seat) {
        log_.push_back("ignored a game message from " + from + ": not at the table");
        return;
    }
    // Answers go to the address the seat last wrote from (a rejoined machine's new one).
    address_[*seat] = from;
    received_.push_back(Received{*seat, from, std::move(payload)});
}

void HostLink::onChat(const std::string& room, const std::string& nick, const std::string& text) {
    if (room == room_ && chat_.size() < kMaxChatLines)
        chat_.push_back({nick, text});
}

void HostLink::onState(Connection::State state, const std::string& why) {
    if (state == Connection::State::Offline) {
        inRoom_ = false;
        present_.clear();
        presentFrom_.clear();
        log_.push_back("offline: " + why);
    }
}

void HostLink::onOccupant(const Connection::Occupant& occupant) {
    if (occupant.room != room_)
        return;
    if (occupant.self) {
        const bool wasInRoom = inRoom_;
        inRoom_ = occupant.available;
        if (inRoom_ && !wasInRoom) {
            for (const auto& [seat, jid] : remote_)
                connection_->invite(jid, room_);
        }
        return;
    }
    const auto seat = seatOf(occupant.realJid);
    if (!seat)
        return;
    const bool was = present_.contains(*seat);
    std::set<std::string>& from = presentFrom_[*seat];
    if (occupant.available) {
        from.insert(occupant.realJid);
        address_[*seat] = occupant.realJid;
        if (!occupant.nick.empty())
            nicks_[*seat] = occupant.nick;
    } else {
        from.erase(occupant.realJid);
    }
    // One machine of the account leaving while another stays leaves the seat at the table.
    if (from.empty())
        present_.erase(*seat);
    else
        present_.insert(*seat);
    if (was != present_.contains(*seat)) {
        log_.push_back("seat " + std::to_string(*seat) + " (" + remote_.at(*seat) + ") " +
                       (was ? "is away" : "is at the table"));
    }
}

// --- a remote seat

ClientLink::ClientLink(Connection& connection, std::string nick, std::optional<std::string> room,
                       std::optional<std::string> host)
    : connection_(&connection), nick_(std::move(nick)) {
    if (room)
        room_ = bareJid(*room);
    if (host)
        host_ = bareJid(*host);
    Connection::Handlers handlers;
    handlers.game = [this](const std::string& from, std::string payload) {
        onGame(from, std::move(payload));
    };
    handlers.refused = [this](const std::string& from, const std::string& reason) {
        log_.push_back("refused from " + from + ": " + reason);
    };
    handlers.occupant = [this](const Connection::Occupant& occupant) { onOccupant(occupant); };
    handlers.chat = [this](const std::string& from, const std::string& sender,
                           const std::string& text) {
        if (room_ && from == *room_ && chat_.size() < kMaxChatLines)
            chat_.push_back({sender, text});
    };
    handlers.invitation = [this](const std::string& from, const std::string& invited) {
        onInvitation(from, invited);
    };
    handlers.state = [this](Connection::State state, const std::string& why) {
        if (state == Connection::State::Offline) {
            hostPresent_ = false;
            log_.push_back("offline: " + why);
        }
    };
    connection_->setHandlers(std::move(handlers));
    if (room_)
        join();
}

ClientLink::~ClientLink() {
    connection_->setHandlers({});
}

void ClientLink::join() {
    connection_->joinRoom(*room_, nick_, false);
}

void ClientLink::send(const std::string& text) {
    if (!hostAddress_.empty())
        connection_->sendGame(hostAddress_, text);
    else if (host_)
        connection_->sendGame(*host_, text);
}

std::deque<std::string> ClientLink::takeReceived() {
    return std::exchange(received_, {});
}

bool ClientLink::takeHelloDue() {
    return std::exchange(helloDue_, false);
}

void ClientLink::onGame(const std::string& from, std::string payload) {
    if (!host_ || bareJid(from) != *host_) {
        log_.push_back("ignored a game message from " + from + ": not the host");
        return;
    }
    received_.push_back(std::move(payload));
}

void ClientLink::onInvitation(const std::string& from, const std::string& invited) {
    if (room_) {
        if (*room_ != invited)
            log_.push_back("ignored an invitation to " + quotedAddress(invited) + " from " + from);
        return;
    }
    // With the host named beforehand, only its invitations count.
    if (host_ && bareJid(from) != *host_) {
        // The room is the sender's word (the server stamps only `from`): echoed escaped.
        log_.push_back("ignored an invitation to " + quotedAddress(invited) + " from " + from +
                       ": not the host");
        return;
    }
    if (!host_ && askFirst_) {
        if (declined_.contains(bareJid(from))) {
            return;  // asked again and again by its host: the person said no once
        }
        if (!pending_) {
            pending_ = Invitation{from, invited};
        } else if (bareJid(pending_->from) != bareJid(from)) {
            log_.push_back("ignored an invitation to " + quotedAddress(invited) + " from " + from +
                           ": another one waits for an answer");
        }
        return;
    }
    room_ = invited;
    if (!host_)
        host_ = bareJid(from);
    join();
}

void ClientLink::acceptInvitation() {
    if (!pending_ || room_)
        return;
    room_ = pending_->room;
    host_ = bareJid(pending_->from);
    pending_.reset();
    join();
}

void ClientLink::declineInvitation() {
    if (!pending_)
        return;
    declined_.insert(bareJid(pending_->from));
    log_.push_back("declined an invitation to " + quotedAddress(pending_->room) + " from " +
                   pending_->from);
    pending_.reset();
}

void ClientLink::onOccupant(const Connection::Occupant& occupant) {
    if (!room_ || occupant.room != *room_ || occupant.self || occupant.affiliation != "owner" ||
        occupant.realJid.empty())
        return;
    // The room's owner is the host: its account when none was named, else it must match.
    if (!host_)
        host_ = bareJid(occupant.realJid);
    if (bareJid(occupant.realJid) != *host_)
        return;
    if (occupant.available) {
        // The host came (back), or came back from another session before the server saw
        // the old one go (a host killed and started again): the table is to be asked again.
        if (!hostPresent_ || occupant.realJid != hostAddress_)
            helloDue_ = true;
        hostAddress_ = occupant.realJid;
        hostPresent_ = true;
    } else if (occupant.realJid == hostAddress_) {
        hostPresent_ = false;  // another session of the host's leaving changes nothing
    }
}

}  // namespace ps::net::xmpp
