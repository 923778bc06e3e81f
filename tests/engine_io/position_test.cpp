// Positions: exact round-trips, hand-written positions (the rulebook's STOMATOLOG), and every
// refusal with the JSON Pointer of the offending field.

#include "engine/io/position.h"

#include "engine/io/report_json.h"
#include "test_support.h"

namespace ps::engine::io {
namespace {

using testing::loadOk;
using testing::optionsFor;
using testing::parsed;

TEST(Position, NewGamesRoundTripExactlyForEveryTableSize) {
    dict::MemoryLexicon lexicon;
    for (int players = 2; players <= 4; ++players) {
        for (bool variant : {false, true}) {
            Game game(optionsFor(players, variant, 1000 + players), standardDeck(), lexicon);
            const std::string text = writePosition(game.state());
            const auto loaded = loadPosition(text);
            ASSERT_TRUE(loaded.ok()) << loaded.error.text();
            EXPECT_EQ(*loaded.value, game.state());
            EXPECT_EQ(writePosition(*loaded.value), text);
        }
    }
}

TEST(Position, AnotherDeckTravelsInsideThePosition) {
    std::vector<Card> cards = standardDeck().cards();
    std::reverse(cards.begin(), cards.end());
    const Deck reversed(cards);
    dict::MemoryLexicon lexicon;
    Game game(optionsFor(2, true, 8), reversed, lexicon);
    const Json json = positionToJson(game.state());
    ASSERT_TRUE(json["deck"].is_object());
    EXPECT_EQ(json["deck"]["format"], "potega-slowa-deck");
    const std::string text = writePosition(game.state());
    const auto loaded = loadPosition(text);
    ASSERT_TRUE(loaded.ok()) << loaded.error.text();
    EXPECT_EQ(*loaded.value, game.state());
    EXPECT_EQ(loaded.value->deck, reversed);
    EXPECT_EQ(writePosition(*loaded.value), text);

    Json broken = json;
    broken["deck"]["cards"].erase(0);
    const auto refused = positionFromJson(broken);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error.path, "/deck");
}

TEST(Position, WritesTheFieldsADocumentReaderExpects) {
    dict::MemoryLexicon lexicon;
    GameOptions options = optionsFor(3, true, 5);
    options.startPlayer = 2;
    Game game(options, standardDeck(), lexicon);
    const Json json = positionToJson(game.state());
    EXPECT_EQ(json["format"], "potega-slowa-position");
    EXPECT_EQ(json["version"], 1);
    EXPECT_EQ(json["deck"], "standard");
    EXPECT_EQ(json["options"]["startPlayer"], 2);
    EXPECT_EQ(json["phase"], "place");
    EXPECT_EQ(json["cells"].size(), 25u);
    EXPECT_EQ(json["cells"][0]["at"], Json::array({0, 0}));
    EXPECT_EQ(json["stack"].size(), 110u - 25u - 3u);
    EXPECT_EQ(json["players"][2]["pool"], 30);
    EXPECT_TRUE(json["players"][2].contains("sheet"));
}

// The rulebook's first example: Jagoda (player 0) places a T and plays STOMATOLOG; each of the
// ten cards, the placed T included, gets one of her markers, and nothing is captured.
constexpr const char* kStomatolog = R"({
  "format": "potega-slowa-position",
  "version": 1,
  "options": {"players": 3, "seed": 7},
  "cells": [
    {"at": [0, 0], "card": "S"}, {"at": [1, 0], "card": "T"}, {"at": [2, 0], "card": "O"},
    {"at": [3, 0], "card": "M"}, {"at": [4, 0], "card": "A"},
    {"at": [0, 1], "card": "O"}, {"at": [1, 1], "card": "L"}, {"at": [2, 1], "card": "O"},
    {"at": [3, 1], "card": "G"}, {"at": [4, 1], "card": "K"},
    {"at": [0, 2], "card": "R"}, {"at": [1, 2], "card": "E"}, {"at": [2, 2], "card": "N"},
    {"at": [3, 2], "card": "I"}, {"at": [4, 2], "card": "W"},
    {"at": [0, 3], "card": "Y"}, {"at": [1, 3], "card": "Z"}, {"at": [2, 3], "card": "C"},
    {"at": [3, 3], "card": "P"}, {"at": [4, 3], "card": "D"},
    {"at": [0, 4], "card": "U"}, {"at": [1, 4], "card": "B"}, {"at": [2, 4], "card": "A"},
    {"at": [3, 4], "card": "E"}, {"at": [4, 4], "card": "I"}
  ],
  "players": [{"sheet": "T"}, {"sheet": "K"}, {"sheet": "E"}],
  "unlistedCards": "under-stack"
})";

