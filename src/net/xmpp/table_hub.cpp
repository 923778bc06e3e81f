#include "net/xmpp/table_hub.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <stdexcept>
#include <utility>

#include "net/messages.h"
#include "net/wire_compression.h"
#include "net/xmpp/address.h"
#include "net/xmpp/table_links.h"

namespace ps::net::xmpp {

namespace {

// The nesting a peek follows at most (the strict reader's own limit is lower still).
constexpr std::size_t kMaxPeekDepth = 64;

// Finds the top-level "protocol" and "table" strings of a JSON object and stops once it has
// both: the envelope writes them first and third, so the rest of the text is not read. Every
// other value is skipped unbuilt.
class Envelope {
  public:
    using number_integer_t = nlohmann::json::number_integer_t;
    using number_unsigned_t = nlohmann::json::number_unsigned_t;
    using number_float_t = nlohmann::json::number_float_t;
    using string_t = nlohmann::json::string_t;
    using binary_t = nlohmann::json::binary_t;

    bool null() { return scalar(); }
    bool boolean(bool /*value*/) { return scalar(); }
    bool number_integer(number_integer_t /*value*/) { return scalar(); }
    bool number_unsigned(number_unsigned_t /*value*/) { return scalar(); }
    bool number_float(number_float_t /*value*/, const string_t& /*text*/) { return scalar(); }
    bool binary(binary_t& /*value*/) { return false; }
    bool string(string_t& text) {
        if (depth_ == 1 && at_ == Field::Protocol)
            protocol_ = std::move(text);
        else if (depth_ == 1 && at_ == Field::Table)
            table_ = std::move(text);
        else
            return scalar();
        at_ = Field::Other;
        return !(protocol_ && table_);  // both found: stop reading
    }
    bool start_object(std::size_t /*elements*/) { return open(true); }
    bool start_array(std::size_t /*elements*/) { return open(false); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(string_t& name) {
        at_ = depth_ != 1          ? Field::Other
              : name == "protocol" ? Field::Protocol
              : name == "table"    ? Field::Table
                                   : Field::Other;
        return true;
    }
    bool parse_error(std::size_t /*position*/, const std::string& /*lastToken*/,
                     const nlohmann::detail::exception& /*error*/) {
        return false;
    }

    [[nodiscard]] const std::optional<std::string>& protocol() const { return protocol_; }
    [[nodiscard]] std::optional<std::string>& table() { return table_; }

  private:
    enum class Field : std::uint8_t { Other, Protocol, Table };

    bool scalar() {
        at_ = Field::Other;
        return depth_ > 0;  // a text that is a lone scalar names no table
    }
    bool open(bool object) {
        at_ = Field::Other;
        // The envelope is an object; a text that is an array names no table.
        if ((depth_ == 0 && !object) || depth_ >= kMaxPeekDepth)
            return false;
        ++depth_;
        return true;
    }
    bool close() {
        --depth_;
        return depth_ > 0;  // the top-level object ended without the field
    }

    std::size_t depth_ = 0;
    Field at_ = Field::Other;
    std::optional<std::string> protocol_;
    std::optional<std::string> table_;
};

}  // namespace

std::optional<std::string> tableOfText(std::string_view text) {
    std::string unpacked;
    if (text.empty() || text.front() != '{') {
        UnpackedText json = unpackText(text);
        if (!json.ok())
            return std::nullopt;
        unpacked = std::move(*json.text);
        text = unpacked;
    }
    Envelope envelope;
    nlohmann::json::sax_parse(text, &envelope);
    if (envelope.protocol() != kProtocol)
        return std::nullopt;  // another protocol's: a keeper's own messages name tables too
    return std::move(envelope.table());
}

TableHub::TableHub(Connection& connection) : connection_(&connection), state_(connection.state()) {
    Connection::Handlers handlers;
    handlers.game = [this](const std::string& from, std::string payload) {
        onGame(from, std::move(payload));
    };
    handlers.refused = [this](const std::string& from, const std::string& reason) {
        addLog("refused from " + from + ": " + reason);
    };
    handlers.occupant = [this](const Connection::Occupant& occupant) { onOccupant(occupant); };
    handlers.invitation = [this](const std::string& from, const std::string& room) {
        // The room is the sender's word (the server stamps only `from`): echoed escaped.
        addLog("ignored an invitation to " + quotedAddress(room) + " from " + from);
    };
    handlers.chat = [this](const std::string& room, const std::string& nick,
                           const std::string& text) { onChat(room, nick, text); };
    handlers.direct = [this](const std::string& from, const std::string& body) {
        queue(chatMessages_, Direct{from, body}, droppingChat_, "chat messages");
    };
    handlers.lobby = [this](const std::string& room, const std::string& nick, std::string payload) {
        queue(lobby_, LobbyPost{room, nick, std::move(payload)}, droppingLobby_,
              "lobby announcements");
    };
    handlers.state = [this](Connection::State state, const std::string& why) {
        onState(state, why);
    };
    connection_->setHandlers(std::move(handlers));
}

TableHub::~TableHub() {
    connection_->setHandlers({});
    for (auto& [table, link] : byTable_)
        link->hub_ = nullptr;
}

std::deque<TableHub::Direct> TableHub::takeDirect() {
    droppingDirect_ = false;
    return std::exchange(direct_, {});
}

std::deque<TableHub::LobbyPost> TableHub::takeLobby() {
    droppingLobby_ = false;
    return std::exchange(lobby_, {});
}

std::deque<TableHub::Direct> TableHub::takeChatMessages() {
    droppingChat_ = false;
    return std::exchange(chatMessages_, {});
}

std::vector<std::string> TableHub::takeLog() {
    droppingLog_ = false;
    return std::exchange(log_, {});
}

void TableHub::attach(HostLink& link) {
    if (byTable_.contains(link.table()) || byRoom_.contains(link.room()))
        throw std::invalid_argument("the table " + link.table() + " (" + link.room() +
                                    ") is attached to the hub already");
    byTable_[link.table()] = &link;
    byRoom_[link.room()] = &link;
}

void TableHub::detach(HostLink& link) {
    const auto table = byTable_.find(link.table());
    if (table != byTable_.end() && table->second == &link)
        byTable_.erase(table);
    const auto room = byRoom_.find(link.room());
    if (room != byRoom_.end() && room->second == &link)
        byRoom_.erase(room);
}

void TableHub::onGame(const std::string& from, std::string payload) {
    // The envelope says which table; the link still checks that the sender has a seat there.
    // A text of another protocol is the keeper's, whatever table it names.
    if (const auto table = tableOfText(payload)) {
        if (const auto link = byTable_.find(*table); link != byTable_.end()) {
            link->second->onGame(from, std::move(payload));
            return;
        }
    }
    queue(direct_, Direct{from, std::move(payload)}, droppingDirect_, "texts for no table");
}

void TableHub::onOccupant(const Connection::Occupant& occupant) {
    if (const auto link = byRoom_.find(occupant.room); link != byRoom_.end())
        link->second->onOccupant(occupant);
}

void TableHub::onChat(const std::string& room, const std::string& nick, const std::string& text) {
    if (const auto link = byRoom_.find(room); link != byRoom_.end())
        link->second->onChat(room, nick, text);
}

void TableHub::onState(Connection::State state, const std::string& why) {
    state_ = state;
    if (state == Connection::State::Offline)
        addLog("offline: " + why);
    for (auto& [table, link] : byTable_)
        link->onState(state, why);
}

void TableHub::addLog(std::string line) {
    if (log_.size() < kMaxQueued) {
        log_.push_back(std::move(line));
    } else if (!droppingLog_) {
        droppingLog_ = true;
        log_.push_back("the log is full: its further lines are dropped until it is taken");
    }
}

template <typename Item>
void TableHub::queue(std::deque<Item>& items, Item item, bool& dropping, const char* what) {
    if (items.size() < kMaxQueued) {
        items.push_back(std::move(item));
        return;
    }
    if (!dropping) {
        dropping = true;
        addLog(std::string("dropping ") + what + ": " + std::to_string(kMaxQueued) +
               " wait to be taken");
    }
}

}  // namespace ps::net::xmpp
