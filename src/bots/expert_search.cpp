// The expert's simulations: the rollout policy (every player as the medium bot would play, help
// deals included at three and four players), the judgement of where a simulation ends, and the
// deals spread over worker threads.

#include "bots/expert_search.h"

#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <limits>
#include <map>
#include <mutex>
#include <span>
#include <thread>
#include <tuple>

#include "bots/evaluation.h"
#include "bots/hard_parts.h"
#include "bots/table_shape.h"

namespace ps::bots::detail {

namespace {

// How every player moves in a simulation: the medium bot's ranking over the whole dictionary,
// as the hard bot's look-ahead models its rivals.
const MediumSettings kRolloutModel{};

constexpr double kStopped = std::numeric_limits<double>::quiet_NaN();

double winShare(const Game& world, PlayerId seat) {
    const auto winners = world.scores().winners;
    if (std::find(winners.begin(), winners.end(), seat) == winners.end())
        return 0.0;
    return 1.0 / static_cast<double>(winners.size());
}

// How often the watchdog looks at the outer cancellation flag (it waits for the deadline
// itself to the moment).
constexpr auto kWatchPeriod = std::chrono::milliseconds(2);

}  // namespace

Watchdog::Watchdog(const Thinking& outer, std::optional<SearchClock::time_point> deadline)
    : progress_(outer.progress) {
    const std::atomic<bool>* cancel = outer.cancel;
    if (!cancel && !deadline)
        return;  // nothing can raise it
    thread_ = std::jthread([this, cancel, deadline](const std::stop_token& token) {
        std::mutex mutex;
        std::condition_variable_any wake;
        std::unique_lock lock(mutex);
        while (!token.stop_requested()) {
            const auto now = SearchClock::now();
            if ((cancel && cancel->load(std::memory_order_relaxed)) ||
                (deadline && now >= *deadline)) {
                raised_.store(true, std::memory_order_relaxed);
                return;
            }
            auto until = deadline ? *deadline : SearchClock::time_point::max();
            if (cancel)
                until = std::min(until, now + kWatchPeriod);
            wake.wait_until(lock, token, until, [] { return false; });
        }
    });
}

int turnsLeftInGame(const engine::GameState& state) {
    if (state.phase == Phase::GameOver)
        return 0;
    int turns = 1;  // the current one
    for (PlayerId p = 0; p < state.options.players; ++p)
        turns += turnsLeftAfterCurrent(state, p);
    return turns;
}

Simulator::Simulator(const Vocabulary& vocabulary, const ExpertSettings& settings)
    : settings_(settings),
      generator_(*vocabulary.dictionary, vocabulary.overlay, vocabulary.playAddedWords) {}

std::optional<std::vector<std::vector<engine::CardId>>> distinctPileOrders(
    const engine::GameState& state, std::size_t limit, std::uint64_t seed) {
    // The pile's cards by kind (the landmark names no card's play), each kind's ids in order.
    std::map<std::tuple<ps::Letter, engine::Colour, engine::BlackAction>,
             std::vector<engine::CardId>>
        kinds;
    for (engine::CardId card : state.stack) {
        const auto& face = state.deck[card];
        kinds[{face.letter, face.colour, face.action}].push_back(card);
    }
    // Distinct orders: n! / (m1! m2! ...), counted without overflow while it stays small.
    double count = 1;
    std::size_t placed = 0;
    for (const auto& [kind, cards] : kinds) {
        for (std::size_t m = 1; m <= cards.size(); ++m) {
            ++placed;
            count = count * static_cast<double>(placed) / static_cast<double>(m);
        }
        if (count > static_cast<double>(limit) * 1e6)
            return std::nullopt;
    }
    if (count > static_cast<double>(limit) + 0.5)
        return std::nullopt;
    std::vector<int> sequence;  // kind indices; next_permutation walks their distinct orders
    std::vector<const std::vector<engine::CardId>*> byKind;
    for (const auto& [kind, cards] : kinds) {
        for (std::size_t c = 0; c < cards.size(); ++c)
            sequence.push_back(static_cast<int>(byKind.size()));
        byKind.push_back(&cards);
    }
    std::vector<std::vector<engine::CardId>> orders;
    do {
        std::vector<std::size_t> used(byKind.size(), 0);
        std::vector<engine::CardId> order;
        order.reserve(sequence.size());
        for (int k : sequence)
            order.push_back(
                (*byKind[static_cast<std::size_t>(k)])[used[static_cast<std::size_t>(k)]++]);
        orders.push_back(std::move(order));
    } while (std::next_permutation(sequence.begin(), sequence.end()));
    engine::Rng rng(seed);
    rng.shuffle(std::span<std::vector<engine::CardId>>(orders));
    return orders;
}

std::vector<Action> lineOf(const Move& move) {
    std::vector<Action> line(move.placements.begin(), move.placements.end());
    if (move.word)
        line.emplace_back(*move.word);
    return line;
}

Simulated Simulator::simulate(const Game& root, const Move& move, PlayerId seat,
                              const std::vector<engine::CardId>& pile, const Thinking& stop) {
    const auto line = lineOf(move);
    return simulateLine(root, line, seat, pile, stop, false);
}

Simulated Simulator::simulateLine(const Game& root, std::span<const Action> line, PlayerId seat,
                                  const std::vector<engine::CardId>& pile, const Thinking& stop,
                                  bool everySeat) {
    // The only hidden cards: the draw pile's order (the sheet cards lie face up).
    GameState dealt = root.state();
    dealt.stack = pile;
    try {
        Game world = trustingGame(dealt);
        const int turn = world.state().turnNumber;
        for (const auto& action : line) {
            if (!world.apply(action).ok())
                return {-1, 0, {}};
        }
        const auto ownTurn = [&] {
            return !world.isOver() && world.currentPlayer() == seat &&
                   world.state().turnNumber == turn;
        };
        // A line that stopped before its word (a move without one): the policy plays it out.
        if (ownTurn() &&
            (world.state().phase == Phase::Place || world.state().phase == Phase::Word))
            (void)playTurn(world, seat, false, stop);
        for (int guard = 0; guard < 16 && ownTurn() && !stop.cancelled(); ++guard) {
            if (!world.apply(bestFollowUp(world, stop)).ok())
                break;
        }
        const int players = world.state().options.players;
        const int rounds = settings_.horizonRounds > 0 ? settings_.horizonRounds
                           : players == 2              ? 2
                                                       : 1;
        const int left = turnsLeftInGame(world.state());
        // Near the end every turn is played, so that the zones and the last captures are
        // counted as the game counts them; before, the simulation stops at the rival's turn
        // just before ours, when every seat has moved as often.
        const int horizon = left <= settings_.endgameTurns ? left : rounds * players - 1;
        const int dealTurns = !settings_.dealsInSearch ? 0
                              : players == 4           ? settings_.fourPlayerDealTurns
                              : players == 3           ? settings_.dealTurns
                                                       : 0;
        for (int t = 0; t < horizon && !world.isOver(); ++t) {
            if (stop.cancelled())
                return {kStopped, 0, {}};
            if (!playTurn(world, seat, t < dealTurns, stop))
                break;
        }
        if (stop.cancelled())
            return {kStopped, 0, {}};  // a turn cut short is not judged
        const double margin = evaluate(world.state(), seat, settings_.medium.weights);
        const auto chanceOf = [&](PlayerId p, double ownMargin) {
            if (world.isOver())
                return winShare(world, p);
            return 1.0 / (1.0 + std::exp(-ownMargin / settings_.winScale));
        };
        if (!everySeat)
            return {chanceOf(seat, margin), margin, {}};
        // Each seat judged from its own side, then shared out so that the chances add up.
        std::vector<double> seats(static_cast<std::size_t>(players), 0.0);
        double sum = 0;
        for (PlayerId p = 0; p < players; ++p) {
            const double own =
                p == seat ? margin : evaluate(world.state(), p, settings_.medium.weights);
            seats[p] = chanceOf(p, own);
            sum += seats[p];
        }
        for (double& chance : seats)
            chance = sum > 0 ? chance / sum : 1.0 / players;
        return {seats[seat], margin, std::move(seats)};
    } catch (const std::exception&) {
        return {-1, 0, {}};
    }
}

bool Simulator::playTurn(Game& world, PlayerId seat, bool deals, const Thinking& stop) {
    const int turn = world.state().turnNumber;
    const int players = world.state().options.players;
    // Four players: the quick reply (the best word by quick value on the most compact cell), as
    // the hard bot's look-ahead does: ranking every rival's words on a table of 30+ cards costs
    // ten times more.
    const bool quick = players == 4;
    for (int guard = 0; guard < 32 && !world.isOver() && world.state().turnNumber == turn;
         ++guard) {
        if (stop.cancelled())
            return false;
        const auto& state = world.state();
        if (state.phase == Phase::Place) {
            std::optional<Move> chosen;
            if (!quick) {
                GenerateOptions options;
                options.values = kRolloutModel.values;
                options.limit = kRolloutModel.words;
                options.stop = stop.cancel;
                auto ranked = rankMoves(world, generator_.generate(world, options),
                                        kRolloutModel.candidates, stop, kRolloutModel.weights);
                if (stop.cancelled())
                    return false;
                if (!ranked.empty() && ranked.front().word)
                    chosen = std::move(ranked.front());
            }
            if (chosen) {
                bool placed = true;
                for (const auto& placement : chosen->placements)
                    placed = placed && world.apply(placement).ok();
                if (placed && world.state().phase == Phase::Word &&
                    !(deals && dealRound(world, seat, stop)))
                    (void)world.apply(*chosen->word);  // refused: the Word phase below plays
                continue;
            }
            const auto cards = requiredCards(state);
            const auto cells = world.legalPlacements();
            if (cards.empty() || cells.empty() ||
                !world.apply(engine::PlaceCard{cards.front(), mostCompactCell(state, cells)}).ok())
                return false;
            if (deals && world.state().phase == Phase::Word)
                dealRound(world, seat, stop);
            continue;
        }
        if (state.phase == Phase::Word) {
            GenerateOptions options;
            options.limit = 1;
            options.stop = stop.cancel;
            const auto words = generator_.generate(world, options);
            if (stop.cancelled())
                return false;
            if (!words.empty() &&
                world.apply(engine::PlayWord{words.front().word, words.front().cards, false}).ok())
                continue;
            if (!world.apply(giveUpWord(world)).ok())
                return false;
            continue;
        }
        if (!world.apply(bestFollowUp(world, stop)).ok())
            return false;
    }
    return true;
}

bool Simulator::dealRound(Game& world, PlayerId seat, const Thinking& stop) {
    const PlayerId active = world.currentPlayer();
    const int players = world.state().options.players;
    bool offered = false;
    for (int step = 1; step < players; ++step) {
        if (stop.cancelled())
            return false;
        const auto helper = static_cast<PlayerId>((active + step) % players);
        // The rivals deal as the medium bot (the usual partner), the bot itself as it does.
        std::optional<Action> offer;
        if (helper == seat) {
            offer = decideAsHardHelper(world, seat, generator_, stop);
        } else if (auto made = findHelpOffer(world, helper, generator_, stop,
                                             temperamentOf(Level::Medium))) {
            offer = *made;
        }
        if (offer && std::holds_alternative<engine::HelpOffer>(*offer) && world.apply(*offer).ok())
            offered = true;
    }
    if (!offered || stop.cancelled())
        return false;
    GenerateOptions options;
    options.limit = 1;
    options.stop = stop.cancel;
    const auto own = generator_.generate(world, options);
    const double ownBest = own.empty() ? -0.5 : own.front().value;
    const auto answer = active == seat
                            ? answerOffersAsHard(world, ownBest)
                            : answerAsActive(world, ownBest, temperamentOf(Level::Medium));
    // A counter is not followed up in a simulation: the active player plays its own word.
    return answer && std::holds_alternative<engine::HelpAccept>(*answer) &&
           world.apply(*answer).ok();
}

namespace {

// The mean and the standard error of leader − other, deal by deal (paired on the same deals).
std::pair<double, double> pairedGap(const std::vector<double>& leader,
                                    const std::vector<double>& other) {
    const std::size_t m = std::min(leader.size(), other.size());
    if (m == 0)
        return {0.0, std::numeric_limits<double>::infinity()};
    double sum = 0;
    double squares = 0;
    for (std::size_t j = 0; j < m; ++j) {
        const double diff = leader[j] - other[j];
        sum += diff;
        squares += diff * diff;
    }
    const double gap = sum / static_cast<double>(m);
    if (m < 2)
        return {gap, 0.0};  // one deal: the exact outcome (the game's last turn)
    const double variance =
        std::max(0.0, (squares - static_cast<double>(m) * gap * gap) / static_cast<double>(m - 1));
    return {gap, std::sqrt(variance / static_cast<double>(m))};
}

}  // namespace

bool outplayed(const std::vector<double>& leader, const std::vector<double>& other,
               const ExpertSettings& settings) {
    if (leader.empty() || other.empty())
        return false;
    const auto [gap, error] = pairedGap(leader, other);
    if (gap <= settings.pruneMargin)
        return false;
    if (settings.pruneSigmas <= 0)
        return true;
    if (std::min(leader.size(), other.size()) < 2)
        return false;
    return gap >= settings.pruneSigmas * error;
}

std::size_t chooseMove(const SearchOutcome& outcome, const std::vector<double>& priorValue,
                       const std::vector<bool>& familiar, const ExpertSettings& settings) {
    const std::size_t n = outcome.deals.size();
    if (n == 0)
        return 0;
    const int most = *std::max_element(outcome.deals.begin(), outcome.deals.end());
    const auto judgement = [&](std::size_t i) {
        return outcome.winChance[i] + settings.marginPerPoint * outcome.margin[i];
    };
    const auto score = [&](std::size_t i) {
        return judgement(i) + settings.priorPerPoint * (priorValue[i] - priorValue.front());
    };
    std::size_t best = 0;
    double bestScore = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < n; ++i) {
        if (outcome.deals[i] == most && score(i) > bestScore) {
            bestScore = score(i);
            best = i;
        }
    }
    const auto known = [&](std::size_t i) { return i < familiar.size() && familiar[i]; };
    if (settings.familiarCost <= 0 || known(best) || outcome.wins.size() != n)
        return best;
    std::optional<std::size_t> nearest;
    double nearestGap = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < n; ++i) {
        if (outcome.deals[i] != most || !known(i))
            continue;
        const auto [gap, error] = pairedGap(outcome.wins[best], outcome.wins[i]);
        // The nearest in chance; between equal chances, the better judgement (more points).
        const bool nearer =
            !nearest || gap < nearestGap || (gap == nearestGap && score(i) > score(*nearest));
        if (gap <= settings.familiarCost && gap <= settings.familiarSigmas * error && nearer) {
            nearestGap = gap;
            nearest = i;
        }
    }
    return nearest.value_or(best);
}

