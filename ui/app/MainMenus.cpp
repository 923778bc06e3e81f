#include "app/MainMenus.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>

#include "app/FlowActions.h"
#include "app/GameFiles.h"
#include "app/MainWindow.h"
#include "app/ReplayMenu.h"
#include "app/TurnMenu.h"
#include "app/WelcomePage.h"
#include "board/BoardView.h"
#include "dialogs/KeyboardMapDialog.h"
#include "dialogs/RulesDialog.h"
#include "game/GameController.h"
#include "services/DictionaryLoader.h"

namespace ps::ui {

MainMenus::MainMenus(MainWindow* window) : QObject(window), window_(window) {
    buildActions();
    buildMenus();
}

void MainMenus::buildActions() {
    const auto action = [this](const QKeySequence& shortcut, auto receiver, auto slot) {
        auto* made = new QAction(window_);
        made->setShortcut(shortcut);
        connect(made, &QAction::triggered, receiver, slot);
        return made;
    };
    GameFiles* files = window_->files();
    BoardView* view = window_->boardView();
    newAction_ = action(QKeySequence::New, window_, &MainWindow::newGame);
    openAction_ = action(QKeySequence::Open, window_, [this] {
        DictionaryLoader* loader = window_->dictionaryLoader();
        if (window_->controller() != nullptr || (loader != nullptr && loader->waitUntilLoaded())) {
            window_->files()->open();
        }
    });
    saveAction_ = action(QKeySequence::Save, files, &GameFiles::save);
    // Ctrl+Shift+S whatever the desktop's key theme (some have none for Save As).
    saveAsAction_ =
        action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), files, &GameFiles::saveAs);
    saveAsAction_->setObjectName(QStringLiteral("saveAsAction"));
    quitAction_ = action(QKeySequence::Quit, window_, &QWidget::close);
    quitAction_->setMenuRole(QAction::QuitRole);
    zoomInAction_ = action(QKeySequence::ZoomIn, view, &BoardView::zoomIn);
    zoomOutAction_ = action(QKeySequence::ZoomOut, view, &BoardView::zoomOut);
    zoomFitAction_ = action(QKeySequence(Qt::CTRL | Qt::Key_0), view, &BoardView::zoomToFit);
    checkerAction_ =
        action(QKeySequence(Qt::CTRL | Qt::Key_K), window_, &MainWindow::openWordChecker);
    settingsAction_ = action(QKeySequence::Preferences, window_, &MainWindow::openSettings);
    settingsAction_->setMenuRole(QAction::PreferencesRole);
    rulesAction_ = action(QKeySequence::HelpContents, window_, &MainWindow::openRules);
    keyboardMapAction_ = action(QKeySequence(Qt::CTRL | Qt::Key_F1), this, [this] {
        KeyboardMapDialog::showFor(window_, window_->menuBar());
    });
    keyboardMapAction_->setObjectName(QStringLiteral("keyboardMapAction"));
    aboutAction_ = action(QKeySequence(), window_, [this] { RulesDialog::showAbout(window_); });
    aboutAction_->setMenuRole(QAction::AboutRole);
}

void MainMenus::buildMenus() {
    QMenuBar* bar = window_->menuBar();
    gameMenu_ = bar->addMenu(QString());
    gameMenu_->setObjectName(QStringLiteral("gameMenu"));
    gameMenu_->addAction(newAction_);
    gameMenu_->addAction(openAction_);
    addReplayMenuEntry(gameMenu_, window_);
    interruptedMenu_ = gameMenu_->addMenu(QString());
    interruptedMenu_->setObjectName(QStringLiteral("interruptedMenu"));
    connect(interruptedMenu_, &QMenu::aboutToShow, window_->files(),
            [this] { window_->files()->fillInterruptedMenu(interruptedMenu_); });
    gameMenu_->addSeparator();
    gameMenu_->addAction(saveAction_);
    gameMenu_->addAction(saveAsAction_);
    gameMenu_->addSeparator();
    gameMenu_->addAction(quitAction_);
    viewMenu_ = bar->addMenu(QString());
    turnMenu_ = new TurnMenu(window_, bar, viewMenu_->menuAction());
    viewMenu_->addAction(zoomInAction_);
    viewMenu_->addAction(zoomOutAction_);
    viewMenu_->addAction(zoomFitAction_);
    viewMenu_->addSeparator();
    toolsMenu_ = bar->addMenu(QString());
    toolsMenu_->addAction(checkerAction_);
    toolsMenu_->addSeparator();
    toolsMenu_->addAction(settingsAction_);
    helpMenu_ = bar->addMenu(QString());
    helpMenu_->addAction(rulesAction_);
    helpMenu_->addAction(keyboardMapAction_);
    // The lessons, also once the welcome page is gone: started as its button starts them.
    tutorialAction_ = helpMenu_->addAction(QString());
    tutorialAction_->setObjectName(QStringLiteral("tutorialAction"));
    connect(tutorialAction_, &QAction::triggered, this, [this] { startTutorial(); });
    lessonsSeparator_ = helpMenu_->addSeparator();
    helpMenu_->addAction(aboutAction_);
    // Each lesson on its own, as on the welcome page (its titles come with the tutorial).
    connect(helpMenu_, &QMenu::aboutToShow, this, &MainMenus::fillLessons);
}

