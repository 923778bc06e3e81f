#include "board/BoardView.h"

#include <QAccessible>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLoggingCategory>
#include <QRadialGradient>
#include <QScrollBar>
#include <QShowEvent>
#include <QTimer>
#include <QToolButton>
#include <QWheelEvent>

#include "board/BoardScene.h"
#include "board/MiniMap.h"
#include "board/TableAccessible.h"
#include "style/Theme.h"

namespace ps::ui {

namespace {
// QT_LOGGING_RULES="potega.board.fit.debug=true" traces every change of the table's scale.
Q_LOGGING_CATEGORY(lcFit, "potega.board.fit", QtWarningMsg)
constexpr qreal kMaxScale = 3.0;
constexpr qreal kZoomStep = 1.25;
constexpr int kOverlayMargin = 8;
}  // namespace

BoardView::BoardView(BoardScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), board_(scene) {
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                   QPainter::TextAntialiasing);
    // No background cache: the felt's light follows the part in sight as the view pans.
    setCacheMode(QGraphicsView::CacheNone);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // set by updateSceneRect()
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Dragging the felt pans; a press on a card or a lit cell still goes to the item.
    setDragMode(QGraphicsView::ScrollHandDrag);
    setMinimumSize(320, 240);
    buildControls();
    settleTimer_ = new QTimer(this);
    settleTimer_->setSingleShot(true);
    settleTimer_->setInterval(kSettleMs);
    connect(settleTimer_, &QTimer::timeout, this, &BoardView::holdScale);
    miniMap_ = new MiniMap(scene, this, this);
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] { onContentChanged(); });
    connect(scene, &BoardScene::turnChanged, this, [this] { onTurnChanged(); });
    connect(scene, &BoardScene::focusChanged, this, [this](QPoint cell) { onFocusChanged(cell); });
    connect(scene, &BoardScene::justPlacedChanged, this, [this] {
        if (following_ && board_->justPlaced()) {
            ensureVisible(BoardScene::cellRect(*board_->justPlaced()), 40, 40);
        }
    });
    // The table's accessible object lists the cell under the keyboard's cursor.
    installTableAccessible();
    setProperty(kTableAccessibleProperty, QVariant::fromValue<void*>(&cursorCells_));
    setProperty("ownAccessible", true);
    retranslate();
}

void BoardView::buildControls() {
    controls_ = new QWidget(this);
    controls_->setObjectName(QStringLiteral("boardControls"));
    controls_->setAttribute(Qt::WA_StyledBackground);
    controls_->setStyleSheet(QStringLiteral(
        "#boardControls { background: rgba(16, 40, 36, 200); border-radius: 6px; }"
        "QToolButton { color: white; font-size: 16px; font-weight: bold; min-width: 28px; "
        "min-height: 28px; border: none; border-radius: 4px; }"
        "QToolButton:hover { background: rgba(255, 255, 255, 50); }"
        "QToolButton:checked { background: rgba(255, 212, 77, 110); }"));
    auto* layout = new QHBoxLayout(controls_);
    layout->setContentsMargins(3, 3, 3, 3);
    layout->setSpacing(2);
    const auto button = [&](const char* name, const QString& text) {
        auto* b = new QToolButton(controls_);
        b->setObjectName(QString::fromLatin1(name));
        b->setText(text);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::NoFocus);  // the keyboard stays on the table
        layout->addWidget(b);
        return b;
    };
    wholeButton_ = button("wholeTableButton", QStringLiteral("⤢"));
    followButton_ = button("followButton", QStringLiteral("◎"));
    zoomOutButton_ = button("zoomOutButton", QStringLiteral("−"));
    zoomInButton_ = button("zoomInButton", QStringLiteral("+"));
    followButton_->setCheckable(true);
    followButton_->setChecked(following_);
    connect(wholeButton_, &QToolButton::clicked, this, &BoardView::showWholeTable);
    connect(followButton_, &QToolButton::toggled, this, &BoardView::setFollowing);
    connect(zoomOutButton_, &QToolButton::clicked, this, &BoardView::zoomOut);
    connect(zoomInButton_, &QToolButton::clicked, this, &BoardView::zoomIn);
}

