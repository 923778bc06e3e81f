// End-of-game scoring: captured cards plus tape cards in controlled zones, and tie-breaks.

#include <algorithm>

#include "engine/internal.h"

namespace ps::engine {

namespace {
constexpr std::array<Cell, 4> kSides = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
}

Scores computeScores(const GameState& state) {
    Scores scores;
    const int players = static_cast<int>(state.players.size());
    for (int p = 0; p < players; ++p) {
        PlayerScore score;
        score.player = static_cast<PlayerId>(p);
        score.capturedCards =
            static_cast<int>(state.players[static_cast<std::size_t>(p)].captured.size());
        scores.players.push_back(score);
    }
    // A zone: cells carrying one player's marker (tape cards, and uncaptured letter cards that
    // join them), connected orthogonally, holding at least 3 tape cards.
    std::vector<bool> visited(state.table.size(), false);
    auto indexOf = [&](Cell cell) -> std::optional<std::size_t> {
        const TableCell* entry = findCell(state, cell);
        if (!entry)
            return std::nullopt;
        return static_cast<std::size_t>(entry - state.table.data());
    };
    for (std::size_t start = 0; start < state.table.size(); ++start) {
        const auto& first = state.table[start];
        if (visited[start] || !first.marker)
            continue;
        const PlayerId owner = *first.marker;
        Zone zone;
        zone.owner = owner;
        std::vector<std::size_t> frontier{start};
        visited[start] = true;
        while (!frontier.empty()) {
            const std::size_t i = frontier.back();
            frontier.pop_back();
            const auto& entry = state.table[i];
            (entry.side == Side::Tape ? zone.tapeCells : zone.linkCells).push_back(entry.cell);
            for (Cell d : kSides) {
                const auto j = indexOf(Cell{entry.cell.x + d.x, entry.cell.y + d.y});
                if (j && !visited[*j] && state.table[*j].marker == owner) {
                    visited[*j] = true;
                    frontier.push_back(*j);
                }
            }
        }
        if (zone.tapeCells.size() < 3)
            continue;
        std::sort(zone.tapeCells.begin(), zone.tapeCells.end());
        std::sort(zone.linkCells.begin(), zone.linkCells.end());
        scores.players[owner].zonePoints += zone.points();
        scores.zones.push_back(std::move(zone));
    }
    std::sort(scores.zones.begin(), scores.zones.end(), [](const Zone& a, const Zone& b) {
        if (a.owner != b.owner)
            return a.owner < b.owner;
        return a.tapeCells.front() < b.tapeCells.front();
    });
    // Highest total wins; a tie goes to the most captured cards; still tied: shared victory.
    int bestTotal = -1;
    int bestCaptured = -1;
    for (const auto& s : scores.players) {
        if (s.total() > bestTotal || (s.total() == bestTotal && s.capturedCards > bestCaptured)) {
            bestTotal = s.total();
            bestCaptured = s.capturedCards;
        }
    }
    for (const auto& s : scores.players) {
        if (s.total() == bestTotal && s.capturedCards == bestCaptured) {
            scores.winners.push_back(s.player);
        }
    }
    return scores;
}

}  // namespace ps::engine
