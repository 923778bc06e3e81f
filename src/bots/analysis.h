#pragma once
// The expert's judgement of a position after the fact: its best move there and the chance of
// winning after it, beside the chance after the line a player actually played, both simulated
// on the same deals of the draw pile (the expert's search, expert_search.h). The game analysis
// (session/analysis.h) asks it turn by turn.
//
// Honest about hidden information by construction: the simulations deal the draw pile at
// random and read nothing else a seat could not see at the start of its turn.

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "bots/bot.h"
#include "engine/actions.h"
#include "engine/game.h"

namespace ps::bots {

// How hard each position is looked at: a fixed number of deals (the same answer on every run
// and every machine), or a time per position.
struct AnalysisBudget {
    int deals = 128;         // deals per move still in question (with thinkMillis == 0)
    int thinkMillis = 0;     // > 0: on the clock instead, this many ms per position
    int candidates = 10;     // the expert's own moves judged beside the played one
    int threads = 2;         // workers simulating at once
    std::uint64_t seed = 1;  // the deals' seed (positions mix in their turn number)
};

// One move as judged: what it is, and the chance of winning after it.
struct AnalysedMove {
    std::vector<engine::PlaceCard> placements;  // the sheet card(s) placed
    std::optional<engine::PlayWord> word;       // nothing: no word (redraw or pass)
    // A help deal: the helper whose word it is, and the price (the word's table cards that
    // take the helper's markers) the deal was made at.
    std::optional<engine::PlayerId> helper;
    std::vector<engine::CardId> price;
    double chance = 0;                // the mover's chance of winning, 0..1
    std::vector<double> seatChances;  // every seat's chance, by seat, summing to 1
    int deals = 0;                    // deals it was simulated on
};

struct PositionVerdict {
    AnalysedMove best;                   // the best move found (the played one when no better)
    std::optional<AnalysedMove> played;  // the played line's judgement (given and taken)
    bool playedIsBest = false;           // the played line is (or equals) the best move
    long long simulations = 0;
    bool stopped = false;  // the cancellation cut it short (the figures are then partial)
};

// The expert's eyes for analysis. Not thread-safe: one position at a time (it keeps worker
// simulators and caches across positions).
class PositionAnalyst {
  public:
    // Throws std::invalid_argument without a dictionary or with a budget of no deals, time,
    // candidate or thread.
    PositionAnalyst(const Vocabulary& vocabulary, const AnalysisBudget& budget);
    ~PositionAnalyst();
    PositionAnalyst(const PositionAnalyst&) = delete;
    PositionAnalyst& operator=(const PositionAnalyst&) = delete;

    // The current player's position in `game` (Phase::Place, at the start of a turn or after
    // a redraw). `played`: the actions the player took from there up to and including the
    // one that settled the word (PlaceCard..., then PlayWord, a help deal's offer and
    // acceptance, or Pass), empty when there is nothing to compare. The best move is never
    // judged below the played one: when the played line scores higher, it is the best.
    PositionVerdict analyse(const engine::Game& game, std::span<const engine::Action> played,
                            const Thinking& thinking = {});

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace ps::bots
