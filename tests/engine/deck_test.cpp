// The deck file (assets/deck.json, docs/deck.md): the real file loads, malformed ones are refused.

#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "engine/deck.h"
#include "test_util.h"

namespace ps::engine::testing {
namespace {

std::string deckText() {
    std::ifstream in(POTEGA_DECK_FILE);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(Deck, StandardDeckFileLoads) {
    const auto load = loadDeckFile(POTEGA_DECK_FILE);
    ASSERT_TRUE(load.deck) << load.error;
    const Deck& deck = *load.deck;
    ASSERT_EQ(deck.size(), 110);
    int blue = 0;
    std::map<BlackAction, Letter> black;
    for (const auto& card : deck.cards()) {
        if (card.colour == Colour::Blue) {
            ++blue;
            EXPECT_EQ(card.action, BlackAction::None);
        } else {
            black[card.action] = card.letter;
        }
    }
    EXPECT_EQ(blue, 102);
    ASSERT_EQ(black.size(), 8u);
    EXPECT_EQ(black[BlackAction::Jadro], ps::word("ą")[0]);
    EXPECT_EQ(black[BlackAction::DoubleUse], ps::word("ź")[0]);
    EXPECT_EQ(black[BlackAction::Gel], ps::word("ż")[0]);
    TestLexicon lexicon;
    GameOptions options;
    options.players = 4;
    Game game(options, deck, lexicon);
    expectConsistent(game.state());
}

TEST(Deck, MissingFileIsRefused) {
    const auto load = loadDeckFile("/nonexistent/deck.json");
    EXPECT_FALSE(load.deck);
    EXPECT_NE(load.error.find("/nonexistent/deck.json"), std::string::npos);
}

TEST(Deck, MalformedDeckIsRefusedNamingTheField) {
    const auto good = nlohmann::json::parse(deckText());
    auto refused = [&](auto change, std::string_view expected) {
        auto j = good;
        change(j);
        const auto load = parseDeckJson(j.dump());
        EXPECT_FALSE(load.deck) << "accepted a deck after change expecting: " << expected;
        EXPECT_NE(load.error.find(expected), std::string::npos) << load.error;
    };
    refused([](auto& j) { j["format"] = "other"; }, "deck.format");
    refused([](auto& j) { j["version"] = 2; }, "deck.version");
    refused([](auto& j) { j["extra"] = 1; }, "unknown field");
    refused([](auto& j) { j["cards"][3]["colour"] = "red"; }, "deck.cards[3].colour");
    refused([](auto& j) { j["cards"][3].erase("landmark"); }, "deck.cards[3].landmark");
    refused([](auto& j) { j["cards"][3]["letter"] = "a"; }, "deck.cards[3].letter");
    refused([](auto& j) { j["cards"][3]["letter"] = "Q"; }, "deck.cards[3].letter");
    refused([](auto& j) { j["cards"][3]["action"] = "jadro-mocy"; }, "deck.cards[3].action");
    refused([](auto& j) { j["cards"][4]["landmark"] = j["cards"][3]["landmark"]; },
            "appears twice");
    refused([](auto& j) { j["cards"].erase(j["cards"].begin()); }, "110 cards");
    refused([](auto& j) { j["cards"][109]["action"] = "unknown-action"; }, "unknown action");
    refused(
        [](auto& j) {
            for (auto& c : j["cards"]) {
                if (c.contains("action") && c["action"] == "jadro-mocy")
                    c["action"] = "pekaty-blaster";
            }
        },
        "belongs on");
    EXPECT_FALSE(parseDeckJson("{not json").deck);
    EXPECT_FALSE(parseDeckJson("[]").deck);
}

}  // namespace
}  // namespace ps::engine::testing
