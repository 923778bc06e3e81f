#include "game/GameController.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QScopeGuard>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include "game/ModalWatcher.h"
#include "game/Player.h"
#include "game/TurnClock.h"
#include "session/queries.h"

namespace ps::ui {

using namespace ps::engine;
using session::Decision;
using session::HelpWindow;
using session::Outcome;

GameController::GameController(const dict::Lexicon& lexicon, Deck deck, QObject* parent)
    : QObject(parent),
      lexicon_(&lexicon),
      deck_(std::move(deck)),
      hintWatcher_(new QFutureWatcher<std::optional<bots::Suggestion>>(this)),
      helpWindowTimer_(new QTimer(this)),
      modals_(new ModalWatcher(this)),
      turnClock_(new TurnClock(this)) {
    connect(modals_, &ModalWatcher::activeChanged, this, &GameController::onModalChanged);
    connect(turnClock_, &TurnClock::expired, this, &GameController::onTurnClockExpired);
    turnClock_->setPaused(modals_->isActive());
    connect(hintWatcher_, &QFutureWatcherBase::finished, this, &GameController::onHintComputed);
    // A new translator sends the application LanguageChange: the log is worded again.
    if (QCoreApplication::instance() != nullptr) {
        QCoreApplication::instance()->installEventFilter(this);
    }
    helpWindowTimer_->setSingleShot(true);
    connect(helpWindowTimer_, &QTimer::timeout, this, [this] {
        helpWindowLeftMs_ = 0;
        helpWindowModalPaused_ = false;
        if (session_) {
            session_->closeHelpWindow();
            afterSessionCall();
        }
    });
}

GameController::~GameController() {
    // The worker holds a copy of the game whose lexicon this controller's owner keeps alive.
    hintCancel_.store(true);
    hintWatcher_->waitForFinished();
}

// --- Hints

bool GameController::canAskHint() const {
    // Before placing (the hint then says where the card goes) or with the card placed.
    const Phase phase = hasGame() ? game().state().phase : Phase::GameOver;
    const bool placed = hasGame() && !game().state().turn.placed.empty();
    return hintsEnabled() && hasGame() && !game().isOver() && currentSeatIsHuman() &&
           (phase == Phase::Place || (phase == Phase::Word && placed)) &&
           !hintWatcher_->isRunning();
}

void GameController::requestHint() {
    if (!canAskHint()) {
        return;
    }
    hintCancel_.store(false);
    hintFor_ = game().state();
    // The worker gets its own copy: the UI thread never shares a Game with it.
    hintWatcher_->setFuture(
        QtConcurrent::run([function = hintFunction_, copy = game(), flag = &hintCancel_] {
            return function(copy, bots::Thinking{flag, {}});
        }));
}

void GameController::cancelHint() {
    hintCancel_.store(true);
    hintFor_.reset();
}

void GameController::onHintComputed() {
    const bool current = hasGame() && hintFor_ && game().state() == *hintFor_;
    hintFor_.reset();
    // Finished first: the window's refresh then comes before the hint is shown, not over it.
    emit hintFinished();
    if (current) {
        lastHint_ = hintWatcher_->result();
        hintedSeat_ = lastHint_ ? currentSeat() : -1;
        emit hintReady(lastHint_.has_value());
    }
}

// --- Seats

Player* GameController::player(int seat) const {
    return seat >= 0 && seat < players_.size() ? players_[seat] : nullptr;
}

int GameController::currentSeat() const {
    return hasGame() ? game().currentPlayer() : -1;
}

bool GameController::currentSeatIsHuman() const {
    return !hasGame() || !session_->currentSeatIsBot();
}

QString GameController::seatName(int seat) const {
    return seat >= 0 && seat < setup_.seats.size() ? setup_.seats[seat].name : QString();
}

const std::optional<std::vector<Action>>& GameController::actions() const {
    static const std::optional<std::vector<Action>> kNone;
    return hasGame() ? session_->history() : kNone;
}

// --- The session's decisions, handed to the seats' players

void GameController::sync() {
    if (!hasGame() || game().isOver()) {
        cancelBots();
        syncHelpWindow();
        return;
    }
    const std::vector<session::Request> awaited = session_->awaited();
    for (int seat = 0; seat < players_.size(); ++seat) {
        if (players_[seat]->isHuman()) {
            continue;  // a person answers through the window's widgets
        }
        const auto wanted = std::find_if(awaited.begin(), awaited.end(),
                                         [seat](const auto& r) { return r.seat == seat; });
        const auto flying = inFlight_.constFind(seat);
        if (wanted != awaited.end() && flying != inFlight_.constEnd() &&
            flying->request == *wanted) {
            continue;  // already thinking about it (or answered, waiting for the delay)
        }
        if (wanted == awaited.end()) {
            if (flying != inFlight_.constEnd()) {
                inFlight_.remove(seat);
                players_[seat]->cancel();
            }
            continue;
        }
        inFlight_[seat] = InFlight{*wanted, false};
        switch (wanted->what) {
            case Decision::TurnAction:
            case Decision::OfferAnswer:
            case Decision::ZeppelinChoice:
                players_[seat]->startThinking(game());
                break;
            case Decision::HelpOffer:
            case Decision::HelpAnswer:
                players_[seat]->considerHelp(game());
                break;
            case Decision::TableVote:
            case Decision::TakeBackConsent:
                // A bot lets no suspected word through and never keeps a person from taking
                // a turn back (session::BotSeat answers the same).
                QTimer::singleShot(0, this, [this, seat, request = *wanted] {
                    const auto pending = inFlight_.constFind(seat);
                    if (hasGame() && pending != inFlight_.constEnd() &&
                        pending->request == request) {
                        inFlight_.remove(seat);
                        const bool agrees = request.what == Decision::TakeBackConsent;
                        const session::SubmitResult result =
                            session_->submit(request, session::Answer::agreeing(agrees));
                        handleBotResult(seat, request, result);
                    }
                });
                break;
        }
    }
    syncHelpWindow();
}

void GameController::cancelBots() {
    for (auto it = inFlight_.cbegin(); it != inFlight_.cend(); ++it) {
        if (Player* p = player(it.key())) {
            p->cancel();
        }
    }
    inFlight_.clear();
}

void GameController::onDecision(int seat, std::optional<Action> decision) {
    const auto flying = inFlight_.find(seat);
    if (!hasGame() || flying == inFlight_.end() || flying->answered) {
        return;  // a stale answer
    }
    flying->answered = true;
    const session::Request request = flying->request;
    if (botDelayMs_ > 0 && decision) {
        // Let people see each step; the session drops the answer if the game moved on.
        QTimer::singleShot(botDelayMs_, this, [this, seat, request, decision] {
            submitDecision(seat, request, decision);
        });
        return;
    }
    submitDecision(seat, request, decision);
}

void GameController::submitDecision(int seat, const session::Request& request,
                                    std::optional<Action> decision) {
    const auto flying = inFlight_.constFind(seat);
    if (!hasGame() || flying == inFlight_.constEnd() || !(flying->request == request)) {
        return;  // cancelled meanwhile
    }
    inFlight_.remove(seat);
    QElapsedTimer timer;
    timer.start();
    const session::SubmitResult result = session_->submit(request, std::move(decision));
    maxApplyMs_ = std::max(maxApplyMs_, timer.elapsed());
    handleBotResult(seat, request, result);
}

void GameController::handleBotResult(int seat, const session::Request& request,
                                     const session::SubmitResult& result) {
    const bool ownTurn = request.what == Decision::TurnAction ||
                         request.what == Decision::OfferAnswer ||
                         request.what == Decision::ZeppelinChoice;
    const bool failed =
        result.outcome == Outcome::NoDecision || (result.outcome == Outcome::Refused && ownTurn);
    if (failed) {
        afterSessionCall();
        emit botError(result.error ? errorMessage(*result.error)
                                   : tr("%1 found no move.").arg(seatName(seat)));
        session_->playForTimeout();  // the bot's turn still has to end
    }
    afterSessionCall();
}

void GameController::afterSessionCall() {
    std::vector<session::Step> steps;
    steps.swap(pendingSteps_);
    for (const session::Step& step : steps) {
        reportStep(step);
        emit stepEvents(step.events);
    }
    if (!hasGame()) {
        return;
    }
    if (!steps.empty()) {
        emit changed();
        if (game().isOver()) {
            turnClock_->stop();
            emit gameOver();
        } else if (std::any_of(steps.begin(), steps.end(), [](const session::Step& step) {
                       return std::any_of(
                           step.events.begin(), step.events.end(),
                           [](const auto& e) { return std::holds_alternative<TurnBegan>(e); });
                   })) {
            emitTurnBegan();
        }
    }
    sync();
}

void GameController::reportStep(const session::Step& step) {
    cancelHint();  // a running hint answers a position that is gone
    emit stepReported();
    std::vector<PlayerId> lapsed = step.lapsedOffers;
    markersReturned_.clear();
    // A redraw explains the card drawn with it: its line comes first.
    std::vector<Event> events = step.events;
    for (std::size_t i = 1; i < events.size(); ++i) {
        if (std::holds_alternative<Redrew>(events[i]) &&
            std::holds_alternative<CardDrawn>(events[i - 1])) {
            std::swap(events[i - 1], events[i]);
        }
    }
    for (const Event& event : events) {
        if (std::holds_alternative<TurnEnded>(event) || std::holds_alternative<GameEnded>(event)) {
            flushMarkerLines();
        }
        describe(event);
        if (std::holds_alternative<WordPlayed>(event) || std::holds_alternative<Redrew>(event) ||
            std::holds_alternative<Passed>(event)) {
            reportLapsedOffers(lapsed);  // right after the move that closed them
        }
    }
    flushMarkerLines();
    reportLapsedOffers(lapsed);
}

void GameController::addLog(LogText text) {
    const QString line = text();
    log_ << line;
    logTexts_.push_back(std::move(text));
    emit logLine(line);
}

void GameController::retranslateLog() {
    for (std::size_t i = 0; i < logTexts_.size() && i < std::size_t(log_.size()); ++i) {
        log_[qsizetype(i)] = logTexts_[i]();
    }
    emit logRetranslated();
}

bool GameController::eventFilter(QObject* watched, QEvent* event) {
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange &&
        !log_.isEmpty()) {
        retranslateLog();
    }
    return QObject::eventFilter(watched, event);
}

