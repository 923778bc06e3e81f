#include "widgets/PlayerPanel.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>
#include <algorithm>

#include "style/Theme.h"
#include "widgets/CardWidget.h"

namespace ps::ui {

namespace {

void clearLayout(QHBoxLayout* layout) {
    while (QLayoutItem* item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

}  // namespace

PlayerPanel::PlayerPanel(int seat, QWidget* parent) : QFrame(parent), seat_(seat) {
    setObjectName(QStringLiteral("playerPanel%1").arg(seat));
    setFrameShape(QFrame::StyledPanel);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(4);

    auto* header = new QHBoxLayout;
    marker_ = new QLabel(this);
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

    auto* stats = new QHBoxLayout;
    markers_ = new QLabel(this);
    score_ = new QLabel(this);
    score_->setObjectName(QStringLiteral("score"));
    score_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    stats->addWidget(markers_, 1);
    stats->addWidget(score_);
    layout->addLayout(stats);

    auto* cards = new QGridLayout;
    cards->setHorizontalSpacing(6);
    sheetLabel_ = new QLabel(this);
    capturedLabel_ = new QLabel(this);
    sheetRow_ = new QHBoxLayout;
    capturedRow_ = new QHBoxLayout;
    sheetRow_->setSpacing(2);
    capturedRow_->setSpacing(0);
    cards->addWidget(sheetLabel_, 0, 0);
    cards->addWidget(capturedLabel_, 0, 1);
    cards->addLayout(sheetRow_, 1, 0, Qt::AlignLeft | Qt::AlignTop);
    cards->addLayout(capturedRow_, 1, 1, Qt::AlignLeft | Qt::AlignTop);
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
        clearLayout(sheetRow_);
        for (const CardView& card : seat.sheet) {
            auto* widget = new CardWidget(this, 40);
            widget->setCard(card, looks);
            sheetRow_->addWidget(widget);
        }
        clearLayout(capturedRow_);
        // Captured cards overlap like a fanned pile so that many still fit.
        const int shown = int(qMin<qsizetype>(seat.captured.size(), 14));
        for (int i = 0; i < shown; ++i) {
            auto* widget = new CardWidget(this, 28);
            widget->setCard(seat.captured[i], looks);
            capturedRow_->addWidget(widget);
            if (i + 1 < shown) {
                capturedRow_->addSpacing(-12);
            }
        }
        if (seat.captured.size() > shown) {
            capturedRow_->addWidget(
                new QLabel(QStringLiteral("+%1").arg(seat.captured.size() - shown), this));
        }
    }
    const QString border = active ? color.name() : QStringLiteral("#c9ccd3");
    setStyleSheet(QStringLiteral("QFrame#%1 { border: %2px solid %3; border-radius: 8px; "
                                 "background: %4; }")
                      .arg(objectName())
                      .arg(active ? 3 : 1)
                      .arg(border, active ? color.lighter(185).name() : QStringLiteral("#fafbfc")));
    retranslate();
}

void PlayerPanel::retranslate() {
    name_->setText(view_.name);
    if (!view_.human) {
        name_->setText(tr("%1 (bot)").arg(view_.name));
    }
    name_->setToolTip(name_->text());
    updateBadge();
    markers_->setText(tr("Markers: %1").arg(view_.markersInPool));
    score_->setText(tr("<b>%1</b> pts (%2 cards + %3 zones)")
                        .arg(view_.total())
                        .arg(view_.cardPoints)
                        .arg(view_.zonePoints));
    sheetLabel_->setText(tr("Sheet"));
    capturedLabel_->setText(tr("Captured: %1").arg(view_.captured.size()));
    QFont small = sheetLabel_->font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    sheetLabel_->setFont(small);
    capturedLabel_->setFont(small);
    setAccessibleName(tr("Player %1: %2, %3 points, %4 markers left%5")
                          .arg(seat_ + 1)
                          .arg(view_.name)
                          .arg(view_.total())
                          .arg(view_.markersInPool)
                          .arg(active_ ? tr(", to play") : QString()));
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
                              .arg(theme::playerColor(view_.colorIndex).darker(130).name()));
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
