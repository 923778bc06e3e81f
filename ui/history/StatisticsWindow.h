#pragma once
// Game → Statistics: the history's figures, read on the store's worker thread and shown when
// they arrive — games played and won per bots' level and per person, the people's average
// score and captured cards per month (a chart), the best words (longest, most captures, most
// markers sent back), head-to-head results of people who played together, and the past games,
// each with a "Replay" button (replayRequested, for the replay viewer) and, for the finished
// game selected, "Analysis…": the expert's analysis in a window over this one (#38). Export to
// CSV.

#include <QHash>
#include <QPointer>
#include <QWidget>

#include "analysis/AnalysisPanel.h"
#include "history/HistoryDatabase.h"

class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;

class QChartView;

namespace ps::ui::history {

class HistoryStore;

class StatisticsWindow : public QWidget {
    Q_OBJECT
  public:
    // `store` is not owned; the window reads the statistics at once.
    StatisticsWindow(HistoryStore* store, QWidget* parent = nullptr);

    // Reads the figures again.
    void refresh();
    // Exports the history to `target` (no file chooser), as the button does after choosing.
    void exportTo(const QString& target);
    // Asks for the record of the past game in `row` of the games table; replayRequested follows.
    void replayRow(int row);
    // Asks for the record of the finished game in `row`, then opens its analysis in a window
    // (analysisOpened follows); a window already open for that game is raised instead.
    void analyseRow(int row);

    QTabWidget* tabs() const { return tabs_; }
    QLabel* summaryLabel() const { return summary_; }
    QTableWidget* levelsTable() const { return levels_; }
    QTableWidget* peopleTable() const { return people_; }
    QTableWidget* wordsTable() const { return words_; }
    QTableWidget* headToHeadTable() const { return pairs_; }
    QTableWidget* gamesTable() const { return games_; }
    QPushButton* analysisButton() const { return analyse_; }
    QChartView* chartView() const { return chart_; }
    [[nodiscard]] bool loaded() const { return loaded_; }

  signals:
    // A past game's record (docs/formats.md, "Record") and a title for the viewer.
    // `seats`: the players' names (the record has none).
    void replayRequested(const QString& recordText, const QString& title,
                         const QList<SeatSetup>& seats);
    // The figures arrived and are shown (tests, the benchmark).
    void statisticsShown();
    // A past game's analysis opened in its window.
    void analysisOpened(ps::ui::analysis::AnalysisPanel* panel);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void display(const Statistics& statistics);
    void showChart(const QList<PeriodRow>& periods);
    void showWords(const Statistics& statistics);
    void retranslate();
    void chooseExportFile();
    void updateAnalysisButton();
    void openAnalysis(qint64 gameId, const QString& text, const QList<SeatSetup>& seats);

    HistoryStore* store_;
    QLabel* summary_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    QTableWidget* levels_ = nullptr;
    QTableWidget* people_ = nullptr;
    QTableWidget* words_ = nullptr;
    QTableWidget* pairs_ = nullptr;
    QTableWidget* games_ = nullptr;
    QChartView* chart_ = nullptr;
    QPushButton* export_ = nullptr;
    QPushButton* refresh_ = nullptr;
    QPushButton* analyse_ = nullptr;
    QHash<qint64, QString> titles_;          // a game's title, by id, while its record is read
    QHash<qint64, QString> analysisTitles_;  // the same for an analysis
    QHash<qint64, QPointer<analysis::AnalysisPanel>> analyses_;  // the windows open, by game
    Statistics shown_;
    bool loaded_ = false;
};

}  // namespace ps::ui::history
