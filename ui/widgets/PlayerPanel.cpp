#include "widgets/PlayerPanel.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QProgressBar>
#include <QResizeEvent>
#include <QVBoxLayout>
#include <algorithm>

#include "style/Contrast.h"
#include "style/Theme.h"
#include "widgets/CardWidget.h"

namespace ps::ui {

namespace {

// The row shows `count` card widgets: the ones there are kept (a screen reader reading the
// hand keeps its objects, and nothing is deleted and made again at every move), the missing
// ones added, the extra ones removed.
void resizeCardRow(QHBoxLayout* row, qsizetype count, QWidget* parent) {
    while (row->count() > count) {
        QLayoutItem* item = row->takeAt(row->count() - 1);
        delete item->widget();
        delete item;
    }
    while (row->count() < count) {
        row->addWidget(new CardWidget(parent, 40));
    }
}

constexpr int kCapturedGap = 2;

QSize capturedCardSize() {
    return {CapturedCards::kCardWidth,
            int(CapturedCards::kCardWidth * theme::kCardHeight / theme::kCardWidth)};
}

}  // namespace

CapturedCards::CapturedCards(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("capturedCards"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
}

void CapturedCards::setCards(const QList<CardView>& cards, const QList<theme::SeatLook>& looks) {
    cards_ = cards;
    looks_ = looks;
    QStringList letters;
    for (const CardView& card : cards) {
        letters << card.letter;
    }
    setAccessibleName(tr("Captured cards: %1").arg(cards.size()));
    setAccessibleDescription(letters.join(QStringLiteral(", ")));
    updateGeometry();
    update();
}

QList<QRect> CapturedCards::rectsFor(int width) const {
    const QSize card = capturedCardSize();
    const int columns = std::max(1, (width + kCapturedGap) / (card.width() + kCapturedGap));
    QList<QRect> rects;
    for (int i = 0; i < cards_.size(); ++i) {
        rects.append(QRect(QPoint((i % columns) * (card.width() + kCapturedGap),
                                  (i / columns) * (card.height() + kCapturedGap)),
                           card));
    }
    return rects;
}

int CapturedCards::heightForWidth(int width) const {
    const QList<QRect> rects = rectsFor(width);
    return rects.isEmpty() ? capturedCardSize().height() : rects.back().bottom() + 1;
}

// The height follows the width the layout gave (the column is as wide as the side panel): as
// many rows as the cards need. The layout's own height-for-width is not asked by every
// container (a scroll area's), so the hints carry it.
QSize CapturedCards::sizeHint() const {
    const int columnsWide = 8 * (capturedCardSize().width() + kCapturedGap);
    return {columnsWide, heightForWidth(width() > 0 ? width() : columnsWide)};
}

QSize CapturedCards::minimumSizeHint() const {
    return {capturedCardSize().width(), sizeHint().height()};
}

void CapturedCards::resizeEvent(QResizeEvent* event) {
    if (heightForWidth(event->size().width()) != heightForWidth(event->oldSize().width())) {
        updateGeometry();
    }
    QWidget::resizeEvent(event);
}

void CapturedCards::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const QList<QRect> rects = rectsFor(width());
    for (int i = 0; i < cards_.size(); ++i) {
        theme::paintCard(painter, QRectF(rects[i]).adjusted(0.5, 0.5, -0.5, -0.5), cards_[i],
                         looks_);
    }
}

PlayerPanel::PlayerPanel(int seat, QWidget* parent) : QFrame(parent), seat_(seat) {
    setObjectName(QStringLiteral("playerPanel%1").arg(seat));
    setFrameShape(QFrame::StyledPanel);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(4);

    auto* header = new QHBoxLayout;
    marker_ = new QLabel(this);
    marker_->setObjectName(QStringLiteral("seatMarker"));
    name_ = new QLabel(this);
    QFont nameFont = name_->font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.15);
    nameFont.setBold(true);
    name_->setFont(nameFont);
    badge_ = new QLabel(this);
    badge_->setObjectName(QStringLiteral("turnBadge"));
    thinkingBar_ = new QProgressBar(this);
    thinkingBar_->setObjectName(QStringLiteral("thinkingIndicator"));
    thinkingBar_->setTextVisible(false);
    thinkingBar_->setFixedSize(44, 8);
    // A long name gives way to the badge (it is also in the tooltip and the accessible name).
    name_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    name_->setMinimumWidth(60);
    thinkingBar_->hide();
    header->addWidget(marker_);
    header->addWidget(name_, 1);
    header->addWidget(thinkingBar_);
    header->addWidget(badge_);
    layout->addLayout(header);

    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    auto* stats = new QHBoxLayout;
    kind_ = new QLabel(this);
    kind_->setObjectName(QStringLiteral("seatKind"));
    kind_->setFont(small);
    kind_->setStyleSheet(theme::highContrast() ? QStringLiteral("color: #d8d8d8;")
                                               : QStringLiteral("color: #4a5261;"));
    kind_->hide();
    markers_ = new QLabel(this);
    score_ = new QLabel(this);
    score_->setObjectName(QStringLiteral("score"));
    score_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    stats->addWidget(kind_);
    stats->addWidget(markers_, 1);
    stats->addWidget(score_);
    layout->addLayout(stats);

