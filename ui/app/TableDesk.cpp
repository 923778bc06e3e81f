#include "app/TableDesk.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <algorithm>

#include "app/HelpNegotiator.h"
#include "dialogs/DialogPlacement.h"
#include "dialogs/HelpDialogs.h"
#include "game/GameController.h"
#include "widgets/BlackActionPicker.h"

namespace ps::ui {

using namespace ps::engine;
using session::Answer;
using session::Decision;
using session::Request;

namespace {

// How often a waiting offer looks whether the person has stopped typing.
constexpr int kTypingRecheckMs = 250;

// One person's say among several (each gets a box in turn, in the same place): its answers are
// disabled for a moment, longer than a double click, so that the second click of one person's
// answer never casts the next person's.
void answerOnlyAfterAMoment(QMessageBox& box, QList<QAbstractButton*> answers) {
    for (QAbstractButton* answer : answers) {
        answer->setEnabled(false);
    }
    const int delay =
        std::max(QApplication::doubleClickInterval() + 200, TableDesk::kDeliberateAnswerMs);
    QTimer::singleShot(delay, &box, [answers] {
        for (QAbstractButton* answer : answers) {
            answer->setEnabled(true);
        }
    });
}

}  // namespace

TableDesk::TableDesk(QWidget* window, HelpNegotiator* negotiator)
    : QObject(window), window_(window), negotiator_(negotiator) {
    waitForTyping_ = new QTimer(this);
    waitForTyping_->setSingleShot(true);
    waitForTyping_->setInterval(kTypingRecheckMs);
    connect(waitForTyping_, &QTimer::timeout, this, [this] { putQuestion(false); });
    // A question that came while a person wrote an offer is put when they are done.
    connect(negotiator_, &HelpNegotiator::finished, this, &TableDesk::schedulePut);
}

void TableDesk::ask(const Request& request, Reply reply) {
    if (request.what == Decision::TurnAction) {
        // The widgets answer a turn; the screen goes back to its player if it went round.
        negotiator_->turnIsWith(request.seat);
        return;
    }
    // The seat's player withdraws its older request before it asks a new one: the same
    // request asked again only gets the newer reply.
    for (Question& question : questions_) {
        if (question.request == request) {
            question.reply = std::move(reply);
            return;
        }
    }
    questions_.push_back(Question{request, std::move(reply)});
    if (const QString news = arrivalNews(request); !news.isEmpty()) {
        emit questionArrived(news);
    }
    schedulePut();
}

void TableDesk::withdraw(const Request& request) {
    const bool wasPut = asking_ && !questions_.empty() && questions_.front().request == request;
    std::erase_if(questions_, [&](const Question& q) { return q.request == request; });
    if (wasPut) {
        if (QDialog* open = openDialog_.data()) {
            open->reject();  // the table moved on: the question is gone
        }
    }
    const bool offerWaits = std::any_of(questions_.begin(), questions_.end(), [](const auto& q) {
        return q.request.what == Decision::OfferAnswer;
    });
    if (!offerWaits) {
        setWaiting({});
        waitForTyping_->stop();
    }
}

void TableDesk::refused(const Request& request, const QString& message) {
    if (request.what == Decision::TableVote || request.what == Decision::TurnAction) {
        // The word line says it, and the person tries another word.
        emit answerRefused(request.what == Decision::TableVote && !lastVotedWord_.isEmpty()
                               ? tr("The table refused %1. Try another word.").arg(lastVotedWord_)
                               : message);
        return;
    }
    QMessageBox::warning(window_, tr("Help negotiation"), message);
}

QString TableDesk::arrivalNews(const Request& request) const {
    if (controller_ == nullptr || !controller_->hasGame()) {
        return {};
    }
    const QString person = controller_->seatName(request.seat);
    const QString other = request.about ? controller_->seatName(*request.about) : QString();
    switch (request.what) {
        case Decision::OfferAnswer:
            return tr("%1 offers %2 help.").arg(other, person);
        case Decision::HelpAnswer:
            return tr("%1, your help offer has an answer.").arg(person);
        case Decision::TableVote:
            // The word itself: the vote is about it, and it is on the table for all to see.
            if (const auto question = controller_->voteQuestion()) {
                return tr("%1, the table votes on %2's word %3.")
                    .arg(person, other, GameController::wordText(question->word));
            }
            return tr("%1, the table votes on %2's word.").arg(person, other);
        case Decision::TakeBackConsent:
            return tr("%1, a take-back of the last move is asked.").arg(person);
        case Decision::ZeppelinChoice:
        case Decision::TurnAction:
        case Decision::HelpOffer:
            break;
    }
    return {};
}

void TableDesk::openWaitingOffer() {
    putQuestion(true);
}

void TableDesk::schedulePut() {
    if (putScheduled_ || questions_.empty()) {
        return;
    }
    putScheduled_ = true;
    QTimer::singleShot(0, this, [this] {
        putScheduled_ = false;
        putQuestion(false);
    });
}

void TableDesk::setWaiting(const QString& from) {
    if (from != waitingFrom_) {
        waitingFrom_ = from;
        emit offerWaiting(from);
    }
}

void TableDesk::putQuestion(bool evenWhileTyping) {
    if (questions_.empty()) {
        setWaiting({});
        return;
    }
    if (asking_ || negotiator_->isRunning() || controller_ == nullptr || !controller_->hasGame()) {
        return;  // put when the dialog on screen closes
    }
    const Request request = questions_.front().request;
    if (request.what == Decision::OfferAnswer && request.about && !evenWhileTyping && typing_ &&
        typing_()) {
        // The keys typed for the word line are not for the offer: it waits, shown in the word
        // bar, until the person opens it or their word is done.
        setWaiting(controller_->seatName(*request.about));
        waitForTyping_->start();
        return;
    }
    setWaiting({});
    waitForTyping_->stop();
    asking_ = true;
    const Answer answer = put(request);
    asking_ = false;
    // The reply goes only to a question still asked (a withdrawn one closed its dialog).
    const auto asked = std::find_if(questions_.begin(), questions_.end(),
                                    [&](const Question& q) { return q.request == request; });
    if (asked == questions_.end()) {
        controller_->noteLateAnswer();  // withdrawn while the person answered: say why
    } else {
        const Reply reply = std::move(asked->reply);
        questions_.erase(asked);
        if (reply) {
            reply(answer);
        }
    }
    emit questionClosed();
    schedulePut();
}

Answer TableDesk::put(const Request& request) {
    switch (request.what) {
        case Decision::OfferAnswer:
            return negotiator_->answerOffer(request.about.value_or(0), request.seat, false,
                                            &openDialog_);
        case Decision::HelpAnswer:
            return negotiator_->answerOffer(request.seat, request.seat, true, &openDialog_);
        case Decision::TableVote:
            return voteOnWord(request);
        case Decision::TakeBackConsent:
            return consentToTakeBack(request);
        case Decision::ZeppelinChoice:
            return zeppelinCard();
        case Decision::TurnAction:
        case Decision::HelpOffer:
            break;  // the widgets answer a turn; people offer help on their own initiative
    }
    return Answer();
}

Answer TableDesk::voteOnWord(const Request& request) {
    const std::optional<session::Session::VoteQuestion> question = controller_->voteQuestion();
    if (!question) {
        return Answer::no();
    }
    lastVotedWord_ = GameController::wordText(question->word);
    if (question->reason == session::Session::VoteReason::NotInDictionary) {
        return acceptUnknownWord(request, *question);
    }
    return Answer::agreeing(
        tableAccepts(window_, question->word, question->relatedTo, &openDialog_));
}

Answer TableDesk::acceptUnknownWord(const Request& request,
                                    const session::Session::VoteQuestion& question) {
    const QString word = GameController::wordText(question.word);
    const QString voter = controller_->seatName(request.seat);
    QMessageBox box(window_);
    box.setObjectName(QStringLiteral("unknownWordDialog"));
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("%1's vote: a word the dictionary lacks").arg(voter));
    QString text = tr("%1 plays <b>%2</b>, which is not in the dictionary.")
                       .arg(controller_->seatName(question.proposer), word);
    if (!question.relatedTo.empty()) {
        text += QLatin1Char(' ') +
                tr("It may also be related to <b>%1</b>, which has already been played.")
                    .arg(GameController::wordText(question.relatedTo));
    }
    box.setText(text);
    box.setInformativeText(
        tr("The word is played if everyone else at the table accepts it as Polish. %1, do you "
           "accept %2?")
            .arg(voter, word));
    auto* accept = box.addButton(tr("I &accept it"), QMessageBox::YesRole);
    accept->setObjectName(QStringLiteral("acceptUnknownWord"));
    auto* refuse = box.addButton(tr("I &refuse it"), QMessageBox::NoRole);
    refuse->setObjectName(QStringLiteral("refuseUnknownWord"));
    box.setEscapeButton(refuse);
    withoutDefaultButton(&box);
    answerOnlyAfterAMoment(box, {accept, refuse});
    DialogPlacement::placeBesideTable(&box);  // the word's cards stay in sight
    openDialog_ = &box;
    box.exec();
    openDialog_ = nullptr;
    return Answer::agreeing(box.clickedButton() == accept);
}