TEST(Position, HandWrittenStomatologPutsAMarkerOnEveryLetterIncludingThePlacedT) {
    const GameState start = loadOk(parsed(kStomatolog));
    ASSERT_EQ(start.table.size(), 25u);
    EXPECT_EQ(start.stack.size(), 110u - 25u - 3u);
    EXPECT_EQ(start.players[0].pool, 30);
    EXPECT_EQ(start.currentPlayer, 0);

    dict::MemoryLexicon lexicon;
    lexicon.addWords({"stomatolog"});
    Game game(start, lexicon);
    const CardId placedT = *start.players[0].sheetCard;
    ASSERT_TRUE(game.apply(PlaceCard{placedT, Cell{5, 0}}).ok());
    const Result played = game.apply(PlayWord{ps::word("stomatolog"), {}, false});
    ASSERT_TRUE(played.ok()) << played.error->message;

    const GameState& s = game.state();
    int marked = 0;
    for (const auto& entry : s.table) {
        if (entry.marker) {
            EXPECT_EQ(*entry.marker, 0);
            ++marked;
        }
    }
    EXPECT_EQ(marked, 10);
    EXPECT_EQ(findCell(s, Cell{5, 0})->marker, PlayerId{0});
    EXPECT_EQ(s.players[0].pool, 20);
    EXPECT_TRUE(s.players[0].captured.empty());
    // The position after the word round-trips too.
    EXPECT_EQ(*loadPosition(writePosition(s)).value, s);
}

TEST(Position, LettersTakeTheLowestFreeCardAndExactNamesComeFirst) {
    const CardId firstT = testing::firstCard("T");
    Json json = parsed(kStomatolog);
    // An exact name for the first T, written after a letter-only T: the letter gets the next.
    json["players"][2]["sheet"] = "T#" + std::to_string(firstT);
    const GameState s = loadOk(json);
    EXPECT_EQ(*s.players[2].sheetCard, firstT);
    EXPECT_EQ(findCell(s, Cell{1, 0})->card, firstT + 1);
}

TEST(Position, ScoresOfALoadedPositionListTheZones) {
    // Three tape cards of player 1 in a row, joined through a letter card with their marker.
    const GameState s = loadOk(parsed(R"({
      "format": "potega-slowa-position", "version": 1,
      "options": {"players": 2},
      "cells": [
        {"at": [0, 0], "card": "A", "tape": true, "marker": 1},
        {"at": [1, 0], "card": "B", "marker": 1},
        {"at": [2, 0], "card": "C", "tape": true, "marker": 1},
        {"at": [3, 0], "card": "D", "tape": true, "marker": 1}
      ],
      "players": [{"sheet": "E", "captured": ["F", "G"]}, {"sheet": "H", "captured": ["I"]}],
      "unlistedCards": "under-stack"
    })"));
    const Json scores = scoresToJson(computeScores(s), s);
    EXPECT_EQ(scores["players"][0]["total"], 2);
    EXPECT_EQ(scores["players"][1]["zonePoints"], 3);
    EXPECT_EQ(scores["players"][1]["total"], 4);
    ASSERT_EQ(scores["zones"].size(), 1u);
    EXPECT_EQ(scores["zones"][0]["links"], Json::array({Json::array({1, 0})}));
    EXPECT_EQ(scores["winners"], Json::array({1}));
}

