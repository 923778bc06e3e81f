#pragma once
// A small card outside the table (a sheet card, a captured card, a card in a dialog).

#include <QWidget>

#include "style/Theme.h"

namespace ps::ui {

class CardWidget : public QWidget {
    Q_OBJECT
  public:
    explicit CardWidget(QWidget* parent = nullptr, int cardWidth = 46);
    void setCard(const CardView& card, const QList<theme::SeatLook>& looks = {});
    const CardView& card() const { return card_; }
    QSize sizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    CardView card_;
    QList<theme::SeatLook> looks_;
    int cardWidth_;
};

}  // namespace ps::ui
