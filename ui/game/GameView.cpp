// GameController's view model: the table as the window shows it, and the small queries the
// window asks about the position (answered by the session and the engine).

#include "board/HistoryCache.h"
#include "game/GameController.h"
#include "model/TableBuilder.h"
#include "session/queries.h"

namespace ps::ui {

using namespace ps::engine;

namespace {

// The move the table keeps showing until the next player acts (session::lastMove).
LastMoveView sessionLastMove(const session::Session& session) {
    const session::HistoryLog* log = historyOf(session);
    if (log == nullptr) {
        return {};
    }
    const session::LastMove last = session::lastMove(*log, session.game().state());
    return last.empty() ? LastMoveView{} : lastMoveView(*log, *last.turn);
}

}  // namespace

CardView GameController::cardView(CardId card) const {
    return cardViewOf(game().state().deck, card);
}

TableView GameController::tableView() const {
    if (!hasGame()) {
        return {};
    }
    QList<bool> people;
    for (int seat = 0; seat < int(game().state().players.size()); ++seat) {
        people.append(!session_->isBot(seat));
    }
    TableView table = tableViewOf(game().state(), game().scores(), setup_.seats, people);
    table.lastMove = sessionLastMove(*session_);
    return table;
}

QList<QPoint> GameController::legalCells() const {
    QList<QPoint> cells;
    if (!hasGame() || game().state().phase != Phase::Place) {
        return cells;
    }
    for (const Cell cell : game().legalPlacements()) {
        cells.append(toPoint(cell));
    }
    return cells;
}

std::optional<CardId> GameController::cardToPlace() const {
    return hasGame() ? session::cardToPlace(game()) : std::nullopt;
}

QStringList GameController::playedWords() const {
    QStringList words;
    if (hasGame()) {
        for (const Word& word : game().state().usedWords) {
            words << wordText(word);
        }
    }
    return words;
}

QList<QList<int>> GameController::scoresPerRound() const {
    QList<QList<int>> rows;
    if (hasGame()) {
        for (const std::vector<int>& round : session_->scoresPerRound()) {
            rows << QList<int>(round.begin(), round.end());
        }
    }
    return rows;
}

std::vector<Action> GameController::blackActionChoices(BlackAction action) const {
    return hasGame() ? session::blackActionChoices(game(), action) : std::vector<Action>{};
}

std::optional<std::vector<CardId>> GameController::alternativeCard(const WordFeedback& feedback,
                                                                   int index) const {
    if (!hasGame()) {
        return std::nullopt;
    }
    return session::alternativeCards(game(), feedback.word, feedback.cards, index);
}

}  // namespace ps::ui
