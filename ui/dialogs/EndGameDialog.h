#pragma once
// The end of the game: the score table with tie-breaks, the winner(s), a chart of the scores
// after each round (Qt Charts), and "Play again" with the same seats. Beside the scores, the
// review of the people's turns and the expert's analysis (each a tab, when it can be made).

#include <QChartView>
#include <QDialog>

class QTableWidget;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QValueAxis;

namespace ps::ui::analysis {
class AnalysisPanel;
}

namespace ps::ui {

class GameController;
class GameReview;

// One line per seat: its total after each round, from 0 at the start.
class ScoreChart : public QChartView {
    Q_OBJECT
  public:
    ScoreChart(QList<QList<int>> totalsPerRound, QList<QColor> colors, QStringList names,
               QWidget* parent = nullptr);
    QSize sizeHint() const override { return QSize(420, 240); }
    // The y-axis gridlines from 0: a step of 1, 2 or 5 × 10^k, so every label is a whole
    // number and true, up to the first line at or above `maxScore` (at most six lines).
    static QList<int> gridValues(int maxScore);
    QValueAxis* roundAxis() const { return rounds_; }
    QValueAxis* scoreAxis() const { return scores_; }

  private:
    QValueAxis* rounds_ = nullptr;
    QValueAxis* scores_ = nullptr;
};

class EndGameDialog : public QDialog {
    Q_OBJECT
  public:
    EndGameDialog(const GameController& controller, QWidget* parent);
    ~EndGameDialog() override;
    [[nodiscard]] bool playAgain() const { return playAgain_; }
    QTableWidget* scoreTable() const { return table_; }
    QLabel* winnerLabel() const { return winner_; }
    QTabWidget* tabs() const { return tabs_; }
    // The post-game review (a tab, when a person played and the history is known): computed
    // on a worker thread while the dialog is open, cancelled when it closes.
    GameReview* review() const { return review_; }
    QTableWidget* reviewTable() const { return reviewTable_; }
    QPushButton* reviewStopButton() const { return reviewStop_; }
    // The expert's analysis (a tab, when the history is known and the app's dictionary is
    // ready; run on request): nullptr otherwise.
    analysis::AnalysisPanel* analysisPanel() const { return analysis_; }

  private:
    QWidget* buildReviewPage(const GameController& controller);
    void updateReviewStatus();
    // The analysis's table has eight columns: its tab widens the dialog (over the same middle)
    // so that they read without scrolling, within the screen.
    void widenForAnalysis();
    bool playAgain_ = false;
    QTabWidget* tabs_ = nullptr;
    QTableWidget* table_;
    QLabel* winner_;
    GameReview* review_ = nullptr;
    QTableWidget* reviewTable_ = nullptr;
    QLabel* reviewStatus_ = nullptr;
    QProgressBar* reviewProgress_ = nullptr;
    QPushButton* reviewStop_ = nullptr;
    analysis::AnalysisPanel* analysis_ = nullptr;
};

}  // namespace ps::ui
