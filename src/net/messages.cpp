#include "net/messages.h"

#include "net/messages_detail.h"

#include <algorithm>
#include <array>

#include "engine/deck.h"
#include "engine/io/action_json.h"
#include "engine/io/cards.h"
#include "engine/io/report_json.h"

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

constexpr std::array<std::pair<Kind, std::string_view>, 14> kKindNames{{
    {Kind::Hello, "hello"},
    {Kind::Answer, "answer"},
    {Kind::TakeBack, "take-back"},
    {Kind::Hold, "hold"},
    {Kind::Welcome, "welcome"},
    {Kind::State, "state"},
    {Kind::Change, "change"},
    {Kind::Request, "request"},
    {Kind::Withdraw, "withdraw"},
    {Kind::Event, "event"},
    {Kind::Refused, "refused"},
    {Kind::GameOver, "game-over"},
    {Kind::Update, "update"},
    {Kind::Replaced, "replaced"},
}};

constexpr std::array<std::pair<Decision, std::string_view>, 7> kDecisionNames{{
    {Decision::TurnAction, "turn-action"},
    {Decision::HelpOffer, "help-offer"},
    {Decision::HelpAnswer, "help-answer"},
    {Decision::OfferAnswer, "offer-answer"},
    {Decision::TableVote, "table-vote"},
    {Decision::TakeBackConsent, "take-back-consent"},
    {Decision::ZeppelinChoice, "zeppelin-choice"},
}};

// The fields of every message, then each kind's own.
constexpr std::array<std::string_view, 5> kHeaderFields{"protocol", "version", "table", "seq",
                                                        "kind"};

std::vector<std::string_view> fieldsOf(Kind kind) {
    switch (kind) {
        case Kind::Hello:
            return {"name"};
        case Kind::Answer:
            return {"request", "action", "agrees"};
        case Kind::TakeBack:
            return {};
        case Kind::Hold:
            return {"request", "holding"};
        case Kind::Welcome:
            return {"seat", "seats", "options", "deck"};
        case Kind::State:
            return {"view"};
        case Kind::Change:
            return {"change", "digest"};
        case Kind::Update:
            return {"parts"};
        case Kind::Request:
            return {"request", "vote", "takeBack"};
        case Kind::Withdraw:
            return {"request"};
        case Kind::Event:
            return {"actor", "action", "offer", "events", "lapsedOffers", "roundScored"};
        case Kind::Refused:
            return {"reason", "message", "request"};
        case Kind::GameOver:
            return {"totals", "winners"};
        case Kind::Replaced:
            return {"seat", "device"};
    }
    return {};
}

bool fromClient(Kind kind) {
    return kind == Kind::Hello || kind == Kind::Answer || kind == Kind::TakeBack ||
           kind == Kind::Hold;
}

std::size_t depthOf(const Json& value) {
    std::size_t deepest = 0;
    if (value.is_structured()) {
        for (const Json& item : value)
            deepest = std::max(deepest, depthOf(item));
        return deepest + 1;
    }
    return 0;
}

// The fields of a message (`envelope`) or of an update's part at `path` (its kind only).
void checkFields(const Json& root, Kind kind, bool envelope, const std::string& path = "") {
    const std::vector<std::string_view> own = fieldsOf(kind);
    for (const auto& [key, item] : root.items()) {
        const bool known = (envelope ? std::find(kHeaderFields.begin(), kHeaderFields.end(), key) !=
                                           kHeaderFields.end()
                                     : key == "kind") ||
                           std::find(own.begin(), own.end(), key) != own.end();
        if (!known)
            fail(childPath(path, key),
                 "unknown field for a \"" + std::string(kindName(kind)) + "\" message");
    }
}

}  // namespace