void BoardView::retranslate() {
    const auto label = [](QToolButton* b, const QString& text) {
        b->setToolTip(text);
        b->setAccessibleName(text);
    };
    label(wholeButton_, tr("Show the whole table"));
    label(followButton_, tr("Follow the action (a readable size, where the last move is)"));
    label(zoomOutButton_, tr("Zoom out (Ctrl+wheel)"));
    label(zoomInButton_, tr("Zoom in (Ctrl+wheel)"));
    miniMap_->setToolTip(tr("The whole table: click to look there"));
    miniMap_->setAccessibleName(tr("Overview of the table"));
}

void BoardView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QGraphicsView::changeEvent(event);
}

qreal BoardView::devicePixelRatioOfView() const {
    return viewport()->devicePixelRatioF();
}

qreal BoardView::minScale() const {
    return kMinCardPixels / theme::kCardWidth;
}

QSizeF BoardView::fullArea() const {
    return contentsRect().size();
}

BoardView::ScrollLayout BoardView::scrollLayoutAt(qreal scale) const {
    const QSizeF content = board_->contentRect().size() * scale;
    const QSizeF full = fullArea();
    const qreal barHeight = horizontalScrollBar()->sizeHint().height();
    const qreal barWidth = verticalScrollBar()->sizeHint().width();
    // A bar is needed along an axis where the table does not fit; showing one bar takes room
    // from the other axis, so a second look decides the other bar. The answer depends on the
    // view's size, the table and the scale alone.
    ScrollLayout layout;
    layout.horizontal = content.width() > full.width();
    layout.vertical = content.height() > full.height();
    if (layout.horizontal && !layout.vertical) {
        layout.vertical = content.height() > full.height() - barHeight;
    } else if (layout.vertical && !layout.horizontal) {
        layout.horizontal = content.width() > full.width() - barWidth;
    }
    layout.viewport = QSizeF(qMax(1.0, full.width() - (layout.vertical ? barWidth : 0.0)),
                             qMax(1.0, full.height() - (layout.horizontal ? barHeight : 0.0)));
    return layout;
}

qreal BoardView::fitScale() const {
    const QRectF content = board_->contentRect();
    // A table that fits shows no scroll bar: the fit is made for the whole area.
    const QSizeF area = fullArea();
    if (content.isEmpty() || area.isEmpty()) {
        return 1.0;
    }
    const qreal whole = qMin(area.width() / content.width(), area.height() / content.height());
    // The table may slide left, or down, out from under the zoom buttons: at the whole-view
    // scale when either leaves room, else at the larger scale of the two ways.
    const QRectF buttons = controlsArea(area);
    const qreal besideButtons =
        qMin((area.width() - buttons.width()) / content.width(), area.height() / content.height());
    const qreal belowButtons =
        qMin(area.width() / content.width(), (area.height() - buttons.height()) / content.height());
    return qMax(0.01, qMin(whole, qMax(besideButtons, belowButtons)));
}

QRectF BoardView::controlsArea(QSizeF view) const {
    if (controls_ == nullptr || controls_->isHidden()) {
        return {};
    }
    // Where placeOverlays() puts the buttons: the viewport's top right corner.
    const QSizeF buttons = controls_->sizeHint();
    const QRectF placed(view.width() - buttons.width() - kOverlayMargin, kOverlayMargin,
                        buttons.width(), buttons.height());
    return placed.adjusted(-kOverlayMargin, -kOverlayMargin, kOverlayMargin, kOverlayMargin)
        .intersected(QRectF(QPointF(), view));
}

QPointF BoardView::clearOfControls(QSizeF contentPixels, QSizeF view, bool fitsAcross,
                                   bool fitsDown) const {
    const QRectF buttons = controlsArea(view);
    // Where the table lies once centred; along an axis where it does not fit it fills the view.
    const QRectF shown(fitsAcross ? (view.width() - contentPixels.width()) / 2 : 0.0,
                       fitsDown ? (view.height() - contentPixels.height()) / 2 : 0.0,
                       fitsAcross ? contentPixels.width() : view.width(),
                       fitsDown ? contentPixels.height() : view.height());
    if (buttons.isEmpty() || !shown.intersects(buttons)) {
        return {};
    }
    const qreal left = shown.right() - buttons.left();
    const qreal down = buttons.bottom() - shown.top();
    const bool canLeft = fitsAcross && left <= shown.left() + 0.5;
    const bool canDown = fitsDown && down <= view.height() - shown.bottom() + 0.5;
    if (canLeft && (!canDown || left <= down)) {
        return {-left, 0.0};
    }
    if (canDown) {
        return {0.0, down};
    }
    return {};
}

