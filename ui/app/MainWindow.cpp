#include "app/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QShortcut>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "app/FlowActions.h"
#include "app/GameFiles.h"
#include "app/HelpNegotiator.h"
#include "app/ReplayMenu.h"
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
#include "services/DictionaryLoader.h"
#include "services/Language.h"
#include "services/Settings.h"
#include "sound/SoundBoard.h"
#include "widgets/BlackActionPicker.h"
#include "widgets/GameLog.h"
#include "widgets/PlayerPanel.h"
#include "widgets/SidePanel.h"

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
    gamePage_ = buildGamePage();
    // A button that is disabled while it has the keyboard (No word, Confirm) hands the
    // keyboard to the next widget in the chain, often the played-words list: the word line
    // (when the person may type) or the table gets it instead.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget* old, QWidget* now) {
        if (old == nullptr || old->isEnabled() || !wordBar_->isAncestorOf(old) ||
            (now != nullptr && now->window() != this)) {
            return;
        }
        QWidget* keyboard = wordBar_->wordEdit()->isEnabled()
                                ? static_cast<QWidget*>(wordBar_->wordEdit())
                                : static_cast<QWidget*>(view_);
        if (now != keyboard) {
            keyboard->setFocus(Qt::OtherFocusReason);
        }
    });
    buildActions();  // after the game page: the zoom actions drive its board view
    buildMenus();
    pages_->addWidget(welcomePage_);
    pages_->addWidget(gamePage_);
    setCentralWidget(pages_);
    buildDocks();
    retranslate();
    resize(1280, 800);
    restoreState(Settings::windowState());
    logDock_->hide();  // until a game is on the table
    wordsDock_->hide();
}

MainWindow::~MainWindow() = default;

QRect MainWindow::fitIntoScreen(const QRect& wanted, const QRect& available) {
    return DialogPlacement::clampInto(wanted, available);
}

QRect MainWindow::firstLaunchFrame(const QRect& available) {
    QRect frame(QPoint(), available.size() * 0.9);
    frame.moveCenter(available.center());
    return frame;
}

void MainWindow::placeOnScreen() {
    const QScreen* screen =
        this->screen() != nullptr ? this->screen() : QGuiApplication::primaryScreen();
    if (screen == nullptr) {
        return;
    }
    const QRect available = screen->availableGeometry();
    // Not shown yet, so the window system has not said how large its decorations are.
    const QMargins decorations(4, 32, 4, 4);
    const auto setFrame = [this, &decorations](const QRect& frame) {
        setGeometry(frame.marginsRemoved(decorations));
    };
    const QByteArray saved = Settings::windowGeometry();
    if (saved.isEmpty() || !restoreGeometry(saved)) {
        setFrame(firstLaunchFrame(available));
        if (available.width() < kRoomyScreen.width() ||
            available.height() < kRoomyScreen.height()) {
            setWindowState(windowState() | Qt::WindowMaximized);
        }
        return;
    }
    // A size remembered on a larger screen (or at a smaller scale) must still fit this one.
    const QRect frame = geometry().marginsAdded(decorations);
    const QRect fitted = fitIntoScreen(frame, available);
    if (fitted != frame) {
        setFrame(fitted);
    }
}

