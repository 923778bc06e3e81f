// Records: exact round-trips, replays that reproduce the game, refusals with the path, and a
// replay that stops at the first refused action.

#include "engine/io/record.h"

#include "engine/io/action_json.h"
#include "test_support.h"

namespace ps::engine::io {
namespace {

using testing::optionsFor;
using testing::parsed;

// A short game: each player places the sheet card on the first legal cell and passes when the
// redraws are used up (redraw limit 0), for two whole rounds.
Record shortRecord(int players) {
    dict::MemoryLexicon lexicon;
    GameOptions options = optionsFor(players, false, 77);
    options.redrawLimit = 0;
    Record record{options, standardDeck(), {}};
    Game game(options, standardDeck(), lexicon);
    while (game.state().round <= 2 && !game.isOver()) {
        const auto legal = game.legalActions();
        EXPECT_FALSE(legal.empty());
        const Action action = legal.front();
        EXPECT_TRUE(game.apply(action).ok());
        record.actions.push_back(action);
    }
    return record;
}

TEST(Record, RoundTripsExactly) {
    const Record record = shortRecord(3);
    ASSERT_GT(record.actions.size(), 6u);
    const std::string text = writeRecord(record);
    const auto loaded = loadRecord(text);
    ASSERT_TRUE(loaded.ok()) << loaded.error.text();
    EXPECT_EQ(*loaded.value, record);
    EXPECT_EQ(writeRecord(*loaded.value), text);
}

TEST(Record, ReplayReproducesTheGame) {
    const Record record = shortRecord(2);
    dict::MemoryLexicon lexicon;
    Game game(record.options, record.deck, lexicon);
    for (const Action& action : record.actions)
        ASSERT_TRUE(game.apply(action).ok());
    const ReplayResult replayed = replay(*loadRecord(writeRecord(record)).value, lexicon);
    ASSERT_TRUE(replayed.ok()) << replayed.failure->error.message;
    EXPECT_EQ(replayed.applied, record.actions.size());
    EXPECT_EQ(replayed.state, game.state());
}

TEST(Record, ReplayStopsAtTheFirstRefusedActionWithItsIndex) {
    Record record = shortRecord(2);
    record.actions.insert(record.actions.begin() + 3, Redraw{});  // limit 0: never allowed
    dict::MemoryLexicon lexicon;
    const ReplayResult replayed = replay(record, lexicon);
    ASSERT_FALSE(replayed.ok());
    EXPECT_EQ(replayed.failure->index, 3u);
    EXPECT_EQ(replayed.applied, 3u);
    EXPECT_FALSE(replayed.failure->error.message.empty());
}

TEST(Record, ReadsAHandWrittenRecord) {
    const auto loaded = loadRecord(R"({
      "format": "potega-slowa-record", "version": 1,
      "options": {"players": 2, "seed": 5, "redrawLimit": 0},
      "actions": [{"type": "pass"}, {"type": "end-turn"}]
    })");
    ASSERT_TRUE(loaded.ok()) << loaded.error.text();
    EXPECT_EQ(loaded.value->deck, standardDeck());
    EXPECT_EQ(loaded.value->options.minWordLength, 2);
    EXPECT_EQ(loaded.value->actions, (std::vector<Action>{Pass{}, EndTurn{}}));
}

TEST(Record, RefusesMalformedRecordsWithThePath) {
    const std::vector<std::pair<std::string, std::string>> refusals = {
        {R"({"format": "potega-slowa-record", "version": 1, "options": {"players": 2},
             "actions": [{"type": "pass"}, {"type": "place", "card": "T", "at": [0, 0]}]})",
         "/actions/1/card"},
        {R"({"format": "potega-slowa-record", "version": 1, "options": {"players": 2},
             "actions": {}})",
         "/actions"},
        {R"({"format": "potega-slowa-record", "version": 1, "options": {}, "actions": []})",
         "/options/players"},
        {R"({"format": "potega-slowa-record", "version": 1, "options": {"players": 2},
             "actions": [], "result": 3})",
         "/result"},
        {R"({"format": "potega-slowa-position", "version": 1, "options": {"players": 2},
             "actions": []})",
         "/format"},
        {R"({"format": "potega-slowa-record", "version": 7, "options": {"players": 2},
             "actions": []})",
         "/version"},
        {R"({"format": "potega-slowa-record", "version": 1,
             "options": {"players": 2, "startPlayer": 2}, "actions": []})",
         "/options/startPlayer"},
    };
    for (const auto& [text, path] : refusals) {
        const auto loaded = loadRecord(text);
        ASSERT_FALSE(loaded.ok()) << text;
        EXPECT_EQ(loaded.error.path, path) << loaded.error.text();
    }
}

}  // namespace
}  // namespace ps::engine::io
