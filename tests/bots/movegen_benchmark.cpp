// Speed of the bots on fixed mid-game positions with captured cards (2, 3 and 4 players):
// full move generation (every word with its best card choice, the best 24 checked against the
// used words), the medium bot's decision, the hard bot's decision, and the expert's search
// (simulations per second, with 1 and 2 threads).
//   build/<dir>/tests/bots/ps_bots_benchmarks --benchmark_repetitions=5

#include <benchmark/benchmark.h>

#include <memory>

#include "bots/bot.h"
#include "bots/expert_search.h"
#include "bots/medium_bot.h"
#include "bots/movegen.h"
#include "dictionary/dictionary.h"
#include "engine/deck.h"

namespace {

using namespace ps;

const dict::Dictionary& dictionary() {
    static const auto loaded =
        std::make_unique<dict::Dictionary>(dict::Dictionary::load(POTEGA_FULL_DICTIONARY_FILE));
    return *loaded;
}

// A mid-game position: medium bots play from a fixed seed until round 3 begins (by then there
// are captured cards and markers on the table); the current player is to place.
engine::Game midGame(int players, bool variant = false) {
    static const auto deck = *engine::loadDeckFile(POTEGA_DECK_FILE).deck;
    engine::GameOptions options;
    options.players = players;
    options.blackCardVariant = variant;
    options.seed = 2024;
    engine::Game game(options, deck, dictionary());
    const bots::Vocabulary vocabulary{&dictionary(), nullptr};
    std::vector<std::unique_ptr<bots::Bot>> owned;
    std::vector<bots::Bot*> seats;
    for (int p = 0; p < players; ++p) {
        owned.push_back(bots::makeBot(bots::Level::Medium, static_cast<engine::PlayerId>(p),
                                      vocabulary, options.seed));
        seats.push_back(owned.back().get());
    }
    while (!(game.state().round == 3 && game.state().phase == engine::Phase::Place)) {
        const auto seat = *bots::awaitedSeat(game);
        game.apply(*seats[seat]->decide(game));
    }
    return game;
}

void BM_MoveGeneration(benchmark::State& state) {
    const auto game = midGame(static_cast<int>(state.range(0)));
    const bots::MoveGenerator generator(dictionary());
    bots::GenerationStats stats;
    for (auto _ : state) {
        auto moves = generator.generate(game, bots::GenerateOptions{}, &stats);
        benchmark::DoNotOptimize(moves);
    }
    state.counters["words"] = static_cast<double>(stats.anagrams);
}
BENCHMARK(BM_MoveGeneration)->Arg(2)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);

// The black-card variant with the ŚWIST ENERGII card usable (swapped onto the table if needed):
// the cost of the extra search for words that borrow a rival's captured card.
void BM_MoveGenerationWithSwist(benchmark::State& state) {
    const auto game = midGame(static_cast<int>(state.range(0)), true);
    engine::GameState position = game.state();
    engine::CardId swist = 0;
    for (int id = 0; id < position.deck.size(); ++id) {
        if (position.deck[static_cast<engine::CardId>(id)].action == engine::BlackAction::Borrow)
            swist = static_cast<engine::CardId>(id);
    }
    if (!engine::findCard(position, swist)) {
        // Exchange it with an unmarked table card wherever it is (stack, a sheet, captures).
        for (auto& entry : position.table) {
            if (entry.side != engine::Side::Face || entry.marker)
                continue;
            const engine::CardId other = entry.card;
            const auto swap = [&](engine::CardId& slot) {
                if (slot == swist)
                    slot = other;
            };
            for (auto& card : position.stack)
                swap(card);
            for (auto& player : position.players) {
                for (auto& card : player.captured)
                    swap(card);
                if (player.sheetCard)
                    swap(*player.sheetCard);
            }
            entry.card = swist;
            break;
        }
    }
    const engine::Game withSwist(position, dictionary());
    const bots::MoveGenerator generator(dictionary());
    bots::GenerationStats stats;
    bots::GenerateOptions options;
    options.borrow = state.range(1) != 0;  // 0: the same position without loans
    for (auto _ : state) {
        auto moves = generator.generate(withSwist, options, &stats);
        benchmark::DoNotOptimize(moves);
    }
    state.counters["words"] = static_cast<double>(stats.anagrams);
}
BENCHMARK(BM_MoveGenerationWithSwist)
    ->Args({2, 0})
    ->Args({2, 1})
    ->Args({4, 0})
    ->Args({4, 1})
    ->Unit(benchmark::kMillisecond);

void BM_Decision(benchmark::State& state, bots::Level level) {
    const auto game = midGame(static_cast<int>(state.range(0)));
    const bots::Vocabulary vocabulary{&dictionary(), nullptr};
    for (auto _ : state) {
        auto bot = bots::makeBot(level, game.currentPlayer(), vocabulary, 7);
        auto action = bot->decide(game);
        benchmark::DoNotOptimize(action);
    }
}
BENCHMARK_CAPTURE(BM_Decision, medium, bots::Level::Medium)
    ->Arg(2)
    ->Arg(3)
    ->Arg(4)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Decision, hard, bots::Level::Hard)
    ->Arg(2)
    ->Arg(3)
    ->Arg(4)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

// The expert's search on the same positions: its 8 candidates, each simulated on 4 deals (the
// fixed-deal mode, so every iteration does the same work); `simulations/s` is the rate in wall
// time, which is what more threads buy. Arguments: players, threads, and the turns after the
// expert's own in which the simulations play help deals (the defaults: 1 at three players, 0 at
// four; 99: every turn).
void BM_ExpertSearch(benchmark::State& state) {
    const auto game = midGame(static_cast<int>(state.range(0)));
    const bots::Vocabulary vocabulary{&dictionary(), nullptr};
    bots::ExpertSettings settings;
    settings.samples = 4;
    settings.pruneAfter = 1000;  // every candidate on every deal
    settings.threads = static_cast<int>(state.range(1));
    settings.dealTurns = static_cast<int>(state.range(2));
    settings.fourPlayerDealTurns = settings.dealTurns;
    const bots::MoveGenerator generator(dictionary());
    auto candidates =
        bots::detail::rankWithVocabulary(game, generator, settings.medium, nullptr, {});
    candidates.resize(std::min<std::size_t>(candidates.size(), 8));
    std::vector<std::unique_ptr<bots::detail::Simulator>> simulators;
    for (int t = 0; t < settings.threads; ++t)
        simulators.push_back(std::make_unique<bots::detail::Simulator>(vocabulary, settings));
    long long simulations = 0;
    for (auto _ : state) {
        const auto outcome =
            bots::detail::searchCandidates(game, game.currentPlayer(), candidates, 7, settings,
                                           simulators, {}, bots::detail::SearchClock::now());
        simulations += outcome.simulations;
        benchmark::DoNotOptimize(outcome);
    }
    state.counters["simulations/s"] =
        benchmark::Counter(static_cast<double>(simulations), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ExpertSearch)
    ->Args({2, 1, 1})
    ->Args({2, 2, 1})
    ->Args({3, 1, 1})
    ->Args({3, 2, 1})
    ->Args({3, 1, 99})
    ->Args({4, 1, 0})
    ->Args({4, 2, 0})
    ->Args({4, 1, 1})
    ->Args({4, 1, 99})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(2);

}  // namespace

BENCHMARK_MAIN();
