#include "game/Player.h"

#include <QMetaObject>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include "game/PersonDesk.h"

namespace ps::ui {

using session::Answer;
using session::Decision;
using session::Request;

Player::Player(QObject* parent) : QObject(parent) {
    connect(this, &Player::actionChosen, this, [this](const engine::Action& action) {
        if (paceMs_ > 0) {
            // Let people see each step; the session drops the answer if the table moved on.
            QTimer::singleShot(paceMs_, this, [this, request = working_, action] {
                if (request && working_ == request) {
                    answerWith(Answer(action));
                }
            });
            return;
        }
        answerWith(Answer(action));
    });
    connect(this, &Player::nothingToDo, this, [this] { answerWith(Answer()); });
}

void Player::answerWith(const Answer& answer) {
    if (!working_) {
        return;  // withdrawn meanwhile
    }
    const Request request = *working_;
    working_.reset();
    emit answered(request, answer);
}

void Player::receive(const Request& request, const engine::Game& game) {
    working_ = request;
    switch (request.what) {
        case Decision::TurnAction:
        case Decision::OfferAnswer:
        case Decision::ZeppelinChoice:
            startThinking(game);
            break;
        case Decision::HelpOffer:
        case Decision::HelpAnswer:
            considerHelp(game);
            break;
        case Decision::TableVote:
        case Decision::TakeBackConsent:
            // No suspected word gets through a computing player's vote (bots never play one),
            // and it never keeps a person from taking a turn back. Answered from the event
            // loop, as a computation would be.
            QTimer::singleShot(0, this, [this, request] {
                if (working_ == request) {
                    answerWith(Answer::agreeing(request.what == Decision::TakeBackConsent));
                }
            });
            break;
    }
}

void Player::withdraw() {
    working_.reset();
    cancel();
}

void Player::refused(const Request&, const QString& message) {
    emit gaveUp(message);
}

PersonPlayer::PersonPlayer(PersonDesk* desk, QObject* parent) : Player(parent), desk_(desk) {}

void PersonPlayer::receive(const Request& request, const engine::Game&) {
    if (asked_ && !(*asked_ == request) && desk_ != nullptr) {
        desk_->withdraw(*asked_);
    }
    asked_ = request;
    if (desk_ != nullptr) {
        desk_->ask(request, [this, request](const Answer& answer) {
            if (asked_ == request) {
                asked_.reset();
                emit answered(request, answer);
            }
        });
    }
}

void PersonPlayer::withdraw() {
    if (asked_ && desk_ != nullptr) {
        desk_->withdraw(*asked_);
    }
    asked_.reset();
}

void PersonPlayer::refused(const Request& request, const QString& message) {
    if (desk_ != nullptr) {
        desk_->refused(request, message);
    }
}

BotPlayer::BotPlayer(std::shared_ptr<bots::Bot> bot, QObject* parent)
    : Player(parent), bot_(std::move(bot)) {
    connect(&watcher_, &QFutureWatcherBase::finished, this, &BotPlayer::onFinished);
}

void BotPlayer::onFinished() {
    if (pending_) {
        // The cancelled computation ended: now the request that waited for it.
        const engine::Game game = std::move(*pending_);
        pending_.reset();
        start(game);
        return;
    }
    if (startedGeneration_ != generation_) {
        return;  // cancelled or superseded: the game moved on
    }
    setThinking(false);
    // An offer, its answer to a counter, or its turn's action; nothing: no offer worth making,
    // nothing to answer — or, on its own turn, a failure the controller reports.
    if (const std::optional<engine::Action> action = watcher_.result()) {
        emit actionChosen(*action);
    } else {
        emit nothingToDo();
    }
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

void BotPlayer::setThinking(bool thinking) {
    if (thinking_ != thinking) {
        thinking_ = thinking;
        emit thinkingChanged(thinking, !mustAnswer_);
    }
}

void BotPlayer::reportProgress(int generation, double fraction) {
    if (generation == generation_ && thinking_) {
        emit progress(fraction);
    }
}

void BotPlayer::run(const engine::Game& game, bool mustAnswer) {
    if (thinking_ && mustAnswer != mustAnswer_) {
        setThinking(false);  // another kind of question: the indicator says so
    }
    mustAnswer_ = mustAnswer;  // one decide() at a time: the bot keeps its plan between calls
    startedGeneration_ = ++generation_;
    setThinking(true);
    if (watcher_.isRunning()) {
        // An older question is still being computed: stop it and ask this one after it.
        cancel_.store(true);
        pending_ = game;
        return;
    }
    start(game);
}

void BotPlayer::start(const engine::Game& game) {
    cancel_.store(false);
    // The worker reports progress through a queued call: this object outlives the worker (the
    // destructor waits for it), and posted calls die with it.
    auto progress = [this, generation = startedGeneration_](double fraction) {
        QMetaObject::invokeMethod(
            this, [this, generation, fraction] { reportProgress(generation, fraction); },
            Qt::QueuedConnection);
    };
    // The copy is the bot's own: the UI thread never shares a Game with the worker.
    watcher_.setFuture(QtConcurrent::run([bot = bot_, copy = game, flag = &cancel_, progress] {
        return bot->decide(copy, bots::Thinking{flag, progress});
    }));
}

void BotPlayer::cancel() {
    ++generation_;
    cancel_.store(true);
    pending_.reset();
    setThinking(false);
}

}  // namespace ps::ui
