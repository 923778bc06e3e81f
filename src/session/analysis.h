#pragma once
// The analysis of a finished game: for every turn of the chosen seats, the expert's best move
// at that position and the chances of winning before the turn, after the move played and
// after the best one (bots/analysis.h); the loss of each move, the biggest mistakes and every
// seat's chance through the game for a chart. Runs position after position, reporting each
// as it is done, and stops when cancelled. Kept as JSON (the history database, the CLI).

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bots/analysis.h"
#include "engine/io/json_text.h"
#include "engine/io/record.h"

namespace ps::session {

struct TurnAnalysis {
    int turnNumber = 0;  // the engine's turn number (0 = the first turn)
    int round = 0;
    engine::PlayerId seat = 0;
    std::optional<Word> played;                    // the seat's word, nothing when it made none
    std::optional<engine::PlayerId> helper;        // the word came from a help deal with this seat
    bots::AnalysedMove best;                       // the expert's best move (its chance: before)
    std::optional<bots::AnalysedMove> playedMove;  // the move played, judged on the same deals
    bool playedIsBest = false;

    [[nodiscard]] double chanceBefore() const { return best.chance; }
    [[nodiscard]] double chanceAfterBest() const { return best.chance; }
    // The played move's chance; the best's when the played line could not be judged.
    [[nodiscard]] double chanceAfterPlayed() const {
        return playedMove ? playedMove->chance : best.chance;
    }
    // What the move cost in chance of winning (0 for the best move).
    [[nodiscard]] double loss() const { return chanceAfterBest() - chanceAfterPlayed(); }
    // Every seat's chance after the move played (the chart's point).
    [[nodiscard]] const std::vector<double>& seatChances() const {
        return playedMove ? playedMove->seatChances : best.seatChances;
    }
};

struct GameAnalysis {
    int players = 0;
    std::vector<TurnAnalysis> turns;  // in the game's order
    std::vector<double> result;       // every seat's final point: 1 the winner, else 0
    bool complete = false;            // every chosen turn was analysed
    bots::AnalysisBudget budget;

    // The turns (indexes into `turns`) that cost the most chance, largest first: at most
    // `count`, and only moves that lost at least `threshold`.
    [[nodiscard]] std::vector<std::size_t> biggestMistakes(std::size_t count = 3,
                                                           double threshold = 0.02) const;

    // One seat's chance through the game: (turn number + 1, chance) after each of its own
    // analysed turns (after every analysed turn when none of its own was analysed), then the
    // result one turn after the last.
    struct ChartPoint {
        double turn = 0;
        double chance = 0;
    };
    [[nodiscard]] std::vector<ChartPoint> chart(engine::PlayerId seat) const;
};

// Called once the turns to analyse are known (`analysis.turns` still empty), then after every
// analysed turn with the analysis so far (`analysis.turns.back()` is new), with the number of
// turns to analyse.
using AnalysisProgress = std::function<void(const GameAnalysis& analysis, std::size_t total)>;

// Analyses the turns of every seat s with `seats[s]` (all seats when empty). Throws
// std::invalid_argument (naming the action) when the record does not replay, or when the
// game is not over (an analysis during play would judge positions the players are still in).
GameAnalysis analyseGame(const engine::io::Record& record, const dict::Lexicon& lexicon,
                         const bots::Vocabulary& vocabulary, const std::vector<bool>& seats,
                         const bots::AnalysisBudget& budget, const AnalysisProgress& progress = {},
                         const std::atomic<bool>* cancel = nullptr);

// The analysis as JSON (the moves as the record writes actions) and back. Reading checks
// every field and refuses what does not fit the record's game.
engine::io::Json analysisToJson(const GameAnalysis& analysis, const engine::Deck& deck);
engine::io::Loaded<GameAnalysis> analysisFromJson(const engine::io::Json& value,
                                                  const engine::Deck& deck, int players);

}  // namespace ps::session
