// potega-slowa-cli's game commands (src/cli/game_commands.cpp), run in-process: arguments,
// output and exit status. Words come from the committed test lexicon.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include <unistd.h>

#include "../cli/cli_run.h"
#include "../engine/random_actions.h"
#include "cli/commands.h"
#include "dictionary/dictionary.h"
#include "engine/io/action_json.h"
#include "engine/io/position.h"
#include "engine/io/random_play.h"
#include "engine/io/record.h"
#include "engine/io/standard_deck.h"
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
    EXPECT_NE(unknown.err.find("unknown option \"--colour\""), std::string::npos);
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

// --- apply --check: whether each action would be accepted now, and why not; nothing applied.

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST_F(GameCommands, ApplyCheckSaysOfEachActionWhetherItWouldBeAcceptedAndAppliesNone) {
    const auto position = file("start.json", kStomatolog);
    const std::string before = readAll(position);
    // Each action is asked of the position as given: the word after the placement is asked of
    // the place phase, so it is refused; had the placement been applied, it would be accepted.
    const auto actions = file("actions.json", R"([
        {"type": "place", "card": "T", "at": [5, 0]},
        {"type": "place", "card": "T", "at": [0, 0]},
        {"type": "place", "card": "T", "at": [9, 9]},
        {"type": "word", "word": "stomatolog"},
        {"type": "place", "card": "T", "at": [-1, 0]}
    ])");
    const CliRun r =
        run({"apply", "--position", position, "--actions", actions, "--dict", kLexicon, "--check"});
    EXPECT_EQ(r.status, kExitNegative) << r.err;
    const Json report = engine::io::testing::parsed(r.out);
    ASSERT_TRUE(report.is_array()) << r.out;
    ASSERT_EQ(report.size(), 5u);
    const std::vector<std::pair<bool, std::string>> expected = {{true, ""},
                                                                {false, "cell-occupied"},
                                                                {false, "cell-not-touching"},
                                                                {false, "wrong-phase"},
                                                                {true, ""}};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const Json& entry = report[i];
        EXPECT_EQ(entry["index"], i);
        EXPECT_EQ(entry["accepted"], expected[i].first) << entry.dump();
        if (expected[i].first) {
            EXPECT_FALSE(entry.contains("code")) << entry.dump();
            EXPECT_FALSE(entry.contains("message")) << entry.dump();
        } else {
            EXPECT_EQ(entry["code"], expected[i].second) << entry.dump();
            EXPECT_FALSE(entry["message"].get<std::string>().empty());
            EXPECT_NE(r.err.find("action " + std::to_string(i) + " would be refused (" +
                                 expected[i].second + ")"),
                      std::string::npos)
                << r.err;
        }
    }
    // The action as read, in its canonical form (the card named exactly).
    EXPECT_EQ(report[0]["action"]["type"], "place");
    EXPECT_TRUE(report[0]["action"]["card"].get<std::string>().starts_with("T#")) << report[0];
    EXPECT_EQ(report[3]["action"]["word"], "stomatolog");
    // Nothing changed: no position printed, the file as it was, and apply plays from it as before.
    EXPECT_FALSE(report.is_object());
    EXPECT_EQ(readAll(position), before);
    const auto played = file("played.json", R"([
        {"type": "place", "card": "T", "at": [5, 0]},
        {"type": "word", "word": "stomatolog"}
    ])");
    const CliRun checkedPlay =
        run({"apply", "--position", position, "--actions", played, "--dict", kLexicon, "--check"});
    const CliRun applied =
        run({"apply", "--position", position, "--actions", played, "--dict", kLexicon});
    ASSERT_EQ(applied.status, kExitOk) << applied.err;
    EXPECT_EQ(checkedPlay.status, kExitNegative);  // the word, asked of the place phase
    EXPECT_EQ(engine::io::testing::parsed(checkedPlay.out)[1]["code"], "wrong-phase");
    EXPECT_EQ(readAll(position), before);
}