// The rulebook's final scoring example (docs/rules.md §12), written by hand: capitals are tape
// cards, the other marked cards are letter cards linking zones. Jagoda 13, Artur 11, Ewa 12.
constexpr const char* kFinalExample = R"({
  "format": "potega-slowa-position",
  "version": 1,
  "options": {"players": 3},
  "round": 6,
  "currentPlayer": 2,
  "phase": "game-over",
  "cells": [
    {"at": [0, 0], "card": "K", "tape": true, "marker": 0},
    {"at": [1, 0], "card": "O", "tape": true, "marker": 0},
    {"at": [2, 0], "card": "T", "tape": true, "marker": 0},
    {"at": [3, 0], "card": "A"},
    {"at": [4, 0], "card": "M", "tape": true, "marker": 1},
    {"at": [5, 0], "card": "I", "tape": true, "marker": 1},
    {"at": [6, 0], "card": "E", "tape": true, "marker": 1},
    {"at": [0, 1], "card": "R"},
    {"at": [1, 1], "card": "S"},
    {"at": [2, 1], "card": "L"},
    {"at": [3, 1], "card": "P"},
    {"at": [4, 1], "card": "N", "tape": true, "marker": 1},
    {"at": [5, 1], "card": "W"},
    {"at": [6, 1], "card": "Y", "tape": true, "marker": 1},
    {"at": [0, 2], "card": "Z", "tape": true, "marker": 0},
    {"at": [1, 2], "card": "C", "marker": 0},
    {"at": [2, 2], "card": "D", "tape": true, "marker": 0},
    {"at": [3, 2], "card": "U"},
    {"at": [4, 2], "card": "B", "marker": 1},
    {"at": [5, 2], "card": "G"},
    {"at": [6, 2], "card": "H", "tape": true, "marker": 2},
    {"at": [0, 3], "card": "J"},
    {"at": [1, 3], "card": "K"},
    {"at": [2, 3], "card": "O", "tape": true, "marker": 0},
    {"at": [3, 3], "card": "T"},
    {"at": [4, 3], "card": "A", "tape": true, "marker": 2},
    {"at": [5, 3], "card": "M", "marker": 2},
    {"at": [6, 3], "card": "I", "tape": true, "marker": 2},
    {"at": [0, 4], "card": "E", "tape": true, "marker": 0},
    {"at": [1, 4], "card": "R", "tape": true, "marker": 0},
    {"at": [2, 4], "card": "S", "marker": 1},
    {"at": [3, 4], "card": "L"},
    {"at": [4, 4], "card": "P", "tape": true, "marker": 2},
    {"at": [5, 4], "card": "N", "marker": 1},
    {"at": [6, 4], "card": "W", "tape": true, "marker": 2}
  ],
  "players": [
    {"captured": ["A", "A", "E", "E", "I", "I", "O"]},
    {"captured": ["A", "A", "E", "I", "O", "U"]},
    {"captured": ["A", "E", "E", "I", "O", "O", "Y"]}
  ],
  "unlistedCards": "under-stack"
})";

TEST(Position, HandWrittenRulebookFinalPositionScores13_11_12) {
    const GameState s = loadOk(parsed(kFinalExample));
    EXPECT_EQ(s.phase, Phase::GameOver);
    const Scores scores = computeScores(s);
    ASSERT_EQ(scores.players.size(), 3u);
    EXPECT_EQ(scores.players[0].total(), 13);
    EXPECT_EQ(scores.players[1].total(), 11);
    EXPECT_EQ(scores.players[2].total(), 12);
    EXPECT_EQ(scores.players[0].zonePoints, 6);
    EXPECT_EQ(scores.winners, std::vector<PlayerId>{0});
    const Json json = scoresToJson(scores, s);
    EXPECT_EQ(json["zones"].size(), 4u);
    EXPECT_EQ(json["gameOver"], true);
    EXPECT_EQ(*loadPosition(writePosition(s)).value, s);
}

struct Refusal {
    std::string name;
    std::function<void(Json&)> edit;
    std::string path;
    std::string message;  // a part of it
};

Json manyMarkers(int count) {
    Json cells = Json::array();
    for (int i = 0; i < count; ++i)
        cells.push_back({{"at", {i, 0}}, {"card", "A"}, {"marker", 0}});
    return cells;
}

