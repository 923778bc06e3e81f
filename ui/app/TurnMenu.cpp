#include "app/TurnMenu.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>

#include "app/CommandLine.h"
#include "app/MainWindow.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "game/GameController.h"
#include "widgets/Announcer.h"
#include "widgets/PlayerPanel.h"
#include "widgets/WordBar.h"

namespace ps::ui {

TurnMenu::TurnMenu(MainWindow* window, QMenuBar* bar, QAction* before)
    : QObject(window), window_(window), menu_(new QMenu(bar)) {
    menu_->setObjectName(QStringLiteral("turnMenu"));
    bar->insertMenu(before, menu_);
    WordBar* wordBar = window_->wordBar();

    tableAction_ = add(QKeySequence(Qt::CTRL | Qt::Key_1), "goToTableAction",
                       [this] { window_->boardView()->setFocus(Qt::ShortcutFocusReason); });
    wordAction_ = add(QKeySequence(Qt::CTRL | Qt::Key_2), "goToWordAction", [this, wordBar] {
        if (wordBar->wordEdit()->isEnabled()) {
            wordBar->wordEdit()->setFocus(Qt::ShortcutFocusReason);
        } else {
            window_->announcer()->announce(tr("The word line opens once your card is placed."));
        }
    });
    // Ctrl+L: the key that takes a browser's address line, a line to type in.
    commandLine_ = new CommandLine(window_);
    commandLineAction_ = add(QKeySequence(Qt::CTRL | Qt::Key_L), "commandLineAction",
                             [this] { commandLine_->open(); });
    menu_->addSeparator();
    // Ctrl+Return, not Return: Return already confirms in the word line, and the menu's
    // shortcut must not fire while a list or a button has the keyboard.
    confirmAction_ = add(QKeySequence(Qt::CTRL | Qt::Key_Return), "confirmWordAction",
                         [wordBar] { wordBar->confirmWord(); });
    // Ctrl+Backspace deletes a word in the word line: the card's take-back adds Shift.
    takeBackCardAction_ =
        add(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace), "takeBackCardAction",
            [this, wordBar] {
                press({wordBar->takeBackButton()}, tr("No card of yours to take back now."));
            });
    noWordAction_ =
        add(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), "noWordAction", [this, wordBar] {
            press({wordBar->noWordButton()}, tr("Redrawing or passing is not possible now."));
        });
    hintAction_ = add(QKeySequence(Qt::CTRL | Qt::Key_H), "hintAction", [this, wordBar] {
        if (!wordBar->hintButton()->isVisible() || !wordBar->hintButton()->isEnabled()) {
            window_->announcer()->announce(
                tr("No hint now: hints are on in Game → Hints, on your turn."));
            return;
        }
        wordBar->askHint();
    });
    menu_->addSeparator();
    // One entry for both ways of offering help: on one's own turn (Help offer…) and while the
    // card of a seat not at this screen waits for offers (Offer help…).
    helpOfferAction_ =
        add(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H), "helpOfferAction", [this, wordBar] {
            press({wordBar->helpButton(), wordBar->offerHelpFromHereButton(),
                   wordBar->wantToHelpButton()},
                  tr("No help can be offered now."));
        });
    // A bare H, as the bar's button says: the word line (the only place a person types while a
    // bot's card waits) takes its letters before any shortcut.
    wantHelpAction_ = add(QKeySequence(Qt::Key_H), "wantToHelpAction", [this, wordBar] {
        press({wordBar->wantToHelpButton()}, tr("No card waits for your help now."));
    });
    openOfferAction_ = add(
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), "openOfferAction",
        [this, wordBar] { press({wordBar->waitingOfferButton()}, tr("No help offer waits.")); });
    menu_->addSeparator();
    blackMenu_ = menu_->addMenu(QString());
    blackMenu_->setObjectName(QStringLiteral("blackActionsMenu"));
    connect(blackMenu_, &QMenu::aboutToShow, this, &TurnMenu::fillBlackActions);
    finishAction_ = add(QKeySequence(Qt::CTRL | Qt::Key_E), "finishActionsAction", [this] {
        press({window_->wordBar()->actionBar()->findChild<QPushButton*>(
                  QStringLiteral("finishActions"))},
              tr("There is nothing to finish now."));
    });
    menu_->addSeparator();
    readTableAction_ =
        add(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T), "readTableAction",
            [this] { window_->announcer()->announce(window_->boardScene()->accessibleSummary()); });
    readScoresAction_ = add(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G), "readScoresAction",
                            [this] { readScores(); });
    repeatAction_ = add(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), "repeatAction",
                        [this] { window_->announcer()->repeat(); });
    connect(menu_, &QMenu::aboutToShow, this, &TurnMenu::updateEnabled);
    retranslate();
}

