#pragma once
// The view on the table. It keeps every card readable: the table is fitted to the window down
// to a minimum card size, and past that the view pans (drag the felt, scroll bars, the wheel,
// Shift+arrows) instead of shrinking. The scale stays put while a turn is in progress and is
// re-fitted only when a turn begins or on demand; at the start of a turn the view shows where
// the action is (the last move). Buttons on the view: fit the whole table, follow the action,
// zoom out / in (also Ctrl+wheel, Ctrl+plus/minus); a minimap in the corner shows the whole
// table and the part in sight whenever not everything is. Arrow keys + Enter play without a
// mouse.

#include <QGraphicsView>
#include <cmath>

#include "board/TableAccessible.h"

class QTimer;
class QToolButton;

namespace ps::ui {

class BoardScene;
class MiniMap;

class BoardView : public QGraphicsView {
    Q_OBJECT
  public:
    explicit BoardView(BoardScene* scene, QWidget* parent = nullptr);

    // How long a new turn's fit may follow the view's size while the window lays itself out.
    static constexpr int kSettleMs = 400;
    // The smallest card the view shows on its own (logical pixels wide; at least 40 device
    // pixels on any screen). Only "whole table" and zooming out by hand go below it.
    static constexpr qreal kMinCardPixels = 44.0;
    // The largest card a fit makes of a small layout.
    static constexpr qreal kMaxFitScale = 1.6;

    void zoomIn();
    void zoomOut();
    // A readable fit (whole table if it fits, else the minimum card size) centred on the
    // action; this is what every new turn does.
    void zoomToFit();
    // Every card in sight, whatever their size (until the next turn or another choice).
    void showWholeTable();
    // Pans to where the action is now (no change of scale).
    void followAction();
    // Following: each turn starts with a readable fit on the action, and the view pans to the
    // cards placed and lit during the turn. Off: the view stays where the player put it.
    void setFollowing(bool following);
    [[nodiscard]] bool isFollowing() const { return following_; }
    // Re-fits now (for a new game; keeps the mode).
    void refit();
    // The person has begun the turn (placed a card, typed, zoomed, panned): from now until the
    // next turn the scale changes only on request. Until then the turn's fit follows the view's
    // size, which the window's layout may still be settling when the turn begins.
    void holdScale() { settling_ = false; }
    [[nodiscard]] bool isSettling() const { return settling_; }

    // Scene units → logical pixels.
    [[nodiscard]] qreal scale() const { return scale_; }
    // The smallest card and marker on screen, in device pixels (measured from the transform
    // and the screen's pixel ratio, for the screenshots' report and the tests).
    [[nodiscard]] qreal cardPixels() const;
    [[nodiscard]] qreal markerPixels() const;
    // Every card is inside the visible area.
    [[nodiscard]] bool wholeTableVisible() const;
    [[nodiscard]] QRectF visibleSceneRect() const;
    MiniMap* miniMap() const { return miniMap_; }

  signals:
    void scaleChanged(qreal scale);
    // Esc on the table: the window backs out one step (a black-card action being aimed).
    void escapePressed();

  protected:
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void scrollContentsBy(int dx, int dy) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    enum class Mode { Readable, Whole, Manual };
    TableCursorCells cursorCells_;  // the keyboard cursor's cell, as a screen reader meets it
    void buildControls();
    void retranslate();
    void placeOverlays();
    // The minimap in a corner where it covers no card and no cell where the card may go.
    void placeMiniMap();
    // Whether `overlay` (in the view's coordinates) lies over a card or such a cell.
    [[nodiscard]] bool coversTable(const QRect& overlay) const;
    void onTurnChanged();
    void onContentChanged();
    // The top-level window changed size: a re-fit is asked for (once its layout is done).
    void refitForWindow();
    void onFocusChanged(QPoint cell);
    void applyScale(qreal scale);
    void updateSceneRect();
    void updateOverlays();
    // Which scroll bars the table needs at `scale`, and the viewport that leaves. Worked out
    // from the view's own size, never from the viewport: the viewport shrinks when a bar is
    // shown, so a choice read from it would undo itself (and showed, hid and showed the bars
    // for ever at some window sizes).
    struct ScrollLayout {
        bool horizontal = false;
        bool vertical = false;
        QSizeF viewport;  // logical pixels
    };
    [[nodiscard]] ScrollLayout scrollLayoutAt(qreal scale) const;
    // The area the table may fill when no scroll bar is shown (logical pixels).
    [[nodiscard]] QSizeF fullArea() const;
    [[nodiscard]] qreal fitScale()
        const;  // the whole content in the full area, clear of the buttons
    // The zoom buttons' corner, with a margin, in the pixels of a viewport of size `view`.
    [[nodiscard]] QRectF controlsArea(QSizeF view) const;
    // How far (viewport pixels) a table drawn at `contentPixels` in a viewport of size `view`,
    // centred on the axes where it fits, must move so that no card lies under the zoom buttons:
    // left (negative x) or down.
    [[nodiscard]] QPointF clearOfControls(QSizeF contentPixels, QSizeF view, bool fitsAcross,
                                          bool fitsDown) const;
    [[nodiscard]] qreal minScale() const;  // the minimum readable card
    [[nodiscard]] qreal devicePixelRatioOfView() const;
    // At a fractional pixel ratio (scale 1.5) a partial repaint or a scroll ends inside a device
    // pixel and leaves a 1-px seam of what was there before, so the whole viewport repaints
    // (chosen on every resize, which a screen of another ratio also brings).
    void chooseUpdateMode() {
        const bool fractional = std::fmod(devicePixelRatioOfView(), 1.0) > 0.01;
        setViewportUpdateMode(fractional ? FullViewportUpdate : SmartViewportUpdate);
    }

    BoardScene* board_;
    Mode mode_ = Mode::Readable;
    qreal scale_ = 1.0;
    bool following_ = true;
    bool settling_ = false;          // a new turn's fit, before the person begins the turn
    QTimer* settleTimer_ = nullptr;  // ends the turn's settling even if the person waits
    bool updatingRect_ = false;
    QSize fittedWindowSize_;            // the top-level window's size at the last re-fit
    QWidget* watchedWindow_ = nullptr;  // whose resizes ask for a re-fit
    MiniMap* miniMap_ = nullptr;
    QWidget* controls_ = nullptr;
    QToolButton* wholeButton_ = nullptr;
    QToolButton* followButton_ = nullptr;
    QToolButton* zoomOutButton_ = nullptr;
    QToolButton* zoomInButton_ = nullptr;
};

}  // namespace ps::ui
