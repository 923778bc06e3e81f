// GameController: the turn's flow — the turn timer and how modal dialogs pause it (and the
// help window's clock), the stage that a person's late answer is checked against, hints
// switched on mid-game, and taking back whole turns.

#include <QStringList>
#include <algorithm>

#include "board/HistoryCache.h"
#include "game/GameController.h"
#include "game/ModalWatcher.h"
#include "game/Player.h"
#include "game/TurnClock.h"
#include "model/CellNames.h"

namespace ps::ui {

using namespace ps::engine;
using session::HelpWindow;
using session::Outcome;

// --- The clocks under modal dialogs

bool GameController::modalPause() const {
    return modals_->isActive();
}

void GameController::emitTurnBegan() {
    const int seconds = setup_.turnTimerSeconds;
    // A person's turn, wherever they sit (the host's clock plays a remote person's turn out; a
    // guest's clock only shows the time of their own).
    const bool personsTurn =
        referee_ != nullptr ? currentSeat() == ownSeat_ : !session_->currentSeatIsBot();
    if (seconds > 0 && personsTurn && !game().isOver()) {
        turnClock_->start(seconds);
    } else {
        turnClock_->stop();
    }
    emit turnBegan(currentSeat());
}

void GameController::onModalChanged(bool active) {
    turnClock_->setPaused(active);
    // The people's help window around a bot's word waits too (it was open, not paused by an
    // offer being written: that pause is the session's).
    if (active && helpWindowTimer_->isActive()) {
        helpWindowLeftMs_ = std::max(0, helpWindowTimer_->remainingTime());
        helpWindowTimer_->stop();
        helpWindowModalPaused_ = true;
        emit helpWindowChanged();
    } else if (!active && helpWindowModalPaused_) {
        helpWindowModalPaused_ = false;
        if (hasGame() && session_->helpWindow() == HelpWindow::Open) {
            helpWindowTimer_->start(std::max(helpWindowLeftMs_, 1));
        }
        emit helpWindowChanged();
    }
}

void GameController::onTurnClockExpired() {
    if (!hasGame() || game().isOver()) {
        return;
    }
    const QString name = seatName(currentSeat());
    playForTimeout();
    emit turnTimedOut(tr("Time is up for %1: the turn ends.").arg(name));
}

// --- Stages

GameController::Stage GameController::stage() const {
    return Stage{gameNumber_, hasGame() ? session_->stage() : 0};
}

std::optional<QString> GameController::applyAt(const Stage& askedAt, const Action& action) {
    if (!hasGame()) {
        return tr("No game is running.");
    }
    if (!isCurrent(askedAt)) {
        noteLateAnswer();
        return std::nullopt;
    }
    return apply(action);
}

void GameController::noteLateAnswer() {
    emit notice(tr("The table has moved on meanwhile: that answer no longer applies."));
}

// --- Hints

void GameController::setHintsOn(bool on) {
    if (setup_.hints == on) {
        return;
    }
    setup_.hints = on;
    if (!on) {
        cancelHint();
    }
    if (hasGame()) {
        emit changed();
    }
}

QString GameController::hintPlacementText(const bots::Suggestion& hint) const {
    if (hint.placements.empty() || !hasGame()) {
        return {};
    }
    const PlaceCard& place = hint.placements.front();
    const GameState& state = game().state();
    // Named by a neighbour on the table: "to the right of O (Ojców)".
    struct Neighbour {
        int dx;
        int dy;
        const char* where;
    };
    static constexpr Neighbour kNeighbours[] = {
        {-1, 0, QT_TR_NOOP("to the right of %1")},
        {1, 0, QT_TR_NOOP("to the left of %1")},
        {0, -1, QT_TR_NOOP("below %1")},
        {0, 1, QT_TR_NOOP("above %1")},
    };
    QString where;
    for (const Neighbour& neighbour : kNeighbours) {
        const TableCell* next =
            findCell(state, Cell{place.cell.x + neighbour.dx, place.cell.y + neighbour.dy});
        if (next != nullptr && next->side == Side::Face) {
            where = tr(neighbour.where).arg(cardName(next->card));
            break;
        }
    }
    if (where.isEmpty()) {
        where = tr("on the lit cell");
    }
    // The cell's name too, as the table reads it to the keyboard ("B4").
    const QString cellName = CellNames::ofTable(state).name(toPoint(place.cell));
    return tr("Hint: place %1 %2 (cell %3), then play %4.")
        .arg(cardName(place.card), where, cellName, wordText(hint.word.word));
}

// --- Taking back whole turns

int GameController::peopleAtTable() const {
    int people = 0;
    for (const Player* p : players_) {
        people += p->isHuman() ? 1 : 0;
    }
    return people;
}

bool GameController::canTakeBackTurn() const {
    if (referee_ != nullptr) {
        return hasGame() && !game().isOver() && referee_->mayProposeTakeBack();
    }
    // At a shared table a friend's turn is theirs to ask back, from their own screen.
    const auto target = hasGame() ? session_->turnToTakeBack() : std::nullopt;
    return target && !questionOpen() && !seatIsRemote(int(target->seat));
}

QString GameController::takeBackDescription() const {
    const auto target = hasGame() ? session_->turnToTakeBack() : std::nullopt;
    if (!target || !session_->history()) {
        return {};
    }
    QStringList words;
    const std::vector<Action>& history = *session_->history();
    if (const session::HistoryLog* log = historyOf(*session_);
        log != nullptr && log->steps.size() == history.size()) {
        // The words as played: also one played with help (its deal is no PlayWord).
        for (std::size_t i = target->turnStart; i < log->steps.size(); ++i) {
            for (const Event& event : log->steps[i].step.events) {
                if (const auto* played = std::get_if<WordPlayed>(&event)) {
                    words << wordText(played->word);
                }
            }
        }
    } else {
        for (std::size_t i = target->turnStart; i < history.size(); ++i) {
            if (const auto* play = std::get_if<PlayWord>(&history[i])) {
                words << wordText(play->word);
            }
        }
    }
    const QString name = seatName(target->seat);
    return words.isEmpty() ? name : tr("%1: %2").arg(name, words.join(QStringLiteral(", ")));
}

bool GameController::takeBackTurn() {
    if (!canTakeBackTurn()) {
        return false;
    }
    const QString what = takeBackDescription();
    cancelBots();
    cancelHint();
    if (!session_->takeBackTurn()) {
        sync();
        return false;
    }
    tookBack(what);
    return true;
}

void GameController::proposeTakeBack() {
    if (!canTakeBackTurn()) {
        return;
    }
    if (referee_ != nullptr) {
        // The host's table decides, asking the others; the game shown here follows it.
        referee_->proposeTakeBack();
        addLog([] { return tr("You ask to take back your latest turn."); });
        emit changed();
        return;
    }
    const QString what = takeBackDescription();
    cancelHint();
    const session::SubmitResult result = session_->proposeTakeBack();
    if (result.outcome == Outcome::Applied) {
        tookBack(what);
        return;
    }
    // Every other person is asked (their desk puts the question); the table waits meanwhile.
    takeBackAsked_ = what;
    sync();
    emit changed();
}

void GameController::tookBack(QString what) {
    cancelBots();           // their questions were about the game before
    pendingSteps_.clear();  // nothing was applied: the game was rebuilt
    hintedSeat_ = -1;
    lastHint_.reset();
    takeBackAsked_.clear();
    addLog([what] {
        return what.isEmpty() ? tr("Move taken back.") : tr("Move taken back — %1.").arg(what);
    });
    emit turnsTakenBack();
    emit changed();
    emitTurnBegan();
    sync();
}

}  // namespace ps::ui
