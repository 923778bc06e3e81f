#pragma once
// The people's desk (PersonDesk): the session's requests for a person at this screen become
// dialogs — the answer to a help offer or a counter (behind a privacy screen when the screen
// passes between people), the table's vote on a suspected word. Who owes what is the session's
// (awaited()); this piece only puts the question and hands the answer back. It also starts
// the help offers a person makes (a person's own initiative, not a request), and says by signal
// when its dialogs start and end so the window can hide the typed word and stop the clock.

#include <QDialog>
#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

#include "engine/game.h"
#include "game/GameController.h"
#include "game/PersonDesk.h"

class QTimer;
class QWidget;

namespace ps::ui {

class HelpAnswerDialog;

class HelpNegotiator : public QObject, public PersonDesk {
    Q_OBJECT
  public:
    explicit HelpNegotiator(QWidget* window);

    // PersonDesk: the questions are put from the event loop, never inside the call that
    // made the request (a redraw may be running).
    void ask(const session::Request& request, Reply reply) override;
    void withdraw(const session::Request& request) override;
    void refused(const session::Request& request, const QString& message) override;

    void setController(GameController* controller) { controller_ = controller; }
    // Dialogs of a negotiation are on screen.
    [[nodiscard]] bool isRunning() const { return running_; }

    // "Help offer…" on a person's word step: who offers (when several could), then the talks.
    void offerHelp();
    // "Offer help…" on a bot's word step: the bot waits while the person writes the offer.
    void offerHelpToBot();
    // Whether the person is typing in the word line now: a bot's offer then waits (see
    // offerWaiting) instead of opening a dialog that would take the keys.
    void setTypingCheck(std::function<bool()> typing) { typing_ = std::move(typing); }
    // Opens the bot's offer that waited while the person typed.
    void openWaitingOffer();

    // The table decides on a word suspected of relation to a played word (a question).
    // `open` (optional) points at the box while it is on screen.
    static bool tableAccepts(QWidget* parent, const Word& word, const Word& related,
                             QPointer<QDialog>* open = nullptr);

  signals:
    void started();
    void finished();
    // The active player's half-typed word is their secret: hidden while another player has
    // the screen, shown again when the active player has it back.
    void hideTypedWord();
    void showTypedWord();
    // A bot's offer waits for the person to stop typing (`from` names the bot); empty when no
    // offer waits any more.
    void offerWaiting(const QString& from);
    // The session refused a person's answer (the table refused their word): the message.
    void answerRefused(const QString& message);

  private:
    struct Question {
        session::Request request;
        Reply reply;
    };
    void run(int helper);
    // Puts the question waiting for an answer, unless a dialog is open or it must wait for
    // the person to stop typing (`evenWhileTyping`: the person asked for it).
    void putQuestion(bool evenWhileTyping);
    // The dialog of an answer to an offer (`helperAnswers`: to a counter, by the helper).
    session::Answer answerOffer(int helper, int answering, bool helperAnswers);
    session::Answer voteOnWord();
    // The privacy screen for `seat` (none when only one person plays); false when cancelled.
    bool handScreenTo(int seat);
    // Asks which of `seats` offers (when more than one); -1 when the question was cancelled.
    int chooseHelper(const QList<int>& seats);
    void setRunning(bool running);
    void setWaiting(const QString& from);

    QWidget* window_;
    GameController* controller_ = nullptr;
    bool running_ = false;
    std::optional<Question> question_;  // the one put, or to put
    bool putScheduled_ = false;
    QPointer<QDialog> openDialog_;  // the dialog answering question_
    int screenWith_ = -1;  // who has the screen after a privacy screen (-1: its turn's player)
    int activeSeat_ = -1;  // the player whose word step the screen passed around
    std::function<bool()> typing_;
    QTimer* waitForTyping_ = nullptr;
    QString waitingFrom_;
    QString lastVotedWord_;  // the word the table voted on last (for a refusal's message)
};

}  // namespace ps::ui
