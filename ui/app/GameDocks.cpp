#include "app/GameDocks.h"

#include <QDockWidget>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QScreen>
#include <algorithm>

#include "app/MainWindow.h"
#include "widgets/GameLog.h"

namespace ps::ui {

GameDocks::GameDocks(QMainWindow* window, QMenu* viewMenu)
    : QObject(window),
      window_(window),
      logDock_(new QDockWidget(window)),
      log_(new GameLog(logDock_)),
      wordsDock_(new QDockWidget(window)),
      words_(new QListWidget(wordsDock_)) {
    logDock_->setObjectName(QStringLiteral("logDock"));
    logDock_->setWidget(log_);
    window->addDockWidget(Qt::RightDockWidgetArea, logDock_);
    wordsDock_->setObjectName(QStringLiteral("wordsDock"));
    words_->setObjectName(QStringLiteral("playedWords"));
    // As the log: never handed the keyboard when a focused button vanishes (a black-card
    // action's button after a redraw; Qt passes the focus to the next widget that takes Tab),
    // only by a click.
    words_->setFocusPolicy(Qt::ClickFocus);
    // A word too long for the dock ends with "…" (its tooltip has it whole), never cut.
    words_->setTextElideMode(Qt::ElideRight);
    words_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    wordsDock_->setWidget(words_);
    window->addDockWidget(Qt::RightDockWidgetArea, wordsDock_);
    // Narrower, the docks would keep a sliver of their width after the window shrinks and
    // grows back (the room goes to the table): they stay wide enough for a long word.
    const int longWord = words_->fontMetrics().horizontalAdvance(QStringLiteral("NAJWSPANIALSZY"));
    const int dockWidth = std::max(kMinimumWidth, longWord + 40);  // + frame, scroll bar
    log_->setMinimumWidth(dockWidth);
    words_->setMinimumWidth(dockWidth);
    window->resizeDocks({logDock_, wordsDock_}, {250, 250}, Qt::Horizontal);
    window->resizeDocks({logDock_, wordsDock_}, {480, 220}, Qt::Vertical);
    viewMenu->addAction(logDock_->toggleViewAction());
    viewMenu->addAction(wordsDock_->toggleViewAction());
}

void GameDocks::show() {
    if (!roomBesideTable()) {
        // Decided once, as the table comes up, from the screen: never from the window's own
        // size, which the docks change (that would be a layout loop).
        hide();
        return;
    }
    logDock_->show();
    wordsDock_->show();
}

bool GameDocks::roomBesideTable() const {
    const QScreen* screen = window_->screen();
    if (screen == nullptr || window_->centralWidget() == nullptr) {
        return true;
    }
    const int dockWidth =
        std::max(logDock_->minimumSizeHint().width(), wordsDock_->minimumSizeHint().width());
    return fitsSideBySide(window_->centralWidget()->minimumSizeHint().width(), dockWidth,
                          screen->availableGeometry().width());
}

bool GameDocks::fitsSideBySide(int tableWidth, int dockWidth, int available) {
    constexpr int kFrameAndSeparator = 16;
    return tableWidth + dockWidth + kFrameAndSeparator <= available;
}

void GameDocks::hide() {
    logDock_->hide();
    wordsDock_->hide();
}

void GameDocks::setPlayedWords(const QStringList& words) {
    QStringList shown;
    for (int row = 0; row < words_->count(); ++row) {
        shown << words_->item(row)->text();
    }
    if (shown == words) {
        return;  // nothing new: the list stays where the reader scrolled it
    }
    words_->clear();
    for (const QString& word : words) {
        auto* item = new QListWidgetItem(word, words_);
        item->setToolTip(word);  // whole, when the dock is too narrow for it
    }
    // The newest word is the last one: kept in sight.
    words_->scrollToBottom();
}

void GameDocks::retranslate() {
    logDock_->setWindowTitle(MainWindow::tr("Game log"));
    wordsDock_->setWindowTitle(MainWindow::tr("Played words"));
    log_->setAccessibleName(MainWindow::tr("Game log"));
    words_->setAccessibleName(MainWindow::tr("Played words"));
}

}  // namespace ps::ui