void BoardView::applyScale(qreal scale) {
    const QPointF centre = visibleSceneRect().center();
    const bool changed = !qFuzzyCompare(scale, scale_);
    if (changed) {
        qCDebug(lcFit) << "scale" << scale_ << "->" << scale << "view" << size() << "window"
                       << window()->size() << "settling" << settling_;
    }
    scale_ = scale;
    setTransform(QTransform::fromScale(scale, scale));
    updateSceneRect();
    centerOn(centre);
    updateOverlays();
    if (changed) {
        emit scaleChanged(scale_);
    }
}

void BoardView::updateSceneRect() {
    if (updatingRect_) {
        return;
    }
    updatingRect_ = true;
    const QPointF centre = visibleSceneRect().center();
    const QRectF content = board_->contentRect();
    // The bars are set, not left to Qt's "as needed": the viewport they leave is known before
    // they are shown, and a resize they cause finds the same answer here.
    const ScrollLayout bars = scrollLayoutAt(scale_);
    setHorizontalScrollBarPolicy(bars.horizontal ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(bars.vertical ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAlwaysOff);
    const QSizeF inSight = bars.viewport / scale_;
    const bool fitsAcross = !bars.horizontal;
    const bool fitsDown = !bars.vertical;
    // A table that fits gets a scene exactly the viewport's size around it (centred, no scroll
    // bars); a larger one room to bring its edge cards out from under the minimap.
    QRectF area = content.adjusted(-inSight.width() * 0.2, -inSight.height() * 0.2,
                                   inSight.width() * 0.2, inSight.height() * 0.2);
    // Centred where it fits, moved aside just enough to keep every card visible beside the
    // zoom buttons.
    const QPointF aside =
        clearOfControls(content.size() * scale_, bars.viewport, fitsAcross, fitsDown) / scale_;
    if (fitsAcross) {
        area.setLeft(content.center().x() - inSight.width() / 2 - aside.x());
        area.setWidth(inSight.width());
    }
    if (fitsDown) {
        area.setTop(content.center().y() - inSight.height() / 2 - aside.y());
        area.setHeight(inSight.height());
    }
    if (area != sceneRect()) {
        setSceneRect(area);
    }
    centerOn(centre);  // growing the table does not move what the player looks at
    updatingRect_ = false;
}

void BoardView::refit() {
    if (scene() == nullptr) {
        return;
    }
    // Whatever asked for it, this fit is made for the window as it is now: only a later change
    // of the window's size asks for another.
    fittedWindowSize_ = window()->size();
    switch (mode_) {
        case Mode::Readable:
            applyScale(qBound(minScale(), fitScale(), kMaxFitScale));
            break;
        case Mode::Whole:
            applyScale(qMin(fitScale(), kMaxFitScale));
            break;
        case Mode::Manual:
            applyScale(scale_);
            break;
    }
}

void BoardView::zoomToFit() {
    mode_ = Mode::Readable;
    refit();
    followAction();
}

void BoardView::showWholeTable() {
    holdScale();
    mode_ = Mode::Whole;
    refit();
    centerOn(board_->contentRect().center());
    updateOverlays();
}

void BoardView::zoomIn() {
    holdScale();
    mode_ = Mode::Manual;
    applyScale(qMin(scale_ * kZoomStep, kMaxScale));
}

void BoardView::zoomOut() {
    holdScale();
    mode_ = Mode::Manual;
    // Down to the whole table in sight, and no further.
    const qreal floor = qMin(qMin(fitScale(), minScale()), scale_);
    applyScale(qMax(scale_ / kZoomStep, floor));
}

void BoardView::followAction() {
    QRectF action = board_->actionRect();
    if (board_->justPlaced()) {
        action |= BoardScene::cellRect(*board_->justPlaced());
    }
    if (action.isNull()) {
        action = board_->contentRect();
    }
    centerOn(action.center());
    updateOverlays();
}

void BoardView::setFollowing(bool following) {
    following_ = following;
    if (followButton_->isChecked() != following) {
        followButton_->setChecked(following);
    }
    if (following) {
        if (mode_ == Mode::Whole) {
            mode_ = Mode::Readable;
            refit();
        }
        followAction();
    }
}

void BoardView::onTurnChanged() {
    // Between turns: the only moment (besides the player's own request) the scale may change.
    if (!following_) {
        updateSceneRect();
        updateOverlays();
        return;
    }
    if (mode_ == Mode::Whole) {
        mode_ = Mode::Readable;
    }
    qCDebug(lcFit) << "turn changed";
    settling_ = true;
    settleTimer_->start();
    refit();
    followAction();
}

void BoardView::onContentChanged() {
    // A card placed mid-turn: the scene grows, the scale stays.
    holdScale();
    updateSceneRect();
    updateOverlays();
}

void BoardView::onFocusChanged(QPoint cell) {
    const QString text = board_->describeCell(cell);
    setAccessibleDescription(text);  // for clients that read the table's description
    if (QAccessible::isActive()) {
        const QRect area = mapFromScene(BoardScene::cellRect(cell)).boundingRect();
        cursorCells_.moveTo(this, area.translated(viewport()->mapToGlobal(QPoint())), text);
    }
}

QRectF BoardView::visibleSceneRect() const {
    return mapToScene(viewport()->rect()).boundingRect();
}

bool BoardView::wholeTableVisible() const {
    const QRectF content = board_->contentRect().adjusted(20, 20, -20, -20);
    return visibleSceneRect().adjusted(-1, -1, 1, 1).contains(content);
}

qreal BoardView::cardPixels() const {
    // Every card is drawn at the cell's width (a frozen one lies turned across its cell).
    return theme::kCardWidth * transform().m11() * devicePixelRatioOfView();
}

qreal BoardView::markerPixels() const {
    CardView plain;  // no marker on the table yet: the size a marker on a letter card would have
    qreal smallest = theme::markerDrawnSize(plain, theme::kCardWidth);
    bool any = false;
    for (auto it = board_->cards().cbegin(); it != board_->cards().cend(); ++it) {
        const CardView& card = it.value()->card();
        if (!card.markers.isEmpty()) {
            const qreal size = theme::markerDrawnSize(card, theme::kCardWidth);
            smallest = any ? qMin(smallest, size) : size;
            any = true;
        }
    }
    return smallest * transform().m11() * devicePixelRatioOfView();
}

void BoardView::placeOverlays() {
    const QRect area = viewport()->geometry();
    controls_->adjustSize();
    controls_->move(area.right() - controls_->width() - kOverlayMargin,
                    area.top() + kOverlayMargin);
    controls_->raise();
    placeMiniMap();
}

bool BoardView::coversTable(const QRect& overlay) const {
    // The overlay's area on the table, in scene units (viewport-relative rectangle in).
    const QRectF covered = mapToScene(overlay.translated(-viewport()->pos())).boundingRect();
    for (auto it = board_->cards().cbegin(); it != board_->cards().cend(); ++it) {
        if (covered.intersects(BoardScene::cellRect(it.key()))) {
            return true;
        }
    }
    for (const QPoint cell : board_->legalCells()) {
        if (covered.intersects(BoardScene::cellRect(cell))) {
            return true;
        }
    }
    return false;
}

void BoardView::placeMiniMap() {
    if (wholeTableVisible()) {
        miniMap_->hide();
        return;
    }
    // The first corner (then a smaller map in the same corners) where the map hides no card
    // and no cell where the card may go; none such: no map (the table comes first).
    const QRect area = viewport()->geometry();
    const QRect buttons = controls_->geometry().adjusted(0, 0, 0, kOverlayMargin);
    for (const qreal shrink : {1.0, 0.6}) {
        const QSize map =
            (QSizeF(miniMap_->sizeHint()) * shrink).toSize().boundedTo(area.size() / 3);
        const int left = area.left() + kOverlayMargin;
        const int right = area.right() - map.width() - kOverlayMargin + 1;
        const int top = area.top() + kOverlayMargin;
        const int bottom = area.bottom() - map.height() - kOverlayMargin + 1;
        for (const QPoint corner : {QPoint(right, bottom), QPoint(left, bottom), QPoint(left, top),
                                    QPoint(right, buttons.bottom() + 1)}) {
            const QRect place(corner, map);
            if (!place.intersects(buttons) && area.contains(place) && !coversTable(place)) {
                miniMap_->setGeometry(place);
                miniMap_->show();
                miniMap_->raise();
                miniMap_->update();
                return;
            }
        }
    }
    miniMap_->hide();
}

void BoardView::updateOverlays() {
    placeMiniMap();
    setAccessibleDescription(board_->accessibleSummary());
}

void BoardView::resizeEvent(QResizeEvent* event) {
    chooseUpdateMode();
    QGraphicsView::resizeEvent(event);
    placeOverlays();
    // The player resized the window: a re-fit is asked for. The view also changes size when
    // the scroll bars come and go, a dock is dragged or the panels beside it change: none of
    // these is a request, and a re-fit then would change the scale in the middle of a turn.
    const QSize windowSize = window()->size();
    qCDebug(lcFit) << "resize" << event->oldSize() << "->" << event->size() << "window"
                   << windowSize << "fitted for" << fittedWindowSize_ << "settling" << settling_;
    if (windowSize != fittedWindowSize_) {
        refit();
    } else if (settling_ && following_) {
        refit();  // the turn's fit, made before the window's layout had settled
        followAction();
    } else {
        updateSceneRect();
        updateOverlays();
    }
}

void BoardView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    // The window's own resizes are watched too: one that leaves the view's size as it was
    // (the panels beside it took the difference) would otherwise leave the fit believing the
    // window had its old size, and the next resize of the view alone would re-fit mid-turn.
    if (watchedWindow_ != window()) {
        if (watchedWindow_ != nullptr) {
            watchedWindow_->removeEventFilter(this);
        }
        watchedWindow_ = window();
        watchedWindow_->installEventFilter(this);
    }
}

