#include "model/TableBuilder.h"

#include "text/alphabet.h"

namespace ps::ui {

using namespace ps::engine;

CardView cardViewOf(const Deck& deck, CardId card) {
    const Card& c = deck[card];
    CardView view;
    view.letter = QString::fromStdString(ps::toUtf8Upper(c.letter));
    view.landmark = QString::fromStdString(c.landmark);
    view.black = c.colour == Colour::Black;
    return view;
}

TableView tableViewOf(const GameState& state, const Scores& scores, const QList<SeatSetup>& seats,
                      const QList<bool>& people) {
    TableView table;
    for (const TableCell& cell : state.table) {
        CellView view;
        view.cell = QPoint(cell.cell.x, cell.cell.y);
        view.card = cardViewOf(state.deck, cell.card);
        view.card.tape = cell.side == Side::Tape;
        view.card.frozen = cell.frozen.has_value();
        if (cell.marker) {
            view.card.markers.append(*cell.marker);
        }
        table.cells.append(view);
    }
    for (int seat = 0; seat < int(state.players.size()); ++seat) {
        const PlayerState& player = state.players[std::size_t(seat)];
        SeatView view;
        if (seat < seats.size()) {
            view.name = seats[seat].name;
            view.colorIndex = seats[seat].colorIndex;
            view.human = people.value(seat, true);
        }
        view.shapeIndex = seat;
        view.markersInPool = player.pool;
        if (player.sheetCard) {
            view.sheet.append(cardViewOf(state.deck, *player.sheetCard));
        }
        if (player.jadroCard) {
            view.sheet.append(cardViewOf(state.deck, *player.jadroCard));
        }
        for (const CardId card : player.captured) {
            view.captured.append(cardViewOf(state.deck, card));
        }
        if (seat < int(scores.players.size())) {
            view.cardPoints = scores.players[std::size_t(seat)].capturedCards;
            view.zonePoints = scores.players[std::size_t(seat)].zonePoints;
        }
        table.seats.append(view);
    }
    table.activeSeat = state.phase == Phase::GameOver ? -1 : int(state.currentPlayer);
    table.round = state.round;
    table.roundCount = kRounds;
    table.stackSize = int(state.stack.size());
    table.gameOver = state.phase == Phase::GameOver;
    table.turnNumber = state.turnNumber;
    return table;
}

}  // namespace ps::ui
