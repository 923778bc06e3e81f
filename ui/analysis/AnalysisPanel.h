#pragma once
// The expert's analysis of a finished game, move by move (#38): "Analyse" runs it on a worker
// (GameAnalysisJob) with a progress bar and a Stop, and the rows appear as the turns are done.
// One row per analysed turn: the round, the player, the move played (with whose help), the
// chance of winning before it, after it and after the expert's best move (its card, cell and
// word), and what the move cost (the loss, in percentage points). The three biggest mistakes
// are highlighted and named above the table; below it a chart draws every player's chance
// through the game (AnalysisChart). People's turns by default; "Also the bots' turns" adds the
// bots'. A finished analysis is kept in the history (AnalysisArchive) and shown again when the
// panel opens for the same game, without running again.
//
// Shown in the end-of-game dialog's "Analysis" tab, in the replay viewer and in a window of its
// own from History.

#include <QColor>
#include <QList>
#include <QStringList>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "analysis/AnalysisContext.h"
#include "engine/io/record.h"
#include "session/analysis.h"

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace ps::ui {
class AnalysisMoves;
class GameAnalysisJob;
}  // namespace ps::ui

namespace ps::ui::analysis {

class AnalysisChart;

// The game to analyse and how to show its seats.
struct AnalysisGame {
    engine::io::Record record;
    QStringList names;         // by seat
    QList<QColor> colors;      // by seat
    std::vector<bool> people;  // by seat: a person played it (their turns are analysed)
    qint64 historyId = 0;      // the game's id in the history (0: found by its record)
    bool finished = true;      // only a finished game is analysed
};

class AnalysisPanel : public QWidget {
    Q_OBJECT
  public:
    // The table's columns.
    enum Column {
        RoundColumn,
        PlayerColumn,
        PlayedColumn,
        BeforeColumn,
        AfterPlayedColumn,
        BestColumn,
        AfterBestColumn,
        LossColumn,
        ColumnCount
    };

    // `context`: nothing takes the current one (currentContext()).
    explicit AnalysisPanel(AnalysisGame game, std::optional<AnalysisContext> context = {},
                           QWidget* parent = nullptr);
    ~AnalysisPanel() override;  // stops the analysis (the job waits for its worker)

    // The panel in a window of its own over `parent` (deleted on close), titled with `title`.
    static AnalysisPanel* openWindow(AnalysisGame game, const QString& title, QWidget* parent);

    // The seats' names, colours and which are people (the replay viewer learns them after
    // opening); the choice of turns stays while an analysis runs.
    void setSeats(const QStringList& names, const QList<QColor>& colors,
                  const std::vector<bool>& people);

    // Something to analyse with: a dictionary, a finished game and a turn to analyse.
    [[nodiscard]] bool available() const;
    void start();
    void stop();
    [[nodiscard]] bool isRunning() const;

    // What is shown: a kept analysis, the one running or the last one run.
    [[nodiscard]] const session::GameAnalysis& analysis() const { return shown_; }
    // The shown analysis came from the history (not run here).
    [[nodiscard]] bool fromArchive() const { return fromArchive_; }
    [[nodiscard]] const AnalysisGame& game() const { return game_; }
    GameAnalysisJob* job() const { return job_.get(); }
    QPushButton* startButton() const { return start_; }
    QPushButton* stopButton() const { return stop_; }
    QProgressBar* progressBar() const { return progress_; }
    QCheckBox* botsCheckBox() const { return bots_; }
    QLabel* statusLabel() const { return status_; }
    QLabel* mistakesLabel() const { return mistakes_; }
    QTableWidget* table() const { return table_; }
    AnalysisChart* chart() const { return chart_; }
    // The table rows of the biggest mistakes, largest first.
    [[nodiscard]] QList<int> mistakeRows() const { return mistakeRows_; }

  signals:
    // A row was chosen (clicked, or Enter): the turn's number (0 = the game's first turn).
    void turnChosen(int turnNumber);
    // The archive answered: an analysis kept for this game is shown (true) or none is (false).
    void archiveChecked(bool found);
    // The analysis ended (complete, stopped or failed).
    void analysisFinished();
    // The archive answered the keeping of a finished analysis.
    void analysisKept(bool kept);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void build();
    void retranslate();
    void lookInArchive();
    void showStored(const StoredAnalysis& stored);
    void onTurnAnalysed(int index);
    void onFinished();
    void fillRow(int row);
    void showMistakes();
    void updateStatus();
    [[nodiscard]] std::vector<bool> chosenSeats() const;
    [[nodiscard]] bool anyPerson() const;
    [[nodiscard]] bool anyBot() const;

    AnalysisGame game_;
    std::optional<AnalysisContext> context_;
    bool followsSettings_ = false;  // the context came from currentContext(): its budget too
    std::unique_ptr<AnalysisMoves> moves_;
    std::unique_ptr<GameAnalysisJob> job_;
    session::GameAnalysis shown_;
    bool fromArchive_ = false;
    std::optional<StoredAnalysis> stored_;  // what the history holds for this game
    quint64 findTicket_ = 0;
    quint64 keepTicket_ = 0;
    bool lookingUp_ = false;
    std::optional<bool> kept_;  // the last finished analysis was kept (or not)
    QString archiveNote_;
    QList<int> mistakeRows_;

    QLabel* intro_ = nullptr;
    QPushButton* start_ = nullptr;
    QCheckBox* bots_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* stop_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* mistakes_ = nullptr;
    QTableWidget* table_ = nullptr;
    AnalysisChart* chart_ = nullptr;
};

}  // namespace ps::ui::analysis
