#include "bots/evaluation.h"

#include <algorithm>
#include <array>
#include <vector>

#include "engine/game.h"

namespace ps::bots {

using engine::Cell;
using engine::GameState;
using engine::PlayerId;
using engine::Side;

int turnsLeftAfterCurrent(const GameState& state, PlayerId seat) {
    if (state.phase == engine::Phase::GameOver)
        return 0;
    const int players = state.options.players;
    // Position of `seat` in this round's order, and of the current player.
    const auto order = [&](PlayerId p) { return (p - state.startPlayer + players) % players; };
    const int roundsAfter = engine::kRounds - state.round;
    const bool laterThisRound = order(seat) > order(state.currentPlayer);
    return roundsAfter + (laterThisRound ? 1 : 0);
}

namespace {

constexpr std::array<Cell, 4> kSides = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

// Groups of an owner's tapes joined directly or through letter cards with the owner's marker
// (the zone rule) — also those below 3 tapes, which computeScores ignores.
void tapeGroups(const GameState& state, PlayerId owner, std::vector<int>& sizes) {
    sizes.clear();
    const auto& table = state.table;
    std::vector<int> group(table.size(), -1);
    std::vector<std::size_t> queue;
    const auto belongs = [&](const engine::TableCell& entry) { return entry.marker == owner; };
    for (std::size_t start = 0; start < table.size(); ++start) {
        if (group[start] >= 0 || !belongs(table[start]))
            continue;
        const int id = static_cast<int>(sizes.size());
        int tapes = 0;
        queue.assign(1, start);
        group[start] = id;
        while (!queue.empty()) {
            const std::size_t i = queue.back();
            queue.pop_back();
            if (table[i].side == Side::Tape)
                ++tapes;
            for (Cell d : kSides) {
                const auto* next =
                    engine::findCell(state, Cell{table[i].cell.x + d.x, table[i].cell.y + d.y});
                if (!next || !belongs(*next))
                    continue;
                const auto j = static_cast<std::size_t>(next - table.data());
                if (group[j] < 0) {
                    group[j] = id;
                    queue.push_back(j);
                }
            }
        }
        sizes.push_back(tapes);
    }
}

}  // namespace

double evaluate(const GameState& state, PlayerId seat, const EvaluationWeights& weights) {
    const int players = state.options.players;
    const auto scores = engine::computeScores(state);
    const bool over = state.phase == engine::Phase::GameOver;
    std::vector<double> value(static_cast<std::size_t>(players), 0.0);
    for (const auto& score : scores.players)
        value[score.player] = score.total();
    if (!over) {
        std::vector<int> sizes;
        for (PlayerId p = 0; p < players; ++p) {
            const int turns = turnsLeftAfterCurrent(state, p) + (p == state.currentPlayer ? 0 : 0);
            if (turns <= 0)
                continue;  // no turn left to cash in promises
            const double fade = turns >= 2 ? 1.0 : 0.7;
            double promise = 0;
            tapeGroups(state, p, sizes);
            for (int tapes : sizes) {
                if (tapes == 2)
                    promise += 2 * weights.nearZoneTape;
                else if (tapes == 1)
                    promise += weights.singleTape;
            }
            for (const auto& entry : state.table) {
                if (entry.side != Side::Face || entry.marker != p)
                    continue;
                const double weight = p == seat ? weights.ownMarker : weights.rivalMarker;
                promise += entry.frozen ? weight * 0.5 : weight;
            }
            value[p] += fade * promise;
        }
    }
    double best = -1e9;
    double sum = 0;
    for (PlayerId p = 0; p < players; ++p) {
        if (p == seat)
            continue;
        best = std::max(best, value[p]);
        sum += value[p];
    }
    const double mean = sum / std::max(1, players - 1);
    return value[seat] - (0.6 * best + 0.4 * mean);
}

}  // namespace ps::bots
