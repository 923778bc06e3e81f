#pragma once
// A finished (or unfinished) game's record, replayed into the positions a viewer steps through:
// the deal, then the table at the end of every turn, each with the move the table showed as
// the last one. Also reads what a viewer opens: a record (docs/formats.md, "Record") or a saved
// game (which holds a record and the seats' names and colours).

#include <QList>
#include <QString>
#include <optional>
#include <vector>

#include "dictionary/lexicon.h"
#include "engine/game.h"
#include "engine/io/record.h"
#include "model/GameSetup.h"
#include "model/TableModel.h"
#include "session/describe.h"

namespace ps::ui::replay {

// What a text or a file held: a record, and the seats when a saved game named them.
struct ReplaySource {
    std::optional<engine::io::Record> record;
    QList<SeatSetup> seats;  // empty: the record alone (seats get default names)
    QString error;           // for people, when there is no record
};
// A record ("potega-slowa-record") or a saved game ("potega-slowa-save") holding one.
ReplaySource parseReplaySource(const QByteArray& text);
// The same from a file, read with a bound (text::readFileBounded): never hangs on a FIFO or
// reads a device without end. The error names the file.
ReplaySource readReplaySource(const QString& path);

// One turn of the game as the viewer lists it.
struct ReplayTurn {
    int round = 1;
    int seat = 0;
    std::optional<Word> word;   // the word played, if any
    std::optional<int> helper;  // played through a help deal with this seat
    int captures = 0;           // cards captured in the turn
    bool redrew = false;        // the turn ended with a redraw (and no word)
    bool passed = false;        // the turn ended with a pass
};

class ReplayGame {
  public:
    // Replays `record` with `lexicon`. When an action is refused (a record made with another
    // dictionary, or damaged), the game stops there: failure() says which and why, and the
    // turns up to it can still be viewed.
    ReplayGame(engine::io::Record record, const dict::Lexicon& lexicon);

    // Positions: 0 is the deal, p (1 … turnCount()) the table at the end of turn p.
    [[nodiscard]] int positionCount() const { return int(states_.size()); }
    [[nodiscard]] int turnCount() const { return int(turns_.size()); }
    [[nodiscard]] const engine::GameState& stateAt(int position) const;
    [[nodiscard]] engine::Scores scoresAt(int position) const;
    // The move the table shows at `position`: the turn that just ended (none at the deal).
    [[nodiscard]] LastMoveView lastMoveAt(int position) const;
    [[nodiscard]] const ReplayTurn& turn(int index) const { return turns_[std::size_t(index)]; }
    // How many of the record's actions are applied at `position`.
    [[nodiscard]] int actionsAt(int position) const { return actionsAt_[std::size_t(position)]; }
    [[nodiscard]] const engine::io::Record& record() const { return record_; }
    // The record's actions that replayed (all of them unless failure()).
    [[nodiscard]] const engine::io::Record& replayedRecord() const { return replayed_; }
    [[nodiscard]] const std::optional<engine::io::ReplayFailure>& failure() const {
        return failure_;
    }
    [[nodiscard]] const dict::Lexicon& lexicon() const { return *lexicon_; }

    // The window's view model at `position` (the same one the game's table shows).
    [[nodiscard]] TableView tableAt(int position, const QList<SeatSetup>& seats) const;

  private:
    engine::io::Record record_;
    engine::io::Record replayed_;
    const dict::Lexicon* lexicon_;
    std::optional<engine::io::ReplayFailure> failure_;
    session::HistoryLog log_;
    std::vector<engine::GameState> states_;
    std::vector<int> actionsAt_;
    std::vector<ReplayTurn> turns_;
};

// Seats for a record without names: "Player 1", "Player 2"… in distinct colours.
QList<SeatSetup> defaultSeats(int players);

}  // namespace ps::ui::replay
