#include "engine/io/cards.h"

#include <algorithm>
#include <array>
#include <charconv>

#include "engine/deck.h"
#include "engine/io/standard_deck.h"
#include "text/printable.h"

namespace ps::engine::io::detail {

void fail(const std::string& path, std::string message) {
    throw FormatFailure{FormatError{path, std::move(message)}};
}

std::string shortText(const Json& value) {
    // dump escapes control characters; printableText cuts at a character boundary (a 2-byte
    // letter or an escape is never halved) and catches C1 controls, which dump leaves raw.
    return text::printableText(value.dump(-1, ' ', false, Json::error_handler_t::replace), 40);
}

namespace {

std::string_view typeName(const Json& value) {
    switch (value.type()) {
        case Json::value_t::null:
            return "null";
        case Json::value_t::boolean:
            return "a boolean";
        case Json::value_t::number_integer:
        case Json::value_t::number_unsigned:
            return "an integer";
        case Json::value_t::number_float:
            return "a fractional number";
        case Json::value_t::string:
            return "a string";
        case Json::value_t::array:
            return "an array";
        case Json::value_t::object:
            return "an object";
        default:
            return "an unsupported value";
    }
}

[[noreturn]] void wrongType(const Json& value, const std::string& path, std::string_view wanted) {
    fail(path, "must be " + std::string(wanted) + ", not " + std::string(typeName(value)));
}

}  // namespace

const Json& requireObject(const Json& value, const std::string& path,
                          std::initializer_list<std::string_view> allowed) {
    if (!value.is_object())
        wrongType(value, path, "an object");
    for (const auto& [key, item] : value.items()) {
        if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
            std::string known;
            for (auto name : allowed)
                known += (known.empty() ? "" : ", ") + std::string(name);
            fail(childPath(path, key), "unknown field (known fields: " + known + ")");
        }
    }
    return value;
}

const Json& requireArray(const Json& value, const std::string& path) {
    if (!value.is_array())
        wrongType(value, path, "an array");
    return value;
}

