// The help-round protocol: who is asked about a placed card and in which order, the active
// bot's held decision, lapses, bots' offers to each other, a person's offer, the people's help
// window; take-back, the timeout policy and the scores per round.

#include <gtest/gtest.h>

#include "session/driver.h"
#include "session/queries.h"
#include "session/review.h"
#include "session_support.h"

namespace ps::session {
namespace {

using namespace ps::engine;
using testing::contains;
using testing::find;
using testing::firstPlacement;
using testing::MediumBots;
using testing::table;

// Plays a game of medium bots through the driver's order until the first help offer a bot is
// about to make; returns the request and the offer (the session waits for them).
struct OfferAhead {
    Request request;
    Action offer;
};
std::optional<OfferAhead> reachFirstOffer(Session& session, MediumBots& bots) {
    for (int step = 0; step < 2000 && !session.game().isOver(); ++step) {
        const Request request = session.awaited().front();
        auto decision = bots.pointers[request.seat]->decide(session.game());
        if (request.what == Decision::HelpOffer && decision &&
            std::holds_alternative<HelpOffer>(*decision))
            return OfferAhead{request, *decision};
        session.submit(request, decision);
    }
    return std::nullopt;
}

// The first seed (of 3 medium bots) with a help offer between bots.
struct OfferGame {
    std::uint64_t seed = 0;
    std::vector<Action> before;  // the actions up to the offer
    HelpOffer offer;
};
const OfferGame& firstOfferGame() {
    static const OfferGame game = [] {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            Session session = table(allBots(3, bots::Level::Medium), seed);
            MediumBots bots(3, seed);
            if (auto ahead = reachFirstOffer(session, bots))
                return OfferGame{seed, *session.history(), std::get<HelpOffer>(ahead->offer)};
        }
        return OfferGame{};
    }();
    return game;
}

// A session of `seats` that replays `game`'s actions up to its offer; the other help requests
// about the card are answered with nothing.
Session atTheOffer(const OfferGame& game, const Seats& seats) {
    Session session = table(seats, game.seed);
    for (const Action& action : game.before)
        EXPECT_FALSE(session.apply(action).has_value());
    for (const Request& request : session.awaited()) {
        if (request.what == Decision::HelpOffer && request.seat != game.offer.helper)
            session.submit(request, std::nullopt);
    }
    return session;
}

TEST(HelpRound, ABotsCardAsksTheOtherBotsOneAfterAnotherInSeatOrder) {
    Session session = table(allBots(4, bots::Level::Medium), 3, 1);
    const Request turn = session.awaited().front();
    EXPECT_EQ(turn.seat, 1);
    EXPECT_EQ(turn.what, Decision::TurnAction);
    ASSERT_EQ(session.submit(turn, firstPlacement(session.game())).outcome, Outcome::Applied);
    for (const PlayerId helper : {PlayerId{2}, PlayerId{3}, PlayerId{0}}) {
        const std::vector<Request> awaited = session.awaited();
        ASSERT_EQ(awaited.size(), 2u);
        EXPECT_EQ(awaited[0].seat, helper);
        EXPECT_EQ(awaited[0].what, Decision::HelpOffer);
        EXPECT_EQ(awaited[1].what, Decision::TurnAction);  // the active bot may think meanwhile
        EXPECT_EQ(session.submit(awaited[0], std::nullopt).outcome, Outcome::Done);
    }
    const std::vector<Request> after = session.awaited();
    ASSERT_EQ(after.size(), 1u);
    EXPECT_EQ(after[0].seat, 1);
}

TEST(HelpRound, APersonsCardAsksEveryBotAtOnce) {
    Session session = table(
        {Seat::person(), Seat::computer(bots::Level::Medium), Seat::computer(bots::Level::Easy)},
        3);
    ASSERT_FALSE(session.apply(firstPlacement(session.game())));
    const std::vector<Request> awaited = session.awaited();
    EXPECT_TRUE(contains(awaited, 1, Decision::HelpOffer));
    EXPECT_TRUE(contains(awaited, 2, Decision::HelpOffer));
    EXPECT_TRUE(contains(awaited, 0, Decision::TurnAction));
    // The person's word ends the round: the bots' late offers are dropped.
    const Request late = find(awaited, 2, Decision::HelpOffer);
    ASSERT_FALSE(session.noWord());
    EXPECT_FALSE(contains(session.awaited(), 1, Decision::HelpOffer));
    EXPECT_EQ(session.submit(late, std::nullopt).outcome, Outcome::Stale);
}

TEST(HelpRound, TheActiveBotsDecisionWaitsForTheHelpersAndIsThenApplied) {
    Session session = table(allBots(3, bots::Level::Medium), 5);
    session.submit(session.awaited().front(), firstPlacement(session.game()));
    const GameState placed = session.game().state();
    const Request turn = find(session.awaited(), 0, Decision::TurnAction);
    EXPECT_EQ(session.submit(turn, Redraw{}).outcome, Outcome::Held);
    EXPECT_TRUE(session.holdsDecision());
    EXPECT_EQ(session.game().state(), placed);
    EXPECT_FALSE(contains(session.awaited(), 0, Decision::TurnAction));  // decided already
    session.submit(find(session.awaited(), 1, Decision::HelpOffer), std::nullopt);
    EXPECT_TRUE(session.holdsDecision());
    // The last helper's answer releases the decision.
    session.submit(find(session.awaited(), 2, Decision::HelpOffer), std::nullopt);
    EXPECT_FALSE(session.holdsDecision());
    EXPECT_TRUE(std::holds_alternative<Redraw>(session.history()->back()));
}

TEST(HelpRound, AnOfferBetweenBotsMakesTheActiveBotDecideAgain) {
    const OfferGame& game = firstOfferGame();
    ASSERT_NE(game.seed, 0u) << "no help offer between medium bots on seeds 1-40";
    Session session = table(allBots(3, bots::Level::Medium), game.seed);
    MediumBots bots(3, game.seed);
    const auto ahead = reachFirstOffer(session, bots);
    ASSERT_TRUE(ahead.has_value());
    const PlayerId active = session.game().currentPlayer();
    const Request before = find(session.awaited(), active, Decision::TurnAction);
    EXPECT_EQ(session.submit(before, bots.pointers[active]->decide(session.game())).outcome,
              Outcome::Held);
    EXPECT_EQ(session.submit(ahead->request, ahead->offer).outcome, Outcome::Applied);
    // The position changed: the held decision is gone, the active bot is asked anew — now
    // to answer the offer (or play on).
    EXPECT_FALSE(session.holdsDecision());
    EXPECT_FALSE(contains(session.awaited(), active, Decision::TurnAction));
    const Request again = find(session.awaited(), active, Decision::OfferAnswer);
    EXPECT_EQ(again.about, std::optional<PlayerId>(std::get<HelpOffer>(ahead->offer).helper));
    EXPECT_NE(again.id, before.id);
    EXPECT_EQ(session.submit(before, Pass{}).outcome, Outcome::Stale);
    EXPECT_EQ(session.game().helpSummaries().size(), 1u);
}

TEST(HelpRound, ACounterAwaitsTheHelperWhoseNothingWithdrawsTheOffer) {
    const OfferGame& game = firstOfferGame();
    ASSERT_NE(game.seed, 0u);
    Session session = atTheOffer(game, allBots(3, bots::Level::Medium));
    ASSERT_EQ(
        session.submit(find(session.awaited(), game.offer.helper, Decision::HelpOffer), game.offer)
            .outcome,
        Outcome::Applied);
    for (const Request& request : session.awaited()) {
        if (request.what == Decision::HelpOffer)
            session.submit(request, std::nullopt);
    }
    const PlayerId active = session.game().currentPlayer();
    const Request turn = find(session.awaited(), active, Decision::OfferAnswer);
    ASSERT_EQ(
        session.submit(turn, HelpCounter{game.offer.helper, active, game.offer.price}).outcome,
        Outcome::Applied);
    const std::vector<Request> awaited = session.awaited();
    ASSERT_EQ(awaited.size(), 1u);  // the active player waits for the helper
    EXPECT_EQ(awaited[0].seat, game.offer.helper);
    EXPECT_EQ(awaited[0].what, Decision::HelpAnswer);
    std::vector<Event> events;
    session.setObserver([&](const Step& step) { events = step.events; });
    EXPECT_EQ(session.submit(awaited[0], std::nullopt).outcome, Outcome::Applied);
    EXPECT_EQ(session.history()->back(), Action{HelpWithdraw{game.offer.helper}});
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0], (Event{HelpRefused{game.offer.helper, game.offer.helper}}));
    EXPECT_TRUE(session.game().helpSummaries().empty());
}

