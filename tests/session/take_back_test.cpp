// Taking back whole turns: the game rebuilt from its record without them (the bots' replies go
// with the person's turn), the same game as if they were never played; and the stage id that
// tells a late answer from a current one.

#include <gtest/gtest.h>

#include "session/session.h"
#include "session_support.h"

namespace ps::session {
namespace {

using namespace ps::engine;
using namespace ps::session::testing;

// Answers every request of a bot seat (the most urgent first) until a person is awaited.
void letTheBotsPlay(Session& session, MediumBots& bots) {
    for (int guard = 0; guard < 500 && !session.game().isOver(); ++guard) {
        const std::vector<Request> awaited = session.awaited();
        if (awaited.empty() || !session.isBot(awaited.front().seat))
            return;
        const Request request = awaited.front();
        session.submit(request, bots.pointers[request.seat]->decide(session.game()));
    }
}

// The person's turn, played as a medium bot would play it: every action of the seat until the
// turn moves on. Returns the actions.
std::vector<Action> playPersonsTurn(Session& session, MediumBots& bots) {
    std::vector<Action> played;
    const PlayerId seat = session.game().currentPlayer();
    for (int guard = 0;
         guard < 64 && !session.game().isOver() && session.game().currentPlayer() == seat;
         ++guard) {
        const std::optional<Action> action = bots.pointers[seat]->decide(session.game());
        if (!action || session.apply(*action))
            break;
        played.push_back(*action);
    }
    return played;
}

Seats practiceSeats() {
    return {Seat::person(), Seat::computer(bots::Level::Medium),
            Seat::computer(bots::Level::Medium)};
}

TEST(TakeBackTurn, NothingToTakeBackBeforeAPersonPlays) {
    Session session = table(practiceSeats(), 8);
    EXPECT_FALSE(session.turnToTakeBack().has_value());
    EXPECT_FALSE(session.takeBackTurn());
    Session bare(session.game().state(), lexicon(), practiceSeats());  // no history
    EXPECT_FALSE(bare.turnToTakeBack().has_value());
}

TEST(TakeBackTurn, APracticeTurnGoesBackWithTheBotsRepliesAsIfNeverPlayed) {
    Session session = table(practiceSeats(), 8);
    MediumBots bots(3, 8);
    const GameState start = session.game().state();
    const std::vector<Action> mine = playPersonsTurn(session, bots);
    ASSERT_FALSE(mine.empty());
    ASSERT_FALSE(session.game().state().usedWords.empty());  // a word was played
    letTheBotsPlay(session, bots);
    ASSERT_EQ(session.game().currentPlayer(), 0);
    ASSERT_GT(session.history()->size(), mine.size());  // the bots replied
    const GameState played = session.game().state();
    const std::vector<Action> history = *session.history();

    const std::optional<Session::TurnTakeBack> target = session.turnToTakeBack();
    ASSERT_TRUE(target.has_value());
    EXPECT_EQ(target->seat, 0);
    EXPECT_EQ(target->turnStart, 0u);
    EXPECT_EQ(target->undone, history.size());
    const std::uint64_t stage = session.stage();
    ASSERT_TRUE(session.takeBackTurn());
    EXPECT_EQ(session.game().state(), start);  // the shuffle's state included
    EXPECT_EQ(session.game().state().rng, start.rng);
    EXPECT_TRUE(session.history()->empty());
    EXPECT_NE(session.stage(), stage);
    EXPECT_EQ(session.awaited().front().seat, 0);

    // Replayed, the same actions (and the same bots) give the same game.
    MediumBots again(3, 8);
    for (const Action& action : mine)
        ASSERT_FALSE(session.apply(action));
    letTheBotsPlay(session, again);
    EXPECT_EQ(session.game().state(), played);
    EXPECT_EQ(*session.history(), history);
}

TEST(TakeBackTurn, TheRebuiltGameIsTheRecordReplayedWithoutTheTurn) {
    Session session = table(practiceSeats(), 12);
    MediumBots bots(3, 12);
    playPersonsTurn(session, bots);
    letTheBotsPlay(session, bots);
    const std::vector<Action> firstRound = *session.history();
    const GameState secondTurn = session.game().state();
    const std::vector<std::vector<int>> scores = session.scoresPerRound();
    playPersonsTurn(session, bots);
    letTheBotsPlay(session, bots);
    ASSERT_GT(session.history()->size(), firstRound.size());

    ASSERT_TRUE(session.takeBackTurn());
    EXPECT_EQ(*session.history(), firstRound);
    EXPECT_EQ(session.game().state(), secondTurn);
    EXPECT_EQ(session.scoresPerRound(), scores);
    const Session fromRecord(*session.record(), lexicon(), practiceSeats());
    EXPECT_EQ(fromRecord.game().state(), session.game().state());
    // Once more: back to the deal.
    ASSERT_TRUE(session.takeBackTurn());
    EXPECT_TRUE(session.history()->empty());
    EXPECT_FALSE(session.takeBackTurn());
}

TEST(TakeBackTurn, HotSeatTakesBackTheLastPersonsTurnAndThePlacementAfterIt) {
    const Seats people{Seat::person(), Seat::person()};
    Session session = table(people, 5);
    MediumBots bots(2, 5);
    const GameState start = session.game().state();
    playPersonsTurn(session, bots);
    ASSERT_EQ(session.game().currentPlayer(), 1);
    // The second person placed a card already: it goes back too.
    ASSERT_FALSE(session.apply(firstPlacement(session.game())));
    const auto target = session.turnToTakeBack();
    ASSERT_TRUE(target.has_value());
    EXPECT_EQ(target->seat, 1);  // the turn in progress is the latest with an action
    ASSERT_TRUE(session.takeBackTurn());
    EXPECT_EQ(session.game().currentPlayer(), 1);
    EXPECT_TRUE(session.game().state().turn.placed.empty());
    // Then the first person's word.
    ASSERT_EQ(session.turnToTakeBack()->seat, 0);
    ASSERT_TRUE(session.takeBackTurn());
    EXPECT_EQ(session.game().state(), start);
}

TEST(TakeBackTurn, AResumedSessionTakesBackTurnsOfItsHistory) {
    Session session = table(practiceSeats(), 9);
    MediumBots bots(3, 9);
    const GameState start = session.game().state();
    playPersonsTurn(session, bots);
    letTheBotsPlay(session, bots);
    Session resumed(session.game().state(), lexicon(), practiceSeats(), *session.history());
    ASSERT_TRUE(resumed.takeBackTurn());
    EXPECT_EQ(resumed.game().state(), start);
}

TEST(Stage, MovesWithTheTurnAndItsStepsNotWithHelpOffers) {
    Session session = table({Seat::person(), Seat::computer(bots::Level::Medium)}, 6);
    const std::uint64_t dealt = session.stage();
    ASSERT_FALSE(session.apply(firstPlacement(session.game())));
    const std::uint64_t wordStep = session.stage();
    EXPECT_NE(wordStep, dealt);
    // The bot is asked about the card: its answer (nothing) does not move the stage.
    const Request ask = find(session.awaited(), 1, Decision::HelpOffer);
    session.submit(ask, std::nullopt);
    EXPECT_EQ(session.stage(), wordStep);
    session.playForTimeout();
    EXPECT_NE(session.stage(), wordStep);
    EXPECT_EQ(session.game().currentPlayer(), 1);
}

}  // namespace
}  // namespace ps::session
