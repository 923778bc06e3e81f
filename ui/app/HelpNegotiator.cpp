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

namespace {

// A negotiation ends in a deal or a refusal long before this; the cap only guards the loop.
constexpr int kMaxNegotiationRounds = 50;
// How often a waiting offer looks whether the person has stopped typing.
constexpr int kTypingRecheckMs = 250;

}  // namespace

HelpNegotiator::HelpNegotiator(QWidget* window) : QObject(window), window_(window) {
    waitForTyping_ = new QTimer(this);
    waitForTyping_->setSingleShot(true);
    waitForTyping_->setInterval(kTypingRecheckMs);
    connect(waitForTyping_, &QTimer::timeout, this, [this] { answerBotOfferNow(false); });
}

void HelpNegotiator::openWaitingOffer() {
    answerBotOfferNow(true);
}

void HelpNegotiator::setRunning(bool running) {
    running_ = running;
    emit running ? started() : finished();
}

bool HelpNegotiator::handScreenTo(int seat) {
    if (controller_->peopleAtTable() <= 1) {
        return true;  // one person at the table: there is nobody to hide a secret from
    }
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
    bool ok = false;
    const QString chosen = QInputDialog::getItem(window_, tr("Help offer"), tr("Who offers help?"),
                                                 names, 0, false, &ok);
    return ok && names.contains(chosen) ? seats[names.indexOf(chosen)] : -1;
}

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
    // Offers and answers do not move the stage; the turn moving on does.
    const GameController::Stage asked = controller_->stage();
    if (!handScreenTo(helper)) {
        emit showTypedWord();
        return;
    }
    HelpOfferDialog offerDialog(*controller_, helper, window_);
    if (offerDialog.exec() != QDialog::Accepted) {
        handScreenTo(active);
        emit showTypedWord();
        return;
    }
    if (auto problem = controller_->applyAt(asked, offerDialog.offer())) {
        QMessageBox::warning(window_, tr("Help offer"), *problem);
        return;
    }
    // Negotiate until a deal or a refusal: each answer behind its own privacy screen.
    for (int rounds = 0; rounds < kMaxNegotiationRounds; ++rounds) {
        bool open = false;
        bool awaitingHelper = false;
        for (const HelpSummary& summary : controller_->game().helpSummaries()) {
            if (summary.helper == helper) {
                open = true;
                awaitingHelper = summary.awaitingHelper;
            }
        }
        if (!open || !controller_->isCurrent(asked)) {
            break;
        }
        const int answering = awaitingHelper ? helper : active;
        handScreenTo(answering);
        HelpAnswerDialog answer(*controller_, helper, awaitingHelper, window_);
        answer.exec();
        if (auto problem = applyAnswer(asked, helper, answering, awaitingHelper, answer)) {
            QMessageBox::warning(window_, tr("Help negotiation"), *problem);
        }
    }
    // Whatever came of it, the active player takes the screen back.
    if (controller_->currentSeat() == active && !controller_->game().isOver() &&
        controller_->game().state().phase == Phase::Word) {
        handScreenTo(active);
        emit showTypedWord();
    }
}

void HelpNegotiator::scheduleBotOfferAnswer() {
    if (botAnswerScheduled_ || running_ || controller_ == nullptr || !controller_->hasGame()) {
        return;
    }
    botAnswerScheduled_ = true;
    // After the redraw that led here: the dialog's exec() must not run inside it.
    QTimer::singleShot(0, this, &HelpNegotiator::answerBotOffer);
}

void HelpNegotiator::answerBotOffer() {
    botAnswerScheduled_ = false;
    answerBotOfferNow(false);
}

void HelpNegotiator::answerBotOfferNow(bool evenWhileTyping) {
    const auto waiting = [this](const QString& from) {
        if (from != waitingFrom_) {
            waitingFrom_ = from;
            emit offerWaiting(from);
        }
    };
    if (running_ || controller_ == nullptr || !controller_->hasGame() ||
        controller_->game().isOver() || controller_->game().state().phase != Phase::Word) {
        if (!running_) {
            waiting({});
        }
        return;
    }
    if (!controller_->currentSeatIsHuman()) {
        waiting({});
        answerBotCounter();
        return;
    }
    const int active = controller_->currentSeat();
    for (const HelpSummary& summary : controller_->game().helpSummaries()) {
        const Player* helper = controller_->player(summary.helper);
        if (summary.awaitingHelper || helper == nullptr || helper->isHuman()) {
            continue;
        }
        // The keys typed for the word line are not for the offer: it waits, shown in the
        // word bar, until the person opens it or stops typing.
        if (!evenWhileTyping && typing_ && typing_()) {
            waiting(controller_->seatName(summary.helper));
            waitForTyping_->start();
            return;
        }
        waiting({});
        waitForTyping_->stop();
        // No privacy screen: the summary is public and the bot sees no screen.
        setRunning(true);
        const GameController::Stage asked = controller_->stage();
        HelpAnswerDialog answer(*controller_, summary.helper, false, window_);
        answer.exec();
        const std::optional<QString> problem =
            applyAnswer(asked, summary.helper, active, false, answer);
        if (problem) {
            QMessageBox::warning(window_, tr("Help negotiation"), *problem);
        }
        setRunning(false);  // the window shows the result, and the next open offer if any
        return;
    }
    waiting({});
}