TEST(HelpRound, ACounterAcceptedByTheHelperMakesTheDeal) {
    const OfferGame& game = firstOfferGame();
    ASSERT_NE(game.seed, 0u);
    Session session = atTheOffer(game, allBots(3, bots::Level::Medium));
    session.submit(find(session.awaited(), game.offer.helper, Decision::HelpOffer), game.offer);
    for (const Request& request : session.awaited()) {
        if (request.what == Decision::HelpOffer)
            session.submit(request, std::nullopt);
    }
    const PlayerId active = session.game().currentPlayer();
    const std::vector<CardId> price{game.offer.price.front()};
    ASSERT_EQ(session
                  .submit(find(session.awaited(), active, Decision::OfferAnswer),
                          HelpCounter{game.offer.helper, active, price})
                  .outcome,
              Outcome::Applied);
    const Request answer = find(session.awaited(), game.offer.helper, Decision::HelpAnswer);
    std::vector<Event> events;
    session.setObserver([&](const Step& step) { events = step.events; });
    const Action accept = HelpAccept{game.offer.helper, game.offer.helper, false};
    ASSERT_EQ(session.submit(answer, accept).outcome, Outcome::Applied);
    EXPECT_EQ(session.history()->back(), accept);  // the helper's own acceptance is the deal
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events.front(), Event{HelpAccepted{game.offer.helper}});
    EXPECT_FALSE(session.holdsDecision());
}

