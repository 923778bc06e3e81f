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
    if (share_ && share_->detach) {
        share_->detach();
    }
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
    return !hasGame() || (!session_->currentSeatIsBot() && !seatIsRemote(currentSeat()));
}

bool GameController::seatIsRemote(int seat) const {
    if (referee_ != nullptr) {
        return seat != ownSeat_;
    }
    return (share_ && share_->remoteSeats.contains(seat)) ||
           !setup_.seats.value(seat).account.isEmpty();
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
    // The share sends the other machines what changed, whatever happens here next.
    const auto shareAfterwards = qScopeGuard([this] {
        if (share_ && share_->afterCall) {
            share_->afterCall();
        }
    });
    if (!hasGame() || game().isOver()) {
        cancelBots();
        syncHelpWindow();
        return;
    }
    // Every seat gets the most urgent request addressed to it, whoever sits there: a bot
    // starts thinking, a person's desk puts the question (the widgets answer a turn action).
    // On a guest's screen the referee says what this seat is asked.
    std::vector<session::Request> awaited =
        referee_ != nullptr ? referee_->awaited() : session_->awaited();
    if (referee_ != nullptr) {
        // The host's question for a help offer is the help bar's (mayOfferHelpFromHere), put
        // to nobody: the person offers, or says no, when they like.
        std::erase_if(awaited,
                      [](const session::Request& r) { return r.what == Decision::HelpOffer; });
    }
    for (int seat = 0; seat < players_.size(); ++seat) {
        const auto wanted = std::find_if(awaited.begin(), awaited.end(),
                                         [seat](const auto& r) { return r.seat == seat; });
        const auto flying = inFlight_.constFind(seat);
        if (wanted != awaited.end() && flying != inFlight_.constEnd() && *flying == *wanted) {
            continue;  // already asked (thinking, or waiting for the person)
        }
        if (wanted == awaited.end()) {
            if (flying != inFlight_.constEnd()) {
                inFlight_.remove(seat);
                players_[seat]->withdraw();
            }
            continue;
        }
        inFlight_[seat] = *wanted;
        players_[seat]->receive(*wanted, game());
    }
    syncHelpWindow();
}

void GameController::setBotDelay(int milliseconds) {
    botDelayMs_ = milliseconds;
    for (Player* p : players_) {
        p->setPace(milliseconds);
    }
}

void GameController::cancelBots() {
    for (auto it = inFlight_.cbegin(); it != inFlight_.cend(); ++it) {
        if (Player* p = player(it.key())) {
            p->withdraw();
        }
    }
    inFlight_.clear();
}

void GameController::onAnswered(int seat, const session::Request& request,
                                const session::Answer& answer) {
    const auto flying = inFlight_.constFind(seat);
    if (!hasGame() || flying == inFlight_.constEnd() || !(*flying == request)) {
        return;  // a stale answer: the table moved on
    }
    inFlight_.remove(seat);
    if (referee_ != nullptr) {
        // The referee applies it (or refuses it); its next position shows what happened.
        referee_->submit(request, answer);
        return;
    }
    if (actionFilter_ && answer.action && players_[seat]->isHuman()) {
        // A person's answer in a dialog is a move like any other (a lesson's filter sees it):
        // refused, the person is told why and the question is put again.
        if (const std::optional<QString> refusal = actionFilter_(*answer.action)) {
            players_[seat]->refused(request, *refusal);
            sync();
            return;
        }
    }
    if (request.what == Decision::TakeBackConsent && takeBackAsked_.isEmpty()) {
        // Asked elsewhere (a game opened with the question pending): named before it goes.
        takeBackAsked_ = takeBackDescription();
    }
    QElapsedTimer timer;
    timer.start();
    const session::SubmitResult result = session_->submit(request, answer);
    maxApplyMs_ = std::max(maxApplyMs_, timer.elapsed());
    if (request.what == Decision::TakeBackConsent) {
        if (result.outcome == Outcome::Applied) {
            tookBack(takeBackAsked_);
            return;
        }
        if (answer.agrees == false) {
            takeBackAsked_.clear();
            emit notice(tr("%1 would rather play on: the move stays.").arg(seatName(seat)));
        }
        sync();
        emit changed();
        return;
    }
    handleResult(seat, request, result);
}

