// GameController: the clock of the people's help window around a bot's word. The session keeps
// the window's state (open, paused, closed) and what it holds back; this runs its timer.

#include "game/GameController.h"
#include "game/ModalWatcher.h"

namespace ps::ui {

using engine::Phase;
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
    const bool inviting = mayOfferHelpFromHere();
    if (now == shownWindow_) {
        if (inviting != shownInvitation_) {
            shownInvitation_ = inviting;
            emit helpWindowChanged();
        }
        return;
    }
    shownInvitation_ = inviting;
    if (now == HelpWindow::Open && shownWindow_ == HelpWindow::Closed) {
        // Practice goes at the person's pace: the card waits only a short grace unless someone
        // asks for the full window. People on other machines who may offer get it at once.
        bool remoteMayOffer = false;
        for (const PlayerId seat : session_->peopleWhoMayOffer()) {
            remoteMayOffer = remoteMayOffer || seatIsRemote(int(seat));
        }
        helpWindowWanted_ = helpGraceMs_ <= 0 || helpGraceMs_ >= helpWindowMs_ || remoteMayOffer;
        helpWindowLeftMs_ = helpWindowTotal();
        helpWindowTimer_->start(helpWindowLeftMs_);
        if (modals_->isActive()) {
            onModalChanged(true);  // opened behind a dialog: it waits for it
        }
    } else if (now == HelpWindow::Closed) {
        helpWindowTimer_->stop();
        helpWindowLeftMs_ = 0;
        helpWindowModalPaused_ = false;
        helpWindowHolds_ = 0;
    }
    shownWindow_ = now;
    emit helpWindowChanged();
}

void GameController::setHelpGrace(int milliseconds) {
    helpGraceMs_ = std::max(0, milliseconds);
}

bool GameController::helpWindowWanted() const {
    return referee_ != nullptr || helpWindowWanted_;  // a guest's window is the host's
}

int GameController::helpWindowTotal() const {
    return helpWindowWanted() ? helpWindowMs_ : std::min(helpGraceMs_, helpWindowMs_);
}

bool GameController::wantToHelp() {
    if (!hasGame() || helpWindowWanted() || session_->helpWindow() != HelpWindow::Open) {
        return false;
    }
    helpWindowWanted_ = true;
    helpWindowLeftMs_ = helpWindowMs_;
    if (!helpWindowModalPaused_) {  // behind a dialog the clock starts when it closes
        helpWindowTimer_->start(helpWindowMs_);
    }
    emit helpWindowChanged();
    return true;
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

std::optional<session::Request> GameController::refereeHelpQuestion() const {
    if (referee_ == nullptr || !hasGame()) {
        return std::nullopt;
    }
    for (const session::Request& request : referee_->awaited()) {
        if (request.what == session::Decision::HelpOffer && int(request.seat) == ownSeat_) {
            return request;
        }
    }
    return std::nullopt;
}

QList<int> GameController::humansWhoMayOffer() const {
    QList<int> seats;
    if (!hasGame()) {
        return seats;
    }
    if (referee_ != nullptr) {
        // The host knows who may offer; it asks this seat while it may.
        if (refereeHelpQuestion()) {
            seats << ownSeat_;
        }
        return seats;
    }
    if (declinedHelp_ == session_->stage()) {
        return seats;  // "no offer" was said here about this card
    }
    for (const PlayerId seat : session_->peopleWhoMayOffer()) {
        if (!seatIsRemote(int(seat))) {  // remote people are asked by the online table
            seats << int(seat);
        }
    }
    return seats;
}

bool GameController::mayOfferHelpFromHere() const {
    // A person here offers about their own table's card through the word bar's help button.
    if (!hasGame() || game().isOver() || currentSeatIsHuman() || position().phase != Phase::Word ||
        position().turn.placed.empty()) {
        return false;
    }
    if (referee_ != nullptr) {
        const std::optional<session::Request> question = refereeHelpQuestion();
        return question && declinedHelp_ != question->id;
    }
    if (session_->currentSeatIsBot() && session_->helpWindow() != HelpWindow::Open) {
        return false;
    }
    return !humansWhoMayOffer().isEmpty();
}

void GameController::declineHelp() {
    if (!hasGame()) {
        return;
    }
    if (referee_ != nullptr) {
        if (const std::optional<session::Request> question = refereeHelpQuestion()) {
            declinedHelp_ = question->id;
            referee_->submit(*question, session::Answer());
            syncHelpWindow();
        }
        return;
    }
    if (session_->currentSeatIsBot() && !share_) {
        closeHelpWindow();
        return;
    }
    // At a shared table the people on other machines may still offer: the window closes when
    // they have answered too (the online table sees to it), or when its time is up.
    declinedHelp_ = session_->stage();
    syncHelpWindow();
    emit helpWindowChanged();
}

void GameController::pauseHelpWindow() {
    if (!hasGame()) {
        return;
    }
    if (referee_ != nullptr) {
        heldQuestion_ = refereeHelpQuestion();
        if (heldQuestion_) {
            referee_->holdHelp(*heldQuestion_, true);
        }
        return;
    }
    if (session_->helpWindow() == HelpWindow::Paused) {
        ++helpWindowHolds_;  // someone else is writing too
        return;
    }
    if (session_->helpWindow() != HelpWindow::Open) {
        return;
    }
    helpWindowHolds_ = 1;
    helpWindowWanted_ = true;  // someone writes an offer: no grace any more
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
    if (referee_ != nullptr) {
        // After an offer the host has ended the hold already; this says so again, harmlessly.
        if (const std::optional<session::Request> held = std::exchange(heldQuestion_, {})) {
            referee_->holdHelp(*held, false);
        }
        return;
    }
    if (!helpWindowPaused()) {
        helpWindowHolds_ = 0;
        return;
    }
    if (--helpWindowHolds_ > 0) {
        return;  // another offer is still being written
    }
    helpWindowHolds_ = 0;
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
