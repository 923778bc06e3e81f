#include "widgets/CardWidget.h"

#include <QPainter>

namespace ps::ui {

CardWidget::CardWidget(QWidget* parent, int cardWidth) : QWidget(parent), cardWidth_(cardWidth) {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void CardWidget::setCard(const CardView& card, const QList<theme::SeatLook>& looks) {
    card_ = card;
    looks_ = looks;
    setAccessibleName(card.tape ? tr("Police tape card") : tr("Card %1").arg(card.letter));
    setToolTip(card.landmark);
    update();
}

QSize CardWidget::sizeHint() const {
    return QSize(cardWidth_ + 4, int(cardWidth_ * theme::kCardHeight / theme::kCardWidth) + 4);
}

void CardWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const qreal w = cardWidth_;
    const qreal h = w * theme::kCardHeight / theme::kCardWidth;
    theme::paintCard(painter, QRectF(1, 1, w, h), card_, looks_);
}

}  // namespace ps::ui
