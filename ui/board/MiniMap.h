#pragma once
// The overview in a corner of the table's view: every card as a small tile (tape cards yellow,
// black cards dark, the last move in the mover's colour) and the rectangle in sight. A click
// or a drag centres the view there. Shown only while part of the table is out of sight.

#include <QWidget>

namespace ps::ui {

class BoardScene;
class BoardView;

class MiniMap : public QWidget {
    Q_OBJECT
  public:
    MiniMap(BoardScene* scene, BoardView* view, QWidget* parent);
    // The scene point a widget point stands for (and back), for clicks and tests.
    [[nodiscard]] QPointF toScene(QPointF point) const;
    [[nodiscard]] QPointF fromScene(QPointF point) const;
    QSize sizeHint() const override { return {200, 140}; }

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

  private:
    [[nodiscard]] QRectF sceneArea() const;  // the content, in scene units
    [[nodiscard]] QRectF drawArea() const;   // where it is drawn, in widget pixels
    void jumpTo(QPointF point);

    BoardScene* scene_;
    BoardView* view_;
};

}  // namespace ps::ui