TEST_F(GameCommands, ApplyCheckExitsZeroWhenEveryActionWouldBeAccepted) {
    const auto position = file("start.json", kStomatolog);
    const auto actions = file("actions.json", R"([
        {"type": "place", "card": "T", "at": [5, 0]},
        {"type": "place", "card": "T", "at": [-1, 1]}
    ])");
    const CliRun r =
        run({"apply", "--position", position, "--actions", actions, "--dict", kLexicon, "--check"});
    ASSERT_EQ(r.status, kExitOk) << r.err;
    EXPECT_TRUE(r.err.empty()) << r.err;
    const Json report = engine::io::testing::parsed(r.out);
    ASSERT_EQ(report.size(), 2u);
    for (const Json& entry : report)
        EXPECT_EQ(entry["accepted"], true) << entry.dump();
    // An empty list: nothing to refuse.
    const CliRun none = run({"apply", "--position", position, "--actions", file("none.json", "[]"),
                             "--dict", kLexicon, "--check"});
    EXPECT_EQ(none.status, kExitOk) << none.err;
    EXPECT_EQ(engine::io::testing::parsed(none.out), Json::array());
}

// A word's refusals in the word phase, each named by its code: the letters, the placed card,
// the dictionary (the player's own removals too), a word played before, and a word played
// before that the dictionary lacks (the table accepted it under the house rule), which is a
// repeat before it is an unknown word.
TEST_F(GameCommands, ApplyCheckNamesEachRefusalOfAWord) {
    const auto position = file("word.json", R"({
      "format": "potega-slowa-position", "version": 1,
      "options": {"players": 2, "seed": 7, "tableOverrulesDictionary": true},
      "phase": "word",
      "cells": [
        {"at": [0, 0], "card": "S"}, {"at": [1, 0], "card": "T"}, {"at": [2, 0], "card": "O"},
        {"at": [3, 0], "card": "M"}, {"at": [4, 0], "card": "A"}, {"at": [0, 1], "card": "O"},
        {"at": [1, 1], "card": "L"}, {"at": [2, 1], "card": "O"}, {"at": [3, 1], "card": "G"},
        {"at": [5, 0], "card": "T"}
      ],
      "players": [{}, {"sheet": "K"}],
      "usedWords": ["tomat"],
      "turn": {"placed": [[5, 0]]},
      "unlistedCards": "under-stack"
    })");
    const auto actions = file("words.json", R"([
        {"type": "word", "word": "stomatolog"},
        {"type": "word", "word": "stomatolog", "cards": [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0],
                                                         [5, 0], [1, 1], [0, 1], [2, 1], [3, 1]]},
        {"type": "word", "word": "kot"},
        {"type": "word", "word": "tomat"},
        {"type": "word", "word": "tomat", "tableAcceptsUnknown": true},
        {"type": "word", "word": "tomato"},
        {"type": "word", "word": "t"},
        {"type": "word", "word": "mol"}
    ])");
    const auto check = [&](std::vector<std::string> more = {}) {
        std::vector<std::string> args = {"apply", "--position", position, "--actions",
                                         actions, "--dict",     kLexicon, "--check"};
        args.insert(args.end(), more.begin(), more.end());
        return run(args);
    };
    const CliRun r = check();
    ASSERT_EQ(r.status, kExitNegative) << r.err;
    const Json report = engine::io::testing::parsed(r.out);
    ASSERT_EQ(report.size(), 8u) << r.out;
    const auto codeOf = [&](std::size_t i) {
        return report[i]["accepted"] == true ? std::string("accepted")
                                             : report[i]["code"].get<std::string>();
    };
    EXPECT_EQ(codeOf(0), "accepted");
    EXPECT_EQ(codeOf(1), "card-letter-mismatch");  // the L and an O swapped
    EXPECT_EQ(codeOf(2), "letter-missing");        // no K on the table
    EXPECT_EQ(codeOf(3), "already-played");        // not "not-in-dictionary"
    EXPECT_EQ(codeOf(4), "already-played");        // the table's acceptance claimed: still a repeat
    EXPECT_EQ(codeOf(5), "not-in-dictionary");     // spelled, never played, not a word
    EXPECT_EQ(codeOf(6), "word-too-short");
    EXPECT_EQ(codeOf(7), "placed-card-not-used");  // MOL leaves the placed T out
    // The player's own removal: the dictionary's word refused as not in it.
    const Json removed =
        engine::io::testing::parsed(check({"--remove", file("removed.txt", "stomatolog\n")}).out);
    EXPECT_EQ(removed[0]["code"], "not-in-dictionary") << removed[0];
}

