#pragma once
// The desk of the people at this screen (PersonDesk): every request the session addresses to a
// person other than their turn's action becomes a question put to them — the answer to a help
// offer or to a counter (HelpNegotiator's dialogs, behind a privacy screen when the screen passes
// between people), the table's vote on a suspected word, a consent to take a turn back, the
// zeppelin's card. Who owes what is the session's (awaited()); the desk only queues the
// questions, puts one at a time from the event loop, and hands each answer back. A question
// whose request the table no longer awaits goes, even with its dialog open.
//
// Keys typed for the word line are never taken by a question: a help offer that arrives while
// the person types waits, shown in the word bar, until they open it or their word is done
// (played, or erased and left for a moment). The other
// questions follow from the person's own action (their word, their take-back) or stop the table.

#include <QDialog>
#include <QObject>
#include <QPointer>
#include <QString>
#include <deque>
#include <functional>

#include "engine/game.h"
#include "game/PersonDesk.h"
#include "session/session.h"

class QTimer;
class QWidget;

namespace ps::ui {

class GameController;
class HelpNegotiator;

class TableDesk : public QObject, public PersonDesk {
    Q_OBJECT
  public:
    TableDesk(QWidget* window, HelpNegotiator* negotiator);

    void setController(GameController* controller) { controller_ = controller; }
    // Whether the person is typing in the word line now (a help offer then waits).
    void setTypingCheck(std::function<bool()> typing) { typing_ = std::move(typing); }

    // PersonDesk. Questions are put from the event loop, never inside the call that made the
    // request (a redraw may be running).
    void ask(const session::Request& request, Reply reply) override;
    void withdraw(const session::Request& request) override;
    void refused(const session::Request& request, const QString& message) override;

    // Opens the help offer that waited while the person typed.
    void openWaitingOffer();
    // A question's dialog is on screen.
    [[nodiscard]] bool isAsking() const { return asking_; }
    // A person's vote or consent among several answers no sooner than this (or a double
    // click's interval and a little more, if longer) after its box opened.
    static constexpr int kDeliberateAnswerMs = 600;

    // The table's vote on a word suspected of relation to `related`, a word already played:
    // true when the table accepts it. `open` (optional) points at the box while it is shown.
    static bool tableAccepts(QWidget* parent, const Word& word, const Word& related,
                             QPointer<QDialog>* open = nullptr);

  signals:
    // A help offer waits while the person types (`from` names who offers); empty when none
    // waits any more.
    void offerWaiting(const QString& from);
    // The session refused a person's answer (the table refused their word): the message.
    void answerRefused(const QString& message);
    // A question's dialog closed (answered or withdrawn): the keyboard may go back to the turn.
    void questionClosed();
    // A new question came for a person (an offer, a vote, a take-back): what a screen reader
    // says before its dialog opens or while it waits.
    void questionArrived(const QString& text);

  private:
    struct Question {
        session::Request request;
        Reply reply;
    };
    void schedulePut();
    // Puts the first question, unless a dialog is open or a help offer must wait for the person
    // to stop typing (`evenWhileTyping`: the person asked for it).
    void putQuestion(bool evenWhileTyping);
    [[nodiscard]] QString arrivalNews(const session::Request& request) const;
    session::Answer put(const session::Request& request);
    session::Answer voteOnWord(const session::Request& request);
    // The house rule: one person's say on a word the dictionary lacks.
    session::Answer acceptUnknownWord(const session::Request& request,
                                      const session::Session::VoteQuestion& question);
    session::Answer consentToTakeBack(const session::Request& request);
    session::Answer zeppelinCard();
    void setWaiting(const QString& from);

    QWidget* window_;
    HelpNegotiator* negotiator_;
    GameController* controller_ = nullptr;
    std::deque<Question> questions_;  // in the order asked; the first is put next
    bool asking_ = false;
    bool putScheduled_ = false;
    QPointer<QDialog> openDialog_;  // the dialog of the question being put
    std::function<bool()> typing_;
    QTimer* waitForTyping_ = nullptr;
    QString waitingFrom_;
    QString lastVotedWord_;  // the word the table voted on last (for a refusal's message)
};

}  // namespace ps::ui
