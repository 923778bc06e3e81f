#include "app/GamePage.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QVBoxLayout>

#include "app/HelpNegotiator.h"
#include "app/TableDesk.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "game/GameController.h"
#include "services/Settings.h"
#include "widgets/BlackActionPicker.h"
#include "widgets/CommandBar.h"
#include "widgets/SidePanel.h"
#include "widgets/WordBar.h"

namespace ps::ui {

using namespace ps::engine;

GamePage::GamePage(QWidget* window, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("gamePage"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(8);

    sidePanel_ = new SidePanel(this);
    connect(sidePanel_, &SidePanel::checkerClicked, this, &GamePage::checkerClicked);
    connect(sidePanel_, &SidePanel::rulesClicked, this, &GamePage::rulesClicked);
    layout->addWidget(sidePanel_);

    // Centre: the table and the word bar.
    auto* centre = new QVBoxLayout;
    scene_ = new BoardScene(this);
    scene_->setAnimationsEnabled(Settings::animations());
    view_ = new BoardView(scene_, this);
    view_->setObjectName(QStringLiteral("boardView"));
    centre->addWidget(view_, 1);
    commandBar_ = new CommandBar(this);  // hidden until Turn → Command line
    centre->addWidget(commandBar_);
    wordBar_ = new WordBar(this);
    centre->addWidget(wordBar_);
    layout->addLayout(centre, 1);

    picker_ = new BlackActionPicker(scene_, window);
    negotiator_ = new HelpNegotiator(window);
    desk_ = new TableDesk(window, negotiator_);
    desk_->setTypingCheck([this] { return wordBar_->personIsTyping(); });
    connect(picker_, &BlackActionPicker::actionChosen, this, &GamePage::applyAndReport);
    connect(picker_, &BlackActionPicker::statusChanged, this, &GamePage::setStatus);
    connect(negotiator_, &HelpNegotiator::started, wordBar_,
            [this] { wordBar_->setNegotiating(true); });
    connect(negotiator_, &HelpNegotiator::finished, this, [this] {
        wordBar_->setNegotiating(false);
        emit refreshWanted();
        giveKeyboardBack();
    });
    connect(negotiator_, &HelpNegotiator::hideTypedWord, wordBar_, &WordBar::hideWord);
    connect(negotiator_, &HelpNegotiator::showTypedWord, this, [this] {
        wordBar_->showWord();
        giveKeyboardBack();
    });
    // The table refused the person's word: the word line keeps it, the status says so.
    connect(desk_, &TableDesk::answerRefused, this,
            [this](const QString& message) { setStatus(message, true); });
    connect(desk_, &TableDesk::offerWaiting, wordBar_, &WordBar::setWaitingOffer);
    connect(desk_, &TableDesk::questionArrived, this, &GamePage::news);
    connect(desk_, &TableDesk::questionClosed, this, &GamePage::giveKeyboardBack);
    connect(scene_, &BoardScene::cellClicked, this, &GamePage::onCellClicked);
    connect(scene_, &BoardScene::cardClicked, this, &GamePage::onCardClicked);
    connect(view_, &BoardView::escapePressed, this, [this] {
        if (picker_->isPicking()) {
            picker_->cancel();
            scene_->setSelectableCells({});
            setStatus(tr("The action is no longer aimed: choose an action, or finish."));
        }
    });
    wireWordBar();
}

void GamePage::wireWordBar() {
    connect(wordBar_, &WordBar::waitingOfferClicked, desk_, &TableDesk::openWaitingOffer);
    connect(wordBar_, &WordBar::litCellsChanged, scene_, &BoardScene::setLitCells);
    connect(wordBar_, &WordBar::helpOfferClicked, negotiator_, &HelpNegotiator::offerHelp);
    connect(wordBar_, &WordBar::offerHelpFromHereClicked, negotiator_,
            &HelpNegotiator::offerHelpFromHere);
    connect(wordBar_, &WordBar::blackActionClicked, picker_, &BlackActionPicker::start);
    connect(wordBar_, &WordBar::finishActionsClicked, this, [this] {
        picker_->cancel();
        applyAndReport(controller_->position().phase == Phase::Actions ? Action{FinishActions{}}
                                                                       : Action{EndTurn{}});
    });
    // Typing begins the turn as much as placing does: the table's scale is held from then on.
    connect(wordBar_->wordEdit(), &QLineEdit::textEdited, view_, &BoardView::holdScale);
    // Esc backs out one step: from an empty word line to the table, from an aimed black-card
    // action to the choice of actions.
    connect(wordBar_, &WordBar::leaveWordLine, this,
            [this] { view_->setFocus(Qt::ShortcutFocusReason); });
    connect(wordBar_, &WordBar::keyboardMustLeave, this,
            [this] { view_->setFocus(Qt::OtherFocusReason); });
    // What the word bar tells of a refused word or a hint is news for a screen reader too.
    connect(wordBar_, &WordBar::told, this, &GamePage::news);
    // A button that is disabled while it has the keyboard (No word, Confirm) hands the
    // keyboard to the next widget in the chain, often the played-words list: the word line
    // (when the person may type) or the table gets it instead.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget* old, QWidget* now) {
        if (old == nullptr || old->isEnabled() || !wordBar_->isAncestorOf(old) ||
            (now != nullptr && now->window() != window())) {
            return;
        }
        QWidget* keyboard = wordBar_->wordEdit()->isEnabled()
                                ? static_cast<QWidget*>(wordBar_->wordEdit())
                                : static_cast<QWidget*>(view_);
        if (now != keyboard) {
            keyboard->setFocus(Qt::OtherFocusReason);
        }
    });
}

