// What the table says to a screen reader: a card's name, a cell's description as the keyboard
// reaches it ("B4: K, Koloseum, marker of Ala") and the whole table's summary, row by row.
#include <algorithm>

#include <QMap>
#include <QStringList>

#include "board/BoardScene.h"

namespace ps::ui {

QString BoardScene::cardDescription(const CardView& card) const {
    QStringList owners;
    for (const int seat : card.markers) {
        owners << (seat >= 0 && seat < seatNames_.size() ? seatNames_[seat] : QString());
    }
    QString text =
        card.tape ? tr("Police tape") : tr("Card %1 (%2)").arg(card.letter, card.landmark);
    if (card.black && !card.tape) {
        text = tr("Black card %1 (%2)").arg(card.letter, card.landmark);
    }
    if (!owners.isEmpty()) {
        text += tr(", marker of %1").arg(owners.join(QStringLiteral(", ")));
    }
    if (card.frozen) {
        text += tr(", frozen");
    }
    return text;
}

QString BoardScene::accessibleNameAt(QPoint cell) const {
    const CardItem* item = cards_.value(cell);
    return item != nullptr ? item->accessibleName() : QString();
}

CellNames BoardScene::cellNames() const {
    return CellNames(cards_.keys());
}

QString BoardScene::describeCell(QPoint cell) const {
    const QString name = cellNames().name(cell);
    const CardItem* item = cards_.value(cell);
    if (item == nullptr) {
        return legal_.contains(cell) ? tr("%1: empty, the card may go here").arg(name)
                                     : tr("%1: empty").arg(name);
    }
    const CardView& card = item->card();
    QStringList parts;
    if (card.tape) {
        parts << tr("police tape");
    } else {
        // The landmark as a word ("Koloseum"), not shouted letter by letter.
        QString landmark = card.landmark.toLower();
        if (!landmark.isEmpty()) {
            landmark[0] = landmark.at(0).toUpper();
        }
        parts << (card.black ? tr("black card %1").arg(card.letter) : card.letter);
        if (!landmark.isEmpty()) {
            parts << landmark;
        }
    }
    for (const int seat : card.markers) {
        if (seat >= 0 && seat < seatNames_.size()) {
            parts << tr("marker of %1").arg(seatNames_[seat]);
        }
    }
    if (card.frozen) {
        parts << tr("frozen");
    }
    if (item->isLit()) {
        parts << tr("in your word");
    }
    if (item->isSelectable()) {
        parts << tr("a target: Enter chooses it");
    }
    return name + QStringLiteral(": ") + parts.join(QStringLiteral(", "));
}

QString BoardScene::accessibleSummary() const {
    QString summary = tr("%n card(s) on the table", nullptr, int(cards_.size()));
    if (!lastMove_.isEmpty() && lastMove_.seat < seatNames_.size()) {
        // The word as played: its captured cards left the table (a tape or nothing lies there).
        QString word = lastMove_.wordText;
        if (word.isEmpty()) {
            for (const QPoint cell : lastMove_.word) {
                if (const CardItem* item = cards_.value(cell);
                    item != nullptr && !item->card().tape) {
                    word += item->card().letter;
                }
            }
        }
        summary += QStringLiteral(". ") + tr("Last move: %1").arg(seatNames_[lastMove_.seat]);
        if (!word.isEmpty()) {
            summary += QStringLiteral(" ") + word;
        }
    }
    // The table row by row, top to bottom, card by card with its cell's name and its markers'
    // owners ("Row 2: B2 K, C2 O (Ala), D2 tape (Ala)"): the same names the arrows, the hint and
    // the lessons use, so a person who cannot see the table can find each card again. A police
    // tape's letter is hidden: it is said as a tape.
    const CellNames names = cellNames();
    QMap<int, QMap<int, const CardItem*>> rows;
    for (auto it = cards_.cbegin(); it != cards_.cend(); ++it) {
        rows[it.key().y()][it.key().x()] = it.value();
    }
    for (auto row = rows.cbegin(); row != rows.cend(); ++row) {
        QStringList cards;
        for (auto it = row.value().cbegin(); it != row.value().cend(); ++it) {
            const CardView& card = it.value()->card();
            QString text = names.name(QPoint(it.key(), row.key())) + QLatin1Char(' ') +
                           (card.tape ? tr("tape") : card.letter);
            QStringList owners;
            for (const int seat : card.markers) {
                if (seat >= 0 && seat < seatNames_.size() && !owners.contains(seatNames_[seat])) {
                    owners << seatNames_[seat];
                }
            }
            if (!owners.isEmpty()) {
                text += QStringLiteral(" (") + owners.join(QStringLiteral(", ")) + QLatin1Char(')');
            }
            cards << text;
        }
        summary += QStringLiteral(". ") +
                   tr("Row %1: %2").arg(names.row(row.key())).arg(cards.join(QStringLiteral(", ")));
    }
    // Where the card in hand may go, by name, in reading order.
    QList<QPoint> free = legal_.keys();
    std::sort(free.begin(), free.end(),
              [](QPoint a, QPoint b) { return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x(); });
    if (!free.isEmpty()) {
        QStringList cells;
        for (const QPoint cell : std::as_const(free)) {
            cells << names.name(cell);
        }
        summary += QStringLiteral(". ") +
                   tr("The card may go on: %1").arg(cells.join(QStringLiteral(", ")));
    }
    return summary;
}

}  // namespace ps::ui