TEST(HelpRound, APersonsOfferIsAcceptedOrRefusedByTheActiveBot) {
    const OfferGame& game = firstOfferGame();
    ASSERT_NE(game.seed, 0u);
    Seats seats = allBots(3, bots::Level::Medium);
    seats[game.offer.helper] = Seat::person();
    for (const bool accept : {true, false}) {
        Session session = atTheOffer(game, seats);
        ASSERT_FALSE(session.apply(game.offer));  // the person's offer
        const PlayerId active = session.game().currentPlayer();
        const Request turn = find(session.awaited(), active, Decision::OfferAnswer);
        std::vector<Event> events;
        session.setObserver([&](const Step& step) { events = step.events; });
        const Action answer = accept ? Action{HelpAccept{game.offer.helper, active, false}}
                                     : Action{HelpRefuse{game.offer.helper}};
        ASSERT_EQ(session.submit(turn, answer).outcome, Outcome::Applied);
        ASSERT_FALSE(events.empty());
        if (accept)
            EXPECT_EQ(events.front(), Event{HelpAccepted{game.offer.helper}});
        else
            EXPECT_EQ(events.front(), (Event{HelpRefused{game.offer.helper, active}}));
    }
}

TEST(HelpRound, OffersStillOpenWhenTheActivePlayerMovesOnLapse) {
    const OfferGame& game = firstOfferGame();
    ASSERT_NE(game.seed, 0u);
    Session session = atTheOffer(game, allBots(3, bots::Level::Medium));
    session.submit(find(session.awaited(), game.offer.helper, Decision::HelpOffer), game.offer);
    for (const Request& request : session.awaited()) {
        if (request.what == Decision::HelpOffer)
            session.submit(request, std::nullopt);
    }
    std::vector<PlayerId> lapsed;
    session.setObserver([&](const Step& step) { lapsed = step.lapsedOffers; });
    ASSERT_FALSE(session.noWord());
    EXPECT_EQ(lapsed, std::vector<PlayerId>{game.offer.helper});
}

TEST(HelpWindow, OpensAroundABotsWordPausesResumesAndClosesThenTheBotPlays) {
    Session session = table({Seat::person(), Seat::computer(bots::Level::Medium)}, 4, 1);
    session.setPeopleMayHelpBots(true);
    session.submit(session.awaited().front(), firstPlacement(session.game()));
    EXPECT_EQ(session.helpWindow(), HelpWindow::Open);
    EXPECT_EQ(session.peopleWhoMayOffer(), std::vector<PlayerId>{0});
    const Request turn = find(session.awaited(), 1, Decision::TurnAction);
    EXPECT_EQ(session.submit(turn, Redraw{}).outcome, Outcome::Held);
    session.pauseHelpWindow();
    EXPECT_EQ(session.helpWindow(), HelpWindow::Paused);
    EXPECT_EQ(session.resumeHelpWindow(true).outcome, Outcome::Done);
    EXPECT_EQ(session.helpWindow(), HelpWindow::Open);  // the person may still offer
    EXPECT_TRUE(session.holdsDecision());
    EXPECT_EQ(session.closeHelpWindow().outcome, Outcome::Applied);
    EXPECT_EQ(session.helpWindow(), HelpWindow::Closed);
    EXPECT_TRUE(std::holds_alternative<Redraw>(session.history()->back()));
}

