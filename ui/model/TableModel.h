#pragma once
// What the window shows, in plain Qt types. The GameController fills it from the engine's
// state; the board scene and the panels only read it. Keeping the widgets on this small
// view model means they never see engine types.

#include <QList>
#include <QPoint>
#include <QString>

namespace ps::ui {

// One card as the table shows it.
struct CardView {
    QString letter;    // uppercase, one letter ("Ą")
    QString landmark;  // e.g. "KOLOSEUM"
    bool black = false;
    bool tape = false;    // face down: police tape
    bool frozen = false;  // ŻEL ZAPOMNIENIA: turned by 90°
    // Seats whose markers lie on the card, oldest first (0..3).
    QList<int> markers;
    bool operator==(const CardView&) const = default;
};

struct CellView {
    QPoint cell;  // column, row on the unbounded grid
    CardView card;
    bool operator==(const CellView&) const = default;
};

// A seat's public information.
struct SeatView {
    QString name;
    int colorIndex = 0;  // into Theme::playerColors()
    int shapeIndex = 0;  // circle / square / triangle / diamond
    bool human = true;
    int markersInPool = 30;
    QList<CardView> sheet;     // the card(s) waiting to be placed
    QList<CardView> captured;  // face-up captured cards
    int cardPoints = 0;
    int zonePoints = 0;
    int total() const { return cardPoints + zonePoints; }
    bool operator==(const SeatView&) const = default;
};

// The last move, shown on the table until the next player acts: the cells of the card(s) placed,
// the word's cards, the captured cards (now police tape, or empty) and the new tapes.
struct LastMoveView {
    int seat = -1;  // who moved; -1: nothing to show
    QList<QPoint> placed;
    QList<QPoint> word;  // in word order
    QString wordText;    // the word played, uppercase (its captured cards left the table)
    QList<QPoint> captured;
    QList<QPoint> tapes;
    [[nodiscard]] bool isEmpty() const { return seat < 0; }
    bool operator==(const LastMoveView&) const = default;
};

struct TableView {
    QList<CellView> cells;
    QList<SeatView> seats;
    int activeSeat = -1;
    int round = 1;  // 1..6
    int roundCount = 6;
    int stackSize = 0;
    bool gameOver = false;
    int turnNumber = 0;  // turns begun before the current one: the view re-fits when it changes
    LastMoveView lastMove;
    bool operator==(const TableView&) const = default;
};

}  // namespace ps::ui