SearchOutcome searchCandidates(const Game& game, PlayerId seat, const std::vector<Move>& candidates,
                               std::uint64_t seed, const ExpertSettings& settings,
                               std::vector<std::unique_ptr<Simulator>>& simulators,
                               const Thinking& thinking, SearchClock::time_point deadline) {
    std::vector<std::vector<Action>> lines;
    lines.reserve(candidates.size());
    for (const auto& move : candidates)
        lines.push_back(lineOf(move));
    return searchLines(game, seat, lines, seed, settings, simulators, thinking, deadline, {});
}

SearchOutcome searchLines(const Game& game, PlayerId seat,
                          const std::vector<std::vector<Action>>& candidates, std::uint64_t seed,
                          const ExpertSettings& settings,
                          std::vector<std::unique_ptr<Simulator>>& simulators,
                          const Thinking& thinking, SearchClock::time_point deadline,
                          const SearchRequest& request) {
    const std::size_t n = candidates.size();
    SearchOutcome outcome;
    outcome.winChance.assign(n, 0.0);
    outcome.deals.assign(n, 0);
    outcome.margin.assign(n, 0.0);
    outcome.wins.assign(n, {});
    const auto players = static_cast<std::size_t>(game.state().options.players);
    if (request.everySeat)
        outcome.seatChance.assign(n, std::vector<double>(players, 0.0));
    std::vector<std::vector<double>> seatTotal(request.everySeat ? n : 0,
                                               std::vector<double>(players, 0.0));
    std::vector<double> total(n, 0.0);
    std::vector<double> totalMargin(n, 0.0);
    std::vector<bool> alive(n, true);
    // Each candidate's judgement deal by deal (for the paired test of the pruning).
    std::vector<std::vector<double>> judgedPerDeal(n);
    const bool fixed = settings.samples > 0;
    // A short pile: its distinct orders, each once (the sampled deals would repeat them).
    const auto exact = distinctPileOrders(
        game.state(), static_cast<std::size_t>(std::max(0, settings.exactOrders)), seed);
    int maxDeals = fixed ? settings.samples : 1'000'000;
    if (exact)
        maxDeals = std::min(maxDeals, static_cast<int>(exact->size()));
    // The game's last turn: nothing is played after the move, and what the pile's order could
    // still change (the faces of tape cards, a card drawn to a sheet no one plays) the game does
    // not score, so one deal is the exact outcome and more would repeat it.
    if (turnsLeftInGame(game.state()) <= 1)
        maxDeals = 1;
    const auto start = SearchClock::now();
    double slowestDeal = 0;  // seconds: a deal is started only when it should end in time
    // Raised by the cancellation or, on the clock, the deadline: the simulations stop inside
    // their turns, not only between them. With a fixed number of deals only the cancellation
    // stops them, and that is the outer flag itself.
    std::optional<Watchdog> watchdog;
    if (!fixed)
        watchdog.emplace(thinking, deadline);
    const Thinking stop{watchdog ? watchdog->thinking().cancel : thinking.cancel, {}};
    const auto threads = static_cast<std::size_t>(std::max(1, settings.threads));
    for (int d = 0; d < maxDeals; ++d) {
        if (stop.cancelled()) {
            outcome.stopped = true;
            break;
        }
        const auto dealStart = SearchClock::now();
        if (!fixed && dealStart + std::chrono::duration<double>(slowestDeal) >= deadline)
            break;
        std::vector<std::size_t> tasks;
        for (std::size_t i = 0; i < n; ++i) {
            if (alive[i])
                tasks.push_back(i);
        }
        if (tasks.size() <= 1 && d > 0)
            break;  // one move left: nothing to compare
        std::vector<engine::CardId> pile;
        if (exact) {
            pile = (*exact)[static_cast<std::size_t>(d)];
        } else {
            pile = game.state().stack;
            engine::Rng deal(mix(seed, static_cast<std::uint64_t>(d)));
            deal.shuffle(std::span<engine::CardId>(pile));
        }
        std::vector<Simulated> results(tasks.size(), Simulated{-1, 0, {}});
        std::atomic<std::size_t> next{0};
        const auto work = [&](Simulator& simulator) {
            for (std::size_t k = next.fetch_add(1); k < tasks.size(); k = next.fetch_add(1)) {
                if (stop.cancelled()) {
                    results[k] = Simulated{kStopped, 0, {}};
                    continue;
                }
                results[k] = simulator.simulateLine(game, candidates[tasks[k]], seat, pile, stop,
                                                    request.everySeat);
            }
        };
        const std::size_t workers = std::min(threads, tasks.size());
        {
            std::vector<std::jthread> pool;
            for (std::size_t w = 1; w < workers; ++w)
                pool.emplace_back([&, w] { work(*simulators[w]); });
            work(*simulators[0]);
        }  // joined here
        // A deal the deadline or the cancellation cut short is dropped whole, so that every
        // surviving candidate is judged on the same deals.
        const bool complete =
            !stop.cancelled() && std::none_of(results.begin(), results.end(),
                                              [](const Simulated& r) { return std::isnan(r.win); });
        if (!complete) {
            outcome.stopped = true;
            break;
        }
        for (std::size_t k = 0; k < tasks.size(); ++k) {
            const std::size_t i = tasks[k];
            // A move the engine refused is never good.
            const double win = std::max(0.0, results[k].win);
            const double margin = results[k].win < 0 ? -100.0 : results[k].margin;
            total[i] += win;
            totalMargin[i] += margin;
            ++outcome.deals[i];
            outcome.winChance[i] = total[i] / outcome.deals[i];
            outcome.margin[i] = totalMargin[i] / outcome.deals[i];
            if (request.everySeat) {
                // A line the engine refused counts as lost for the seat, shared by the rest.
                for (std::size_t p = 0; p < players; ++p) {
                    const double share = results[k].seats.size() == players ? results[k].seats[p]
                                         : p == seat                        ? 0.0
                                                     : 1.0 / static_cast<double>(players - 1);
                    seatTotal[i][p] += share;
                    outcome.seatChance[i][p] = seatTotal[i][p] / outcome.deals[i];
                }
            }
            outcome.wins[i].push_back(win);
            judgedPerDeal[i].push_back(win + settings.marginPerPoint * margin);
        }
        outcome.simulations += static_cast<long long>(tasks.size());
        slowestDeal = std::max(
            slowestDeal, std::chrono::duration<double>(SearchClock::now() - dealStart).count());
        if (d + 1 >= settings.pruneAfter) {
            // Judged as the final choice judges them (the first ranking aside).
            const auto judged = [&](std::size_t i) {
                return outcome.winChance[i] + settings.marginPerPoint * outcome.margin[i];
            };
            double best = -1e18;
            std::size_t leader = 0;
            for (std::size_t i = 0; i < n; ++i) {
                if (alive[i] && judged(i) > best) {
                    best = judged(i);
                    leader = i;
                }
            }
            for (std::size_t i = 0; i < n; ++i) {
                if (alive[i] && i != leader && request.keep != i &&
                    outplayed(judgedPerDeal[leader], judgedPerDeal[i], settings))
                    alive[i] = false;
            }
        }
        const double done =
            fixed || exact
                ? static_cast<double>(d + 1) / maxDeals
                : std::chrono::duration<double>(SearchClock::now() - start).count() /
                      std::max(1e-3, std::chrono::duration<double>(deadline - start).count());
        thinking.report(0.3 + 0.7 * std::min(1.0, done));
    }
    return outcome;
}

}  // namespace ps::bots::detail
