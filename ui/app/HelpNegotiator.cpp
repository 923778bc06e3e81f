#include "app/HelpNegotiator.h"

#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QTimer>

#include "dialogs/DialogPlacement.h"
#include "dialogs/HelpDialogs.h"
#include "game/GameController.h"
#include "game/Player.h"
#include "style/Theme.h"

namespace ps::ui {

using namespace ps::engine;
using session::Answer;

HelpNegotiator::HelpNegotiator(QWidget* window) : QObject(window), window_(window) {}

void HelpNegotiator::setRunning(bool running) {
    running_ = running;
    emit running ? started() : finished();
}

bool HelpNegotiator::handScreenTo(int seat) {
    if (controller_->peopleAtTable() <= 1) {
        return true;  // one person at the table: there is nobody to hide a secret from
    }
    screenWith_ = seat;
    return PrivacyScreen::handTo(
        window_, controller_->seatName(seat),
        theme::playerColor(controller_->setup().seats.value(seat).colorIndex),
        theme::shapeForSeat(seat));
}

int HelpNegotiator::chooseHelper(const QList<int>& seats) {
    if (seats.size() == 1) {
        return seats.front();
    }
    QStringList names;
    for (const int seat : seats) {
        names << controller_->seatName(seat);
    }
    // About the card on the table: beside it, not over it.
    QInputDialog dialog(window_);
    dialog.setObjectName(QStringLiteral("whoOffersDialog"));
    dialog.setWindowTitle(tr("Help offer"));
    dialog.setLabelText(tr("Who offers help?"));
    dialog.setComboBoxItems(names);
    dialog.setComboBoxEditable(false);
    DialogPlacement::placeBesideTable(&dialog);
    if (dialog.exec() != QDialog::Accepted) {
        return -1;
    }
    const QString chosen = dialog.textValue();
    return names.contains(chosen) ? seats[names.indexOf(chosen)] : -1;
}

// --- Answers to offers, when the session awaits them

void HelpNegotiator::turnIsWith(int seat) {
    const int passedAround = screenWith_;
    screenWith_ = -1;
    if (passedAround >= 0 && passedAround != seat && seat == activeSeat_ &&
        controller_ != nullptr && controller_->hasGame() &&
        controller_->position().phase == Phase::Word) {
        QTimer::singleShot(0, this, [this, seat] {
            if (controller_->hasGame() && controller_->currentSeat() == seat) {
                handScreenTo(seat);
                screenWith_ = -1;
                emit showTypedWord();
            }
        });
    }
}

Answer HelpNegotiator::answerOffer(int helper, int answering, bool helperAnswers,
                                   QPointer<QDialog>* open) {
    setRunning(true);
    const auto finish = qScopeGuard([this] { setRunning(false); });
    activeSeat_ = controller_->currentSeat();
    // A secret word is shown to its helper only: their screen first. An offer's summary is
    // public, so the active player needs a screen only if someone else had it.
    if (helperAnswers || (screenWith_ >= 0 && screenWith_ != answering)) {
        emit hideTypedWord();
        handScreenTo(answering);
    }
    HelpAnswerDialog dialog(*controller_, helper, helperAnswers, window_);
    *open = &dialog;
    dialog.exec();  // closed without a choice: a refusal (the helper's: a withdrawal)
    *open = nullptr;
    const auto helperId = static_cast<PlayerId>(helper);
    const auto by = static_cast<PlayerId>(answering);
    switch (dialog.answer()) {
        case HelpAnswerDialog::Answer::Accept:
            // A word suspected of relation is put to the table next (a TableVote request).
            return Answer(HelpAccept{helperId, by, false});
        case HelpAnswerDialog::Answer::Counter:
            return Answer(HelpCounter{helperId, by, dialog.price()});
        case HelpAnswerDialog::Answer::Refuse:
            break;
    }
    // The helper's nothing withdraws its offer; the active player refuses it.
    return helperAnswers ? Answer() : Answer(HelpRefuse{helperId});
}

// --- Offers people make

void HelpNegotiator::offerHelp() {
    if (controller_ == nullptr || !controller_->hasGame() || running_) {
        return;
    }
    // Only people type a helper's word; bot seats offer by themselves.
    const int active = controller_->currentSeat();
    QList<int> seats;
    for (int seat = 0; seat < controller_->setup().seats.size(); ++seat) {
        const Player* player = controller_->player(seat);
        if (seat != active && (player == nullptr || player->isHuman())) {
            seats << seat;
        }
    }
    if (seats.isEmpty()) {
        return;
    }
    if (const int helper = chooseHelper(seats); helper >= 0) {
        run(helper);
    }
}

void HelpNegotiator::run(int helper) {
    setRunning(true);
    const auto finish = qScopeGuard([this] { setRunning(false); });
    emit hideTypedWord();
    const int active = controller_->currentSeat();
    activeSeat_ = active;
    // Offers and answers do not move the stage; the turn moving on does.
    const GameController::Stage asked = controller_->stage();
    if (!handScreenTo(helper)) {
        screenWith_ = -1;
        emit showTypedWord();
        return;
    }
    HelpOfferDialog offerDialog(*controller_, helper, window_);
    if (offerDialog.exec() != QDialog::Accepted) {
        handScreenTo(active);
        screenWith_ = -1;
        emit showTypedWord();
        return;
    }
    // The answers follow as the session's requests: the active player's to the offer, the
    // helper's to a counter, each behind its own privacy screen.
    if (auto problem = controller_->applyAt(asked, offerDialog.offer())) {
        QMessageBox::warning(window_, tr("Help offer"), *problem);
    }
}

void HelpNegotiator::offerHelpFromHere() {
    if (controller_ == nullptr || !controller_->hasGame() || running_ ||
        !controller_->mayOfferHelpFromHere()) {
        return;
    }
    const QList<int> seats = controller_->humansWhoMayOffer();
    if (seats.isEmpty()) {
        return;
    }
    // A bot waits (its word and its answers) while the person writes the offer; a guest asks
    // the host to hold its window.
    controller_->pauseHelpWindow();
    setRunning(true);
    const auto finish = qScopeGuard([this] {
        controller_->resumeHelpWindow();
        setRunning(false);  // a question that came meanwhile is put now (TableDesk)
    });
    const GameController::Stage asked = controller_->stage();
    const int helper = chooseHelper(seats);
    if (helper < 0 || !handScreenTo(helper)) {
        return;
    }
    HelpOfferDialog offerDialog(*controller_, helper, window_);
    if (offerDialog.exec() != QDialog::Accepted) {
        return;
    }
    if (auto problem = controller_->applyAt(asked, offerDialog.offer())) {
        QMessageBox::warning(window_, tr("Help offer"), *problem);
    }
}

}  // namespace ps::ui
