#pragma once
// The game history seen from the UI thread: every database call runs on a worker thread of its
// own with its own connection (HistoryDatabase), so a slow disk or another instance holding
// the file never blocks the window. Results and problems come back as signals on the UI
// thread. The file is opened at the first request, and at every later one until it opens;
// closing the store finishes the writes already asked for (each bounded by SQLite's busy
// timeout). It is also the archive of the expert's analyses (analysis::AnalysisArchive).

#include <QObject>
#include <QString>
#include <functional>
#include <memory>

#include "analysis/AnalysisArchive.h"
#include "history/HistoryDatabase.h"

class QThread;

namespace ps::ui::history {

class HistoryStore : public analysis::AnalysisArchive {
    Q_OBJECT
  public:
    explicit HistoryStore(QString path = HistoryDatabase::defaultPath(), QObject* parent = nullptr);
    ~HistoryStore() override;

    [[nodiscard]] QString path() const { return path_; }
    // Before the first request: caps the file's size in pages, as a full disk would (tests).
    void setMaxPageCount(int pages) { maxPageCount_ = pages; }

    void record(GameSummary game);          // then recorded(); problem() when it failed
    void requestStatistics();               // then statisticsReady()
    void requestRecord(qint64 gameId);      // then recordReady()
    void exportCsv(const QString& target);  // then exported()
    // The analysis archive: the game found by its id, else by its record.
    quint64 findAnalysis(const analysis::ArchivedGame& game) override;  // then analysisFound()
    quint64 keepAnalysis(const analysis::ArchivedGame& game,
                         const analysis::StoredAnalysis& analysis) override;  // analysisKept()
    // Tests and the benchmark: waits until every request so far is done and its signals are
    // delivered. False on timeout.
    bool waitForIdle(int timeoutMs = 10000);

  signals:
    // A message for people: the file was moved aside, a game could not be written…
    void problem(const QString& message);
    void recorded(bool written);
    void statisticsReady(const ps::ui::history::Statistics& statistics);
    // `seats`: the players' names and kinds (HistoryDatabase::seats).
    void recordReady(qint64 gameId, const QString& recordText, const QList<SeatSetup>& seats);
    // `error` is empty on success.
    void exported(const QString& target, const QString& error);

  private:
    // Runs `job` on the worker thread with the open database (opened at the first job).
    void post(std::function<void(HistoryDatabase&)> job);
    // Delivers `delivery` on the UI thread (dropped when the store is gone).
    void deliver(std::function<void()> delivery);

    QString path_;
    int maxPageCount_ = 0;
    QThread* thread_ = nullptr;
    QObject* worker_ = nullptr;  // lives on thread_
    std::shared_ptr<HistoryDatabase> database_;
    QString lastProblem_;  // the last failed open's message; touched on the worker thread only
};

}  // namespace ps::ui::history
