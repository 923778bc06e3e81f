#pragma once
// The help talks at this screen: the offers people make (a person's own initiative: the helper,
// the privacy screen, the offer dialog) and the dialog in which a person answers an offer or a
// counter (put by the desk, TableDesk, when the session awaits that answer). It knows nothing of
// who owes what: the session's requests decide that. It says by signal when its dialogs start
// and end so the window can hide the typed word and stop the clock, and it keeps track of who
// has the screen, so the player whose word step it is gets it back behind a screen.

#include <QDialog>
#include <QObject>
#include <QPointer>

#include "engine/game.h"
#include "game/GameController.h"
#include "session/request.h"

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
    // "Offer help…" on the word step of a seat not at this screen (a bot's, a remote
    // person's): a bot waits while the person writes the offer.
    void offerHelpFromHere();
    // The dialog in which `answering` answers `helper`'s offer (`helperAnswers`: the helper
    // answers the active player's counter). Closed without a choice: a refusal (the helper's:
    // a withdrawal). `open` points at the dialog while it is shown.
    session::Answer answerOffer(int helper, int answering, bool helperAnswers,
                                QPointer<QDialog>* open);
    // The session awaits `seat`'s turn action: if the screen went round for a help offer, the
    // player whose word step it is takes it back, with their half-typed word.
    void turnIsWith(int seat);

  signals:
    void started();
    void finished();
    // The active player's half-typed word is their secret: hidden while another player has
    // the screen, shown again when the active player has it back.
    void hideTypedWord();
    void showTypedWord();

  private:
    void run(int helper);
    // The privacy screen for `seat` (none when only one person plays); false when cancelled.
    bool handScreenTo(int seat);
    // Asks which of `seats` offers (when more than one); -1 when the question was cancelled.
    int chooseHelper(const QList<int>& seats);
    void setRunning(bool running);

    QWidget* window_;
    GameController* controller_ = nullptr;
    bool running_ = false;
    int screenWith_ = -1;  // who has the screen after a privacy screen (-1: its turn's player)
    int activeSeat_ = -1;  // the player whose word step the screen passed around
};

}  // namespace ps::ui
