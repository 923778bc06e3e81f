#include "board/MiniMap.h"

#include <QMouseEvent>
#include <QPainter>

#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "style/Theme.h"

namespace ps::ui {

MiniMap::MiniMap(BoardScene* scene, BoardView* view, QWidget* parent)
    : QWidget(parent), scene_(scene), view_(view) {
    setObjectName(QStringLiteral("miniMap"));
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::NoFocus);
    hide();
}

QRectF MiniMap::sceneArea() const {
    return scene_->contentRect();
}

QRectF MiniMap::drawArea() const {
    const QRectF frame = QRectF(rect()).adjusted(6, 6, -6, -6);
    const QRectF area = sceneArea();
    if (area.isEmpty() || frame.isEmpty()) {
        return frame;
    }
    const qreal scale = qMin(frame.width() / area.width(), frame.height() / area.height());
    QRectF drawn(0, 0, area.width() * scale, area.height() * scale);
    drawn.moveCenter(frame.center());
    return drawn;
}

QPointF MiniMap::toScene(QPointF point) const {
    const QRectF area = sceneArea();
    const QRectF drawn = drawArea();
    if (drawn.isEmpty()) {
        return area.center();
    }
    return {area.left() + (point.x() - drawn.left()) * area.width() / drawn.width(),
            area.top() + (point.y() - drawn.top()) * area.height() / drawn.height()};
}

QPointF MiniMap::fromScene(QPointF point) const {
    const QRectF area = sceneArea();
    const QRectF drawn = drawArea();
    if (area.isEmpty()) {
        return drawn.center();
    }
    return {drawn.left() + (point.x() - area.left()) * drawn.width() / area.width(),
            drawn.top() + (point.y() - area.top()) * drawn.height() / area.height()};
}

void MiniMap::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(255, 255, 255, 160), 1));
    painter.setBrush(QColor(10, 30, 26, 215));
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    const QColor moverColor(255, 255, 255);
    for (auto it = scene_->cards().cbegin(); it != scene_->cards().cend(); ++it) {
        const QRectF cell = BoardScene::cellRect(it.key());
        const QRectF tile(fromScene(cell.topLeft()), fromScene(cell.bottomRight()));
        const CardView& card = it.value()->card();
        QColor fill = card.tape
                          ? QColor(0xf7, 0xd0, 0x1c)
                          : (card.black ? QColor(0x55, 0x55, 0x5c) : QColor(0xfb, 0xf8, 0xf0));
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawRect(tile);
        if (it.value()->isInLastMove() || it.value()->isPointed()) {
            painter.setPen(QPen(moverColor, 2));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(tile.adjusted(-1.5, -1.5, 1.5, 1.5));
        }
    }
    // The part of the table in sight.
    const QRectF visible = view_->visibleSceneRect();
    const QRectF frame(fromScene(visible.topLeft()), fromScene(visible.bottomRight()));
    painter.setPen(QPen(theme::highlightColor(), 2));
    painter.setBrush(QColor(255, 212, 77, 40));
    painter.drawRect(frame.intersected(QRectF(rect()).adjusted(1, 1, -1, -1)));
}

void MiniMap::jumpTo(QPointF point) {
    view_->centerOn(toScene(point));
    update();
}

void MiniMap::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        jumpTo(event->position());
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void MiniMap::mouseMoveEvent(QMouseEvent* event) {
    if (event->buttons() & Qt::LeftButton) {
        jumpTo(event->position());
        event->accept();
        return;
    }
    QWidget::mouseMoveEvent(event);
}

}  // namespace ps::ui
