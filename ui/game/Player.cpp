#include "game/Player.h"

#include <QtConcurrent/QtConcurrentRun>

namespace ps::ui {

BotPlayer::BotPlayer(std::shared_ptr<bots::Bot> bot, QObject* parent)
    : Player(parent), bot_(std::move(bot)) {
    connect(&watcher_, &QFutureWatcherBase::finished, this, [this] {
        if (startedGeneration_ != generation_) {
            return;  // cancelled or superseded: the game moved on
        }
        const std::optional<engine::Action> action = watcher_.result();
        if (!mustAnswer_) {
            if (action) {
                emit actionChosen(*action);  // an offer, or its answer to a counter
            }
            return;
        }
        // A bot always answers on its own turn; nothing only when cancelled.
        emit actionChosen(action.value_or(engine::Action{engine::Pass{}}));
    });
}

BotPlayer::~BotPlayer() {
    stopRunning();
}

void BotPlayer::stopRunning() {
    if (watcher_.isRunning()) {
        cancel_.store(true);
        watcher_.waitForFinished();  // decide() checks the flag often: this is short
    }
    cancel_.store(false);
}

void BotPlayer::startThinking(const engine::Game& game) {
    run(game, true);
}

void BotPlayer::considerHelp(const engine::Game& game) {
    run(game, false);
}

void BotPlayer::run(const engine::Game& game, bool mustAnswer) {
    stopRunning();
    mustAnswer_ = mustAnswer;  // one decide() at a time: the bot keeps its plan between calls
    startedGeneration_ = ++generation_;
    // The copy is the bot's own: the UI thread never shares a Game with the worker.
    watcher_.setFuture(QtConcurrent::run([bot = bot_, copy = game, flag = &cancel_] {
        return bot->decide(copy, bots::Thinking{flag, {}});
    }));
}

void BotPlayer::cancel() {
    ++generation_;
    cancel_.store(true);
}

}  // namespace ps::ui
