#include "board/BoardView.h"

#include <QKeyEvent>
#include <QRadialGradient>
#include <QWheelEvent>

#include "board/BoardScene.h"
#include "style/Theme.h"

namespace ps::ui {

BoardView::BoardView(BoardScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), board_(scene) {
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                   QPainter::TextAntialiasing);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setCacheMode(QGraphicsView::CacheBackground);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setMinimumSize(320, 240);
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] { refit(); });
}

void BoardView::refit() {
    if (scene() == nullptr) {
        return;
    }
    const QRectF content = board_->contentRect();
    resetTransform();
    const qreal sx = viewport()->width() / content.width();
    const qreal sy = viewport()->height() / content.height();
    // Never blow a small layout up beyond a comfortable card size.
    const qreal fit = qMin(qMin(sx, sy), 1.6);
    const qreal scaleFactor = fit * zoom_;
    scale(scaleFactor, scaleFactor);
    // Fitted, the whole table is in sight: no scroll bars. Zoomed in, room to scroll around
    // (drag the empty table, or use the scroll bars).
    const bool zoomed = zoom_ > 1.0;
    setHorizontalScrollBarPolicy(zoomed ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(zoomed ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    setDragMode(zoomed ? QGraphicsView::ScrollHandDrag : QGraphicsView::NoDrag);
    setSceneRect(zoomed ? content.adjusted(-content.width() / 2, -content.height() / 2,
                                           content.width() / 2, content.height() / 2)
                        : content);
    centerOn(content.center());
}

void BoardView::zoomIn() {
    zoom_ = qMin(zoom_ * 1.25, 4.0);
    refit();
}

void BoardView::zoomOut() {
    zoom_ = qMax(zoom_ / 1.25, 0.4);
    refit();
}

void BoardView::zoomToFit() {
    zoom_ = 1.0;
    refit();
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    refit();
}

void BoardView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers() & Qt::ControlModifier) {
        if (event->angleDelta().y() > 0) {
            zoomIn();
        } else if (event->angleDelta().y() < 0) {
            zoomOut();
        }
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Left:
            board_->moveFocus(-1, 0);
            return;
        case Qt::Key_Right:
            board_->moveFocus(1, 0);
            return;
        case Qt::Key_Up:
            board_->moveFocus(0, -1);
            return;
        case Qt::Key_Down:
            board_->moveFocus(0, 1);
            return;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            board_->activateFocus();
            return;
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoomIn();
            return;
        case Qt::Key_Minus:
            zoomOut();
            return;
        default:
            break;
    }
    QGraphicsView::keyPressEvent(event);
}

void BoardView::drawBackground(QPainter* painter, const QRectF& rect) {
    // A felt-like table: a soft radial light over the dark green.
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    QRadialGradient gradient(visible.center(), qMax(visible.width(), visible.height()) * 0.7);
    gradient.setColorAt(0.0, theme::tableColor().lighter(115));
    gradient.setColorAt(1.0, theme::tableColorDark());
    painter->fillRect(rect, gradient);
}

}  // namespace ps::ui