void MainWindow::buildActions() {
    const auto action = [this](const QKeySequence& shortcut, auto receiver, auto slot) {
        auto* made = new QAction(this);
        made->setShortcut(shortcut);
        connect(made, &QAction::triggered, receiver, slot);
        return made;
    };
    newAction_ = action(QKeySequence::New, this, &MainWindow::newGame);
    openAction_ = action(QKeySequence::Open, this, [this] {
        if (controller_ != nullptr || waitForDictionary()) {
            files_->open();
        }
    });
    saveAction_ = action(QKeySequence::Save, files_, &GameFiles::save);
    saveAsAction_ = action(QKeySequence::SaveAs, files_, &GameFiles::saveAs);
    quitAction_ = action(QKeySequence::Quit, this, &QWidget::close);
    quitAction_->setMenuRole(QAction::QuitRole);
    zoomInAction_ = action(QKeySequence::ZoomIn, view_, &BoardView::zoomIn);
    zoomOutAction_ = action(QKeySequence::ZoomOut, view_, &BoardView::zoomOut);
    zoomFitAction_ = action(QKeySequence(Qt::CTRL | Qt::Key_0), view_, &BoardView::zoomToFit);
    checkerAction_ = action(QKeySequence(Qt::CTRL | Qt::Key_K), this, &MainWindow::openWordChecker);
    settingsAction_ = action(QKeySequence::Preferences, this, &MainWindow::openSettings);
    settingsAction_->setMenuRole(QAction::PreferencesRole);
    rulesAction_ = action(QKeySequence::HelpContents, this, &MainWindow::openRules);
    aboutAction_ = action(QKeySequence(), this, [this] { RulesDialog::showAbout(this); });
    aboutAction_->setMenuRole(QAction::AboutRole);
}

void MainWindow::buildMenus() {
    gameMenu_ = menuBar()->addMenu(QString());
    gameMenu_->setObjectName(QStringLiteral("gameMenu"));
    gameMenu_->addAction(newAction_);
    gameMenu_->addAction(openAction_);
    addReplayMenuEntry(gameMenu_, this);
    interruptedMenu_ = gameMenu_->addMenu(QString());
    interruptedMenu_->setObjectName(QStringLiteral("interruptedMenu"));
    connect(interruptedMenu_, &QMenu::aboutToShow, files_,
            [this] { files_->fillInterruptedMenu(interruptedMenu_); });
    gameMenu_->addSeparator();
    gameMenu_->addAction(saveAction_);
    gameMenu_->addAction(saveAsAction_);
    gameMenu_->addSeparator();
    gameMenu_->addAction(quitAction_);
    viewMenu_ = menuBar()->addMenu(QString());
    viewMenu_->addAction(zoomInAction_);
    viewMenu_->addAction(zoomOutAction_);
    viewMenu_->addAction(zoomFitAction_);
    viewMenu_->addSeparator();
    toolsMenu_ = menuBar()->addMenu(QString());
    toolsMenu_->addAction(checkerAction_);
    toolsMenu_->addSeparator();
    toolsMenu_->addAction(settingsAction_);
    helpMenu_ = menuBar()->addMenu(QString());
    helpMenu_->addAction(rulesAction_);
    // The lessons, also once the welcome page is gone: started as its button starts them.
    tutorialAction_ = helpMenu_->addAction(QString());
    tutorialAction_->setObjectName(QStringLiteral("tutorialAction"));
    connect(tutorialAction_, &QAction::triggered, this, [this] {
        if (controller_ != nullptr && controller_->hasGame() && !controller_->game().isOver()) {
            const QString kept =
                files_->keepsInterruptedGames()
                    ? tr("The current game will stay under Game → Interrupted games.")
                    : tr("The current game can be saved first with Game → Save.");
            if (QMessageBox::question(
                    this, tr("Teach me to play"),
                    tr("A game is in progress. Start a lesson? (%1)").arg(kept)) !=
                QMessageBox::Yes) {
                return;
            }
        }
        emit welcomePage_->tutorialClicked();
    });
    helpMenu_->addAction(aboutAction_);
}