// --- A person's moves

std::optional<QString> GameController::apply(const Action& action) {
    if (!hasGame()) {
        return tr("No game is running.");
    }
    // The UI thread's whole share of an action: the engine, the log, and every slot connected
    // to the signals (the window's redraw) — reported by maxApplyMilliseconds().
    QElapsedTimer timer;
    timer.start();
    const auto measure = qScopeGuard([&] { maxApplyMs_ = std::max(maxApplyMs_, timer.elapsed()); });
    if (actionFilter_) {
        if (auto refused = actionFilter_(action)) {
            return refused;
        }
    }
    if (auto error = session_->apply(action)) {
        return errorMessage(*error);
    }
    afterSessionCall();
    return std::nullopt;
}

std::optional<QString> GameController::placeAt(QPoint cell) {
    const std::optional<CardId> card = cardToPlace();
    if (!card) {
        return tr("There is no card to place now.");
    }
    return apply(PlaceCard{*card, toCell(cell)});
}

bool GameController::canTakeBack() const {
    return hasGame() && session_->canTakeBack();
}

void GameController::takeBack() {
    if (!canTakeBack()) {
        return;
    }
    cancelHint();
    session_->takeBack();
    addLog(
        [this, seat = currentSeat()] { return tr("%1 takes the card back.").arg(seatName(seat)); });
    emit changed();
    sync();
}

bool GameController::canRedraw() const {
    return hasGame() && session_->canRedraw();
}

std::optional<QString> GameController::noWord() {
    return apply(canRedraw() ? Action{Redraw{}} : Action{Pass{}});
}

void GameController::playForTimeout() {
    if (!hasGame()) {
        return;
    }
    session_->playForTimeout();
    afterSessionCall();
}

}  // namespace ps::ui
