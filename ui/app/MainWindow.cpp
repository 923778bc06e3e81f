#include "app/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

#include "app/Language.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/RulesDialog.h"
#include "dialogs/SettingsDialog.h"
#include "widgets/CardWidget.h"
#include "widgets/PlayerPanel.h"
#include "widgets/RoundTrack.h"

namespace ps::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/potega-slowa.svg")));
    buildActions();
    buildMenus();
    pages_ = new QStackedWidget(this);
    welcomePage_ = buildWelcomePage();
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

QWidget* MainWindow::buildWelcomePage() {
    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("welcomePage"));
    page->setAutoFillBackground(true);
    QPalette pal = page->palette();
    pal.setColor(QPalette::Window, theme::tableColorDark());
    pal.setColor(QPalette::WindowText, Qt::white);
    page->setPalette(pal);
    auto* layout = new QVBoxLayout(page);
    layout->addStretch(2);
    // The title spelled in cards, as it would lie on the table.
    for (const QString& word : {QStringLiteral("POTĘGA"), QStringLiteral("SŁOWA")}) {
        auto* row = new QHBoxLayout;
        row->addStretch();
        for (const QChar letter : word) {
            auto* card = new CardWidget(page, 64);
            CardView view;
            view.letter = letter;
            view.black = QStringLiteral("ĄĆĘŃÓŚŹŻ").contains(letter);
            card->setCard(view);
            card->setToolTip(QString());
            row->addWidget(card);
        }
        row->addStretch();
        layout->addLayout(row);
    }
    welcomeTitle_ = new QLabel(page);
    welcomeTitle_->setAlignment(Qt::AlignCenter);
    QFont titleFont = welcomeTitle_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    welcomeTitle_->setFont(titleFont);
    layout->addSpacing(16);
    layout->addWidget(welcomeTitle_);
    welcomeText_ = new QLabel(page);
    welcomeText_->setAlignment(Qt::AlignCenter);
    welcomeText_->setWordWrap(true);
    layout->addWidget(welcomeText_);
    layout->addSpacing(16);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    welcomeNew_ = new QPushButton(page);
    welcomeNew_->setObjectName(QStringLiteral("welcomeNewGame"));
    welcomeNew_->setDefault(true);
    welcomeNew_->setMinimumHeight(40);
    connect(welcomeNew_, &QPushButton::clicked, this, &MainWindow::newGame);
    welcomeChecker_ = new QPushButton(page);
    welcomeChecker_->setMinimumHeight(40);
    connect(welcomeChecker_, &QPushButton::clicked, this, &MainWindow::openWordChecker);
    welcomeRules_ = new QPushButton(page);
    welcomeRules_->setMinimumHeight(40);
    connect(welcomeRules_, &QPushButton::clicked, this, &MainWindow::openRules);
    for (QPushButton* button : {welcomeNew_, welcomeChecker_, welcomeRules_}) {
        button->setMinimumWidth(170);
        buttons->addWidget(button);
    }
    buttons->addStretch();
    layout->addLayout(buttons);
    layout->addStretch(3);
    return page;
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
    wordFont.setCapitalization(QFont::AllUppercase);
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
    entryRow->addWidget(wordLabel_);
    entryRow->addWidget(wordEdit_, 1);
    for (QPushButton* button : {undoPlace_, confirm_, noWord_, help_}) {
        button->setMinimumHeight(34);
        button->setEnabled(false);
        entryRow->addWidget(button);
    }
    wordLayout->addLayout(entryRow);
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
    pages_->setCurrentWidget(gamePage_);
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
    QSettings settings;
    NewGameDialog dialog(GameSetup::load(settings), false, this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const GameSetup setup = dialog.setup();
    setup.save(settings);
    emit newGameRequested(setup);
}

void MainWindow::openWordChecker() {
    QMessageBox::information(this, tr("Word checker"), tr("The dictionary is not available yet."));
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
    welcomeTitle_->setText(tr("The word card game for 2–4 players"));
    welcomeText_->setText(
        tr("Place a card, make a word from the letters on the table and "
           "capture cards with your markers."));
    welcomeNew_->setText(tr("&New game"));
    welcomeChecker_->setText(tr("Word &checker"));
    welcomeRules_->setText(tr("&Rules"));
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
    checkerButton_->setText(tr("Word checker"));
    rulesButton_->setText(tr("Rules"));
    roundTrack_->retranslate();
    for (PlayerPanel* panel : panels_) {
        panel->retranslate();
    }
    roundTrack_->update();
}

}  // namespace ps::ui
