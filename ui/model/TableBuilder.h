#pragma once
// The table's view model (TableModel.h) made from an engine position: the game's window
// (GameController::tableView) and the replay viewer (ReplayGame::tableAt) show the same table
// through it.

#include <QList>

#include "engine/game.h"
#include "model/GameSetup.h"
#include "model/TableModel.h"

namespace ps::ui {

// A card face up as the deck has it (the table's cells add tape, frost and markers).
CardView cardViewOf(const engine::Deck& deck, engine::CardId card);

// The cards on the table, every seat's sheet, captured cards, markers and points, whose turn
// it is, the round and the stack. `seats` names and colours the seats; `people[s]` says
// whether seat s is a person's. The last move is left empty and the turn number is the
// state's: the caller sets what it knows of them.
TableView tableViewOf(const engine::GameState& state, const engine::Scores& scores,
                      const QList<SeatSetup>& seats, const QList<bool>& people);

}  // namespace ps::ui
