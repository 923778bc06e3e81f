#pragma once
// Names of the table's cells that a person can say and a screen reader can read: a column
// letter and a row number, "B4". They are counted from one cell beyond the cards' top left
// corner (where a card may also go), so every cell where a card lies or may be placed has a
// name, and the names move only when the table grows up or to the left.

#include <QList>
#include <QPoint>
#include <QString>
#include <optional>

#include "engine/state.h"

namespace ps::ui {

class CellNames {
  public:
    CellNames() = default;
    // For a table whose cards lie on `cards` (any order; none: the first card's cell is B2).
    explicit CellNames(const QList<QPoint>& cards);
    // For a position's table (what the board shows of it).
    static CellNames ofTable(const engine::GameState& state);

    // "B4"; columns after Z go on as AA, AB…. A cell left of or above the corner (never a
    // place where a card lies or may go) still gets a name: its column's offset in brackets,
    // its row as 0 or below.
    [[nodiscard]] QString name(QPoint cell) const;
    // The column's letters alone ("B") and the row's number alone (4).
    [[nodiscard]] QString column(int x) const;
    [[nodiscard]] int row(int y) const { return y - top_ + 1; }
    // The cell a name stands for, in any case ("d4", "AA12"); nothing when the text is not a
    // column's letters followed by a row number from 1 (the names of cells where a card lies
    // or may go).
    [[nodiscard]] std::optional<QPoint> cell(const QString& name) const;

  private:
    int left_ = -1;
    int top_ = -1;
};

}  // namespace ps::ui
