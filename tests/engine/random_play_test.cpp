// A quick random-play smoke test (tests/engine_io holds the big invariant suite): random legal
// games on the real deck with a dictionary that accepts every word, checking the state stays
// consistent after every action and that every game ends. The random player is the formats
// layer's (engine::io::RandomPlayer, the CLI's `simulate` too), with random card arrangements
// for words.

#include "engine/deck.h"
#include "random_actions.h"
#include "random_words.h"
#include "test_util.h"

namespace ps::engine::testing {
namespace {

GameState playRandomGame(const Deck& deck, int players, bool variant, std::uint64_t seed) {
    TestLexicon lexicon;
    lexicon.acceptAnyWord();
    GameOptions options;
    options.players = players;
    options.blackCardVariant = variant;
    options.seed = seed;
    Game game(options, deck, lexicon);
    io::RandomPlayer player(randomArrangements(seed ^ 0x5eedULL), seed);
    int actions = 0;
    int words = 0;
    while (!game.isOver()) {
        EXPECT_LT(++actions, 5000) << "the game does not end";
        if (actions >= 5000)
            return game.state();
        const auto step = player.step(game);
        EXPECT_TRUE(step) << "no legal action";
        if (!step)
            return game.state();
        EXPECT_FALSE(step->refusedLegal) << step->refusedLegal->message;
        if (step->refusedLegal)
            return game.state();
        words += countEvents<WordPlayed>(step->events);
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

// Any action, however wrong, is either applied (and the state stays consistent) or refused with
// the state untouched: random garbage actions thrown at random games.
TEST(RandomPlay, GarbageActionsAreRefusedCleanly) {
    const auto load = loadDeckFile(POTEGA_DECK_FILE);
    ASSERT_TRUE(load.deck) << load.error;
    TestLexicon lexicon;
    lexicon.acceptAnyWord();
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        GameOptions options;
        options.players = 2 + static_cast<int>(seed % 3);
        options.blackCardVariant = seed % 2 == 0;
        options.seed = seed;
        Game game(options, *load.deck, lexicon);
        Rng rng(seed * 31);
        io::RandomPlayer player(randomArrangements(seed), seed);
        for (int step = 0; step < 3000 && !game.isOver(); ++step) {
            const GameState before = game.state();
            const auto result = game.apply(garbageAction(before, rng));
            if (result.ok()) {
                const auto problems = findInconsistencies(game.state());
                ASSERT_TRUE(problems.empty()) << problems.front();
            } else {
                ASSERT_EQ(game.state(), before) << result.error->message;
                ASSERT_TRUE(result.events.empty());
                ASSERT_FALSE(result.error->message.empty());
            }
            if (step % 4 == 0) {
                player.step(game);
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
