// The hard bot at tables of three and four: at four its look-ahead plays the three rivals'
// replies in order and the same seed gives the same choice; at both it plays its own long word
// rather than take a small deal, and as helper asks a price the active player takes.

#include <string>
#include <variant>

#include "bots/levels.h"
#include "session/describe.h"
#include "test_support.h"

namespace ps::bots {
namespace {

using engine::Action;
using engine::CardId;
using engine::Game;
using session::describe;

Vocabulary vocabulary() {
    return Vocabulary{&testing::gameDictionary(), &testing::commonWords()};
}

// The app's hard bot, without the clock: the safety stop must not decide a test.
HardSettings hardWithoutClock() {
    HardSettings settings;
    settings.safetyMillis = 600000;
    return settings;
}

// Medium bots play every seat from the deal of `seed` until `turns` turns have begun.
Game midGame(std::uint64_t seed, int turns) {
    engine::GameOptions options;
    options.players = 4;
    options.seed = seed;
    Game game(options, testing::standardDeck(), testing::gameDictionary());
    std::vector<std::unique_ptr<Bot>> bots;
    for (engine::PlayerId p = 0; p < 4; ++p)
        bots.push_back(makeBot(Level::Medium, p, vocabulary(), seed));
    for (int guard = 0; guard < 400 && !game.isOver() && game.state().turnNumber < turns; ++guard) {
        auto action = bots[game.currentPlayer()]->decide(game);
        if (!action)
            break;
        const auto result = game.apply(*action);
        EXPECT_TRUE(result.ok()) << describe(*action);
        if (!result.ok())
            break;
    }
    return game;
}

// The hard bot's actions for the current turn, up to its word.
std::vector<Action> hardTurn(Game game, Bot& bot) {
    std::vector<Action> actions;
    for (int guard = 0; guard < 8 && !game.isOver(); ++guard) {
        auto action = bot.decide(game);
        if (!action)
            break;
        actions.push_back(*action);
        if (!game.apply(*action).ok() || std::holds_alternative<engine::PlayWord>(*action))
            break;
    }
    return actions;
}

TEST(FourPlayers, HardChoosesTheSameMoveFromTheSameSeed) {
    for (const std::uint64_t seed : {11u, 12u}) {
        const Game game = midGame(seed, 9);
        ASSERT_FALSE(game.isOver());
        ASSERT_EQ(game.state().phase, engine::Phase::Place);
        const engine::PlayerId seat = game.currentPlayer();
        auto first = makeHardBot(seat, vocabulary(), seed, hardWithoutClock());
        auto second = makeHardBot(seat, vocabulary(), seed, hardWithoutClock());
        // The second bot played its turn of the round before (its caches are warm).
        const Game earlier = midGame(seed, 5);
        ASSERT_EQ(earlier.currentPlayer(), seat);
        (void)hardTurn(earlier, *second);
        const auto a = hardTurn(game, *first);
        const auto b = hardTurn(game, *second);
        ASSERT_FALSE(a.empty());
        ASSERT_EQ(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i)
            EXPECT_EQ(describe(a[i]), describe(b[i])) << "seed " << seed << ", action " << i;
        EXPECT_TRUE(std::holds_alternative<engine::PlayWord>(a.back()))
            << "the hard bot finds a word in a mid-game position of four players";
    }
}

// Three or four players; the hard bot (seat 0) has placed its M at the end of the row
// K L P A E I O N R S. Its markers lie on K and L, the helper's (seat 1) on P. The helper offers
// KLPM for the price P: a small deal (the bot captures K and L, the helper P). The bot's own
// KLMAEIONRS captures K and L as well and spreads eight markers more.
struct SmallDealPosition {
    std::unique_ptr<dict::Dictionary> dictionary = testing::makeDictionary({"klpm", "klmaeionrs"});
    std::optional<Game> game;

