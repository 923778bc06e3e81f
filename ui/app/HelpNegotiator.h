#pragma once
// Help offers as people live them: a person offers a word for the active player's turn and the
// dialogs go round behind privacy screens until a deal or a refusal; a person offers help on a
// bot's turn; a person answers a bot's offer or counter. Who may offer, who answers and what an
// answer does are the controller's (and the engine's); this piece runs the dialogs, and says
// by signal when they start and end so the window can hide the typed word and stop the clock.

#include <QObject>
#include <functional>

#include "engine/game.h"
#include "game/GameController.h"

class QTimer;
class QWidget;

namespace ps::ui {

class HelpAnswerDialog;

class HelpNegotiator : public QObject {
    Q_OBJECT
  public:
    explicit HelpNegotiator(QWidget* window);

    void setController(GameController* controller) { controller_ = controller; }
    // Dialogs of a negotiation are on screen.
    [[nodiscard]] bool isRunning() const { return running_; }

    // "Help offer…" on a person's word step: who offers (when several could), then the talks.
    void offerHelp();
    // "Offer help…" on a bot's word step: the bot waits while the person writes the offer.
    void offerHelpToBot();
    // After a change: a bot's offer to the active person, or its counter to a person's offer,
    // is answered in a dialog once the window has redrawn.
    void scheduleBotOfferAnswer();
    // Whether the person is typing in the word line now: a bot's offer then waits (see
    // offerWaiting) instead of opening a dialog that would take the keys.
    void setTypingCheck(std::function<bool()> typing) { typing_ = std::move(typing); }
    // Opens the bot's offer that waited while the person typed.
    void openWaitingOffer();

    // The table decides on a word suspected of relation to a played word (a question).
    static bool tableAccepts(QWidget* parent, const Word& word, const Word& related);

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

  private:
    void run(int helper);
    void answerBotOffer();
    // `evenWhileTyping`: the person asked for the offer.
    void answerBotOfferNow(bool evenWhileTyping);
    bool answerBotCounter();
    // The answer, applied while the table is still at `asked` (the stage its dialog opened at).
    std::optional<QString> applyAnswer(const GameController::Stage& asked, int helper,
                                       int answering, bool awaitingHelper,
                                       const HelpAnswerDialog& answer);
    // The privacy screen for `seat` (none when only one person plays); false when cancelled.
    bool handScreenTo(int seat);
    // Asks which of `seats` offers (when more than one); -1 when the question was cancelled.
    int chooseHelper(const QList<int>& seats);
    void setRunning(bool running);

    QWidget* window_;
    GameController* controller_ = nullptr;
    bool running_ = false;
    bool botAnswerScheduled_ = false;
    std::function<bool()> typing_;
    QTimer* waitForTyping_ = nullptr;
    QString waitingFrom_;
};

}  // namespace ps::ui
