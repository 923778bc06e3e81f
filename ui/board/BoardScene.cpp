#include "board/BoardScene.h"

#include <QGraphicsSceneMouseEvent>
#include <QMap>
#include <QPainterPath>
#include <QPropertyAnimation>
#include <QStyleOptionGraphicsItem>
#include <QVariantAnimation>
#include <algorithm>
#include <cmath>

namespace ps::ui {

namespace {
constexpr qreal kPitchX = theme::kCardWidth + theme::kCellGap;
constexpr qreal kPitchY = theme::kCardHeight + theme::kCellGap;
}  // namespace

CardItem::CardItem(QPoint cell, QGraphicsItem* parent) : QGraphicsObject(parent), cell_(cell) {
    // A card is drawn once per look and zoom, then blitted: repaints stay cheap with 100 cards.
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
}

QRectF CardItem::boundingRect() const {
    return QRectF(-8, -8, theme::kCardWidth + 16, theme::kCardHeight + 16);
}

void CardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QRectF rect(0, 0, theme::kCardWidth, theme::kCardHeight);
    if ((lastMove_ || pointed_) && !lit_ && !selectable_ && !justPlaced_) {
        // The last move: a white halo with the mover's colour inside, so it reads on the felt
        // whatever the colour. Pointed from the log: a dashed white frame.
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        const QRectF frame = rect.adjusted(-4, -4, 4, 4);
        if (pointed_) {
            painter->setPen(QPen(QColor(255, 255, 255), 5, Qt::DashLine));
            painter->drawRoundedRect(frame, 12, 12);
        } else {
            painter->setPen(QPen(QColor(255, 255, 255, 230), 8));
            painter->drawRoundedRect(frame, 12, 12);
            painter->setPen(QPen(moverColor_.isValid() ? moverColor_ : theme::accentColor(), 4));
            painter->drawRoundedRect(frame, 12, 12);
        }
        painter->restore();
    }
    if (lit_ || selectable_ || justPlaced_) {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        QColor glow = lit_ ? theme::highlightColor()
                           : (justPlaced_ ? QColor(0x9b, 0xe7, 0xff) : QColor(0xff, 0x8a, 0x65));
        painter->setPen(QPen(glow, 6));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 12, 12);
        painter->restore();
    }
    theme::paintCard(*painter, rect, card_, looks_);
    if (lit_ && litOrder_ > 0) {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        const QRectF badge(rect.left() + 4, rect.top() + 4, 26, 26);
        painter->setPen(Qt::NoPen);
        painter->setBrush(theme::highlightColor());
        painter->drawEllipse(badge);
        QFont font = painter->font();
        font.setPixelSize(15);
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(QColor(0x20, 0x20, 0x20));
        painter->drawText(badge, Qt::AlignCenter, QString::number(litOrder_));
        painter->restore();
    }
    if (focused_ || hovered_) {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(focused_ ? QColor(255, 255, 255) : QColor(255, 255, 255, 150), 3,
                             focused_ ? Qt::DashLine : Qt::SolidLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(rect.adjusted(-6, -6, 6, 6), 12, 12);
        painter->restore();
    }
}

void CardItem::setCard(const CardView& card, const QList<theme::SeatLook>& looks, bool animate) {
    const bool flip = animate && card.tape != card_.tape && !card_.letter.isEmpty();
    card_ = card;
    looks_ = looks;
    update();
    if (flip) {
        // Turn the card over around its vertical axis: squeeze to nothing and back.
        auto* animation = new QVariantAnimation(this);
        animation->setDuration(360);
        animation->setStartValue(0.0);
        animation->setEndValue(1.0);
        connect(animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
            const qreal t = value.toReal();
            const qreal sx = qMax(0.02, std::abs(1.0 - 2.0 * t));
            QTransform transform;
            transform.translate(theme::kCardWidth / 2, 0);
            transform.scale(sx, 1.0);
            transform.translate(-theme::kCardWidth / 2, 0);
            setTransform(transform);
        });
        connect(animation, &QVariantAnimation::finished, this,
                [this] { setTransform(QTransform()); });
        animation->start(QAbstractAnimation::DeleteWhenStopped);
    }
}

void CardItem::setLit(bool lit, int order) {
    if (lit_ != lit || litOrder_ != order) {
        lit_ = lit;
        litOrder_ = order;
        update();
    }
}

void CardItem::setSelectable(bool selectable) {
    if (selectable_ != selectable) {
        selectable_ = selectable;
        update();
    }
}

void CardItem::setFocused(bool focused) {
    if (focused_ != focused) {
        focused_ = focused;
        update();
    }
}

