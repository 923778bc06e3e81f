#include "history/StatisticsWindow.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

#include "analysis/AnalysisPanel.h"
#include "history/HistoryStore.h"
#include "history/NiceAxis.h"
#include "style/Theme.h"

namespace ps::ui::history {

namespace {

constexpr int kReplayColumn = 5;

// Draws the games table's last column as a button (one widget per row would make a long
// history slow to open).
class ReplayButtonDelegate : public QStyledItemDelegate {
  public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        if (!index.data(Qt::UserRole).toBool()) {
            return;  // no record to replay
        }
        QStyleOptionButton button;
        button.rect = option.rect.adjusted(2, 2, -2, -2);
        button.text = index.data(Qt::DisplayRole).toString();
        button.state = QStyle::State_Enabled | QStyle::State_Raised;
        QApplication::style()->drawControl(QStyle::CE_PushButton, &button, painter);
    }
};

QTableWidget* makeTable(int columns, const QString& objectName, QWidget* parent) {
    auto* table = new QTableWidget(0, columns, parent);
    table->setObjectName(objectName);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

void setRow(QTableWidget* table, int row, const QStringList& values) {
    for (int column = 0; column < values.size(); ++column) {
        table->setItem(row, column, new QTableWidgetItem(values[column]));
    }
}

QString percent(int part, int whole) {
    return whole == 0 ? QStringLiteral("—") : QStringLiteral("%1%").arg(100 * part / whole);
}

QString decimal(double value) {
    return QLocale().toString(value, 'f', 1);
}

}  // namespace

StatisticsWindow::StatisticsWindow(HistoryStore* store, QWidget* parent)
    : QWidget(parent, Qt::Window), store_(store) {
    setObjectName(QStringLiteral("statisticsWindow"));
    auto* layout = new QVBoxLayout(this);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("statisticsSummary"));
    summary_->setWordWrap(true);
    layout->addWidget(summary_);
    tabs_ = new QTabWidget(this);
    layout->addWidget(tabs_, 1);

    auto* results = new QWidget(tabs_);
    auto* resultsLayout = new QVBoxLayout(results);
    levels_ = makeTable(4, QStringLiteral("levelsTable"), results);
    people_ = makeTable(6, QStringLiteral("peopleTable"), results);
    resultsLayout->addWidget(levels_);
    resultsLayout->addWidget(people_, 1);
    tabs_->addTab(results, QString());

    chart_ = new QChartView(tabs_);
    chart_->setObjectName(QStringLiteral("statisticsChart"));
    chart_->setRenderHint(QPainter::Antialiasing);
    tabs_->addTab(chart_, QString());

    words_ = makeTable(6, QStringLiteral("bestWordsTable"), tabs_);
    tabs_->addTab(words_, QString());
    pairs_ = makeTable(5, QStringLiteral("headToHeadTable"), tabs_);
    tabs_->addTab(pairs_, QString());

    games_ = makeTable(6, QStringLiteral("gamesTable"), tabs_);
    games_->setItemDelegateForColumn(kReplayColumn, new ReplayButtonDelegate(games_));
    games_->horizontalHeader()->setStretchLastSection(false);
    games_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    connect(games_, &QTableWidget::cellClicked, this, [this](int row, int column) {
        if (column == kReplayColumn) {
            replayRow(row);
        }
    });
    connect(games_, &QTableWidget::cellActivated, this, [this](int row, int) { replayRow(row); });
    tabs_->addTab(games_, QString());

    auto* buttons = new QHBoxLayout;
    refresh_ = new QPushButton(this);
    analyse_ = new QPushButton(this);
    analyse_->setObjectName(QStringLiteral("analyseGame"));
    export_ = new QPushButton(this);
    export_->setObjectName(QStringLiteral("exportCsv"));
    buttons->addWidget(refresh_);
    buttons->addWidget(analyse_);
    buttons->addStretch(1);
    buttons->addWidget(export_);
    layout->addLayout(buttons);
    connect(refresh_, &QPushButton::clicked, this, &StatisticsWindow::refresh);
    connect(export_, &QPushButton::clicked, this, &StatisticsWindow::chooseExportFile);
    connect(analyse_, &QPushButton::clicked, this, [this] { analyseRow(games_->currentRow()); });
    connect(games_, &QTableWidget::currentCellChanged, this,
            &StatisticsWindow::updateAnalysisButton);
    connect(tabs_, &QTabWidget::currentChanged, this, &StatisticsWindow::updateAnalysisButton);

