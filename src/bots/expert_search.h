#pragma once
// The expert bot's search: its candidate moves played out over sampled deals of the draw pile
// by every player, on worker threads, each simulation judged by the chance of winning.
// Internal to ps_bots (expert_bot.cpp is the level around it).

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <thread>
#include <vector>

#include "bots/base_bot.h"

namespace ps::bots::detail {

using SearchClock = std::chrono::steady_clock;

// What one simulation found for the seat: its chance of winning (1, 0 or a share at the end of
// the game, else the judged margin turned into a chance) and the margin itself (evaluate()),
// which decides between moves that all win, or all lose, in every deal. `win` is NaN when the
// simulation was stopped, negative when the engine refused the move.
// With every seat asked for (the analysis), `seats` holds every seat's chance, normalised to
// sum to 1, and `win` is the seat's share of them.
struct Simulated {
    double win = 0;
    double margin = 0;
    std::vector<double> seats;
};

// The decision's stop signal as a Thinking: raised when the outer thinking is cancelled or,
// on the clock, when the deadline passes, so that every loop that asks its Thinking (the first
// ranking, the help offers, a simulation's turn) stops there and not at its end. Its own
// thread watches the clock and the outer flag every few milliseconds.
class Watchdog {
  public:
    Watchdog(const Thinking& outer, std::optional<SearchClock::time_point> deadline);
    Watchdog(const Watchdog&) = delete;
    Watchdog& operator=(const Watchdog&) = delete;
    ~Watchdog() = default;  // the thread is stopped and joined

    // The outer thinking's progress, with this stop signal.
    [[nodiscard]] Thinking thinking() const { return Thinking{&raised_, progress_}; }
    [[nodiscard]] bool raised() const { return raised_.load(std::memory_order_relaxed); }

  private:
    std::atomic<bool> raised_{false};
    std::function<void(double)> progress_;
    std::jthread thread_;  // last: stopped and joined before the flag goes
};

// One worker's tools: its own move generator (a generator caches word checks and is not
// thread-safe), reused across decisions so that its caches stay warm.
class Simulator {
  public:
    Simulator(const Vocabulary& vocabulary, const ExpertSettings& settings);

    // Puts `pile` (an order of the root's draw pile) in place, plays `move` for `seat`, then
    // every player's turns to the horizon (or to the end of the game when it is near), and
    // judges the position there for `seat`. `stop` is asked between turns and inside them.
    Simulated simulate(const Game& root, const Move& move, PlayerId seat,
                       const std::vector<engine::CardId>& pile, const Thinking& stop);
    // The same for a line of actions (what a player did: placements, a help deal's offers and
    // acceptance, a word or a pass); what is left of the seat's turn is played as the rollout
    // policy plays it. With `everySeat`, every seat's chance is judged too.
    Simulated simulateLine(const Game& root, std::span<const Action> line, PlayerId seat,
                           const std::vector<engine::CardId>& pile, const Thinking& stop,
                           bool everySeat);

  private:
    // Plays the current player's turn as the rollout policy does, with the help deals when
    // `deals`; false when stuck or stopped.
    bool playTurn(Game& world, PlayerId seat, bool deals, const Thinking& stop);
    // Three and four players: the other players' offers for the placed card, then the active
    // player's answer; true when a deal was made (the turn's word is then played).
    bool dealRound(Game& world, PlayerId seat, const Thinking& stop);

    const ExpertSettings& settings_;
    MoveGenerator generator_;
};

// Turns still to be played in the game, the current one included.
int turnsLeftInGame(const engine::GameState& state);

// Every distinct order of the draw pile — cards alike in letter, colour and action are one
// kind — when there are at most `limit` of them, else nothing. Each stands for the same number
// of the pile's orders (the product of the kinds' factorials), so their plain mean is the
// exact expectation over the pile. Listed in an order shuffled from `seed`, so that a search
// the deadline cuts short has played a sample of them, not the first few in card order.
std::optional<std::vector<std::vector<engine::CardId>>> distinctPileOrders(
    const engine::GameState& state, std::size_t limit, std::uint64_t seed);

// Whether a candidate whose judgements deal by deal are `other` is dropped against the best
// one's, `leader`, on the same deals: its mean falls more than `pruneMargin` below and, with
// `pruneSigmas` > 0, by at least that many standard errors of the paired differences.
bool outplayed(const std::vector<double>& leader, const std::vector<double>& other,
               const ExpertSettings& settings);

struct SearchOutcome {
    std::vector<double> winChance;  // per candidate: the mean over its deals (0 when none)
    std::vector<double> margin;     // per candidate: the mean margin over its deals
    std::vector<int> deals;         // per candidate: the deals it was simulated on
    // per candidate, every seat's mean chance (only with SearchRequest::everySeat)
    std::vector<std::vector<double>> seatChance;
    // per candidate, its chance of winning deal by deal, on the same deals for every candidate:
    // the paired differences say how sure a gap is
    std::vector<std::vector<double>> wins;
    long long simulations = 0;
    bool stopped = false;  // the stop signal cut a deal short
};

// The final choice among the candidates simulated on the most deals (the ones still in
// question): the best judgement, the first ranking's value (`priorValue`, a point worth
// `priorPerPoint`) breaking near ties. When that move's word is not familiar, the familiar one
// nearest to it in chance of winning is chosen instead if it is at most `familiarCost` behind
// and its gap is within `familiarSigmas` standard errors of the paired differences deal by
// deal: a gap the deals do not show to be real. Only the chance counts there, not the margin:
// a familiar word that wins as surely for fewer points is a fair price. `familiar` is per
// candidate (empty: none is).
std::size_t chooseMove(const SearchOutcome& outcome, const std::vector<double>& priorValue,
                       const std::vector<bool>& familiar, const ExpertSettings& settings);

// Simulates every candidate on deal after deal (the same deals for every candidate, so that
// differences come from the moves), dropping the clearly worse ones as it goes. When the draw
// pile is short the deals are its distinct orders (distinctPileOrders), each played once;
// else the pile is shuffled from the deal's seed. With `settings.samples` > 0 it plays at most
// that many deals and never looks at the clock; otherwise it starts a deal only while it
// expects to finish it before `deadline`. A deal interrupted by `thinking`'s stop signal (a
// Watchdog's: the deadline or the cancellation) is dropped whole. Each simulation depends only
// on the position, the move and its deal, so the outcome does not depend on the number of
// threads.
SearchOutcome searchCandidates(const Game& game, PlayerId seat, const std::vector<Move>& candidates,
                               std::uint64_t seed, const ExpertSettings& settings,
                               std::vector<std::unique_ptr<Simulator>>& simulators,
                               const Thinking& thinking, SearchClock::time_point deadline);

// What the analysis asks of the search beyond what the bot does.
struct SearchRequest {
    std::optional<std::size_t> keep;  // a line never dropped (the move played)
    bool everySeat = false;           // every seat's chance (SearchOutcome::seatChance)
};

// searchCandidates for lines of actions (Simulator::simulateLine).
SearchOutcome searchLines(const Game& game, PlayerId seat,
                          const std::vector<std::vector<Action>>& lines, std::uint64_t seed,
                          const ExpertSettings& settings,
                          std::vector<std::unique_ptr<Simulator>>& simulators,
                          const Thinking& thinking, SearchClock::time_point deadline,
                          const SearchRequest& request);

// A move as the line of actions that plays it.
std::vector<Action> lineOf(const Move& move);

}  // namespace ps::bots::detail