void GamePage::setController(GameController* controller) {
    controller_ = controller;
    picker_->setController(controller);
    negotiator_->setController(controller);
    desk_->setController(controller);
    controller->setPersonDesk(desk_);  // the people's requests become its questions
    wordBar_->setController(controller);
}

void GamePage::showPosition() {
    QList<SeatKind> kinds;
    for (const SeatSetup& seat : controller_->setup().seats) {
        kinds.append(seat.kind);
    }
    sidePanel_->setSeatKinds(kinds);
    const GameState& state = controller_->position();
    const bool human = controller_->currentSeatIsHuman() && !controller_->isOver();
    // The cells where the card may go come first: a new turn's fit then keeps them in sight,
    // lit on a person's turn and unlit on anyone else's (where the bot's card will land).
    const QList<QPoint> legal = controller_->isOver() ? QList<QPoint>{} : controller_->legalCells();
    scene_->setReach(legal);
    scene_->setLegalCells(human && !picker_->isPicking() ? legal : QList<QPoint>{});
    showTable(controller_->tableView());
    std::optional<QPoint> placed;
    if (!state.turn.placed.empty()) {
        if (const TableCell* cell = findCard(state, state.turn.placed.back())) {
            placed = GameController::toPoint(cell->cell);
        }
    }
    scene_->setJustPlaced(state.phase == Phase::Word ? placed : std::nullopt);
    const bool actions = state.phase == Phase::Actions || state.phase == Phase::EndOfTurn;
    if (!picker_->isPicking() || !actions) {
        scene_->setSelectableCells({});
    }
    wordBar_->refresh();
    if (wordFocusPending_ && wordBar_->wordEdit()->isEnabled()) {
        wordFocusPending_ = false;
        giveKeyboardBack();
    }
}

void GamePage::showTable(const TableView& table) {
    sidePanel_->showTable(table);
    scene_->setTable(table);
}

void GamePage::setStatus(const QString& text, bool problem) {
    wordBar_->setStatus(text, problem);
    emit statusChanged(text, problem);
}

void GamePage::startTurn() {
    picker_->cancel();
    wordBar_->startTurn();
    if (controller_->currentSeatIsHuman()) {
        // The open command line keeps the keyboard: its player does not walk the table.
        if (commandBar_->isVisible()) {
            commandBar_->edit()->setFocus();
        } else {
            view_->setFocus();
        }
    }
}

QWidget* GamePage::keyboardTarget() const {
    // A person who plays by typed commands goes on typing them.
    if (commandBar_->isVisible()) {
        return commandBar_->edit();
    }
    return wordBar_->wordEdit()->isEnabled() ? static_cast<QWidget*>(wordBar_->wordEdit())
                                             : static_cast<QWidget*>(view_);
}

void GamePage::giveKeyboardBack() {
    if (controller_ == nullptr || !controller_->personActs() ||
        QApplication::activeModalWidget() != nullptr) {
        return;
    }
    window()->activateWindow();
    keyboardTarget()->setFocus(Qt::OtherFocusReason);
}

void GamePage::applyAndReport(const Action& action) {
    if (auto problem = controller_->apply(action)) {
        setStatus(*problem, true);
        emit refreshWanted();
    }
}

void GamePage::onCellClicked(QPoint cell) {
    if (controller_ == nullptr || !controller_->hasGame() || !controller_->currentSeatIsHuman()) {
        return;
    }
    if (picker_->cellClicked(cell)) {
        return;
    }
    if (auto problem = controller_->placeAt(cell)) {
        setStatus(*problem, true);
        return;
    }
    // At a table refereed by another machine the card lies there once the host says so: the
    // word line takes the keyboard then.
    wordFocusPending_ = !wordBar_->wordEdit()->isEnabled();
    wordBar_->wordEdit()->setFocus();
}

void GamePage::onCardClicked(QPoint cell) {
    if (controller_ == nullptr || !controller_->hasGame() || !controller_->currentSeatIsHuman()) {
        return;
    }
    if (!picker_->cardClicked(cell)) {
        // In the word step: a lit card switches to another card with the same letter.
        wordBar_->chooseOtherCardAt(cell);
    }
}

}  // namespace ps::ui