void CardItem::setJustPlaced(bool placed) {
    if (justPlaced_ != placed) {
        justPlaced_ = placed;
        update();
    }
}

void CardItem::setLastMove(bool inLastMove, const QColor& moverColor) {
    if (lastMove_ != inLastMove || moverColor_ != moverColor) {
        lastMove_ = inLastMove;
        moverColor_ = moverColor;
        update();
    }
}

void CardItem::setPointed(bool pointed) {
    if (pointed_ != pointed) {
        pointed_ = pointed;
        update();
    }
}

void CardItem::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        emit clicked(cell_);
        event->accept();
        return;
    }
    QGraphicsObject::mousePressEvent(event);
}

void CardItem::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = true;
    update();
}

void CardItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = false;
    update();
}

CellItem::CellItem(QPoint cell, QGraphicsItem* parent) : QGraphicsObject(parent), cell_(cell) {
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
}

QRectF CellItem::boundingRect() const {
    return QRectF(-4, -4, theme::kCardWidth + 8, theme::kCardHeight + 8);
}

void CellItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF rect(2, 2, theme::kCardWidth - 4, theme::kCardHeight - 4);
    QColor fill = theme::highlightColor();
    fill.setAlpha(hovered_ || focused_ ? 110 : 45);
    painter->setBrush(fill);
    painter->setPen(QPen(theme::highlightColor(), focused_ ? 4 : 2.5, Qt::DashLine));
    painter->drawRoundedRect(rect, 10, 10);
    painter->setPen(QPen(theme::highlightColor(), 4, Qt::SolidLine, Qt::RoundCap));
    const QPointF c = rect.center();
    painter->drawLine(c + QPointF(-12, 0), c + QPointF(12, 0));
    painter->drawLine(c + QPointF(0, -12), c + QPointF(0, 12));
    painter->restore();
}

void CellItem::setFocused(bool focused) {
    if (focused_ != focused) {
        focused_ = focused;
        update();
    }
}

void CellItem::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        emit clicked(cell_);
        event->accept();
        return;
    }
    QGraphicsObject::mousePressEvent(event);
}

void CellItem::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = true;
    update();
}

void CellItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    hovered_ = false;
    update();
}

BoardScene::BoardScene(QObject* parent) : QGraphicsScene(parent) {
    setBackgroundBrush(Qt::NoBrush);
}

QRectF BoardScene::cellRect(QPoint cell) {
    return QRectF(cell.x() * kPitchX, cell.y() * kPitchY, theme::kCardWidth, theme::kCardHeight);
}

void BoardScene::setTable(const TableView& table) {
    looks_.clear();
    seatNames_.clear();
    for (int seat = 0; seat < table.seats.size(); ++seat) {
        looks_.append({theme::playerColor(table.seats[seat].colorIndex),
                       static_cast<MarkerShape>(table.seats[seat].shapeIndex)});
        seatNames_.append(table.seats[seat].name);
    }
    QSet<QPoint> present;
    for (const CellView& cellView : table.cells) {
        present.insert(cellView.cell);
        CardItem* item = cards_.value(cellView.cell);
        bool fresh = false;
        if (item == nullptr) {
            item = new CardItem(cellView.cell);
            item->setPos(cellRect(cellView.cell).topLeft());
            connect(item, &CardItem::clicked, this, &BoardScene::cardClicked);
            addItem(item);
            cards_.insert(cellView.cell, item);
            fresh = true;
        }
        item->setCard(cellView.card, looks_, animations_);
        if (fresh && animations_) {
            // A card put on the table fades in.
            // (Never from 0: a fully transparent item takes no clicks.)
            item->setOpacity(0.25);
            auto* fade = new QPropertyAnimation(item, "opacity", item);
            fade->setDuration(260);
            fade->setStartValue(0.25);
            fade->setEndValue(1.0);
            fade->start(QAbstractAnimation::DeleteWhenStopped);
        }
        item->setToolTip(cellView.card.tape ? tr("Police tape") : cellView.card.landmark);
        item->setAccessibleName(cardDescription(cellView.card));
    }
    for (auto it = cards_.begin(); it != cards_.end();) {
        if (!present.contains(it.key())) {
            delete it.value();
            it = cards_.erase(it);
        } else {
            ++it;
        }
    }
    showLastMove(table.lastMove);
    const bool newTurn = table.turnNumber != turnNumber_ || table.cells.size() < tableSize_;
    turnNumber_ = table.turnNumber;
    tableSize_ = int(table.cells.size());
    if (newTurn) {
        setPointedCells({});  // a pointer from the log belongs to the turn it was made in
    }
    setSceneRect(contentRect());
    if (newTurn) {
        emit turnChanged();
    }
}

