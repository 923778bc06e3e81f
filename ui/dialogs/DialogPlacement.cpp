#include "dialogs/DialogPlacement.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QVariant>
#include <algorithm>

namespace ps::ui {

namespace {

constexpr char kBesideTable[] = "potegaPlaceBesideTable";
constexpr char kInstalled[] = "potegaDialogPlacement";
// Where the dialog was put over the middle of its window (its frame's top left): while it is
// still there, a dialog that grows (a message box as it shows) is centred again.
constexpr char kCenteredAt[] = "potegaCenteredAt";
constexpr int kMargin = 16;
constexpr int kBelowTheMenu = 64;

bool isDialog(const QObject* object) {
    const auto* widget = qobject_cast<const QWidget*>(object);
    // A window of the app's own with a parent (statistics, a replay) is placed like a dialog:
    // over its parent, not wherever the window manager likes.
    return widget != nullptr && widget->isWindow() &&
           (widget->windowType() == Qt::Dialog || widget->windowType() == Qt::Sheet ||
            (widget->windowType() == Qt::Window && widget->parentWidget() != nullptr) ||
            qobject_cast<const QDialog*>(widget) != nullptr);
}

// A window manager's decorations before it has drawn any: a title bar and thin borders. Without
// a window manager (the offscreen platform) there are none.
QMargins guessedDecorations() {
    if (QGuiApplication::platformName() == QLatin1String("offscreen")) {
        return {};
    }
    return {4, 32, 4, 4};
}

}  // namespace

void DialogPlacement::install() {
    auto* app = qApp;
    if (app == nullptr || app->property(kInstalled).toBool()) {
        return;
    }
    app->setProperty(kInstalled, true);
    app->installEventFilter(new DialogPlacement(app));
}

void DialogPlacement::placeBesideTable(QWidget* dialog) {
    dialog->setProperty(kBesideTable, true);
    install();
    if (dialog->isVisible()) {
        place(dialog);
    }
}

QRect DialogPlacement::clampInto(const QRect& wanted, const QRect& available) {
    QRect frame(wanted.topLeft(), wanted.size().boundedTo(available.size()));
    frame.moveLeft(
        std::clamp(frame.left(), available.left(), available.right() - frame.width() + 1));
    frame.moveTop(
        std::clamp(frame.top(), available.top(), available.bottom() - frame.height() + 1));
    return frame;
}

QRect DialogPlacement::frameOf(const QWidget* dialog) {
    if (dialog->windowFlags().testFlag(Qt::FramelessWindowHint)) {
        return dialog->geometry();  // no decorations to guess (the privacy screen)
    }
    const QRect frame = dialog->frameGeometry();
    if (frame != dialog->geometry()) {
        return frame;  // the window system told us its decorations
    }
    return dialog->geometry().marginsAdded(guessedDecorations());
}

void DialogPlacement::place(QWidget* dialog, bool justShown) {
    const QScreen* screen = dialog->screen();
    const QWidget* parent = dialog->parentWidget();
    if (parent != nullptr && parent->window()->screen() != nullptr) {
        screen = parent->window()->screen();
    }
    if (screen == nullptr) {
        screen = QGuiApplication::primaryScreen();
    }
    if (screen == nullptr) {
        return;
    }
    const QRect frame = frameOf(dialog);
    const QMargins decorations(
        dialog->geometry().left() - frame.left(), dialog->geometry().top() - frame.top(),
        frame.right() - dialog->geometry().right(), frame.bottom() - dialog->geometry().bottom());
    QRect wanted = frame;
    bool centered = false;
    if (dialog->property(kBesideTable).toBool() && parent != nullptr) {
        const QRect window = parent->window()->frameGeometry();
        wanted.moveTopLeft(
            QPoint(window.right() - frame.width() - kMargin, window.top() + kBelowTheMenu));
    } else if (parent != nullptr && !dialog->windowFlags().testFlag(Qt::FramelessWindowHint) &&
               (justShown || (dialog->property(kCenteredAt).isValid() &&
                              dialog->property(kCenteredAt).toPoint() == frame.topLeft()))) {
        // Over the middle of its window, as people expect: a window manager may otherwise put
        // a new window anywhere (openbox: the screen's top left corner).
        wanted.moveCenter(parent->window()->frameGeometry().center());
        centered = true;
    }
    const QRect fitted = clampInto(wanted, screen->availableGeometry());
    dialog->setProperty(kCenteredAt, centered ? QVariant(fitted.topLeft()) : QVariant());
    if (fitted.size() != frame.size()) {
        dialog->resize(fitted.marginsRemoved(decorations).size());
    }
    if (fitted.topLeft() != frame.topLeft()) {
        dialog->move(fitted.topLeft());  // a window's position is its frame's
    }
}

bool DialogPlacement::eventFilter(QObject* watched, QEvent* event) {
    // Placed when shown and again whenever the dialog's size changes while it is open (a
    // message box sizes itself as it shows; a dialog may grow with its content).
    if ((event->type() == QEvent::Show || event->type() == QEvent::Resize) && isDialog(watched)) {
        auto* dialog = static_cast<QWidget*>(watched);
        if (dialog->isVisible() || event->type() == QEvent::Show) {
            place(dialog, event->type() == QEvent::Show);
        }
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace ps::ui
