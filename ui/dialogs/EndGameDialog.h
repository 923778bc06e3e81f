#pragma once
// The end of the game: the score table with tie-breaks, the winner(s), a chart of the scores
// after each round, and "Play again" with the same seats.

#include <QDialog>

class QTableWidget;
class QLabel;

namespace ps::ui {

class GameController;

class ScoreChart : public QWidget {
    Q_OBJECT
  public:
    ScoreChart(QList<QList<int>> totalsPerRound, QList<QColor> colors, QStringList names,
               QWidget* parent = nullptr);
    QSize sizeHint() const override { return QSize(420, 180); }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    QList<QList<int>> totals_;
    QList<QColor> colors_;
    QStringList names_;
};

class EndGameDialog : public QDialog {
    Q_OBJECT
  public:
    EndGameDialog(const GameController& controller, QWidget* parent);
    [[nodiscard]] bool playAgain() const { return playAgain_; }
    QTableWidget* scoreTable() const { return table_; }
    QLabel* winnerLabel() const { return winner_; }

  private:
    bool playAgain_ = false;
    QTableWidget* table_;
    QLabel* winner_;
};

}  // namespace ps::ui