void BoardScene::showLastMove(const LastMoveView& lastMove) {
    lastMove_ = lastMove;
    qDeleteAll(lastMoveItems_);
    lastMoveItems_.clear();
    QSet<QPoint> cells;
    for (const QList<QPoint>* list : {&lastMove.placed, &lastMove.word, &lastMove.tapes}) {
        cells.unite(QSet<QPoint>(list->begin(), list->end()));
    }
    const QColor color = lastMove.seat >= 0 && lastMove.seat < looks_.size()
                             ? looks_[lastMove.seat].color
                             : QColor();
    for (auto it = cards_.begin(); it != cards_.end(); ++it) {
        it.value()->setLastMove(cells.contains(it.key()), color);
    }
    // A captured card whose cell stayed empty (no stack left): its outline stays a moment.
    for (const QPoint cell : lastMove.captured) {
        if (!cards_.contains(cell)) {
            QPainterPath path;
            path.addRoundedRect(cellRect(cell).adjusted(2, 2, -2, -2), 10, 10);
            auto* ghost = addPath(path, QPen(QColor(255, 255, 255, 200), 4, Qt::DashLine));
            ghost->setZValue(-1.5);
            lastMoveItems_.append(ghost);
        }
    }
}

void BoardScene::setPointedCells(const QList<QPoint>& cells) {
    pointed_ = cells;
    for (auto it = cards_.begin(); it != cards_.end(); ++it) {
        it.value()->setPointed(cells.contains(it.key()));
    }
}

QRectF BoardScene::actionRect() const {
    QRectF rect;
    const auto add = [&](const QList<QPoint>& cells) {
        for (const QPoint cell : cells) {
            rect |= cellRect(cell);
        }
    };
    if (!pointed_.isEmpty()) {
        add(pointed_);
    } else if (!lastMove_.isEmpty()) {
        add(lastMove_.placed);
        add(lastMove_.word);
        add(lastMove_.tapes);
    }
    for (auto it = cards_.cbegin(); it != cards_.cend(); ++it) {
        if (it.value()->isLit()) {
            rect |= cellRect(it.key());
        }
    }
    return rect;
}

QRectF BoardScene::contentRect() const {
    QRectF bounds;
    for (auto it = cards_.cbegin(); it != cards_.cend(); ++it) {
        bounds |= cellRect(it.key());
    }
    for (auto it = legal_.cbegin(); it != legal_.cend(); ++it) {
        bounds |= cellRect(it.key());
    }
    bounds |= reach_;
    if (bounds.isNull()) {
        bounds = cellRect(QPoint(0, 0));
    }
    return bounds.adjusted(-24, -24, 24, 24);
}

void BoardScene::setLegalCells(const QList<QPoint>& cells) {
    const QSet<QPoint> wanted(cells.begin(), cells.end());
    for (auto it = legal_.begin(); it != legal_.end();) {
        if (!wanted.contains(it.key())) {
            delete it.value();
            it = legal_.erase(it);
        } else {
            ++it;
        }
    }
    for (const QPoint cell : cells) {
        if (!legal_.contains(cell)) {
            auto* item = new CellItem(cell);
            item->setPos(cellRect(cell).topLeft());
            item->setZValue(-1);
            connect(item, &CellItem::clicked, this, &BoardScene::cellClicked);
            addItem(item);
            legal_.insert(cell, item);
        }
    }
    if (focus_ && !cursorBounds().contains(*focus_)) {
        focus_.reset();
    }
    updateFocusItems();
    setSceneRect(contentRect());
}

void BoardScene::setReach(const QList<QPoint>& cells) {
    QRectF reach;
    for (const QPoint cell : cells) {
        reach |= cellRect(cell);
    }
    if (reach != reach_) {
        reach_ = reach;
        setSceneRect(contentRect());
    }
}

void BoardScene::setLitCells(const QList<QPoint>& cells) {
    for (auto it = cards_.begin(); it != cards_.end(); ++it) {
        const auto index = cells.indexOf(it.key());
        it.value()->setLit(index >= 0, index >= 0 ? int(index) + 1 : 0);
    }
}

void BoardScene::setSelectableCells(const QList<QPoint>& cells) {
    for (auto it = cards_.begin(); it != cards_.end(); ++it) {
        it.value()->setSelectable(cells.contains(it.key()));
    }
}

