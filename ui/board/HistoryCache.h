#pragma once
// The session's record replayed into steps and turn marks (session/describe.h), kept for the
// record it was made from: the table's last move and the log's links to the table ask for it
// after every action, and a replay applies the whole game again.

#include <QString>
#include <optional>

#include "session/describe.h"
#include "session/session.h"

namespace ps::ui {

// Nothing when the session has no history (resumed from a bare position) or it does not replay.
const session::HistoryLog* historyOf(const session::Session& session);

// The word played in `turn` (uppercase; empty when the turn played none).
QString wordOfTurn(const session::HistoryLog& log, int turn);

}  // namespace ps::ui