    connect(store_, &HistoryStore::statisticsReady, this, &StatisticsWindow::display);
    connect(store_, &HistoryStore::recordReady, this,
            [this](qint64 gameId, const QString& text, const QList<SeatSetup>& seats) {
                if (analysisTitles_.contains(gameId)) {
                    openAnalysis(gameId, text, seats);
                }
                if (!titles_.contains(gameId)) {
                    return;  // asked by someone else
                }
                const QString title = titles_.take(gameId);
                if (text.isEmpty()) {
                    QMessageBox::information(this, title,
                                             tr("The history has no record of this game."));
                    return;
                }
                emit replayRequested(text, title, seats);
            });
    connect(store_, &HistoryStore::exported, this,
            [this](const QString& target, const QString& error) {
                if (!error.isEmpty()) {
                    QMessageBox::warning(this, tr("Export to CSV"), error);
                } else {
                    summary_->setText(summary_->text() + QLatin1Char('\n') +
                                      tr("Exported to %1.").arg(QDir::toNativeSeparators(target)));
                }
            });
    retranslate();
    updateAnalysisButton();
    resize(820, 600);
    refresh();
}

void StatisticsWindow::refresh() {
    summary_->setText(tr("Reading the game history…"));
    store_->requestStatistics();
}

void StatisticsWindow::exportTo(const QString& target) {
    store_->exportCsv(target);
}

void StatisticsWindow::chooseExportFile() {
    const QString target = QFileDialog::getSaveFileName(
        this, tr("Export to CSV"), QDir::homePath() + QStringLiteral("/potega-slowa-historia.csv"),
        tr("CSV files (*.csv)"));
    if (!target.isEmpty()) {
        exportTo(target);
    }
}

void StatisticsWindow::replayRow(int row) {
    if (row < 0 || row >= shown_.recentGames.size() || !shown_.recentGames[row].hasRecord) {
        return;
    }
    const GameRow& game = shown_.recentGames[row];
    titles_.insert(
        game.id,
        tr("Game of %1: %2")
            .arg(QLocale().toString(QDateTime::fromString(game.endedAt, Qt::ISODate).toLocalTime(),
                                    QLocale::ShortFormat),
                 game.players));
    store_->requestRecord(game.id);
}

void StatisticsWindow::analyseRow(int row) {
    if (row < 0 || row >= shown_.recentGames.size() || !shown_.recentGames[row].hasRecord ||
        shown_.recentGames[row].endReason != endReasonName(EndReason::Finished)) {
        return;
    }
    const GameRow& game = shown_.recentGames[row];
    if (const QPointer<analysis::AnalysisPanel> open = analyses_.value(game.id); !open.isNull()) {
        open->window()->raise();
        open->window()->activateWindow();
        emit analysisOpened(open.data());
        return;
    }
    analysisTitles_.insert(
        game.id,
        tr("game of %1: %2")
            .arg(QLocale().toString(QDateTime::fromString(game.endedAt, Qt::ISODate).toLocalTime(),
                                    QLocale::ShortFormat),
                 game.players));
    store_->requestRecord(game.id);
}

void StatisticsWindow::openAnalysis(qint64 gameId, const QString& text,
                                    const QList<SeatSetup>& seats) {
    const QString title = analysisTitles_.take(gameId);
    const auto loaded = engine::io::loadRecord(text.toStdString());
    if (!loaded.ok()) {
        QMessageBox::information(this, title, tr("The history has no usable record of this game."));
        return;
    }
    analysis::AnalysisGame game;
    game.record = *loaded.value;
    game.historyId = gameId;
    for (int seat = 0; seat < game.record.options.players; ++seat) {
        // A record names nobody: the history's seats do (people by default when unknown).
        const SeatSetup setup =
            seats.value(seat, SeatSetup{tr("Player %1").arg(seat + 1), seat, SeatKind::Human});
        game.names << setup.name;
        game.colors << theme::playerColor(setup.colorIndex);
        game.people.push_back(setup.kind == SeatKind::Human);
    }
    auto* panel = analysis::AnalysisPanel::openWindow(std::move(game), title, this);
    analyses_.insert(gameId, panel);
    emit analysisOpened(panel);
}

