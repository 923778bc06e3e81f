#include "services/Accessibility.h"

#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAccessible>
#include <QAccessibleWidget>
#include <QComboBox>
#include <QHash>
#include <QLineEdit>
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

// Lists and text fields have accessible objects of their own kinds (rows, text), which check
// their numbers; a widget of the app that makes its own (the table) says so with the property
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

ValueSpeaker valueSpeaker;

QString stars(const QString& text) {
    return QString(text.size(), QLatin1Char('*'));
}

void filter(QAccessibleEvent* event) {
    if (holdsBack(event)) {
        return;
    }
    if (valueSpeaker) {
        if (const std::optional<QString> value = valueToSpeak(event)) {
            valueSpeaker(static_cast<QWidget*>(event->object()), *value);
        }
    }
    const std::unique_ptr<QAccessibleEvent> hidden = masked(event);
    // On to the platform's bridge: Qt sends an event there when no handler is installed.
    QAccessible::installUpdateHandler(previousHandler);
    QAccessible::updateAccessibility(hidden ? hidden.get() : event);
    QAccessible::installUpdateHandler(filter);
}

}  // namespace

ScrollAreaAccessible::ScrollAreaAccessible(QAbstractScrollArea* area)
    : QAccessibleWidget(area, QAccessible::Client) {}

int ScrollAreaAccessible::childCount() const {
    return static_cast<int>(parts().size());
}

QAccessibleInterface* ScrollAreaAccessible::child(int index) const {
    const QWidgetList list = parts();
    if (index < 0 || index >= list.size()) {
        return nullptr;
    }
    return QAccessible::queryAccessibleInterface(list.at(index));
}

int ScrollAreaAccessible::indexOfChild(const QAccessibleInterface* child) const {
    if (child == nullptr || child->object() == nullptr || !child->object()->isWidgetType()) {
        return -1;
    }
    return static_cast<int>(parts().indexOf(static_cast<QWidget*>(child->object())));
}

QWidgetList ScrollAreaAccessible::parts() const {
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
    if (QWidget* corner = area->cornerWidget(); corner != nullptr && corner->isVisible()) {
        list << corner;
    }
    return list;
}

void install() {
    if (installed) {
        return;
    }
    installed = true;
    QAccessible::installFactory(scrollAreaFactory);
    previousHandler = QAccessible::installUpdateHandler(filter);
}

void setValueSpeaker(ValueSpeaker speaker) {
    valueSpeaker = std::move(speaker);
}

std::optional<QString> valueToSpeak(QAccessibleEvent* event) {
    if (event->type() != QAccessible::ValueChanged) {
        return std::nullopt;
    }
    const auto* combo = qobject_cast<const QComboBox*>(event->object());
    if (combo == nullptr || !combo->hasFocus() ||
        (combo->view() != nullptr && combo->view()->isVisible())) {
        return std::nullopt;  // an open list speaks its own rows
    }
    return combo->currentText();
}

std::unique_ptr<QAccessibleEvent> masked(QAccessibleEvent* event) {
    const auto* field = qobject_cast<const QLineEdit*>(event->object());
    if (field == nullptr || field->echoMode() == QLineEdit::Normal) {
        return nullptr;
    }
    QObject* object = event->object();
    std::unique_ptr<QAccessibleTextCursorEvent> copy;
    switch (event->type()) {
        case QAccessible::TextInserted:
            if (const auto* inserted = dynamic_cast<QAccessibleTextInsertEvent*>(event)) {
                copy = std::make_unique<QAccessibleTextInsertEvent>(
                    object, inserted->changePosition(), stars(inserted->textInserted()));
                copy->setCursorPosition(inserted->cursorPosition());
            }
            break;
        case QAccessible::TextRemoved:
            if (const auto* removed = dynamic_cast<QAccessibleTextRemoveEvent*>(event)) {
                copy = std::make_unique<QAccessibleTextRemoveEvent>(
                    object, removed->changePosition(), stars(removed->textRemoved()));
                copy->setCursorPosition(removed->cursorPosition());
            }
            break;
        case QAccessible::TextUpdated:
            if (const auto* updated = dynamic_cast<QAccessibleTextUpdateEvent*>(event)) {
                copy = std::make_unique<QAccessibleTextUpdateEvent>(
                    object, updated->changePosition(), stars(updated->textRemoved()),
                    stars(updated->textInserted()));
                copy->setCursorPosition(updated->cursorPosition());
            }
            break;
        default:
            break;
    }
    return copy;
}

bool holdsBack(QAccessibleEvent* event) {
    return isIdleValueChange(*event) || repeatsDescription(*event);
}

}  // namespace ps::ui::accessibility