void GameController::handleResult(int seat, const session::Request& request,
                                  const session::SubmitResult& result) {
    const bool ownTurn =
        request.what == Decision::TurnAction || request.what == Decision::OfferAnswer ||
        request.what == Decision::ZeppelinChoice || request.what == Decision::TableVote;
    if (ownTurn && (result.outcome == Outcome::NoDecision || result.outcome == Outcome::Refused)) {
        afterSessionCall();
        const QString message = result.error ? errorMessage(*result.error)
                                             : tr("%1 found no move.").arg(seatName(seat));
        players_[seat]->refused(request, message);
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
        if (const auto* played = std::get_if<WordPlayed>(&event); played && played->byTable) {
            emit tableAcceptedWord(wordText(played->word).toLower());
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
    if (referee_ != nullptr) {
        return submitToReferee(action);
    }
    // Through the door when the session awaits this seat's decision (a person's turn, an
    // answer to an offer or a counter); otherwise (a person's offer of help) applied directly.
    const std::vector<session::Request> awaited = session_->awaited();
    const PlayerId actor = actorOf(action, game().state());
    const auto request = std::find_if(awaited.begin(), awaited.end(), [&](const auto& r) {
        return r.seat == actor &&
               (r.what == Decision::TurnAction || r.what == Decision::OfferAnswer ||
                r.what == Decision::ZeppelinChoice || r.what == Decision::HelpAnswer);
    });
    if (request == awaited.end()) {
        if (auto error = session_->apply(action)) {
            return errorMessage(*error);
        }
        afterSessionCall();
        return std::nullopt;
    }
    if (inFlight_.contains(actor)) {
        // Answered here, not by the seat's player: its question (an offer waiting while the
        // person typed) goes.
        inFlight_.remove(actor);
        players_[actor]->withdraw();
    }
    const session::SubmitResult result = session_->submit(*request, action);
    if (result.outcome == Outcome::Refused || result.outcome == Outcome::NoDecision) {
        sync();  // the request is awaited again
        return result.error ? errorMessage(*result.error) : tr("Nothing was done.");
    }
    afterSessionCall();  // applied, or waiting for the table's vote
    return std::nullopt;
}

std::optional<QString> GameController::placeAt(QPoint cell) {
    const std::optional<CardId> card = cardToPlace();
    if (!card) {
        return tr("There is no card to place now.");
    }
    return apply(PlaceCard{*card, toCell(cell)});
}

std::optional<QString> GameController::submitToReferee(const Action& action) {
    const PlayerId actor = actorOf(action, game().state());
    const std::vector<session::Request> awaited = referee_->awaited();
    const auto request = std::find_if(awaited.begin(), awaited.end(), [&](const auto& r) {
        return r.seat == actor && int(actor) == ownSeat_ &&
               (r.what == Decision::TurnAction || r.what == Decision::OfferAnswer ||
                r.what == Decision::ZeppelinChoice || r.what == Decision::HelpAnswer ||
                (r.what == Decision::HelpOffer && std::holds_alternative<HelpOffer>(action)));
    });
    if (request == awaited.end()) {
        return tr("The table is not waiting for that from you now.");
    }
    // What the rules refuse is said at once; a word is the referee's to judge (a suspected one
    // goes to the table's vote there).
    if (!std::holds_alternative<PlayWord>(action)) {
        if (const std::optional<Error> error = game().check(action)) {
            return errorMessage(*error);
        }
    }
    if (inFlight_.contains(actor)) {
        inFlight_.remove(actor);
        players_[actor]->withdraw();
    }
    referee_->submit(*request, action);
    return std::nullopt;
}

bool GameController::canTakeBack() const {
    return hasGame() && referee_ == nullptr && session_->canTakeBack();
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
    if (!hasGame() || referee_ != nullptr) {
        return;  // a guest's clock only shows: the referee plays the turn out
    }
    session_->playForTimeout();
    afterSessionCall();
}

}  // namespace ps::ui
