#include "app/FlowActions.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

#include "game/GameController.h"

namespace ps::ui {

FlowActions::FlowActions(GameController* controller, QWidget* window)
    : QObject(window),
      controller_(controller),
      takeBack_(new QAction(window)),
      hints_(new QAction(window)) {
    takeBack_->setObjectName(QStringLiteral("takeBackTurnAction"));
    takeBack_->setShortcut(QKeySequence::Undo);
    hints_->setObjectName(QStringLiteral("hintsAction"));
    hints_->setCheckable(true);
    connect(takeBack_, &QAction::triggered, this, &FlowActions::takeBack);
    connect(hints_, &QAction::toggled, this, [this](bool on) {
        if (controller_->hasGame() && on != controller_->hintsEnabled()) {
            controller_->setHintsOn(on);
        }
    });
    connect(controller_, &GameController::changed, this, &FlowActions::update);
    connect(controller_, &GameController::gameStarted, this, &FlowActions::update);
    connect(controller_, &GameController::gameOver, this, &FlowActions::update);
    // The texts follow the language: the application hears of every switch.
    QCoreApplication::instance()->installEventFilter(this);
    retranslate();
    update();
}

bool FlowActions::eventFilter(QObject* watched, QEvent* event) {
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    return QObject::eventFilter(watched, event);
}

void FlowActions::retranslate() {
    takeBack_->setText(tr("Take &back a move"));
    takeBack_->setToolTip(tr("Undo the last turn (with the bots' replies in a practice game)"));
    hints_->setText(tr("&Hints"));
    hints_->setToolTip(tr("Show the Hint button: a word for your card, and where to place it"));
}

void FlowActions::update() {
    takeBack_->setEnabled(controller_->canTakeBackTurn());
    hints_->setEnabled(controller_->hasGame() && controller_->hintsAvailable());
    const QSignalBlocker quiet(hints_);
    hints_->setChecked(controller_->hintsEnabled());
}

void FlowActions::takeBack() {
    // Alone at the table it goes back at once; otherwise every other person is asked.
    controller_->proposeTakeBack();
}

}  // namespace ps::ui
