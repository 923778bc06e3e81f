// The WordBar's two bars that are not the word entry: on the word step of a seat not at this
// screen (a bot's, a remote person's) the bar inviting help offers (it takes the entry row's
// place), and on a person's action phase the black-card action buttons.
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "style/Theme.h"
#include "widgets/WordBar.h"

namespace ps::ui {

using namespace ps::engine;

namespace {

constexpr int kHelpBarRefreshMs = 50;

}  // namespace

void WordBar::buildBotHelpBar() {
    // A bot's word step: people may offer help for a short, visible while (or pause the bot).
    botHelpBar_ = new QFrame(wordStack_);
    botHelpBar_->setObjectName(QStringLiteral("botHelpBar"));
    botHelpBar_->setStyleSheet(theme::invitationBarStyle(botHelpBar_->objectName()));
    auto* row = new QHBoxLayout(botHelpBar_);
    row->setContentsMargins(8, 4, 4, 4);
    botHelpLabel_ = new QLabel(botHelpBar_);
    botHelpLabel_->setObjectName(QStringLiteral("botHelpLabel"));
    botHelpLabel_->setWordWrap(true);
    helpCountdown_ = new QProgressBar(botHelpBar_);
    helpCountdown_->setObjectName(QStringLiteral("helpCountdown"));
    helpCountdown_->setTextVisible(false);
    // Under the line it counts down for, as wide as it: beside it, it took a narrow window's
    // room from the buttons.
    helpCountdown_->setFixedHeight(10);
    helpCountdown_->setMinimumWidth(60);
    helpCountdown_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // In the card's short grace only "I'll help" (H) and Continue; who says so gets the full
    // window and the offer button.
    wantHelp_ = new QPushButton(botHelpBar_);
    wantHelp_->setObjectName(QStringLiteral("wantToHelpButton"));
    wantHelp_->setMinimumHeight(34);
    offerToBot_ = new QPushButton(botHelpBar_);
    offerToBot_->setObjectName(QStringLiteral("offerHelpFromHere"));
    offerToBot_->setMinimumHeight(34);
    // One of "I'll help" and "Offer" shows at a time (updateBotHelpBar): so from the start,
    // or the two together would widen the word bar's minimum, and a narrow window with it.
    offerToBot_->hide();
    skipHelp_ = new QPushButton(botHelpBar_);
    skipHelp_->setObjectName(QStringLiteral("skipHelpWindow"));
    skipHelp_->setMinimumHeight(34);
    auto* line = new QVBoxLayout;
    line->setSpacing(2);
    line->addWidget(botHelpLabel_);
    line->addWidget(helpCountdown_);
    row->addLayout(line, 1);
    row->addWidget(wantHelp_);
    row->addWidget(offerToBot_);
    row->addWidget(skipHelp_);
    wordStack_->addWidget(botHelpBar_);
    connect(wantHelp_, &QPushButton::clicked, this, [this] {
        if (controller_ != nullptr && controller_->wantToHelp()) {
            offerToBot_->setFocus(Qt::OtherFocusReason);  // Enter or Space offers next
        }
    });
    connect(offerToBot_, &QPushButton::clicked, this, &WordBar::offerHelpFromHereClicked);
    connect(skipHelp_, &QPushButton::clicked, this, [this] {
        if (controller_ != nullptr) {
            controller_->declineHelp();
        }
    });
    helpBarTimer_ = new QTimer(this);
    helpBarTimer_->setInterval(kHelpBarRefreshMs);
    connect(helpBarTimer_, &QTimer::timeout, this, &WordBar::updateBotHelpBar);
}

void WordBar::updateBotHelpBar() {
    const bool open =
        controller_ != nullptr && controller_->mayOfferHelpFromHere() && !negotiating_;
    wordStack_->setCurrentWidget(open ? botHelpBar_ : wordStack_->widget(0));
    if (!open) {
        helpBarTimer_->stop();
        return;
    }
    // A bot's help window has a clock here; a remote person's card waits for that person (on a
    // guest's screen the host keeps the window's clock).
    const bool timed = controller_->helpWindowOpen();
    helpCountdown_->setVisible(timed);
    if (timed && !helpBarTimer_->isActive()) {
        helpBarTimer_->start();
    } else if (!timed) {
        helpBarTimer_->stop();
    }
    const int total = std::max(1, controller_->helpWindowTotal());
    const int left = controller_->helpWindowRemaining();
    helpCountdown_->setRange(0, total);
    helpCountdown_->setValue(std::clamp(left, 0, total));
    const int seat = controller_->currentSeat();
    const GameState& state = controller_->position();
    QString card;
    if (!state.turn.placed.empty()) {
        card = controller_->cardName(state.turn.placed.back());
    }
    const QString name = controller_->seatName(seat);
    const bool grace = timed && !controller_->helpWindowWanted();
    wantHelp_->setVisible(grace);
    offerToBot_->setVisible(!grace);
    const int seconds = (left + 999) / 1000;
    if (grace) {
        botHelpLabel_->setText(
            tr("%1's card: %2. %1 plays on in %3 s — want to help?").arg(name, card).arg(seconds));
    } else {
        botHelpLabel_->setText(
            timed ? tr("%1's card: %2. Offer a word for it? (%3 s)").arg(name, card).arg(seconds)
                  : tr("%1's card: %2. Offer a word for it?").arg(name, card));
    }
    offerToBot_->setToolTip(timed ? tr("Offer the bot a word for its card; it waits while you type")
                                  : tr("Offer %1 a word for this card").arg(name));
    skipHelp_->setText(timed ? tr("&Continue") : tr("&No offer"));
    skipHelp_->setToolTip(timed ? tr("Nobody wants to help: let the bot play now")
                                : tr("You have no word to offer for this card"));
}

void WordBar::rebuildActionBar() {
    // Remove the old buttons (keep the label and the stretch).
    while (actionBar_->count() > 2) {
        QLayoutItem* item = actionBar_->takeAt(1);
        delete item->widget();
        delete item;
    }
    const GameState& state = controller_->position();
    const bool actions = state.phase == Phase::Actions || state.phase == Phase::EndOfTurn;
    actionBarWidget_->setVisible(controller_->currentSeatIsHuman() && actions);
    if (!actionBarWidget_->isVisibleTo(this)) {
        return;
    }
    int position = 1;
    for (const BlackAction action : controller_->availableBlackActions()) {
        auto* button = new QPushButton(controller_->actionName(action), actionBarWidget_);
        button->setObjectName(QStringLiteral("action%1").arg(int(action)));
        connect(button, &QPushButton::clicked, this,
                [this, action] { emit blackActionClicked(action); });
        actionBar_->insertWidget(position++, button);
    }
    auto* finish =
        new QPushButton(state.phase == Phase::Actions ? tr("&Finish actions") : tr("&End the turn"),
                        actionBarWidget_);
    finish->setObjectName(QStringLiteral("finishActions"));
    connect(finish, &QPushButton::clicked, this, &WordBar::finishActionsClicked);
    actionBar_->insertWidget(position, finish);
}

}  // namespace ps::ui