// A form of a played word, and a redraw past the table's limit, while passing would be taken.
TEST_F(GameCommands, ApplyCheckNamesARelatedWordAndARedrawPastTheLimit) {
    const auto position = file("word.json", R"({
      "format": "potega-slowa-position", "version": 1,
      "options": {"players": 2, "seed": 7, "redrawLimit": 1},
      "phase": "word",
      "cells": [
        {"at": [0, 0], "card": "S"}, {"at": [1, 0], "card": "T"}, {"at": [2, 0], "card": "O"},
        {"at": [3, 0], "card": "M"}, {"at": [4, 0], "card": "A"}, {"at": [0, 1], "card": "O"},
        {"at": [1, 1], "card": "L"}, {"at": [2, 1], "card": "O"}, {"at": [3, 1], "card": "G"},
        {"at": [5, 0], "card": "T"}
      ],
      "players": [{"captured": ["K", "O"]}, {"sheet": "K"}],
      "usedWords": ["stomatologa", "kot"],
      "turn": {"placed": [[5, 0]], "redrawsUsed": 1},
      "unlistedCards": "under-stack"
    })");
    const auto actions = file("actions.json", R"([
        {"type": "word", "word": "stomatolog"},
        {"type": "word", "word": "kota"},
        {"type": "redraw"},
        {"type": "pass"}
    ])");
    const CliRun r =
        run({"apply", "--position", position, "--actions", actions, "--dict", kLexicon, "--check"});
    ASSERT_EQ(r.status, kExitNegative) << r.err;
    const Json report = engine::io::testing::parsed(r.out);
    ASSERT_EQ(report.size(), 4u) << r.out;
    EXPECT_EQ(report[0]["code"], "same-family");  // of STOMATOLOGA
    EXPECT_NE(report[0]["message"].get<std::string>().find("STOMATOLOGA"), std::string::npos);
    EXPECT_EQ(report[1]["code"], "same-family");  // of KOT, spelled with a captured K and O
    EXPECT_EQ(report[2]["code"], "redraw-limit-reached");
    EXPECT_EQ(report[3]["accepted"], true);
}

