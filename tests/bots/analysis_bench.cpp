// The analysis's cost and steadiness on the full dictionary: a game between the hard and the
// medium bot (2 players) and one of four bots (hard, medium, hard, medium) from a seed, every
// turn analysed at the default budget (bots::AnalysisBudget{}); then again with another seed
// for the deals, and how often the two runs name the same best move.
//
//   ps_analysis_bench [--seed S] [--players 2|4|both] [--deals N]
//
// Not a CTest test: it prints figures (docs/bots.md, "Measured").

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "bots/analysis.h"
#include "bots/bot.h"
#include "bots/common_words.h"
#include "bots/levels.h"
#include "dictionary/dictionary.h"
#include "engine/deck.h"
#include "session/analysis.h"
#include "session/driver.h"

namespace {

using namespace ps;

engine::io::Record playGame(int players, std::uint64_t seed, const bots::Vocabulary& vocabulary,
                            const engine::Deck& deck) {
    engine::GameOptions options;
    options.players = players;
    options.seed = seed;
    engine::Game game(options, deck, *vocabulary.dictionary);
    std::vector<std::unique_ptr<bots::Bot>> owned;
    std::vector<bots::Bot*> seats;
    for (int p = 0; p < players; ++p) {
        const auto level = p % 2 == 0 ? bots::Level::Hard : bots::Level::Medium;
        owned.push_back(bots::makeBot(level, static_cast<engine::PlayerId>(p), vocabulary, seed));
        seats.push_back(owned.back().get());
    }
    const auto played = session::playOut(game, seats);
    return engine::io::Record{options, deck, played.actions, std::nullopt};
}

bool sameBest(const session::TurnAnalysis& a, const session::TurnAnalysis& b) {
    const auto word = [](const bots::AnalysedMove& move) {
        return move.word ? std::optional<Word>(move.word->word) : std::nullopt;
    };
    return a.best.placements == b.best.placements && word(a.best) == word(b.best);
}

void bench(int players, std::uint64_t seed, int deals, const bots::Vocabulary& vocabulary,
           const engine::Deck& deck) {
    const auto record = playGame(players, seed, vocabulary, deck);
    bots::AnalysisBudget budget;
    if (deals > 0)
        budget.deals = deals;
    std::vector<session::GameAnalysis> runs;
    std::vector<double> seconds;
    for (std::uint64_t dealSeed : {1ULL, 2ULL}) {
        budget.seed = dealSeed;
        const auto start = std::chrono::steady_clock::now();
        runs.push_back(
            session::analyseGame(record, *vocabulary.dictionary, vocabulary, {}, budget));
        seconds.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    int same = 0;
    double meanLoss = 0;
    const auto& turns = runs[0].turns;
    for (std::size_t i = 0; i < turns.size() && i < runs[1].turns.size(); ++i) {
        same += sameBest(turns[i], runs[1].turns[i]) ? 1 : 0;
        meanLoss += turns[i].loss() / static_cast<double>(turns.size());
    }
    std::printf(
        "%d players, game seed %llu: %zu turns, %d deals per move, %d candidates, %d threads\n"
        "  analysis time: %.1f s (deal seed 1), %.1f s (deal seed 2); %.2f s per turn\n"
        "  same best move in both runs: %d of %zu turns (%.0f%%); mean loss %.1f points\n",
        players, static_cast<unsigned long long>(seed), turns.size(), budget.deals,
        players == 4 ? std::min(budget.candidates, bots::ExpertSettings{}.fourPlayerCandidates)
                     : budget.candidates,
        budget.threads, seconds[0], seconds[1],
        seconds[0] / static_cast<double>(std::max<std::size_t>(1, turns.size())), same,
        turns.size(), 100.0 * same / static_cast<double>(std::max<std::size_t>(1, turns.size())),
        100.0 * meanLoss);
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    std::uint64_t seed = 9101;
    std::string players = "both";
    int deals = 0;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        if (option == "--seed")
            seed = std::strtoull(argv[i + 1], nullptr, 10);
        else if (option == "--players")
            players = argv[i + 1];
        else if (option == "--deals")
            deals = std::atoi(argv[i + 1]);
        else {
            std::fprintf(stderr, "usage: %s [--seed S] [--players 2|4|both] [--deals N]\n",
                         argv[0]);
            return 2;
        }
    }
    const auto dictionary = dict::Dictionary::load(POTEGA_FULL_DICTIONARY_FILE);
    const auto common = bots::CommonWords::load(POTEGA_COMMON_WORDS_SOURCE);
    const bots::Vocabulary vocabulary{&dictionary, &common};
    const auto loaded = engine::loadDeckFile(POTEGA_DECK_FILE);
    if (!loaded.deck) {
        std::fprintf(stderr, "deck: %s\n", loaded.error.c_str());
        return 2;
    }
    if (players == "2" || players == "both")
        bench(2, seed, deals, vocabulary, *loaded.deck);
    if (players == "4" || players == "both")
        bench(4, seed, deals, vocabulary, *loaded.deck);
    return 0;
}
