#pragma once
// The session's record replayed into steps and turn marks (session/describe.h), kept for the
// record it was made from: the table's last move and the log's links to the table ask for it
// after every action, and a replay applies the whole game again.

#include <QString>
#include <optional>

#include "model/TableModel.h"
#include "session/describe.h"
#include "session/session.h"

namespace ps::ui {

// Nothing when the session has no history (resumed from a bare position) or it does not replay.
const session::HistoryLog* historyOf(const session::Session& session);

// The word played in `turn` (uppercase; empty when the turn played none).
QString wordOfTurn(const session::HistoryLog& log, int turn);

// The table's last move (TableView::lastMove) for a turn of the log: the cards it placed, its
// word's cards and text, its captures and new police tapes.
LastMoveView lastMoveView(const session::HistoryLog& log, const session::TurnMark& turn);

}  // namespace ps::ui
