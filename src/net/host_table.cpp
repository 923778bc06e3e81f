#include "net/host_table.h"

#include <algorithm>
#include <stdexcept>

#include "engine/io/action_json.h"
#include "net/messages_detail.h"
#include "net/wire_compression.h"

namespace ps::net {

using engine::PlayerId;
using session::Decision;
using session::Outcome;

HostTable::HostTable(session::Session& session, std::string tableId, std::vector<std::string> names,
                     std::set<PlayerId> remote, Transport& transport)
    : session_(&session),
      table_(std::move(tableId)),
      names_(std::move(names)),
      transport_(&transport) {
    const int players = session.game().state().options.players;
    // What the clients' readers would refuse is refused here, before anything is sent.
    const auto printable = [](const std::string& text, std::size_t most) {
        return !text.empty() && text.size() <= most &&
               std::none_of(text.begin(), text.end(), [](char c) {
                   return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
               });
    };
    if (!printable(table_, kMaxTableIdBytes))
        throw std::invalid_argument("a table id is 1 to " + std::to_string(kMaxTableIdBytes) +
                                    " bytes without control characters");
    if (names_.size() != static_cast<std::size_t>(players))
        throw std::invalid_argument("one name per seat");
    for (const std::string& name : names_) {
        if (!printable(name, kMaxNameBytes))
            throw std::invalid_argument("a seat's name is 1 to " + std::to_string(kMaxNameBytes) +
                                        " bytes without control characters");
    }
    for (PlayerId seat : remote) {
        if (seat >= players)
            throw std::invalid_argument("no seat " + std::to_string(seat) + " at this table");
        if (session.isBot(seat))
            throw std::invalid_argument("seat " + std::to_string(seat) +
                                        " is a bot: a remote seat is a person's");
        remotes_[seat] = Remote{};
    }
    session.setObserver([this](const session::Step& step) {
        steps_.push_back(step);
        if (forward_)
            forward_(step);
    });
}

HostTable::~HostTable() {
    session_->setObserver({});
}

bool HostTable::joined(PlayerId seat) const {
    const auto it = remotes_.find(seat);
    return it != remotes_.end() && it->second.joined;
}

std::string HostTable::device(PlayerId seat) const {
    const auto it = remotes_.find(seat);
    return it == remotes_.end() ? std::string() : it->second.device;
}

std::uint64_t HostTable::nextSeq(PlayerId seat) {
    return ++remotes_.at(seat).sentSeq;
}

void HostTable::moveTo(PlayerId seat, const std::string& device) {
    Remote& remote = remotes_.at(seat);
    if (device.empty() || remote.device == device)
        return;
    std::erase(remote.leftBehind, device);  // a machine left behind takes the seat back
    if (remote.joined && !remote.device.empty()) {
        // The machine left behind is told, in the seat's numbering, before anything goes to
        // the new one: it stops instead of waiting for texts that no longer come.
        log_.push_back("seat " + std::to_string(seat) + ": now plays from " + device + "; told " +
                       remote.device);
        flushSeat(seat);  // what waited was meant for the machine left behind
        postTo(seat, remote.device,
               writeReplaced(table_, nextSeq(seat), ReplacedView{seat, device}));
        // A reconnection leaves an address behind too: only the latest few are kept.
        constexpr std::size_t kMostLeftBehind = 32;
        if (remote.leftBehind.size() >= kMostLeftBehind)
            remote.leftBehind.erase(remote.leftBehind.begin());
        remote.leftBehind.push_back(remote.device);
    }
    remote.device = device;
}

void HostTable::refuse(PlayerId seat, std::string reason, std::string message,
                       const std::optional<WireRequest>& request) {
    ++traffic_.refused;
    std::string about;
    if (request)
        about = " [" + std::string(decisionName(request->what)) + " " +
                std::to_string(request->id) + "]";
    log_.push_back("seat " + std::to_string(seat) + ": refused (" + reason + ")" + about + ": " +
                   message);
    Refusal refusal{std::move(reason), std::move(message), request};
    if (batching_)
        queueParts(seat, {writeRefused(table_, 0, refusal)});  // in its place among the syncs
    else
        post(seat, writeRefused(table_, nextSeq(seat), refusal));
}

void HostTable::receive(PlayerId from, std::string_view text, const std::string& device) {
    ++traffic_.messagesReceived;
    traffic_.bytesReceived += text.size();
    const auto it = remotes_.find(from);
    if (it == remotes_.end()) {
        log_.push_back("seat " + std::to_string(from) +
                       ": ignored a message from a seat that is not played on another machine");
        return;
    }
    Remote& remote = it->second;
    // A machine told that the seat now plays from another is not answered: a refusal would go
    // to the seat's machine now, which sent nothing. Only its hello takes the seat back.
    const bool leftBehind =
        !device.empty() && std::find(remote.leftBehind.begin(), remote.leftBehind.end(), device) !=
                               remote.leftBehind.end();
    const auto refuseOrIgnore = [&](std::string reason, std::string why) {
        if (leftBehind)
            log_.push_back("seat " + std::to_string(from) + ": ignored a message from " + device +
                           ", which the seat no longer plays from (" + reason + ": " + why + ")");
        else
            refuse(from, std::move(reason), std::move(why));
    };
    // Inflated (bounded: a bomb or a corrupt stream is refused) before any JSON is read.
    const UnpackedText unpacked = unpackText(text);
    if (!unpacked.ok()) {
        refuseOrIgnore(unpacked.otherVersion ? "version" : "malformed", unpacked.error);
        return;
    }
    traffic_.jsonBytesReceived += unpacked.text->size();
    const engine::io::Loaded<ClientMessage> parsed = readClientMessage(*unpacked.text);
    if (!parsed.ok()) {
        refuseOrIgnore(parsed.error.path == "/version" ? "version" : "malformed",
                       parsed.error.text());
        return;
    }
    const ClientMessage& message = *parsed.value;
    if (message.header.table != table_) {
        refuseOrIgnore("table", "a message for another table");
        return;
    }
    if (leftBehind && message.header.kind != Kind::Hello) {
        log_.push_back("seat " + std::to_string(from) + ": ignored a \"" +
                       std::string(kindName(message.header.kind)) + "\" from " + device +
                       ", which the seat no longer plays from (it plays from " + remote.device +
                       ")");
        return;
    }
    if (message.header.kind == Kind::Hello) {
        // A machine (re)joins: its numbering starts again, and it gets the table as it is. A
        // machine of the same person other than the one the seat played from takes it over.
        moveTo(from, device);
        remote.joined = true;
        remote.receivedSeq = message.header.seq;
        holding_.erase(from);  // a machine that comes back is writing nothing yet
        welcome(from);
        sync();
        return;
    }
    if (!remote.joined) {
        refuse(from, "not-joined", "an answer before the hello");
        return;
    }
    if (message.header.seq <= remote.receivedSeq) {
        refuse(from, "sequence",
               "message " + std::to_string(message.header.seq) + " is not newer than " +
                   std::to_string(remote.receivedSeq) + ": replayed or out of order");
        return;
    }
    remote.receivedSeq = message.header.seq;
    if (message.header.kind == Kind::TakeBack)
        takeBack(from);
    else if (message.header.kind == Kind::Hold)
        hold(from, message);
    else
        answer(from, message);
    sync();
}

void HostTable::takeBack(PlayerId seat) {
    // The session takes back the latest turn of a person; only that person may ask for it.
    const std::optional<session::Session::TurnTakeBack> target = session_->turnToTakeBack();
    if (!target) {
        refuse(seat, "no-take-back", "there is no turn to take back");
        return;
    }
    if (target->seat != seat) {
        refuse(seat, "not-yours",
               "the latest turn to take back is player " + std::to_string(target->seat) + "'s");
        return;
    }
    if (session_->proposeTakeBack().outcome == Outcome::Done)
        refuse(seat, "no-take-back", "a question is open, or there is nothing to take back");
}

void HostTable::hold(PlayerId seat, const ClientMessage& message) {
    // Advisory: a hold about anything but this seat's open question in a bot's help window
    // (a late one, a person's turn, which has no window) changes nothing and is not refused.
    const std::optional<WireRequest> question = offerRequest(seat);
    if (!message.holding || !question || *question != message.request ||
        !session_->currentSeatIsBot()) {
        holding_.erase(seat);
        return;
    }
    holding_[seat] = session_->stage();
}

bool HostTable::remoteHolding() const {
    return std::any_of(holding_.begin(), holding_.end(), [this](const auto& held) {
        return held.second == session_->stage() && joined(held.first) &&
               offerRequest(held.first).has_value();
    });
}

std::optional<WireRequest> HostTable::offerRequest(PlayerId seat) const {
    if (session_->game().isOver() || session_->questionOpen())
        return std::nullopt;
    // Around a bot's word people offer while its help window is open; around a person's word,
    // until that person plays on.
    if (session_->currentSeatIsBot() && session_->helpWindow() == session::HelpWindow::Closed)
        return std::nullopt;
    const std::vector<PlayerId> mayOffer = session_->peopleWhoMayOffer();
    if (std::find(mayOffer.begin(), mayOffer.end(), seat) == mayOffer.end())
        return std::nullopt;
    if (declinedStage_ == session_->stage() && declined_.contains(seat))
        return std::nullopt;
    // The stage changes with every placed card (a redraw too), so the id names the card.
    return WireRequest{Decision::HelpOffer, session_->stage(), session_->game().currentPlayer()};
}

bool HostTable::remoteHelpSettled() const {
    if (remoteHolding())
        return false;
    for (const auto& [seat, remote] : remotes_) {
        if (remote.joined && offerRequest(seat))
            return false;
    }
    return true;
}

void HostTable::offerInWindow(PlayerId seat, const ClientMessage& message) {
    holding_.erase(seat);  // an answer ends the writing, whatever it is
    if (message.agrees) {
        refuse(seat, "malformed", "a help offer is answered with an offer, or nothing",
               message.request);
        return;
    }
    if (!message.action) {
        if (declinedStage_ != session_->stage()) {
            declined_.clear();
            declinedStage_ = session_->stage();
        }
        declined_.insert(seat);
        return;
    }
    const engine::GameState& state = session_->game().state();
    const engine::io::Loaded<engine::Action> action =
        engine::io::actionFromJson(*message.action, state.deck, &state, "/action");
    if (!action.ok()) {
        refuse(seat, "malformed", action.error.text(), message.request);
        return;
    }
    const auto* offer = std::get_if<engine::HelpOffer>(&*action.value);
    if (offer == nullptr || offer->helper != seat) {
        refuse(seat, "not-your-action", "only this seat's own help offer answers a help window",
               message.request);
        return;
    }
    // As a person at the host's screen offers: the bot waits while the offer is made.
    const bool open = session_->helpWindow() == session::HelpWindow::Open;
    if (open)
        session_->pauseHelpWindow();
    const std::optional<engine::Error> error = session_->apply(*action.value);
    if (open)
        (void)session_->resumeHelpWindow(true);
    if (error)
        refuse(seat, "engine", error->message, message.request);
}

void HostTable::answer(PlayerId seat, const ClientMessage& message) {
    if (message.request.what == Decision::HelpOffer) {
        if (const std::optional<WireRequest> window = offerRequest(seat);
            window && *window == message.request) {
            offerInWindow(seat, message);
            return;
        }
        if (!message.action && !message.agrees && message.request.about &&
            message.request.id <= session_->stage()) {
            // "No offer" about a card the table has moved on from: it asked nothing, it
            // changes nothing, and the person need not hear of it.
            return;
        }
    }
    session::Request request = fromWire(message.request, seat);
    if (!session_->isAwaited(request)) {
        const std::string type =
            message.action ? message.action->value("type", std::string()) : std::string();
        const bool answersAnOffer =
            type == "help-accept" || type == "help-counter" || type == "help-refuse";
        if (const std::optional<session::Request> now =
                successor(seat, message.request, answersAnOffer))
            request = *now;
    }
    if (!session_->isAwaited(request)) {
        const std::vector<session::Request> now = session_->awaited();
        const bool someoneElses = std::any_of(now.begin(), now.end(), [&](const auto& r) {
            return r.seat != seat && r.what == request.what && r.id == request.id &&
                   r.about == request.about;
        });
        if (someoneElses)
            refuse(seat, "not-yours", "that request is addressed to another seat", message.request);
        else
            refuse(seat, "stale", "that request is no longer awaited", message.request);
        return;
    }
    const bool yesOrNo =
        request.what == Decision::TableVote || request.what == Decision::TakeBackConsent;
    if (yesOrNo != message.agrees.has_value() || (yesOrNo && message.action)) {
        refuse(seat, "malformed",
               yesOrNo ? "this request is answered yes or no"
                       : "this request is answered with an action, or nothing",
               message.request);
        return;
    }
    session::Answer answer;
    if (message.agrees)
        answer = session::Answer::agreeing(*message.agrees);
    const engine::GameState& state = session_->game().state();
    if (message.action) {
        const engine::io::Loaded<engine::Action> action =
            engine::io::actionFromJson(*message.action, state.deck, &state, "/action");
        if (!action.ok()) {
            refuse(seat, "malformed", action.error.text(), message.request);
            return;
        }
        const PlayerId actor = engine::actorOf(*action.value, state);
        if (actor != seat) {
            refuse(seat, "not-your-action",
                   "the action is player " + std::to_string(actor) + "'s, not this seat's",
                   message.request);
            return;
        }
        answer = session::Answer(*action.value);
    }
    const session::SubmitResult result = session_->submit(request, std::move(answer));
    switch (result.outcome) {
        case Outcome::Refused:
            refuse(seat, "engine", result.error ? result.error->message : "refused",
                   message.request);
            break;
        case Outcome::NoDecision:
            refuse(seat, "no-decision", "the turn needs an action", message.request);
            break;
        case Outcome::Stale:
            refuse(seat, "stale", "that request is no longer awaited", message.request);
            break;
        default:
            break;
    }
}

void HostTable::welcome(PlayerId seat) {
    Remote& remote = remotes_.at(seat);
    Welcome hello;
    hello.seat = seat;
    const engine::GameState& state = session_->game().state();
    for (std::size_t i = 0; i < names_.size(); ++i) {
        SeatEntry entry;
        entry.name = names_[i];
        const auto& sitting = session_->seats()[i];
        if (remotes_.contains(static_cast<PlayerId>(i)))
            entry.kind = SeatKind::Remote;
        else if (sitting.bot) {
            entry.kind = SeatKind::Bot;
            entry.level = sitting.bot;
        }
        hello.seats.push_back(std::move(entry));
    }
    hello.options = state.options;
    hello.options.seed = 0;
    hello.deck = state.deck;
    flushSeat(seat);
    post(seat, writeWelcome(table_, nextSeq(seat), hello));
    // Everything is sent again from here.
    remote.viewSent = false;
    remote.eventsSinceView = engine::io::Json::array();
    remote.open.clear();
    remote.gameOverSent = false;
}

std::optional<session::Request> HostTable::successor(PlayerId seat, const WireRequest& stale,
                                                     bool answersAnOffer) const {
    // Another offer applied meanwhile gives the active player's decisions a new id (the
    // position's) without moving the stage: an answer to the old one still means the same.
    if (stale.what != Decision::OfferAnswer && stale.what != Decision::TurnAction)
        return std::nullopt;
    const Remote& remote = remotes_.at(seat);
    const bool supersededNow = std::find(remote.superseded.begin(), remote.superseded.end(),
                                         stale) != remote.superseded.end() &&
                               remote.supersededStage == session_->stage();
    if (!supersededNow)
        return std::nullopt;
    const std::vector<session::Request> awaited = session_->awaited();
    for (const session::Request& request : awaited) {
        if (request.seat == seat && request.what == stale.what && request.about == stale.about)
            return request;
    }
    // A turn action (a word, a redraw, ...) answers an offer waiting too: the offer lapses. An
    // answer to the offer itself (accept, counter, refuse) names its helper: not this way.
    if (!answersAnOffer) {
        for (const session::Request& request : awaited) {
            if (request.seat == seat &&
                (request.what == Decision::TurnAction || request.what == Decision::OfferAnswer))
                return request;
        }
    }
    return std::nullopt;
}

void HostTable::sync() {
    const std::vector<session::Step> steps = std::move(steps_);
    steps_.clear();
    const engine::Game& game = session_->game();
    const engine::Deck& deck = game.state().deck;
    const std::vector<session::Request> awaited = session_->awaited();
    for (auto& [seat, remote] : remotes_) {
        if (!remote.joined)
            continue;
        std::vector<std::string> parts;  // written with no number: the update has one
        std::vector<WireRequest> now;
        for (const session::Request& request : awaited) {
            if (request.seat == seat)
                now.push_back(toWire(request));
        }
        if (const std::optional<WireRequest> offer = offerRequest(seat))
            now.push_back(*offer);
        // Withdrawals first and new requests last: a machine that has read only part of this
        // burst never holds a request open on a view it was not asked on (its answer would
        // be stale), only no request at all.
        if (remote.supersededStage != session_->stage()) {
            remote.superseded.clear();
            remote.supersededStage = session_->stage();
        }
        for (const WireRequest& gone : remote.open) {
            if (std::find(now.begin(), now.end(), gone) != now.end())
                continue;
            parts.push_back(writeWithdraw(table_, 0, gone));
            if (remote.openStage == session_->stage())
                remote.superseded.push_back(gone);
        }
        for (const session::Step& step : steps) {
            parts.push_back(writeEvent(table_, 0, step, seat, deck));
            for (engine::io::Json& event : detail::eventObjects(parts.back()))
                remote.eventsSinceView.push_back(std::move(event));
        }
        // The whole view after a welcome; then what changed, unless that says more.
        const SeatView view = viewFor(game, seat);
        engine::io::Json viewJson = viewToJson(view, deck);
        if (!remote.viewSent || viewJson != remote.lastView) {
            std::optional<ViewChange> change;
            if (remote.viewSent)
                change = viewChange(remote.lastView, viewJson, remote.eventsSinceView);
            std::string whole = writeState(table_, 0, view, deck);
            std::string changed = change ? writeChange(table_, 0, *change) : std::string();
            parts.push_back(change && changed.size() < whole.size() ? std::move(changed)
                                                                    : std::move(whole));
            remote.lastView = std::move(viewJson);
            remote.viewSent = true;
            remote.eventsSinceView = engine::io::Json::array();
        }
        for (const WireRequest& fresh : now) {
            if (std::find(remote.open.begin(), remote.open.end(), fresh) != remote.open.end())
                continue;
            std::optional<VoteView> vote;
            std::optional<TakeBackView> takeBack;
            if (fresh.what == Decision::TableVote) {
                const auto question = session_->voteQuestion();
                vote = VoteView{};
                if (question)
                    vote = VoteView{question->word, question->relatedTo, question->reason,
                                    question->proposer};
            }
            if (fresh.what == Decision::TakeBackConsent) {
                const auto target = session_->turnToTakeBack();
                takeBack = TakeBackView{fresh.about.value_or(0),
                                        target ? static_cast<int>(target->undone) : 0};
            }
            parts.push_back(writeRequest(table_, 0, fresh, vote, takeBack));
        }
        remote.open = std::move(now);
        remote.openStage = session_->stage();
        if (game.isOver() && !remote.gameOverSent) {
            const engine::Scores scores = game.scores();
            parts.push_back(
                writeGameOver(table_, 0, GameOverView{session::totals(scores), scores.winners}));
            remote.gameOverSent = true;
        }
        // One update per seat and sync (what a step brings travels together); while batching,
        // several syncs' parts in one.
        if (!parts.empty()) {
            ++traffic_.syncs;
            queueParts(seat, std::move(parts));
        }
    }
}

}  // namespace ps::net
