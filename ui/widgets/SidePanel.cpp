#include "widgets/SidePanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include "widgets/PlayerPanel.h"
#include "widgets/RoundTrack.h"

namespace ps::ui {

SidePanel::SidePanel(QWidget* parent) : QWidget(parent) {
    setFixedWidth(300);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    roundTrack_ = new RoundTrack(this);
    roundTrack_->setObjectName(QStringLiteral("roundTrack"));
    layout->addWidget(roundTrack_);
    // The panels scroll when the window is too low for all of them (four players on a small
    // screen), so they never set the window's minimum height.
    panelsArea_ = new QScrollArea(this);
    panelsArea_->setObjectName(QStringLiteral("playerPanels"));
    panelsArea_->setFrameShape(QFrame::NoFrame);
    panelsArea_->setWidgetResizable(true);
    panelsArea_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panelsArea_->setBackgroundRole(QPalette::Window);
    auto* panels = new QWidget(panelsArea_);
    panels->setBackgroundRole(QPalette::Window);
    auto* panelsColumn = new QVBoxLayout(panels);
    panelsColumn->setContentsMargins(0, 0, 0, 0);
    panelsLayout_ = new QVBoxLayout;
    panelsLayout_->setSpacing(6);
    panelsColumn->addLayout(panelsLayout_);
    panelsColumn->addStretch();
    panelsArea_->setWidget(panels);
    layout->addWidget(panelsArea_, 1);
    auto* tools = new QHBoxLayout;
    checkerButton_ = new QPushButton(this);
    connect(checkerButton_, &QPushButton::clicked, this, &SidePanel::checkerClicked);
    rulesButton_ = new QPushButton(this);
    connect(rulesButton_, &QPushButton::clicked, this, &SidePanel::rulesClicked);
    tools->addWidget(checkerButton_);
    tools->addWidget(rulesButton_);
    layout->addLayout(tools);
    retranslate();
}

PlayerPanel* SidePanel::playerPanel(int seat) const {
    return seat >= 0 && seat < panels_.size() ? panels_[seat] : nullptr;
}

void SidePanel::showTable(const TableView& table) {
    while (panels_.size() < table.seats.size()) {
        auto* panel = new PlayerPanel(int(panels_.size()), panelsArea_->widget());
        panelsLayout_->addWidget(panel);
        panels_.append(panel);
    }
    while (panels_.size() > table.seats.size()) {
        delete panels_.takeLast();
    }
    for (int seat = 0; seat < table.seats.size(); ++seat) {
        panels_[seat]->setKind(kinds_.value(seat, SeatKind::Human));
        panels_[seat]->setSeat(table.seats[seat], seat == table.activeSeat, table.gameOver,
                               table.seats);
    }
    roundTrack_->setState(table.round, table.roundCount, table.stackSize);
}

void SidePanel::setSeatKinds(const QList<SeatKind>& kinds) {
    kinds_ = kinds;
    for (int seat = 0; seat < panels_.size(); ++seat) {
        panels_[seat]->setKind(kinds_.value(seat, SeatKind::Human));
    }
}

void SidePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void SidePanel::retranslate() {
    checkerButton_->setText(tr("Word checker"));
    checkerButton_->setAccessibleName(tr("Word checker"));
    checkerButton_->setToolTip(tr("Check whether a word is valid Polish (Ctrl+K)"));
    rulesButton_->setText(tr("Rules"));
    rulesButton_->setAccessibleName(tr("Rules of the game"));
    rulesButton_->setToolTip(tr("The rules of the game (F1)"));
    panelsArea_->setAccessibleName(tr("Players"));
    roundTrack_->retranslate();
    for (PlayerPanel* panel : panels_) {
        panel->retranslate();
    }
    roundTrack_->update();
}

}  // namespace ps::ui
