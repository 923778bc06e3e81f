#pragma once
// Where finished analyses are kept, so that a game is analysed once: the history database
// (history::HistoryStore implements this), asked from the UI thread and answering with
// signals. The panel knows only this interface; the app and the tests give it a store.

#include <QObject>
#include <QString>

#include "bots/analysis.h"
#include "engine/io/record.h"

namespace ps::ui::analysis {

// One analysis as kept: the budget it was made with, whether the bots' turns were analysed
// too, and the analysis as JSON (session::analysisToJson).
struct StoredAnalysis {
    int deals = 0;
    int thinkMillis = 0;
    int candidates = 0;
    quint64 seed = 0;
    bool bots = false;
    QString json;

    // The budget's figures that decide the analysis (the threads do not).
    static StoredAnalysis of(const bots::AnalysisBudget& budget, bool bots, QString json);
    [[nodiscard]] bool sameBudget(const bots::AnalysisBudget& budget) const;
};

// A game of the history: its id when known (History), else found by its record (the same
// options, deck and moves; the dictionary it names does not matter).
struct ArchivedGame {
    qint64 id = 0;
    engine::io::Record record;
};

class AnalysisArchive : public QObject {
    Q_OBJECT
  public:
    using QObject::QObject;

    // Looks up the analysis kept for `game`; analysisFound(ticket, …) follows.
    virtual quint64 findAnalysis(const ArchivedGame& game) = 0;
    // Keeps `analysis` for `game`, replacing the one kept before; analysisKept(ticket, …)
    // follows. A game the history does not hold keeps nothing.
    virtual quint64 keepAnalysis(const ArchivedGame& game, const StoredAnalysis& analysis) = 0;

  signals:
    // `gameId`: the game's id in the history (0: not there). `found`: an analysis is kept.
    void analysisFound(quint64 ticket, qint64 gameId, bool found,
                       const ps::ui::analysis::StoredAnalysis& analysis);
    void analysisKept(quint64 ticket, qint64 gameId, bool kept);

  protected:
    quint64 nextTicket() { return ++tickets_; }

  private:
    quint64 tickets_ = 0;
};

}  // namespace ps::ui::analysis
