#include "app/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

#include "app/DictionaryLoader.h"
#include "app/GameFiles.h"
#include "app/Language.h"
#include "app/WelcomePage.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "dialogs/EndGameDialog.h"
#include "dialogs/HelpDialogs.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/RulesDialog.h"
#include "dialogs/SettingsDialog.h"
#include "dialogs/WordCheckerDialog.h"
#include "game/Player.h"
#include "widgets/CardWidget.h"
#include "widgets/PlayerPanel.h"
#include "widgets/RoundTrack.h"

namespace ps::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/potega-slowa.svg")));
    files_ = new GameFiles(this);
    buildActions();
    buildMenus();
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
    pages_->addWidget(welcomePage_);
    pages_->addWidget(gamePage_);
    setCentralWidget(pages_);
    buildDocks();
    retranslate();
    resize(1280, 800);
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    logDock_->hide();  // until a game is on the table
    wordsDock_->hide();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildActions() {
    newAction_ = new QAction(this);
    newAction_->setShortcut(QKeySequence::New);
    connect(newAction_, &QAction::triggered, this, &MainWindow::newGame);
    openAction_ = new QAction(this);
    openAction_->setShortcut(QKeySequence::Open);
    saveAction_ = new QAction(this);
    saveAction_->setShortcut(QKeySequence::Save);
    saveAsAction_ = new QAction(this);
    saveAsAction_->setShortcut(QKeySequence::SaveAs);
    connect(openAction_, &QAction::triggered, this, [this] {
        if (controller_ != nullptr || waitForDictionary()) {
            files_->open();
        }
    });
    connect(saveAction_, &QAction::triggered, files_, &GameFiles::save);
    connect(saveAsAction_, &QAction::triggered, files_, &GameFiles::saveAs);
    quitAction_ = new QAction(this);
    quitAction_->setShortcut(QKeySequence::Quit);
    quitAction_->setMenuRole(QAction::QuitRole);
    connect(quitAction_, &QAction::triggered, this, &QWidget::close);
    zoomInAction_ = new QAction(this);
    zoomInAction_->setShortcut(QKeySequence::ZoomIn);
    zoomOutAction_ = new QAction(this);
    zoomOutAction_->setShortcut(QKeySequence::ZoomOut);
    zoomFitAction_ = new QAction(this);
    zoomFitAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    checkerAction_ = new QAction(this);
    checkerAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(checkerAction_, &QAction::triggered, this, &MainWindow::openWordChecker);
    settingsAction_ = new QAction(this);
    settingsAction_->setShortcut(QKeySequence::Preferences);
    settingsAction_->setMenuRole(QAction::PreferencesRole);
    connect(settingsAction_, &QAction::triggered, this, &MainWindow::openSettings);
    rulesAction_ = new QAction(this);
    rulesAction_->setShortcut(QKeySequence::HelpContents);
    connect(rulesAction_, &QAction::triggered, this, &MainWindow::openRules);
    aboutAction_ = new QAction(this);
    aboutAction_->setMenuRole(QAction::AboutRole);
    connect(aboutAction_, &QAction::triggered, this, &MainWindow::about);
}

void MainWindow::buildMenus() {
    gameMenu_ = menuBar()->addMenu(QString());
    gameMenu_->setObjectName(QStringLiteral("gameMenu"));
    gameMenu_->addAction(newAction_);
    gameMenu_->addAction(openAction_);
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
    helpMenu_->addAction(aboutAction_);
}

