#include "app/TableWordKeeper.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>
#include <QToolButton>

#include "game/GameController.h"
#include "services/Settings.h"
#include "services/UserDictionary.h"

namespace ps::ui {

TableWordKeeper::TableWordKeeper(QMainWindow* window, GameController* controller, QMenu* toolsMenu)
    : QObject(window), window_(window) {
    bar_ = new QWidget(window);
    bar_->setObjectName(QStringLiteral("rememberWordBar"));
    auto* layout = new QHBoxLayout(bar_);
    layout->setContentsMargins(0, 0, 0, 0);
    label_ = new QLabel(bar_);
    rememberButton_ = new QToolButton(bar_);
    rememberButton_->setObjectName(QStringLiteral("rememberWord"));
    dismissButton_ = new QToolButton(bar_);
    dismissButton_->setObjectName(QStringLiteral("dismissWord"));
    // A click must not pull the keyboard away from the word line.
    rememberButton_->setFocusPolicy(Qt::NoFocus);
    dismissButton_->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(label_);
    layout->addWidget(rememberButton_);
    layout->addWidget(dismissButton_);
    window->statusBar()->addPermanentWidget(bar_);
    bar_->hide();

    rememberAction_ = new QAction(this);
    rememberAction_->setObjectName(QStringLiteral("rememberWordAction"));
    rememberAction_->setVisible(false);
    if (toolsMenu != nullptr) {
        toolsMenu->addAction(rememberAction_);
    }
    connect(rememberAction_, &QAction::triggered, this, &TableWordKeeper::remember);
    connect(rememberButton_, &QToolButton::clicked, this, &TableWordKeeper::remember);
    connect(dismissButton_, &QToolButton::clicked, this, &TableWordKeeper::dismiss);
    connect(controller, &GameController::tableAcceptedWord, this, &TableWordKeeper::offer);
    connect(controller, &GameController::gameStarted, this, &TableWordKeeper::dismiss);
    QCoreApplication::instance()->installEventFilter(this);
    retranslate();
}

void TableWordKeeper::offer(const QString& word) {
    if (Settings::addedWords().contains(word)) {
        return;  // remembered already
    }
    word_ = word;
    retranslate();
    bar_->show();
    rememberAction_->setVisible(true);
}

void TableWordKeeper::remember() {
    if (word_.isEmpty()) {
        return;
    }
    const QString word = word_;
    dismiss();
    const userdict::OwnWordChange change = userdict::changeOwnWord(word, true);
    window_->statusBar()->showMessage(
        change.error.isEmpty()
            ? tr("%1 is among your words now (Settings → Dictionary): new games know it.")
                  .arg(change.word.toUpper())
            : change.error,
        10000);
}

void TableWordKeeper::dismiss() {
    word_.clear();
    bar_->hide();
    rememberAction_->setVisible(false);
}

void TableWordKeeper::retranslate() {
    const QString shown = word_.toUpper();
    label_->setText(tr("The table accepted %1.").arg(shown));
    rememberButton_->setText(tr("Remember it"));
    rememberButton_->setToolTip(
        tr("Add %1 to your own words (Settings → Dictionary), so that new games know it.")
            .arg(shown));
    dismissButton_->setText(tr("Not now"));
    rememberAction_->setText(tr("&Remember %1 among your words").arg(shown));
}

bool TableWordKeeper::eventFilter(QObject* watched, QEvent* event) {
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace ps::ui