QAction* TurnMenu::add(const QKeySequence& shortcut, const char* objectName, auto slot) {
    auto* action = new QAction(window_);
    action->setObjectName(QString::fromLatin1(objectName));
    action->setShortcut(shortcut);
    connect(action, &QAction::triggered, this, slot);
    menu_->addAction(action);
    return action;
}

void TurnMenu::retranslate() {
    menu_->setTitle(tr("T&urn"));
    tableAction_->setText(tr("Go to the &table"));
    wordAction_->setText(tr("Go to the &word line"));
    commandLineAction_->setText(tr("Co&mmand line…"));
    confirmAction_->setText(tr("&Confirm the word"));
    takeBackCardAction_->setText(tr("Take back the &card"));
    noWordAction_->setText(tr("&No word (redraw or pass)"));
    hintAction_->setText(tr("&Hint"));
    helpOfferAction_->setText(tr("&Offer help…"));
    wantHelpAction_->setText(tr("I'll &help the bot"));
    openOfferAction_->setText(tr("O&pen the waiting help offer"));
    blackMenu_->setTitle(tr("&Black-card actions"));
    finishAction_->setText(tr("&Finish the actions / end the turn"));
    readTableAction_->setText(tr("&Read the table"));
    readScoresAction_->setText(tr("Read the &scores"));
    repeatAction_->setText(tr("R&epeat the last news"));
}

void TurnMenu::updateEnabled() {
    // The entries stay enabled (their shortcuts must work whether or not the menu was opened);
    // each says itself when it has nothing to do. Only the submenu follows the turn.
    blackMenu_->setEnabled(window_->wordBar()->actionBar()->isVisible());
}

void TurnMenu::fillBlackActions() {
    blackMenu_->clear();
    const QWidget* bar = window_->wordBar()->actionBar();
    // The bar's buttons are the actions available now: the menu lists and presses them.
    for (QPushButton* button : bar->findChildren<QPushButton*>()) {
        if (button->objectName() == QLatin1String("finishActions")) {
            continue;
        }
        QAction* entry = blackMenu_->addAction(button->text());
        connect(entry, &QAction::triggered, button, &QPushButton::click);
    }
    if (blackMenu_->isEmpty()) {
        blackMenu_->addAction(tr("No black-card action now"))->setEnabled(false);
    }
}

void TurnMenu::press(std::initializer_list<QPushButton*> buttons, const QString& otherwise) {
    for (QPushButton* button : buttons) {
        if (button != nullptr && button->isVisible() && button->isEnabled()) {
            button->click();
            return;
        }
    }
    window_->announcer()->announce(otherwise);
}

void TurnMenu::readScores() {
    const GameController* controller = window_->controller();
    if (controller == nullptr || !controller->hasGame()) {
        return;
    }
    QStringList parts;
    for (int seat = 0;; ++seat) {
        const PlayerPanel* panel = window_->playerPanel(seat);
        if (panel == nullptr) {
            break;
        }
        parts << panel->accessibleName();
    }
    window_->announcer()->announce(parts.join(QStringLiteral(". ")));
}

}  // namespace ps::ui
