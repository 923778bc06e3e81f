#include "net/messages.h"

#include <algorithm>
#include <array>

#include "engine/deck.h"
#include "engine/io/action_json.h"
#include "engine/io/cards.h"
#include "engine/io/report_json.h"
#include "net/messages_detail.h"

// The host → client messages: their writers, and the strict reader a remote machine uses.

namespace ps::net {

using engine::CardId;
using engine::Deck;
using engine::PlayerId;
using engine::io::childPath;
using engine::io::Json;
using engine::io::Loaded;
using session::Decision;
using namespace engine::io::detail;
using namespace ps::net::detail;

namespace {

constexpr std::array<std::pair<SeatKind, std::string_view>, 3> kSeatKindNames{{
    {SeatKind::AtHost, "at-host"},
    {SeatKind::Remote, "remote"},
    {SeatKind::Bot, "bot"},
}};

}  // namespace

// --- host → client

std::string writeWelcome(const std::string& table, std::uint64_t seq, const Welcome& welcome) {
    Json out = header(table, seq, Kind::Welcome);
    out["seat"] = welcome.seat;
    Json seats = Json::array();
    for (const SeatEntry& entry : welcome.seats) {
        Json s = Json::object();
        s["name"] = entry.name;
        for (const auto& [k, name] : kSeatKindNames) {
            if (k == entry.kind)
                s["kind"] = name;
        }
        if (entry.level)
            s["level"] = bots::levelId(*entry.level);
        seats.push_back(std::move(s));
    }
    out["seats"] = std::move(seats);
    Json options = optionsToJson(welcome.options);
    options.erase("seed");
    out["options"] = std::move(options);
    out["deck"] = deckToJson(welcome.deck);
    return text(out);
}

std::string writeState(const std::string& table, std::uint64_t seq, const SeatView& view,
                       const Deck& deck) {
    Json out = header(table, seq, Kind::State);
    out["view"] = viewToJson(view, deck);
    return text(out);
}

std::string writeChange(const std::string& table, std::uint64_t seq, const ViewChange& change) {
    Json out = header(table, seq, Kind::Change);
    out["change"] = change.entries;
    out["digest"] = change.digest;
    return text(out);
}

std::string writeRequest(const std::string& table, std::uint64_t seq, const WireRequest& request,
                         const std::optional<VoteView>& vote,
                         const std::optional<TakeBackView>& takeBack) {
    Json out = header(table, seq, Kind::Request);
    out["request"] = requestJson(request);
    if (vote) {
        Json v = Json::object();
        v["word"] = votedWord(vote->word);
        if (!vote->relatedTo.empty())
            v["relatedTo"] = votedWord(vote->relatedTo);
        v["reason"] =
            vote->reason == session::Session::VoteReason::Related ? "related" : "not-in-dictionary";
        v["proposer"] = vote->proposer;
        out["vote"] = std::move(v);
    }
    if (takeBack)
        out["takeBack"] = Json{{"seat", takeBack->seat}, {"undone", takeBack->undone}};
    return text(out);
}

std::string writeWithdraw(const std::string& table, std::uint64_t seq, const WireRequest& request) {
    Json out = header(table, seq, Kind::Withdraw);
    out["request"] = requestJson(request);
    return text(out);
}

std::string writeEvent(const std::string& table, std::uint64_t seq, const session::Step& step,
                       PlayerId seat, const Deck& deck) {
    Json out = header(table, seq, Kind::Event);
    out["actor"] = step.actor;
    const auto* offer = std::get_if<engine::HelpOffer>(&step.action);
    if (offer != nullptr && offer->helper != seat) {
        // The word and its cards are the helper's secret until the deal.
        Json o = Json::object();
        o["helper"] = offer->helper;
        o["length"] = offer->word.size();
        Json price = Json::array();
        for (CardId card : offer->price)
            price.push_back(cardJson(deck, card));
        o["price"] = std::move(price);
        out["offer"] = std::move(o);
    } else {
        Json action = engine::io::actionToJson(step.action, deck);
        if (std::holds_alternative<engine::UseShadow>(step.action)) {
            for (const engine::Event& event : step.events) {
                if (const auto* moved = std::get_if<engine::TapeMoved>(&event))
                    action["tape"] = cellJson(moved->from);
            }
        }
        out["action"] = std::move(action);
    }
    const bool keptByOther =
        std::holds_alternative<engine::ZeppelinKeep>(step.action) && step.actor != seat;
    Json events = Json::array();
    for (const engine::Event& event : step.events) {
        Json e = engine::io::eventToJson(event, deck);
        // Tape cards lie face down; another player's ĆWICZEBNY cards are theirs alone.
        if (std::holds_alternative<engine::TapePlaced>(event) ||
            std::holds_alternative<engine::TapeMoved>(event))
            e.erase("card");
        if (const auto* drew = std::get_if<engine::ZeppelinDrew>(&event);
            drew && drew->player != seat) {
            e.erase("cards");
            e["count"] = drew->cards.size();
        }
        if (keptByOther && std::holds_alternative<engine::CardUnderStack>(event))
            e.erase("card");
        events.push_back(packedEvent(e));
    }
    if (const Json* action = member(out, "action")) {
        Json plain = Json::array();
        for (const engine::Event& event : step.events)
            plain.push_back(engine::io::eventToJson(event, deck));
        if (impliedAction(plain) == *action)
            out.erase("action");  // the first event says it
    }
    out["events"] = std::move(events);
    if (!step.lapsedOffers.empty()) {
        Json lapsed = Json::array();
        for (PlayerId helper : step.lapsedOffers)
            lapsed.push_back(helper);
        out["lapsedOffers"] = std::move(lapsed);
    }
    if (step.roundScored)
        out["roundScored"] = true;
    return text(out);
}

std::string writeRefused(const std::string& table, std::uint64_t seq, const Refusal& refusal) {
    Json out = header(table, seq, Kind::Refused);
    out["reason"] = refusal.reason;
    // Refusals echo what was sent: keep them short and printable.
    // Room for the replacement characters the writer puts for a letter cut in half.
    std::string message = refusal.message.substr(0, kMaxReasonBytes - 16);
    for (char& c : message) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = ' ';
    }
    out["message"] = message;
    if (refusal.request)
        out["request"] = requestJson(*refusal.request);
    return out.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string writeGameOver(const std::string& table, std::uint64_t seq, const GameOverView& over) {
    Json out = header(table, seq, Kind::GameOver);
    out["totals"] = over.totals;
    Json winners = Json::array();
    for (PlayerId winner : over.winners)
        winners.push_back(winner);
    out["winners"] = std::move(winners);
    return text(out);
}

std::string writeReplaced(const std::string& table, std::uint64_t seq,
                          const ReplacedView& replaced) {
    Json out = header(table, seq, Kind::Replaced);
    out["seat"] = replaced.seat;
    out["device"] = replaced.device.substr(0, kMaxDeviceBytes);
    return out.dump(-1, ' ', false, Json::error_handler_t::replace);
}

namespace {

// The body of a host message of `kind` (a whole message, or a part of an update), with the
// paths of its faults from `root`.
void readBody(const Json& root, Kind kind, const ClientContext* context, HostMessage& message) {
    const int players = context ? context->players : engine::kMaxPlayers;
    switch (kind) {
        case Kind::Welcome: {
            Welcome welcome;
            const Json& options = requireMember(root, "", "options");
            if (options.is_object() && member(options, "seed") != nullptr)
                fail("/options/seed", "the deal's seed is the host's alone");
            welcome.options = readOptions(options, "/options");
            welcome.seat =
                readPlayer(requireMember(root, "", "seat"), "/seat", welcome.options.players);
            const Json& seats = requireArray(requireMember(root, "", "seats"), "/seats");
            if (seats.size() != static_cast<std::size_t>(welcome.options.players))
                fail("/seats", "one entry per player");
            for (std::size_t i = 0; i < seats.size(); ++i) {
                const std::string at = childPath("/seats", i);
                requireObject(seats[i], at, {"name", "kind", "level"});
                SeatEntry entry;
                entry.name = readShortText(requireMember(seats[i], at, "name"),
                                           childPath(at, "name"), kMaxNameBytes);
                const std::string seatKind =
                    readString(requireMember(seats[i], at, "kind"), childPath(at, "kind"));
                const auto it = std::find_if(kSeatKindNames.begin(), kSeatKindNames.end(),
                                             [&](const auto& e) { return e.second == seatKind; });
                if (it == kSeatKindNames.end())
                    fail(childPath(at, "kind"), "not a kind of seat: " + shortText(seatKind));
                entry.kind = it->first;
                if (const Json* level = member(seats[i], "level")) {
                    entry.level = level->is_string() ? bots::levelFromId(level->get<std::string>())
                                                     : std::nullopt;
                    if (!entry.level)
                        fail(childPath(at, "level"), "not a bot level: " + shortText(*level));
                }
                if (entry.level.has_value() != (entry.kind == SeatKind::Bot))
                    fail(at, "a bot seat, and only a bot seat, names its level");
                welcome.seats.push_back(std::move(entry));
            }
            if (welcome.seats[welcome.seat].kind != SeatKind::Remote)
                fail("/seat", "this machine's seat must be a remote one");
            welcome.deck = readDeck(&requireMember(root, "", "deck"), "/deck");
            if (const auto why = engine::Game::validateNewGame(
                    [&] {
                        engine::GameOptions checked = welcome.options;
                        checked.seed = 0;
                        return checked;
                    }(),
                    welcome.deck))
                fail("", "options and deck cannot make a game: " + *why);
            message.welcome = std::move(welcome);
            break;
        }
        case Kind::State: {
            Loaded<SeatView> view = viewFromJson(requireMember(root, "", "view"), context->deck,
                                                 context->seat, "/view");
            if (!view.ok())
                throw FormatFailure{view.error};
            if (view.value->options.players != players)
                fail("/view/options/players",
                     "the table has " + std::to_string(players) + " players");
            message.view = std::move(*view.value);
            break;
        }
        case Kind::Request:
        case Kind::Withdraw: {
            message.request = readRequest(requireMember(root, "", "request"), "/request", players);
            if (const Json* vote = member(root, "vote")) {
                requireObject(*vote, "/vote", {"word", "relatedTo", "reason", "proposer"});
                VoteView v;
                v.word = readWord(requireMember(*vote, "/vote", "word"), "/vote/word");
                if (const Json* related = member(*vote, "relatedTo"))
                    v.relatedTo = readWord(*related, "/vote/relatedTo");
                const std::string reason =
                    readString(requireMember(*vote, "/vote", "reason"), "/vote/reason");
                if (reason == "related")
                    v.reason = session::Session::VoteReason::Related;
                else if (reason == "not-in-dictionary")
                    v.reason = session::Session::VoteReason::NotInDictionary;
                else
                    fail("/vote/reason", "not a reason for a vote: " + shortText(reason));
                v.proposer = readPlayer(requireMember(*vote, "/vote", "proposer"), "/vote/proposer",
                                        players);
                message.vote = std::move(v);
            }
            if (const Json* takeBack = member(root, "takeBack")) {
                requireObject(*takeBack, "/takeBack", {"seat", "undone"});
                message.takeBack = TakeBackView{
                    readPlayer(requireMember(*takeBack, "/takeBack", "seat"), "/takeBack/seat",
                               players),
                    static_cast<int>(readInt(requireMember(*takeBack, "/takeBack", "undone"),
                                             "/takeBack/undone", 0, 100000))};
            }
            const bool voting = message.request.what == Decision::TableVote;
            const bool consenting = message.request.what == Decision::TakeBackConsent;
            if (kind == Kind::Request &&
                (voting != message.vote.has_value() || consenting != message.takeBack.has_value()))
                fail("/request",
                     "a table vote comes with its question, a take-back with "
                     "its turn, and nothing else does");
            if (kind == Kind::Withdraw && (message.vote || message.takeBack))
                fail("", "a withdrawal names the request only");
            break;
        }
        case Kind::Event: {
            StepView step;
            step.actor = readPlayer(requireMember(root, "", "actor"), "/actor", players);
            const Json* action = member(root, "action");
            const Json* offer = member(root, "offer");
            if (action != nullptr && offer != nullptr)
                fail("", "a step names its action, or the public part of a secret offer");
            if (action != nullptr)
                step.action = readStepAction(*action, "/action", *context);
            if (offer != nullptr) {
                requireObject(*offer, "/offer", {"helper", "length", "price"});
                HiddenOffer hidden;
                hidden.helper =
                    readPlayer(requireMember(*offer, "/offer", "helper"), "/offer/helper", players);
                hidden.length = static_cast<int>(readInt(requireMember(*offer, "/offer", "length"),
                                                         "/offer/length", 1, context->deck.size()));
                hidden.price = readCards(requireMember(*offer, "/offer", "price"), "/offer/price",
                                         context->deck);
                step.offer = std::move(hidden);
            }
            const Json& events = requireArray(requireMember(root, "", "events"), "/events");
            if (events.size() > kMaxEventsPerStep)
                fail("/events", "more than " + std::to_string(kMaxEventsPerStep) + " events");
            step.events = Json::array();
            for (std::size_t i = 0; i < events.size(); ++i) {
                const std::string at = childPath("/events", i);
                Json event = unpackedEvent(events[i], at);
                checkEvent(event, at, *context);
                step.events.push_back(std::move(event));
            }
            if (action == nullptr && offer == nullptr) {
                // A card placed or a word played: its first event tells the action.
                const std::optional<Json> implied = impliedAction(step.events);
                if (!implied)
                    fail("", "a step names its action, or the public part of a secret offer");
                step.action = readStepAction(*implied, "/events/0", *context);
            }
            if (const Json* lapsed = member(root, "lapsedOffers"))
                step.lapsedOffers = readPlayers(*lapsed, "/lapsedOffers", players);
            if (const Json* scored = member(root, "roundScored"))
                step.roundScored = readBool(*scored, "/roundScored");
            message.step = std::move(step);
            break;
        }
        case Kind::Refused: {
            Refusal refusal;
            refusal.reason = readShortText(requireMember(root, "", "reason"), "/reason", 64);
            refusal.message =
                readShortText(requireMember(root, "", "message"), "/message", kMaxReasonBytes);
            if (const Json* request = member(root, "request"))
                refusal.request = readRequest(*request, "/request", players);
            message.refusal = std::move(refusal);
            break;
        }
        case Kind::GameOver: {
            GameOverView over;
            const Json& totals = requireArray(requireMember(root, "", "totals"), "/totals");
            if (totals.size() != static_cast<std::size_t>(players))
                fail("/totals", "one total per player");
            for (std::size_t i = 0; i < totals.size(); ++i)
                over.totals.push_back(static_cast<int>(
                    readInt(totals[i], childPath("/totals", i), 0, 2 * context->deck.size())));
            over.winners = readPlayers(requireMember(root, "", "winners"), "/winners", players);
            if (over.winners.empty())
                fail("/winners", "a game has a winner");
            message.gameOver = std::move(over);
            break;
        }
        case Kind::Change: {
            const Json& entries = requireMember(root, "", "change");
            if (!entries.is_object())
                fail("/change", "a change is an object of places");
            if (entries.size() > kMaxChangeEntries)
                fail("/change", "more than " + std::to_string(kMaxChangeEntries) + " places");
            for (const auto& [pointer, value] : entries.items()) {
                if (!pointerWellFormed(pointer))
                    fail("/change", "not a place in a view: " + shortText(Json(pointer)));
            }
            ViewChange change;
            change.entries = entries;
            change.digest = static_cast<std::uint32_t>(
                readInt(requireMember(root, "", "digest"), "/digest", 0, 0xffffffffLL));
            message.change = std::move(change);
            break;
        }
        case Kind::Update: {
            const Json& parts = requireArray(requireMember(root, "", "parts"), "/parts");
            if (parts.empty() || parts.size() > kMaxUpdateParts)
                fail("/parts", "an update has 1 to " + std::to_string(kMaxUpdateParts) + " parts");
            for (std::size_t i = 0; i < parts.size(); ++i) {
                const std::string at = childPath("/parts", i);
                HostMessage part;
                part.header = message.header;
                part.header.kind = readPartKind(parts[i], at);
                try {
                    readBody(parts[i], part.header.kind, context, part);
                } catch (FormatFailure& failure) {
                    failure.error.path = at + failure.error.path;
                    throw;
                }
                message.parts.push_back(std::move(part));
            }
            break;
        }
        case Kind::Replaced: {
            ReplacedView replaced;
            replaced.seat = readPlayer(requireMember(root, "", "seat"), "/seat", players);
            replaced.device =
                readShortText(requireMember(root, "", "device"), "/device", kMaxDeviceBytes);
            if (replaced.device.empty())
                fail("/device", "empty");
            message.replaced = std::move(replaced);
            break;
        }
        case Kind::Hello:
        case Kind::Answer:
        case Kind::TakeBack:
        case Kind::Hold:
            break;  // refused by readEnvelope, or read before
    }
}

}  // namespace

namespace detail {

Json eventObjects(const std::string& eventText) {
    Json events = Json::array();
    const Json message = Json::parse(eventText);
    for (const Json& packed : message.at("events"))
        events.push_back(unpackedEvent(packed, "/events"));
    return events;
}

}  // namespace detail

std::string writeUpdate(const std::string& table, std::uint64_t seq,
                        const std::vector<std::string>& parts) {
    Json out = header(table, seq, Kind::Update);
    Json list = Json::array();
    for (const std::string& written : parts) {
        Json whole = Json::parse(written);
        Json part = Json::object();
        part["kind"] = whole["kind"];
        for (auto& [key, value] : whole.items()) {
            if (key != "protocol" && key != "version" && key != "table" && key != "seq" &&
                key != "kind")
                part[key] = std::move(value);
        }
        list.push_back(std::move(part));
    }
    out["parts"] = std::move(list);
    return text(out);
}

Loaded<HostMessage> readHostMessage(std::string_view input, const ClientContext* context) {
    Loaded<HostMessage> result;
    try {
        auto [root, head] = readEnvelope(input, false);
        HostMessage message;
        message.header = head;
        if (context == nullptr && head.kind != Kind::Welcome)
            fail("/kind",
                 "a \"" + std::string(kindName(head.kind)) + "\" message before the welcome");
        readBody(root, head.kind, context, message);
        result.value = std::move(message);
    } catch (const FormatFailure& failure) {
        result.error = failure.error;
    }
    return result;
}

std::vector<engine::Event> stepEvents(const StepView& step, const ClientContext& context) {
    std::vector<engine::Event> events;
    try {
        for (std::size_t i = 0; i < step.events.size(); ++i)
            events.push_back(readEvent(step.events[i], childPath("/events", i), context));
    } catch (const std::exception&) {
        // Read once already by readHostMessage; a step built by hand may say less.
    }
    return events;
}

}  // namespace ps::net