    explicit SmallDealPosition(int players) {
        testing::PositionBuilder position(players);
        const CardId k = position.table(0, 0, "k", 0);
        const CardId l = position.table(1, 0, "l", 0);
        const CardId p = position.table(2, 0, "p", 1);
        position.row(3, 0, "aeionrs");
        const CardId m = position.sheet(0, "m");
        const char* others[] = {"u", "w", "y"};
        for (int seat = 1; seat < players; ++seat) {
            position.sheet(seat, others[seat - 1]);
        }
        game.emplace(position.build(*dictionary));
        EXPECT_TRUE(game->apply(engine::PlaceCard{m, engine::Cell{10, 0}}).ok());
        const engine::HelpOffer offer{1, word("klpm"), {k, l, p, m}, {p}};
        EXPECT_TRUE(game->apply(offer).ok());
    }
};

class SmallDeal : public ::testing::TestWithParam<int> {};

TEST_P(SmallDeal, HardPlaysItsOwnWordRatherThanASmallDeal) {
    const SmallDealPosition position(GetParam());
    const Vocabulary words{position.dictionary.get(), nullptr};
    auto hard = makeHardBot(0, words, 5, hardWithoutClock());
    const auto action = hard->decide(*position.game);
    ASSERT_TRUE(action.has_value());
    const auto* play = std::get_if<engine::PlayWord>(&*action);
    ASSERT_NE(play, nullptr) << "expected its own word, got " << describe(*action);
    EXPECT_EQ(toUtf8(play->word), "klmaeionrs");
    // Medium, a fair partner, takes the same deal.
    auto medium = makeBot(Level::Medium, 0, words, 5);
    const auto mediumAction = medium->decide(*position.game);
    ASSERT_TRUE(mediumAction.has_value());
    EXPECT_TRUE(std::holds_alternative<engine::HelpAccept>(*mediumAction))
        << describe(*mediumAction);
}

INSTANTIATE_TEST_SUITE_P(TablesOfThreeAndFour, SmallDeal, ::testing::Values(3, 4),
                         [](const ::testing::TestParamInfo<int>& table) {
                             return std::to_string(table.param) + "Players";
                         });

// Three players; seat 0 to play, its K placed at the end of O T A. The helper's (seat 1) marker
// lies on O, the active player's on T and A: KOTA gives the helper its O and the active player
// its T and A. Asking as much as the active player gains (the shrewd helper ratio of two
// players) leaves no price a medium partner would take, so such a helper offers nothing.
struct HelperPosition {
    std::unique_ptr<dict::Dictionary> dictionary = testing::makeDictionary({"kota"});
    std::optional<Game> game;

    HelperPosition() {
        testing::PositionBuilder position(3);
        position.table(0, 0, "o", 1);
        position.table(1, 0, "t", 0);
        position.table(2, 0, "a", 0);
        const CardId k = position.sheet(0, "k");
        position.sheet(1, "e");
        position.sheet(2, "i");
        game.emplace(position.build(*dictionary));
        EXPECT_TRUE(game->apply(engine::PlaceCard{k, engine::Cell{3, 0}}).ok());
    }
};

TEST(ThreePlayers, HardAsHelperOffersAPriceTheActivePlayerTakes) {
    HelperPosition position;
    const Vocabulary words{position.dictionary.get(), nullptr};
    auto hard = makeHardBot(1, words, 5, hardWithoutClock());
    const auto action = hard->decide(*position.game);
    ASSERT_TRUE(action.has_value()) << "the hard helper offers nothing";
    ASSERT_TRUE(std::holds_alternative<engine::HelpOffer>(*action)) << describe(*action);
    ASSERT_TRUE(position.game->apply(*action).ok());
    auto medium = makeBot(Level::Medium, 0, words, 5);
    const auto answer = medium->decide(*position.game);
    ASSERT_TRUE(answer.has_value());
    EXPECT_TRUE(std::holds_alternative<engine::HelpAccept>(*answer)) << describe(*answer);
}

}  // namespace
}  // namespace ps::bots
