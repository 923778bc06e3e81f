#pragma once
// Value axes with round gridlines, for the end-of-game chart and the statistics chart: from 0
// in steps of 1, 2 or 5 × 10^k, so every label is a whole number standing at its line, up to
// the first line at or above the highest value (at most six lines).

#include <QList>

class QValueAxis;

namespace ps::ui::history {

QList<int> niceGridValues(int highest);
// Sets the axis' range, tick step and whole-number labels for values up to `highest`.
void applyNiceRange(QValueAxis* axis, double highest);

}  // namespace ps::ui::history
