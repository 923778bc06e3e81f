#pragma once
// The expert bot's search: its candidate moves played out over sampled deals of the draw pile
// by every player, on worker threads, each simulation judged by the chance of winning.
// Internal to ps_bots (expert_bot.cpp is the level around it).

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "bots/base_bot.h"

namespace ps::bots::detail {

using SearchClock = std::chrono::steady_clock;

// What one simulation found for the seat: its chance of winning (1, 0 or a share at the end of
// the game, else the judged margin turned into a chance) and the margin itself (evaluate()),
// which decides between moves that all win, or all lose, in every deal. `win` is NaN when the
// simulation was stopped, negative when the engine refused the move.
struct Simulated {
    double win = 0;
    double margin = 0;
};

// One worker's tools: its own move generator (a generator caches word checks and is not
// thread-safe), reused across decisions so that its caches stay warm.
class Simulator {
  public:
    Simulator(const Vocabulary& vocabulary, const ExpertSettings& settings);

    // Deals the draw pile from `dealSeed`, plays `move` for `seat`, then every player's turns
    // to the horizon (or to the end of the game when it is near), and judges the position there
    // for `seat`; `stop` is asked between turns.
    Simulated simulate(const Game& root, const Move& move, PlayerId seat, std::uint64_t dealSeed,
                       const std::function<bool()>& stop);

  private:
    // Plays the current player's turn as the rollout policy does; false when stuck.
    bool playTurn(Game& world, PlayerId seat);
    // Three and four players: the other players' offers for the placed card, then the active
    // player's answer; true when a deal was made (the turn's word is then played).
    bool dealRound(Game& world, PlayerId seat);

    const ExpertSettings& settings_;
    MoveGenerator generator_;
};

// Turns still to be played in the game, the current one included.
int turnsLeftInGame(const engine::GameState& state);

struct SearchOutcome {
    std::vector<double> winChance;  // per candidate: the mean over its deals (0 when none)
    std::vector<double> margin;     // per candidate: the mean margin over its deals
    std::vector<int> deals;         // per candidate: the deals it was simulated on
    long long simulations = 0;
    bool cancelled = false;
};

// Simulates every candidate on deal after deal (the same deals for every candidate, so that
// differences come from the moves), dropping the clearly worse ones as it goes. With
// `settings.samples` > 0 it plays exactly that many deals and never looks at the clock;
// otherwise it starts a deal only while it expects to finish it before `deadline`, and drops
// a deal the deadline interrupts. Each simulation depends only on the position, the move and
// its deal's seed, so the outcome does not depend on the number of threads.
SearchOutcome searchCandidates(const Game& game, PlayerId seat, const std::vector<Move>& candidates,
                               std::uint64_t seed, const ExpertSettings& settings,
                               std::vector<std::unique_ptr<Simulator>>& simulators,
                               const Thinking& thinking, SearchClock::time_point deadline);

}  // namespace ps::bots::detail
