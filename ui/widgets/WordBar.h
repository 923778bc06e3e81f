#pragma once
// The bar under the table: the word entry (the word line, Take back, Confirm, No word, Help
// offer, Hint), on a bot's word step the bar inviting help offers, the black-card action
// buttons, the status line and the turn's countdown. It checks the word as it is typed and
// plays it, and asks the controller for everything it shows; what belongs to other pieces
// (help talks, picking a black-card target) it announces by signal.

#include <QElapsedTimer>
#include <QFrame>
#include <QList>
#include <QPoint>
#include <functional>
#include <vector>

#include "engine/game.h"
#include "game/GameController.h"

class QHBoxLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTimer;

namespace ps::ui {

class WordBar : public QFrame {
    Q_OBJECT
  public:
    explicit WordBar(QWidget* parent = nullptr);

    void setController(GameController* controller) { controller_ = controller; }

    // After every change of the game: what may be clicked now, the prompt, the action bar.
    // `picking`: a black-card target is being chosen (its buttons stay, the entry waits).
    void refresh();
    // A new turn: the word line empties and the countdown (if the table has one) restarts.
    void startTurn();
    void stopCountdown();
    // While help dialogs are on screen: the countdown waits and the bot's help bar hides.
    void setNegotiating(bool negotiating);
    void updateBotHelpBar();

    void setStatus(const QString& text, bool problem = false);
    // The status, and news for a screen reader too (told): a refused word, the hint's answer.
    void tell(const QString& text, bool problem = false);
    // The prompt for the seat to act, or the word's feedback on a person's word step.
    void showPrompt();

    // The word line as if typed (screenshots, accessibility tools, the hint).
    void setWordText(const QString& text);
    // The active player's typed word is their secret while another player has the screen.
    void hideWord();
    void showWord();
    // A lit card of the word was clicked: use another card with the same letter. False when
    // the click was not on a lit card.
    bool chooseOtherCardAt(QPoint cell);
    void confirmWord();
    void askHint();
    void showHint(bool found);

    // The person is typing in the word line: it has the keyboard and holds a half-typed word,
    // or a key was typed there (or it got the keyboard) less than kTypingPauseMs ago. A dialog
    // must not open then.
    [[nodiscard]] bool personIsTyping() const;
    static constexpr int kTypingPauseMs = 3000;
    // A help offer waits while the person types: a button in the entry row names who offers
    // and opens it (also Turn → Open the waiting help offer, Ctrl+Shift+O). An empty name
    // hides it.
    void setWaitingOffer(const QString& from);
    QPushButton* waitingOfferButton() const { return waitingOffer_; }

    const WordFeedback& feedback() const { return feedback_; }
    QLineEdit* wordEdit() const { return wordEdit_; }
    QPushButton* confirmButton() const { return confirm_; }
    QPushButton* noWordButton() const { return noWord_; }
    QPushButton* helpButton() const { return help_; }
    QPushButton* hintButton() const { return hint_; }
    QPushButton* takeBackButton() const { return undoPlace_; }
    QLabel* statusLabel() const { return status_; }
    QLabel* timerLabel() const { return timer_; }
    QWidget* actionBar() const { return actionBarWidget_; }
    QWidget* botHelpBar() const { return botHelpBar_; }
    QPushButton* offerHelpFromHereButton() const { return offerToBot_; }
    QPushButton* skipHelpButton() const { return skipHelp_; }
    // "I'll help (H)": in a bot's card's short grace, asks for the full help window.
    QPushButton* wantToHelpButton() const { return wantHelp_; }

  signals:
    // The word line and the turn's buttons are about to be disabled while one of them has the
    // keyboard (the word was played, the turn moved on): the window gives the keyboard a place
    // first, or Qt would hand it down the disabled buttons, and a screen reader would say each.
    void keyboardMustLeave();
    // The cards the typed word would use, to light on the table.
    void litCellsChanged(const QList<QPoint>& cells);
    void helpOfferClicked();
    void offerHelpFromHereClicked();
    void blackActionClicked(engine::BlackAction action);
    // Finish the black-card actions / end the turn.
    void finishActionsClicked();
    // The person opens the help offer that waited while they typed.
    void waitingOfferClicked();
    // Something the person asked about was answered (tell()): a screen reader reads it.
    void told(const QString& text);
    // Esc in an empty word line: the keyboard goes back to the table.
    void leaveWordLine();

  protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void buildEntryRow();
    void buildBotHelpBar();
    void retranslate();
    void onWordEdited();
    void updateFeedback();
    void rebuildActionBar();
    void fitWaitingOffer();  // the longest wording of the waiting offer that fits its width
    void tickCountdown();
    bool humanWordStep() const;

    GameController* controller_ = nullptr;
    WordFeedback feedback_;
    std::vector<engine::CardId> wordChoice_;  // cards chosen by clicking, else the default
    QString hiddenWord_;
    bool negotiating_ = false;
    QElapsedTimer lastTyped_;  // since the last key in the word line or its taking the keyboard
    QString waitingFrom_;

    QStackedWidget* wordStack_ = nullptr;  // the entry row, or the bot-turn help bar
    QLabel* wordLabel_ = nullptr;
    QLineEdit* wordEdit_ = nullptr;
    QPushButton* undoPlace_ = nullptr;
    QPushButton* confirm_ = nullptr;
    QPushButton* noWord_ = nullptr;
    QPushButton* help_ = nullptr;
    QPushButton* hint_ = nullptr;
    QPushButton* waitingOffer_ = nullptr;
    QWidget* botHelpBar_ = nullptr;
    QLabel* botHelpLabel_ = nullptr;
    QProgressBar* helpCountdown_ = nullptr;
    QPushButton* offerToBot_ = nullptr;
    QPushButton* wantHelp_ = nullptr;
    QPushButton* skipHelp_ = nullptr;
    QTimer* helpBarTimer_ = nullptr;
    QWidget* actionBarWidget_ = nullptr;
    QHBoxLayout* actionBar_ = nullptr;
    QLabel* actionLabel_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* timer_ = nullptr;
    QTimer* turnTimer_ = nullptr;
    bool statusProblem_ = false;  // the status line shows a refusal or a failure
};

}  // namespace ps::ui
