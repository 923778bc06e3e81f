#include "bots/table_shape.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ps::bots {

using engine::Cell;
using engine::GameState;

namespace {

struct Box {
    int minX = std::numeric_limits<int>::max();
    int maxX = std::numeric_limits<int>::min();
    int minY = std::numeric_limits<int>::max();
    int maxY = std::numeric_limits<int>::min();
    void add(Cell cell) {
        minX = std::min(minX, cell.x);
        maxX = std::max(maxX, cell.x);
        minY = std::min(minY, cell.y);
        maxY = std::max(maxY, cell.y);
    }
    [[nodiscard]] bool empty() const { return minX > maxX; }
};

Box boxOf(const GameState& state) {
    Box box;
    for (const auto& entry : state.table)
        box.add(entry.cell);
    return box;
}

}  // namespace

double TableShape::aspect() const {
    if (width <= 0 || height <= 0)
        return 0;
    return static_cast<double>(std::max(width, height)) / std::min(width, height);
}

TableShape tableShape(const GameState& state) {
    const Box box = boxOf(state);
    if (box.empty())
        return {};
    return {box.maxX - box.minX + 1, box.maxY - box.minY + 1};
}

double placementCost(const GameState& state, Cell cell) {
    const Box before = boxOf(state);
    Box after = before;
    after.add(cell);
    const int width = after.maxX - after.minX + 1;
    const int height = after.maxY - after.minY + 1;
    double distance = 0;
    if (!before.empty()) {
        const double centreX = 0.5 * (before.minX + before.maxX);
        const double centreY = 0.5 * (before.minY + before.maxY);
        distance = std::abs(cell.x - centreX) + std::abs(cell.y - centreY);
    }
    return std::max(width, height) + 0.25 * std::min(width, height) + 0.1 * distance;
}

Cell mostCompactCell(const GameState& state, std::span<const Cell> cells) {
    Cell best = cells.front();
    double bestCost = placementCost(state, best);
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const double cost = placementCost(state, cells[i]);
        if (cost < bestCost - 1e-9) {
            bestCost = cost;
            best = cells[i];
        }
    }
    return best;
}

std::vector<Cell> cellsByCompactness(const GameState& state, std::span<const Cell> cells) {
    std::vector<std::pair<double, Cell>> costed;
    costed.reserve(cells.size());
    for (Cell cell : cells)
        costed.emplace_back(placementCost(state, cell), cell);
    std::stable_sort(costed.begin(), costed.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<Cell> ordered;
    ordered.reserve(costed.size());
    for (const auto& [cost, cell] : costed)
        ordered.push_back(cell);
    return ordered;
}

}  // namespace ps::bots