void MainMenus::fillLessons() {
    qDeleteAll(lessonActions_);
    lessonActions_.clear();
    const QList<QPushButton*> buttons = window_->welcomePage()->lessonButtons();
    for (int i = 0; i < buttons.size(); ++i) {
        QString title = buttons[i]->text();
        title.remove(QLatin1Char('&'));
        auto* entry = new QAction(MainWindow::tr("Lesson %1: %2").arg(i + 1).arg(title), helpMenu_);
        entry->setObjectName(QStringLiteral("lessonAction%1").arg(i + 1));
        connect(entry, &QAction::triggered, this, [this, i] { startTutorial(i); });
        helpMenu_->insertAction(lessonsSeparator_, entry);
        lessonActions_ << entry;
    }
}

void MainMenus::startTutorial(int lesson) {
    const GameController* controller = window_->controller();
    if (controller != nullptr && controller->hasGame() && !controller->isOver()) {
        const QString kept =
            window_->files()->keepsInterruptedGames()
                ? MainWindow::tr("The current game will stay under Game → Interrupted games.")
                : MainWindow::tr("The current game can be saved first with Game → Save.");
        if (QMessageBox::question(
                window_, MainWindow::tr("Teach me to play"),
                MainWindow::tr("A game is in progress. Start a lesson? (%1)").arg(kept)) !=
            QMessageBox::Yes) {
            return;
        }
    }
    if (lesson < 0) {
        emit window_->welcomePage()->tutorialClicked();
    } else {
        emit window_->welcomePage()->lessonClicked(lesson);
    }
}

void MainMenus::setController(GameController* controller) {
    auto* flow = new FlowActions(controller, window_);
    gameMenu_->insertActions(saveAction_, flow->actions());
    gameMenu_->insertSeparator(saveAction_);
}

void MainMenus::retranslate() {
    gameMenu_->setTitle(MainWindow::tr("&Game"));
    viewMenu_->setTitle(MainWindow::tr("&View"));
    toolsMenu_->setTitle(MainWindow::tr("&Tools"));
    helpMenu_->setTitle(MainWindow::tr("&Help"));
    newAction_->setText(MainWindow::tr("&New game…"));
    openAction_->setText(MainWindow::tr("&Open…"));
    interruptedMenu_->setTitle(MainWindow::tr("&Interrupted games"));
    saveAction_->setText(MainWindow::tr("&Save"));
    saveAsAction_->setText(MainWindow::tr("Save &as…"));
    quitAction_->setText(MainWindow::tr("&Quit"));
    zoomInAction_->setText(MainWindow::tr("Zoom &in"));
    zoomOutAction_->setText(MainWindow::tr("Zoom &out"));
    zoomFitAction_->setText(MainWindow::tr("&Fit the table"));
    checkerAction_->setText(MainWindow::tr("&Word checker…"));
    settingsAction_->setText(MainWindow::tr("&Settings…"));
    rulesAction_->setText(MainWindow::tr("&Rules"));
    keyboardMapAction_->setText(MainWindow::tr("&Keyboard shortcuts"));
    turnMenu_->retranslate();
    tutorialAction_->setText(MainWindow::tr("&Teach me to play…"));
    aboutAction_->setText(MainWindow::tr("&About Potęga Słowa"));
}

}  // namespace ps::ui