const Json* member(const Json& object, std::string_view key) {
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

const Json& requireMember(const Json& object, const std::string& path, std::string_view key) {
    const Json* found = member(object, key);
    if (!found)
        fail(childPath(path, key), "missing");
    return *found;
}

long long readInt(const Json& value, const std::string& path, long long min, long long max) {
    if (value.is_number_unsigned()) {
        // nlohmann stores every non-negative literal as unsigned: the minimum applies here too.
        const auto v = value.get<std::uint64_t>();
        if (v > static_cast<std::uint64_t>(max) ||
            (min > 0 && v < static_cast<std::uint64_t>(min))) {
            fail(path, std::to_string(v) + " is out of range (" + std::to_string(min) + " to " +
                           std::to_string(max) + ")");
        }
        return static_cast<long long>(v);
    }
    if (!value.is_number_integer())
        wrongType(value, path, "an integer");
    const auto v = value.get<long long>();
    if (v < min || v > max) {
        fail(path, std::to_string(v) + " is out of range (" + std::to_string(min) + " to " +
                       std::to_string(max) + ")");
    }
    return v;
}

void readFormatHeader(const Json& document, std::string_view format, long long version) {
    readFormatHeader(document, format, version, version);
}

long long readFormatHeader(const Json& document, std::string_view format, long long oldest,
                           long long newest) {
    const Json& formatValue = requireMember(document, "", "format");
    if (readString(formatValue, "/format") != format) {
        fail("/format", "must be \"" + std::string(format) + "\", not " + shortText(formatValue));
    }
    const long long foundVersion =
        readInt(requireMember(document, "", "version"), "/version", 0, 1'000'000);
    if (foundVersion < oldest || foundVersion > newest) {
        const std::string known = oldest == newest ? "version " + std::to_string(newest)
                                                   : "versions " + std::to_string(oldest) + " to " +
                                                         std::to_string(newest);
        fail("/version", "unsupported version " + std::to_string(foundVersion) +
                             " (this build reads " + known + ")");
    }
    return foundVersion;
}

bool readBool(const Json& value, const std::string& path) {
    if (!value.is_boolean())
        wrongType(value, path, "true or false");
    return value.get<bool>();
}

std::string readString(const Json& value, const std::string& path) {
    if (!value.is_string())
        wrongType(value, path, "a string");
    return value.get<std::string>();
}

Word readWord(const Json& value, const std::string& path) {
    const std::string text = readString(value, path);
    auto word = wordFromUtf8(text);
    if (!word || word->empty()) {
        fail(path, shortText(value) + " is not a word of Polish letters");
    }
    if (word->size() > 64)
        fail(path, "a word of more than 64 letters");
    return *word;
}

Cell readCell(const Json& value, const std::string& path) {
    if (!value.is_array() || value.size() != 2) {
        fail(path, "a cell must be [x, y], not " + shortText(value));
    }
    // The engine's own limit: every cell a game can reach loads again.
    const auto x = readInt(value[0], childPath(path, 0), -kMaxCoordinate, kMaxCoordinate);
    const auto y = readInt(value[1], childPath(path, 1), -kMaxCoordinate, kMaxCoordinate);
    return Cell{static_cast<int>(x), static_cast<int>(y)};
}

PlayerId readPlayer(const Json& value, const std::string& path, int players) {
    if (!value.is_number_integer())
        wrongType(value, path, "a player number");
    // Compared before narrowing, as unsigned when nlohmann stored it so (2^64 - 1 is not -1).
    const bool exists = value.is_number_unsigned()
                            ? value.get<std::uint64_t>() < static_cast<std::uint64_t>(players)
                            : value.get<long long>() >= 0 && value.get<long long>() < players;
    if (!exists) {
        fail(path, "player " + shortText(value) + " does not exist (the game has " +
                       std::to_string(players) + " players, 0 to " + std::to_string(players - 1) +
                       ")");
    }
    return static_cast<PlayerId>(value.get<long long>());
}

Json cellJson(Cell cell) {
    return Json::array({cell.x, cell.y});
}

std::string cellText(Cell cell) {
    return "(" + std::to_string(cell.x) + ", " + std::to_string(cell.y) + ")";
}

namespace {

std::optional<Letter> singleLetter(std::string_view text) {
    const auto word = wordFromUtf8(text);
    if (!word || word->size() != 1)
        return std::nullopt;
    return (*word)[0];
}

CardId checkedId(long long id, const std::string& path, const Deck& deck) {
    if (id < 0 || id >= deck.size()) {
        fail(path, "card " + std::to_string(id) + " is not in the deck (cards 0 to " +
                       std::to_string(deck.size() - 1) + ")");
    }
    return static_cast<CardId>(id);
}

}  // namespace

CardRef readCardRef(const Json& value, const std::string& path, const Deck& deck) {
    CardRef ref;
    ref.path = path;
    if (value.is_number()) {
        if (!value.is_number_integer())
            fail(path, "a card number must be an integer");
        ref.id = checkedId(readInt(value, path, 0, kMaxDeckSize), path, deck);
        ref.letter = deck[*ref.id].letter;
        return ref;
    }
    if (value.is_array()) {
        ref.cell = readCell(value, path);
        return ref;
    }
    if (value.is_object()) {
        requireObject(value, path, {"landmark", "letter"});
        const std::string landmark =
            readString(requireMember(value, path, "landmark"), childPath(path, "landmark"));
        const auto& cards = deck.cards();
        const auto it = std::find_if(cards.begin(), cards.end(),
                                     [&](const Card& card) { return card.landmark == landmark; });
        if (it == cards.end())
            fail(childPath(path, "landmark"), "no card of the deck shows " + shortText(landmark));
        ref.id = static_cast<CardId>(it - cards.begin());
        ref.letter = it->letter;
        if (const Json* letter = member(value, "letter")) {
            const auto wanted = singleLetter(readString(*letter, childPath(path, "letter")));
            if (!wanted)
                fail(childPath(path, "letter"), "must be one Polish letter");
            if (*wanted != it->letter) {
                fail(path, "the card showing " + shortText(landmark) + " is " +
                               toUtf8Upper(it->letter) + ", not " + toUtf8Upper(*wanted));
            }
        }
        return ref;
    }
    if (!value.is_string()) {
        fail(path, "a card must be a number, \"T#17\", \"T\", [x, y] or {\"landmark\": ...}, not " +
                       shortText(value));
    }
    const std::string text = value.get<std::string>();
    const auto hash = text.find('#');
    const auto letter = singleLetter(std::string_view(text).substr(0, hash));
    if (!letter)
        fail(path, shortText(value) + " does not start with one Polish letter");
    ref.letter = letter;
    if (hash == std::string::npos)
        return ref;
    const std::string_view digits = std::string_view(text).substr(hash + 1);
    int id = -1;
    const auto [end, status] = std::from_chars(digits.data(), digits.data() + digits.size(), id);
    if (digits.empty() || digits.size() > 3 || status != std::errc() ||
        end != digits.data() + digits.size()) {
        fail(path, shortText(value) + ": after '#' comes the card number");
    }
    ref.id = checkedId(id, path, deck);
    if (deck[*ref.id].letter != *letter) {
        fail(path, "card " + std::to_string(id) + " is " + toUtf8Upper(deck[*ref.id].letter) +
                       ", not " + toUtf8Upper(*letter));
    }
    return ref;
}

CardId readExactCard(const Json& value, const std::string& path, const Deck& deck) {
    const CardRef ref = readCardRef(value, path, deck);
    if (!ref.id) {
        fail(path, "name the card exactly here: its number, \"" +
                       (ref.letter ? toUtf8Upper(*ref.letter) : std::string("T")) +
                       "#<number>\" or {\"landmark\": ...}");
    }
    return *ref.id;
}

Json cardJson(const Deck& deck, CardId card) {
    return toUtf8Upper(deck[card].letter) + "#" + std::to_string(card);
}

Json cardList(const Deck& deck, const std::vector<CardId>& cards) {
    Json list = Json::array();
    for (CardId card : cards)
        list.push_back(cardJson(deck, card));
    return list;
}

Json playersToJson(const std::vector<PlayerState>& players, const Deck& deck) {
    Json out = Json::array();
    for (const PlayerState& player : players) {
        Json p = Json::object();
        p["pool"] = player.pool;
        if (player.sheetCard)
            p["sheet"] = cardJson(deck, *player.sheetCard);
        if (player.jadroCard)
            p["jadro"] = cardJson(deck, *player.jadroCard);
        p["captured"] = cardList(deck, player.captured);
        out.push_back(std::move(p));
    }
    return out;
}

Json usedWordsToJson(const std::vector<Word>& words) {
    Json out = Json::array();
    for (const Word& word : words)
        out.push_back(toUtf8(word));
    return out;
}

std::string cardText(const Deck& deck, CardId card) {
    std::string text = "card " + std::to_string(card);
    if (deck.contains(card))
        text += " (" + toUtf8Upper(deck[card].letter) + ")";
    return text;
}

namespace {
constexpr std::array<std::pair<Phase, std::string_view>, 6> kPhases = {{
    {Phase::Place, "place"},
    {Phase::Word, "word"},
    {Phase::Actions, "actions"},
    {Phase::EndOfTurn, "end-of-turn"},
    {Phase::ZeppelinChoice, "zeppelin-choice"},
    {Phase::GameOver, "game-over"},
}};
}  // namespace

std::string_view phaseName(Phase phase) {
    for (const auto& [p, name] : kPhases) {
        if (p == phase)
            return name;
    }
    return "?";
}

std::optional<Phase> phaseFromName(std::string_view name) {
    for (const auto& [p, n] : kPhases) {
        if (n == name)
            return p;
    }
    return std::nullopt;
}

}  // namespace ps::engine::io::detail

