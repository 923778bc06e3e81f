#include "replay/ReplayViewer.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSlider>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "analysis/AnalysisPanel.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "game/GameReview.h"
#include "replay/ReplayGame.h"
#include "services/UserDictionary.h"
#include "style/Theme.h"
#include "widgets/PlayerPanel.h"

namespace ps::ui {

using replay::ReplayGame;

namespace {

ReplayViewer::DictionarySource& dictionarySource() {
    static ReplayViewer::DictionarySource source;
    return source;
}

QString& lastError() {
    static QString error;
    return error;
}

// Refuses calmly: a message that does not block the caller (the statistics window, a test).
ReplayViewer* refuse(const QString& message, QWidget* parent) {
    lastError() = message;
    auto* box = new QMessageBox(QMessageBox::Warning,
                                QCoreApplication::translate("ps::ui::ReplayViewer", "Replay"),
                                message, QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("replayError"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return nullptr;
}

}  // namespace

void ReplayViewer::setDictionarySource(DictionarySource source) {
    dictionarySource() = std::move(source);
}

QString ReplayViewer::lastOpenError() {
    return lastError();
}

ReplayViewer* ReplayViewer::openRecordText(const QString& recordText, const QString& title,
                                           QWidget* parent) {
    return open(replay::parseReplaySource(recordText.toUtf8()), title, parent);
}

ReplayViewer* ReplayViewer::openFile(const QString& path, QWidget* parent) {
    return open(replay::readReplaySource(path), QFileInfo(path).fileName(), parent);
}

ReplayViewer* ReplayViewer::open(const replay::ReplaySource& source, const QString& title,
                                 QWidget* parent) {
    lastError().clear();
    if (!source.record) {
        return refuse(source.error, parent);
    }
    const std::optional<ReplayDictionary> dictionary =
        dictionarySource() ? dictionarySource()() : std::nullopt;
    if (!dictionary || dictionary->lexicon == nullptr) {
        return refuse(tr("No dictionary is ready to replay the game with; try again once it has "
                         "loaded."),
                      parent);
    }
    auto game = std::make_unique<ReplayGame>(*source.record, *dictionary->lexicon);
    auto* viewer = new ReplayViewer(std::move(game), *dictionary, title, parent);
    viewer->setSeats(source.seats);
    viewer->show();
    return viewer;
}

ReplayViewer::ReplayViewer(std::unique_ptr<ReplayGame> game, const ReplayDictionary& dictionary,
                           const QString& title, QWidget* parent)
    : QWidget(parent, Qt::Window), game_(std::move(game)), dictionary_(dictionary), title_(title) {
    setObjectName(QStringLiteral("replayViewer"));
    setAttribute(Qt::WA_DeleteOnClose);
    const auto& recorded = game_->record().dictionary;
    if (recorded && dictionary_.identity && *recorded != *dictionary_.identity) {
        dictionaryNote_ =
            tr("This game was played with another dictionary (%1); it is replayed with the one "
               "in use (%2).")
                .arg(describeDictionary(*recorded), dictionary_.name.isEmpty()
                                                        ? describeDictionary(*dictionary_.identity)
                                                        : dictionary_.name);
    }
    build();
    seats_ = replay::defaultSeats(game_->record().options.players);
    fillTurnList();
    retranslate();
    showPosition(0);  // a replay starts at the deal
    resize(1180, 760);
}

ReplayViewer::~ReplayViewer() {
    if (review_ != nullptr) {
        review_->cancel();  // the worker stops at once; the review's destructor waits for it
    }
}

void ReplayViewer::build() {
    auto* outer = new QVBoxLayout(this);
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("replayNote"));
    note_->setWordWrap(true);
    outer->addWidget(note_);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    outer->addWidget(splitter, 1);

    auto* tablePane = new QWidget(splitter);
    auto* tableLayout = new QVBoxLayout(tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    scene_ = new BoardScene(this);
    scene_->setAnimationsEnabled(false);  // stepping shows each position at once
    view_ = new BoardView(scene_, tablePane);
    tableLayout->addWidget(view_, 1);
    auto* bar = new QHBoxLayout;
    firstButton_ = new QPushButton(tablePane);
    backButton_ = new QPushButton(tablePane);
    forwardButton_ = new QPushButton(tablePane);
    lastButton_ = new QPushButton(tablePane);
    slider_ = new QSlider(Qt::Horizontal, tablePane);
    slider_->setObjectName(QStringLiteral("replaySlider"));
    slider_->setRange(0, game_->turnCount());
    slider_->setPageStep(std::max(1, game_->turnCount() / 10));
    positionLabel_ = new QLabel(tablePane);
    positionLabel_->setObjectName(QStringLiteral("replayPosition"));
    bar->addWidget(firstButton_);
    bar->addWidget(backButton_);
    bar->addWidget(slider_, 1);
    bar->addWidget(forwardButton_);
    bar->addWidget(lastButton_);
    tableLayout->addLayout(bar);
    tableLayout->addWidget(positionLabel_);
    connect(firstButton_, &QPushButton::clicked, this, &ReplayViewer::first);
    connect(backButton_, &QPushButton::clicked, this, &ReplayViewer::back);
    connect(forwardButton_, &QPushButton::clicked, this, &ReplayViewer::forward);
    connect(lastButton_, &QPushButton::clicked, this, &ReplayViewer::last);
    connect(slider_, &QSlider::valueChanged, this, &ReplayViewer::showPosition);

    auto* side = new QWidget(splitter);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    auto* panels = new QWidget(side);
    panelsLayout_ = new QVBoxLayout(panels);
    panelsLayout_->setContentsMargins(0, 0, 0, 0);
    for (int seat = 0; seat < game_->record().options.players; ++seat) {
        auto* panel = new PlayerPanel(seat, panels);
        panels_.append(panel);
        panelsLayout_->addWidget(panel);
    }
    auto* scroll = new QScrollArea(side);
    scroll->setWidgetResizable(true);
    scroll->setWidget(panels);
    scroll->setFrameShape(QFrame::NoFrame);
    sideLayout->addWidget(scroll, 2);
    tabs_ = new QTabWidget(side);
    turns_ = new QListWidget(tabs_);
    turns_->setObjectName(QStringLiteral("replayTurns"));
    tabs_->addTab(turns_, QString());
    tabs_->addTab(buildReviewPage(), QString());
    buildAnalysisPage();
    sideLayout->addWidget(tabs_, 3);
    connect(turns_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0) {
            showPosition(row);
        }
    });
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    // The window's keys; the list keeps its own Up/Down (which step too).
    const auto key = [this](QKeySequence sequence, void (ReplayViewer::*slot)()) {
        auto* shortcut = new QShortcut(sequence, this);
        connect(shortcut, &QShortcut::activated, this, slot);
    };
    key(QKeySequence(Qt::Key_Right), &ReplayViewer::forward);
    key(QKeySequence(Qt::Key_Left), &ReplayViewer::back);
    key(QKeySequence(Qt::Key_Home), &ReplayViewer::first);
    key(QKeySequence(Qt::Key_End), &ReplayViewer::last);
}

QWidget* ReplayViewer::buildReviewPage() {
    auto* page = new QWidget(tabs_);
    auto* layout = new QVBoxLayout(page);
    reviewIntro_ = new QLabel(page);
    reviewIntro_->setWordWrap(true);
    layout->addWidget(reviewIntro_);
    auto* row = new QHBoxLayout;
    reviewStatus_ = new QLabel(page);
    reviewStatus_->setObjectName(QStringLiteral("replayReviewStatus"));
    reviewStatus_->setWordWrap(true);
    reviewButton_ = new QPushButton(page);
    reviewButton_->setObjectName(QStringLiteral("replayReviewButton"));
    row->addWidget(reviewStatus_, 1);
    row->addWidget(reviewButton_);
    layout->addLayout(row);
    reviewTable_ = new QTableWidget(0, 4, page);
    reviewTable_->setObjectName(QStringLiteral("replayReviewTable"));
    reviewTable_->verticalHeader()->hide();
    reviewTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    reviewTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    reviewTable_->setSelectionMode(QAbstractItemView::SingleSelection);
    reviewTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    reviewTable_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    reviewTable_->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    layout->addWidget(reviewTable_, 1);
    connect(reviewButton_, &QPushButton::clicked, this, [this] {
        if (review_ != nullptr && review_->isRunning()) {
            review_->cancel();
            updateReviewStatus();
        } else {
            startReview();
        }
    });
    connect(reviewTable_, &QTableWidget::cellClicked, this, [this](int reviewRow, int) {
        if (reviewRow < reviewTurns_.size()) {
            showPosition(reviewTurns_[reviewRow]);
        }
    });
    return page;
}

void ReplayViewer::buildAnalysisPage() {
    // The replayed part of the record: a record that stops replaying is no finished game.
    const int players = game_->record().options.players;
    analysis::AnalysisGame game;
    game.record = game_->replayedRecord();
    game.finished =
        !game_->failure() && game_->stateAt(game_->turnCount()).phase == engine::Phase::GameOver;
    for (const SeatSetup& seat : replay::defaultSeats(players)) {
        game.names << seat.name;
        game.colors << theme::playerColor(seat.colorIndex);
        game.people.push_back(seat.kind == SeatKind::Human);
    }
    analysis_ = new analysis::AnalysisPanel(std::move(game), std::nullopt, tabs_);
    tabs_->addTab(analysis_, QString());
    // A row shows the position its move was chosen in (the start of the turn).
    connect(analysis_, &analysis::AnalysisPanel::turnChosen, this, &ReplayViewer::showPosition);
}

void ReplayViewer::setSeats(const QList<SeatSetup>& seats) {
    if (seats.size() == game_->record().options.players) {
        seats_ = seats;
        for (int seat = 0; seat < panels_.size(); ++seat) {
            panels_[seat]->setKind(seats_[seat].kind);
        }
        QStringList names;
        QList<QColor> colors;
        std::vector<bool> people;
        for (const SeatSetup& seat : seats_) {
            names << seat.name;
            colors << theme::playerColor(seat.colorIndex);
            people.push_back(seat.kind == SeatKind::Human);
        }
        analysis_->setSeats(names, colors, people);
    }
    fillTurnList();
    const int shown = position_;
    position_ = -1;
    showPosition(shown);
}

int ReplayViewer::turnCount() const {
    return game_->turnCount();
}

PlayerPanel* ReplayViewer::playerPanel(int seat) const {
    return panels_.value(seat);
}

QString ReplayViewer::seatName(int seat) const {
    return seats_.value(seat).name;
}

QStringList ReplayViewer::seatNames() const {
    QStringList names;
    for (const SeatSetup& seat : seats_) {
        names << seat.name;
    }
    return names;
}

void ReplayViewer::showPosition(int position) {
    position = std::clamp(position, 0, game_->turnCount());
    if (position == position_) {
        return;
    }
    position_ = position;
    table_ = game_->tableAt(position, seats_);
    scene_->setTable(table_);
    if (table_.gameOver) {
        scene_->showScoringZones(game_->scoresAt(position).zones);
    } else {
        scene_->showScoringZones({});
    }
    for (int seat = 0; seat < panels_.size() && seat < table_.seats.size(); ++seat) {
        panels_[seat]->setSeat(table_.seats[seat], seat == table_.activeSeat, table_.gameOver,
                               table_.seats);
    }
    const QSignalBlocker sliderBlock(slider_);
    slider_->setValue(position);
    const QSignalBlocker listBlock(turns_);
    turns_->setCurrentRow(position);
    turns_->scrollToItem(turns_->currentItem());
    const int reviewRow = int(reviewTurns_.indexOf(position));
    reviewTable_->clearSelection();
    if (reviewRow >= 0) {
        reviewTable_->selectRow(reviewRow);
    }
    firstButton_->setEnabled(position > 0);
    backButton_->setEnabled(position > 0);
    forwardButton_->setEnabled(position < game_->turnCount());
    lastButton_->setEnabled(position < game_->turnCount());
    retranslate();
    emit positionChanged(position);
}

QString ReplayViewer::turnText(int position) const {
    if (position == 0) {
        return tr("The deal");
    }
    const replay::ReplayTurn& turn = game_->turn(position - 1);
    QString move;
    if (turn.word) {
        const QString word = GameController::wordText(*turn.word);
        move = turn.helper ? tr("%1 (with %2's help)").arg(word, seatName(*turn.helper)) : word;
        if (turn.captures > 0) {
            move = tr("%1, cards captured: %2").arg(move).arg(turn.captures);
        }
    } else if (turn.redrew) {
        move = tr("redraw");
    } else if (turn.passed) {
        move = tr("pass");
    } else {
        move = tr("no word");
    }
    return tr("%1. Round %2 · %3: %4").arg(position).arg(turn.round).arg(seatName(turn.seat), move);
}

void ReplayViewer::fillTurnList() {
    const QSignalBlocker block(turns_);
    turns_->clear();
    for (int position = 0; position <= game_->turnCount(); ++position) {
        turns_->addItem(turnText(position));
    }
    turns_->setCurrentRow(position_);
}

QString ReplayViewer::note() const {
    QStringList lines;
    if (!dictionaryNote_.isEmpty()) {
        lines << dictionaryNote_;
    }
    if (const auto& failure = game_->failure()) {
        lines << tr("The record stops replaying at action %1 of %2 (%3); the game is shown up "
                    "to there.")
                     .arg(failure->index + 1)
                     .arg(game_->record().actions.size())
                     .arg(QString::fromStdString(failure->error.message));
    }
    return lines.join(QLatin1Char('\n'));
}

void ReplayViewer::retranslate() {
    setWindowTitle(title_.isEmpty() ? tr("Replay") : tr("Replay — %1").arg(title_));
    note_->setText(note());
    note_->setVisible(!note_->text().isEmpty());
    firstButton_->setText(tr("◀◀ First"));
    firstButton_->setToolTip(tr("The deal (Home)"));
    backButton_->setText(tr("◀ Back"));
    backButton_->setToolTip(tr("The previous turn (Left arrow)"));
    forwardButton_->setText(tr("Forward ▶"));
    forwardButton_->setToolTip(tr("The next turn (Right arrow)"));
    lastButton_->setText(tr("Last ▶▶"));
    lastButton_->setToolTip(tr("The end of the record (End)"));
    slider_->setAccessibleName(tr("Turn"));
    turns_->setAccessibleName(tr("Turns"));
    const auto& state = game_->stateAt(std::max(0, position_));
    positionLabel_->setText(position_ <= 0 ? tr("The deal · %1 turns").arg(game_->turnCount())
                                           : tr("Turn %1 of %2 · round %3")
                                                 .arg(position_)
                                                 .arg(game_->turnCount())
                                                 .arg(state.round));
    tabs_->setTabText(0, tr("&Turns"));
    tabs_->setTabText(1, tr("&Review"));
    tabs_->setTabText(2, tr("A&nalysis"));
    reviewIntro_->setText(
        tr("For each turn: the word played, and the word a hard bot would have "
           "played from the same position."));
    reviewTable_->setHorizontalHeaderLabels(
        {tr("Round"), tr("Player"), tr("Word played"), tr("Hard bot's word")});
    updateReviewStatus();
}

void ReplayViewer::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        fillTurnList();
        retranslate();
    }
    QWidget::changeEvent(event);
}

