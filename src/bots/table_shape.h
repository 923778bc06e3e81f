#pragma once
// The shape of the table: its bounding box and how compact a placement keeps it. People at a
// real table keep the layout close to a square around its centre; the app's table must stay
// readable, so every level prefers compact cells among placements of (nearly) equal value.

#include <span>
#include <vector>

#include "engine/state.h"

namespace ps::bots {

struct TableShape {
    int width = 0;   // columns spanned by the cards on the table (0: empty table)
    int height = 0;  // rows spanned
    // Long side over short side (1 for a square, 0 for an empty table).
    [[nodiscard]] double aspect() const;
};

// The bounding box of the cards on the table (letters and tapes).
TableShape tableShape(const engine::GameState& state);

// What placing one more card at `cell` costs the table's compactness, in cells: the long side
// of the bounding box after the placement, a quarter of its short side, and a tenth of the
// cell's distance from the box's centre (ties between equal boxes go to the middle).
double placementCost(const engine::GameState& state, engine::Cell cell);

// The most compact of `cells` (the first of equals); `cells` must not be empty.
engine::Cell mostCompactCell(const engine::GameState& state, std::span<const engine::Cell> cells);

// `cells` ordered from the most compact to the least (stable: equals keep their order).
std::vector<engine::Cell> cellsByCompactness(const engine::GameState& state,
                                             std::span<const engine::Cell> cells);

}  // namespace ps::bots
