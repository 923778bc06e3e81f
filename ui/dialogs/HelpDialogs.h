#pragma once
// The dialogs of a help negotiation, and the privacy screen shown before each of them so that
// a secret never appears before the right person holds the screen (Wesnoth's hot-seat fix).

#include <QDialog>
#include <vector>

#include "engine/game.h"
#include "style/Theme.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace ps::ui {

class GameController;

// Enter settles nothing in a dialog that decides a deal or a vote: no button there is a default
// button (Enter pressed for the word line must not accept a deal). Each choice takes a click,
// Space on a focused button or the button's Alt shortcut. Call after the buttons are added;
// accept buttons must not have QDialogButtonBox's AcceptRole, which makes itself the default.
void withoutDefaultButton(QWidget* dialog);

// "Hand the screen to …": blanks the window until that player confirms they hold it. It shows
// the seat's own marker (colour and shape).
class PrivacyScreen : public QDialog {
    Q_OBJECT
  public:
    PrivacyScreen(const QString& playerName, const QColor& color, MarkerShape shape,
                  QWidget* parent);
    // Shows the screen; returns when the player confirmed (true) or the screen was cancelled.
    static bool handTo(QWidget* parent, const QString& playerName, const QColor& color,
                       MarkerShape shape);
};

// The helper's secret: the word and the price (which of its table cards get the helper's
// markers). The offer can only be sent when the engine accepts it.
class HelpOfferDialog : public QDialog {
    Q_OBJECT
  public:
    HelpOfferDialog(const GameController& controller, int helper, QWidget* parent);
    [[nodiscard]] engine::HelpOffer offer() const { return offer_; }
    QLineEdit* wordEdit() const { return word_; }
    QListWidget* priceList() const { return price_; }
    QPushButton* offerButton() const { return send_; }
    QLabel* statusLabel() const { return status_; }

  private:
    void wordChanged();
    void priceChanged();
    const GameController& controller_;
    int helper_;
    engine::HelpOffer offer_;
    QLineEdit* word_;
    QListWidget* price_;
    QLabel* status_;
    QPushButton* send_;
};

// One side's answer to the offer on the table: accept, refuse/withdraw, or counter with a new
// price. The active player sees only the public summary; the helper also sees the word. Accept
// and Counter are enabled only when the engine would take them now (a counter naming a card
// outside the helper's word cannot be accepted: the reason is shown, the helper counters or
// withdraws).
class HelpAnswerDialog : public QDialog {
    Q_OBJECT
  public:
    enum class Answer { Accept, Refuse, Counter };
    HelpAnswerDialog(const GameController& controller, int helper, bool helperAnswers,
                     QWidget* parent);
    [[nodiscard]] Answer answer() const { return answer_; }
    [[nodiscard]] std::vector<engine::CardId> price() const;
    QListWidget* priceList() const { return price_; }
    QPushButton* acceptButton() const { return accept_; }
    QPushButton* refuseButton() const { return refuse_; }
    QPushButton* counterButton() const { return counter_; }
    QLabel* statusLabel() const { return status_; }

  private:
    void updateButtons();
    // The engine's verdict on `action` now (on a copy of the game): nothing when it is legal.
    [[nodiscard]] std::optional<QString> refusal(const engine::Action& action) const;

    const GameController& controller_;
    engine::PlayerId helper_;
    engine::PlayerId answering_;
    bool helperAnswers_;
    Answer answer_ = Answer::Refuse;
    std::vector<engine::CardId> offered_;
    std::vector<engine::CardId> word_;  // the helper's word's cards (known to the helper only)
    QLabel* status_;
    QListWidget* price_;
    QPushButton* accept_;
    QPushButton* refuse_;
    QPushButton* counter_;
};

}  // namespace ps::ui
