#include "app/MainWindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>

#include "app/Application.h"
#include "app/GameFiles.h"
#include "app/KeeperTables.h"
#include "app/OnlinePlay.h"
#include "app/TableDesk.h"
#include "app/TableWordKeeper.h"
#include "app/WelcomePage.h"
#include "app/WindowTutorial.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "dialogs/DialogPlacement.h"
#include "dialogs/EndGameDialog.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/RulesDialog.h"
#include "dialogs/SettingsDialog.h"
#include "dialogs/WordCheckerDialog.h"
#include "history/HistoryRecorder.h"
#include "replay/ReplayViewer.h"
#include "services/Accessibility.h"
#include "services/DictionaryLoader.h"
#include "services/Language.h"
#include "services/Settings.h"
#include "sound/SoundBoard.h"
#include "widgets/Announcer.h"
#include "widgets/GameLog.h"
#include "widgets/PlayerPanel.h"
#include "widgets/SaveStateLabel.h"

namespace ps::ui {

using namespace ps::engine;

namespace {

// The word checker and the rules stay open beside the game: one of each, brought forward.
void showAndRaise(QWidget* dialog) {
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setObjectName(QStringLiteral("mainWindow"));
    DialogPlacement::install();
    setWindowIcon(QIcon(QStringLiteral(":/icons/potega-slowa.svg")));
    files_ = new GameFiles(this);
    pages_ = new QStackedWidget(this);
    welcomePage_ = new WelcomePage(this);
    connect(welcomePage_, &WelcomePage::newGameClicked, this, &MainWindow::newGame);
    connect(welcomePage_, &WelcomePage::checkerClicked, this, &MainWindow::openWordChecker);
    connect(welcomePage_, &WelcomePage::rulesClicked, this, &MainWindow::openRules);
    connect(welcomePage_, &WelcomePage::onlineClicked, this, [this] {
        if (online_ != nullptr) {
            online_->action()->trigger();
        }
    });
    connect(welcomePage_, &WelcomePage::myTablesClicked, this, [this] {
        if (keeperTables_ != nullptr) {
            keeperTables_->action()->trigger();
        }
    });
    connect(welcomePage_, &WelcomePage::resumeClicked, this, [this](const QString& path) {
        if (controller_ != nullptr || waitForDictionary()) {
            files_->resumeInterrupted(path);
        }
    });
    connect(welcomePage_, &WelcomePage::discardClicked, files_,
            [this](const QString& path) { files_->discardInterrupted(path); });
    connect(files_, &GameFiles::interruptedGamesChanged, this,
            [this] { welcomePage_->setInterruptedGames(files_->interruptedGames()); });
    connect(files_, &GameFiles::statusMessage, this, [this](const QString& text, int timeoutMs) {
        statusBar()->showMessage(text, timeoutMs);
    });
    page_ = new GamePage(this, this);
    connect(page_, &GamePage::checkerClicked, this, &MainWindow::openWordChecker);
    connect(page_, &GamePage::rulesClicked, this, &MainWindow::openRules);
    connect(page_, &GamePage::refreshWanted, this, &MainWindow::refresh);
    // The news a screen reader reads: a permanent line of the status bar (a temporary message
    // would hide a plain one, and a hidden line is not read). It takes the bar's width, so the
    // bar's own messages are said on it too; the save state keeps a place of its own.
    accessibility::install();  // before the first accessible object is made
    // A value chosen with the arrows in a combo box is spoken as a notification of its window.
    accessibility::setValueSpeaker([](QWidget* control, const QString& value) {
        auto* notice = new NewsNotice(value, control->window());
        notice->show();
        QTimer::singleShot(10000, notice, &QObject::deleteLater);
    });
    announcer_ = new Announcer(this);
    statusBar()->addPermanentWidget(announcer_, 1);
    connect(statusBar(), &QStatusBar::messageChanged, announcer_, &Announcer::announce);
    saveState_ = new SaveStateLabel(this);
    statusBar()->addPermanentWidget(saveState_);
    connect(files_, &GameFiles::dialogsClosed, page_, &GamePage::giveKeyboardBack);
    // A refusal, a black card's prompt, the end of the game: said as well as shown.
    connect(page_, &GamePage::statusChanged, announcer_,
            [this](const QString& text) { announcer_->announce(text); });
    connect(page_, &GamePage::news, announcer_, &Announcer::announce);
    connect(files_, &GameFiles::saveStateChanged, this,
            [this](const QString& text, const QString& detail, bool problem) {
                const bool news = problem && !saveState_->showsProblem();
                saveState_->setState(text, detail, problem);
                if (news) {
                    // One line: the news line is one line of the status bar.
                    announcer_->announce(
                        text + QStringLiteral(": ") +
                        QString(detail).replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified());
                }
            });
    menus_ = new MainMenus(this);  // after the game page: the zoom actions drive its board view
    pages_->addWidget(welcomePage_);
    pages_->addWidget(page_);
    setCentralWidget(pages_);
    docks_ = new GameDocks(this, menus_->viewMenu());
    retranslate();
    resize(1280, 800);
    restoreState(Settings::windowState());
    docks_->hide();  // until a game is on the table
}

MainWindow::~MainWindow() = default;

void MainWindow::showTable(const TableView& table) {
    showGamePage();
    page_->showTable(table);
}

void MainWindow::showGamePage() {
    if (pages_->currentWidget() != page_) {
        pages_->setCurrentWidget(page_);
        // The log and the played words belong to a game: shown with the table.
        docks_->show();
    }
}

void MainWindow::setStatus(const QString& text, bool problem) {
    page_->setStatus(text, problem);  // said on the news line too
}

void MainWindow::appendLog(const QString& line) {
    docks_->log()->appendLine(line);
}

void MainWindow::setPlayedWords(const QStringList& words) {
    docks_->setPlayedWords(words);
}

QListWidget* MainWindow::logList() const {
    return docks_->log();
}

void MainWindow::newGame() {
    if (controller_ != nullptr && controller_->hasGame() && !controller_->isOver()) {
        const QString kept = files_->keepsInterruptedGames()
                                 ? tr("The current game will stay under Game → Interrupted games.")
                                 : tr("The current game can be saved first with Game → Save.");
        const auto answer = QMessageBox::question(
            this, tr("New game"), tr("A game is in progress. Start a new one? (%1)").arg(kept));
        if (answer != QMessageBox::Yes) {
            return;
        }
    }
    if (controller_ == nullptr && loader_ != nullptr && !waitForDictionary()) {
        QMessageBox::warning(this, tr("New game"), loader_->error());
        return;
    }
    NewGameDialog dialog(Settings::newGameSetup(),
                         controller_ != nullptr && controller_->botsAvailable(), this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const GameSetup setup = dialog.setup();
    Settings::setNewGameSetup(setup);
    emit newGameRequested(setup);
    if (controller_ != nullptr) {
        startGame(setup);
    }
}

void MainWindow::openWordChecker() {
    if (!waitForDictionary()) {
        QMessageBox::warning(this, tr("Word checker"),
                             loader_ != nullptr ? loader_->error() : tr("No dictionary."));
        return;
    }
    auto* dialog = findChild<WordCheckerDialog*>();
    if (dialog == nullptr) {
        dialog = new WordCheckerDialog(
            loader_->dictionary(),
            [this]() -> std::vector<Word> {
                if (controller_ == nullptr || !controller_->hasGame()) {
                    return {};
                }
                return controller_->position().usedWords;
            },
            this);
    }
    showAndRaise(dialog);
}

void MainWindow::setDictionaryLoader(DictionaryLoader* loader) {
    loader_ = loader;
    files_->setDictionaryLoader(loader);
    // A new game takes the dictionary chosen in Settings; a running one keeps its own.
    connect(this, &MainWindow::newGameRequested, loader,
            [loader] { loader->useChosenDictionary(); });
    welcomePage_->setDictionaryLoader(loader);
}

void MainWindow::openRules() {
    auto* dialog = findChild<RulesDialog*>();
    if (dialog == nullptr) {
        dialog = new RulesDialog(this);
    }
    showAndRaise(dialog);
}

void MainWindow::openSettings() {
    SettingsDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    Settings::setAnimations(dialog.animations());
    if (dialog.highContrast() != Settings::highContrast() ||
        dialog.largeText() != Settings::largeText()) {
        Settings::setHighContrast(dialog.highContrast());
        Settings::setLargeText(dialog.largeText());
        applyLook(*qApp);
    }
    Settings::setHelpWindowSeconds(dialog.helpWindowSeconds());
    Settings::setHelpGraceMilliseconds(dialog.helpGraceMilliseconds());
    Settings::setExpertSeconds(dialog.expertSeconds());
    Settings::setAnalysisDeals(dialog.analysisDeals());
    if (controller_ != nullptr) {
        controller_->setHelpWindow(dialog.helpWindowSeconds() * 1000);
        controller_->setHelpGrace(Settings::helpGraceMilliseconds());
    }
    boardScene()->setAnimationsEnabled(dialog.animations());
    const QString code = dialog.languageCode();
    if (code != language::current()) {
        language::save(code);
        language::apply(code);
    }
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    Settings::setWindowLayout(saveGeometry(), saveState());
    event->accept();
}

void MainWindow::retranslate() {
    setWindowTitle(tr("Potęga Słowa"));
    menus_->retranslate();
    docks_->retranslate();
    if (online_ != nullptr) {
        online_->retranslate();
    }
    if (keeperTables_ != nullptr) {
        keeperTables_->retranslate();
    }
    boardView()->setAccessibleName(tr("Table"));
    boardView()->setAccessibleDescription(
        tr("The cards on the table; arrow keys move between cells, Enter places the card"));
    wordBar()->setAccessibleName(tr("Your move"));
    page_->sidePanel()->setAccessibleName(tr("Players and rounds"));
}

void MainWindow::setController(GameController* controller) {
    controller_ = controller;
    files_->setController(controller);
    page_->setController(controller);
    connect(controller, &GameController::changed, this, &MainWindow::refresh);
    sound::SoundBoard* sounds = sound::attachSounds(controller, this);
    // An offer that waits while the person types is heard as well as seen (your-turn's cue:
    // something waits for you).
    connect(page_->desk(), &TableDesk::offerWaiting, sounds, [sounds](const QString& from) {
        if (!from.isEmpty()) {
            sounds->cue(sound::Cue::YourTurn);
        }
    });
    connect(controller, &GameController::logLine, this, &MainWindow::appendLog);
    docks_->log()->attach(controller, boardScene(), boardView());
    announcer_->attach(controller);
    connect(controller, &GameController::turnBegan, this, &MainWindow::onTurnBegan);
    connect(controller, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(controller, &GameController::gameStarted, this, [this] {
        docks_->log()->clear();
        boardScene()->setZones({});
        boardView()->zoomToFit();
    });
    connect(controller, &GameController::hintReady, wordBar(), &WordBar::showHint);
    connect(controller, &GameController::hintFinished, wordBar(), &WordBar::refresh);
    connect(controller, &GameController::botError, this,
            [this](const QString& message) { setStatus(message, true); });
    connect(controller, &GameController::helpWindowChanged, wordBar(), &WordBar::updateBotHelpBar);
    // The turn's flow: take back a move and hints in the Game menu; the clock's line in the
    // word bar's status, a late answer's calm line in the window's status bar.
    menus_->setController(controller);
    online_ = new OnlinePlay(this, controller);
    menus_->gameMenu()->insertAction(menus_->gameMenu()->actions().value(2), online_->action());
    // Game → My tables, after Play online.
    keeperTables_ = new KeeperTables(this, controller, online_);
    menus_->gameMenu()->insertAction(menus_->gameMenu()->actions().value(3),
                                     keeperTables_->action());
    files_->setOnlineReopenQuestion(
        [this](const GameSetup& setup) { return online_->askReopen(setup); });
    connect(files_, &GameFiles::onlineTableToReopen, online_, &OnlinePlay::reopen);
    connect(controller, &GameController::turnTimedOut, this,
            [this](const QString& message) { setStatus(message, true); });
    history::HistoryRecorder* recorder =
        history::installHistory(this, controller, loader_, menus_->gameMenu(), statusBar());
    // A finished game stays in the autosave until the history holds it.
    files_->setHistoryConfirms(true);
    connect(recorder, &history::HistoryRecorder::finishedGameRecorded, files_,
            &GameFiles::finishedGameRecorded);
    connect(recorder, &history::HistoryRecorder::replayRequested, this,
            [this](const QString& record, const QString& title, const QList<SeatSetup>& seats) {
                if (ReplayViewer* viewer = ReplayViewer::openRecordText(record, title, this)) {
                    viewer->setSeats(seats);  // the players' names: a record has none
                }
            });
    connect(controller, &GameController::notice, this,
            [this](const QString& message) { statusBar()->showMessage(message, 10000); });
    connect(controller, &GameController::seatThinking, this, &MainWindow::onSeatThinking);
    installTutorial(this, controller);  // the welcome page's lessons
    // Words the table accepted against the dictionary: offered to the player's own words.
    new TableWordKeeper(this, controller, menus_->toolsMenu());
    connect(controller, &GameController::seatProgress, this, [this](int seat, double fraction) {
        if (PlayerPanel* panel = playerPanel(seat)) {
            panel->setProgress(fraction);
        }
    });
}

void MainWindow::onSeatThinking(int seat, bool thinking, bool forHelp) {
    if (PlayerPanel* panel = playerPanel(seat)) {
        panel->setThinking(thinking, forHelp);
    }
    if (controller_ != nullptr && controller_->hasGame() && seat == controller_->currentSeat()) {
        wordBar()->showPrompt();
    }
}

bool MainWindow::startGame(const GameSetup& setup) {
    if (controller_ == nullptr) {
        return false;
    }
    if (auto problem = controller_->newGame(setup)) {
        QMessageBox::warning(this, tr("New game"), *problem);
        return false;
    }
    return true;
}

void MainWindow::refresh() {
    if (controller_ == nullptr || !controller_->hasGame()) {
        return;
    }
    showGamePage();
    page_->showPosition();
    setPlayedWords(controller_->playedWords());
    files_->autosave();
    emit refreshed();
    emit gameChanged();
}

void MainWindow::onTurnBegan() {
    page_->startTurn();
    if (controller_->currentSeatIsHuman()) {
        announcer_->announce(statusLabel()->text());  // the card to place, and how
    }
}

void MainWindow::onGameOver() {
    wordBar()->stopCountdown();
    refresh();
    boardScene()->showScoringZones(controller_->scores().zones);
    setStatus(tr("The game is over."));
    QTimer::singleShot(0, this, &MainWindow::showEndOfGame);
}

void MainWindow::showEndOfGame() {
    // A dialog already up (the save dialog's "replace?" question, while bots finished the game)
    // keeps the front: the end of the game waits for it instead of covering it.
    if (QApplication::activeModalWidget() != nullptr) {
        QTimer::singleShot(100, this, &MainWindow::showEndOfGame);
        return;
    }
    if (controller_ == nullptr || !controller_->hasGame() || !controller_->isOver()) {
        return;  // another game was opened meanwhile
    }
    EndGameDialog dialog(*controller_, this);
    dialog.exec();
    if (dialog.playAgain()) {
        GameSetup again = controller_->setup();
        again.seed.reset();  // same seats, a new deal
        startGame(again);
    }
}

}  // namespace ps::ui