// --- The review beside the table

void ReplayViewer::startReview() {
    if (!dictionary_.review || (review_ != nullptr && review_->isRunning())) {
        return;
    }
    // The people's turns when the seats are known; every seat's when none is a person (or the
    // record names nobody).
    std::vector<bool> reviewed;
    bool anyPerson = false;
    for (const SeatSetup& seat : seats_) {
        reviewed.push_back(seat.kind == SeatKind::Human);
        anyPerson = anyPerson || seat.kind == SeatKind::Human;
    }
    if (!anyPerson) {
        reviewed.assign(reviewed.size(), true);
    }
    delete review_;
    review_ = new GameReview(game_->replayedRecord(), *dictionary_.lexicon, reviewed,
                             dictionary_.review, this);
    connect(review_, &GameReview::turnsFound, this, [this, reviewed] {
        const QList<ReviewRow>& rows = review_->rows();
        // The k-th reviewed turn of the list is the k-th row (both in the record's order).
        QList<int> positions;
        for (int position = 1; position <= game_->turnCount(); ++position) {
            const replay::ReplayTurn& turn = game_->turn(position - 1);
            if (turn.seat < int(reviewed.size()) && reviewed[std::size_t(turn.seat)]) {
                positions << position;
            }
        }
        reviewTurns_.clear();
        reviewTable_->setRowCount(int(rows.size()));
        for (int row = 0; row < rows.size(); ++row) {
            const ReviewRow& r = rows[row];
            const int position = positions.value(row, -1);
            const bool same = position > 0 && game_->turn(position - 1).seat == r.seat &&
                              game_->turn(position - 1).round == r.round;
            reviewTurns_ << (same ? position : -1);
            reviewTable_->setItem(row, 0, new QTableWidgetItem(QString::number(r.round)));
            reviewTable_->setItem(row, 1, new QTableWidgetItem(seatName(r.seat)));
            reviewTable_->setItem(row, 2, new QTableWidgetItem(reviewCells(r, seatNames()).played));
            showReviewRow(row);
        }
        updateReviewStatus();
    });
    connect(review_, &GameReview::rowReviewed, this, [this](int row) {
        showReviewRow(row);
        updateReviewStatus();
    });
    connect(review_, &GameReview::finished, this, &ReplayViewer::updateReviewStatus);
    review_->start();
    updateReviewStatus();
}