void StatisticsWindow::updateAnalysisButton() {
    const int row = games_->currentRow();
    const bool finished = tabs_->currentWidget() == games_ && row >= 0 &&
                          row < shown_.recentGames.size() && shown_.recentGames[row].hasRecord &&
                          shown_.recentGames[row].endReason == endReasonName(EndReason::Finished);
    analyse_->setEnabled(finished);
    analyse_->setVisible(tabs_->currentWidget() == games_);
}

void StatisticsWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (loaded_) {
            display(shown_);
        }
    }
    QWidget::changeEvent(event);
}

void StatisticsWindow::retranslate() {
    setWindowTitle(tr("Statistics"));
    tabs_->setTabText(0, tr("&Results"));
    tabs_->setTabText(1, tr("&Over time"));
    tabs_->setTabText(2, tr("&Best words"));
    tabs_->setTabText(3, tr("&Head to head"));
    tabs_->setTabText(4, tr("&Past games"));
    levels_->setHorizontalHeaderLabels(
        {tr("Opponent"), tr("Games"), tr("Won by people"), tr("Share won")});
    people_->setHorizontalHeaderLabels({tr("Person"), tr("Games"), tr("Won"), tr("Share won"),
                                        tr("Average score"), tr("Average captured")});
    words_->setHorizontalHeaderLabels({tr("Best for"), tr("Word"), tr("Player"), tr("Captures"),
                                       tr("Markers sent back"), tr("Date")});
    pairs_->setHorizontalHeaderLabels({tr("Person"), tr("Person"), tr("Games together"),
                                       tr("Ahead: first"), tr("Ahead: second")});
    games_->setHorizontalHeaderLabels({tr("Date"), tr("Duration"), tr("Players and scores"),
                                       tr("Won"), tr("How it ended"), QString()});
    refresh_->setText(tr("Re&fresh"));
    export_->setText(tr("E&xport to CSV…"));
    analyse_->setText(tr("&Analysis…"));
    analyse_->setAccessibleName(tr("Analyse the selected game"));
    analyse_->setToolTip(
        tr("The expert bot's analysis of the selected finished game, move by "
           "move, with the chances of winning"));
    levels_->setAccessibleName(tr("Games against bots"));
    people_->setAccessibleName(tr("Games per person"));
    words_->setAccessibleName(tr("Best words"));
    pairs_->setAccessibleName(tr("Head to head"));
    games_->setAccessibleName(tr("Past games"));
}

