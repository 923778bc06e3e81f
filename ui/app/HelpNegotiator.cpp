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
using session::Decision;
using session::Request;

namespace {

// How often a waiting offer looks whether the person has stopped typing.
constexpr int kTypingRecheckMs = 250;

}  // namespace

HelpNegotiator::HelpNegotiator(QWidget* window) : QObject(window), window_(window) {
    waitForTyping_ = new QTimer(this);
    waitForTyping_->setSingleShot(true);
    waitForTyping_->setInterval(kTypingRecheckMs);
    connect(waitForTyping_, &QTimer::timeout, this, [this] { putQuestion(false); });
}

void HelpNegotiator::setRunning(bool running) {
    running_ = running;
    emit running ? started() : finished();
}

void HelpNegotiator::setWaiting(const QString& from) {
    if (from != waitingFrom_) {
        waitingFrom_ = from;
        emit offerWaiting(from);
    }
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
    bool ok = false;
    const QString chosen = QInputDialog::getItem(window_, tr("Help offer"), tr("Who offers help?"),
                                                 names, 0, false, &ok);
    return ok && names.contains(chosen) ? seats[names.indexOf(chosen)] : -1;
}

// --- The session's requests for people

void HelpNegotiator::ask(const Request& request, Reply reply) {
    if (request.what == Decision::TurnAction) {
        // The widgets answer a turn. After the screen went round for a help offer, the player
        // whose word step it is takes it back, with their half-typed word.
        const int passedAround = screenWith_;
        screenWith_ = -1;
        if (passedAround >= 0 && passedAround != request.seat && request.seat == activeSeat_ &&
            controller_ != nullptr && controller_->hasGame() &&
            controller_->game().state().phase == Phase::Word) {
            QTimer::singleShot(0, this, [this, seat = request.seat] {
                if (controller_->hasGame() && controller_->currentSeat() == seat) {
                    handScreenTo(seat);
                    screenWith_ = -1;
                    emit showTypedWord();
                }
            });
        }
        return;
    }
    question_ = Question{request, std::move(reply)};
    if (!putScheduled_) {
        putScheduled_ = true;
        QTimer::singleShot(0, this, [this] {
            putScheduled_ = false;
            putQuestion(false);
        });
    }
}

void HelpNegotiator::withdraw(const Request& request) {
    if (!question_ || !(question_->request == request)) {
        return;
    }
    question_.reset();
    setWaiting({});
    waitForTyping_->stop();
    if (QDialog* open = openDialog_.data()) {
        open->reject();  // the table moved on: the question is gone
    }
}

void HelpNegotiator::refused(const Request& request, const QString& message) {
    if (request.what == Decision::TableVote) {
        // The word line says it, and the person tries another word.
        emit answerRefused(lastVotedWord_.isEmpty()
                               ? message
                               : tr("The table refused %1. Try another word.").arg(lastVotedWord_));
        return;
    }
    QMessageBox::warning(window_, tr("Help negotiation"), message);
}

void HelpNegotiator::openWaitingOffer() {
    putQuestion(true);
}

void HelpNegotiator::putQuestion(bool evenWhileTyping) {
    if (!question_ || running_ || controller_ == nullptr || !controller_->hasGame()) {
        if (!question_) {
            setWaiting({});
        }
        return;
    }
    const Request request = question_->request;
    const int active = controller_->currentSeat();
    if (request.what == Decision::OfferAnswer && request.about && !evenWhileTyping && typing_ &&
        typing_()) {
        // The keys typed for the word line are not for the offer: it waits, shown in the
        // word bar, until the person opens it or stops typing.
        setWaiting(controller_->seatName(*request.about));
        waitForTyping_->start();
        return;
    }
    setWaiting({});
    waitForTyping_->stop();
    activeSeat_ = active;
    Answer answer;
    setRunning(true);
    switch (request.what) {
        case Decision::OfferAnswer:
            answer = answerOffer(request.about.value_or(0), request.seat, false);
            break;
        case Decision::HelpAnswer:
            answer = answerOffer(request.seat, request.seat, true);
            break;
        case Decision::TableVote:
            answer = voteOnWord();
            break;
        case Decision::TurnAction:
        case Decision::HelpOffer:
        case Decision::TakeBackConsent:
        case Decision::ZeppelinChoice:
            // Not put by this desk: the window asks these itself.
            break;
    }
    // The reply goes only to the question still asked (a withdrawn one closed its dialog); a
    // question that came meanwhile is put next.
    std::optional<Question> asked;
    if (question_ && question_->request == request) {
        asked = std::move(question_);
        question_.reset();
    } else if (request.what != Decision::TurnAction) {
        controller_->noteLateAnswer();  // withdrawn while the person answered: say why
    }
    setRunning(false);
    if (asked && asked->reply) {
        asked->reply(answer);
    }
    if (question_ && !putScheduled_) {
        putScheduled_ = true;
        QTimer::singleShot(0, this, [this] {
            putScheduled_ = false;
            putQuestion(false);
        });
    }
}

Answer HelpNegotiator::answerOffer(int helper, int answering, bool helperAnswers) {
    // A secret word is shown to its helper only: their screen first. An offer's summary is
    // public, so the active player needs a screen only if someone else had it.
    if (helperAnswers || (screenWith_ >= 0 && screenWith_ != answering)) {
        emit hideTypedWord();
        handScreenTo(answering);
    }
    HelpAnswerDialog dialog(*controller_, helper, helperAnswers, window_);
    openDialog_ = &dialog;
    dialog.exec();  // closed without a choice: a refusal (the helper's: a withdrawal)
    openDialog_ = nullptr;
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

Answer HelpNegotiator::voteOnWord() {
    const session::Session* table = controller_->session();
    const std::optional<session::Session::VoteQuestion> question =
        table != nullptr ? table->voteQuestion() : std::nullopt;
    if (!question) {
        return Answer::no();
    }
    lastVotedWord_ = GameController::wordText(question->word);
    return Answer::agreeing(
        tableAccepts(window_, question->word, question->relatedTo, &openDialog_));
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
        putQuestion(false);  // a counter to a person may have come meanwhile
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

bool HelpNegotiator::tableAccepts(QWidget* parent, const Word& word, const Word& related,
                                  QPointer<QDialog>* open) {
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
    if (open != nullptr) {
        *open = &box;
    }
    box.exec();
    if (open != nullptr) {
        *open = nullptr;
    }
    return box.clickedButton() == accept;
}

}  // namespace ps::ui
