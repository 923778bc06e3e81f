#include "game/ModalWatcher.h"

#include <QApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace ps::ui {

ModalWatcher::ModalWatcher(QObject* parent) : QObject(parent) {
    if (qobject_cast<QApplication*>(QCoreApplication::instance()) != nullptr) {
        QCoreApplication::instance()->installEventFilter(this);
        active_ = QApplication::activeModalWidget() != nullptr;
    }
}

bool ModalWatcher::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if ((type == QEvent::Show || type == QEvent::Hide) && watched->isWidgetType()) {
        const auto* widget = static_cast<const QWidget*>(watched);
        if (widget->isWindow()) {
            if (type == QEvent::Show && widget->isModal()) {
                setActive(true);
            } else if (!recheckQueued_) {
                // After the event loop turns: a dialog that replaces another one is up by then.
                recheckQueued_ = true;
                QTimer::singleShot(0, this, &ModalWatcher::recheck);
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

void ModalWatcher::recheck() {
    recheckQueued_ = false;
    const QWidget* modal = QApplication::activeModalWidget();
    setActive(modal != nullptr && modal->isVisible());
}

void ModalWatcher::setActive(bool active) {
    if (active == active_) {
        return;
    }
    active_ = active;
    emit activeChanged(active);
}

}  // namespace ps::ui
