#pragma once
// Game → My tables in words: a keeper's table summary as the row the window shows (whose move,
// since when, how long is left, the result), its pace, and the order of the rows. Pure: `now`
// is given (epoch seconds), so the tests fix it.

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <vector>

#include "keeper/keeper_messages.h"

namespace ps::ui {

struct TableRow {
    QString table;     // the table's id, which a friend can take a seat by
    QString pace;      // "live, 5 min a move" / "correspondence, 24 h a move"
    QString players;   // the names, an open seat said so
    QString move;      // "Your move", "Waiting for: Ala", "Waiting for 1 player", "Game over"
    QString since;     // when the awaited decision began
    QString timeLeft;  // "5 h 12 min left" (empty: no clock)
    QString round;
    QString result;  // at the end: each player's total
    bool yourMove = false;
    bool over = false;
};

class KeeperRows {
    Q_DECLARE_TR_FUNCTIONS(KeeperRows)

  public:
    // A time span in whole minutes, at most two units: "2 days 3 h", "5 h 12 min", "45 min".
    static QString duration(std::int64_t seconds);
    // The time per decision as it was set: "24 h", "2 days", "5 min".
    static QString decisionTime(std::int64_t seconds);
    static QString pace(const keeper::TableTerms& terms);
    // "Ala, Bartek, (open seat)".
    static QString players(const keeper::TableSummary& table);
    // The names of the seats taken: "Ala, Bartek".
    static QString seated(const keeper::TableSummary& table);
    // "1 of 3".
    static QString freeSeats(const keeper::TableSummary& table);
    // A decision of the asker's own seat is awaited.
    static bool waitsForYou(const keeper::TableSummary& table);
    static TableRow describe(const keeper::TableSummary& table, std::int64_t now);
    // The person's tables in the order shown: those waiting for them first (the nearest
    // deadline first), then the running ones, the ones still waiting for players, the
    // finished ones (the newest first).
    static void sort(std::vector<keeper::TableSummary>& tables);
    // A keeper's refusal in words: the reason as the app knows it, and the keeper's message.
    static QString refusal(const keeper::KeeperRefused& refused);
};

}  // namespace ps::ui