QWidget* MainWindow::buildGamePage() {
    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("gamePage"));
    auto* layout = new QHBoxLayout(page);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(8);

    sidePanel_ = new SidePanel(page);
    connect(sidePanel_, &SidePanel::checkerClicked, this, &MainWindow::openWordChecker);
    connect(sidePanel_, &SidePanel::rulesClicked, this, &MainWindow::openRules);
    layout->addWidget(sidePanel_);

    // Centre: the table and the word bar.
    auto* centre = new QVBoxLayout;
    scene_ = new BoardScene(this);
    scene_->setAnimationsEnabled(Settings::animations());
    view_ = new BoardView(scene_, page);
    view_->setObjectName(QStringLiteral("boardView"));
    centre->addWidget(view_, 1);

    wordBar_ = new WordBar(page);
    centre->addWidget(wordBar_);
    layout->addLayout(centre, 1);

    picker_ = new BlackActionPicker(scene_, this);
    negotiator_ = new HelpNegotiator(this);
    connect(picker_, &BlackActionPicker::actionChosen, this, &MainWindow::applyAndReport);
    connect(picker_, &BlackActionPicker::statusChanged, this, &MainWindow::setStatus);
    connect(negotiator_, &HelpNegotiator::started, wordBar_,
            [this] { wordBar_->setNegotiating(true); });
    connect(negotiator_, &HelpNegotiator::finished, this, [this] {
        wordBar_->setNegotiating(false);
        refresh();
    });
    negotiator_->setTypingCheck([this] { return wordBar_->personIsTyping(); });
    wordBar_->setTableVote([this](const Word& word, const Word& related) {
        return HelpNegotiator::tableAccepts(this, word, related);
    });
    connect(negotiator_, &HelpNegotiator::offerWaiting, wordBar_, &WordBar::setWaitingOffer);
    connect(wordBar_, &WordBar::waitingOfferClicked, negotiator_,
            &HelpNegotiator::openWaitingOffer);
    connect(negotiator_, &HelpNegotiator::hideTypedWord, wordBar_, &WordBar::hideWord);
    connect(negotiator_, &HelpNegotiator::showTypedWord, wordBar_, &WordBar::showWord);
    connect(wordBar_, &WordBar::litCellsChanged, scene_, &BoardScene::setLitCells);
    connect(wordBar_, &WordBar::helpOfferClicked, negotiator_, &HelpNegotiator::offerHelp);
    connect(wordBar_, &WordBar::offerHelpToBotClicked, negotiator_,
            &HelpNegotiator::offerHelpToBot);
    connect(wordBar_, &WordBar::blackActionClicked, picker_, &BlackActionPicker::start);
    connect(wordBar_, &WordBar::finishActionsClicked, this, [this] {
        picker_->cancel();
        applyAndReport(controller_->game().state().phase == Phase::Actions ? Action{FinishActions{}}
                                                                           : Action{EndTurn{}});
    });
    // Typing begins the turn as much as placing does: the table's scale is held from then on.
    connect(wordBar_->wordEdit(), &QLineEdit::textEdited, view_, &BoardView::holdScale);
    connect(scene_, &BoardScene::cellClicked, this, &MainWindow::onCellClicked);
    connect(scene_, &BoardScene::cardClicked, this, &MainWindow::onCardClicked);
    // A shortcut rather than a mnemonic: retranslating the button's text would reset it.
    auto* hintShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_H), this);
    connect(hintShortcut, &QShortcut::activated, wordBar_, &WordBar::askHint);
    return page;
}

void MainWindow::buildDocks() {
    logDock_ = new QDockWidget(this);
    logDock_->setObjectName(QStringLiteral("logDock"));
    log_ = new GameLog(logDock_);
    logDock_->setWidget(log_);
    addDockWidget(Qt::RightDockWidgetArea, logDock_);
    wordsDock_ = new QDockWidget(this);
    wordsDock_->setObjectName(QStringLiteral("wordsDock"));
    words_ = new QListWidget(wordsDock_);
    words_->setObjectName(QStringLiteral("playedWords"));
    // As the log: never handed the keyboard when a focused button vanishes (a black-card
    // action's button after a redraw; Qt passes the focus to the next widget that takes Tab),
    // only by a click.
    words_->setFocusPolicy(Qt::ClickFocus);
    // A word too long for the dock ends with "…" (its tooltip has it whole), never cut.
    words_->setTextElideMode(Qt::ElideRight);
    words_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    wordsDock_->setWidget(words_);
    addDockWidget(Qt::RightDockWidgetArea, wordsDock_);
    // Narrower, the docks would keep a sliver of their width after the window shrinks and
    // grows back (the room goes to the table): they stay wide enough for a long word.
    const int longWord = words_->fontMetrics().horizontalAdvance(QStringLiteral("NAJWSPANIALSZY"));
    const int dockWidth = std::max(kDockMinimumWidth, longWord + 40);  // + frame, scroll bar
    log_->setMinimumWidth(dockWidth);
    words_->setMinimumWidth(dockWidth);
    resizeDocks({logDock_, wordsDock_}, {250, 250}, Qt::Horizontal);
    resizeDocks({logDock_, wordsDock_}, {480, 220}, Qt::Vertical);
    viewMenu_->addAction(logDock_->toggleViewAction());
    viewMenu_->addAction(wordsDock_->toggleViewAction());
}

