// The position queries a front end asks: alternative cards for a letter, black-card action
// targets, timeout actions, readable lines.

#include <gtest/gtest.h>

#include "bots/test_support.h"
#include "engine/test_lexicon.h"
#include "session/describe.h"
#include "session/driver.h"
#include "session/queries.h"
#include "session_support.h"

namespace ps::session {
namespace {

using namespace ps::engine;

TEST(AlternativeCards, TheOtherCardWithTheLetterAndBackAgain) {
    bots::testing::PositionBuilder builder(2);
    const CardId k1 = builder.table(0, 0, "k");
    const CardId o = builder.table(1, 0, "o");
    const CardId k2 = builder.table(2, 0, "k");
    const CardId t = builder.sheet(0, "t");
    const engine::testing::TestLexicon words{"kot"};
    Game game = builder.build(words);
    ASSERT_TRUE(game.apply(PlaceCard{t, Cell{1, 1}}).ok());
    const Word kot = word("kot");
    const WordVerdict verdict = game.checkWord(kot);
    ASSERT_TRUE(verdict.ok());
    const CardId chosen = verdict.cards[0];
    const auto other = alternativeCards(game, kot, verdict.cards, 0);
    ASSERT_TRUE(other.has_value());
    EXPECT_EQ((*other)[0], chosen == k1 ? k2 : k1);
    EXPECT_EQ((*other)[1], o);
    EXPECT_EQ((*other)[2], t);
    const auto back = alternativeCards(game, kot, *other, 0);
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ((*back)[0], chosen);
    EXPECT_FALSE(alternativeCards(game, kot, verdict.cards, 1).has_value());  // one O only
    EXPECT_FALSE(alternativeCards(game, kot, verdict.cards, 7).has_value());  // no such letter
}

TEST(BlackActionChoices, EveryAvailableActionHasLegalTargetsOfItsKind) {
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        GameOptions options = testing::optionsFor(4, seed);
        options.blackCardVariant = true;
        Session session(options, io::standardDeck(), testing::lexicon(),
                        allBots(4, bots::Level::Medium));
        testing::MediumBots bots(4, seed);
        playOut(session, bots.pointers, [&](const Game& game, const Action&) {
            const std::vector<Action> legal = game.legalActions();
            for (const BlackAction action : game.availableBlackActions()) {
                const std::vector<Action> choices = blackActionChoices(game, action);
                if (action == BlackAction::Borrow || action == BlackAction::DoubleUse)
                    continue;
                ++checked;
                for (const Action& choice : choices)
                    EXPECT_NE(std::find(legal.begin(), legal.end(), choice), legal.end());
            }
            EXPECT_TRUE(blackActionChoices(game, BlackAction::None).empty());
        });
    }
    EXPECT_GT(checked, 0);
}

TEST(BlackActionChoices, NothingOutsideTheActions) {
    const Session session = testing::table(allBots(2, bots::Level::Medium), 1);
    EXPECT_TRUE(blackActionChoices(session.game(), BlackAction::Blaster).empty());
    EXPECT_TRUE(blackActionChoices(session.game(), BlackAction::Gel).empty());
}

TEST(TimeoutAction, FollowsThePhases) {
    Session session = testing::table({Seat::person(), Seat::person()}, 2);
    const Game& game = session.game();
    const auto place = timeoutAction(game);
    ASSERT_TRUE(place && std::holds_alternative<PlaceCard>(*place));
    EXPECT_EQ(std::get<PlaceCard>(*place).cell, game.legalPlacements().front());
    EXPECT_EQ(std::get<PlaceCard>(*place).card, cardToPlace(game));
    ASSERT_FALSE(session.apply(*place));
    EXPECT_EQ(timeoutAction(session.game()), Action{Redraw{}});
    EXPECT_FALSE(cardToPlace(session.game()).has_value());
}

TEST(Describe, ActionsAndEvents) {
    EXPECT_EQ(describe(Action{PlaceCard{17, Cell{2, 4}}}), "place 17 at (2, 4)");
    EXPECT_EQ(describe(Action{PlayWord{word("kot"), {3, 17, 40}, false}}), "word KOT [3 17 40]");
    EXPECT_EQ(describe(Action{HelpWithdraw{2}}), "help withdrawn by 2");
    EXPECT_EQ(describe(Action{EndTurn{}}), "end turn");
    const Session session = testing::table(allBots(2, bots::Level::Medium), 1);
    const GameState& state = session.game().state();
    EXPECT_EQ(describe(Event{HelpOffered{1}}, state), "player 2 offers help.");
    EXPECT_EQ(describe(Event{HelpRefused{1, 0}}, state), "player 1 refuses player 2's offer.");
    EXPECT_EQ(describe(Event{TurnEnded{0}}, state), "");
    const std::string drawn = describe(Event{CardDrawn{0, 0}}, state);
    EXPECT_EQ(drawn.rfind("player 1 draws ", 0), 0u) << drawn;
    EXPECT_EQ(blackActionName(BlackAction::Blaster), "PĘKATY BLASTER");
}

}  // namespace
}  // namespace ps::session