TEST_F(GameCommands, ApplyCheckRefusesBadArgumentsAndUnreadableActions) {
    const auto position = file("start.json", kStomatolog);
    const auto actions = file("actions.json", R"([{"type": "place", "card": "T", "at": [5, 0]}])");
    // --check applies nothing, so there are no events to print.
    EXPECT_EQ(run({"apply", "--position", position, "--actions", actions, "--dict", kLexicon,
                   "--check", "--events"})
                  .status,
              kExitUsage);
    const auto bad = file("bad.json", R"([{"type": "place", "card": "T", "at": [5]}])");
    const CliRun r =
        run({"apply", "--position", position, "--actions", bad, "--dict", kLexicon, "--check"});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_NE(r.err.find("/0/at"), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
}

// The refusals the random games below must meet (and `apply --check` report as the engine does).
// (No file names a player or a card the game lacks: the reader refuses those before the engine
// is asked. The rarer refusals are the engine's own tests' business, tests/engine/check_test.cpp.)
constexpr const char* kRefusalsMet[] = {
    "action-not-available", "already-played",    "card-count-mismatch",  "card-letter-mismatch",
    "card-not-available",   "card-not-on-sheet", "card-used-twice",      "cell-not-touching",
    "cell-occupied",        "game-over",         "invalid-price",        "invalid-target",
    "no-such-offer",        "not-awaited",       "not-in-dictionary",    "not-your-turn",
    "offer-limit-reached",  "pass-not-allowed",  "placed-card-not-used", "variant-off",
    "word-too-short",       "wrong-phase",       "counter-limit-reached"};

// The cards an action names exist in the deck (the random actions name missing ones too, which
// no file can name).
bool namesOnlyDeckCards(const engine::Action& action, const engine::Deck& deck) {
    const auto inDeck = [&](engine::CardId card) { return deck.contains(card); };
    return std::visit(
        [&](const auto& a) {
            bool ok = true;
            if constexpr (requires { a.card; })
                ok = ok && inDeck(a.card);
            if constexpr (requires { a.cards; })
                ok = ok && std::all_of(a.cards.begin(), a.cards.end(), inDeck);
            if constexpr (requires { a.price; })
                ok = ok && std::all_of(a.price.begin(), a.price.end(), inDeck);
            return ok;
        },
        action);
}

// What `apply --check` met in the random games below, and what it was asked.
struct CheckTally {
    std::map<std::string, int> refusals;
    int accepted = 0;
    int asked = 0;
};

// Asks `apply --check` (run in-process, the position written to a file) about the actions near
// the legal ones for this position (tests/engine/random_actions.h), legal or not, and expects
// the engine's own answer (Game::check) for each: accepted, or refused with the same code and
// message.
void expectTheEnginesAnswers(const engine::Game& game, engine::Rng& rng,
                             const std::filesystem::path& dir, CheckTally& tally) {
    const engine::Deck& deck = game.state().deck;
    std::vector<engine::Action> kept;
    Json list = Json::array();
    for (const engine::Action& action : engine::testing::nearActions(game, rng)) {
        if (!namesOnlyDeckCards(action, deck))
            continue;
        const Json written = engine::io::actionToJson(action, deck);
        const auto read = engine::io::actionFromJson(written, deck, &game.state());
        if (!read.ok() || engine::io::actionToJson(*read.value, deck) != written)
            continue;  // no file names it so (a player who is not at the table, say)
        kept.push_back(action);
        list.push_back(written);
    }
    const auto position = (dir / "position.json").string();
    const auto actions = (dir / "actions.json").string();
    std::ofstream(position) << engine::io::writePosition(game.state());
    std::ofstream(actions) << engine::io::formatJson(list);
    const CliRun r =
        run({"apply", "--position", position, "--actions", actions, "--dict", kLexicon, "--check"});
    ASSERT_NE(r.status, kExitUsage) << r.err;
    const Json report = engine::io::testing::parsed(r.out);
    ASSERT_EQ(report.size(), kept.size());
    bool allAccepted = true;
    for (std::size_t i = 0; i < kept.size(); ++i) {
        ++tally.asked;
        ASSERT_EQ(report[i]["index"], i);
        ASSERT_EQ(report[i]["action"], list[i]);
        const auto refusal = game.check(kept[i]);
        if (!refusal) {
            EXPECT_EQ(report[i]["accepted"], true) << report[i].dump();
            ++tally.accepted;
            continue;
        }
        allAccepted = false;
        const std::string code(engine::errorCodeName(refusal->code));
        ++tally.refusals[code];
        EXPECT_EQ(report[i]["accepted"], false) << report[i].dump();
        EXPECT_EQ(report[i]["code"], code) << report[i].dump();
        EXPECT_EQ(report[i]["message"], refusal->message);
    }
    EXPECT_EQ(r.status, allAccepted ? kExitOk : kExitNegative);
}

// Random games on the test lexicon, 2–4 players, with and without the black cards: at every
// step, and once the game is over, `apply --check` answers as the engine does. Every kind of
// refusal the games meet is so checked; the codes of kRefusalsMet must all come up.
TEST_F(GameCommands, ApplyCheckAnswersAsTheEngineForEveryRefusalOfRandomGames) {
    const auto dictionary = dict::Dictionary::load(kLexicon);
    const engine::io::WordSource words = [&dictionary](const engine::io::LetterCounts& available,
                                                       const engine::io::LetterCounts& required,
                                                       int minLength, std::size_t limit,
                                                       std::vector<Word>& out) {
        dict::AnagramQuery query;
        query.available = available;
        query.required = required;
        query.minLength = static_cast<std::size_t>(minLength);
        query.maxLength = 6;
        dictionary.forEachAnagram(query, [&](std::span<const Letter> word) {
            if (out.size() < limit)
                out.emplace_back(word.begin(), word.end());
        });
    };
    CheckTally tally;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        engine::GameOptions options;
        options.players = 2 + static_cast<int>(seed % 3);
        options.blackCardVariant = seed % 2 == 0;
        options.seed = seed;
        engine::Game game(options, engine::io::standardDeck(), dictionary);
        engine::io::RandomPlayer player(words, seed);
        engine::Rng rng(seed * 31 + 7);
        for (int step = 0; step < 1000 && !game.isOver(); ++step) {
            ASSERT_NO_FATAL_FAILURE(expectTheEnginesAnswers(game, rng, dir_, tally));
            const auto stepped = player.step(game);
            if (!stepped)
                break;
            ASSERT_FALSE(stepped->refusedLegal) << stepped->refusedLegal->message;
        }
        ASSERT_NO_FATAL_FAILURE(expectTheEnginesAnswers(game, rng, dir_, tally));
    }
    std::string met;
    for (const auto& [code, count] : tally.refusals)
        met += code + " " + std::to_string(count) + ", ";
    std::cout << tally.asked << " actions asked, " << tally.accepted
              << " would be accepted; refusals: " << met << "\n";
    EXPECT_GT(tally.accepted, 0);
    for (const char* code : kRefusalsMet)
        EXPECT_TRUE(tally.refusals.contains(code)) << code << " never came up; met: " << met;
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

// A whole game of placing and passing, to its end.
std::string finishedPassingRecord() {
    dict::MemoryLexicon lexicon;
    engine::GameOptions options = engine::io::testing::optionsFor(2, false, 9);
    options.redrawLimit = 0;
    engine::io::Record record{options, engine::io::standardDeck(), {}};
    engine::Game game(options, engine::io::standardDeck(), lexicon);
    while (!game.isOver()) {
        const engine::Action action = game.legalActions().front();
        EXPECT_TRUE(game.apply(action).ok());
        record.actions.push_back(action);
    }
    return engine::io::writeRecord(record);
}

TEST_F(GameCommands, AnalyzePrintsEveryTurnTheMistakesAndTheChances) {
    const auto record = file("game.json", finishedPassingRecord());
    const CliRun r = run({"analyze", record, "--dict", kLexicon, "--deals", "2", "--candidates",
                          "3", "--player", "2"});
    ASSERT_EQ(r.status, kExitOk) << r.err;
    // Player 2's six turns, one line each, then the mistakes and a chance line per player.
    std::istringstream lines(r.out);
    std::string line;
    int turns = 0;
    while (std::getline(lines, line)) {
        if (std::regex_search(line, std::regex(R"(^ +[0-9]+ +[1-6] +2  \(no word\))"))) {
            ++turns;
            EXPECT_NE(line.find("%"), std::string::npos) << line;
        }
    }
    EXPECT_EQ(turns, 6) << r.out;
    EXPECT_NE(r.out.find("biggest mistakes:"), std::string::npos);
    EXPECT_NE(r.out.find("  player 1:"), std::string::npos);
    EXPECT_NE(r.out.find("6 turns analysed in"), std::string::npos) << r.out;
}

TEST_F(GameCommands, AnalyzeJsonReadsBackAndBadInputIsRefused) {
    const auto record = file("game.json", finishedPassingRecord());
    const CliRun r =
        run({"analyze", record, "--dict", kLexicon, "--deals", "2", "--candidates", "3", "--json"});
    ASSERT_EQ(r.status, kExitOk) << r.err;
    const Json analysis = engine::io::testing::parsed(r.out);
    EXPECT_EQ(analysis["format"], "potega-slowa-analysis");
    EXPECT_EQ(analysis["turns"].size(), 12U);
    EXPECT_EQ(analysis["complete"], true);
    EXPECT_EQ(analysis["budget"]["deals"], 2);
    // A game not over, a player the game does not have, both a number of deals and a time.
    Json unfinished = engine::io::testing::parsed(finishedPassingRecord());
    unfinished["actions"].erase(unfinished["actions"].end() - 1);
    const CliRun notOver =
        run({"analyze", file("unfinished.json", unfinished.dump()), "--dict", kLexicon});
    EXPECT_EQ(notOver.status, kExitUsage);
    EXPECT_NE(notOver.err.find("not over"), std::string::npos) << notOver.err;
    const CliRun seat = run({"analyze", record, "--dict", kLexicon, "--player", "3"});
    EXPECT_EQ(seat.status, kExitUsage);
    EXPECT_NE(seat.err.find("the game has 2 players"), std::string::npos) << seat.err;
    EXPECT_EQ(
        run({"analyze", record, "--dict", kLexicon, "--deals", "2", "--think-ms", "5"}).status,
        kExitUsage);
}

// A 16 MB record of a million passes: refused by the loader's memory budget before it is built
// (it once took 301 MB), with status 2 and the file named.
TEST_F(GameCommands, ReplayRefusesARecordTooDenseToReadBeforeBuildingIt) {
    engine::io::Record record;
    record.options.seed = 5;
    record.deck = engine::io::standardDeck();
    record.actions.assign(1'000'000, engine::Pass{});
    const std::string path = file("passes.json", engine::io::recordToJson(record).dump());
    const CliRun r = run({"replay", path, "--dict", kLexicon});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_NE(r.err.find("passes.json: (document): too dense to read"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace ps::cli