bool BoardView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == watchedWindow_ && event->type() == QEvent::Resize) {
        // After the window's layout has given the view its new size, if that brought none.
        QTimer::singleShot(0, this, &BoardView::refitForWindow);
    }
    return QGraphicsView::eventFilter(watched, event);
}

void BoardView::refitForWindow() {
    if (isVisible() && window()->size() != fittedWindowSize_) {
        qCDebug(lcFit) << "window resized to" << window()->size() << "without the view";
        refit();
    }
}

void BoardView::scrollContentsBy(int dx, int dy) {
    QGraphicsView::scrollContentsBy(dx, dy);
    if (miniMap_ != nullptr && !updatingRect_) {
        updateOverlays();
    }
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    holdScale();  // a click on a cell, or a drag of the felt
    QGraphicsView::mousePressEvent(event);
}

void BoardView::wheelEvent(QWheelEvent* event) {
    holdScale();
    if (event->modifiers() & Qt::ControlModifier) {
        if (event->angleDelta().y() > 0) {
            zoomIn();
        } else if (event->angleDelta().y() < 0) {
            zoomOut();
        }
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);  // scrolls: the wheel pans, Shift+wheel sideways
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    holdScale();
    if (event->modifiers() & Qt::ShiftModifier) {
        // Shift+arrows pan the view by about a card.
        const int step = int(theme::kCardWidth * scale_);
        switch (event->key()) {
            case Qt::Key_Left:
                horizontalScrollBar()->setValue(horizontalScrollBar()->value() - step);
                return;
            case Qt::Key_Right:
                horizontalScrollBar()->setValue(horizontalScrollBar()->value() + step);
                return;
            case Qt::Key_Up:
                verticalScrollBar()->setValue(verticalScrollBar()->value() - step);
                return;
            case Qt::Key_Down:
                verticalScrollBar()->setValue(verticalScrollBar()->value() + step);
                return;
            default:
                break;
        }
    }
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
        case Qt::Key_Escape:
            emit escapePressed();
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
