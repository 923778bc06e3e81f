#include "net/client_table.h"

#include <algorithm>
#include <utility>

#include "engine/io/standard_deck.h"
#include "net/wire_compression.h"

namespace ps::net {

ClientTable::ClientTable(std::string tableId, std::string name)
    : table_(std::move(tableId)), name_(std::move(name)) {}

std::string ClientTable::hello() {
    return wire(writeHello(table_, ++sentSeq_, name_));
}

ClientTable::Read ClientTable::receive(std::string_view text) {
    Read read;
    if (replaced_) {
        read.error = "this seat now plays from another machine (" + replaced_->device + ")";
        return read;
    }
    std::optional<ClientContext> context;
    if (welcome_)
        context = ClientContext{welcome_->seat, welcome_->deck, welcome_->options.players};
    // Inflated (bounded: a bomb or a corrupt stream is refused) before any JSON is read.
    const UnpackedText unpacked = unpackText(text);
    if (!unpacked.ok()) {
        read.error = unpacked.error;
        return read;
    }
    engine::io::Loaded<HostMessage> parsed =
        readHostMessage(*unpacked.text, context ? &*context : nullptr);
    if (!parsed.ok()) {
        read.error = parsed.error.text();
        return read;
    }
    HostMessage& message = *parsed.value;
    read.kind = message.header.kind;
    if (message.header.table != table_) {
        read.error = "a message for another table";
        return read;
    }
    if (message.header.kind != Kind::Welcome && message.header.seq <= receivedSeq_) {
        read.error = "message " + std::to_string(message.header.seq) + " is not newer than " +
                     std::to_string(receivedSeq_) + ": replayed or out of order";
        return read;
    }
    if (message.header.kind == Kind::Replaced) {
        // Checked before it counts as read: refused, it leaves the numbering as it was.
        if (message.replaced->seat != welcome_->seat) {
            read.error = "a \"replaced\" about another seat";
            return read;
        }
        if (!ownAddress_.empty() && message.replaced->device == ownAddress_) {
            read.error =
                "a \"replaced\" naming this machine's own address: meant for its "
                "address before a reconnection";
            return read;
        }
        receivedSeq_ = message.header.seq;
        gap_ = false;  // nothing is to be asked again
        replaced_ = std::move(message.replaced);
        open_.clear();
        read.ok = true;
        read.parts.push_back(Kind::Replaced);
        return read;
    }
    if (message.header.kind != Kind::Welcome && message.header.seq > receivedSeq_ + 1)
        gap_ = true;
    receivedSeq_ = message.header.seq;
    std::vector<HostMessage> parts;
    if (message.header.kind == Kind::Update)
        parts = std::move(message.parts);
    else
        parts.push_back(std::move(message));
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const Kind kind = parts[i].header.kind;
        if (kind == Kind::Request)
            read.requests.push_back(parts[i].request);
        if (std::string error = apply(parts[i]); !error.empty()) {
            read.error = read.kind == Kind::Update ? "part " + std::to_string(i) + " (" +
                                                         std::string(kindName(kind)) + "): " + error
                                                   : error;
            gap_ = true;  // the whole table is needed again
            return read;
        }
        read.parts.push_back(kind);
    }
    read.ok = true;
    return read;
}

std::string ClientTable::apply(HostMessage& message) {
    switch (message.header.kind) {
        case Kind::Welcome:
            gap_ = false;  // the whole table follows
            welcome_ = std::move(message.welcome);
            view_.reset();
            viewJson_ = engine::io::Json();
            eventsSinceView_ = engine::io::Json::array();
            open_.clear();
            gameOver_.reset();
            break;
        case Kind::State:
            view_ = std::move(message.view);
            viewJson_ = viewToJson(*view_, welcome_->deck);
            eventsSinceView_ = engine::io::Json::array();
            break;
        case Kind::Change: {
            if (!view_)
                return "a change before any view";
            const std::optional<engine::io::Json> changed =
                applyViewChange(viewJson_, *message.change, eventsSinceView_);
            if (!changed)
                return "a change to a place the view held here lacks";
            engine::io::Loaded<SeatView> view =
                viewFromJson(*changed, welcome_->deck, welcome_->seat, "/view");
            if (!view.ok())
                return "the changed view: " + view.error.text();
            engine::io::Json canonical = viewToJson(*view.value, welcome_->deck);
            if (viewDigest(canonical) != message.change->digest)
                return "the changed view is not the host's (another digest)";
            view_ = std::move(*view.value);
            viewJson_ = std::move(canonical);
            eventsSinceView_ = engine::io::Json::array();
            break;
        }
        case Kind::Request:
            open_.push_back(OpenRequest{message.request, message.vote, message.takeBack});
            break;
        case Kind::Withdraw:
            std::erase_if(open_,
                          [&](const OpenRequest& r) { return r.request == message.request; });
            break;
        case Kind::Event:
            for (const engine::io::Json& event : message.step->events)
                eventsSinceView_.push_back(event);
            steps_.push_back(std::move(*message.step));
            break;
        case Kind::Refused:
            refusals_.push_back(std::move(*message.refusal));
            break;
        case Kind::GameOver:
            gameOver_ = std::move(message.gameOver);
            open_.clear();
            break;
        case Kind::Update:
        case Kind::Replaced:
        case Kind::Hello:
        case Kind::Answer:
        case Kind::TakeBack:
        case Kind::Hold:
            break;
    }
    return {};
}

std::string ClientTable::wire(const std::string& json) const {
    return compressed_ ? packText(json) : json;
}

bool ClientTable::takeGap() {
    return std::exchange(gap_, false);
}

std::string ClientTable::answer(const WireRequest& request, const session::Answer& answer) {
    engine::GameState state;
    state.deck = welcome_ ? welcome_->deck : engine::io::standardDeck();
    if (welcome_ && view_)
        state = determinize(*view_, welcome_->deck);
    return wire(writeAnswer(table_, ++sentSeq_, request, answer, state));
}

std::string ClientTable::proposeTakeBack() {
    return wire(writeTakeBack(table_, ++sentSeq_));
}

std::string ClientTable::hold(const WireRequest& request, bool holding) {
    return wire(writeHold(table_, ++sentSeq_, request, holding));
}

}  // namespace ps::net
