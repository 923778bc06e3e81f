#include "history/NiceAxis.h"

#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace ps::ui::history {

QList<int> niceGridValues(int highest) {
    constexpr int kMostSteps = 5;
    highest = std::max(1, highest);
    int step = 1;
    for (int magnitude = 1;; magnitude *= 10) {
        const int candidates[] = {magnitude, 2 * magnitude, 5 * magnitude};
        const int* fits = std::find_if(std::begin(candidates), std::end(candidates),
                                       [&](int s) { return (highest + s - 1) / s <= kMostSteps; });
        if (fits != std::end(candidates)) {
            step = *fits;
            break;
        }
    }
    QList<int> values;
    for (int value = 0;; value += step) {
        values.append(value);
        if (value >= highest) {
            break;
        }
    }
    return values;
}

void applyNiceRange(QValueAxis* axis, double highest) {
    const QList<int> grid = niceGridValues(int(std::ceil(std::max(0.0, highest))));
    axis->setRange(0, grid.back());
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(grid.size() > 1 ? grid[1] : 1);
    axis->setLabelFormat(QStringLiteral("%d"));
    axis->setMinorTickCount(0);
}

}  // namespace ps::ui::history