QWidget* MainWindow::buildGamePage() {
    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("gamePage"));
    auto* layout = new QHBoxLayout(page);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(8);

    // Left: round track, players, tools.
    auto* side = new QWidget(page);
    side->setFixedWidth(300);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    roundTrack_ = new RoundTrack(side);
    sideLayout->addWidget(roundTrack_);
    panelsLayout_ = new QVBoxLayout;
    panelsLayout_->setSpacing(6);
    sideLayout->addLayout(panelsLayout_);
    sideLayout->addStretch();
    auto* tools = new QHBoxLayout;
    checkerButton_ = new QPushButton(side);
    connect(checkerButton_, &QPushButton::clicked, this, &MainWindow::openWordChecker);
    rulesButton_ = new QPushButton(side);
    connect(rulesButton_, &QPushButton::clicked, this, &MainWindow::openRules);
    tools->addWidget(checkerButton_);
    tools->addWidget(rulesButton_);
    sideLayout->addLayout(tools);
    layout->addWidget(side);

    // Centre: the table and the word bar.
    auto* centre = new QVBoxLayout;
    scene_ = new BoardScene(this);
    scene_->setAnimationsEnabled(QSettings().value(QStringLiteral("animations"), true).toBool());
    view_ = new BoardView(scene_, page);
    view_->setObjectName(QStringLiteral("boardView"));
    centre->addWidget(view_, 1);
    connect(zoomInAction_, &QAction::triggered, view_, &BoardView::zoomIn);
    connect(zoomOutAction_, &QAction::triggered, view_, &BoardView::zoomOut);
    connect(zoomFitAction_, &QAction::triggered, view_, &BoardView::zoomToFit);

    auto* wordBar = new QFrame(page);
    wordBar->setObjectName(QStringLiteral("wordBar"));
    wordBar->setFrameShape(QFrame::StyledPanel);
    auto* wordLayout = new QVBoxLayout(wordBar);
    wordLayout->setContentsMargins(10, 8, 10, 8);
    auto* entryRow = new QHBoxLayout;
    wordLabel_ = new QLabel(wordBar);
    wordEdit_ = new QLineEdit(wordBar);
    wordEdit_->setObjectName(QStringLiteral("wordEdit"));
    wordEdit_->setMaxLength(40);
    QFont wordFont = wordEdit_->font();
    wordFont.setPointSizeF(wordFont.pointSizeF() * 1.5);
    wordFont.setBold(true);
    wordEdit_->setFont(wordFont);
    wordLabel_->setBuddy(wordEdit_);
    undoPlace_ = new QPushButton(wordBar);
    undoPlace_->setObjectName(QStringLiteral("undoPlaceButton"));
    confirm_ = new QPushButton(wordBar);
    confirm_->setObjectName(QStringLiteral("confirmButton"));
    confirm_->setDefault(true);
    noWord_ = new QPushButton(wordBar);
    noWord_->setObjectName(QStringLiteral("noWordButton"));
    help_ = new QPushButton(wordBar);
    help_->setObjectName(QStringLiteral("helpButton"));
    hint_ = new QPushButton(wordBar);
    hint_->setObjectName(QStringLiteral("hintButton"));
    hint_->hide();  // only in games set up with hints
    entryRow->addWidget(wordLabel_);
    entryRow->addWidget(wordEdit_, 1);
    for (QPushButton* button : {undoPlace_, confirm_, noWord_, help_, hint_}) {
        button->setMinimumHeight(34);
        button->setEnabled(false);
        entryRow->addWidget(button);
    }
    // The entry row and, on a bot's word step, the help bar share one place, so the table
    // does not jump when the bar comes and goes.
    wordStack_ = new QStackedWidget(wordBar);
    wordStack_->setObjectName(QStringLiteral("wordStack"));
    auto* entryPage = new QWidget(wordStack_);
    entryRow->setContentsMargins(0, 0, 0, 0);
    entryPage->setLayout(entryRow);
    wordStack_->addWidget(entryPage);
    wordStack_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    wordLayout->addWidget(wordStack_);
    actionBarWidget_ = new QWidget(wordBar);
    actionBarWidget_->setObjectName(QStringLiteral("actionBar"));
    actionBar_ = new QHBoxLayout(actionBarWidget_);
    actionBar_->setContentsMargins(0, 0, 0, 0);
    actionLabel_ = new QLabel(actionBarWidget_);
    actionBar_->addWidget(actionLabel_);
    actionBar_->addStretch();
    actionBarWidget_->hide();
    wordLayout->addWidget(actionBarWidget_);
    // A bot's word step: people may offer help for a short, visible while (or pause the bot).
    botHelpBar_ = new QFrame(wordBar);
    botHelpBar_->setObjectName(QStringLiteral("botHelpBar"));
    // An invitation, not an error: warm and light, so it is seen without alarming.
    botHelpBar_->setStyleSheet(
        QStringLiteral("QFrame#botHelpBar { background: #fff4d6; border: 1px solid #e0b84a; "
                       "border-radius: 6px; }"));
    auto* botHelpRow = new QHBoxLayout(botHelpBar_);
    botHelpRow->setContentsMargins(8, 4, 4, 4);
    botHelpLabel_ = new QLabel(botHelpBar_);
    botHelpLabel_->setObjectName(QStringLiteral("botHelpLabel"));
    botHelpLabel_->setWordWrap(true);
    helpCountdown_ = new QProgressBar(botHelpBar_);
    helpCountdown_->setObjectName(QStringLiteral("helpCountdown"));
    helpCountdown_->setTextVisible(false);
    helpCountdown_->setFixedSize(120, 10);
    offerToBot_ = new QPushButton(botHelpBar_);
    offerToBot_->setObjectName(QStringLiteral("offerHelpToBot"));
    offerToBot_->setMinimumHeight(34);
    skipHelp_ = new QPushButton(botHelpBar_);
    skipHelp_->setObjectName(QStringLiteral("skipHelpWindow"));
    skipHelp_->setMinimumHeight(34);
    botHelpRow->addWidget(botHelpLabel_, 1);
    botHelpRow->addWidget(helpCountdown_);
    botHelpRow->addWidget(offerToBot_);
    botHelpRow->addWidget(skipHelp_);
    wordStack_->addWidget(botHelpBar_);
    wordStack_->setCurrentIndex(0);
    connect(offerToBot_, &QPushButton::clicked, this, &MainWindow::offerHelpToBot);
    connect(skipHelp_, &QPushButton::clicked, this, [this] {
        if (controller_ != nullptr) {
            controller_->closeHelpWindow();
        }
    });
    helpBarTimer_ = new QTimer(this);
    helpBarTimer_->setInterval(50);
    connect(helpBarTimer_, &QTimer::timeout, this, &MainWindow::updateBotHelpBar);
    auto* statusRow = new QHBoxLayout;
    status_ = new QLabel(wordBar);
    status_->setObjectName(QStringLiteral("statusLine"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    timer_ = new QLabel(wordBar);
    timer_->setObjectName(QStringLiteral("timerLabel"));
    QFont timerFont = timer_->font();
    timerFont.setBold(true);
    timer_->setFont(timerFont);
    statusRow->addWidget(status_, 1);
    statusRow->addWidget(timer_);
    wordLayout->addLayout(statusRow);
    centre->addWidget(wordBar);
    layout->addLayout(centre, 1);

    connect(scene_, &BoardScene::cellClicked, this, &MainWindow::onCellClicked);
    connect(scene_, &BoardScene::cardClicked, this, &MainWindow::onCardClicked);
    connect(wordEdit_, &QLineEdit::textEdited, this, &MainWindow::onWordEdited);
    connect(wordEdit_, &QLineEdit::returnPressed, this, &MainWindow::confirmWord);
    connect(confirm_, &QPushButton::clicked, this, &MainWindow::confirmWord);
    connect(noWord_, &QPushButton::clicked, this, &MainWindow::noWord);
    connect(help_, &QPushButton::clicked, this, &MainWindow::offerHelp);
    connect(hint_, &QPushButton::clicked, this, &MainWindow::askHint);
    // A shortcut rather than a mnemonic: retranslating the button's text would reset it.
    auto* hintShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_H), this);
    connect(hintShortcut, &QShortcut::activated, this, &MainWindow::askHint);
    connect(undoPlace_, &QPushButton::clicked, this, &MainWindow::takeBack);
    turnTimer_ = new QTimer(this);
    turnTimer_->setInterval(1000);
    connect(turnTimer_, &QTimer::timeout, this, &MainWindow::tickTimer);
    return page;
}

