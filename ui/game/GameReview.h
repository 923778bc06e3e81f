#pragma once
// The post-game review: for every turn a person played, the word a hard bot would have played
// from the same position (ps::bots::bestWordForReview), next to the person's word. The whole
// job runs on a worker thread — replaying the history through a session to find the positions
// (ps::session::turnsToReview), then about a second of the hard bot per turn — and can be
// cancelled at any time; rows arrive one by one as queued signals.

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <optional>
#include <vector>

#include "bots/bot.h"
#include "engine/game.h"
#include "engine/io/record.h"
#include "game/GameController.h"

namespace ps::ui {

struct ReviewRow {
    int round = 0;
    int seat = 0;
    std::optional<Word> played;            // the person's word, nothing when they made none
    std::optional<int> helper;             // the word came from a help deal with this seat
    int playedCaptures = 0;                // cards the person captured with it
    bool reviewed = false;                 // the bot's answer is in
    std::optional<bots::Suggestion> best;  // the hard bot's word (nothing: it finds none)
};

// A row's cells in the review tables, worded alike in the end-of-game dialog and the replay
// viewer: the word played (with whose help, when a help deal gave it) and the hard bot's
// word, each with the cards it captures.
struct ReviewCells {
    QString played;
    QString best;                // "thinking…" until the bot's answer is in
    bool bestGainsMore = false;  // the bot's word would have captured more cards
};
// `seatNames`: the seats' names, by seat (the helper is named from it).
ReviewCells reviewCells(const ReviewRow& row, const QStringList& seatNames);

class GameReview : public QObject {
    Q_OBJECT
  public:
    // Reads what it needs from the controller now: the finished game's history, the seats
    // that are people, and the review function. The controller need not outlive the review.
    explicit GameReview(const GameController& controller, QObject* parent = nullptr);
    // The same for a record (the replay viewer): the turns of every seat s with `reviewed[s]`.
    GameReview(const engine::io::Record& record, const dict::Lexicon& lexicon,
               std::vector<bool> reviewed, GameController::ReviewFunction function,
               QObject* parent = nullptr);
    ~GameReview() override;  // cancels and waits for the worker (it stops within moments)

    // Something to review: a known history, a review function and at least one person.
    [[nodiscard]] bool available() const { return available_; }
    void start();
    void cancel();
    [[nodiscard]] bool isRunning() const { return watcher_.isRunning(); }
    [[nodiscard]] bool isCancelled() const { return cancel_.load(); }
    [[nodiscard]] const QList<ReviewRow>& rows() const { return rows_; }
    [[nodiscard]] int reviewedCount() const;

  signals:
    // The people's turns were found (rows() holds them, without the bot's words yet).
    void turnsFound();
    void rowReviewed(int row);
    // The worker ended: every row reviewed, or cancelled.
    void finished();

  private:
    void run();
    bool available_ = false;
    engine::GameOptions options_;
    engine::Deck deck_;
    const dict::Lexicon* lexicon_ = nullptr;
    std::vector<engine::Action> actions_;
    std::vector<bool> human_;
    GameController::ReviewFunction function_;
    QList<ReviewRow> rows_;
    std::atomic<bool> cancel_{false};
    QFutureWatcher<void> watcher_;
};

}  // namespace ps::ui
