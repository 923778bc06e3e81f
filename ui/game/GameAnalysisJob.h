#pragma once
// The expert's analysis of a finished game (ps::session::analyseGame, #38) as a job of the
// window: it runs on a worker thread, position after position, and hands every analysed turn
// to the UI thread as a queued signal the moment it is done, with the progress. Stop cancels it
// (the worker returns within moments); the destructor cancels and waits, so a dialog closed
// mid-analysis leaves nothing running. (The post-game review, GameReview, is its lighter
// sibling: the hard bot's word per turn.)
//
// Also here: the words the tables use for an analysed move (AnalysisMoves), which need the
// positions of the game and so the record replayed.

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <map>
#include <vector>

#include "bots/analysis.h"
#include "engine/io/record.h"
#include "session/analysis.h"

namespace ps::ui {

class GameAnalysisJob : public QObject {
    Q_OBJECT
  public:
    // `seats[s]`: seat s's turns are analysed. The lexicon and the vocabulary's dictionary must
    // outlive the job (the app's loader keeps every dictionary it loaded).
    GameAnalysisJob(engine::io::Record record, const dict::Lexicon& lexicon,
                    bots::Vocabulary vocabulary, std::vector<bool> seats,
                    bots::AnalysisBudget budget, QObject* parent = nullptr);
    ~GameAnalysisJob() override;  // cancels and waits for the worker

    // Starts the worker (again: a new analysis from the first turn). Nothing while it runs.
    void start();
    // Asks the worker to stop; finished() follows within moments, with the turns done so far.
    void cancel();
    [[nodiscard]] bool isRunning() const { return running_; }
    [[nodiscard]] bool isCancelled() const { return cancel_.load(); }
    // The analysis so far, as delivered on the UI thread: turns in the game's order; the
    // result, players and completeness once finished.
    [[nodiscard]] const session::GameAnalysis& analysis() const { return analysis_; }
    [[nodiscard]] int done() const { return int(analysis_.turns.size()); }
    [[nodiscard]] int total() const { return total_; }
    // Why the analysis could not run (the record does not replay, the game is not over…);
    // empty when it ran.
    [[nodiscard]] const QString& error() const { return error_; }
    [[nodiscard]] const bots::AnalysisBudget& budget() const { return budget_; }
    [[nodiscard]] const std::vector<bool>& seats() const { return seats_; }

  signals:
    // analysis().turns[index] is new.
    void turnAnalysed(int index);
    void progress(int done, int total);
    // The worker ended: every turn analysed (analysis().complete), cancelled, or failed
    // (error()).
    void finished();

  private:
    void run();

    engine::io::Record record_;
    const dict::Lexicon* lexicon_;
    bots::Vocabulary vocabulary_;
    std::vector<bool> seats_;
    bots::AnalysisBudget budget_;
    session::GameAnalysis analysis_;
    int total_ = 0;
    QString error_;
    bool running_ = false;
    std::atomic<bool> cancel_{false};
    QFutureWatcher<void> watcher_;
};

// The words for the analysed moves of one game: the record replayed once to the start of every
// turn, so that a move's card and cell are named as the table names them ("K (KOLOSEUM) on C4").
class AnalysisMoves {
  public:
    // Never throws: a record that does not replay names the cards without their cells.
    AnalysisMoves(const engine::io::Record& record, const dict::Lexicon& lexicon);

    // "K (KOLOSEUM) on C4, KOT"; a move without a word: "K (KOLOSEUM) on C4, no word"; a help
    // deal: "K (KOLOSEUM) on C4, KOT (with Ania's help)" (`seatNames`: the seats' names).
    [[nodiscard]] QString move(int turnNumber, const bots::AnalysedMove& move,
                               const QStringList& seatNames = {}) const;
    // The word played, with whose help: "KOT (with Ania's help)", or "— (no word)".
    [[nodiscard]] static QString played(const session::TurnAnalysis& turn,
                                        const QStringList& seatNames);

  private:
    engine::Deck deck_;
    std::map<int, engine::GameState> starts_;  // by turn number
};

}  // namespace ps::ui