void BoardScene::setJustPlaced(std::optional<QPoint> cell) {
    for (auto it = cards_.begin(); it != cards_.end(); ++it) {
        it.value()->setJustPlaced(cell && *cell == it.key());
    }
    if (justPlaced_ != cell) {
        justPlaced_ = cell;
        emit justPlacedChanged();
    }
}

void BoardScene::showScoringZones(const std::vector<engine::Zone>& zones) {
    QList<QPair<int, QList<QPoint>>> outlined;
    for (const engine::Zone& zone : zones) {
        QList<QPoint> cells;
        for (const engine::Cell cell : zone.tapeCells) {
            cells << QPoint(cell.x, cell.y);
        }
        for (const engine::Cell cell : zone.linkCells) {
            cells << QPoint(cell.x, cell.y);
        }
        outlined.append({zone.owner, cells});
    }
    setZones(outlined);
}

void BoardScene::setZones(const QList<QPair<int, QList<QPoint>>>& zones) {
    qDeleteAll(zoneItems_);
    zoneItems_.clear();
    for (const auto& [seat, cells] : zones) {
        if (seat < 0 || seat >= looks_.size()) {
            continue;
        }
        QPainterPath path;
        path.setFillRule(Qt::WindingFill);
        for (const QPoint cell : cells) {
            path.addRoundedRect(cellRect(cell).adjusted(-7, -7, 7, 7), 14, 14);
        }
        path = path.simplified();
        QColor fill = looks_[seat].color;
        fill.setAlpha(70);
        auto* item = addPath(path, QPen(looks_[seat].color, 5), fill);
        item->setZValue(-2);
        zoneItems_.append(item);
    }
}

void BoardScene::updateFocusItems() {
    for (auto it = cards_.begin(); it != cards_.end(); ++it) {
        it.value()->setFocused(focus_ && *focus_ == it.key());
    }
    for (auto it = legal_.begin(); it != legal_.end(); ++it) {
        it.value()->setFocused(focus_ && *focus_ == it.key());
    }
    // A cell with nothing on it has no item to show the cursor: a frame of its own does.
    const bool onNothing = focus_ && !cards_.contains(*focus_) && !legal_.contains(*focus_);
    if (onNothing && cursorFrame_ == nullptr) {
        cursorFrame_ =
            addRect(QRectF(), QPen(QColor(255, 255, 255), 3, Qt::DashLine));  // as a card's
        cursorFrame_->setZValue(5);
    }
    if (cursorFrame_ != nullptr) {
        cursorFrame_->setVisible(onNothing);
        if (onNothing) {
            cursorFrame_->setRect(cellRect(*focus_).adjusted(4, 4, -4, -4));
        }
    }
}

QRect BoardScene::cursorBounds() const {
    QRect bounds;
    for (auto it = cards_.cbegin(); it != cards_.cend(); ++it) {
        bounds |= QRect(it.key(), QSize(1, 1));
    }
    for (auto it = legal_.cbegin(); it != legal_.cend(); ++it) {
        bounds |= QRect(it.key(), QSize(1, 1));
    }
    return bounds;
}

void BoardScene::moveFocus(int dx, int dy) {
    if (cards_.isEmpty() && legal_.isEmpty()) {
        return;
    }
    if (!focus_) {
        // Start on a legal cell when there is one: that is what the player does first.
        auto sorted = legal_.isEmpty() ? cards_.keys() : legal_.keys();
        std::sort(sorted.begin(), sorted.end(), [](QPoint a, QPoint b) {
            return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
        });
        focus_ = sorted.front();
        updateFocusItems();
        emit focusChanged(*focus_);
        return;
    }
    // One cell at a time, straight along the row or column, empty cells included: a grid a
    // person can picture and count, whether they see it or hear it. At the edge of the cards
    // and free cells the cursor stays, and its cell is said again.
    const QPoint next = *focus_ + QPoint(dx, dy);
    if (cursorBounds().contains(next)) {
        focus_ = next;
        updateFocusItems();
        if (auto* item = cards_.value(*focus_)) {
            item->ensureVisible();
        } else if (auto* cell = legal_.value(*focus_)) {
            cell->ensureVisible();
        } else if (cursorFrame_ != nullptr) {
            cursorFrame_->ensureVisible();
        }
    }
    emit focusChanged(*focus_);
}

void BoardScene::activateFocus() {
    if (!focus_) {
        return;
    }
    if (legal_.contains(*focus_)) {
        emit cellClicked(*focus_);
    } else if (cards_.contains(*focus_)) {
        emit cardClicked(*focus_);
    }
}

}  // namespace ps::ui