// ---------------------------------------------------------------------------------------------
// Options and deck (shared by positions and records)

namespace ps::engine::io::detail {

Json optionsToJson(const GameOptions& options) {
    Json out = Json::object();
    out["players"] = options.players;
    out["variant"] = options.blackCardVariant;
    out["minWordLength"] = options.minWordLength;
    out["redrawLimit"] = options.redrawLimit;
    out["turnTimerSeconds"] = options.turnTimerSeconds;
    out["seed"] = options.seed;
    if (options.startPlayer)
        out["startPlayer"] = *options.startPlayer;
    if (options.tableOverrulesDictionary)
        out["tableOverrulesDictionary"] = true;  // absent: off, as in files made before it
    return out;
}

GameOptions readOptions(const Json& value, const std::string& path, std::optional<int> players) {
    requireObject(value, path,
                  {"players", "variant", "minWordLength", "redrawLimit", "turnTimerSeconds", "seed",
                   "startPlayer", "tableOverrulesDictionary"});
    GameOptions options;
    if (const Json* p = member(value, "players")) {
        options.players =
            static_cast<int>(readInt(*p, childPath(path, "players"), kMinPlayers, kMaxPlayers));
    } else if (players) {
        options.players = *players;
    } else {
        fail(childPath(path, "players"), "missing");
    }
    if (const Json* v = member(value, "variant"))
        options.blackCardVariant = readBool(*v, childPath(path, "variant"));
    if (const Json* v = member(value, "minWordLength"))
        options.minWordLength = static_cast<int>(readInt(
            *v, childPath(path, "minWordLength"), kMinWordLengthLowest, kMinWordLengthHighest));
    if (const Json* v = member(value, "redrawLimit"))
        options.redrawLimit = static_cast<int>(
            readInt(*v, childPath(path, "redrawLimit"), kRedrawLimitLowest, kRedrawLimitHighest));
    if (const Json* v = member(value, "turnTimerSeconds")) {
        options.turnTimerSeconds =
            static_cast<int>(readInt(*v, childPath(path, "turnTimerSeconds"), 0, 24 * 3600));
    }
    if (const Json* v = member(value, "seed")) {
        if (!v->is_number_unsigned()) {
            fail(childPath(path, "seed"),
                 "must be an integer from 0 to 18446744073709551615, not " + shortText(*v));
        }
        options.seed = v->get<std::uint64_t>();
    }
    if (const Json* v = member(value, "startPlayer"))
        options.startPlayer = readPlayer(*v, childPath(path, "startPlayer"), options.players);
    if (const Json* v = member(value, "tableOverrulesDictionary"))
        options.tableOverrulesDictionary =
            readBool(*v, childPath(path, "tableOverrulesDictionary"));
    return options;
}

Json deckToJson(const Deck& deck) {
    if (deck == standardDeck())
        return "standard";
    Json cards = Json::array();
    for (const Card& card : deck.cards()) {
        Json c = Json::object();
        c["letter"] = toUtf8Upper(card.letter);
        c["colour"] = card.colour == Colour::Black ? "black" : "blue";
        c["landmark"] = card.landmark;
        if (card.colour == Colour::Black)
            c["action"] = blackActionId(card.action);
        cards.push_back(std::move(c));
    }
    Json out = Json::object();
    out["format"] = "potega-slowa-deck";
    out["version"] = 1;
    out["cards"] = std::move(cards);
    return out;
}

Deck readDeck(const Json* value, const std::string& path) {
    if (!value)
        return standardDeck();
    if (value->is_string()) {
        if (value->get<std::string>() != "standard")
            fail(path,
                 "\"standard\" or a deck in the deck file's format, not " + shortText(*value));
        return standardDeck();
    }
    if (!value->is_object())
        fail(path, "\"standard\" or a deck in the deck file's format, not " + shortText(*value));
    auto loaded = parseDeckJson(value->dump());
    if (!loaded.deck)
        fail(path, loaded.error);
    return *loaded.deck;
}

}  // namespace ps::engine::io::detail
