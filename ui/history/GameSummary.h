#pragma once
// One game as the history keeps it: plain data, built on the UI thread when a game ends or is
// abandoned, then handed to the history's worker thread (HistoryStore) to be written.

#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

#include "engine/game.h"
#include "engine/io/record.h"
#include "model/GameSetup.h"

namespace ps::ui::history {

// Why a game was not played to the end.
enum class EndReason { Finished, Replaced, Closed };

struct SeatSummary {
    int seat = 0;
    QString name;
    QString kind;  // "human", "easy", "medium", "hard", "expert"
    int captured = 0;
    int zonePoints = 0;
    int zones = 0;
    int total = 0;
    int place = 0;  // 1 = first; equal totals and captured cards share a place
    bool winner = false;
};

struct WordSummary {
    int index = 0;  // the action's index in the record
    int round = 1;
    int seat = 0;
    QString word;  // uppercase
    int length = 0;
    int captures = 0;
    int markersReturned = 0;        // rivals' markers sent back by the word
    std::optional<int> helperSeat;  // played through a help deal
};

struct GameSummary {
    // Tells a game resumed later from the same game abandoned before (seed and seats).
    QString key;
    QDateTime startedAt;  // UTC
    QDateTime endedAt;
    qint64 durationSeconds = 0;
    EndReason end = EndReason::Finished;
    engine::GameOptions options;
    bool hints = false;
    QString dictionary;  // "checksum/words", empty when unknown
    QList<SeatSummary> seats;
    QList<WordSummary> words;
    QString recordText;  // the record format (docs/formats.md); empty when the history is unknown
    int round = 1;
};

QString endReasonName(EndReason reason);  // "finished", "replaced", "closed"

// Final (or current) scores, ranked with the rulebook's tie-break: total, then captured cards.
QList<SeatSummary> summarizeSeats(const GameSetup& setup, const engine::Scores& scores);

// Builds the summary of a game from its record (replayed to find every word and what it
// captured) or, when the history is unknown, from its position alone (no words). Never throws:
// a record that does not replay keeps its text and loses its words.
GameSummary summarizeGame(const GameSetup& setup, const std::optional<engine::io::Record>& record,
                          const engine::GameState& state, const dict::Lexicon& lexicon);

}  // namespace ps::ui::history
