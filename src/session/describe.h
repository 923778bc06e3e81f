#pragma once
// Readable English lines for actions and events (the CLI, logs, test messages). The app words
// its own, translated lines; these are for everything that has no Qt.

#include <optional>
#include <string>
#include <vector>

#include "dictionary/lexicon.h"
#include "engine/actions.h"
#include "engine/events.h"
#include "engine/io/record.h"
#include "engine/state.h"
#include "session/request.h"

namespace ps::session {

// A short form of an action ("place 17 at (2, 4)", "word KOT [3 17 40]", ...).
std::string describe(const engine::Action& action);

// A sentence for an event, naming seats "player N" (1-based) and cards "K (KOLOSEUM)"; empty
// for events that only accompany another one (a card under the stack, a marker placed, the end
// of a turn).
std::string describe(const engine::Event& event, const engine::GameState& state);

// The name of a black-card action ("PĘKATY BLASTER").
std::string blackActionName(engine::BlackAction action);

// The cells one turn touched on the table: what a log line of the turn points at, and what the
// table shows as the last move.
struct TurnMark {
    int turn = 0;  // GameState::turnNumber of the turn (0-based, whole game)
    int round = 1;
    engine::PlayerId player = 0;
    std::vector<engine::Cell> placed;    // cards placed (also ones redrawn afterwards)
    std::vector<engine::Cell> word;      // the word's table cards, in word order
    std::vector<engine::Cell> captured;  // cells whose card was captured
    std::vector<engine::Cell> tapes;     // police tapes laid (or moved there)
    bool operator==(const TurnMark&) const = default;
};

// One applied action of a history, as the session reports it live (the same events and lapsed
// offers), and the turn it was applied in.
struct HistoryStep {
    Step step;
    int turn = 0;
};

struct HistoryLog {
    std::vector<HistoryStep> steps;  // one per action of the record, in order
    std::vector<TurnMark> turns;     // every turn that saw an action; turns[i].turn == i
    engine::GameState state;         // the position after the last action
};

// Replays a record from the deal and keeps every step and every turn's cells: a log is rebuilt
// from it after a game is loaded, and the table links log lines and cards through it. Throws
// std::invalid_argument naming the action when the record does not replay.
HistoryLog replayHistory(const engine::io::Record& record, const dict::Lexicon& lexicon);

// The turn that put the card now lying at `cell` on the table (placed there, or a police tape
// laid or moved there); nothing for an empty cell or an unknown history.
std::optional<int> turnThatLaid(const HistoryLog& log, engine::Cell cell);

}  // namespace ps::session