    auto* cards = new QGridLayout;
    cards->setHorizontalSpacing(6);
    cards->setVerticalSpacing(2);
    sheetLabel_ = new QLabel(this);
    capturedLabel_ = new QLabel(this);
    sheetLabel_->setFont(small);
    capturedLabel_->setFont(small);
    sheetRow_ = new QHBoxLayout;
    sheetRow_->setSpacing(2);
    captured_ = new CapturedCards(this);
    cards->addWidget(sheetLabel_, 0, 0);
    cards->addWidget(capturedLabel_, 0, 1);
    cards->addLayout(sheetRow_, 1, 0, Qt::AlignLeft | Qt::AlignTop);
    cards->addWidget(captured_, 1, 1);
    cards->setColumnStretch(1, 1);
    layout->addLayout(cards);
    retranslate();
}

void PlayerPanel::setSeat(const SeatView& seat, bool active, bool gameOver,
                          const QList<SeatView>& allSeats) {
    const bool cardsChanged = seat.sheet != view_.sheet || seat.captured != view_.captured ||
                              allSeats.size() != allSeats_.size();
    view_ = seat;
    active_ = active;
    gameOver_ = gameOver;
    allSeats_ = allSeats;
    const QColor color = theme::playerColor(seat.colorIndex);
    marker_->setPixmap(
        theme::markerIcon(static_cast<MarkerShape>(seat.shapeIndex), color, 22).pixmap(22, 22));
    if (cardsChanged) {
        QList<theme::SeatLook> looks;
        for (const SeatView& other : allSeats) {
            looks.append(
                {theme::playerColor(other.colorIndex), static_cast<MarkerShape>(other.shapeIndex)});
        }
        resizeCardRow(sheetRow_, seat.sheet.size(), this);
        for (int i = 0; i < seat.sheet.size(); ++i) {
            static_cast<CardWidget*>(sheetRow_->itemAt(i)->widget())->setCard(seat.sheet[i], looks);
        }
        captured_->setCards(seat.captured, looks);
    }
    // The panel's own background, and its labels' ink set with it: the window's text colour
    // (white in high contrast) must not land on a light panel.
    const bool contrast = theme::highContrast();
    const QString border = active ? color.name() : QStringLiteral("#c9ccd3");
    const QString background =
        contrast ? (active ? color.darker(320).name() : QStringLiteral("#000000"))
                 : (active ? color.lighter(185).name() : QStringLiteral("#fafbfc"));
    setStyleSheet(QStringLiteral("QFrame#%1 { border: %2px solid %3; border-radius: 8px; "
                                 "background: %4; } QFrame#%1 QLabel { color: %5; }")
                      .arg(objectName())
                      .arg(active ? 3 : 1)
                      .arg(border, background,
                           contrast ? QStringLiteral("#ffffff") : QStringLiteral("#1f2530")));
    retranslate();
}

