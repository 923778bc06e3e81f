#pragma once
// One seat at the table, whoever sits there: the controller hands the session's awaited
// requests to the seat's player and submits what comes back. A person answers through the
// window (its widgets, and the desk's dialogs); a bot computes on a worker thread, never on the
// UI thread. So a seat's kind is plain data (GameSetup) and hot-seat and bots share one path.

#include <QFutureWatcher>
#include <QObject>
#include <functional>
#include <optional>

#include <atomic>
#include <memory>

#include "bots/bot.h"
#include "engine/game.h"
#include "session/request.h"

namespace ps::ui {

class PersonDesk;

// One seat's player (session::SeatPlayer's shape, with Qt's signals): it receives the requests
// the session addresses to its seat and answers each with `answered`, now or later. The
// controller gives every seat's requests the same way and never asks what sits there.
class Player : public QObject {
    Q_OBJECT
  public:
    explicit Player(QObject* parent = nullptr);
    // Whether a person sits here (the window's wording and privacy screens only).
    [[nodiscard]] virtual bool isHuman() const = 0;
    // The session awaits `request` from this seat. A computing player thinks (startThinking
    // for its own turn, considerHelp about another player's card) and answers with what it
    // chose; it lets no suspected word through a vote and consents to a take-back.
    virtual void receive(const session::Request& request, const engine::Game& game);
    // The request is no longer awaited: drop any work on it.
    virtual void withdraw();
    // The session refused this seat's answer to its own turn (`message` says why).
    virtual void refused(const session::Request& request, const QString& message);
    // Answers with an action wait this long (the bots' pace, so people can follow them).
    void setPace(int milliseconds) { paceMs_ = milliseconds; }

    // A computing player's work: its own turn (always an action), another player's word step
    // (an offer, an answer to a counter, or nothing).
    virtual void startThinking(const engine::Game& game) = 0;
    virtual void considerHelp(const engine::Game&) {}
    // The game moved on (new game, load, undo): drop any pending decision.
    virtual void cancel() {}
    // A computation is running (for the thinking indicator).
    [[nodiscard]] virtual bool isThinking() const { return false; }

  signals:
    // The answer to `request` (session::Answer: nothing, an action, or yes / no).
    void answered(const ps::session::Request& request, const ps::session::Answer& answer);
    // The seat could not play its own turn (a computing player's failure): the table goes on
    // by the timeout policy.
    void gaveUp(const QString& message);
    // A computing player's result for the request it works on.
    void actionChosen(const ps::engine::Action& action);
    // The computation ended without an action (no offer worth making, nothing to answer, or
    // no move at all on its own turn).
    void nothingToDo();
    // Thinking began or ended; `forHelp`: about another player's word, not its own turn.
    void thinkingChanged(bool thinking, bool forHelp);
    // The bot's own estimate of its progress, 0..1 (not every level reports it).
    void progress(double fraction);

  private:
    void answerWith(const session::Answer& answer);
    std::optional<session::Request> working_;  // the request the computation answers
    int paceMs_ = 0;
};

// A person at this screen: a turn action comes from the window's widgets (the controller
// submits it); every other request is put to the person by the desk (a dialog).
class PersonPlayer final : public Player {
    Q_OBJECT
  public:
    PersonPlayer(PersonDesk* desk, QObject* parent = nullptr);
    [[nodiscard]] bool isHuman() const override { return true; }
    void receive(const session::Request& request, const engine::Game& game) override;
    void withdraw() override;
    void refused(const session::Request& request, const QString& message) override;
    void startThinking(const engine::Game&) override {}

  private:
    PersonDesk* desk_;
    std::optional<session::Request> asked_;
};

// A seat played on another machine (online play): its requests are answered there, and the
// answers reach the session through the online table, so this player never answers.
class RemotePlayer final : public Player {
    Q_OBJECT
  public:
    explicit RemotePlayer(QObject* parent = nullptr) : Player(parent) {}
    [[nodiscard]] bool isHuman() const override { return false; }
    void receive(const session::Request&, const engine::Game&) override {}
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