Answer TableDesk::consentToTakeBack(const Request& request) {
    const QString asker = controller_->seatName(request.about.value_or(0));
    QMessageBox box(window_);
    box.setObjectName(QStringLiteral("takeBackDialog"));
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("%1's say: take back a move").arg(controller_->seatName(request.seat)));
    box.setText(tr("%1 asks to take back the last move (%2).")
                    .arg(asker, controller_->takeBackDescription()));
    box.setInformativeText(tr("Everyone at the table must agree. %1, do you agree?")
                               .arg(controller_->seatName(request.seat)));
    auto* agree = box.addButton(tr("I &agree"), QMessageBox::YesRole);
    agree->setObjectName(QStringLiteral("takeBackAgree"));
    auto* keep = box.addButton(tr("&Keep playing"), QMessageBox::NoRole);
    keep->setObjectName(QStringLiteral("takeBackKeep"));
    box.setEscapeButton(keep);
    withoutDefaultButton(&box);
    answerOnlyAfterAMoment(box, {agree, keep});
    DialogPlacement::placeBesideTable(&box);
    openDialog_ = &box;
    box.exec();
    openDialog_ = nullptr;
    return Answer::agreeing(box.clickedButton() == agree);
}

Answer TableDesk::zeppelinCard() {
    const std::optional<CardId> card =
        BlackActionPicker::askZeppelinCard(window_, *controller_, &openDialog_);
    return card ? Answer(ZeppelinKeep{*card}) : Answer();
}

bool TableDesk::tableAccepts(QWidget* parent, const Word& word, const Word& related,
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
