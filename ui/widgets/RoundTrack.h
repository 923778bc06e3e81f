#pragma once
// The round track 1–6 with the current round marked, and the stack size.

#include <QWidget>

namespace ps::ui {

class RoundTrack : public QWidget {
    Q_OBJECT
  public:
    explicit RoundTrack(QWidget* parent = nullptr);
    void setState(int round, int roundCount, int stackSize);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }
    void retranslate();

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    int round_ = 0;
    int roundCount_ = 6;
    int stackSize_ = 0;
};

}  // namespace ps::ui
