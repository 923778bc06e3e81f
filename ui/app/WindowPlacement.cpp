#include "app/WindowPlacement.h"

#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>

#include "dialogs/DialogPlacement.h"
#include "services/Settings.h"

namespace ps::ui {

QRect WindowPlacement::fitIntoScreen(const QRect& wanted, const QRect& available) {
    return DialogPlacement::clampInto(wanted, available);
}

QRect WindowPlacement::firstLaunchFrame(const QRect& available) {
    QRect frame(QPoint(), available.size() * 0.9);
    frame.moveCenter(available.center());
    return frame;
}

void WindowPlacement::placeOnScreen(QMainWindow* window) {
    const QScreen* screen =
        window->screen() != nullptr ? window->screen() : QGuiApplication::primaryScreen();
    if (screen == nullptr) {
        return;
    }
    const QRect available = screen->availableGeometry();
    // Not shown yet, so the window system has not said how large its decorations are.
    const QMargins decorations(4, 32, 4, 4);
    const auto setFrame = [window, &decorations](const QRect& frame) {
        window->setGeometry(frame.marginsRemoved(decorations));
    };
    const QByteArray saved = Settings::windowGeometry();
    if (saved.isEmpty() || !window->restoreGeometry(saved)) {
        setFrame(firstLaunchFrame(available));
        if (available.width() < kRoomyScreen.width() ||
            available.height() < kRoomyScreen.height()) {
            window->setWindowState(window->windowState() | Qt::WindowMaximized);
        }
        return;
    }
    // A size remembered on a larger screen (or at a smaller scale) must still fit this one.
    const QRect frame = window->geometry().marginsAdded(decorations);
    const QRect fitted = fitIntoScreen(frame, available);
    if (fitted != frame) {
        setFrame(fitted);
    }
}

}  // namespace ps::ui
