#pragma once
// One seat's public information: name, marker, markers left, sheet card(s), captured cards and
// the live score. The active seat gets a coloured frame and a "to play" badge.

#include <QFrame>

#include "model/TableModel.h"

class QLabel;
class QHBoxLayout;
class QProgressBar;

namespace ps::ui {

class PlayerPanel : public QFrame {
    Q_OBJECT
  public:
    explicit PlayerPanel(int seat, QWidget* parent = nullptr);
    // `showSheet`: hot-seat play shows every sheet card (they are face up at the table).
    void setSeat(const SeatView& seat, bool active, bool gameOver, const QList<SeatView>& allSeats);
    void retranslate();
    // A bot seat thinking (its own turn) or considering help (`forHelp`): a busy bar that
    // turns into a progress bar once the bot reports progress.
    void setThinking(bool thinking, bool forHelp = false);
    void setProgress(double fraction);
    [[nodiscard]] bool isThinking() const { return thinking_; }
    QProgressBar* thinkingIndicator() const { return thinkingBar_; }

  private:
    void updateBadge();
    int seat_;
    SeatView view_;
    bool active_ = false;
    bool gameOver_ = false;
    bool thinking_ = false;
    bool thinkingForHelp_ = false;
    QList<SeatView> allSeats_;
    QLabel* marker_;
    QLabel* name_;
    QLabel* badge_;
    QProgressBar* thinkingBar_;
    QLabel* markers_;
    QLabel* score_;
    QLabel* sheetLabel_;
    QLabel* capturedLabel_;
    QHBoxLayout* sheetRow_;
    QHBoxLayout* capturedRow_;
};

}  // namespace ps::ui
