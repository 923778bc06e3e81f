#pragma once
// One seat's public information: marker (colour and shape), name, a bot's level, markers left,
// sheet card(s), captured cards and the live score. The active seat gets a coloured frame and a
// "to play" badge.

#include <QFrame>

#include "model/GameSetup.h"
#include "model/TableModel.h"
#include "style/Theme.h"

class QLabel;
class QHBoxLayout;
class QProgressBar;

namespace ps::ui {

// The captured cards, small and in rows that wrap: never on top of each other, however many.
class CapturedCards : public QWidget {
    Q_OBJECT
  public:
    explicit CapturedCards(QWidget* parent = nullptr);
    void setCards(const QList<CardView>& cards, const QList<theme::SeatLook>& looks);
    [[nodiscard]] int count() const { return int(cards_.size()); }
    // Where each card is drawn at the current width (tests check that none overlap).
    [[nodiscard]] QList<QRect> cardRects() const { return rectsFor(width()); }

    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    static constexpr int kCardWidth = 22;

  protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    [[nodiscard]] QList<QRect> rectsFor(int width) const;
    QList<CardView> cards_;
    QList<theme::SeatLook> looks_;
};

class PlayerPanel : public QFrame {
    Q_OBJECT
  public:
    explicit PlayerPanel(int seat, QWidget* parent = nullptr);
    // `allSeats` gives the colours and shapes of the markers on the cards shown.
    void setSeat(const SeatView& seat, bool active, bool gameOver, const QList<SeatView>& allSeats);
    // How the seat plays (a bot's level is shown on the panel).
    void setKind(SeatKind kind);
    void retranslate();
    // A bot seat thinking (its own turn) or considering help (`forHelp`): a busy bar that
    // turns into a progress bar once the bot reports progress.
    void setThinking(bool thinking, bool forHelp = false);
    void setProgress(double fraction);
    [[nodiscard]] bool isThinking() const { return thinking_; }
    QProgressBar* thinkingIndicator() const { return thinkingBar_; }
    QLabel* kindLabel() const { return kind_; }
    QLabel* markerLabel() const { return marker_; }
    CapturedCards* capturedCards() const { return captured_; }

  private:
    void updateBadge();
    [[nodiscard]] bool isBot() const { return kindOfSeat_ != SeatKind::Human && !view_.human; }
    int seat_;
    SeatView view_;
    SeatKind kindOfSeat_ = SeatKind::Human;
    bool active_ = false;
    bool gameOver_ = false;
    bool thinking_ = false;
    bool thinkingForHelp_ = false;
    QList<SeatView> allSeats_;
    QLabel* marker_;
    QLabel* name_;
    QLabel* badge_;
    QProgressBar* thinkingBar_;
    QLabel* kind_;
    QLabel* markers_;
    QLabel* score_;
    QLabel* sheetLabel_;
    QLabel* capturedLabel_;
    QHBoxLayout* sheetRow_;
    CapturedCards* captured_;
};

}  // namespace ps::ui