TEST(Position, RefusesEverythingMalformedOrImpossibleWithThePath) {
    const CardId firstA = testing::firstCard("A");
    const std::vector<Refusal> refusals = {
        {"unknown field", [](Json& j) { j["colour"] = "red"; }, "/colour", "unknown field"},
        {"unknown cell field", [](Json& j) { j["cells"][3]["colour"] = 1; }, "/cells/3/colour",
         "unknown field"},
        {"wrong format", [](Json& j) { j["format"] = "potega-slowa-record"; }, "/format",
         "must be"},
        {"newer version", [](Json& j) { j["version"] = 4; }, "/version", "unsupported version 4"},
        {"no version", [](Json& j) { j.erase("version"); }, "/version", "missing"},
        {"31 markers",
         [](Json& j) {
             j["cells"] = manyMarkers(31);
             j["options"]["players"] = 2;
             j["players"] = Json::array({Json::object(), Json::object()});
         },
         "/cells/30/marker", "more than 30 markers"},
        {"a card twice",
         [&](Json& j) {
             j["cells"][0]["card"] = "A#" + std::to_string(firstA);
             j["cells"][4]["card"] = firstA;
         },
         "/cells/4/card", "already at /cells/0/card"},
        {"two markers on a card",
         [](Json& j) {
             j["cells"][2]["marker"] = Json::array({0, 1});
         },
         "/cells/2/marker", "at most one marker"},
        {"marker of an absent player", [](Json& j) { j["cells"][2]["marker"] = 3; },
         "/cells/2/marker", "does not exist"},
        {"tape without a marker", [](Json& j) { j["cells"][2]["tape"] = true; }, "/cells/2",
         "tape card always carries"},
        {"wrong type", [](Json& j) { j["round"] = "one"; }, "/round", "must be an integer"},
        {"huge number", [](Json& j) { j["round"] = 1e300; }, "/round", "fractional"},
        {"huge integer", [](Json& j) { j["cells"][0]["at"][0] = 123456789012LL; }, "/cells/0/at/0",
         "out of range"},
        {"negative seed", [](Json& j) { j["options"]["seed"] = -1; }, "/options/seed", "from 0 to"},
        {"players out of range", [](Json& j) { j["options"]["players"] = 5; }, "/options/players",
         "out of range"},
        {"players disagree", [](Json& j) { j["options"]["players"] = 2; }, "/players",
         "3 players listed"},
        {"minimum word length", [](Json& j) { j["options"]["minWordLength"] = 1; },
         "/options/minWordLength", "out of range"},
        {"pool does not add up", [](Json& j) { j["players"][1]["pool"] = 29; }, "/players/1/pool",
         "a player has 30 markers"},
        {"a card nowhere", [](Json& j) { j.erase("unlistedCards"); }, "/stack", "is nowhere"},
        {"bad unlistedCards", [](Json& j) { j["unlistedCards"] = "shuffle"; }, "/unlistedCards",
         "under-stack"},
        {"not a letter", [](Json& j) { j["cells"][0]["card"] = "Q"; }, "/cells/0/card",
         "Polish letter"},
        {"too many of a letter",
         [](Json& j) {
             for (int i = 0; i < 3; ++i)
                 j["players"][i]["captured"] = Json::array({"T", "T"});
         },
         "/players/1/captured/0", "no T card left"},
        {"wrong letter for the number",
         [&](Json& j) { j["cells"][0]["card"] = "S#" + std::to_string(firstA); }, "/cells/0/card",
         "is A, not S"},
        {"a cell twice",
         [](Json& j) {
             j["cells"][7]["at"] = Json::array({0, 0});
         },
         "/cells/7/at", "already holds the card of /cells/0"},
        {"a cell is [x, y]",
         [](Json& j) {
             j["cells"][0]["at"] = Json::array({0, 0, 0});
         },
         "/cells/0/at", "[x, y]"},
        {"owned card by cell",
         [](Json& j) {
             j["players"][0]["sheet"] = Json::array({0, 0});
         },
         "/players/0/sheet", "not by cell"},
        {"place with an empty sheet", [](Json& j) { j["players"][0].erase("sheet"); }, "/phase",
         "needs a card"},
        {"turn number", [](Json& j) { j["turnNumber"] = 4; }, "/turnNumber", "expected 0"},
        {"unknown phase", [](Json& j) { j["phase"] = "lunch"; }, "/phase", "not a phase"},
        {"variant phase", [](Json& j) { j["phase"] = "actions"; }, "/phase", "variant"},
        {"frozen without the variant",
         [](Json& j) {
             j["cells"][1]["frozen"] = {{"by", 0}, {"untilTurn", 3}};
         },
         "/cells/1/frozen", "variant"},
        {"frozen tape",
         [](Json& j) {
             j["options"]["variant"] = true;
             j["cells"][1]["tape"] = true;
             j["cells"][1]["marker"] = 0;
             j["cells"][1]["frozen"] = {{"by", 0}, {"untilTurn", 3}};
         },
         "/cells/1/frozen", "only a letter card"},
        {"placed card not on the table",
         [](Json& j) {
             j["phase"] = "word";
             j["turn"] = {{"placed", Json::array({Json::array({9, 9})})}};
         },
         "/turn/placed/0", "no card lies at (9, 9)"},
        {"help offer of the active player",
         [](Json& j) {
             j["phase"] = "word";
             j["turn"] = {{"helpOffers", Json::array({{{"helper", 0},
                                                       {"word", "to"},
                                                       {"cards", {{1, 0}, {2, 0}}},
                                                       {"price", {{1, 0}}}}})}};
         },
         "/turn/helpOffers/0/helper", "cannot help themselves"},
        {"offer cards and word disagree",
         [](Json& j) {
             j["phase"] = "word";
             j["turn"] = {{"helpOffers", Json::array({{{"helper", 1},
                                                       {"word", "ot"},
                                                       {"cards", {{1, 0}, {2, 0}}},
                                                       {"price", {{1, 0}}}}})}};
         },
         "/turn/helpOffers/0/cards/0", "not the word's letter O"},
        {"rng",
         [](Json& j) {
             j["rng"] = Json::array({"0", "1", "2", "3"});
         },
         "/rng/0", "16 lowercase hexadecimal digits"},
        {"used word twice",
         [](Json& j) {
             j["usedWords"] = Json::array({"kot", "KOT"});
         },
         "/usedWords/1", "twice"},
        {"deck", [](Json& j) { j["deck"] = "tarot"; }, "/deck", "standard"},
        {"not an object", [](Json& j) { j = Json::array(); }, "", "must be an object"},
    };
    const Json base = parsed(kStomatolog);
    ASSERT_TRUE(positionFromJson(base).ok());
    for (const auto& r : refusals) {
        Json json = base;
        r.edit(json);
        const auto loaded = positionFromJson(json);
        ASSERT_FALSE(loaded.ok()) << r.name;
        EXPECT_EQ(loaded.error.path, r.path) << r.name << ": " << loaded.error.text();
        EXPECT_NE(loaded.error.message.find(r.message), std::string::npos)
            << r.name << ": " << loaded.error.text();
    }
}

