#pragma once
// The view on the table: keeps the whole layout in sight as the window is resized (fit), with
// zoom on Ctrl+wheel / Ctrl+plus/minus, and arrow keys + Enter to play without a mouse.

#include <QGraphicsView>

namespace ps::ui {

class BoardScene;

class BoardView : public QGraphicsView {
    Q_OBJECT
  public:
    explicit BoardView(BoardScene* scene, QWidget* parent = nullptr);

    void zoomIn();
    void zoomOut();
    void zoomToFit();
    qreal zoom() const { return zoom_; }
    // Re-fits after the scene's content changed (keeps the user's zoom factor).
    void refit();

  protected:
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

  private:
    BoardScene* board_;
    qreal zoom_ = 1.0;  // relative to "fit"
};

}  // namespace ps::ui