TEST(HelpWindow, ResumedWithoutTimeLeftItClosesAndWithoutPeopleItNeverOpens) {
    Session session = table({Seat::person(), Seat::computer(bots::Level::Medium)}, 4, 1);
    session.setPeopleMayHelpBots(true);
    session.submit(session.awaited().front(), firstPlacement(session.game()));
    session.submit(find(session.awaited(), 1, Decision::TurnAction), Redraw{});
    session.pauseHelpWindow();
    EXPECT_EQ(session.resumeHelpWindow(false).outcome, Outcome::Applied);
    EXPECT_EQ(session.helpWindow(), HelpWindow::Closed);

    Session bots = table(allBots(2, bots::Level::Medium), 4, 1);
    bots.setPeopleMayHelpBots(true);
    bots.submit(bots.awaited().front(), firstPlacement(bots.game()));
    EXPECT_EQ(bots.helpWindow(), HelpWindow::Closed);
}

TEST(TakeBack, APersonTakesTheirCardBackUntilSomethingElseHappens) {
    Session session = table({Seat::person(), Seat::computer(bots::Level::Medium)}, 6);
    const GameState start = session.game().state();
    EXPECT_FALSE(session.canTakeBack());
    ASSERT_FALSE(session.apply(firstPlacement(session.game())));
    EXPECT_TRUE(session.canTakeBack());
    EXPECT_TRUE(session.takeBack());
    EXPECT_EQ(session.game().state(), start);
    EXPECT_TRUE(session.history()->empty());
    EXPECT_FALSE(contains(session.awaited(), 1, Decision::HelpOffer));  // nothing to help with
    // After a redraw only the new card comes back, not the redrawn one.
    ASSERT_FALSE(session.apply(firstPlacement(session.game())));
    ASSERT_TRUE(session.canRedraw());
    ASSERT_FALSE(session.noWord());
    const GameState redrawn = session.game().state();
    ASSERT_FALSE(session.apply(firstPlacement(session.game())));
    EXPECT_TRUE(session.takeBack());
    EXPECT_EQ(session.game().state(), redrawn);
    EXPECT_EQ(session.history()->size(), 2u);
    EXPECT_FALSE(session.canTakeBack());
}

TEST(TakeBack, ACardPlacedBeforeSavingComesBackAfterResuming) {
    const Seats seats{Seat::person(), Seat::computer(bots::Level::Medium)};
    Session session = table(seats, 6);
    const GameState start = session.game().state();
    ASSERT_FALSE(session.apply(firstPlacement(session.game())));
    // Resumed from the position and its history, as a saved game is opened.
    Session resumed(session.game().state(), session.game().lexicon(), seats, session.history());
    EXPECT_TRUE(resumed.canTakeBack());
    EXPECT_TRUE(resumed.takeBack());
    EXPECT_EQ(resumed.game().state(), start);
    EXPECT_TRUE(resumed.history()->empty());
    // A bare position (no history) has nothing to go back to.
    Session bare(session.game().state(), session.game().lexicon(), seats);
    EXPECT_FALSE(bare.canTakeBack());
}

TEST(TakeBack, ABotsPlacementCannotBeTakenBack) {
    Session session = table({Seat::person(), Seat::computer(bots::Level::Medium)}, 6, 1);
    session.submit(session.awaited().front(), firstPlacement(session.game()));
    EXPECT_FALSE(session.canTakeBack());
}

TEST(Timeout, ThePolicyPlacesRedrawsWhilePossibleThenPassesAndTheTurnMovesOn) {
    Session session = table({Seat::person(), Seat::person()}, 8);
    const Cell first = session.game().legalPlacements().front();
    session.playForTimeout();
    EXPECT_EQ(session.game().currentPlayer(), 1);
    const std::vector<Action>& actions = *session.history();
    ASSERT_FALSE(actions.empty());
    EXPECT_EQ(std::get<PlaceCard>(actions.front()).cell, first);
    int redraws = 0;
    for (const Action& action : actions)
        redraws += std::holds_alternative<Redraw>(action) ? 1 : 0;
    EXPECT_EQ(redraws, session.game().state().options.redrawLimit);
    EXPECT_TRUE(std::any_of(actions.begin(), actions.end(),
                            [](const Action& a) { return std::holds_alternative<Pass>(a); }));
}

