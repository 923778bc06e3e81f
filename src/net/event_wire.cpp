// How events travel from the host (packed arrays, the action a step's first event implies) and
// their strict reading on a remote machine; the card and seat lists the host's messages hold.
// Internal to src/net (messages_detail.h).

#include <algorithm>
#include <optional>

#include "engine/deck.h"
#include "engine/io/action_json.h"
#include "engine/io/cards.h"
#include "engine/io/report_json.h"
#include "net/messages_detail.h"

namespace ps::net::detail {

using engine::CardId;
using engine::Deck;
using engine::PlayerId;
using engine::io::childPath;
using engine::io::Json;
using engine::io::Loaded;
using namespace engine::io::detail;

namespace {

// The fields each event type may carry (engine::io::eventToJson); "card" may be left out where
// its face is hidden, "cards" replaced by "count".
struct EventShape {
    std::string_view type;
    std::vector<std::string_view> fields;
};
const std::vector<EventShape>& eventShapes() {
    static const std::vector<EventShape> shapes{
        {"card-placed", {"player", "card", "at"}},
        {"card-under-stack", {"card"}},
        {"card-drawn", {"player", "card"}},
        {"word-played", {"player", "word", "cards", "helper", "byTable"}},
        {"marker-placed", {"player", "card", "at"}},
        {"marker-returned", {"owner", "card", "at"}},
        {"card-captured", {"player", "card", "at"}},
        {"tape-placed", {"player", "card", "at"}},
        {"cell-left-empty", {"at"}},
        {"redrew", {"player", "redrawsUsed"}},
        {"passed", {"player"}},
        {"help-offered", {"helper"}},
        {"help-countered", {"helper", "by", "price"}},
        {"help-accepted", {"helper"}},
        {"help-refused", {"helper", "by"}},
        {"help-voided", {"helper", "word"}},
        {"black-action-used", {"player", "action"}},
        {"tape-moved", {"card", "from", "to"}},
        {"jadro-card-given", {"from", "to", "card"}},
        {"card-frozen", {"by", "card", "at", "untilTurn"}},
        {"card-thawed", {"card", "at"}},
        {"zeppelin-drew", {"player", "cards", "count"}},
        {"turn-ended", {"player"}},
        {"round-advanced", {"round"}},
        {"turn-began", {"player"}},
        {"game-ended", {}},
    };
    return shapes;
}

const EventShape* shapeOf(const Json& type) {
    const std::string typeText = type.is_string() ? type.get<std::string>() : std::string();
    const auto& shapes = eventShapes();
    const auto shape = std::find_if(shapes.begin(), shapes.end(),
                                    [&](const EventShape& s) { return s.type == typeText; });
    return shape == shapes.end() ? nullptr : &*shape;
}

}  // namespace

std::vector<CardId> readCards(const Json& value, const std::string& path, const Deck& deck) {
    requireArray(value, path);
    if (value.size() > static_cast<std::size_t>(deck.size()))
        fail(path, "more cards than the deck has");
    std::vector<CardId> cards;
    for (std::size_t i = 0; i < value.size(); ++i)
        cards.push_back(readExactCard(value[i], childPath(path, i), deck));
    return cards;
}

std::vector<PlayerId> readPlayers(const Json& value, const std::string& path, int players) {
    requireArray(value, path);
    if (value.size() > static_cast<std::size_t>(players))
        fail(path, "more entries than players");
    std::vector<PlayerId> list;
    for (std::size_t i = 0; i < value.size(); ++i)
        list.push_back(readPlayer(value[i], childPath(path, i), players));
    return list;
}

// An event as it travels: [type, its fields in the shape's order], a field left out as null
// (the trailing ones not at all). About half the text of the object.
Json packedEvent(const Json& event) {
    const EventShape* shape = shapeOf(event.at("type"));
    if (shape == nullptr)
        return event;
    Json packed = Json::array({event.at("type")});
    std::size_t written = 1;
    for (const std::string_view field : shape->fields) {
        const auto value = event.find(std::string(field));
        packed.push_back(value == event.end() ? Json() : *value);
        if (value != event.end())
            written = packed.size();
    }
    packed.erase(packed.begin() + static_cast<std::ptrdiff_t>(written), packed.end());
    return packed;
}

// The event object of a packed event (checked by checkEvent afterwards).
Json unpackedEvent(const Json& value, const std::string& path) {
    if (!value.is_array() || value.empty())
        fail(path, "an event is [type, fields...]");
    const EventShape* shape = shapeOf(value.at(0));
    if (shape == nullptr)
        fail(childPath(path, 0), "unknown event type " + shortText(value.at(0)));
    if (value.size() > shape->fields.size() + 1)
        fail(path, "more fields than a \"" + std::string(shape->type) + "\" event has");
    Json event = Json::object();
    event["type"] = value.at(0);
    for (std::size_t i = 1; i < value.size(); ++i) {
        if (!value.at(i).is_null())
            event[std::string(shape->fields[i - 1])] = value.at(i);
    }
    return event;
}

// The action a step's first event (an object) tells in full: a card placed, or a word
// played without help. Such a step travels without its action.
std::optional<Json> impliedAction(const Json& events) {
    if (!events.is_array() || events.empty() || !events.at(0).is_object())
        return std::nullopt;
    const Json& first = events.at(0);
    const std::string type = first.value("type", std::string());
    if (type == "card-placed" && first.contains("card") && first.contains("at"))
        return Json{{"type", "place"}, {"card", first.at("card")}, {"at", first.at("at")}};
    if (type == "word-played" && first.contains("word") && first.contains("cards") &&
        !first.contains("helper") && !first.contains("byTable"))
        return Json{{"type", "word"}, {"word", first.at("word")}, {"cards", first.at("cards")}};
    return std::nullopt;
}

void checkEvent(const Json& value, const std::string& path, const ClientContext& context) {
    if (!value.is_object())
        fail(path, "an event is an object");
    const Json& type = requireMember(value, path, "type");
    const std::string typeText = type.is_string() ? type.get<std::string>() : std::string();
    const auto& shapes = eventShapes();
    const auto shape = std::find_if(shapes.begin(), shapes.end(),
                                    [&](const EventShape& s) { return s.type == typeText; });
    if (shape == shapes.end())
        fail(childPath(path, "type"), "unknown event type " + shortText(type));
    for (const auto& [key, item] : value.items()) {
        const std::string at = childPath(path, key);
        if (key == "type")
            continue;
        if (std::find(shape->fields.begin(), shape->fields.end(), key) == shape->fields.end())
            fail(at, "unknown field for a \"" + typeText + "\" event");
        if (key == "card") {
            (void)readExactCard(item, at, context.deck);
        } else if (key == "cards" || key == "price") {
            (void)readCards(item, at, context.deck);
        } else if (key == "at" || ((key == "from" || key == "to") && typeText == "tape-moved")) {
            (void)readCell(item, at);
        } else if (key == "player" || key == "helper" || key == "by" || key == "owner" ||
                   key == "from" || key == "to") {
            (void)readPlayer(item, at, context.players);
        } else if (key == "word") {
            (void)readWord(item, at);
        } else if (key == "byTable") {
            (void)readBool(item, at);
        } else if (key == "action") {
            const auto action = item.is_string()
                                    ? engine::blackActionFromId(item.get<std::string>())
                                    : std::nullopt;
            if (!action)
                fail(at, "not a black-card action: " + shortText(item));
        } else {  // round, redrawsUsed, untilTurn, count
            (void)readInt(item, at, 0, 1000);
        }
    }
}

// An action as a step reports it: exact cards, except a tape card named by its cell.
Json readStepAction(const Json& value, const std::string& path, const ClientContext& context) {
    if (value.is_object()) {
        const Json* type = member(value, "type");
        const Json* tape = member(value, "tape");
        if (type && type->is_string() && type->get<std::string>() == "shadow" && tape &&
            tape->is_array()) {
            requireObject(value, path, {"type", "tape", "to"});
            (void)readCell(*tape, childPath(path, "tape"));
            (void)readCell(requireMember(value, path, "to"), childPath(path, "to"));
            return value;
        }
    }
    const Loaded<engine::Action> action =
        engine::io::actionFromJson(value, context.deck, nullptr, path);
    if (!action.ok())
        throw FormatFailure{action.error};
    return value;
}

Json votedWord(const Word& word) {
    return toUtf8(word);
}

// One event as checkEvent let it through: every field it lacks (a hidden card) reads as 0.
engine::Event readEvent(const Json& value, const std::string& path, const ClientContext& context) {
    using namespace engine;
    const std::string type = value.at("type").get<std::string>();
    const auto player = [&](std::string_view key) -> PlayerId {
        const Json* item = member(value, key);
        return item ? readPlayer(*item, childPath(path, std::string(key)), context.players) : 0;
    };
    const auto card = [&](std::string_view key) -> CardId {
        const Json* item = member(value, key);
        return item ? readExactCard(*item, childPath(path, std::string(key)), context.deck) : 0;
    };
    const auto cards = [&](std::string_view key) -> std::vector<CardId> {
        const Json* item = member(value, key);
        return item ? readCards(*item, childPath(path, std::string(key)), context.deck)
                    : std::vector<CardId>{};
    };
    const auto cell = [&](std::string_view key) -> Cell {
        const Json* item = member(value, key);
        return item ? readCell(*item, childPath(path, std::string(key))) : Cell{};
    };
    const auto integer = [&](std::string_view key) -> int {
        const Json* item = member(value, key);
        return item ? static_cast<int>(readInt(*item, childPath(path, std::string(key)), 0, 1000))
                    : 0;
    };
    const auto word = [&]() -> Word {
        const Json* item = member(value, "word");
        return item ? readWord(*item, childPath(path, "word")) : Word{};
    };
    if (type == "card-placed")
        return CardPlaced{player("player"), card("card"), cell("at")};
    if (type == "card-under-stack")
        return CardUnderStack{card("card")};
    if (type == "card-drawn")
        return CardDrawn{player("player"), card("card")};
    if (type == "word-played") {
        WordPlayed played{player("player"), word(), cards("cards"), std::nullopt, false};
        if (member(value, "helper"))
            played.helper = player("helper");
        if (const Json* byTable = member(value, "byTable"))
            played.byTable = readBool(*byTable, childPath(path, "byTable"));
        return played;
    }
    if (type == "marker-placed")
        return MarkerPlaced{player("player"), card("card"), cell("at")};
    if (type == "marker-returned")
        return MarkerReturned{player("owner"), card("card"), cell("at")};
    if (type == "card-captured")
        return CardCaptured{player("player"), card("card"), cell("at")};
    if (type == "tape-placed")
        return TapePlaced{player("player"), card("card"), cell("at")};
    if (type == "cell-left-empty")
        return CellLeftEmpty{cell("at")};
    if (type == "redrew")
        return Redrew{player("player"), integer("redrawsUsed")};
    if (type == "passed")
        return Passed{player("player")};
    if (type == "help-offered")
        return HelpOffered{player("helper")};
    if (type == "help-countered")
        return HelpCountered{player("helper"), player("by"), cards("price")};
    if (type == "help-accepted")
        return HelpAccepted{player("helper")};
    if (type == "help-refused")
        return HelpRefused{player("helper"), player("by")};
    if (type == "help-voided")
        return HelpVoided{player("helper"), word()};
    if (type == "black-action-used")
        return BlackActionUsed{
            player("player"),
            blackActionFromId(value.at("action").get<std::string>()).value_or(BlackAction::None)};
    if (type == "tape-moved")
        return TapeMoved{card("card"), cell("from"), cell("to")};
    if (type == "jadro-card-given")
        return JadroCardGiven{player("from"), player("to"), card("card")};
    if (type == "card-frozen")
        return CardFrozen{player("by"), card("card"), cell("at"), integer("untilTurn")};
    if (type == "card-thawed")
        return CardThawed{card("card"), cell("at")};
    if (type == "zeppelin-drew") {
        ZeppelinDrew drew{player("player"), cards("cards")};
        if (member(value, "count"))
            drew.cards.assign(static_cast<std::size_t>(integer("count")), CardId{0});
        return drew;
    }
    if (type == "turn-ended")
        return TurnEnded{player("player")};
    if (type == "round-advanced")
        return RoundAdvanced{integer("round")};
    if (type == "turn-began")
        return TurnBegan{player("player")};
    return GameEnded{};
}

}  // namespace ps::net::detail
