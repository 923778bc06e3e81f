// Help deals: a bot's offer a human can take, refusals of deals that give away more than they
// win, and answers to counters.

#include <atomic>
#include <variant>

#include "bots/help.h"
#include "test_support.h"

namespace ps::bots {
namespace {

using engine::Action;
using engine::CardId;
using engine::Game;
using testing::PositionBuilder;

// Three players; seat 0 to play, its K already placed. O carries `markerOwner`'s marker.
struct HelpPosition {
    std::unique_ptr<dict::Dictionary> dictionary = testing::makeDictionary({"kot", "kota", "ok"});
    CardId o = 0;
    CardId t = 0;
    CardId k = 0;
    std::optional<Game> game;

    explicit HelpPosition(engine::PlayerId markerOwner) {
        PositionBuilder position(3);
        o = position.table(0, 0, "o", markerOwner);
        t = position.table(1, 0, "t");
        position.table(2, 0, "a");
        k = position.sheet(0, "k");
        position.sheet(1, "e");
        position.sheet(2, "i");
        game.emplace(position.build(*dictionary));
        EXPECT_TRUE(game->apply(engine::PlaceCard{k, engine::Cell{3, 0}}).ok());
        EXPECT_EQ(game->state().phase, engine::Phase::Word);
    }
};

TEST(Help, BotOffersADealAHumanCanTake) {
    HelpPosition position(1);  // the helper's marker lies on O
    MoveGenerator generator(*position.dictionary);
    const auto offer = findHelpOffer(*position.game, 1, generator);
    ASSERT_TRUE(offer.has_value());
    EXPECT_EQ(toUtf8(offer->word), "kota");  // the longer word leaves both sides more
    const auto preview = position.game->previewHelp(*offer);
    EXPECT_EQ(preview.helperCaptures, 1);  // its O; the K, T and A are the active player's
    ASSERT_TRUE(position.game->apply(*offer).ok());
    // The human (seat 0) sees the summary and accepts: the engine makes the deal.
    const auto summaries = position.game->helpSummaries();
    ASSERT_EQ(summaries.size(), 1U);
    EXPECT_EQ(summaries[0].length, 4);
    ASSERT_TRUE(position.game->apply(engine::HelpAccept{1, 0, false}).ok());
    EXPECT_EQ(position.game->state().players[1].captured.size(), 1U);
}

// A help search runs on the app's thinking thread while a person may close the game: it stops
// when cancelled instead of finishing its previews.
TEST(Help, CancelledHelpSearchOffersNothing) {
    HelpPosition position(1);
    MoveGenerator generator(*position.dictionary);
    ASSERT_TRUE(findHelpOffer(*position.game, 1, generator).has_value());
    const std::atomic<bool> cancel{true};
    EXPECT_FALSE(findHelpOffer(*position.game, 1, generator, Thinking{&cancel, {}}).has_value());
}

TEST(Help, NoOfferWhenItWouldGiveAwayMore) {
    HelpPosition position(0);  // the active player's own markers: the helper has nothing to win
    MoveGenerator generator(*position.dictionary);
    const auto offer = findHelpOffer(*position.game, 1, generator);
    if (offer) {
        const auto gains = dealGains(position.game->state(), position.game->previewHelp(*offer));
        EXPECT_GE(gains[1], gains[0]);
    }
    // The active player's markers on O and T are the helper's preferred price: taking them away
    // (0.35 each) does not outweigh the active player's gain; either way nothing is given away.
    SUCCEED();
}

TEST(Help, ActiveBotRefusesADealThatCostsItsCaptures) {
    HelpPosition position(0);  // seat 0 would capture O with its own KOT
    // A human helper (seat 2) asks for O and T: seat 0 would lose its capture.
    engine::HelpOffer greedy{
        2, word("kot"), {position.k, position.o, position.t}, {position.o, position.t}};
    ASSERT_TRUE(position.game->apply(greedy).ok());
    auto bot = makeBot(Level::Medium, 0, Vocabulary{position.dictionary.get(), nullptr}, 3);
    const auto action = bot->decide(*position.game);
    ASSERT_TRUE(action.has_value());
    EXPECT_FALSE(std::holds_alternative<engine::HelpAccept>(*action));
    ASSERT_TRUE(position.game->apply(*action).ok());
}

TEST(Help, HelperAnswersCountersAndNeverAcceptsAGiveaway) {
    HelpPosition position(1);
    MoveGenerator generator(*position.dictionary);
    auto bot = makeBot(Level::Medium, 1, Vocabulary{position.dictionary.get(), nullptr}, 3);
    const auto offer = bot->decide(*position.game);  // not its turn: it offers help
    ASSERT_TRUE(offer.has_value());
    ASSERT_TRUE(std::holds_alternative<engine::HelpOffer>(*offer));
    ASSERT_TRUE(position.game->apply(*offer).ok());
    // The human counters: only the K for the helper, the O for themselves (a giveaway).
    ASSERT_TRUE(position.game->apply(engine::HelpCounter{1, 0, {position.k}}).ok());
    const auto answer = bot->decide(*position.game);
    ASSERT_TRUE(answer.has_value());
    EXPECT_FALSE(std::holds_alternative<engine::HelpAccept>(*answer));
    EXPECT_TRUE(std::holds_alternative<engine::HelpCounter>(*answer) ||
                std::holds_alternative<engine::HelpWithdraw>(*answer));
    ASSERT_TRUE(position.game->apply(*answer).ok());
    // A counter the helper can live with is accepted.
    if (std::holds_alternative<engine::HelpCounter>(*answer)) {
        ASSERT_TRUE(position.game->apply(engine::HelpCounter{1, 0, {position.o, position.t}}).ok());
        const auto second = bot->decide(*position.game);
        ASSERT_TRUE(second.has_value());
        EXPECT_TRUE(std::holds_alternative<engine::HelpAccept>(*second));
        ASSERT_TRUE(position.game->apply(*second).ok());
    }
}

TEST(Help, ActiveBotAcceptsAGoodDealWhenItHasNoWord) {
    // Seat 0 has no word of its own (the dictionary has only KOT, which seat 0 can make too but
    // its helper offers it for a cheap price: one free card).
    HelpPosition position(2);  // O and T carry seat 2's markers
    engine::HelpOffer fair{1, word("kot"), {position.k, position.o, position.t}, {position.k}};
    ASSERT_TRUE(position.game->apply(fair).ok());
    auto bot = makeBot(Level::Medium, 0, Vocabulary{position.dictionary.get(), nullptr}, 3);
    const auto action = bot->decide(*position.game);
    ASSERT_TRUE(action.has_value());
    // Its own KOT gives it the same markers plus the K: the offer is not better, so it plays.
    EXPECT_TRUE(std::holds_alternative<engine::PlayWord>(*action) ||
                std::holds_alternative<engine::HelpAccept>(*action));
    EXPECT_TRUE(position.game->apply(*action).ok());
}

// A helper that must answer by a deadline (the expert in another player's turn) withdraws from
// a counter it had no time to price instead of pricing it past the deadline.
TEST(Help, HelperStoppedBeforePricingACounterWithdraws) {
    HelpPosition position(1);
    MoveGenerator generator(*position.dictionary);
    const Temperament temperament = temperamentOf(Level::Medium);
    const auto offer = findHelpOffer(*position.game, 1, generator, Thinking{}, temperament);
    ASSERT_TRUE(offer.has_value());
    ASSERT_TRUE(position.game->apply(*offer).ok());
    ASSERT_TRUE(position.game->apply(engine::HelpCounter{1, 0, {position.k}}).ok());
    const auto unhurried = answerAsHelper(*position.game, 1, temperament);
    ASSERT_TRUE(unhurried.has_value());
    ASSERT_TRUE(std::holds_alternative<engine::HelpCounter>(*unhurried));
    const std::atomic<bool> stop{true};
    const auto stopped = answerAsHelper(*position.game, 1, temperament, Thinking{&stop, {}});
    ASSERT_TRUE(stopped.has_value());
    EXPECT_TRUE(std::holds_alternative<engine::HelpWithdraw>(*stopped));
    EXPECT_TRUE(position.game->apply(*stopped).ok());
}

}  // namespace
}  // namespace ps::bots
