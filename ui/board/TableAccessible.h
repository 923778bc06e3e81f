#pragma once
// The table as a screen reader walks it. The arrow keys move a cursor over the table's cells;
// a screen reader speaks what gets the focus, and a cell is no widget that could. So the cell
// under the cursor is an accessible object of its own that takes the focus as the cursor
// moves, named by what lies there ("D4: N, Notre-Dame, marker of Ala"): a new object for
// every move, so that a screen reader reading it a moment later finds that cell and not the
// next. The table's own object lists it after the view's parts (a ScrollAreaAccessible: the
// viewport and the scroll bars that show, each child number checked).

#include <QAccessibleInterface>
#include <QAccessibleWidget>
#include <QList>
#include <QPointer>

class QAbstractScrollArea;

namespace ps::ui {

class TableCellAccessible : public QAccessibleInterface {
  public:
    TableCellAccessible(QAbstractScrollArea* table, const QRect& onScreen, const QString& text);

    [[nodiscard]] bool isValid() const override { return !table_.isNull(); }
    [[nodiscard]] QObject* object() const override { return nullptr; }
    [[nodiscard]] QWindow* window() const override;
    [[nodiscard]] QList<std::pair<QAccessibleInterface*, QAccessible::Relation>> relations(
        QAccessible::Relation match) const override;
    [[nodiscard]] QAccessibleInterface* focusChild() const override { return nullptr; }
    [[nodiscard]] QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    [[nodiscard]] QAccessibleInterface* parent() const override;
    [[nodiscard]] QAccessibleInterface* child(int) const override { return nullptr; }
    [[nodiscard]] int childCount() const override { return 0; }
    [[nodiscard]] int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    [[nodiscard]] QString text(QAccessible::Text kind) const override;
    void setText(QAccessible::Text, const QString&) override {}
    [[nodiscard]] QRect rect() const override { return onScreen_; }
    [[nodiscard]] QAccessible::Role role() const override { return QAccessible::ListItem; }
    [[nodiscard]] QAccessible::State state() const override;

    void setCurrent(bool current) { current_ = current; }

  private:
    QPointer<QAbstractScrollArea> table_;
    QRect onScreen_;
    QString text_;
    bool current_ = true;
};

// The cursor's cells of one table: makes the next one, gives it the focus when the table has
// the keyboard, and keeps the last few (a screen reader may still be reading one).
class TableCursorCells {
  public:
    static constexpr int kKept = 3;
    ~TableCursorCells();
    void moveTo(QAbstractScrollArea* table, const QRect& onScreen, const QString& text);
    // The cell under the cursor, or none.
    [[nodiscard]] QAccessibleInterface* current() const;

  private:
    QList<QAccessible::Id> cells_;  // oldest first
};

// Installs (once) the factory that gives every widget with the property
// kTableAccessibleProperty the table's accessible object; the widget is a scroll area with a
// TableCursorCells* in the property's value.
void installTableAccessible();
inline constexpr char kTableAccessibleProperty[] = "ps_tableCursorCells";

}  // namespace ps::ui