void MainWindow::showTable(const TableView& table) {
    if (pages_->currentWidget() != gamePage_) {
        pages_->setCurrentWidget(gamePage_);
        // The log and the played words belong to a game: shown with the table.
        logDock_->show();
        wordsDock_->show();
    }
    sidePanel_->showTable(table);
    scene_->setTable(table);
}

void MainWindow::setStatus(const QString& text, bool problem) {
    wordBar_->setStatus(text, problem);
}

void MainWindow::appendLog(const QString& line) {
    static_cast<GameLog*>(log_)->appendLine(line);
}

void MainWindow::setPlayedWords(const QStringList& words) {
    QStringList shown;
    for (int row = 0; row < words_->count(); ++row) {
        shown << words_->item(row)->text();
    }
    if (shown == words) {
        return;  // nothing new: the list stays where the reader scrolled it
    }
    words_->clear();
    for (const QString& word : words) {
        auto* item = new QListWidgetItem(word, words_);
        item->setToolTip(word);  // whole, when the dock is too narrow for it
    }
    // The newest word is the last one: kept in sight.
    words_->scrollToBottom();
}

void MainWindow::newGame() {
    if (controller_ != nullptr && controller_->hasGame() && !controller_->game().isOver()) {
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
                return controller_->game().state().usedWords;
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
    Settings::setHelpWindowSeconds(dialog.helpWindowSeconds());
    if (controller_ != nullptr) {
        controller_->setHelpWindow(dialog.helpWindowSeconds() * 1000);
    }
    scene_->setAnimationsEnabled(dialog.animations());
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
    gameMenu_->setTitle(tr("&Game"));
    viewMenu_->setTitle(tr("&View"));
    toolsMenu_->setTitle(tr("&Tools"));
    helpMenu_->setTitle(tr("&Help"));
    newAction_->setText(tr("&New game…"));
    openAction_->setText(tr("&Open…"));
    interruptedMenu_->setTitle(tr("&Interrupted games"));
    saveAction_->setText(tr("&Save"));
    saveAsAction_->setText(tr("Save &as…"));
    quitAction_->setText(tr("&Quit"));
    zoomInAction_->setText(tr("Zoom &in"));
    zoomOutAction_->setText(tr("Zoom &out"));
    zoomFitAction_->setText(tr("&Fit the table"));
    checkerAction_->setText(tr("&Word checker…"));
    settingsAction_->setText(tr("&Settings…"));
    rulesAction_->setText(tr("&Rules"));
    tutorialAction_->setText(tr("&Teach me to play…"));
    aboutAction_->setText(tr("&About Potęga Słowa"));
    logDock_->setWindowTitle(tr("Game log"));
    wordsDock_->setWindowTitle(tr("Played words"));
    log_->setAccessibleName(tr("Game log"));
    words_->setAccessibleName(tr("Played words"));
    view_->setAccessibleName(tr("Table"));
    view_->setAccessibleDescription(
        tr("The cards on the table; arrow keys move between cells, Enter places the card"));
    wordBar_->setAccessibleName(tr("Your move"));
    sidePanel_->setAccessibleName(tr("Players and rounds"));
}

void MainWindow::setController(GameController* controller) {
    controller_ = controller;
    files_->setController(controller);
    picker_->setController(controller);
    negotiator_->setController(controller);
    wordBar_->setController(controller);
    connect(controller, &GameController::changed, this, &MainWindow::refresh);
    sound::attachSounds(controller, this);
    connect(controller, &GameController::logLine, this, &MainWindow::appendLog);
    static_cast<GameLog*>(log_)->attach(controller, scene_, view_);
    connect(controller, &GameController::turnBegan, this, &MainWindow::onTurnBegan);
    connect(controller, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(controller, &GameController::gameStarted, this, [this] {
        log_->clear();
        scene_->setZones({});
        view_->zoomToFit();
    });
    connect(controller, &GameController::hintReady, wordBar_, &WordBar::showHint);
    connect(controller, &GameController::hintFinished, wordBar_, &WordBar::refresh);
    connect(controller, &GameController::botError, this,
            [this](const QString& message) { setStatus(message, true); });
    connect(controller, &GameController::helpWindowChanged, wordBar_, &WordBar::updateBotHelpBar);
    // The turn's flow: take back a move and hints in the Game menu; the clock's line in the
    // word bar's status, a late answer's calm line in the window's status bar.
    auto* flow = new FlowActions(controller, this);
    gameMenu_->insertActions(saveAction_, flow->actions());
    gameMenu_->insertSeparator(saveAction_);
    connect(controller, &GameController::turnTimedOut, this,
            [this](const QString& message) { setStatus(message, true); });
    connect(history::installHistory(this, controller, loader_, gameMenu_, statusBar()),
            &history::HistoryRecorder::replayRequested, this,
            [this](const QString& record, const QString& title, const QList<SeatSetup>& seats) {
                if (ReplayViewer* viewer = ReplayViewer::openRecordText(record, title, this)) {
                    viewer->setSeats(seats);  // the players' names: a record has none
                }
            });
    connect(controller, &GameController::notice, this,
            [this](const QString& message) { statusBar()->showMessage(message, 10000); });
    connect(controller, &GameController::seatThinking, this, &MainWindow::onSeatThinking);
    installTutorial(this, controller);  // the welcome page's lessons
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
        wordBar_->showPrompt();
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
    const TableView table = controller_->tableView();
    QList<SeatKind> kinds;
    for (const SeatSetup& seat : controller_->setup().seats) {
        kinds.append(seat.kind);
    }
    sidePanel_->setSeatKinds(kinds);
    const GameState& state = controller_->game().state();
    const bool human = controller_->currentSeatIsHuman() && !controller_->game().isOver();
    // The cells where the card may go come first: a new turn's fit then keeps them in sight.
    scene_->setLegalCells(human && !picker_->isPicking() ? controller_->legalCells()
                                                         : QList<QPoint>{});
    showTable(table);
    setPlayedWords(controller_->playedWords());
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
    if (state.phase == Phase::ZeppelinChoice && human) {
        QTimer::singleShot(0, picker_, &BlackActionPicker::chooseZeppelinCard);
    }
    negotiator_->scheduleBotOfferAnswer();
    files_->autosave();
    emit refreshed();
    emit gameChanged();
}

void MainWindow::onCellClicked(QPoint cell) {
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
    wordBar_->wordEdit()->setFocus();
}

void MainWindow::onCardClicked(QPoint cell) {
    if (controller_ == nullptr || !controller_->hasGame() || !controller_->currentSeatIsHuman()) {
        return;
    }
    if (!picker_->cardClicked(cell)) {
        // In the word step: a lit card switches to another card with the same letter.
        wordBar_->chooseOtherCardAt(cell);
    }
}

void MainWindow::applyAndReport(const Action& action) {
    if (auto problem = controller_->apply(action)) {
        setStatus(*problem, true);
        refresh();
    }
}

void MainWindow::onTurnBegan() {
    picker_->cancel();
    wordBar_->startTurn();
    if (controller_->currentSeatIsHuman()) {
        view_->setFocus();
    }
}

void MainWindow::onGameOver() {
    wordBar_->stopCountdown();
    refresh();
    scene_->showScoringZones(controller_->game().scores().zones);
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
    if (controller_ == nullptr || !controller_->hasGame() || !controller_->game().isOver()) {
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
