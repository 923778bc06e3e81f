// Engine defects found by the random games, each as a minimal test. A defect not fixed yet is
// disabled (DISABLED_ prefix) so that the suite stays green; run those with
//   ps_engine_io_tests --gtest_also_run_disabled_tests --gtest_filter='*EngineGap*'
// Fixed ones stay here as regression tests.

#include "engine/io/action_json.h"
#include "test_support.h"

namespace ps::engine::io {
namespace {

// Player 0 has placed a T at (0, 0) and looks for a word; player 1 can help with "to".
constexpr const char* kHelpPosition = R"({
  "format": "potega-slowa-position", "version": 1,
  "options": {"players": 2},
  "phase": "word",
  "cells": [{"at": [0, 0], "card": "T"}, {"at": [1, 0], "card": "O"}, {"at": [2, 0], "card": "K"}],
  "players": [{}, {"sheet": "E"}],
  "turn": {"placed": [[0, 0]]},
  "unlistedCards": "under-stack"
})";

// Rules D18: the active player may counter with any letter cards; the helper may accept only a
// price of cards of their word. legalActions() offered the helper that acceptance, which
// apply() then refused ("the price may only name cards of the word"). Fixed in 8335c9a.
TEST(EngineGap, LegalActionsOffersNoAcceptanceOfACounterOutsideTheWord) {
    dict::MemoryLexicon lexicon;
    lexicon.addWords({"to"});
    const GameState start = testing::loadOk(testing::parsed(kHelpPosition));
    Game game(start, lexicon);
    const CardId t = findCell(start, Cell{0, 0})->card;
    const CardId o = findCell(start, Cell{1, 0})->card;
    const CardId k = findCell(start, Cell{2, 0})->card;
    ASSERT_TRUE(game.apply(HelpOffer{1, ps::word("to"), {t, o}, {o}}).ok());
    ASSERT_TRUE(game.apply(HelpCounter{1, 0, {k}}).ok());  // K is not in the helper's word
    for (const Action& action : game.legalActions()) {
        Game copy = game;
        const Result result = copy.apply(action);
        EXPECT_TRUE(result.ok()) << "legalActions() offers "
                                 << actionToJson(action, start.deck).dump()
                                 << ", apply() refuses it: " << result.error->message;
    }
}

}  // namespace
}  // namespace ps::engine::io
