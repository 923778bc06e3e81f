// potega-slowa-cli's game commands (src/cli/game_commands.cpp), run in-process: arguments,
// output and exit status. Words come from the committed test lexicon.

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "../cli/cli_run.h"
#include "cli/commands.h"
#include "engine/io/position.h"
#include "engine/io/record.h"
#include "test_support.h"

namespace ps::cli {
namespace {

using engine::io::Json;

class GameCommands : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = std::filesystem::temp_directory_path() /
               ("potega-cli-test-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }

    std::string file(const std::string& name, const std::string& text) const {
        const auto path = (dir_ / name).string();
        std::ofstream(path) << text;
        return path;
    }

    std::filesystem::path dir_;
};

constexpr const char* kLexicon = POTEGA_TEST_LEXICON;

// Jagoda (player 0) holds a T; the layout has S T O M A O L O G among others.
constexpr const char* kStomatolog = R"({
  "format": "potega-slowa-position", "version": 1,
  "options": {"players": 3, "seed": 7},
  "cells": [
    {"at": [0, 0], "card": "S"}, {"at": [1, 0], "card": "T"}, {"at": [2, 0], "card": "O"},
    {"at": [3, 0], "card": "M"}, {"at": [4, 0], "card": "A"}, {"at": [0, 1], "card": "O"},
    {"at": [1, 1], "card": "L"}, {"at": [2, 1], "card": "O"}, {"at": [3, 1], "card": "G"}
  ],
  "players": [{"sheet": "T"}, {"sheet": "K"}, {"sheet": "E"}],
  "unlistedCards": "under-stack"
})";

TEST_F(GameCommands, NewPrintsALoadableStartingPositionThatTheSeedFixes) {
    const CliRun first = run({"new", "--players", "3", "--seed", "42", "--variant"});
    ASSERT_EQ(first.status, kExitOk) << first.err;
    const auto loaded = engine::io::loadPosition(first.out);
    ASSERT_TRUE(loaded.ok()) << loaded.error.text();
    EXPECT_EQ(loaded.value->players.size(), 3u);
    EXPECT_TRUE(loaded.value->options.blackCardVariant);
    EXPECT_EQ(loaded.value->table.size(), 25u);
    EXPECT_EQ(run({"new", "--players=3", "--seed=42", "--variant"}).out, first.out);
    EXPECT_NE(run({"new", "--players", "3", "--seed", "43"}).out, first.out);
    EXPECT_FALSE(loaded.value->options.tableOverrulesDictionary);
}

TEST_F(GameCommands, NewTakesTheHouseRuleThatTheTableMayOverruleTheDictionary) {
    const CliRun made = run({"new", "--players", "2", "--seed", "7", "--table-overrules"});
    ASSERT_EQ(made.status, kExitOk) << made.err;
    const auto loaded = engine::io::loadPosition(made.out);
    ASSERT_TRUE(loaded.ok()) << loaded.error.text();
    EXPECT_TRUE(loaded.value->options.tableOverrulesDictionary);
}

TEST_F(GameCommands, NewRefusesBadArguments) {
    EXPECT_EQ(run({"new"}).status, kExitUsage);
    EXPECT_EQ(run({"new", "--players", "5"}).status, kExitUsage);
    EXPECT_EQ(run({"new", "--players", "2", "--seed", "-1"}).status, kExitUsage);
    EXPECT_EQ(run({"new", "--players", "2", "--min-length", "9"}).status, kExitUsage);
    const CliRun unknown = run({"new", "--players", "2", "--colour", "red"});
    EXPECT_EQ(unknown.status, kExitUsage);
    EXPECT_NE(unknown.err.find("unknown option --colour"), std::string::npos);
}

TEST_F(GameCommands, ApplyPlaysTheActionsAndPrintsThePosition) {
    const auto position = file("start.json", kStomatolog);
    const auto actions = file("actions.json", R"([
        {"type": "place", "card": "T", "at": [5, 0]},
        {"type": "word", "word": "stomatolog"}
    ])");
    const CliRun r =
        run({"apply", "--position", position, "--actions", actions, "--dict", kLexicon});
    ASSERT_EQ(r.status, kExitOk) << r.err;
    const auto after = engine::io::loadPosition(r.out);
    ASSERT_TRUE(after.ok()) << after.error.text();
    EXPECT_EQ(after.value->players[0].pool, 20);
    EXPECT_EQ(after.value->usedWords, std::vector<Word>{ps::word("stomatolog")});
    EXPECT_EQ(after.value->currentPlayer, 1);

    const CliRun events = run(
        {"apply", "--position", position, "--actions", actions, "--dict", kLexicon, "--events"});
    ASSERT_EQ(events.status, kExitOk) << events.err;
    const Json both = engine::io::testing::parsed(events.out);
    EXPECT_EQ(both["events"][0]["type"], "card-placed");
    EXPECT_TRUE(engine::io::positionFromJson(both["position"]).ok());
}

