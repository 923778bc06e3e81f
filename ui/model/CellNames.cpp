#include "model/CellNames.h"

#include <algorithm>

namespace ps::ui {

CellNames::CellNames(const QList<QPoint>& cards) {
    if (cards.isEmpty()) {
        return;
    }
    int left = cards.front().x();
    int top = cards.front().y();
    for (const QPoint cell : cards) {
        left = std::min(left, cell.x());
        top = std::min(top, cell.y());
    }
    left_ = left - 1;
    top_ = top - 1;
}

CellNames CellNames::ofTable(const engine::GameState& state) {
    QList<QPoint> cards;
    cards.reserve(qsizetype(state.table.size()));
    for (const engine::TableCell& cell : state.table) {
        cards.append(QPoint(cell.cell.x, cell.cell.y));
    }
    return CellNames(cards);
}

QString CellNames::column(int x) const {
    int index = x - left_;  // 0 is A
    if (index < 0) {
        return QStringLiteral("(%1)").arg(index);
    }
    QString letters;
    do {
        letters.prepend(QChar(u'A' + index % 26));
        index = index / 26 - 1;
    } while (index >= 0);
    return letters;
}

QString CellNames::name(QPoint cell) const {
    return column(cell.x()) + QString::number(row(cell.y()));
}

}  // namespace ps::ui
