#include "game/TurnClock.h"

#include <QTimer>
#include <algorithm>

namespace ps::ui {

namespace {

// Often enough that a second shown is never late by more than this.
constexpr int kTickMs = 200;

}  // namespace

TurnClock::TurnClock(QObject* parent) : QObject(parent), ticker_(new QTimer(this)) {
    ticker_->setInterval(kTickMs);
    connect(ticker_, &QTimer::timeout, this, &TurnClock::onTick);
}

void TurnClock::start(int seconds) {
    leftMs_ = qint64(seconds) * 1000;
    running_ = seconds > 0;
    since_.start();
    if (running_) {
        ticker_->start();
    } else {
        ticker_->stop();
    }
    emit ticked();
}

void TurnClock::stop() {
    const bool was = running_;
    running_ = false;
    leftMs_ = 0;
    ticker_->stop();
    if (was) {
        emit ticked();
    }
}

void TurnClock::setPaused(bool paused) {
    if (paused == paused_) {
        return;
    }
    account();  // the time up to now counts (or not) under the old state
    paused_ = paused;
    if (running_) {
        emit ticked();
    }
}

int TurnClock::secondsLeft() const {
    return running_ ? int((std::max<qint64>(leftMs_, 0) + 999) / 1000) : 0;
}

void TurnClock::account() {
    const qint64 elapsed = since_.isValid() ? since_.restart() : 0;
    if (running_ && !paused_) {
        leftMs_ -= elapsed;
    }
}

void TurnClock::onTick() {
    const int shown = secondsLeft();
    account();
    if (!running_) {
        return;
    }
    if (leftMs_ <= 0) {
        running_ = false;
        leftMs_ = 0;
        ticker_->stop();
        emit ticked();
        emit expired();
        return;
    }
    if (secondsLeft() != shown) {
        emit ticked();
    }
}

}  // namespace ps::ui