TEST_F(GameCommands, ApplyReportsTheFirstRefusedActionWithItsIndex) {
    const auto position = file("start.json", kStomatolog);
    const auto actions = file("actions.json", R"([
        {"type": "place", "card": "T", "at": [5, 0]},
        {"type": "word", "word": "kot"},
        {"type": "pass"}
    ])");
    const CliRun r =
        run({"apply", "--position", position, "--actions", actions, "--dict", kLexicon});
    EXPECT_EQ(r.status, kExitNegative);
    const Json refused = engine::io::testing::parsed(r.out);
    EXPECT_EQ(refused["refused"], 1);
    EXPECT_EQ(refused["action"]["word"], "kot");
    EXPECT_FALSE(refused["message"].get<std::string>().empty());
    EXPECT_NE(r.err.find("action 1 refused"), std::string::npos);
}

TEST_F(GameCommands, ApplyTakesTheOwnWordsAndTheTablesAcceptanceOverTheDictionary) {
    const auto position = file("start.json", kStomatolog);
    const auto tomat = file("tomat.json", R"([
        {"type": "place", "card": "T", "at": [5, 0]},
        {"type": "word", "word": "tomat"}
    ])");
    const auto apply = [&](const std::string& positionPath, const std::string& actions,
                           std::vector<std::string> more = {}) {
        std::vector<std::string> args = {"apply", "--position", positionPath, "--actions",
                                         actions, "--dict",     kLexicon};
        args.insert(args.end(), more.begin(), more.end());
        return run(args);
    };
    // Not in the test dictionary: refused, unless the player's own words add it.
    const CliRun refused = apply(position, tomat);
    ASSERT_EQ(refused.status, kExitNegative) << refused.err;
    EXPECT_EQ(engine::io::testing::parsed(refused.out)["code"], "not-in-dictionary");
    const CliRun added = apply(position, tomat, {"--add", file("added.txt", "tomat\n")});
    ASSERT_EQ(added.status, kExitOk) << added.err;
    // A word removed by the player is refused though the dictionary holds it.
    const auto stomatolog = file("stomatolog.json", R"([
        {"type": "place", "card": "T", "at": [5, 0]},
        {"type": "word", "word": "stomatolog"}
    ])");
    const CliRun removed =
        apply(position, stomatolog, {"--remove", file("removed.txt", "stomatolog\n")});
    EXPECT_EQ(removed.status, kExitNegative) << removed.err;
    EXPECT_EQ(apply(position, stomatolog, {"--add", file("bad.txt", "k0t\n")}).status, kExitUsage);

    // Under the house rule the table's acceptance is in the action: no list needed.
    std::string houseRule = kStomatolog;
    houseRule.replace(houseRule.find(R"("seed": 7})"), 10,
                      R"("seed": 7, "tableOverrulesDictionary": true})");
    const auto accepted = file("accepted.json", R"([
        {"type": "place", "card": "T", "at": [5, 0]},
        {"type": "word", "word": "tomat", "tableAcceptsUnknown": true}
    ])");
    const CliRun byTable = apply(file("house.json", houseRule), accepted, {"--events"});
    ASSERT_EQ(byTable.status, kExitOk) << byTable.err;
    const Json report = engine::io::testing::parsed(byTable.out);
    bool markedByTable = false;
    for (const Json& event : report["events"]) {
        if (event["type"] == "word-played") {
            markedByTable = event.value("byTable", false);
        }
    }
    EXPECT_TRUE(markedByTable);
    EXPECT_EQ(apply(position, accepted).status, kExitNegative);  // the option is off there
}

TEST_F(GameCommands, ApplyRefusesMalformedFilesWithThePath) {
    const auto position = file("start.json", kStomatolog);
    const auto badActions = file("bad.json", R"([{"type": "place", "card": "T", "at": [5]}])");
    const CliRun r =
        run({"apply", "--position", position, "--actions", badActions, "--dict", kLexicon});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_NE(r.err.find("/0/at"), std::string::npos) << r.err;

    const auto badPosition = file("bad-position.json", R"({"format": "potega-slowa-position",
        "version": 1, "options": {"players": 2}, "cells": [{"at": [0, 0], "card": "A",
        "marker": 2}], "unlistedCards": "under-stack"})");
    const CliRun p =
        run({"apply", "--position", badPosition, "--actions", badActions, "--dict", kLexicon});
    EXPECT_EQ(p.status, kExitUsage);
    EXPECT_NE(p.err.find("/cells/0/marker: player 2 does not exist"), std::string::npos) << p.err;
    EXPECT_EQ(
        run({"apply", "--position", (dir_ / "missing.json").string(), "--actions", badActions})
            .status,
        kExitUsage);
}

