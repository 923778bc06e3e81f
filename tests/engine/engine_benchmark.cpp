// Engine speed: a whole random game (engine::io::RandomPlayer with random card arrangements,
// dictionary accepting everything), the hot queries bots call thousands of times, and
// Game::check against copying the game to apply to the copy. Run:
//   build/<dir>/tests/engine/ps_engine_benchmark

#include <benchmark/benchmark.h>

#include <chrono>

#include "engine/deck.h"
#include "random_words.h"
#include "test_lexicon.h"

namespace ps::engine::testing {
namespace {

// Random words the current player's cards can spell (the placed card(s) among them).
std::vector<Word> randomWords(const Game& game, std::uint64_t seed, std::size_t count) {
    const auto& s = game.state();
    io::LetterCounts available{};
    io::LetterCounts required{};
    for (const auto& entry : s.table) {
        if (entry.side == Side::Face && !entry.frozen)
            ++available[s.deck[entry.card].letter];
    }
    for (CardId card : s.players[s.currentPlayer].captured)
        ++available[s.deck[card].letter];
    for (CardId card : s.turn.placed)
        ++required[s.deck[card].letter];
    const auto source = randomArrangements(seed);
    std::vector<Word> words;
    while (words.size() < count)
        source(available, required, 2, count, words);
    return words;
}

const Deck& standardDeck() {
    static const Deck deck = *loadDeckFile(POTEGA_DECK_FILE).deck;
    return deck;
}

void randomGame(benchmark::State& bench, int players, bool variant) {
    TestLexicon lexicon;
    lexicon.acceptAnyWord();
    std::uint64_t seed = 1;
    std::int64_t actions = 0;
    for (auto _ : bench) {
        GameOptions options;
        options.players = players;
        options.blackCardVariant = variant;
        options.seed = seed++;
        Game game(options, standardDeck(), lexicon);
        io::RandomPlayer player(randomArrangements(options.seed), options.seed);
        while (!game.isOver()) {
            const auto step = player.step(game);
            benchmark::DoNotOptimize(step);
            if (!step)
                break;
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
    io::RandomPlayer player(randomArrangements(7), 7);
    while (game.state().turnNumber < 10 || game.state().phase != Phase::Place) {
        if (!player.step(game))
            break;
    }
    const auto cell = game.legalPlacements().front();
    game.apply(PlaceCard{*game.state().players[game.currentPlayer()].sheetCard, cell});
    return game;
}

void BM_CheckWordDefaultChoice(benchmark::State& bench) {
    TestLexicon lexicon;
    lexicon.acceptAnyWord();
    const Game game = midGame(lexicon);
    const std::vector<Word> words = randomWords(game, 3, 64);
    std::size_t i = 0;
    for (auto _ : bench)
        benchmark::DoNotOptimize(game.checkWord(words[i++ % words.size()]));
}
BENCHMARK(BM_CheckWordDefaultChoice);

void BM_PreviewWord(benchmark::State& bench) {
    TestLexicon lexicon;
    lexicon.acceptAnyWord();
    const Game game = midGame(lexicon);
    std::vector<PlayWord> plays;
    for (const Word& word : randomWords(game, 3, 64))
        plays.push_back(PlayWord{word, {}, false});
    std::size_t i = 0;
    for (auto _ : bench)
        benchmark::DoNotOptimize(game.previewWord(plays[i++ % plays.size()]));
}
BENCHMARK(BM_PreviewWord);

// Game::check on a word against what a front end would do without it: copy the game and apply
// the word to the copy. The same accepted words (default card choice) in a mid-game position,
// timed in alternating batches; the counters give each per word and how many times faster
// check is.
void BM_CheckWordVersusCopyAndApply(benchmark::State& bench) {
    using Clock = std::chrono::steady_clock;
    TestLexicon lexicon;
    lexicon.acceptAnyWord();
    const Game game = midGame(lexicon);
    std::vector<Action> plays;
    for (const Word& word : randomWords(game, 3, 256)) {
        const PlayWord play{word, {}, false};
        if (!game.check(play) && plays.size() < 64)
            plays.emplace_back(play);
    }
    if (plays.empty()) {
        bench.SkipWithError("no accepted word in the position");
        return;
    }
    Clock::duration checking{};
    Clock::duration copying{};
    for (auto _ : bench) {
        const auto start = Clock::now();
        for (const Action& play : plays)
            benchmark::DoNotOptimize(game.check(play));
        const auto checked = Clock::now();
        for (const Action& play : plays) {
            Game copy = game;
            benchmark::DoNotOptimize(copy.apply(play));
        }
        copying += Clock::now() - checked;
        checking += checked - start;
    }
    const double words =
        static_cast<double>(bench.iterations()) * static_cast<double>(plays.size());
    const auto perWord = [&](Clock::duration total) {
        return std::chrono::duration<double, std::nano>(total).count() / words;
    };
    bench.counters["check_ns"] = perWord(checking);
    bench.counters["copy_apply_ns"] = perWord(copying);
    bench.counters["ratio"] = perWord(copying) / perWord(checking);
}
BENCHMARK(BM_CheckWordVersusCopyAndApply);

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
    lexicon.acceptAnyWord();
    const Game game = midGame(lexicon);
    for (auto _ : bench) {
        Game copy = game;
        benchmark::DoNotOptimize(copy);
    }
}
BENCHMARK(BM_CopyGame);

void BM_Scores(benchmark::State& bench) {
    TestLexicon lexicon;
    lexicon.acceptAnyWord();
    const Game game = midGame(lexicon);
    for (auto _ : bench)
        benchmark::DoNotOptimize(game.scores());
}
BENCHMARK(BM_Scores);

}  // namespace
}  // namespace ps::engine::testing

BENCHMARK_MAIN();
