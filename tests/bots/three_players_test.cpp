// The hard bot at a table of three deals as at a table of four: as helper it asks a price the
// active player takes, as the active player it plays its own long word rather than take a
// small deal.

#include <variant>

#include "bots/levels.h"
#include "session/describe.h"
#include "test_support.h"

namespace ps::bots {
namespace {

using engine::CardId;
using engine::Game;
using session::describe;

// The app's hard bot, without the clock: the safety stop must not decide a test.
HardSettings hardWithoutClock() {
    HardSettings settings;
    settings.safetyMillis = 600000;
    return settings;
}

// Three players; the hard bot (seat 0) has placed its M at the end of the row K L P A E I O N R
// S. Its markers lie on K and L, the helper's (seat 1) on P. The helper offers KLPM for the
// price P: a small deal (the bot captures K and L, the helper P). The bot's own KLMAEIONRS
// captures K and L as well and spreads eight markers more.
struct SmallDealPosition {
    std::unique_ptr<dict::Dictionary> dictionary = testing::makeDictionary({"klpm", "klmaeionrs"});
    std::optional<Game> game;

    SmallDealPosition() {
        testing::PositionBuilder position(3);
        const CardId k = position.table(0, 0, "k", 0);
        const CardId l = position.table(1, 0, "l", 0);
        const CardId p = position.table(2, 0, "p", 1);
        position.row(3, 0, "aeionrs");
        const CardId m = position.sheet(0, "m");
        position.sheet(1, "u");
        position.sheet(2, "w");
        game.emplace(position.build(*dictionary));
        EXPECT_TRUE(game->apply(engine::PlaceCard{m, engine::Cell{10, 0}}).ok());
        const engine::HelpOffer offer{1, word("klpm"), {k, l, p, m}, {p}};
        EXPECT_TRUE(game->apply(offer).ok());
    }
};

TEST(ThreePlayers, HardPlaysItsOwnWordRatherThanASmallDeal) {
    const SmallDealPosition position;
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
