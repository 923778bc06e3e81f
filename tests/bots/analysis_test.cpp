// The expert's analysis: of one position (bots/analysis.h) and of a whole finished game
// (session/analysis.h) — the best move never judged below the played one on the same deals,
// the only winning word found, nothing of the hidden pile read, the chart ending at the result,
// the same analysis for the same budget, a prompt stop, and the JSON it is kept in.

#include <chrono>
#include <future>
#include <numeric>
#include <thread>

#include "bots/analysis.h"
#include "engine/io/json_text.h"
#include "session/analysis.h"
#include "session/driver.h"
#include "test_support.h"

namespace ps::bots {
namespace {

using engine::Action;
using testing::PositionBuilder;

Vocabulary vocabulary() {
    return Vocabulary{&testing::gameDictionary(), &testing::commonWords()};
}

// A light budget: the tests stay fast under sanitizers and repeat exactly.
AnalysisBudget lightBudget(int deals = 3) {
    AnalysisBudget budget;
    budget.deals = deals;
    budget.candidates = 4;
    budget.threads = 2;
    budget.seed = 7;
    return budget;
}

// A whole game between medium bots, as a record.
engine::io::Record playedRecord(int players, std::uint64_t seed) {
    engine::GameOptions options;
    options.players = players;
    options.seed = seed;
    engine::Game game(options, testing::standardDeck(), testing::gameDictionary());
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot*> seats;
    for (int p = 0; p < players; ++p) {
        owned.push_back(
            makeBot(Level::Medium, static_cast<engine::PlayerId>(p), vocabulary(), seed));
        seats.push_back(owned.back().get());
    }
    const auto played = session::playOut(game, seats);
    return engine::io::Record{options, testing::standardDeck(), played.actions, std::nullopt};
}

// The game's last turn, player 0 to play K: KA also captures the A that carries player 0's
// marker and wins the game; OK captures nothing and leaves a tie.
engine::Game lastTurnWithOneWinningWord(const dict::Dictionary& dictionary, engine::CardId& k) {
    PositionBuilder position(2);
    position.state().round = engine::kRounds;
    position.state().startPlayer = 1;  // player 0 plays last
    position.table(0, 0, "a", 0);
    position.table(1, 0, "o");
    k = position.sheet(0, "k");
    position.sheet(1, "e");
    return position.build(dictionary);
}

TEST(PositionAnalysis, FindsTheOnlyWinningWord) {
    const auto dictionary = testing::makeDictionary({"ka", "ok"});
    engine::CardId k = 0;
    const engine::Game game = lastTurnWithOneWinningWord(*dictionary, k);
    PositionAnalyst analyst(Vocabulary{dictionary.get(), nullptr}, lightBudget());
    const std::vector<Action> tie{engine::PlaceCard{k, engine::Cell{2, 0}},
                                  engine::PlayWord{word("ok"), {}, false}};
    const auto verdict = analyst.analyse(game, tie);
    ASSERT_TRUE(verdict.best.word.has_value());
    EXPECT_EQ(toUtf8(verdict.best.word->word), "ka");
    EXPECT_DOUBLE_EQ(verdict.best.chance, 1.0);
    EXPECT_EQ(verdict.best.seatChances, (std::vector<double>{1.0, 0.0}));
    ASSERT_TRUE(verdict.played.has_value());
    EXPECT_DOUBLE_EQ(verdict.played->chance, 0.5);  // the tie is shared
    EXPECT_FALSE(verdict.playedIsBest);

    const std::vector<Action> win{engine::PlaceCard{k, engine::Cell{-1, 0}},
                                  engine::PlayWord{word("ka"), {}, false}};
    const auto found = analyst.analyse(game, win);
    EXPECT_TRUE(found.playedIsBest);
    EXPECT_DOUBLE_EQ(found.played->chance, 1.0);
}

TEST(PositionAnalysis, RefusesAFinishedGameAndAnEmptyBudget) {
    EXPECT_THROW(PositionAnalyst(Vocabulary{}, lightBudget()), std::invalid_argument);
    AnalysisBudget none = lightBudget();
    none.deals = 0;
    EXPECT_THROW(PositionAnalyst(vocabulary(), none), std::invalid_argument);
    const auto record = playedRecord(2, 11);
    const auto end = engine::io::replay(record, testing::gameDictionary());
    ASSERT_TRUE(end.ok());
    PositionAnalyst analyst(vocabulary(), lightBudget());
    EXPECT_THROW(analyst.analyse(engine::Game(end.state, testing::gameDictionary()), {}),
                 std::invalid_argument);
}

TEST(PositionAnalysis, ReadsNothingOfTheHiddenPileOrder) {
    // The same position with the draw pile in another order: the analysis is the same, so it
    // can show nothing a player could not know at that point.
    const auto record = playedRecord(2, 21);
    engine::io::Record cut = record;
    cut.actions.resize(record.actions.size() / 2);
    const auto middle = engine::io::replay(cut, testing::gameDictionary());
    ASSERT_TRUE(middle.ok());
    engine::GameState reordered = middle.state;
    std::reverse(reordered.stack.begin(), reordered.stack.end());
    ASSERT_NE(reordered.stack, middle.state.stack);
    PositionAnalyst analyst(vocabulary(), lightBudget(4));
    const auto a = analyst.analyse(engine::Game(middle.state, testing::gameDictionary()), {});
    const auto b = analyst.analyse(engine::Game(reordered, testing::gameDictionary()), {});
    EXPECT_EQ(a.best.placements, b.best.placements);
    EXPECT_EQ(a.best.word, b.best.word);
    EXPECT_EQ(a.best.chance, b.best.chance);
    EXPECT_EQ(a.best.seatChances, b.best.seatChances);
}

TEST(GameAnalysis, BestIsNeverBelowThePlayedMoveOnTheSameDeals) {
    for (const auto& [players, seed] : {std::pair{2, 31ULL}, std::pair{3, 32ULL}}) {
        SCOPED_TRACE(seed);
        const auto record = playedRecord(players, seed);
        const auto analysis = session::analyseGame(record, testing::gameDictionary(), vocabulary(),
                                                   {}, lightBudget());
        ASSERT_TRUE(analysis.complete);
        ASSERT_GE(analysis.turns.size(), static_cast<std::size_t>(6 * players) - 1);
        for (const auto& turn : analysis.turns) {
            SCOPED_TRACE(turn.turnNumber);
            ASSERT_TRUE(turn.playedMove.has_value());
            EXPECT_EQ(turn.playedMove->deals, turn.best.deals);
            EXPECT_GE(turn.best.chance, turn.playedMove->chance);
            EXPECT_GE(turn.loss(), 0.0);
            if (turn.playedIsBest) {
                EXPECT_EQ(turn.loss(), 0.0);
            }
            for (const auto* move : {&turn.best, &*turn.playedMove}) {
                ASSERT_EQ(move->seatChances.size(), static_cast<std::size_t>(players));
                EXPECT_NEAR(
                    std::accumulate(move->seatChances.begin(), move->seatChances.end(), 0.0), 1.0,
                    1e-9);
                EXPECT_NEAR(move->seatChances[turn.seat], move->chance, 1e-9);
            }
        }
    }
}

TEST(GameAnalysis, AHelpDealPlayedIsJudgedAsTheDealAndKeptSo) {
    // Three mediums deal with each other: the first game with a deal among a few seeds.
    std::optional<session::GameAnalysis> found;
    engine::io::Record record;
    for (std::uint64_t seed = 90; seed < 100 && !found; ++seed) {
        record = playedRecord(3, seed);
        auto analysis = session::analyseGame(record, testing::gameDictionary(), vocabulary(), {},
                                             lightBudget(2));
        for (const auto& turn : analysis.turns) {
            if (turn.helper)
                found = std::move(analysis);
            if (found)
                break;
        }
    }
    ASSERT_TRUE(found.has_value()) << "no help deal in ten 3-player games";
    for (const auto& turn : found->turns) {
        if (!turn.helper)
            continue;
        ASSERT_TRUE(turn.playedMove.has_value());
        EXPECT_EQ(turn.playedMove->helper, turn.helper);
        ASSERT_TRUE(turn.playedMove->word.has_value());
        EXPECT_EQ(turn.playedMove->word->word, *turn.played);
        EXPECT_FALSE(turn.playedMove->price.empty());
    }
    const auto json = session::analysisToJson(*found, record.deck);
    const auto read = session::analysisFromJson(json, record.deck, 3);
    ASSERT_TRUE(read.ok()) << read.error.text();
    for (std::size_t i = 0; i < found->turns.size(); ++i) {
        const auto& a = found->turns[i];
        const auto& b = read.value->turns[i];
        EXPECT_EQ(a.playedMove.has_value(), b.playedMove.has_value());
        if (a.playedMove && b.playedMove) {
            EXPECT_EQ(a.playedMove->helper, b.playedMove->helper);
            EXPECT_EQ(a.playedMove->price, b.playedMove->price);
        }
        EXPECT_EQ(a.best.helper, b.best.helper);
    }
}

TEST(GameAnalysis, ChartEndsAtTheGamesResultAndMistakesAreTheLargestLosses) {
    const auto record = playedRecord(2, 41);
    const auto end = engine::io::replay(record, testing::gameDictionary());
    const auto winners = engine::computeScores(end.state).winners;
    const auto analysis =
        session::analyseGame(record, testing::gameDictionary(), vocabulary(), {}, lightBudget());
    for (engine::PlayerId seat = 0; seat < 2; ++seat) {
        const auto chart = analysis.chart(seat);
        // The seat's own turns (a point after each), then the result.
        const auto own = std::count_if(analysis.turns.begin(), analysis.turns.end(),
                                       [seat](const auto& turn) { return turn.seat == seat; });
        ASSERT_EQ(chart.size(), static_cast<std::size_t>(own) + 1);
        const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
        EXPECT_DOUBLE_EQ(chart.back().chance,
                         won ? 1.0 / static_cast<double>(winners.size()) : 0.0);
        for (std::size_t i = 1; i < chart.size(); ++i)
            EXPECT_GT(chart[i].turn, chart[i - 1].turn);
    }
    const auto mistakes = analysis.biggestMistakes(3, 0.0);
    ASSERT_EQ(mistakes.size(), 3U);
    std::vector<double> losses;
    for (const auto& turn : analysis.turns)
        losses.push_back(turn.loss());
    std::sort(losses.rbegin(), losses.rend());
    for (std::size_t i = 0; i < mistakes.size(); ++i)
        EXPECT_DOUBLE_EQ(analysis.turns[mistakes[i]].loss(), losses[i]);
    for (std::size_t i : analysis.biggestMistakes(3, 0.5))
        EXPECT_GE(analysis.turns[i].loss(), 0.5);
}

TEST(GameAnalysis, OnlyTheChosenSeatsAndTheSameAnalysisEveryRun) {
    const auto record = playedRecord(2, 51);
    const auto once = session::analyseGame(record, testing::gameDictionary(), vocabulary(),
                                           {false, true}, lightBudget());
    ASSERT_FALSE(once.turns.empty());
    for (const auto& turn : once.turns)
        EXPECT_EQ(turn.seat, 1);
    // Seat 0 had no turn analysed: its line follows seat 1's turns, then its result.
    EXPECT_EQ(once.chart(0).size(), once.turns.size() + 1);
    EXPECT_EQ(once.chart(1).size(), once.turns.size() + 1);
    AnalysisBudget oneThread = lightBudget();
    oneThread.threads = 1;
    const auto again = session::analyseGame(record, testing::gameDictionary(), vocabulary(),
                                            {false, true}, oneThread);
    const auto& deck = record.deck;
    EXPECT_EQ(engine::io::formatJson(session::analysisToJson(once, deck)),
              engine::io::formatJson(session::analysisToJson(again, deck)));
}

TEST(GameAnalysis, RefusesAGameNotOverAndARecordThatDoesNotReplay) {
    auto record = playedRecord(2, 61);
    auto unfinished = record;
    unfinished.actions.pop_back();
    EXPECT_THROW(session::analyseGame(unfinished, testing::gameDictionary(), vocabulary(), {},
                                      lightBudget()),
                 std::invalid_argument);
    auto broken = record;
    broken.actions.emplace_back(engine::EndTurn{});  // after the end of the game: refused
    EXPECT_THROW(
        session::analyseGame(broken, testing::gameDictionary(), vocabulary(), {}, lightBudget()),
        std::invalid_argument);
}

TEST(GameAnalysis, CancelStopsWithin200Milliseconds) {
    // A heavy budget, so that the analysis is still running when the stop comes.
    const auto record = playedRecord(2, 71);
    AnalysisBudget heavy = lightBudget(400);
    heavy.candidates = 10;
    std::atomic<bool> cancel{false};
    std::atomic<int> analysed{0};
    auto running = std::async(std::launch::async, [&] {
        return session::analyseGame(
            record, testing::gameDictionary(), vocabulary(), {}, heavy,
            [&](const session::GameAnalysis& sofar, std::size_t) {
                analysed = static_cast<int>(sofar.turns.size());
            },
            &cancel);
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    ASSERT_EQ(running.wait_for(std::chrono::seconds(0)), std::future_status::timeout);
    const auto stop = std::chrono::steady_clock::now();
    cancel.store(true);
    const auto analysis = running.get();
    const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::steady_clock::now() - stop)
                          .count();
    // Under a sanitizer every step is several times slower.
#if defined(__SANITIZE_ADDRESS__)
    constexpr long long kBound = 1000;
#else
    constexpr long long kBound = 200;
#endif
    EXPECT_LT(took, kBound);
    EXPECT_FALSE(analysis.complete);
    EXPECT_EQ(analysis.turns.size(), static_cast<std::size_t>(analysed.load()));
}

TEST(GameAnalysisJson, RoundTripsAndRefusesWhatDoesNotFit) {
    const auto record = playedRecord(2, 81);
    const auto analysis =
        session::analyseGame(record, testing::gameDictionary(), vocabulary(), {}, lightBudget());
    const auto& deck = record.deck;
    const auto json = session::analysisToJson(analysis, deck);
    const auto text = engine::io::formatJson(json);
    const auto parsed = engine::io::parseStrictJson(text);
    ASSERT_TRUE(parsed.ok());
    const auto read = session::analysisFromJson(*parsed.value, deck, 2);
    ASSERT_TRUE(read.ok()) << read.error.text();
    EXPECT_EQ(engine::io::formatJson(session::analysisToJson(*read.value, deck)), text);
    EXPECT_EQ(read.value->turns.size(), analysis.turns.size());
    EXPECT_EQ(read.value->biggestMistakes(), analysis.biggestMistakes());

    const auto refused = [&](engine::io::Json changed, int players = 2) {
        const auto result = session::analysisFromJson(changed, deck, players);
        return result.ok() ? std::string("accepted") : result.error.text();
    };
    EXPECT_NE(refused(json, 3).find("/players"), std::string::npos);
    auto chance = json;
    chance["turns"][0]["best"]["chance"] = 1.5;
    EXPECT_EQ(refused(chance).rfind("/turns/0/best/chance:", 0), 0U) << refused(chance);
    auto extra = json;
    extra["turns"][0]["secret"] = "x";
    EXPECT_NE(refused(extra), "accepted");
    auto seats = json;
    seats["result"] = engine::io::Json::array({1.0});
    EXPECT_NE(refused(seats).find("/result"), std::string::npos);
    auto move = json;
    move["turns"][0]["best"]["actions"] = engine::io::Json::array({{{"type", "pass"}}});
    EXPECT_NE(refused(move).find("/turns/0/best/actions/0"), std::string::npos) << refused(move);
    auto version = json;
    version["version"] = 2;
    EXPECT_NE(refused(version), "accepted");
}

}  // namespace
}  // namespace ps::bots