void MainWindow::buildDocks() {
    logDock_ = new QDockWidget(this);
    logDock_->setObjectName(QStringLiteral("logDock"));
    log_ = new QListWidget(logDock_);
    log_->setObjectName(QStringLiteral("gameLog"));
    log_->setWordWrap(true);
    log_->setAlternatingRowColors(true);
    logDock_->setWidget(log_);
    addDockWidget(Qt::RightDockWidgetArea, logDock_);
    wordsDock_ = new QDockWidget(this);
    wordsDock_->setObjectName(QStringLiteral("wordsDock"));
    words_ = new QListWidget(wordsDock_);
    words_->setObjectName(QStringLiteral("playedWords"));
    wordsDock_->setWidget(words_);
    addDockWidget(Qt::RightDockWidgetArea, wordsDock_);
    resizeDocks({logDock_, wordsDock_}, {250, 250}, Qt::Horizontal);
    resizeDocks({logDock_, wordsDock_}, {480, 220}, Qt::Vertical);
    viewMenu_->addAction(logDock_->toggleViewAction());
    viewMenu_->addAction(wordsDock_->toggleViewAction());
}

PlayerPanel* MainWindow::playerPanel(int seat) const {
    return seat >= 0 && seat < panels_.size() ? panels_[seat] : nullptr;
}