namespace detail {

Json header(const std::string& table, std::uint64_t seq, Kind kind) {
    Json out = Json::object();
    out["protocol"] = kProtocol;
    out["version"] = kProtocolVersion;
    out["table"] = table;
    out["seq"] = seq;
    out["kind"] = kindName(kind);
    return out;
}

std::string text(const Json& message) {
    return message.dump();
}

Json requestJson(const WireRequest& request) {
    Json out = Json::object();
    out["what"] = decisionName(request.what);
    out["id"] = request.id;
    if (request.about)
        out["about"] = *request.about;
    return out;
}

std::string readShortText(const Json& value, const std::string& path, std::size_t most) {
    std::string result = readString(value, path);
    if (result.size() > most)
        fail(path, "longer than " + std::to_string(most) + " bytes");
    if (std::any_of(result.begin(), result.end(),
                    [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; }))
        fail(path, "holds a control character");
    return result;
}

std::pair<Json, Header> readEnvelope(std::string_view input, bool client) {
    if (input.size() > kMaxMessageBytes)
        fail("", "a message of " + std::to_string(input.size()) + " bytes; at most " +
                     std::to_string(kMaxMessageBytes) + " are read");
    Loaded<Json> parsed = engine::io::parseStrictJson(input);
    if (!parsed.ok())
        throw FormatFailure{parsed.error};
    Json root = std::move(*parsed.value);
    if (!root.is_object())
        fail("", "a message is a JSON object");
    if (depthOf(root) > kMaxMessageDepth)
        fail("", "nested deeper than " + std::to_string(kMaxMessageDepth) + " levels");
    const Json& protocol = requireMember(root, "", "protocol");
    if (!protocol.is_string() || protocol.get<std::string>() != kProtocol)
        fail("/protocol",
             "not a message of this game (" + std::string(kProtocol) + "): " + shortText(protocol));
    const Json& version = requireMember(root, "", "version");
    const long long found =
        readInt(version, "/version", 0, static_cast<long long>(kMaxWireInteger));
    if (found != kProtocolVersion)
        fail("/version", "protocol version " + std::to_string(found) +
                             " is not spoken here (this program speaks version " +
                             std::to_string(kProtocolVersion) + ")");
    Header head;
    head.table = readShortText(requireMember(root, "", "table"), "/table", kMaxTableIdBytes);
    if (head.table.empty())
        fail("/table", "empty");
    head.seq = static_cast<std::uint64_t>(readInt(requireMember(root, "", "seq"), "/seq", 1,
                                                  static_cast<long long>(kMaxWireInteger)));
    const Json& kind = requireMember(root, "", "kind");
    const std::string kindText = kind.is_string() ? kind.get<std::string>() : std::string();
    const auto it = std::find_if(kKindNames.begin(), kKindNames.end(),
                                 [&](const auto& entry) { return entry.second == kindText; });
    if (it == kKindNames.end())
        fail("/kind", "unknown kind of message: " + shortText(kind));
    head.kind = it->first;
    if (fromClient(head.kind) != client)
        fail("/kind", "a \"" + kindText + "\" message goes the other way (" +
                          (client ? "host to client" : "client to host") + ")");
    checkFields(root, head.kind, true);
    return {std::move(root), head};
}

Kind readPartKind(const Json& part, const std::string& path) {
    if (!part.is_object())
        fail(path, "a part of an update is an object");
    const Json& kind = requireMember(part, path, "kind");
    const std::string kindText = kind.is_string() ? kind.get<std::string>() : std::string();
    const auto it = std::find_if(kKindNames.begin(), kKindNames.end(),
                                 [&](const auto& entry) { return entry.second == kindText; });
    if (it == kKindNames.end())
        fail(childPath(path, "kind"), "unknown kind of message: " + shortText(kind));
    if (fromClient(it->first) || it->first == Kind::Welcome || it->first == Kind::Update ||
        it->first == Kind::Replaced)
        fail(childPath(path, "kind"), "a \"" + kindText + "\" message is not a part of an update");
    checkFields(part, it->first, false, path);
    return it->first;
}

WireRequest readRequest(const Json& value, const std::string& path, int players) {
    requireObject(value, path, {"what", "id", "about"});
    WireRequest request;
    const Json& what = requireMember(value, path, "what");
    const auto decision =
        what.is_string() ? decisionFromName(what.get<std::string>()) : std::nullopt;
    if (!decision)
        fail(childPath(path, "what"), "not a kind of request: " + shortText(what));
    request.what = *decision;
    request.id =
        static_cast<std::uint64_t>(readInt(requireMember(value, path, "id"), childPath(path, "id"),
                                           0, static_cast<long long>(kMaxWireInteger)));
    if (const Json* about = member(value, "about"))
        request.about = readPlayer(*about, childPath(path, "about"), players);
    return request;
}

}  // namespace detail

