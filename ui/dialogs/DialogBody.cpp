#include "dialogs/DialogBody.h"

#include <QStyle>
#include <algorithm>

namespace ps::ui {

DialogBody::DialogBody(QWidget* dialog) : QScrollArea(dialog) {
    setObjectName(QStringLiteral("dialogBody"));
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    auto* inside = new QWidget(this);
    inside->setObjectName(QStringLiteral("dialogContents"));
    setWidget(inside);
    // The contents keep the dialog's own ground (no scroll area's base colour behind them).
    viewport()->setAutoFillBackground(false);
    inside->setAutoFillBackground(false);
}

QSize DialogBody::sizeHint() const {
    const QWidget* inside = widget();
    QSize wanted = inside->sizeHint().expandedTo(inside->minimumSizeHint());
    if (inside->hasHeightForWidth()) {
        wanted.setHeight(std::max(wanted.height(), inside->heightForWidth(wanted.width())));
    }
    const int frame = 2 * frameWidth();
    return wanted + QSize(frame, frame);
}

QSize DialogBody::minimumSizeHint() const {
    const QWidget* inside = widget();
    // Room for the vertical scroll bar beside the contents: it comes when the body is short.
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    const int frame = 2 * frameWidth();
    const int width = inside->minimumSizeHint().width() + bar + frame;
    const int height = std::min(sizeHint().height(), 6 * fontMetrics().height() + frame);
    return {width, height};
}

}  // namespace ps::ui
