// GameController: the clock of the people's help window around a bot's word. The session keeps
// the window's state (open, paused, closed) and what it holds back; this runs its timer.

#include "game/GameController.h"
#include "game/ModalWatcher.h"

namespace ps::ui {

using engine::PlayerId;
using session::HelpWindow;

// --- The people's help window around a bot's word

void GameController::setHelpWindow(int milliseconds) {
    helpWindowMs_ = milliseconds;
    if (session_) {
        session_->setPeopleMayHelpBots(milliseconds > 0);
    }
}

void GameController::syncHelpWindow() {
    const HelpWindow now = hasGame() ? session_->helpWindow() : HelpWindow::Closed;
    if (now == shownWindow_) {
        return;
    }
    if (now == HelpWindow::Open && shownWindow_ == HelpWindow::Closed) {
        helpWindowLeftMs_ = helpWindowMs_;
        helpWindowTimer_->start(helpWindowMs_);
        if (modals_->isActive()) {
            onModalChanged(true);  // opened behind a dialog: it waits for it
        }
    } else if (now == HelpWindow::Closed) {
        helpWindowTimer_->stop();
        helpWindowLeftMs_ = 0;
        helpWindowModalPaused_ = false;
    }
    shownWindow_ = now;
    emit helpWindowChanged();
}

bool GameController::helpWindowOpen() const {
    return hasGame() && session_->helpWindow() != HelpWindow::Closed;
}

bool GameController::helpWindowPaused() const {
    return hasGame() && session_->helpWindow() == HelpWindow::Paused;
}

int GameController::helpWindowRemaining() const {
    if (helpWindowPaused() || helpWindowModalPaused_) {
        return helpWindowLeftMs_;
    }
    return helpWindowTimer_->isActive() ? std::max(0, helpWindowTimer_->remainingTime()) : 0;
}

QList<int> GameController::humansWhoMayOffer() const {
    QList<int> seats;
    if (hasGame()) {
        for (const PlayerId seat : session_->peopleWhoMayOffer()) {
            if (!seatIsRemote(int(seat))) {  // remote people are asked by the online table
                seats << int(seat);
            }
        }
    }
    return seats;
}

void GameController::pauseHelpWindow() {
    if (!hasGame() || session_->helpWindow() != HelpWindow::Open) {
        return;
    }
    if (!helpWindowModalPaused_) {
        helpWindowLeftMs_ = std::max(0, helpWindowTimer_->remainingTime());
    }
    helpWindowModalPaused_ = false;  // the session's pause takes over
    helpWindowTimer_->stop();
    session_->pauseHelpWindow();
    shownWindow_ = HelpWindow::Paused;
    emit helpWindowChanged();
}

void GameController::resumeHelpWindow() {
    if (!helpWindowPaused()) {
        return;
    }
    session_->resumeHelpWindow(helpWindowLeftMs_ > 0);
    if (session_->helpWindow() == HelpWindow::Open) {
        // Someone else may still want to help: give them at least a moment after the dialogs.
        helpWindowTimer_->start(std::max(helpWindowLeftMs_, 1500));
        shownWindow_ = HelpWindow::Open;
        emit helpWindowChanged();
    }
    afterSessionCall();
}

void GameController::closeHelpWindow() {
    if (!helpWindowOpen()) {
        return;
    }
    session_->closeHelpWindow();
    afterSessionCall();
}

}  // namespace ps::ui
