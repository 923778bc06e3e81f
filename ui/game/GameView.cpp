// GameController's view model: the table as the window shows it, and the small queries the
// window asks about the position (answered by the session and the engine).

#include "board/HistoryCache.h"
#include "game/GameController.h"
#include "session/queries.h"

namespace ps::ui {

using namespace ps::engine;

namespace {

QString upper(Letter letter) {
    return QString::fromStdString(ps::toUtf8Upper(letter));
}

QList<QPoint> points(const std::vector<Cell>& cells) {
    QList<QPoint> list;
    for (const Cell cell : cells) {
        list.append(GameController::toPoint(cell));
    }
    return list;
}

// The move the table keeps showing until the next player acts (session::lastMove).
LastMoveView lastMoveView(const session::Session& session) {
    LastMoveView view;
    const session::HistoryLog* log = historyOf(session);
    if (log == nullptr) {
        return view;
    }
    const session::LastMove last = session::lastMove(*log, session.game().state());
    if (last.empty()) {
        return view;
    }
    view.seat = int(last.turn->player);
    view.placed = points(last.turn->placed);
    view.word = points(last.turn->word);
    view.wordText = wordOfTurn(*log, last.turn->turn);
    view.captured = points(last.turn->captured);
    view.tapes = points(last.turn->tapes);
    return view;
}

}  // namespace

CardView GameController::cardView(CardId card) const {
    CardView view;
    const Card& c = game().state().deck[card];
    view.letter = upper(c.letter);
    view.landmark = QString::fromStdString(c.landmark);
    view.black = c.colour == Colour::Black;
    return view;
}

TableView GameController::tableView() const {
    TableView table;
    if (!hasGame()) {
        return table;
    }
    const GameState& state = game().state();
    for (const TableCell& cell : state.table) {
        CellView view;
        view.cell = toPoint(cell.cell);
        view.card = cardView(cell.card);
        view.card.tape = cell.side == Side::Tape;
        view.card.frozen = cell.frozen.has_value();
        if (cell.marker) {
            view.card.markers.append(*cell.marker);
        }
        table.cells.append(view);
    }
    const Scores scores = game().scores();
    for (int seat = 0; seat < int(state.players.size()); ++seat) {
        const PlayerState& p = state.players[seat];
        SeatView view;
        if (seat < setup_.seats.size()) {
            view.name = setup_.seats[seat].name;
            view.colorIndex = setup_.seats[seat].colorIndex;
            view.human = !session_->isBot(seat);
        }
        view.shapeIndex = seat;
        view.markersInPool = p.pool;
        if (p.sheetCard) {
            view.sheet.append(cardView(*p.sheetCard));
        }
        if (p.jadroCard) {
            view.sheet.append(cardView(*p.jadroCard));
        }
        for (const CardId card : p.captured) {
            view.captured.append(cardView(card));
        }
        if (seat < int(scores.players.size())) {
            view.cardPoints = scores.players[seat].capturedCards;
            view.zonePoints = scores.players[seat].zonePoints;
        }
        table.seats.append(view);
    }
    table.activeSeat = state.phase == Phase::GameOver ? -1 : state.currentPlayer;
    table.round = state.round;
    table.roundCount = kRounds;
    table.stackSize = int(state.stack.size());
    table.gameOver = state.phase == Phase::GameOver;
    table.turnNumber = state.turnNumber;
    table.lastMove = lastMoveView(*session_);
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
