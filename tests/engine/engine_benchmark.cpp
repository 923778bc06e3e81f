// Engine speed: a whole random game (the random player of random_player.h, dictionary accepting
// everything), and the hot queries bots call thousands of times. Run:
//   build/<dir>/tests/engine/ps_engine_benchmark

#include <benchmark/benchmark.h>

#include "engine/deck.h"
#include "random_player.h"
#include "test_lexicon.h"

namespace ps::engine::testing {
namespace {

const Deck& standardDeck() {
    static const Deck deck = *loadDeckFile(POTEGA_DECK_FILE).deck;
    return deck;
}

void randomGame(benchmark::State& bench, int players, bool variant) {
    TestLexicon lexicon;
    lexicon.acceptEverything();
    std::uint64_t seed = 1;
    std::int64_t actions = 0;
    for (auto _ : bench) {
        GameOptions options;
        options.players = players;
        options.blackCardVariant = variant;
        options.seed = seed++;
        Game game(options, standardDeck(), lexicon);
        Rng rng(options.seed);
        while (!game.isOver()) {
            benchmark::DoNotOptimize(randomStep(game, rng));
            ++actions;
        }
    }
    bench.counters["actions/game"] =
        benchmark::Counter(static_cast<double>(actions) / static_cast<double>(bench.iterations()));
}

void BM_RandomGame4Players(benchmark::State& bench) {
    randomGame(bench, 4, false);
}
void BM_RandomGame4PlayersVariant(benchmark::State& bench) {
    randomGame(bench, 4, true);
}
void BM_RandomGame2Players(benchmark::State& bench) {
    randomGame(bench, 2, false);
}
BENCHMARK(BM_RandomGame4Players)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RandomGame4PlayersVariant)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RandomGame2Players)->Unit(benchmark::kMillisecond);

// A mid-game 4-player position: the hot queries.
Game midGame(const dict::Lexicon& lexicon) {
    GameOptions options;
    options.players = 4;
    options.seed = 42;
    Game game(options, standardDeck(), lexicon);
    Rng rng(7);
    while (game.state().turnNumber < 10 || game.state().phase != Phase::Place) {
        randomStep(game, rng);
    }
    const auto cell = game.legalPlacements().front();
    game.apply(PlaceCard{*game.state().players[game.currentPlayer()].sheetCard, cell});
    return game;
}

void BM_CheckWordDefaultChoice(benchmark::State& bench) {
    TestLexicon lexicon;
    lexicon.acceptEverything();
    const Game game = midGame(lexicon);
    Rng rng(3);
    std::vector<Word> words;
    for (int i = 0; i < 64; ++i)
        words.push_back(randomWord(game, rng).word);
    std::size_t i = 0;
    for (auto _ : bench)
        benchmark::DoNotOptimize(game.checkWord(words[i++ % words.size()]));
}
BENCHMARK(BM_CheckWordDefaultChoice);

void BM_PreviewWord(benchmark::State& bench) {
    TestLexicon lexicon;
    lexicon.acceptEverything();
    const Game game = midGame(lexicon);
    Rng rng(3);
    std::vector<PlayWord> plays;
    for (int i = 0; i < 64; ++i)
        plays.push_back(randomWord(game, rng));
    std::size_t i = 0;
    for (auto _ : bench)
        benchmark::DoNotOptimize(game.previewWord(plays[i++ % plays.size()]));
}
BENCHMARK(BM_PreviewWord);

void BM_LegalPlacements(benchmark::State& bench) {
    TestLexicon lexicon;
    GameOptions options;
    options.players = 4;
    const Game game(options, standardDeck(), lexicon);
    for (auto _ : bench)
        benchmark::DoNotOptimize(game.legalPlacements());
}
BENCHMARK(BM_LegalPlacements);

void BM_CopyGame(benchmark::State& bench) {
    TestLexicon lexicon;
    lexicon.acceptEverything();
    const Game game = midGame(lexicon);
    for (auto _ : bench) {
        Game copy = game;
        benchmark::DoNotOptimize(copy);
    }
}
BENCHMARK(BM_CopyGame);

void BM_Scores(benchmark::State& bench) {
    TestLexicon lexicon;
    lexicon.acceptEverything();
    const Game game = midGame(lexicon);
    for (auto _ : bench)
        benchmark::DoNotOptimize(game.scores());
}
BENCHMARK(BM_Scores);

}  // namespace
}  // namespace ps::engine::testing

BENCHMARK_MAIN();
