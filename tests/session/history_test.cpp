// A record replayed into the steps the session reported live (the app's log is rebuilt from
// them after a load) and the last move the table shows until the next player acts.

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "session/describe.h"
#include "session/driver.h"
#include "session/queries.h"
#include "session_support.h"

namespace ps::session {
namespace {

using namespace ps::engine;

template <class T>
std::vector<Cell> cellsOf(const std::vector<Event>& events) {
    std::vector<Cell> cells;
    for (const Event& event : events) {
        if (const auto* e = std::get_if<T>(&event))
            cells.push_back(e->cell);
    }
    return cells;
}

// Plays the game out with medium bots, showing every applied step to `observer` (playOut keeps
// the observer for itself).
void playWatching(Session& session, std::uint64_t seed,
                  const std::function<void(const Step&)>& observer) {
    testing::MediumBots bots(static_cast<int>(session.seats().size()), seed);
    session.setObserver(observer);
    for (int step = 0; step < 100000 && !session.game().isOver(); ++step) {
        const std::vector<Request> awaited = session.awaited();
        if (awaited.empty())
            break;
        decideAndSubmit(session, awaited.front(), *bots.pointers[awaited.front().seat]);
    }
    ASSERT_TRUE(session.game().isOver());
}

template <class T>
bool has(const std::vector<Event>& events) {
    return std::any_of(events.begin(), events.end(),
                       [](const Event& e) { return std::holds_alternative<T>(e); });
}

TEST(ReplayHistory, GivesTheStepsTheSessionReportedLive) {
    for (const std::uint64_t seed : {3u, 11u}) {
        Session session = testing::table(allBots(4, bots::Level::Medium), seed);
        std::vector<Step> live;
        playWatching(session, seed, [&](const Step& step) { live.push_back(step); });
        const HistoryLog log = replayHistory(*session.record(), testing::lexicon());
        ASSERT_EQ(log.steps.size(), live.size());
        for (std::size_t i = 0; i < live.size(); ++i) {
            EXPECT_EQ(log.steps[i].step.actor, live[i].actor) << i;
            EXPECT_EQ(log.steps[i].step.action, live[i].action) << i;
            EXPECT_EQ(log.steps[i].step.events, live[i].events) << i;
            EXPECT_EQ(log.steps[i].step.lapsedOffers, live[i].lapsedOffers) << i;
            EXPECT_EQ(log.steps[i].step.roundScored, live[i].roundScored) << i;
        }
        EXPECT_EQ(log.state, session.game().state());
        // Turns are numbered as the engine numbers them, and in order.
        for (std::size_t i = 0; i < log.turns.size(); ++i)
            EXPECT_EQ(log.turns[i].turn, static_cast<int>(i));
    }
}

TEST(ReplayHistory, RefusesARecordThatDoesNotReplay) {
    Session session = testing::table(allBots(2, bots::Level::Medium), 5);
    io::Record record = *session.record();
    record.actions.push_back(Pass{});  // nothing is placed yet: refused
    EXPECT_THROW(replayHistory(record, testing::lexicon()), std::invalid_argument);
    EXPECT_TRUE(lastMove(record, testing::lexicon()).empty());
}

TEST(LastMove, ShowsTheFinishedTurnUntilTheNextPlayerActs) {
    const std::uint64_t seed = 7;
    Session session = testing::table(allBots(4, bots::Level::Medium), seed);
    std::vector<Step> turnSteps;  // the steps of the turn in progress
    Game before = session.game();
    int wordsChecked = 0;
    int capturesChecked = 0;
    int clearedChecked = 0;
    std::vector<Cell> word;  // the turn's word's cells where they lay before the word
    playWatching(session, seed, [&](const Step& step) {
        turnSteps.push_back(step);
        for (const Event& event : step.events) {
            if (const auto* played = std::get_if<WordPlayed>(&event)) {
                word.clear();
                for (const CardId card : played->cards) {
                    if (const TableCell* cell = findCard(before.state(), card))
                        word.push_back(cell->cell);
                }
            }
        }
        const Game& game = session.game();
        const LastMove shown = lastMove(*session.record(), testing::lexicon());
        const std::vector<Event>& events = step.events;
        if (has<TurnEnded>(events) || game.isOver()) {
            // The turn just finished is shown: its word's cards (where they lay before the
            // word), its captures and its new tapes.
            ASSERT_FALSE(shown.empty());
            EXPECT_EQ(shown.turn->player, before.state().currentPlayer);
            std::vector<Cell> captured, tapes, placed;
            for (const Step& done : turnSteps) {
                const auto p = cellsOf<CardPlaced>(done.events);
                placed.insert(placed.end(), p.begin(), p.end());
                const auto c = cellsOf<CardCaptured>(done.events);
                captured.insert(captured.end(), c.begin(), c.end());
                const auto t = cellsOf<TapePlaced>(done.events);
                tapes.insert(tapes.end(), t.begin(), t.end());
            }
            EXPECT_EQ(shown.turn->word, word);
            if (!word.empty())
                ++wordsChecked;
            EXPECT_EQ(shown.turn->captured, captured);
            EXPECT_EQ(shown.turn->tapes, tapes);
            EXPECT_EQ(shown.turn->placed, placed);
            capturesChecked += captured.empty() ? 0 : 1;
            turnSteps.clear();
            word.clear();
        } else if (std::holds_alternative<PlaceCard>(step.action) && turnSteps.size() == 1) {
            // The next player placed their card: the previous move is no longer shown.
            EXPECT_TRUE(shown.empty());
            ++clearedChecked;
        }
        before = game;
    });
    EXPECT_GT(wordsChecked, 5);
    EXPECT_GT(capturesChecked, 0);
    EXPECT_GT(clearedChecked, 10);
}

TEST(TurnThatLaid, NamesTheTurnOfTheCardOrTapeNowAtTheCell) {
    const std::uint64_t seed = 3;
    Session session = testing::table(allBots(4, bots::Level::Medium), seed);
    playWatching(session, seed, [](const Step&) {});
    const HistoryLog log = replayHistory(*session.record(), testing::lexicon());
    const io::Record record = *session.record();
    const Game dealt(record.options, record.deck, testing::lexicon());
    int tapes = 0;
    int dealtCards = 0;
    for (const TableCell& cell : log.state.table) {
        const std::optional<int> turn = turnThatLaid(log, cell.cell);
        const TableCell* atDeal = findCard(dealt.state(), cell.card);
        if (atDeal != nullptr && atDeal->cell == cell.cell) {
            EXPECT_FALSE(turn.has_value());  // dealt onto the table: no turn laid it
            ++dealtCards;
            continue;
        }
        ASSERT_TRUE(turn.has_value());
        const TurnMark& mark = log.turns[static_cast<std::size_t>(*turn)];
        const auto in = [&](const std::vector<Cell>& cells) {
            return std::find(cells.begin(), cells.end(), cell.cell) != cells.end();
        };
        if (cell.side == Side::Tape) {
            EXPECT_TRUE(in(mark.tapes));
            ++tapes;
        } else {
            EXPECT_TRUE(in(mark.placed));
        }
    }
    EXPECT_GT(tapes, 0);
    EXPECT_GT(dealtCards, 0);
    EXPECT_FALSE(turnThatLaid(log, Cell{999, 999}).has_value());
}

}  // namespace
}  // namespace ps::session