void StatisticsWindow::display(const Statistics& statistics) {
    shown_ = statistics;
    if (!statistics.error.isEmpty()) {
        summary_->setText(statistics.error);
        return;
    }
    summary_->setText(
        tr("Games finished: %1; abandoned: %2.").arg(statistics.games).arg(statistics.abandoned));
    const auto levelName = [](const QString& level) {
        if (level == QLatin1String("easy")) {
            return tr("Easy bot");
        }
        if (level == QLatin1String("medium")) {
            return tr("Medium bot");
        }
        if (level == QLatin1String("expert")) {
            return tr("Expert bot");
        }
        return level == QLatin1String("hard") ? tr("Hard bot") : level;
    };
    levels_->setRowCount(int(statistics.levels.size()));
    for (int row = 0; row < statistics.levels.size(); ++row) {
        const LevelRow& r = statistics.levels[row];
        setRow(levels_, row,
               {levelName(r.level), QString::number(r.played), QString::number(r.won),
                percent(r.won, r.played)});
    }
    people_->setRowCount(int(statistics.people.size()));
    for (int row = 0; row < statistics.people.size(); ++row) {
        const PersonRow& r = statistics.people[row];
        setRow(people_, row,
               {r.name, QString::number(r.played), QString::number(r.won), percent(r.won, r.played),
                decimal(r.averageScore), decimal(r.averageCaptured)});
    }
    showWords(statistics);
    pairs_->setRowCount(int(statistics.headToHead.size()));
    for (int row = 0; row < statistics.headToHead.size(); ++row) {
        const PairRow& r = statistics.headToHead[row];
        setRow(pairs_, row,
               {r.first, r.second, QString::number(r.games), QString::number(r.firstWins),
                QString::number(r.secondWins)});
    }
    games_->setUpdatesEnabled(false);
    games_->setRowCount(int(statistics.recentGames.size()));
    for (int row = 0; row < statistics.recentGames.size(); ++row) {
        const GameRow& r = statistics.recentGames[row];
        QString ended = tr("finished");
        if (r.endReason == QLatin1String("replaced")) {
            ended = tr("abandoned (another game took the table)");
        } else if (r.endReason == QLatin1String("closed")) {
            ended = tr("abandoned (the app was closed)");
        }
        const QDateTime date = QDateTime::fromString(r.endedAt, Qt::ISODate).toLocalTime();
        setRow(games_, row,
               {QLocale().toString(date, QLocale::ShortFormat),
                tr("%1 min").arg((r.durationSeconds + 59) / 60), r.players, r.winners, ended,
                tr("Replay")});
        games_->item(row, kReplayColumn)->setData(Qt::UserRole, r.hasRecord);
        games_->item(row, kReplayColumn)->setToolTip(tr("Replay this game"));
    }
    games_->setUpdatesEnabled(true);
    updateAnalysisButton();
    showChart(statistics.periods);
    loaded_ = true;
    emit statisticsShown();
}

void StatisticsWindow::showWords(const Statistics& statistics) {
    const QList<std::pair<QString, const QList<WordRow>*>> groups = {
        {tr("Longest"), &statistics.longestWords},
        {tr("Most captures"), &statistics.mostCaptures},
        {tr("Most markers sent back"), &statistics.mostMarkersReturned}};
    int rows = 0;
    for (const auto& group : groups) {
        rows += int(group.second->size());
    }
    words_->setRowCount(rows);
    int row = 0;
    for (const auto& [title, list] : groups) {
        for (const WordRow& w : *list) {
            setRow(words_, row++,
                   {title, QStringLiteral("%1 (%2)").arg(w.word).arg(w.length), w.player,
                    QString::number(w.captures), QString::number(w.markersReturned), w.date});
        }
    }
}

void StatisticsWindow::showChart(const QList<PeriodRow>& periods) {
    auto* chart = new QChart;
    chart->setTitle(tr("People's averages per month"));
    auto* score = new QLineSeries(chart);
    score->setName(tr("Average score"));
    auto* captured = new QLineSeries(chart);
    captured->setName(tr("Average captured cards"));
    double highest = 0;
    for (int i = 0; i < periods.size(); ++i) {
        score->append(i, periods[i].averageScore);
        captured->append(i, periods[i].averageCaptured);
        highest = std::max({highest, periods[i].averageScore, periods[i].averageCaptured});
    }
    score->setPointsVisible(true);
    captured->setPointsVisible(true);
    chart->addSeries(score);
    chart->addSeries(captured);
    auto* months = new QCategoryAxis(chart);
    months->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // At most about twelve month labels, so they never overlap.
    const int every = std::max<int>(1, int((periods.size() + 11) / 12));
    for (int i = 0; i < periods.size(); i += every) {
        months->append(periods[i].period, i);
    }
    months->setRange(0, std::max<int>(1, int(periods.size()) - 1));
    months->setTitleText(tr("Month"));
    chart->addAxis(months, Qt::AlignBottom);
    auto* values = new QValueAxis(chart);
    applyNiceRange(values, highest);
    values->setTitleText(tr("Points / cards"));
    chart->addAxis(values, Qt::AlignLeft);
    for (QLineSeries* series : {score, captured}) {
        series->attachAxis(months);
        series->attachAxis(values);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart* old = chart_->chart();
    chart_->setChart(chart);
    delete old;
}

}  // namespace ps::ui::history