bool HelpNegotiator::answerBotCounter() {
    for (const HelpSummary& summary : controller_->game().helpSummaries()) {
        const Player* helper = controller_->player(summary.helper);
        if (!summary.awaitingHelper || helper == nullptr || !helper->isHuman()) {
            continue;
        }
        // The dialog shows the helper's secret word: their screen first.
        setRunning(true);
        const int seat = summary.helper;
        const GameController::Stage asked = controller_->stage();
        handScreenTo(seat);
        HelpAnswerDialog answer(*controller_, seat, true, window_);
        answer.exec();
        const std::optional<QString> problem = applyAnswer(asked, seat, seat, true, answer);
        if (problem) {
            QMessageBox::warning(window_, tr("Help negotiation"), *problem);
        }
        setRunning(false);
        return true;
    }
    return false;
}

void HelpNegotiator::offerHelpToBot() {
    if (controller_ == nullptr || !controller_->hasGame() || running_ ||
        controller_->currentSeatIsHuman() || !controller_->helpWindowOpen()) {
        return;
    }
    const QList<int> seats = controller_->humansWhoMayOffer();
    if (seats.isEmpty()) {
        return;
    }
    // The bot waits (its word and its answers) while the person writes the offer.
    controller_->pauseHelpWindow();
    setRunning(true);
    const auto finish = qScopeGuard([this] {
        controller_->resumeHelpWindow();
        setRunning(false);
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

std::optional<QString> HelpNegotiator::applyAnswer(const GameController::Stage& asked, int helper,
                                                   int answering, bool awaitingHelper,
                                                   const HelpAnswerDialog& answer) {
    if (!controller_->isCurrent(asked)) {
        // Too late: applyAt drops it with a calm notice (and no vote is asked for).
        return controller_->applyAt(asked, HelpWithdraw{static_cast<PlayerId>(helper)});
    }
    const auto by = static_cast<PlayerId>(answering);
    const auto helperId = static_cast<PlayerId>(helper);
    switch (answer.answer()) {
        case HelpAnswerDialog::Answer::Accept: {
            // The word is revealed now; a suspected relation is decided by the table (D20).
            bool accepted = false;
            for (const HelpNegotiation& n : controller_->game().state().turn.helpOffers) {
                if (n.helper == helperId) {
                    const WordPreview preview = controller_->game().previewHelp(
                        HelpOffer{helperId, n.word, n.cards, n.price});
                    if (preview.verdict.suspected) {
                        accepted = tableAccepts(window_, n.word,
                                                preview.verdict.relatedTo.value_or(Word{}));
                    }
                }
            }
            // The vote is a dialog too: the table may have moved on behind it.
            return controller_->applyAt(asked, HelpAccept{helperId, by, accepted});
        }
        case HelpAnswerDialog::Answer::Counter:
            return controller_->applyAt(asked, HelpCounter{helperId, by, answer.price()});
        case HelpAnswerDialog::Answer::Refuse:
            break;
    }
    return awaitingHelper ? controller_->applyAt(asked, HelpWithdraw{helperId})
                          : controller_->applyAt(asked, HelpRefuse{helperId});
}

bool HelpNegotiator::tableAccepts(QWidget* parent, const Word& word, const Word& related) {
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("suspectedDialog"));
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("Related word?"));
    box.setText(tr("<b>%1</b> may be related to <b>%2</b>, which has already been played.")
                    .arg(GameController::wordText(word), GameController::wordText(related)));
    box.setInformativeText(tr("Related words may not be played. Does the table accept %1?")
                               .arg(GameController::wordText(word)));
    auto* accept = box.addButton(tr("The table &accepts"), QMessageBox::YesRole);
    accept->setObjectName(QStringLiteral("acceptSuspected"));
    auto* refuse = box.addButton(tr("The table &refuses"), QMessageBox::NoRole);
    refuse->setObjectName(QStringLiteral("refuseSuspected"));
    box.setEscapeButton(refuse);
    withoutDefaultButton(&box);
    DialogPlacement::placeBesideTable(&box);  // both words' cards stay in sight
    box.exec();
    return box.clickedButton() == accept;
}

}  // namespace ps::ui
