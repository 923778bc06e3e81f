#include "widgets/SidePanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

#include "widgets/PlayerPanel.h"
#include "widgets/RoundTrack.h"

namespace ps::ui {

SidePanel::SidePanel(QWidget* parent) : QWidget(parent) {
    setFixedWidth(300);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    roundTrack_ = new RoundTrack(this);
    layout->addWidget(roundTrack_);
    panelsLayout_ = new QVBoxLayout;
    panelsLayout_->setSpacing(6);
    layout->addLayout(panelsLayout_);
    layout->addStretch();
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
        auto* panel = new PlayerPanel(int(panels_.size()), this);
        panelsLayout_->addWidget(panel);
        panels_.append(panel);
    }
    while (panels_.size() > table.seats.size()) {
        delete panels_.takeLast();
    }
    for (int seat = 0; seat < table.seats.size(); ++seat) {
        panels_[seat]->setSeat(table.seats[seat], seat == table.activeSeat, table.gameOver,
                               table.seats);
    }
    roundTrack_->setState(table.round, table.roundCount, table.stackSize);
}

void SidePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void SidePanel::retranslate() {
    checkerButton_->setText(tr("Word checker"));
    rulesButton_->setText(tr("Rules"));
    roundTrack_->retranslate();
    for (PlayerPanel* panel : panels_) {
        panel->retranslate();
    }
    roundTrack_->update();
}

}  // namespace ps::ui