TEST(Redraw, PermissionIsTheEnginesVerdict) {
    GameOptions options = testing::optionsFor(2, 9);
    options.redrawLimit = 0;
    Session session(options, io::standardDeck(), testing::lexicon(),
                    {Seat::person(), Seat::person()});
    EXPECT_FALSE(session.canRedraw());  // nothing placed yet
    ASSERT_FALSE(session.apply(firstPlacement(session.game())));
    EXPECT_FALSE(session.canRedraw());  // no redraws at this table
    EXPECT_TRUE(canPass(session.game()));
    ASSERT_FALSE(session.noWord());
    EXPECT_TRUE(std::holds_alternative<Pass>(session.history()->back()));
    Session other = table({Seat::person(), Seat::person()}, 9);
    ASSERT_FALSE(other.apply(firstPlacement(other.game())));
    EXPECT_TRUE(other.canRedraw());
}

TEST(Scores, OneRowPerRoundAndTheSameRowsFromTheRecord) {
    Session session = table(allBots(2, bots::Level::Medium), 12);
    MediumBots bots(2, 12);
    playOut(session, bots.pointers);
    ASSERT_EQ(session.scoresPerRound().size(), static_cast<std::size_t>(kRounds));
    EXPECT_EQ(session.scoresPerRound().back(), totals(session.game().scores()));
    const Session restored(*session.record(), testing::lexicon(), allBots(2, bots::Level::Easy));
    EXPECT_EQ(restored.game().state(), session.game().state());
    EXPECT_EQ(restored.scoresPerRound(), session.scoresPerRound());
    const Session resumed(session.game().state(), testing::lexicon(), allBots(2, bots::Level::Easy),
                          *session.history());
    EXPECT_EQ(resumed.scoresPerRound(), session.scoresPerRound());
}

TEST(Scores, ARecordThatDoesNotReplayIsRefusedWithTheActionNamed) {
    Session session = table(allBots(2, bots::Level::Medium), 12);
    io::Record record = *session.record();
    record.actions.push_back(Pass{});  // nothing placed: the engine refuses it
    try {
        const Session broken(record, testing::lexicon(), allBots(2, bots::Level::Medium));
        FAIL() << "the record replayed";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("action 1"), std::string::npos) << error.what();
    }
}

TEST(Review, ThePositionAtTheStartOfEveryTurnOfTheChosenSeats) {
    Session session = table(allBots(2, bots::Level::Medium), 14);
    MediumBots bots(2, 14);
    playOut(session, bots.pointers);
    const auto turns = turnsToReview(*session.record(), testing::lexicon(), {false, true});
    ASSERT_EQ(turns.size(), static_cast<std::size_t>(kRounds));
    for (std::size_t i = 0; i < turns.size(); ++i) {
        EXPECT_EQ(turns[i].seat, 1);
        EXPECT_EQ(turns[i].round, static_cast<int>(i) + 1);
        EXPECT_EQ(turns[i].start.currentPlayer(), 1);
        EXPECT_EQ(turns[i].start.state().phase, Phase::Place);
        EXPECT_GE(turns[i].playedCaptures, 0);
    }
    // Both seats: every word of the game is some turn's word.
    const auto all = turnsToReview(*session.record(), testing::lexicon(), {true, true});
    EXPECT_EQ(all.size(), 2u * kRounds);
    const auto words =
        std::count_if(all.begin(), all.end(), [](const auto& t) { return t.played; });
    EXPECT_EQ(static_cast<std::size_t>(words), session.game().state().usedWords.size());
    EXPECT_GT(words, 0);
    io::Record broken = *session.record();
    broken.actions.insert(broken.actions.begin(), Pass{});
    EXPECT_THROW(turnsToReview(broken, testing::lexicon(), {true, true}), std::invalid_argument);
}

TEST(Seats, MustMatchThePlayers) {
    EXPECT_THROW(table({Seat::person()}, 1), std::invalid_argument);
}

}  // namespace
}  // namespace ps::session
