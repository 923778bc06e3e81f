// The expert bot: its id, whole games by the rules, the same moves from the same seed whatever
// the threads (fixed-deal mode), cancellation, and the signature — the moves it chooses on a
// fixed set of positions, which change only when its search does (in the spirit of
// Stockfish's bench).

#include <algorithm>
#include <atomic>
#include <set>
#include <sstream>
#include <string>
#include <variant>

#include "bots/expert_search.h"
#include "bots/levels.h"
#include "bots/medium_bot.h"
#include "session/describe.h"
#include "session/driver.h"
#include "test_support.h"

namespace ps::bots {
namespace {

Vocabulary vocabulary() {
    return Vocabulary{&testing::gameDictionary(), &testing::commonWords()};
}

// The fixed-deal mode (no clock) with a light search, so that the tests stay fast under
// sanitizers and repeat exactly.
ExpertSettings fixedSettings(int threads = 2) {
    ExpertSettings settings;
    settings.samples = 3;
    settings.threads = threads;
    settings.candidates = 5;
    settings.quietCandidates = 1;
    return settings;
}

// Medium bots play `seed` from the start until `round` begins; the current player is to place.
engine::Game positionAt(int players, std::uint64_t seed, int round) {
    engine::GameOptions options;
    options.players = players;
    options.seed = seed;
    engine::Game game(options, testing::standardDeck(), testing::gameDictionary());
    std::vector<std::unique_ptr<Bot>> bots;
    for (int p = 0; p < players; ++p)
        bots.push_back(
            makeBot(Level::Medium, static_cast<engine::PlayerId>(p), vocabulary(), seed));
    for (int step = 0; step < 10000 && !game.isOver() &&
                       !(game.state().round == round && game.state().phase == engine::Phase::Place);
         ++step) {
        const auto seat = *awaitedSeat(game);
        const auto action = bots[seat]->decide(game);
        if (!action || !game.apply(*action).ok())
            break;
    }
    return game;
}

// The expert's move in `game`: its placement and word, as one line.
std::string chosenMove(const engine::Game& start, const ExpertSettings& settings) {
    engine::Game game = start;
    auto bot =
        makeExpertBot(game.currentPlayer(), vocabulary(), start.state().options.seed, settings);
    std::ostringstream move;
    for (int step = 0; step < 4; ++step) {
        const auto action = bot->decide(game);
        if (!action)
            break;
        if (const auto* place = std::get_if<engine::PlaceCard>(&*action))
            move << place->cell.x << "," << place->cell.y << " ";
        if (const auto* word = std::get_if<engine::PlayWord>(&*action)) {
            move << toUtf8(word->word);
            return move.str();
        }
        if (!std::holds_alternative<engine::PlaceCard>(*action))
            return move.str() + session::describe(*action);
        if (!game.apply(*action).ok())
            return move.str() + "refused";
    }
    return move.str();
}

TEST(Expert, IdRoundTrips) {
    EXPECT_EQ(levelId(Level::Expert), "expert");
    EXPECT_EQ(levelFromId("expert"), Level::Expert);
}

TEST(Expert, RefusesSettingsThatCannotSearch) {
    ExpertSettings none = fixedSettings();
    none.threads = 0;
    EXPECT_THROW(makeExpertBot(0, vocabulary(), 1, none), std::invalid_argument);
    none = fixedSettings();
    none.samples = 0;
    none.budgetMillis = 0;
    EXPECT_THROW(makeExpertBot(0, vocabulary(), 1, none), std::invalid_argument);
}

TEST(Expert, SameMovesWhateverTheThreads) {
    const auto game = positionAt(2, 31, 3);
    ASSERT_FALSE(game.isOver());
    const std::string one = chosenMove(game, fixedSettings(1));
    EXPECT_FALSE(one.empty());
    EXPECT_EQ(chosenMove(game, fixedSettings(3)), one);
    EXPECT_EQ(chosenMove(game, fixedSettings(2)), one);
}

TEST(Expert, WholeGamesFollowTheRulesAndRepeat) {
    // Two and three players (help deals inside the search), against hard and medium.
    for (const std::vector<Level>& levels :
         {std::vector<Level>{Level::Expert, Level::Medium},
          std::vector<Level>{Level::Medium, Level::Expert, Level::Medium}}) {
        std::vector<std::string> runs;
        for (int run = 0; run < 2; ++run) {
            engine::GameOptions options;
            options.players = static_cast<int>(levels.size());
            options.seed = 77;
            engine::Game game(options, testing::standardDeck(), testing::gameDictionary());
            std::vector<std::unique_ptr<Bot>> owned;
            std::vector<Bot*> seats;
            for (std::size_t s = 0; s < levels.size(); ++s) {
                const auto seat = static_cast<engine::PlayerId>(s);
                owned.push_back(
                    levels[s] == Level::Expert
                        ? makeExpertBot(seat, vocabulary(), options.seed, fixedSettings(2))
                        : makeBot(levels[s], seat, vocabulary(), options.seed));
                seats.push_back(owned.back().get());
            }
            std::string record;
            session::playOut(game, seats, [&](const engine::Game& g, const engine::Action& a) {
                const auto problems = engine::findInconsistencies(g.state());
                ASSERT_TRUE(problems.empty()) << problems.front();
                record += session::describe(a) + "\n";
            });
            EXPECT_TRUE(game.isOver());
            runs.push_back(record);
        }
        EXPECT_EQ(runs[0], runs[1]);
    }
}

TEST(Expert, CancelledDecisionReturnsNothing) {
    const auto game = positionAt(2, 32, 2);
    auto bot = makeExpertBot(game.currentPlayer(), vocabulary(), 32, fixedSettings());
    std::atomic<bool> cancel{true};
    EXPECT_FALSE(bot->decide(game, Thinking{&cancel, {}}).has_value());
}

TEST(Expert, ProgressRisesToTheEnd) {
    const auto game = positionAt(2, 34, 3);
    auto bot = makeExpertBot(game.currentPlayer(), vocabulary(), 34, fixedSettings());
    std::vector<double> reported;
    ASSERT_TRUE(
        bot->decide(game, Thinking{nullptr, [&](double done) { reported.push_back(done); }}));
    ASSERT_FALSE(reported.empty());
    EXPECT_TRUE(std::is_sorted(reported.begin(), reported.end()));
    EXPECT_DOUBLE_EQ(reported.back(), 1.0);
}

TEST(Expert, TimedModeAnswersWithALegalMove) {
    // A small budget on the clock: whatever it finished, the answer is accepted (no timing is
    // asserted here; the tournament reports the decision times).
    const auto game = positionAt(3, 33, 2);
    ExpertSettings timed;
    timed.budgetMillis = 50;
    auto bot = makeExpertBot(game.currentPlayer(), vocabulary(), 33, timed);
    engine::Game copy = game;
    const auto action = bot->decide(copy);
    ASSERT_TRUE(action.has_value());
    EXPECT_TRUE(copy.apply(*action).ok());
}

TEST(Expert, FourPlayersOnTheShortestBudgetAnswerWithALegalMove) {
    // A budget of a millisecond: the deadline cuts the first ranking or the search short, and
    // the answer still comes from a ranking (no timing is asserted here).
    const auto game = positionAt(4, 35, 3);
    ASSERT_FALSE(game.isOver());
    ExpertSettings timed;
    timed.budgetMillis = 1;
    auto bot = makeExpertBot(game.currentPlayer(), vocabulary(), 35, timed);
    engine::Game copy = game;
    for (int step = 0; step < 3; ++step) {
        const auto action = bot->decide(copy);
        ASSERT_TRUE(action.has_value());
        ASSERT_TRUE(copy.apply(*action).ok());
        if (std::holds_alternative<engine::PlayWord>(*action))
            break;
    }
}

// A variant game of medium bots played until the player to move is in its black-card actions
// with a black action better than ending them (bestFollowUp's choice), or nothing.
std::optional<engine::Game> followUpPosition() {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        engine::GameOptions options;
        options.players = 2;
        options.seed = seed;
        options.blackCardVariant = true;
        engine::Game game(options, testing::standardDeck(), testing::gameDictionary());
        std::vector<std::unique_ptr<Bot>> bots;
        for (int p = 0; p < 2; ++p)
            bots.push_back(
                makeBot(Level::Medium, static_cast<engine::PlayerId>(p), vocabulary(), seed));
        for (int step = 0; step < 10000 && !game.isOver(); ++step) {
            if (game.state().phase == engine::Phase::Actions) {
                const auto chosen = bestFollowUp(game);
                if (!std::holds_alternative<engine::FinishActions>(chosen) &&
                    !std::holds_alternative<engine::EndTurn>(chosen))
                    return game;
            }
            const auto seat = *awaitedSeat(game);
            const auto action = bots[seat]->decide(game);
            if (!action || !game.apply(*action).ok())
                break;
        }
    }
    return std::nullopt;
}

TEST(ExpertStop, StoppedFollowUpEndsTheActionsInsteadOfJudgingThemAll) {
    const auto game = followUpPosition();
    ASSERT_TRUE(game.has_value());
    const std::atomic<bool> stop{true};
    const auto stopped = bestFollowUp(*game, Thinking{&stop, {}});
    EXPECT_TRUE(std::holds_alternative<engine::FinishActions>(stopped) ||
                std::holds_alternative<engine::EndTurn>(stopped))
        << session::describe(stopped);
    engine::Game copy = *game;
    EXPECT_TRUE(copy.apply(stopped).ok());
}

TEST(ExpertStop, ShortestBudgetAnswersEveryDecisionOfAWholeGameLegally) {
    // The expert on a budget of a millisecond at a table of three with the black cards: the
    // deadline cuts its ranking, its answers to offers, its own offers and its follow-ups
    // short, and the table session (which asks every seat for offers) accepts every answer it
    // gives and never waits for one (it throws on a refused or missing action). No timing is
    // asserted here.
    engine::GameOptions options;
    options.players = 3;
    options.seed = 41;
    options.blackCardVariant = true;
    engine::Game game(options, testing::standardDeck(), testing::gameDictionary());
    ExpertSettings timed;
    timed.budgetMillis = 1;
    std::vector<std::unique_ptr<Bot>> owned;
    owned.push_back(makeExpertBot(0, vocabulary(), options.seed, timed));
    for (engine::PlayerId p = 1; p < 3; ++p)
        owned.push_back(makeBot(Level::Medium, p, vocabulary(), options.seed));
    std::vector<Bot*> seats;
    for (auto& bot : owned)
        seats.push_back(bot.get());
    int actions = 0;
    EXPECT_NO_THROW(session::playOut(
        game, seats, [&](const engine::Game&, const engine::Action&) { ++actions; }));
    EXPECT_TRUE(game.isOver());
    EXPECT_GT(actions, 0);
}

TEST(ExpertSearch, PruningWantsEvidenceNotOneDealInFour) {
    ExpertSettings settings;
    settings.pruneMargin = 0.2;
    // Won three deals of four against two: a gap of 0.25 from a single deal.
    const std::vector<double> leader{1, 1, 1, 0};
    const std::vector<double> lucky{1, 0, 1, 0};
    settings.pruneSigmas = 0;  // the margin alone
    EXPECT_TRUE(detail::outplayed(leader, lucky, settings));
    settings.pruneSigmas = 2;  // the gap is one standard error of the paired differences
    EXPECT_FALSE(detail::outplayed(leader, lucky, settings));
    // Worse by the same amount in every deal: no doubt left.
    EXPECT_TRUE(detail::outplayed(leader, {0.7, 0.7, 0.7, -0.3}, settings));
    // Within the margin, however consistent.
    EXPECT_FALSE(detail::outplayed(leader, {0.9, 0.9, 0.9, -0.1}, settings));
    EXPECT_FALSE(detail::outplayed(leader, {}, settings));
}

// Two candidates judged on the same four deals: `best` (not familiar) and `known` (familiar).
detail::SearchOutcome twoJudged(const std::vector<double>& best, const std::vector<double>& known) {
    detail::SearchOutcome outcome;
    for (const auto* judged : {&best, &known}) {
        double sum = 0;
        for (const double j : *judged)
            sum += j;
        outcome.winChance.push_back(sum / static_cast<double>(judged->size()));
        outcome.margin.push_back(0);
        outcome.deals.push_back(static_cast<int>(judged->size()));
        outcome.wins.push_back(*judged);
    }
    return outcome;
}

TEST(ExpertSearch, AFamiliarWordIsChosenOnlyWhenTheDealsDoNotShowItWorse) {
    ExpertSettings settings;
    settings.familiarCost = 0.3;
    settings.familiarSigmas = 1;
    const std::vector<double> prior{10, 10};
    const std::vector<bool> secondFamiliar{false, true};
    // Behind by 0.25, one standard error of the paired differences: chance, the familiar word.
    const auto noisy = twoJudged({1, 1, 1, 0}, {1, 0, 1, 0});
    EXPECT_EQ(detail::chooseMove(noisy, prior, secondFamiliar, settings), 1U);
    // The same gap in every deal: a real loss, the better word.
    const auto steady = twoJudged({1, 1, 1, 0}, {0.75, 0.75, 0.75, -0.25});
    EXPECT_EQ(detail::chooseMove(steady, prior, secondFamiliar, settings), 0U);
    // Within the noise but beyond the cost a familiar word may have.
    settings.familiarCost = 0.2;
    EXPECT_EQ(detail::chooseMove(noisy, prior, secondFamiliar, settings), 0U);
    // Off, or nothing familiar: the best judgement.
    settings.familiarCost = 0;
    EXPECT_EQ(detail::chooseMove(noisy, prior, secondFamiliar, settings), 0U);
    settings.familiarCost = 0.3;
    EXPECT_EQ(detail::chooseMove(noisy, prior, {false, false}, settings), 0U);
    // The best is familiar itself: it stays.
    EXPECT_EQ(detail::chooseMove(noisy, prior, {true, true}, settings), 0U);
    // A candidate dropped early (fewer deals) is not a choice, familiar or not.
    auto pruned = noisy;
    pruned.deals[1] = 2;
    pruned.wins[1].resize(2);
    EXPECT_EQ(detail::chooseMove(pruned, prior, secondFamiliar, settings), 0U);
    // Both win every deal, the familiar word by 3 points less: the same chance, a fair price.
    auto surer = twoJudged({1, 1, 1, 1}, {1, 1, 1, 1});
    surer.margin = {8, 5};
    EXPECT_EQ(detail::chooseMove(surer, prior, secondFamiliar, settings), 1U);
    // The first ranking's value breaks a tie of judgements.
    EXPECT_EQ(detail::chooseMove(twoJudged({1, 0, 1, 0}, {1, 0, 1, 0}), {10, 30}, {false, false},
                                 settings),
              1U);
}

TEST(ExpertSearch, WatchdogRaisesOnCancellationAndDeadline) {
    std::atomic<bool> cancel{false};
    {
        const detail::Watchdog quiet(Thinking{}, std::nullopt);
        EXPECT_FALSE(quiet.raised());
        EXPECT_FALSE(quiet.thinking().cancelled());
    }
    {
        const detail::Watchdog watchdog(Thinking{&cancel, {}}, std::nullopt);
        EXPECT_FALSE(watchdog.raised());
        cancel = true;
        // The watchdog's thread sees the flag within a few milliseconds; wait for it.
        for (int wait = 0; wait < 10000 && !watchdog.raised(); ++wait)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        EXPECT_TRUE(watchdog.thinking().cancelled());
    }
    {
        const detail::Watchdog past(Thinking{},
                                    detail::SearchClock::now() - std::chrono::seconds(1));
        for (int wait = 0; wait < 10000 && !past.raised(); ++wait)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        EXPECT_TRUE(past.raised());
    }
}

TEST(ExpertSearch, ShortPileOrdersAreEveryDistinctOrderOnce) {
    engine::GameState state;
    state.deck = testing::standardDeck();
    // Two cards alike (letter, colour, action) and one of another kind.
    const auto kind = [&](engine::CardId id) {
        const auto& card = state.deck[id];
        return std::tuple(card.letter, card.colour, card.action);
    };
    std::vector<engine::CardId> alike;
    std::optional<engine::CardId> other;
    for (engine::CardId a = 0; a < state.deck.size() && alike.empty(); ++a) {
        for (engine::CardId b = a + 1; b < state.deck.size(); ++b) {
            if (kind(a) == kind(b)) {
                alike = {a, b};
                break;
            }
        }
    }
    ASSERT_EQ(alike.size(), 2U);
    for (engine::CardId c = 0; c < state.deck.size() && !other; ++c) {
        if (kind(c) != kind(alike[0]))
            other = c;
    }
    ASSERT_TRUE(other.has_value());
    state.stack = {alike[0], *other, alike[1]};
    const auto orders = detail::distinctPileOrders(state, 24, 5);
    ASSERT_TRUE(orders.has_value());
    ASSERT_EQ(orders->size(), 3U);  // 3! / 2!
    std::set<std::vector<std::tuple<ps::Letter, engine::Colour, engine::BlackAction>>> kinds;
    for (const auto& order : *orders) {
        auto sorted = order;
        std::sort(sorted.begin(), sorted.end());
        auto pile = state.stack;
        std::sort(pile.begin(), pile.end());
        EXPECT_EQ(sorted, pile);  // a permutation of the pile
        std::vector<std::tuple<ps::Letter, engine::Colour, engine::BlackAction>> faces;
        for (engine::CardId card : order)
            faces.push_back(kind(card));
        kinds.insert(faces);
    }
    EXPECT_EQ(kinds.size(), 3U);                                  // no two orders alike
    EXPECT_EQ(detail::distinctPileOrders(state, 24, 5), orders);  // same seed, same list
    EXPECT_FALSE(detail::distinctPileOrders(state, 2, 5).has_value());
    state.stack = {*other};
    EXPECT_EQ(detail::distinctPileOrders(state, 24, 5)->size(), 1U);
    state.stack.clear();
    EXPECT_EQ(detail::distinctPileOrders(state, 24, 5)->size(), 1U);
}

TEST(ExpertSearch, ShortPileIsSearchedOverItsDistinctOrders) {
    // A mid-game position with the pile cut to two cards of different kinds: the search plays
    // both orders once however many deals it may play; sampled, it plays more deals, repeating
    // the orders.
    const auto start = positionAt(2, 36, 3);
    ASSERT_FALSE(start.isOver());
    engine::GameState state = start.state();
    ASSERT_GE(state.stack.size(), 2U);
    std::optional<std::size_t> second;
    const auto& deck = state.deck;
    for (std::size_t i = 1; i < state.stack.size() && !second; ++i) {
        const auto& a = deck[state.stack[0]];
        const auto& b = deck[state.stack[i]];
        if (a.letter != b.letter || a.colour != b.colour || a.action != b.action)
            second = i;
    }
    ASSERT_TRUE(second.has_value());
    // The other cards of the pile are dealt out as captures, a card to each player in turn, so
    // that every card is still somewhere.
    const std::vector<engine::CardId> pile = state.stack;
    state.stack = {pile[0], pile[*second]};
    std::size_t next = 0;
    for (std::size_t i = 1; i < pile.size(); ++i) {
        if (i != *second)
            state.players[next++ % state.players.size()].captured.push_back(pile[i]);
    }
    const engine::Game game = trustingGame(state);
    ExpertSettings settings = fixedSettings(2);
    settings.samples = 10;
    const MoveGenerator generator(testing::gameDictionary());
    auto candidates = detail::rankWithVocabulary(game, generator, settings.medium, nullptr, {});
    ASSERT_GE(candidates.size(), 2U);
    candidates.resize(2);
    std::vector<std::unique_ptr<detail::Simulator>> simulators;
    for (int t = 0; t < settings.threads; ++t)
        simulators.push_back(std::make_unique<detail::Simulator>(vocabulary(), settings));
    const auto exact = detail::searchCandidates(game, game.currentPlayer(), candidates, 9, settings,
                                                simulators, {}, detail::SearchClock::now());
    EXPECT_EQ(exact.deals, (std::vector<int>{2, 2}));
    settings.exactOrders = 0;
    const auto sampled =
        detail::searchCandidates(game, game.currentPlayer(), candidates, 9, settings, simulators,
                                 {}, detail::SearchClock::now());
    EXPECT_GT(*std::max_element(sampled.deals.begin(), sampled.deals.end()), 2);
}

// The signature: the moves on these positions change only when the search does. When a change
// to the search is intended, replace the expected lines with the printed ones and say in the
// commit why the moves changed.
TEST(Expert, Signature) {
    struct Position {
        int players;
        std::uint64_t seed;
        int round;
    };
    const Position positions[] = {{2, 101, 2}, {2, 102, 4}, {2, 103, 6},
                                  {3, 104, 2}, {3, 105, 5}, {4, 106, 3}};
    std::string signature;
    for (const auto& p : positions)
        signature += chosenMove(positionAt(p.players, p.seed, p.round), fixedSettings()) + "\n";
    const std::string expected =
        "0,-1 naszej\n-1,2 zamiast\n0,-2 wpływ\n0,-1 kuchni\n2,-2 wszystkie\n1,-2 dostaniesz\n";
    EXPECT_EQ(signature, expected) << "the expert's signature is now:\n" << signature;
}

}  // namespace
}  // namespace ps::bots