void ReplayViewer::showReviewRow(int row) {
    const ReviewCells cells = reviewCells(review_->rows()[row], seatNames());
    auto* item = new QTableWidgetItem(cells.best);
    if (cells.bestGainsMore) {
        item->setBackground(theme::betterWordColor());
    }
    reviewTable_->setItem(row, 3, item);
}

void ReplayViewer::updateReviewStatus() {
    if (!dictionary_.review) {
        reviewStatus_->setText(tr("The review needs the app's bots, which are not available."));
        reviewButton_->setText(tr("&Start the review"));
        reviewButton_->setEnabled(false);
        return;
    }
    if (review_ == nullptr) {
        reviewStatus_->setText(
            tr("The hard bot takes about a second per turn; the review runs in the background."));
        reviewButton_->setText(tr("&Start the review"));
        return;
    }
    const int total = int(review_->rows().size());
    const int done = review_->reviewedCount();
    const bool running = review_->isRunning() && !review_->isCancelled();
    reviewButton_->setText(running ? tr("S&top") : tr("&Start the review"));
    if (running) {
        reviewStatus_->setText(total == 0 ? tr("Looking for the turns…")
                                          : tr("Reviewing: %1 of %2 turns…").arg(done).arg(total));
    } else if (done < total) {
        reviewStatus_->setText(tr("Review stopped: %1 of %2 turns.").arg(done).arg(total));
    } else if (total == 0) {
        reviewStatus_->setText(tr("No turns to review."));
    } else {
        reviewStatus_->setText(tr("Review done: %1 turns.").arg(total));
    }
}

}  // namespace ps::ui