std::string_view kindName(Kind kind) {
    for (const auto& [k, name] : kKindNames) {
        if (k == kind)
            return name;
    }
    return "unknown";
}

std::string_view decisionName(Decision what) {
    for (const auto& [d, name] : kDecisionNames) {
        if (d == what)
            return name;
    }
    return "unknown";
}

std::optional<Decision> decisionFromName(std::string_view name) {
    for (const auto& [d, n] : kDecisionNames) {
        if (n == name)
            return d;
    }
    return std::nullopt;
}

WireRequest toWire(const session::Request& request) {
    return WireRequest{request.what, request.id, request.about};
}

session::Request fromWire(const WireRequest& request, PlayerId seat) {
    return session::Request{seat, request.what, request.id, request.about};
}

Json wireAction(const engine::Action& action, const engine::GameState& state) {
    Json out = engine::io::actionToJson(action, state.deck);
    if (const auto* shadow = std::get_if<engine::UseShadow>(&action)) {
        if (const engine::TableCell* tape = engine::findCard(state, shadow->tape))
            out["tape"] = cellJson(tape->cell);
    }
    return out;
}

// --- client → host

std::string writeHello(const std::string& table, std::uint64_t seq, const std::string& name) {
    Json out = header(table, seq, Kind::Hello);
    out["name"] = name;
    return text(out);
}

std::string writeAnswer(const std::string& table, std::uint64_t seq, const WireRequest& request,
                        const session::Answer& answer, const engine::GameState& state) {
    Json out = header(table, seq, Kind::Answer);
    out["request"] = requestJson(request);
    if (answer.action)
        out["action"] = wireAction(*answer.action, state);
    if (answer.agrees)
        out["agrees"] = *answer.agrees;
    return text(out);
}

std::string writeTakeBack(const std::string& table, std::uint64_t seq) {
    return text(header(table, seq, Kind::TakeBack));
}

std::string writeHold(const std::string& table, std::uint64_t seq, const WireRequest& request,
                      bool holding) {
    Json out = header(table, seq, Kind::Hold);
    out["request"] = requestJson(request);
    out["holding"] = holding;
    return text(out);
}

Loaded<ClientMessage> readClientMessage(std::string_view input) {
    Loaded<ClientMessage> result;
    try {
        auto [root, head] = readEnvelope(input, true);
        ClientMessage message;
        message.header = head;
        if (head.kind == Kind::Hello) {
            message.name = readShortText(requireMember(root, "", "name"), "/name", kMaxNameBytes);
        } else if (head.kind == Kind::Answer) {
            message.request =
                readRequest(requireMember(root, "", "request"), "/request", engine::kMaxPlayers);
            if (const Json* action = member(root, "action")) {
                if (!action->is_object())
                    fail("/action", "an action is an object");
                message.action = *action;
            }
            if (const Json* agrees = member(root, "agrees"))
                message.agrees = readBool(*agrees, "/agrees");
            if (message.action && message.agrees)
                fail("", "an answer is an action or a yes / no, not both");
        } else if (head.kind == Kind::Hold) {
            message.request =
                readRequest(requireMember(root, "", "request"), "/request", engine::kMaxPlayers);
            if (message.request.what != Decision::HelpOffer)
                fail("/request/what", "only a help offer is held");
            message.holding = readBool(requireMember(root, "", "holding"), "/holding");
        }
        result.value = std::move(message);
    } catch (const FormatFailure& failure) {
        result.error = failure.error;
    }
    return result;
}

}  // namespace ps::net
