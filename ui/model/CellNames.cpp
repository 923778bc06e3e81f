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

std::optional<QPoint> CellNames::cell(const QString& name) const {
    const QString text = name.trimmed().toUpper();
    qsizetype letters = 0;
    while (letters < text.size() && text[letters] >= u'A' && text[letters] <= u'Z') {
        ++letters;
    }
    if (letters == 0 || letters > 3 || letters == text.size()) {
        return std::nullopt;
    }
    bool isNumber = false;
    const QStringView digits = QStringView(text).mid(letters);
    const int rowNumber = digits.toInt(&isNumber);
    if (!isNumber || rowNumber < 1 || !digits.front().isDigit()) {
        return std::nullopt;
    }
    // The columns count as A..Z, AA..AZ, BA…: each letter a digit from 1 to 26.
    int index = 0;
    for (qsizetype i = 0; i < letters; ++i) {
        index = index * 26 + (text[i].unicode() - u'A' + 1);
    }
    return QPoint(index - 1 + left_, rowNumber - 1 + top_);
}

}  // namespace ps::ui
