#pragma once
// The table: a QGraphicsScene holding one item per card plus highlight items for the cells a
// card may be placed in. It only shows what it is given and reports clicks; the controller
// decides what a click means.

#include <QGraphicsObject>
#include <QGraphicsScene>
#include <QHash>
#include <QPoint>
#include <QSet>
#include <QStringList>

#include <vector>

#include "engine/game.h"
#include "model/CellNames.h"
#include "model/TableModel.h"
#include "style/Theme.h"

namespace ps::ui {

class CardItem : public QGraphicsObject {
    Q_OBJECT
  public:
    explicit CardItem(QPoint cell, QGraphicsItem* parent = nullptr);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    QPoint cell() const { return cell_; }
    // `animate`: a card turned to its tape side flips over instead of changing at once.
    void setCard(const CardView& card, const QList<theme::SeatLook>& looks, bool animate = false);
    const CardView& card() const { return card_; }
    // Lit: the word being typed would use this card (number = position in the word, 1-based).
    void setLit(bool lit, int order = 0);
    bool isLit() const { return lit_; }
    void setSelectable(bool selectable);  // a target for a black-card action, etc.
    bool isSelectable() const { return selectable_; }
    void setFocused(bool focused);
    void setJustPlaced(bool placed);
    // Part of the last move (placed, in the word, or a new tape), in the mover's colour.
    void setLastMove(bool inLastMove, const QColor& moverColor = {});
    bool isInLastMove() const { return lastMove_; }
    // Pointed at from the log: the word of the turn the reader clicked.
    void setPointed(bool pointed);
    bool isPointed() const { return pointed_; }
    // What a screen reader says for the card ("Card Ł (ŁAZIENKI), marker of Ania").
    QString accessibleName() const { return accessibleName_; }
    void setAccessibleName(const QString& name) { accessibleName_ = name; }

  protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

  signals:
    void clicked(QPoint cell);

  private:
    QPoint cell_;
    CardView card_;
    QList<theme::SeatLook> looks_;
    QString accessibleName_;
    QColor moverColor_;
    bool lit_ = false;
    int litOrder_ = 0;
    bool selectable_ = false;
    bool focused_ = false;
    bool hovered_ = false;
    bool justPlaced_ = false;
    bool lastMove_ = false;
    bool pointed_ = false;
};

// An empty cell where the active player may place a card.
class CellItem : public QGraphicsObject {
    Q_OBJECT
  public:
    explicit CellItem(QPoint cell, QGraphicsItem* parent = nullptr);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    QPoint cell() const { return cell_; }
    void setFocused(bool focused);

  protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

  signals:
    void clicked(QPoint cell);

  private:
    QPoint cell_;
    bool focused_ = false;
    bool hovered_ = false;
};

class BoardScene : public QGraphicsScene {
    Q_OBJECT
  public:
    explicit BoardScene(QObject* parent = nullptr);
    // Short animations (cards appearing, captured cards flipping to tape); a setting.
    void setAnimationsEnabled(bool enabled) { animations_ = enabled; }

    // Scene rectangle of a grid cell.
    static QRectF cellRect(QPoint cell);

    void setTable(const TableView& table);
    void setLegalCells(const QList<QPoint>& cells);
    // The cells where the active player's card may go, whoever plays (nothing is drawn there):
    // the table's content includes them, so a turn's fit keeps room for the card a bot or a
    // player at another screen is about to place, as it does for the lit cells on a person's.
    void setReach(const QList<QPoint>& cells);
    // Cards the current word would use, in word order.
    void setLitCells(const QList<QPoint>& cells);
    void setSelectableCells(const QList<QPoint>& cells);
    // Zones outlined at the end of the game: groups of cells per seat.
    void setZones(const QList<QPair<int, QList<QPoint>>>& zones);
    // The final table's scoring zones (their tape and link cells), outlined in their owners'
    // colours.
    void showScoringZones(const std::vector<engine::Zone>& zones);
    void setJustPlaced(std::optional<QPoint> cell);
    // Cells pointed at from the log (a turn's word); empty clears.
    void setPointedCells(const QList<QPoint>& cells);
    QList<QPoint> pointedCells() const { return pointed_; }
    // The last move as set by the latest setTable().
    const LastMoveView& lastMove() const { return lastMove_; }
    // The cells the action is about: the last move (or the pointed cells), else the cards
    // placed this turn; empty when there is nothing to show.
    QRectF actionRect() const;
    // The name a screen reader gives the card at `cell` (empty for an empty cell).
    QString accessibleNameAt(QPoint cell) const;
    // What a screen reader says when the keyboard reaches `cell`: its name on the table and
    // what lies there ("B4: K, Koloseum, marker of Ala"; "C5: empty, the card may go here"),
    // and whether it is in the typed word or a target of the black-card action being aimed.
    QString describeCell(QPoint cell) const;
    // The names of the cells ("B4") for the table as it is now.
    [[nodiscard]] CellNames cellNames() const;
    // A summary of the table for the view's accessible description: the cards, the last move
    // (its whole word, captured cards included) and the table row by row.
    QString accessibleSummary() const;
    const QHash<QPoint, CardItem*>& cards() const { return cards_; }

    // Keyboard focus among interactive cells (legal cells, then cards).
    void moveFocus(int dx, int dy);
    void activateFocus();
    std::optional<QPoint> focusedCell() const { return focus_; }
    std::optional<QPoint> justPlaced() const { return justPlaced_; }

    CardItem* cardAt(QPoint cell) const { return cards_.value(cell); }
    CellItem* legalCellAt(QPoint cell) const { return legal_.value(cell); }
    QList<QPoint> legalCells() const { return legal_.keys(); }
    QRectF contentRect() const;

  signals:
    void cellClicked(QPoint cell);  // an empty legal cell
    void cardClicked(QPoint cell);  // a card on the table
    // A new turn began (the table's turn number changed), or a new game: the view re-fits.
    void turnChanged();
    void focusChanged(QPoint cell);  // keyboard focus moved to a cell
    void justPlacedChanged();        // a card was placed (or taken back) in this turn

  private:
    void updateFocusItems();
    // The cells the keyboard's cursor may visit: the box around the cards and free cells.
    [[nodiscard]] QRect cursorBounds() const;
    void showLastMove(const LastMoveView& lastMove);
    QString cardDescription(const CardView& card) const;
    QList<theme::SeatLook> looks_;
    QStringList seatNames_;
    LastMoveView lastMove_;
    QList<QPoint> pointed_;
    QList<QGraphicsItem*> lastMoveItems_;  // outlines of captured cells left empty
    int turnNumber_ = -1;
    int tableSize_ = 0;
    QHash<QPoint, CardItem*> cards_;
    QHash<QPoint, CellItem*> legal_;
    QRectF reach_;  // the box around setReach()'s cells (null: none)
    QList<QGraphicsItem*> zoneItems_;
    std::optional<QPoint> focus_;
    QGraphicsRectItem* cursorFrame_ = nullptr;  // the cursor on a cell with nothing on it
    std::optional<QPoint> justPlaced_;
    bool animations_ = true;
};

}  // namespace ps::ui
