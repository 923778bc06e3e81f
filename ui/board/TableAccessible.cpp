#include "board/TableAccessible.h"

#include <QAbstractScrollArea>
#include <QWidget>
#include <QWindow>

#include "services/Accessibility.h"

namespace ps::ui {

namespace {

TableCursorCells* cursorCellsOf(const QObject* table) {
    return static_cast<TableCursorCells*>(table->property(kTableAccessibleProperty).value<void*>());
}

// The view's parts, then the cell under the keyboard's cursor.
class TableAccessible : public accessibility::ScrollAreaAccessible {
  public:
    using ScrollAreaAccessible::ScrollAreaAccessible;

    int childCount() const override {
        return ScrollAreaAccessible::childCount() + (cursorCell() != nullptr ? 1 : 0);
    }

    QAccessibleInterface* child(int index) const override {
        const int parts = ScrollAreaAccessible::childCount();
        return index < parts ? ScrollAreaAccessible::child(index)
                             : (index == parts ? cursorCell() : nullptr);
    }

    int indexOfChild(const QAccessibleInterface* child) const override {
        if (child != nullptr && child == cursorCell()) {
            return ScrollAreaAccessible::childCount();
        }
        return ScrollAreaAccessible::indexOfChild(child);
    }

    QAccessibleInterface* focusChild() const override {
        if (widget()->hasFocus() && cursorCell() != nullptr) {
            return cursorCell();
        }
        return ScrollAreaAccessible::focusChild();
    }

  private:
    QAccessibleInterface* cursorCell() const {
        const TableCursorCells* cells = cursorCellsOf(widget());
        return cells != nullptr ? cells->current() : nullptr;
    }
};

QAccessibleInterface* tableFactory(const QString& className, QObject* object) {
    auto* area = qobject_cast<QAbstractScrollArea*>(object);
    if (area == nullptr || cursorCellsOf(object) == nullptr ||
        className != QLatin1String(object->metaObject()->className())) {
        return nullptr;
    }
    return new TableAccessible(area);
}

}  // namespace

TableCellAccessible::TableCellAccessible(QAbstractScrollArea* table, const QRect& onScreen,
                                         const QString& text)
    : table_(table), onScreen_(onScreen), text_(text) {}

QWindow* TableCellAccessible::window() const {
    return table_ != nullptr && table_->window() != nullptr ? table_->window()->windowHandle()
                                                            : nullptr;
}

QList<std::pair<QAccessibleInterface*, QAccessible::Relation>> TableCellAccessible::relations(
    QAccessible::Relation) const {
    return {};
}

QAccessibleInterface* TableCellAccessible::parent() const {
    return table_ != nullptr ? QAccessible::queryAccessibleInterface(table_.data()) : nullptr;
}

QString TableCellAccessible::text(QAccessible::Text kind) const {
    return kind == QAccessible::Name ? text_ : QString();
}

QAccessible::State TableCellAccessible::state() const {
    QAccessible::State state;
    state.focusable = true;
    state.selectable = true;
    const QAbstractScrollArea* table = table_.data();
    if (table == nullptr) {
        state.invisible = true;
        return state;
    }
    state.focused = current_ && table->hasFocus();
    state.invisible = !table->isVisible();
    return state;
}

TableCursorCells::~TableCursorCells() {
    for (const QAccessible::Id id : std::as_const(cells_)) {
        if (QAccessible::accessibleInterface(id) != nullptr) {
            QAccessible::deleteAccessibleInterface(id);
        }
    }
}

void TableCursorCells::moveTo(QAbstractScrollArea* table, const QRect& onScreen,
                              const QString& text) {
    if (auto* previous = static_cast<TableCellAccessible*>(current())) {
        previous->setCurrent(false);
    }
    while (cells_.size() >= kKept) {
        QAccessible::deleteAccessibleInterface(cells_.takeFirst());
    }
    auto* cell = new TableCellAccessible(table, onScreen, text);
    cells_ << QAccessible::registerAccessibleInterface(cell);
    if (table->hasFocus()) {
        QAccessibleEvent focus(cell, QAccessible::Focus);
        QAccessible::updateAccessibility(&focus);
    }
}

QAccessibleInterface* TableCursorCells::current() const {
    return cells_.isEmpty() ? nullptr : QAccessible::accessibleInterface(cells_.back());
}

void installTableAccessible() {
    static const bool installed = [] {
        QAccessible::installFactory(tableFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

}  // namespace ps::ui