TEST_F(GameCommands, ScorePrintsTheBreakdownWithTheZones) {
    const auto position = file("zone.json", R"({
      "format": "potega-slowa-position", "version": 1, "options": {"players": 2},
      "cells": [
        {"at": [0, 0], "card": "A", "tape": true, "marker": 0},
        {"at": [0, 1], "card": "B", "tape": true, "marker": 0},
        {"at": [0, 2], "card": "C", "marker": 0},
        {"at": [0, 3], "card": "D", "tape": true, "marker": 0},
        {"at": [1, 0], "card": "E", "tape": true, "marker": 1}
      ],
      "players": [{"sheet": "F"}, {"sheet": "G", "captured": ["H", "I", "J", "K"]}],
      "unlistedCards": "under-stack"
    })");
    const CliRun r = run({"score", "--position", position});
    ASSERT_EQ(r.status, kExitOk) << r.err;
    const Json scores = engine::io::testing::parsed(r.out);
    EXPECT_EQ(scores["format"], "potega-slowa-scores");
    EXPECT_EQ(scores["players"][0]["zonePoints"], 3);
    EXPECT_EQ(scores["players"][0]["total"], 3);
    EXPECT_EQ(scores["players"][1]["total"], 4);
    ASSERT_EQ(scores["zones"].size(), 1u);
    EXPECT_EQ(scores["zones"][0]["links"], Json::array({Json::array({0, 2})}));
    EXPECT_EQ(scores["winners"], Json::array({1}));
    EXPECT_EQ(run({"score"}).status, kExitUsage);
}

// A record of two rounds of placing and passing (no dictionary word needed).
std::string passingRecord() {
    dict::MemoryLexicon lexicon;
    engine::GameOptions options = engine::io::testing::optionsFor(2, false, 9);
    options.redrawLimit = 0;
    engine::io::Record record{options, engine::io::standardDeck(), {}};
    engine::Game game(options, engine::io::standardDeck(), lexicon);
    while (game.state().round <= 2) {
        const engine::Action action = game.legalActions().front();
        EXPECT_TRUE(game.apply(action).ok());
        record.actions.push_back(action);
    }
    return engine::io::writeRecord(record);
}

TEST_F(GameCommands, ReplayChecksARecordAndPrintsTheScores) {
    const auto record = file("game.json", passingRecord());
    const CliRun r = run({"replay", record, "--dict", kLexicon});
    ASSERT_EQ(r.status, kExitOk) << r.err;
    const Json scores = engine::io::testing::parsed(r.out);
    EXPECT_EQ(scores["format"], "potega-slowa-scores");
    EXPECT_EQ(scores["round"], 3);
    EXPECT_GT(scores["actions"].get<int>(), 4);
}

TEST_F(GameCommands, ReplayStopsAtTheFirstRefusedAction) {
    Json record = engine::io::testing::parsed(passingRecord());
    record["actions"].insert(record["actions"].begin() + 2, Json{{"type", "redraw"}});
    const CliRun r = run({"replay", file("game.json", record.dump()), "--dict", kLexicon});
    EXPECT_EQ(r.status, kExitNegative);
    EXPECT_EQ(engine::io::testing::parsed(r.out)["refused"], 2);
    const CliRun malformed =
        run({"replay", file("bad.json", R"({"format": "x"})"), "--dict", kLexicon});
    EXPECT_EQ(malformed.status, kExitUsage);
    EXPECT_NE(malformed.err.find("/format"), std::string::npos);
}

TEST_F(GameCommands, SimulatePlaysRandomGamesAndPrintsStatistics) {
    const CliRun r = run({"simulate", "--games", "4", "--players", "3", "--seed", "5", "--variant",
                          "--dict", kLexicon, "--json"});
    ASSERT_EQ(r.status, kExitOk) << r.err;
    const Json stats = engine::io::testing::parsed(r.out);
    EXPECT_EQ(stats["games"], 4);
    EXPECT_EQ(stats["players"], 3);
    EXPECT_EQ(stats["stuckGames"], 0);
    for (const char* key :
         {"meanScore", "capturesPerGame", "wordsPerGame", "stackRanOutShare", "gamesPerSecond"}) {
        EXPECT_TRUE(stats[key].is_number()) << key;
    }
    const CliRun text = run({"simulate", "--games", "2", "--dict", kLexicon});
    ASSERT_EQ(text.status, kExitOk) << text.err;
    EXPECT_NE(text.out.find("games per second"), std::string::npos);
    EXPECT_EQ(run({"simulate", "--games", "0", "--dict", kLexicon}).status, kExitUsage);
}

}  // namespace
}  // namespace ps::cli
