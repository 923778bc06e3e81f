#include "game/Player.h"

#include <QtConcurrent/QtConcurrentRun>

namespace ps::ui {

BotPlayer::BotPlayer(Strategy strategy, QObject* parent)
    : Player(parent), strategy_(std::move(strategy)) {
    connect(&watcher_, &QFutureWatcherBase::finished, this, [this] {
        if (watcher_.isCanceled() || startedGeneration_ != generation_) {
            return;
        }
        const std::optional<engine::Action> action = watcher_.result();
        emit actionChosen(action.value_or(engine::Action{engine::Pass{}}));
    });
}

BotPlayer::~BotPlayer() {
    cancel();
    watcher_.waitForFinished();
}

void BotPlayer::startThinking(const engine::Game& game) {
    ++generation_;
    startedGeneration_ = generation_;
    // The copy is the bot's own: the UI thread keeps changing nothing it shares.
    watcher_.setFuture(
        QtConcurrent::run([strategy = strategy_, copy = game] { return strategy(copy); }));
}

void BotPlayer::cancel() {
    ++generation_;
}

}  // namespace ps::ui
