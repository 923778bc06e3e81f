// A quick random-play smoke test (the formats helper owns the big invariant suite): random legal
// games on the real deck with a dictionary that accepts every word, checking the state stays
// consistent after every action and that every game ends.

#include "engine/deck.h"
#include "engine/rng.h"
#include "random_player.h"
#include "test_util.h"

namespace ps::engine::testing {
namespace {

GameState playRandomGame(const Deck& deck, int players, bool variant, std::uint64_t seed) {
    TestLexicon lexicon;
    lexicon.acceptEverything();
    GameOptions options;
    options.players = players;
    options.blackCardVariant = variant;
    options.seed = seed;
    Game game(options, deck, lexicon);
    Rng rng(seed ^ 0x5eedULL);
    int actions = 0;
    int words = 0;
    while (!game.isOver()) {
        EXPECT_LT(++actions, 5000) << "the game does not end";
        if (actions >= 5000)
            return game.state();
        const auto result = randomStep(game, rng);
        EXPECT_TRUE(result.ok()) << result.error->message;
        if (!result.ok())
            return game.state();
        words += countEvents<WordPlayed>(result.events);
        const auto problems = findInconsistencies(game.state());
        EXPECT_TRUE(problems.empty()) << problems.front();
        if (!problems.empty())
            return game.state();
        const Game copy = game;
        EXPECT_EQ(copy.state(), game.state());
    }
    const auto scores = game.scores();
    int captured = 0;
    for (const auto& p : game.state().players)
        captured += static_cast<int>(p.captured.size());
    int total = 0;
    for (const auto& p : scores.players)
        total += p.capturedCards;
    EXPECT_EQ(total, captured);
    EXPECT_FALSE(scores.winners.empty());
    EXPECT_GT(words, 0) << "the random player never managed a word";
    return game.state();
}

TEST(RandomPlay, GamesStayConsistentAndEnd) {
    const auto load = loadDeckFile(POTEGA_DECK_FILE);
    ASSERT_TRUE(load.deck) << load.error;
    std::uint64_t seed = 1;
    for (int players = 2; players <= 4; ++players) {
        for (bool variant : {false, true}) {
            for (int i = 0; i < 8; ++i) {
                playRandomGame(*load.deck, players, variant, seed++);
                if (::testing::Test::HasFailure())
                    return;
            }
        }
    }
}

// The game is a function of its options, seed and actions.
TEST(RandomPlay, SameSeedAndActionsGiveTheSameGame) {
    const auto load = loadDeckFile(POTEGA_DECK_FILE);
    ASSERT_TRUE(load.deck) << load.error;
    const GameState a = playRandomGame(*load.deck, 4, true, 77);
    const GameState b = playRandomGame(*load.deck, 4, true, 77);
    EXPECT_EQ(a, b);
    EXPECT_EQ(a.phase, Phase::GameOver);
    const GameState c = playRandomGame(*load.deck, 4, true, 78);
    EXPECT_NE(a, c);
}

}  // namespace
}  // namespace ps::engine::testing
