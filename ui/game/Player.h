#pragma once
// One seat at the table, whoever sits there: the controller hands the session's awaited
// decisions to the seat's player and submits what comes back. A human answers through the
// window's widgets; a bot computes on a worker thread, never on the UI thread. So a seat's
// kind is plain data (GameSetup) and hot-seat and bots share one code path.

#include <QFutureWatcher>
#include <QObject>
#include <functional>
#include <optional>

#include <atomic>
#include <memory>

#include "bots/bot.h"
#include "engine/game.h"

namespace ps::ui {

class Player : public QObject {
    Q_OBJECT
  public:
    using QObject::QObject;
    [[nodiscard]] virtual bool isHuman() const = 0;
    // The game waits for this seat's decision. A human does nothing here (the window enables
    // its widgets); a bot starts thinking and emits actionChosen when done.
    virtual void startThinking(const engine::Game& game) = 0;
    // Another player's word step: a bot may offer help, or answer a counter to its offer
    // (emits actionChosen when it has something to do, nothingToDo otherwise). A human does
    // nothing here.
    virtual void considerHelp(const engine::Game&) {}
    // The game moved on (new game, load, undo): drop any pending decision.
    virtual void cancel() {}
    // A computation is running (for the thinking indicator).
    [[nodiscard]] virtual bool isThinking() const { return false; }

  signals:
    void actionChosen(const ps::engine::Action& action);
    // The computation ended without an action (no offer worth making, nothing to answer, or
    // no move at all on its own turn).
    void nothingToDo();
    // Thinking began or ended; `forHelp`: about another player's word, not its own turn.
    void thinkingChanged(bool thinking, bool forHelp);
    // The bot's own estimate of its progress, 0..1 (not every level reports it).
    void progress(double fraction);
};

class HumanPlayer final : public Player {
    Q_OBJECT
  public:
    using Player::Player;
    [[nodiscard]] bool isHuman() const override { return true; }
    void startThinking(const engine::Game&) override {}
};

// A computer player (src/bots): decide() runs on a copy of the game in the thread pool, with a
// cancel flag the UI thread may raise; the answer comes back as a queued signal, and so does
// the bot's progress.
class BotPlayer final : public Player {
    Q_OBJECT
  public:
    BotPlayer(std::shared_ptr<bots::Bot> bot, QObject* parent = nullptr);
    ~BotPlayer() override;
    [[nodiscard]] bool isHuman() const override { return false; }
    void startThinking(const engine::Game& game) override;
    void considerHelp(const engine::Game& game) override;
    void cancel() override;
    [[nodiscard]] bool isThinking() const override { return thinking_; }

  private:
    void stopRunning();
    void run(const engine::Game& game, bool mustAnswer);
    void start(const engine::Game& game);
    void onFinished();
    void setThinking(bool thinking);
    void reportProgress(int generation, double fraction);
    bool mustAnswer_ = true;  // its own turn: always an action; help: maybe nothing
    bool thinking_ = false;
    // A request made while a cancelled computation is still winding down: started when it
    // ends, so the UI thread never waits for a worker and the bot never thinks twice at once.
    std::optional<engine::Game> pending_;
    std::shared_ptr<bots::Bot> bot_;
    std::atomic<bool> cancel_{false};
    QFutureWatcher<std::optional<engine::Action>> watcher_;
    int generation_ = 0;
    int startedGeneration_ = -1;  // the request the running computation answers
};

}  // namespace ps::ui
