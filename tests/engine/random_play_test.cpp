// A quick random-play smoke test (the formats helper owns the big invariant suite): random legal
// games on the real deck with a dictionary that accepts every word, checking the state stays
// consistent after every action and that every game ends.

#include "engine/deck.h"
#include "engine/rng.h"
#include "test_util.h"

namespace ps::engine::testing {
namespace {

// A random word for the current player: the placed cards plus random others (table letter
// cards, own captured cards), letters in random order. Help offers reuse it.
PlayWord randomWord(const Game& game, Rng& rng) {
    const auto& s = game.state();
    std::vector<CardId> pool;
    for (const auto& e : s.table) {
        if (e.side == Side::Face && !e.frozen &&
            std::find(s.turn.placed.begin(), s.turn.placed.end(), e.card) == s.turn.placed.end()) {
            pool.push_back(e.card);
        }
    }
    for (CardId c : s.players[s.currentPlayer].captured)
        pool.push_back(c);
    rng.shuffle(std::span<CardId>(pool));
    std::vector<CardId> cards = s.turn.placed;
    const auto extra = static_cast<std::size_t>(1 + rng.below(5));
    for (std::size_t i = 0; i < extra && i < pool.size(); ++i)
        cards.push_back(pool[i]);
    rng.shuffle(std::span<CardId>(cards));
    PlayWord play;
    for (CardId c : cards)
        play.word.push_back(s.deck[c].letter);
    play.cards = cards;
    return play;
}

void playRandomGame(const Deck& deck, int players, bool variant, std::uint64_t seed) {
    TestLexicon lexicon;
    lexicon.acceptEverything();
    GameOptions options;
    options.players = players;
    options.blackCardVariant = variant;
    options.seed = seed;
    Game game(options, deck, lexicon);
    Rng rng(seed ^ 0x5eedULL);
    int actions = 0;
    while (!game.isOver()) {
        ASSERT_LT(++actions, 5000) << "the game does not end";
        const auto& s = game.state();
        bool done = false;
        if (s.phase == Phase::Word && rng.below(10) < 8) {
            PlayWord play = randomWord(game, rng);
            if (rng.below(4) == 0) {
                // A help deal: another player offers the word with the first table card as price.
                const auto helper =
                    static_cast<PlayerId>((s.currentPlayer + 1 + rng.below(players - 1)) % players);
                std::vector<CardId> price;
                for (CardId c : play.cards) {
                    if (findCard(s, c) && price.empty())
                        price.push_back(c);
                }
                HelpOffer offer{helper, play.word, play.cards, price};
                if (game.apply(offer).ok()) {
                    done = game.apply(HelpAccept{helper, s.currentPlayer, true}).ok();
                    if (!done) {
                        EXPECT_TRUE(game.apply(HelpRefuse{helper}).ok());
                    }
                }
            } else {
                done = game.apply(play).ok();
            }
        }
        if (!done) {
            const auto legal = game.legalActions();
            ASSERT_FALSE(legal.empty())
                << "no legal action in phase " << static_cast<int>(game.state().phase);
            const auto& action = legal[rng.below(legal.size())];
            const auto result = game.apply(action);
            ASSERT_TRUE(result.ok()) << result.error->message;
        }
        const auto problems = findInconsistencies(game.state());
        ASSERT_TRUE(problems.empty()) << problems.front();
        Game copy(game.state(), lexicon);
        ASSERT_EQ(copy.state(), game.state());
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
}

TEST(RandomPlay, GamesStayConsistentAndEnd) {
    const auto load = loadDeckFile(POTEGA_DECK_FILE);
    ASSERT_TRUE(load.deck) << load.error;
    std::uint64_t seed = 1;
    for (int players = 2; players <= 4; ++players) {
        for (bool variant : {false, true}) {
            for (int i = 0; i < 8; ++i) {
                playRandomGame(*load.deck, players, variant, seed++);
                if (::testing::Test::HasFatalFailure())
                    return;
            }
        }
    }
}

}  // namespace
}  // namespace ps::engine::testing
