#include "widgets/RoundTrack.h"

#include <QPainter>

#include "style/Theme.h"

namespace ps::ui {

RoundTrack::RoundTrack(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    retranslate();
}

void RoundTrack::setState(int round, int roundCount, int stackSize) {
    round_ = round;
    roundCount_ = roundCount;
    stackSize_ = stackSize;
    retranslate();
    update();
}

void RoundTrack::retranslate() {
    setAccessibleName(
        tr("Round %1 of %2, %3 cards in the stack").arg(round_).arg(roundCount_).arg(stackSize_));
    setToolTip(accessibleName());
}

QSize RoundTrack::sizeHint() const {
    // As wide as the column it stands in; narrow enough never to widen it.
    return QSize(200, 2 * fontMetrics().height() + 34);
}

void RoundTrack::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const int lineHeight = fontMetrics().height();
    painter.setPen(palette().color(QPalette::WindowText));
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.drawText(QRect(0, 0, width(), lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Round"));
    painter.setFont(font());
    painter.drawText(QRect(0, 0, width(), lineHeight), Qt::AlignRight | Qt::AlignVCenter,
                     tr("Stack: %n card(s)", nullptr, stackSize_));
    const int diameter = 26;
    const int top = lineHeight + 6;
    const qreal step = roundCount_ > 1 ? qreal(width() - diameter - 2) / (roundCount_ - 1) : 0;
    painter.setPen(QPen(QColor(0xb5, 0xbc, 0xc8), 3));
    painter.drawLine(QPointF(diameter / 2.0, top + diameter / 2.0),
                     QPointF(width() - diameter / 2.0, top + diameter / 2.0));
    for (int r = 1; r <= roundCount_; ++r) {
        const QRectF circle(1 + (r - 1) * step, top, diameter, diameter);
        const bool current = r == round_;
        const bool past = r < round_;
        painter.setPen(
            QPen(current ? theme::accentColor().darker(130) : QColor(0x9a, 0xa3, 0xb2), 2));
        painter.setBrush(current ? theme::accentColor()
                                 : (past ? QColor(0xd5, 0xe8, 0xe4) : QColor(Qt::white)));
        painter.drawEllipse(circle);
        painter.setPen(current ? Qt::white : QColor(0x33, 0x3a, 0x48));
        painter.setFont(current ? bold : font());
        painter.drawText(circle, Qt::AlignCenter, QString::number(r));
    }
}

}  // namespace ps::ui