void MainWindow::showTable(const TableView& table) {
    if (pages_->currentWidget() != gamePage_) {
        pages_->setCurrentWidget(gamePage_);
        // The log and the played words belong to a game: shown with the table.
        logDock_->show();
        wordsDock_->show();
    }
    while (panels_.size() < table.seats.size()) {
        auto* panel = new PlayerPanel(int(panels_.size()), gamePage_);
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
    scene_->setTable(table);
    table_ = table;
}

void MainWindow::setStatus(const QString& text, bool problem) {
    statusText_ = text;
    statusIsProblem_ = problem;
    status_->setText(text);
    status_->setStyleSheet(problem ? QStringLiteral("color: #b3261e; font-weight: bold;")
                                   : QStringLiteral("color: #1e4d45;"));
    status_->setAccessibleDescription(text);
}

void MainWindow::appendLog(const QString& line) {
    log_->addItem(line);
    log_->scrollToBottom();
}

void MainWindow::setPlayedWords(const QStringList& words) {
    words_->clear();
    words_->addItems(words);
}

void MainWindow::newGame() {
    if (controller_ != nullptr && controller_->hasGame() && !controller_->game().isOver()) {
        const auto answer = QMessageBox::question(
            this, tr("New game"),
            tr("A game is in progress. Start a new one? (The current game can be saved first "
               "with Game → Save.)"));
        if (answer != QMessageBox::Yes) {
            return;
        }
    }
    if (controller_ == nullptr && loader_ != nullptr && !waitForDictionary()) {
        QMessageBox::warning(this, tr("New game"), loader_->error());
        return;
    }
    QSettings settings;
    NewGameDialog dialog(GameSetup::load(settings),
                         controller_ != nullptr && controller_->botsAvailable(), this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const GameSetup setup = dialog.setup();
    setup.save(settings);
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
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::setDictionaryLoader(DictionaryLoader* loader) {
    loader_ = loader;
    welcomePage_->setDictionaryLoader(loader);
}

void MainWindow::setAutosaveEnabled(bool enabled) {
    files_->setAutosaveEnabled(enabled);
}

bool MainWindow::waitForDictionary() {
    if (loader_ == nullptr) {
        return false;
    }
    if (loader_->isLoading()) {
        QApplication::setOverrideCursor(Qt::BusyCursor);
        QEventLoop loop;
        connect(loader_, &DictionaryLoader::finished, &loop, &QEventLoop::quit);
        if (loader_->isLoading()) {
            loop.exec();
        }
        QApplication::restoreOverrideCursor();
    }
    return loader_->isReady();
}

void MainWindow::openRules() {
    auto* dialog = findChild<RulesDialog*>();
    if (dialog == nullptr) {
        dialog = new RulesDialog(this);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::openSettings() {
    SettingsDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    QSettings().setValue(QStringLiteral("animations"), dialog.animations());
    saveHelpWindowSetting(dialog.helpWindowSeconds());
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

void MainWindow::about() {
    QMessageBox::about(
        this, tr("About Potęga Słowa"),
        tr("<h3>Potęga Słowa %1</h3>"
           "<p>The Polish word card game for 2–4 players on one screen.</p>"
           "<p>Place a card, make a word from the letters on the table, put your markers on "
           "its cards: two of your markers capture a card.</p>"
           "<p>Licence: GPL-3.0-or-later. Dictionary data: SJP.pl.</p>")
            .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
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
    aboutAction_->setText(tr("&About Potęga Słowa"));
    logDock_->setWindowTitle(tr("Game log"));
    wordsDock_->setWindowTitle(tr("Played words"));
    log_->setAccessibleName(tr("Game log"));
    words_->setAccessibleName(tr("Played words"));
    view_->setAccessibleName(tr("Table"));
    wordLabel_->setText(tr("&Word:"));
    wordEdit_->setPlaceholderText(tr("type a word…"));
    wordEdit_->setAccessibleName(tr("Word"));
    undoPlace_->setText(tr("&Take back"));
    undoPlace_->setToolTip(tr("Take the placed card back to your sheet"));
    confirm_->setText(tr("C&onfirm"));
    confirm_->setToolTip(tr("Play the word (Enter)"));
    noWord_->setText(tr("No wor&d"));
    noWord_->setToolTip(tr("You cannot make a word: put the card under the stack and draw"));
    help_->setText(tr("&Help offer…"));
    help_->setToolTip(tr("Another player offers a word for your turn"));
    hint_->setText(tr("Hint"));
    hint_->setToolTip(tr("The word a medium bot would play here (Ctrl+H)"));
    hint_->setAccessibleName(tr("Hint"));
    offerToBot_->setText(tr("O&ffer help…"));
    offerToBot_->setToolTip(tr("Offer the bot a word for its card; it waits while you type"));
    skipHelp_->setText(tr("&Continue"));
    skipHelp_->setToolTip(tr("Nobody wants to help: let the bot play now"));
    helpCountdown_->setAccessibleName(tr("Time left to offer help"));
    updateBotHelpBar();
    checkerButton_->setText(tr("Word checker"));
    rulesButton_->setText(tr("Rules"));
    roundTrack_->retranslate();
    for (PlayerPanel* panel : panels_) {
        panel->retranslate();
    }
    roundTrack_->update();
}

}  // namespace ps::ui

// ---------------------------------------------------------------------------------------------
// The game: everything below only asks the controller and shows its answers.

namespace ps::ui {

using namespace ps::engine;

void MainWindow::setController(GameController* controller) {
    controller_ = controller;
    files_->setController(controller);
    connect(controller, &GameController::changed, this, &MainWindow::refresh);
    connect(controller, &GameController::logLine, this, &MainWindow::appendLog);
    connect(controller, &GameController::turnBegan, this, &MainWindow::onTurnBegan);
    connect(controller, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(controller, &GameController::gameStarted, this, [this] {
        log_->clear();
        scene_->setZones({});
        view_->zoomToFit();
    });
    connect(controller, &GameController::hintReady, this, &MainWindow::onHintReady);
    connect(controller, &GameController::hintFinished, this, [this] {
        hint_->setEnabled(controller_->hasGame() && controller_->canAskHint() &&
                          controller_->game().state().phase == Phase::Word);
    });
    connect(controller, &GameController::botError, this,
            [this](const QString& message) { setStatus(message, true); });
    connect(controller, &GameController::helpWindowChanged, this, &MainWindow::updateBotHelpBar);
    connect(controller, &GameController::seatThinking, this, &MainWindow::onSeatThinking);
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
        showPrompt();
    }
}

void MainWindow::updateBotHelpBar() {
    const bool open = controller_ != nullptr && controller_->hasGame() &&
                      controller_->helpWindowOpen() && !controller_->helpWindowPaused() &&
                      !negotiating_;
    wordStack_->setCurrentWidget(open ? botHelpBar_ : wordStack_->widget(0));
    if (!open) {
        helpBarTimer_->stop();
        return;
    }
    if (!helpBarTimer_->isActive()) {
        helpBarTimer_->start();
    }
    const int total = std::max(1, controller_->helpWindowLength());
    const int left = controller_->helpWindowRemaining();
    helpCountdown_->setRange(0, total);
    helpCountdown_->setValue(std::clamp(left, 0, total));
    const int seat = controller_->currentSeat();
    const GameState& state = controller_->game().state();
    QString card;
    if (!state.turn.placed.empty()) {
        card = controller_->cardName(state.turn.placed.back());
    }
    botHelpLabel_->setText(tr("%1's card: %2. Offer a word for it? (%3 s)")
                               .arg(controller_->seatName(seat), card)
                               .arg((left + 999) / 1000));
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

QColor MainWindow::seatColor(int seat) const {
    return theme::playerColor(controller_->setup().seats.value(seat).colorIndex);
}

void MainWindow::refresh() {
    if (controller_ == nullptr || !controller_->hasGame()) {
        return;
    }
    const TableView table = controller_->tableView();
    showTable(table);
    setPlayedWords(controller_->playedWords());
    const GameState& state = controller_->game().state();
    const bool human = controller_->currentSeatIsHuman() && !controller_->game().isOver();
    const bool wordStep = state.phase == Phase::Word && human;
    scene_->setLegalCells(human && pendingAction_ == BlackAction::None ? controller_->legalCells()
                                                                       : QList<QPoint>{});
    std::optional<QPoint> placed;
    if (!state.turn.placed.empty()) {
        if (const TableCell* cell = findCard(state, state.turn.placed.back())) {
            placed = GameController::toPoint(cell->cell);
        }
    }
    scene_->setJustPlaced(state.phase == Phase::Word ? placed : std::nullopt);
    wordEdit_->setEnabled(wordStep);
    if (!wordStep && !wordEdit_->text().isEmpty()) {
        wordEdit_->clear();
        wordChoice_.clear();
    }
    noWord_->setEnabled(wordStep);
    noWord_->setText(controller_->canRedraw() || !wordStep ? tr("No wor&d") : tr("&Pass"));
    help_->setEnabled(wordStep && state.players.size() > 1 && !state.turn.placed.empty());
    // Only people type a helper's word; bot seats offer by themselves.
    bool otherHuman = false;
    for (int seat = 0; seat < int(state.players.size()); ++seat) {
        const Player* p = controller_->player(seat);
        otherHuman = otherHuman || (seat != controller_->currentSeat() && (!p || p->isHuman()));
    }
    help_->setEnabled(help_->isEnabled() && otherHuman);
    hint_->setVisible(controller_->hintsEnabled());
    hint_->setEnabled(wordStep && controller_->canAskHint());
    undoPlace_->setEnabled(human && controller_->canTakeBack());
    updateWordFeedback();
    rebuildActionBar();
    if (state.phase == Phase::ZeppelinChoice && human) {
        QTimer::singleShot(0, this, &MainWindow::chooseZeppelinCard);
    }
    scheduleBotOfferAnswer();
    updateBotHelpBar();
    files_->autosave();
    emit refreshed();
    emit gameChanged();
}

void MainWindow::showPrompt() {
    if (controller_ == nullptr || !controller_->hasGame()) {
        return;
    }
    const GameState& state = controller_->game().state();
    const QString name = controller_->seatName(controller_->currentSeat());
    if (controller_->game().isOver()) {
        setStatus(tr("The game is over."));
        return;
    }
    if (!controller_->currentSeatIsHuman()) {
        bool offerAwaitsBot = false;
        bool counterAwaitsHelper = false;
        if (state.phase == Phase::Word) {
            for (const HelpSummary& summary : controller_->game().helpSummaries()) {
                offerAwaitsBot = offerAwaitsBot || !summary.awaitingHelper;
                counterAwaitsHelper = counterAwaitsHelper || summary.awaitingHelper;
            }
        }
        if (counterAwaitsHelper) {
            setStatus(tr("%1 proposed another price: the helper answers.").arg(name));
        } else if (offerAwaitsBot) {
            setStatus(tr("%1 weighs the help offer…").arg(name));
        } else if (controller_->helpWindowOpen() &&
                   !controller_->player(controller_->currentSeat())->isThinking()) {
            setStatus(tr("%1 has chosen a word and waits for help offers.").arg(name));
        } else {
            setStatus(tr("%1 is thinking…").arg(name));
        }
        return;
    }
    switch (state.phase) {
        case Phase::Place:
            setStatus(tr("%1: place your card %2 — click a lit cell (or use the arrow keys and "
                         "Enter).")
                          .arg(name, controller_->cardName(*controller_->cardToPlace())));
            break;
        case Phase::Word:
            if (feedback_.message.isEmpty()) {
                setStatus(state.turn.placed.empty()
                              ? tr("%1: type a word made of the letters on the table.").arg(name)
                              : tr("%1: type a word that uses the card you placed.").arg(name));
            } else {
                setStatus(feedback_.message, !feedback_.playable);
            }
            break;
        case Phase::Actions:
            setStatus(tr("%1: use your black-card actions, or finish.").arg(name));
            break;
        case Phase::EndOfTurn:
            setStatus(tr("%1: use an end-of-turn action, or end the turn.").arg(name));
            break;
        case Phase::ZeppelinChoice:
            setStatus(tr("%1: choose the card to keep.").arg(name));
            break;
        case Phase::GameOver:
            break;
    }
}

void MainWindow::setWordText(const QString& text) {
    wordEdit_->setText(text);
    onWordEdited();
}

void MainWindow::onWordEdited() {
    // Cards show capitals: so does the word line (the placeholder stays in normal case).
    const QString upper = QLocale(QLocale::Polish).toUpper(wordEdit_->text());
    if (upper != wordEdit_->text()) {
        const int cursor = wordEdit_->cursorPosition();
        wordEdit_->setText(upper);
        wordEdit_->setCursorPosition(cursor);
    }
    wordChoice_.clear();  // a new word: back to the engine's default card choice
    updateWordFeedback();
}

void MainWindow::updateWordFeedback() {
    if (controller_ == nullptr || !controller_->hasGame()) {
        return;
    }
    const bool wordStep =
        controller_->game().state().phase == Phase::Word && controller_->currentSeatIsHuman();
    feedback_ = wordStep ? controller_->checkWord(wordEdit_->text(), wordChoice_) : WordFeedback{};
    scene_->setLitCells(feedback_.litCells);
    confirm_->setEnabled(wordStep && feedback_.playable);
    showPrompt();
}

void MainWindow::onCellClicked(QPoint cell) {
    if (controller_ == nullptr || !controller_->hasGame() || !controller_->currentSeatIsHuman()) {
        return;
    }
    if (pendingAction_ == BlackAction::Shadow && shadowTape_) {
        const CardId tape = *shadowTape_;
        pendingAction_ = BlackAction::None;
        shadowTape_.reset();
        applyAndReport(UseShadow{tape, GameController::toCell(cell)});
        return;
    }
    if (auto problem = controller_->placeAt(cell)) {
        setStatus(*problem, true);
        return;
    }
    wordEdit_->setFocus();
}

void MainWindow::onCardClicked(QPoint cell) {
    if (controller_ == nullptr || !controller_->hasGame() || !controller_->currentSeatIsHuman()) {
        return;
    }
    const GameState& state = controller_->game().state();
    const TableCell* tableCell = findCell(state, GameController::toCell(cell));
    if (tableCell == nullptr) {
        return;
    }
    if (pendingAction_ != BlackAction::None) {
        const CardId card = tableCell->card;
        const BlackAction action = pendingAction_;
        switch (action) {
            case BlackAction::Blaster:
                pendingAction_ = BlackAction::None;
                applyAndReport(UseBlaster{card});
                return;
            case BlackAction::Resistance:
                pendingAction_ = BlackAction::None;
                applyAndReport(UseResistance{card});
                return;
            case BlackAction::Gel:
                pendingAction_ = BlackAction::None;
                applyAndReport(UseGel{card});
                return;
            case BlackAction::Shadow: {
                shadowTape_ = card;
                QList<QPoint> cells;
                for (const Action& a : controller_->game().legalActions()) {
                    if (const auto* shadow = std::get_if<UseShadow>(&a);
                        shadow && shadow->tape == card) {
                        cells << GameController::toPoint(shadow->to);
                    }
                }
                scene_->setSelectableCells({cell});
                scene_->setLegalCells(cells);
                setStatus(tr("Now click the empty cell to move the tape card to."));
                return;
            }
            default:
                return;
        }
    }
    // In the word step: a lit card switches to another card with the same letter.
    const int index = int(feedback_.litCells.indexOf(cell));
    if (state.phase != Phase::Word || index < 0) {
        return;
    }
    // litCells skips captured cards: map back to the position in the word.
    int position = -1;
    for (int i = 0, lit = 0; i < int(feedback_.cards.size()); ++i) {
        if (findCard(state, feedback_.cards[i]) != nullptr) {
            if (lit == index) {
                position = i;
                break;
            }
            ++lit;
        }
    }
    if (auto choice = controller_->alternativeCard(feedback_, position)) {
        wordChoice_ = *choice;
        updateWordFeedback();
    } else {
        setStatus(tr("No other card with the letter %1 can be used.")
                      .arg(tableCell->card < state.deck.size()
                               ? QString::fromStdString(
                                     ps::toUtf8Upper(state.deck[tableCell->card].letter))
                               : QString()),
                  true);
    }
}

void MainWindow::applyAndReport(const Action& action) {
    if (auto problem = controller_->apply(action)) {
        setStatus(*problem, true);
        refresh();
    }
}

void MainWindow::confirmWord() {
    if (controller_ == nullptr || !controller_->hasGame() || !confirm_->isEnabled()) {
        if (!feedback_.message.isEmpty()) {
            setStatus(feedback_.message, true);
        }
        return;
    }
    PlayWord play{feedback_.word, feedback_.cards, false};
    if (feedback_.needsTableDecision) {
        const WordVerdict verdict = controller_->game().checkWord(play);
        if (!tableAccepts(feedback_.word, verdict.relatedTo.value_or(Word{}))) {
            setStatus(tr("The table refused %1. Try another word.")
                          .arg(GameController::wordText(feedback_.word)),
                      true);
            return;
        }
        play.tableAcceptsSuspected = true;
    }
    if (auto problem = controller_->apply(play)) {
        setStatus(*problem, true);
        return;
    }
    wordEdit_->clear();
    wordChoice_.clear();
    refresh();
}

bool MainWindow::tableAccepts(const Word& word, const Word& related) {
    QMessageBox box(this);
    box.setObjectName(QStringLiteral("suspectedDialog"));
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("Related word?"));
    box.setText(tr("<b>%1</b> may be related to <b>%2</b>, which has already been played.")
                    .arg(GameController::wordText(word), GameController::wordText(related)));
    box.setInformativeText(tr("Related words may not be played. Does the table accept %1?")
                               .arg(GameController::wordText(word)));
    auto* accept = box.addButton(tr("The table &accepts"), QMessageBox::AcceptRole);
    accept->setObjectName(QStringLiteral("acceptSuspected"));
    auto* refuse = box.addButton(tr("The table &refuses"), QMessageBox::RejectRole);
    refuse->setObjectName(QStringLiteral("refuseSuspected"));
    box.setDefaultButton(refuse);
    box.exec();
    return box.clickedButton() == accept;
}

void MainWindow::noWord() {
    if (controller_ == nullptr || !controller_->hasGame()) {
        return;
    }
    if (auto problem = controller_->noWord()) {
        setStatus(*problem, true);
    }
}

void MainWindow::takeBack() {
    if (controller_ != nullptr) {
        controller_->takeBack();
    }
}

bool MainWindow::handScreenTo(int seat) {
    return PrivacyScreen::handTo(this, controller_->seatName(seat), seatColor(seat));
}

void MainWindow::offerHelp() {
    if (controller_ == nullptr || !controller_->hasGame() || negotiating_) {
        return;
    }
    const int active = controller_->currentSeat();
    QStringList names;
    QList<int> seats;
    for (int seat = 0; seat < controller_->setup().seats.size(); ++seat) {
        const Player* p = controller_->player(seat);
        if (seat != active && (p == nullptr || p->isHuman())) {
            names << controller_->seatName(seat);
            seats << seat;
        }
    }
    int helper = seats.value(0, -1);
    if (seats.size() > 1) {
        bool ok = false;
        const QString chosen = QInputDialog::getItem(this, tr("Help offer"), tr("Who offers help?"),
                                                     names, 0, false, &ok);
        if (!ok) {
            return;
        }
        helper = seats[names.indexOf(chosen)];
    }
    if (helper >= 0) {
        runHelpNegotiation(helper);
    }
}

void MainWindow::askHint() {
    if (controller_ == nullptr || !controller_->hasGame() || !hint_->isVisible() ||
        !hint_->isEnabled() || negotiating_) {
        return;
    }
    controller_->requestHint();
    hint_->setEnabled(false);
    setStatus(tr("Looking for a word…"));
}

void MainWindow::onHintReady(bool found) {
    const std::optional<bots::Suggestion>& hint = controller_->lastHint();
    if (!found || !hint || !hint->placements.empty()) {
        setStatus(tr("The hint finds no word here: redraw or pass."), true);
        return;
    }
    // Fill the word line and light the very cards the bot would use.
    wordEdit_->setText(GameController::wordText(hint->word.word));
    wordChoice_ = hint->word.cards;
    updateWordFeedback();
    wordEdit_->setFocus();
}

void MainWindow::runHelpNegotiation(int helper) {
    negotiating_ = true;
    const int active = controller_->currentSeat();
    const QString typed = wordEdit_->text();
    // The active player's half-typed word is their secret too: hide it from the helper.
    wordEdit_->clear();
    scene_->setLitCells({});
    auto finish = [&] {
        negotiating_ = false;
        refresh();
    };
    if (!handScreenTo(helper)) {
        wordEdit_->setText(typed);
        finish();
        return;
    }
    HelpOfferDialog offerDialog(*controller_, helper, this);
    if (offerDialog.exec() != QDialog::Accepted) {
        handScreenTo(active);
        wordEdit_->setText(typed);
        finish();
        return;
    }
    if (auto problem = controller_->apply(offerDialog.offer())) {
        QMessageBox::warning(this, tr("Help offer"), *problem);
        finish();
        return;
    }
    // Negotiate until a deal or a refusal: each answer behind its own privacy screen.
    for (int rounds = 0; rounds < 50; ++rounds) {
        bool open = false;
        bool awaitingHelper = false;
        for (const HelpSummary& summary : controller_->game().helpSummaries()) {
            if (summary.helper == helper) {
                open = true;
                awaitingHelper = summary.awaitingHelper;
            }
        }
        if (!open || controller_->game().state().phase != Phase::Word ||
            controller_->currentSeat() != active) {
            break;
        }
        const int answering = awaitingHelper ? helper : active;
        handScreenTo(answering);
        HelpAnswerDialog answer(*controller_, helper, awaitingHelper, this);
        answer.exec();
        if (auto problem = applyAnswer(helper, answering, awaitingHelper, answer)) {
            QMessageBox::warning(this, tr("Help negotiation"), *problem);
        }
    }
    // Whatever came of it, the active player takes the screen back.
    if (controller_->currentSeat() == active && !controller_->game().isOver() &&
        controller_->game().state().phase == Phase::Word) {
        handScreenTo(active);
        wordEdit_->setText(typed);
    }
    finish();
}

void MainWindow::scheduleBotOfferAnswer() {
    if (botOfferScheduled_ || negotiating_ || controller_ == nullptr || !controller_->hasGame()) {
        return;
    }
    botOfferScheduled_ = true;
    // After the redraw that led here: the dialog's exec() must not run inside refresh().
    QTimer::singleShot(0, this, &MainWindow::answerBotOffer);
}

void MainWindow::answerBotOffer() {
    botOfferScheduled_ = false;
    if (negotiating_ || controller_ == nullptr || !controller_->hasGame() ||
        controller_->game().isOver() || controller_->game().state().phase != Phase::Word) {
        return;
    }
    if (!controller_->currentSeatIsHuman()) {
        answerBotCounter();
        return;
    }
    const int active = controller_->currentSeat();
    for (const HelpSummary& summary : controller_->game().helpSummaries()) {
        const Player* helper = controller_->player(summary.helper);
        if (summary.awaitingHelper || helper == nullptr || helper->isHuman()) {
            continue;
        }
        negotiating_ = true;
        HelpAnswerDialog answer(*controller_, summary.helper, false, this);
        answer.exec();
        const std::optional<QString> problem = applyAnswer(summary.helper, active, false, answer);
        negotiating_ = false;
        if (problem) {
            QMessageBox::warning(this, tr("Help negotiation"), *problem);
        }
        refresh();  // shows the result, and the next open offer if there is one
        return;
    }
}

bool MainWindow::answerBotCounter() {
    for (const HelpSummary& summary : controller_->game().helpSummaries()) {
        const Player* helper = controller_->player(summary.helper);
        if (!summary.awaitingHelper || helper == nullptr || !helper->isHuman()) {
            continue;
        }
        // The dialog shows the helper's secret word: their screen first.
        negotiating_ = true;
        updateBotHelpBar();
        const int seat = summary.helper;
        handScreenTo(seat);
        HelpAnswerDialog answer(*controller_, seat, true, this);
        answer.exec();
        const std::optional<QString> problem = applyAnswer(seat, seat, true, answer);
        negotiating_ = false;
        if (problem) {
            QMessageBox::warning(this, tr("Help negotiation"), *problem);
        }
        refresh();
        return true;
    }
    return false;
}

void MainWindow::offerHelpToBot() {
    if (controller_ == nullptr || !controller_->hasGame() || negotiating_ ||
        controller_->currentSeatIsHuman() || !controller_->helpWindowOpen()) {
        return;
    }
    const QList<int> seats = controller_->humansWhoMayOffer();
    if (seats.isEmpty()) {
        return;
    }
    // The bot waits (its word and its answers) while the person writes the offer.
    controller_->pauseHelpWindow();
    negotiating_ = true;
    updateBotHelpBar();
    const auto finish = qScopeGuard([this] {
        negotiating_ = false;
        controller_->resumeHelpWindow();
        refresh();
    });
    int helper = seats.front();
    if (seats.size() > 1) {
        QStringList names;
        for (const int seat : seats) {
            names << controller_->seatName(seat);
        }
        bool ok = false;
        const QString chosen = QInputDialog::getItem(this, tr("Help offer"), tr("Who offers help?"),
                                                     names, 0, false, &ok);
        if (!ok || !names.contains(chosen)) {
            return;
        }
        helper = seats[names.indexOf(chosen)];
    }
    if (!handScreenTo(helper)) {
        return;
    }
    HelpOfferDialog offerDialog(*controller_, helper, this);
    if (offerDialog.exec() != QDialog::Accepted) {
        return;
    }
    if (auto problem = controller_->apply(offerDialog.offer())) {
        QMessageBox::warning(this, tr("Help offer"), *problem);
        return;
    }
}

std::optional<QString> MainWindow::applyAnswer(int helper, int answering, bool awaitingHelper,
                                               const HelpAnswerDialog& answer) {
    std::optional<QString> problem;
    const auto by = static_cast<PlayerId>(answering);
    const auto helperId = static_cast<PlayerId>(helper);
    switch (answer.answer()) {
        case HelpAnswerDialog::Answer::Accept: {
            // The word is revealed now; a suspected relation is decided by the table (D20).
            bool tableAccepts = false;
            for (const HelpNegotiation& n : controller_->game().state().turn.helpOffers) {
                if (n.helper == helperId) {
                    const WordPreview preview = controller_->game().previewHelp(
                        HelpOffer{helperId, n.word, n.cards, n.price});
                    if (preview.verdict.suspected) {
                        tableAccepts =
                            this->tableAccepts(n.word, preview.verdict.relatedTo.value_or(Word{}));
                    }
                }
            }
            problem = controller_->apply(HelpAccept{helperId, by, tableAccepts});
            break;
        }
        case HelpAnswerDialog::Answer::Counter:
            problem = controller_->apply(HelpCounter{helperId, by, answer.price()});
            break;
        case HelpAnswerDialog::Answer::Refuse:
            problem = awaitingHelper ? controller_->apply(HelpWithdraw{helperId})
                                     : controller_->apply(HelpRefuse{helperId});
            break;
    }
    return problem;
}

void MainWindow::onTurnBegan(int seat) {
    pendingAction_ = BlackAction::None;
    shadowTape_.reset();
    wordEdit_->clear();
    wordChoice_.clear();
    const int seconds = controller_->setup().turnTimerSeconds;
    if (seconds > 0 && controller_->currentSeatIsHuman()) {
        secondsLeft_ = seconds;
        turnTimer_->start();
    } else {
        turnTimer_->stop();
    }
    tickTimer();
    if (controller_->currentSeatIsHuman()) {
        view_->setFocus();
    }
    Q_UNUSED(seat);
    showPrompt();
}

void MainWindow::tickTimer() {
    if (!turnTimer_->isActive()) {
        timer_->clear();
        return;
    }
    if (negotiating_) {
        return;  // the clock waits while the screen is handed around
    }
    timer_->setText(tr("Time left: %1:%2")
                        .arg(secondsLeft_ / 60)
                        .arg(secondsLeft_ % 60, 2, 10, QLatin1Char('0')));
    timer_->setStyleSheet(secondsLeft_ <= 10 ? QStringLiteral("color: #b3261e;") : QString());
    if (secondsLeft_ <= 0) {
        turnTimer_->stop();
        const QString name = controller_->seatName(controller_->currentSeat());
        controller_->playForTimeout();
        setStatus(tr("Time is up for %1: the turn ends.").arg(name), true);
        return;
    }
    --secondsLeft_;
}

void MainWindow::onGameOver() {
    turnTimer_->stop();
    timer_->clear();
    refresh();
    // Outline every scoring zone on the final table.
    QList<QPair<int, QList<QPoint>>> zones;
    for (const Zone& zone : controller_->game().scores().zones) {
        QList<QPoint> cells;
        for (const Cell cell : zone.tapeCells) {
            cells << GameController::toPoint(cell);
        }
        for (const Cell cell : zone.linkCells) {
            cells << GameController::toPoint(cell);
        }
        zones.append({zone.owner, cells});
    }
    scene_->setZones(zones);
    setStatus(tr("The game is over."));
    QTimer::singleShot(0, this, [this] {
        EndGameDialog dialog(*controller_, this);
        dialog.exec();
        if (dialog.playAgain()) {
            GameSetup again = controller_->setup();
            again.seed.reset();  // same seats, a new deal
            startGame(again);
        }
    });
}

void MainWindow::rebuildActionBar() {
    // Remove the old buttons (keep the label and the stretch).
    while (actionBar_->count() > 2) {
        QLayoutItem* item = actionBar_->takeAt(1);
        delete item->widget();
        delete item;
    }
    const GameState& state = controller_->game().state();
    const bool human = controller_->currentSeatIsHuman();
    const bool actions = state.phase == Phase::Actions || state.phase == Phase::EndOfTurn;
    actionBarWidget_->setVisible(human && actions);
    if (!human || !actions) {
        scene_->setSelectableCells({});
        return;
    }
    actionLabel_->setText(tr("Black-card actions:"));
    int position = 1;
    for (const BlackAction action : controller_->game().availableBlackActions()) {
        auto* button = new QPushButton(controller_->actionName(action), actionBarWidget_);
        button->setObjectName(QStringLiteral("action%1").arg(int(action)));
        connect(button, &QPushButton::clicked, this, [this, action] { startBlackAction(action); });
        actionBar_->insertWidget(position++, button);
    }
    auto* finish =
        new QPushButton(state.phase == Phase::Actions ? tr("&Finish actions") : tr("&End the turn"),
                        actionBarWidget_);
    finish->setObjectName(QStringLiteral("finishActions"));
    connect(finish, &QPushButton::clicked, this, [this] {
        pendingAction_ = BlackAction::None;
        if (controller_->game().state().phase == Phase::Actions) {
            applyAndReport(FinishActions{});
        } else {
            applyAndReport(EndTurn{});
        }
    });
    actionBar_->insertWidget(position, finish);
    if (pendingAction_ == BlackAction::None) {
        scene_->setSelectableCells({});
    }
}

void MainWindow::startBlackAction(BlackAction action) {
    const auto legal = controller_->game().legalActions();
    QList<QPoint> targets;
    auto cellOf = [&](CardId card) {
        const TableCell* cell = findCard(controller_->game().state(), card);
        return cell != nullptr ? std::optional(GameController::toPoint(cell->cell)) : std::nullopt;
    };
    switch (action) {
        case BlackAction::Zeppelin:
            applyAndReport(UseZeppelin{});
            return;
        case BlackAction::Jadro: {
            QStringList names;
            QList<PlayerId> recipients;
            for (const Action& a : legal) {
                if (const auto* jadro = std::get_if<UseJadro>(&a)) {
                    names << controller_->seatName(jadro->recipient);
                    recipients << jadro->recipient;
                }
            }
            bool ok = false;
            const QString chosen = QInputDialog::getItem(this, controller_->actionName(action),
                                                         tr("Give the top card of the stack to:"),
                                                         names, 0, false, &ok);
            if (ok && names.contains(chosen)) {
                applyAndReport(UseJadro{recipients[names.indexOf(chosen)]});
            }
            return;
        }
        default:
            break;
    }
    for (const Action& a : legal) {
        std::optional<QPoint> cell;
        if (const auto* x = std::get_if<UseBlaster>(&a);
            x && action == BlackAction::Blaster) {
            cell = cellOf(x->target);
        } else if (const auto* y = std::get_if<UseResistance>(&a);
                   y && action == BlackAction::Resistance) {
            cell = cellOf(y->target);
        } else if (const auto* z = std::get_if<UseGel>(&a);
                   z && action == BlackAction::Gel) {
            cell = cellOf(z->target);
        } else if (const auto* w = std::get_if<UseShadow>(&a);
                   w && action == BlackAction::Shadow) {
            cell = cellOf(w->tape);
        }
        if (cell && !targets.contains(*cell)) {
            targets << *cell;
        }
    }
    if (targets.isEmpty()) {
        setStatus(tr("%1 has no possible target now.").arg(controller_->actionName(action)), true);
        return;
    }
    pendingAction_ = action;
    shadowTape_.reset();
    scene_->setSelectableCells(targets);
    setStatus(
        action == BlackAction::Shadow
            ? tr("%1: click the tape card to move.").arg(controller_->actionName(action))
            : tr("%1: click the target card (outlined).").arg(controller_->actionName(action)));
}

void MainWindow::chooseZeppelinCard() {
    const GameState& state = controller_->game().state();
    if (choosingZeppelin_ || state.phase != Phase::ZeppelinChoice ||
        state.turn.zeppelinDrawn.empty()) {
        return;
    }
    choosingZeppelin_ = true;  // refresh() may ask again while the box is open
    const auto reset = qScopeGuard([this] { choosingZeppelin_ = false; });
    QMessageBox box(this);
    box.setWindowTitle(controller_->actionName(BlackAction::Zeppelin));
    box.setText(tr("Keep one card on your sheet; the other goes under the stack."));
    QList<QPair<QAbstractButton*, CardId>> buttons;
    for (const CardId card : state.turn.zeppelinDrawn) {
        buttons.append({box.addButton(controller_->cardName(card), QMessageBox::AcceptRole), card});
    }
    box.exec();
    for (const auto& [button, card] : buttons) {
        if (box.clickedButton() == button) {
            applyAndReport(ZeppelinKeep{card});
            return;
        }
    }
    applyAndReport(ZeppelinKeep{buttons.front().second});
}

}  // namespace ps::ui