// Found by fuzzing: a position whose placed card already held the mover's marker loaded, and a
// redraw then took the card back and lost the marker (29 markers left).
TEST(Position, RefusesAPlacedCardThatAlreadyHoldsAMarker) {
    Json json = parsed(kStomatolog);
    json["phase"] = "word";
    json["players"][0].erase("sheet");
    json["turn"]["placed"] = Json::array({"A#0"});
    json["cells"][4]["card"] = "A#0";  // the placed card, (4, 0), no marker yet
    ASSERT_TRUE(positionFromJson(json).ok()) << positionFromJson(json).error.text();
    Json withMarker = json;
    withMarker["cells"][4]["marker"] = 0;
    const auto loaded = positionFromJson(withMarker);
    ASSERT_FALSE(loaded.ok());
    EXPECT_EQ(loaded.error.path, "/turn/placed/0");
    EXPECT_NE(loaded.error.message.find("holds a marker"), std::string::npos)
        << loaded.error.text();
}

TEST(Position, RefusesAKeyTwiceInTheText) {
    const auto loaded = loadPosition(R"({"format": "potega-slowa-position", "version": 1,
                                         "version": 1})");
    ASSERT_FALSE(loaded.ok());
    EXPECT_EQ(loaded.error.path, "/version");
}

// Found by fuzzing: numbers read from text are unsigned JSON values, and their minimum was not
// checked ("players": 0 then divided by zero).
TEST(Position, RefusesNumbersBelowTheirMinimumInTheText) {
    const auto noPlayers = loadPosition(R"({"format": "potega-slowa-position", "version": 1,
                                            "options": {"players": 0}})");
    ASSERT_FALSE(noPlayers.ok());
    EXPECT_EQ(noPlayers.error.path, "/options/players");
    EXPECT_NE(noPlayers.error.message.find("out of range"), std::string::npos);

    const auto shortWords = loadPosition(R"({"format": "potega-slowa-position", "version": 1,
                                             "options": {"players": 2, "minWordLength": 1}})");
    ASSERT_FALSE(shortWords.ok());
    EXPECT_EQ(shortWords.error.path, "/options/minWordLength");
}

