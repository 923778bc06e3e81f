#include "services/Accessibility.h"

#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAccessible>
#include <QAccessibleWidget>
#include <QHash>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QScrollBar>
#include <QTextEdit>
#include <QWidget>

namespace ps::ui::accessibility {

namespace {

QAccessible::UpdateHandler previousHandler = nullptr;
bool installed = false;
// The description last sent per object; an entry goes when its object does.
QHash<QObject*, QString> lastDescriptions;

bool isIdleValueChange(const QAccessibleEvent& event) {
    if (event.type() != QAccessible::ValueChanged) {
        return false;
    }
    auto* widget = qobject_cast<QWidget*>(event.object());
    const bool numbers = qobject_cast<QScrollBar*>(widget) != nullptr ||
                         qobject_cast<QProgressBar*>(widget) != nullptr;
    return numbers && !widget->hasFocus();
}

bool repeatsDescription(QAccessibleEvent& event) {
    if (event.type() != QAccessible::DescriptionChanged || event.object() == nullptr ||
        event.child() >= 0) {
        return false;
    }
    QAccessibleInterface* accessible = event.accessibleInterface();
    if (accessible == nullptr) {
        return false;
    }
    const QString description = accessible->text(QAccessible::Description);
    QObject* object = event.object();
    const auto known = lastDescriptions.constFind(object);
    if (known != lastDescriptions.constEnd() && *known == description) {
        return true;
    }
    if (known == lastDescriptions.constEnd()) {
        QObject::connect(object, &QObject::destroyed,
                         [object] { lastDescriptions.remove(object); });
    }
    lastDescriptions.insert(object, description);
    return false;
}

// A scroll area's children as Qt's own accessible object lists them: the viewport, then the
// scroll bars' containers and the corner widget while they show; a child asked for by a number
// beyond them is none.
class ScrollAreaAccessible : public QAccessibleWidget {
  public:
    explicit ScrollAreaAccessible(QAbstractScrollArea* area)
        : QAccessibleWidget(area, QAccessible::Client) {}

    int childCount() const override { return static_cast<int>(children().size()); }

    QAccessibleInterface* child(int index) const override {
        const QWidgetList list = children();
        if (index < 0 || index >= list.size()) {
            return nullptr;
        }
        return QAccessible::queryAccessibleInterface(list.at(index));
    }

    int indexOfChild(const QAccessibleInterface* child) const override {
        if (child == nullptr || child->object() == nullptr || !child->object()->isWidgetType()) {
            return -1;
        }
        return static_cast<int>(children().indexOf(static_cast<QWidget*>(child->object())));
    }

  private:
    QWidgetList children() const {
        const auto* area = static_cast<const QAbstractScrollArea*>(widget());
        QWidgetList list;
        if (area->viewport() != nullptr) {
            list << area->viewport();
        }
        for (const QScrollBar* bar : {area->horizontalScrollBar(), area->verticalScrollBar()}) {
            if (bar != nullptr && bar->isVisible() && bar->parentWidget() != nullptr) {
                list << bar->parentWidget();
            }
        }
        if (area->cornerWidget() != nullptr && area->cornerWidget()->isVisible()) {
            list << area->cornerWidget();
        }
        return list;
    }
};

// Lists and text fields have accessible objects of their own kinds (rows, text), which check
// their numbers.
// A widget of the app that makes its own (the table) says so with the property
// "ownAccessible".
bool hasOwnAccessible(const QObject* object) {
    return object->property("ownAccessible").toBool() ||
           qobject_cast<const QAbstractItemView*>(object) != nullptr ||
           qobject_cast<const QTextEdit*>(object) != nullptr ||
           qobject_cast<const QPlainTextEdit*>(object) != nullptr;
}

QAccessibleInterface* scrollAreaFactory(const QString& className, QObject* object) {
    // Asked once per class from the object's own upwards: answered at its own class, before
    // Qt's factory would answer at QAbstractScrollArea.
    auto* area = qobject_cast<QAbstractScrollArea*>(object);
    if (area == nullptr || hasOwnAccessible(object) ||
        className != QLatin1String(object->metaObject()->className())) {
        return nullptr;
    }
    return new ScrollAreaAccessible(area);
}

void filter(QAccessibleEvent* event) {
    if (holdsBack(event)) {
        return;
    }
    // On to the platform's bridge: Qt sends an event there when no handler is installed.
    QAccessible::installUpdateHandler(previousHandler);
    QAccessible::updateAccessibility(event);
    QAccessible::installUpdateHandler(filter);
}

}  // namespace

void install() {
    if (installed) {
        return;
    }
    installed = true;
    QAccessible::installFactory(scrollAreaFactory);
    previousHandler = QAccessible::installUpdateHandler(filter);
}

bool holdsBack(QAccessibleEvent* event) {
    return isIdleValueChange(*event) || repeatsDescription(*event);
}

}  // namespace ps::ui::accessibility