void PlayerPanel::setKind(SeatKind kind) {
    if (kind != kindOfSeat_) {
        kindOfSeat_ = kind;
        retranslate();
    }
}

void PlayerPanel::retranslate() {
    name_->setText(view_.name);
    name_->setToolTip(view_.name);
    QString level;
    switch (kindOfSeat_) {
        case SeatKind::BotEasy:
            level = tr("bot · easy");
            break;
        case SeatKind::BotMedium:
            level = tr("bot · medium");
            break;
        case SeatKind::BotHard:
            level = tr("bot · hard");
            break;
        case SeatKind::BotExpert:
            level = tr("bot · expert");
            break;
        case SeatKind::Human:
            break;
    }
    if (!isBot()) {
        level.clear();
    }
    kind_->setText(level);
    kind_->setVisible(!level.isEmpty());
    QString shape;
    switch (static_cast<MarkerShape>(view_.shapeIndex)) {
        case MarkerShape::Circle:
            shape = tr("circle");
            break;
        case MarkerShape::Square:
            shape = tr("square");
            break;
        case MarkerShape::Triangle:
            shape = tr("triangle");
            break;
        case MarkerShape::Diamond:
            shape = tr("diamond");
            break;
    }
    const QString markerText =
        tr("Marker: %1, colour: %2").arg(shape, theme::playerColorName(view_.colorIndex));
    marker_->setToolTip(markerText);
    marker_->setAccessibleName(markerText);
    updateBadge();
    markers_->setText(tr("Markers: %1").arg(view_.markersInPool));
    score_->setText(tr("<b>%1</b> pts (%2 + %3)")
                        .arg(view_.total())
                        .arg(view_.cardPoints)
                        .arg(view_.zonePoints));
    score_->setToolTip(tr("points: %1 (%2 for captured cards, %3 for zones)")
                           .arg(view_.total())
                           .arg(view_.cardPoints)
                           .arg(view_.zonePoints));
    sheetLabel_->setText(tr("Sheet"));
    capturedLabel_->setText(tr("Captured: %1").arg(view_.captured.size()));
    QStringList parts{tr("Player %1: %2").arg(seat_ + 1).arg(view_.name)};
    if (!level.isEmpty()) {
        parts << level;
    }
    parts << markerText << score_->toolTip() << tr("markers left: %1").arg(view_.markersInPool)
          << tr("captured cards: %1").arg(view_.captured.size());
    if (active_ && !gameOver_) {
        parts << tr("to play");
    }
    // Everything the panel shows, in one sentence for a screen reader.
    setAccessibleName(parts.join(QStringLiteral(", ")));
}

void PlayerPanel::updateBadge() {
    QString text;
    if (thinking_) {
        text = thinkingForHelp_ ? tr("weighs helping…") : tr("thinking…");
    } else if (active_ && !gameOver_) {
        text = tr("▶ to play");
    }
    badge_->setText(text);
    badge_->setStyleSheet(QStringLiteral("font-weight: bold; color: %1;")
                              .arg(theme::highContrast()
                                       ? QStringLiteral("#ffffff")
                                       : theme::playerColor(view_.colorIndex).darker(130).name()));
    thinkingBar_->setAccessibleName(text);
}

void PlayerPanel::setThinking(bool thinking, bool forHelp) {
    thinking_ = thinking;
    thinkingForHelp_ = forHelp;
    // Busy (an endless sweep) until the bot reports how far it is.
    thinkingBar_->setRange(0, 0);
    thinkingBar_->setVisible(thinking);
    updateBadge();
}

void PlayerPanel::setProgress(double fraction) {
    if (!thinking_) {
        return;
    }
    thinkingBar_->setRange(0, 100);
    thinkingBar_->setValue(int(std::clamp(fraction, 0.0, 1.0) * 100));
}

}  // namespace ps::ui