// Nothing from the file reaches a terminal raw: a control character in any echoed value or key
// is escaped, and a huge value is shortened.
bool printable(const std::string& message) {
    for (const char c : message) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7F) {
            return false;
        }
    }
    return message.find("\xc2\x9b") == std::string::npos;  // the C1 control sequence introducer
}

TEST(Position, EchoesTheFormatEscapedAndShortened) {
    const auto hostile =
        loadPosition(R"({"format": "\u001b[31m\u0007\u0000\u009b2J", "version": 1})");
    ASSERT_FALSE(hostile.ok());
    EXPECT_EQ(hostile.error.path, "/format");
    EXPECT_TRUE(printable(hostile.error.text())) << hostile.error.text();
    EXPECT_NE(hostile.error.message.find("\\u001b[31m\\u0007\\u0000\\u009b2J"), std::string::npos)
        << hostile.error.text();

    const std::string huge(15'000'000, 'x');
    const auto long_ = loadPosition(R"({"format": ")" + huge + R"(", "version": 1})");
    ASSERT_FALSE(long_.ok());
    EXPECT_LT(long_.error.text().size(), 200u) << long_.error.text().substr(0, 300);
    // The length is the JSON text's, its quotes included.
    EXPECT_TRUE(long_.error.message.ends_with("... (15000002 bytes)")) << long_.error.text();
}

TEST(Position, EchoesUnknownKeysAndBadSyntaxEscapedAndShortened) {
    const auto key = loadPosition(
        R"({"format": "potega-slowa-position", "version": 1, "\u001b]0;title\u0007": 1})");
    ASSERT_FALSE(key.ok());
    EXPECT_TRUE(printable(key.error.text())) << key.error.text();
    EXPECT_NE(key.error.path.find("\\u001b]0;title\\u0007"), std::string::npos) << key.error.text();
    const auto longKey = loadPosition(R"({"format": "potega-slowa-position", "version": 1, ")" +
                                      std::string(1'000'000, 'k') + R"(": 1})");
    ASSERT_FALSE(longKey.ok());
    EXPECT_LT(longKey.error.text().size(), 400u);
    // A syntax error quotes the last token read: here a string of a megabyte with a raw escape.
    const auto syntax = loadPosition("{\"format\": \"" + std::string(1'000'000, 'y') + "\x1b\"}");
    ASSERT_FALSE(syntax.ok());
    EXPECT_TRUE(printable(syntax.error.text())) << syntax.error.text().substr(0, 400);
    EXPECT_LT(syntax.error.text().size(), 400u);
}

TEST(Position, NeverCrashesOnTruncatedOrBitFlippedText) {
    dict::MemoryLexicon lexicon;
    Game game(optionsFor(4, true, 3), standardDeck(), lexicon);
    const std::string text = writePosition(game.state());
    int refused = 0;
    for (std::size_t cut = 0; cut < text.size(); cut += 7) {
        refused += loadPosition(text.substr(0, cut)).ok() ? 0 : 1;
    }
    EXPECT_EQ(refused, static_cast<int>((text.size() + 6) / 7));
    for (std::size_t i = 0; i < text.size(); i += 3) {
        std::string flipped = text;
        flipped[i] = static_cast<char>(flipped[i] ^ 0x04);
        const auto loaded = loadPosition(flipped);
        if (loaded.ok()) {  // a harmless change (a digit, a letter in a name): still consistent
            EXPECT_TRUE(findInconsistencies(*loaded.value).empty());
        }
    }
}

}  // namespace
}  // namespace ps::engine::io
