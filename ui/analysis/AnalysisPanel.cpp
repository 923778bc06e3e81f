#include "analysis/AnalysisPanel.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "analysis/AnalysisChart.h"
#include "game/GameAnalysisJob.h"
#include "services/Logging.h"
#include "style/Theme.h"

namespace ps::ui::analysis {

namespace {

QString percent(double chance) {
    return AnalysisPanel::tr("%1%").arg(QLocale().toString(std::lround(chance * 100)));
}

// Percentage points, to one decimal when under ten (none at all: 0).
QString points(double loss) {
    const double value = std::max(0.0, loss * 100);
    const int decimals = value < 0.05 || value >= 10 ? 0 : 1;
    return AnalysisPanel::tr("%1 pp").arg(QLocale().toString(value, 'f', decimals));
}

QTableWidgetItem* centred(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignCenter);
    return item;
}

}  // namespace

AnalysisPanel::AnalysisPanel(AnalysisGame game, std::optional<AnalysisContext> context,
                             QWidget* parent)
    : QWidget(parent),
      game_(std::move(game)),
      context_(context ? std::move(context) : currentContext()),
      followsSettings_(!context) {
    setObjectName(QStringLiteral("analysisPanel"));
    if (game_.people.size() != std::size_t(game_.record.options.players)) {
        game_.people.assign(std::size_t(game_.record.options.players), true);
    }
    build();
    retranslate();
    lookInArchive();
}

AnalysisPanel::~AnalysisPanel() {
    if (job_) {
        job_->cancel();  // the worker stops at once; the job's destructor waits for it
    }
}

AnalysisPanel* AnalysisPanel::openWindow(AnalysisGame game, const QString& title, QWidget* parent) {
    auto* window = new QWidget(parent, Qt::Window);
    window->setObjectName(QStringLiteral("analysisWindow"));
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setWindowTitle(title.isEmpty() ? tr("Analysis") : tr("Analysis — %1").arg(title));
    auto* layout = new QVBoxLayout(window);
    auto* panel = new AnalysisPanel(std::move(game), std::nullopt, window);
    layout->addWidget(panel);
    window->resize(980, 680);
    window->show();
    return panel;
}

void AnalysisPanel::build() {
    auto* layout = new QVBoxLayout(this);
    intro_ = new QLabel(this);
    intro_->setWordWrap(true);
    layout->addWidget(intro_);

    auto* controls = new QHBoxLayout;
    start_ = new QPushButton(this);
    start_->setObjectName(QStringLiteral("analysisStart"));
    bots_ = new QCheckBox(this);
    bots_->setObjectName(QStringLiteral("analysisBots"));
    // People's turns by default; a game of bots alone has only theirs.
    bots_->setChecked(!anyPerson());
    bots_->setEnabled(anyPerson() && anyBot());
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("analysisProgress"));
    progress_->setRange(0, 1);
    progress_->setValue(0);
    progress_->setFixedWidth(160);
    stop_ = new QPushButton(this);
    stop_->setObjectName(QStringLiteral("analysisStop"));
    controls->addWidget(start_);
    controls->addWidget(bots_);
    controls->addStretch(1);
    controls->addWidget(progress_);
    controls->addWidget(stop_);
    layout->addLayout(controls);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("analysisStatus"));
    status_->setWordWrap(true);
    layout->addWidget(status_);
    mistakes_ = new QLabel(this);
    mistakes_->setObjectName(QStringLiteral("analysisMistakes"));
    mistakes_->setWordWrap(true);
    mistakes_->setTextFormat(Qt::PlainText);
    layout->addWidget(mistakes_);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    table_ = new QTableWidget(0, ColumnCount, splitter);
    table_->setObjectName(QStringLiteral("analysisTable"));
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setWordWrap(false);
    // Every column as wide as its text (the table scrolls sideways when it is narrow, as in
    // the replay viewer's side pane): a squeezed move would read "…".
    QHeaderView* header = table_->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setStretchLastSection(true);
    QStringList names;
    for (int seat = 0; seat < game_.record.options.players; ++seat) {
        names << game_.names.value(seat, tr("Player %1").arg(seat + 1));
    }
    game_.names = names;
    chart_ = new AnalysisChart(game_.names, game_.colors, splitter);
    splitter->addWidget(table_);
    splitter->addWidget(chart_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    connect(start_, &QPushButton::clicked, this, &AnalysisPanel::start);
    connect(stop_, &QPushButton::clicked, this, &AnalysisPanel::stop);
    const auto choose = [this](int row) {
        if (row >= 0 && row < int(shown_.turns.size())) {
            emit turnChosen(shown_.turns[std::size_t(row)].turnNumber);
        }
    };
    connect(table_, &QTableWidget::cellClicked, this, [choose](int row, int) { choose(row); });
    connect(table_, &QTableWidget::cellActivated, this, [choose](int row, int) { choose(row); });
}

void AnalysisPanel::retranslate() {
    intro_->setText(
        tr("The expert bot plays every turn again from the same position, on many deals of "
           "the stack, and compares the move played with its best: the chance of winning "
           "before the move, after the move played and after the best one, and what the move "
           "cost."));
    start_->setText(shown_.turns.empty() ? tr("&Analyse") : tr("&Analyse again"));
    start_->setAccessibleName(tr("Analyse the game"));
    start_->setToolTip(
        tr("Let the expert bot judge every turn (it takes a while; the rows "
           "appear as they are done)"));
    bots_->setText(tr("Also the &bots' turns"));
    bots_->setAccessibleName(tr("Also analyse the bots' turns"));
    progress_->setAccessibleName(tr("Analysis progress"));
    stop_->setText(tr("S&top"));
    stop_->setAccessibleName(tr("Stop the analysis"));
    stop_->setToolTip(tr("Stop the analysis (the turns analysed so far stay)"));
    status_->setAccessibleName(tr("Analysis status"));
    mistakes_->setAccessibleName(tr("Biggest mistakes"));
    table_->setAccessibleName(tr("Analysis of the turns"));
    table_->setHorizontalHeaderLabels({tr("Round"), tr("Player"), tr("Move played"),
                                       tr("Chance before"), tr("After the move played"),
                                       tr("Expert's best move"), tr("After the best move"),
                                       tr("Loss")});
    for (int row = 0; row < table_->rowCount(); ++row) {
        fillRow(row);
    }
    showMistakes();
    chart_->retranslate();
    updateStatus();
}

void AnalysisPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void AnalysisPanel::setSeats(const QStringList& names, const QList<QColor>& colors,
                             const std::vector<bool>& people) {
    for (int seat = 0; seat < game_.names.size(); ++seat) {
        game_.names[seat] = names.value(seat, game_.names[seat]);
    }
    game_.colors = colors;
    if (people.size() == game_.people.size() && !isRunning()) {
        game_.people = people;
        if (!fromArchive_) {
            bots_->setChecked(!anyPerson());
        }
    }
    chart_->setSeats(game_.names, game_.colors);
    retranslate();
}

bool AnalysisPanel::anyPerson() const {
    return std::find(game_.people.begin(), game_.people.end(), true) != game_.people.end();
}

bool AnalysisPanel::anyBot() const {
    return std::find(game_.people.begin(), game_.people.end(), false) != game_.people.end();
}

std::vector<bool> AnalysisPanel::chosenSeats() const {
    if (bots_->isChecked() || !anyPerson()) {
        return std::vector<bool>(game_.people.size(), true);
    }
    return game_.people;
}

bool AnalysisPanel::available() const {
    return context_.has_value() && game_.finished && !game_.record.actions.empty();
}

bool AnalysisPanel::isRunning() const {
    return job_ && job_->isRunning();
}

// --- The archive

void AnalysisPanel::lookInArchive() {
    if (!available() || context_->archive.isNull()) {
        return;
    }
    AnalysisArchive* archive = context_->archive.data();
    connect(archive, &AnalysisArchive::analysisFound, this,
            [this](quint64 ticket, qint64 gameId, bool found, const StoredAnalysis& stored) {
                if (ticket != findTicket_) {
                    return;  // asked by another panel
                }
                lookingUp_ = false;
                if (gameId > 0) {
                    game_.historyId = gameId;
                }
                // An analysis run meanwhile stays; the kept one is only remembered.
                if (found) {
                    stored_ = stored;
                    if (!isRunning() && shown_.turns.empty()) {
                        showStored(stored);
                    }
                }
                updateStatus();
                emit archiveChecked(fromArchive_);
            });
    connect(archive, &AnalysisArchive::analysisKept, this,
            [this](quint64 ticket, qint64 gameId, bool kept) {
                if (ticket != keepTicket_) {
                    return;
                }
                if (gameId > 0) {
                    game_.historyId = gameId;
                }
                kept_ = kept;
                updateStatus();
                emit analysisKept(kept);
            });
    lookingUp_ = true;
    findTicket_ = archive->findAnalysis(ArchivedGame{game_.historyId, game_.record});
    updateStatus();
}

void AnalysisPanel::showStored(const StoredAnalysis& stored) {
    const auto parsed = engine::io::parseStrictJson(stored.json.toStdString());
    engine::io::Loaded<session::GameAnalysis> loaded;
    if (parsed.ok()) {
        loaded = session::analysisFromJson(*parsed.value, game_.record.deck,
                                           game_.record.options.players);
    }
    if (!parsed.ok() || !loaded.ok()) {
        // Never a crash, never a wrong table: the analysis is run again on request.
        qCWarning(lcApp, "the analysis kept for game %lld is unreadable (%s): ignored",
                  static_cast<long long>(game_.historyId),
                  (parsed.ok() ? loaded.error : parsed.error).text().c_str());
        stored_.reset();
        return;
    }
    shown_ = std::move(*loaded.value);
    fromArchive_ = true;
    {
        const QSignalBlocker block(bots_);
        bots_->setChecked(stored.bots || !anyPerson());
    }
    table_->setRowCount(0);
    table_->setRowCount(int(shown_.turns.size()));
    for (int row = 0; row < table_->rowCount(); ++row) {
        fillRow(row);
    }
    chart_->plot(shown_);
    showMistakes();
    start_->setText(tr("&Analyse again"));
}

// --- Running

void AnalysisPanel::start() {
    if (!available() || isRunning()) {
        return;
    }
    if (followsSettings_) {
        // The budget of the moment: the settings may have changed since the panel opened.
        if (const std::optional<AnalysisContext> now = currentContext()) {
            context_->budget = now->budget;
        }
    }
    const std::vector<bool> seats = chosenSeats();
    job_ = std::make_unique<GameAnalysisJob>(game_.record, *context_->lexicon, context_->vocabulary,
                                             seats, context_->budget);
    connect(job_.get(), &GameAnalysisJob::turnAnalysed, this, &AnalysisPanel::onTurnAnalysed);
    connect(job_.get(), &GameAnalysisJob::progress, this, [this](int done, int total) {
        progress_->setRange(0, std::max(1, total));
        progress_->setValue(done);
        updateStatus();
    });
    connect(job_.get(), &GameAnalysisJob::finished, this, &AnalysisPanel::onFinished);
    shown_ = session::GameAnalysis{};
    shown_.players = game_.record.options.players;
    fromArchive_ = false;
    kept_.reset();
    table_->setRowCount(0);
    chart_->plot(shown_);
    showMistakes();
    progress_->setRange(0, 0);  // busy until the number of turns is known
    job_->start();
    updateStatus();
}

void AnalysisPanel::stop() {
    if (isRunning()) {
        job_->cancel();
        updateStatus();
    }
}

void AnalysisPanel::onTurnAnalysed(int index) {
    shown_.turns = job_->analysis().turns;
    const int row = table_->rowCount();
    if (index >= row) {
        table_->setRowCount(index + 1);
    }
    for (int r = std::min(row, index); r <= index; ++r) {
        fillRow(r);
    }
    chart_->plot(shown_);
    showMistakes();
}

void AnalysisPanel::onFinished() {
    const session::GameAnalysis& done = job_->analysis();
    shown_ = done;
    table_->setRowCount(int(shown_.turns.size()));
    for (int row = 0; row < table_->rowCount(); ++row) {
        fillRow(row);
    }
    chart_->plot(shown_);
    showMistakes();
    if (done.complete && job_->error().isEmpty() && context_->archive) {
        const bool bots =
            std::find(job_->seats().begin(), job_->seats().end(), false) == job_->seats().end() &&
            anyBot();
        StoredAnalysis stored = StoredAnalysis::of(
            job_->budget(), bots,
            QString::fromStdString(session::analysisToJson(done, game_.record.deck).dump()));
        stored_ = stored;
        keepTicket_ =
            context_->archive->keepAnalysis(ArchivedGame{game_.historyId, game_.record}, stored);
    }
    updateStatus();
    emit analysisFinished();
}

// --- Showing

void AnalysisPanel::fillRow(int row) {
    if (row < 0 || row >= int(shown_.turns.size())) {
        return;
    }
    if (!moves_ && context_) {
        moves_ = std::make_unique<AnalysisMoves>(game_.record, *context_->lexicon);
    }
    const session::TurnAnalysis& turn = shown_.turns[std::size_t(row)];
    const QString seat = game_.names.value(int(turn.seat));
    table_->setItem(row, RoundColumn, centred(QLocale().toString(turn.round)));
    auto* player = new QTableWidgetItem(seat);
    player->setIcon(theme::markerIcon(theme::shapeForSeat(int(turn.seat)),
                                      game_.colors.value(int(turn.seat), Qt::darkGray)));
    table_->setItem(row, PlayerColumn, player);
    table_->setItem(row, PlayedColumn,
                    new QTableWidgetItem(AnalysisMoves::played(turn, game_.names)));
    table_->setItem(row, BeforeColumn, centred(percent(turn.chanceBefore())));
    table_->setItem(row, AfterPlayedColumn, centred(percent(turn.chanceAfterPlayed())));
    const QString best = turn.playedIsBest ? tr("the move played")
                         : moves_          ? moves_->move(turn.turnNumber, turn.best, game_.names)
                                           : QString();
    table_->setItem(row, BestColumn, new QTableWidgetItem(best));
    table_->setItem(row, AfterBestColumn, centred(percent(turn.chanceAfterBest())));
    table_->setItem(row, LossColumn, centred(points(turn.loss())));
}

void AnalysisPanel::showMistakes() {
    // The previous highlights go (a new turn may push a mistake out of the three).
    for (const int row : std::as_const(mistakeRows_)) {
        for (int column = 0; column < table_->columnCount(); ++column) {
            if (QTableWidgetItem* item = table_->item(row, column)) {
                item->setData(Qt::BackgroundRole, QVariant());
                item->setData(Qt::ForegroundRole, QVariant());
            }
        }
        if (QTableWidgetItem* loss = table_->item(row, LossColumn)) {
            loss->setText(points(shown_.turns[std::size_t(row)].loss()));
        }
    }
    mistakeRows_.clear();
    if (shown_.turns.empty()) {
        mistakes_->clear();
        mistakes_->setVisible(false);
        return;
    }
    QStringList named;
    int rank = 0;
    for (const std::size_t index : shown_.biggestMistakes(3)) {
        const int row = int(index);
        const session::TurnAnalysis& turn = shown_.turns[index];
        ++rank;
        mistakeRows_ << row;
        for (int column = 0; column < table_->columnCount(); ++column) {
            if (QTableWidgetItem* item = table_->item(row, column)) {
                // Dark text on the light mark, also in high contrast.
                item->setBackground(theme::mistakeColor());
                item->setForeground(QColor(Qt::black));
            }
        }
        // Named in the cell too: a screen reader (and the colour-blind) read it.
        if (QTableWidgetItem* loss = table_->item(row, LossColumn)) {
            loss->setText(tr("%1 · mistake %2").arg(points(turn.loss())).arg(rank));
        }
        named << tr("round %1, %2: %3 (−%4)")
                     .arg(QLocale().toString(turn.round), game_.names.value(int(turn.seat)),
                          AnalysisMoves::played(turn, game_.names), points(turn.loss()));
    }
    mistakes_->setVisible(true);
    mistakes_->setText(named.isEmpty()
                           ? tr("Biggest mistakes: none; no move analysed lost more "
                                "than 2 percentage points.")
                           : tr("Biggest mistakes: %1.").arg(named.join(QStringLiteral("; "))));
}

void AnalysisPanel::updateStatus() {
    const bool running = isRunning();
    const bool stopping = running && job_->isCancelled();
    start_->setEnabled(available() && !running);
    start_->setText(shown_.turns.empty() && !fromArchive_ ? tr("&Analyse") : tr("&Analyse again"));
    bots_->setEnabled(!running && anyPerson() && anyBot());
    stop_->setEnabled(running && !stopping);
    stop_->setVisible(running);
    progress_->setVisible(running);
    QString text;
    if (!context_) {
        text = tr("The analysis needs the app's dictionary, which is not ready yet.");
    } else if (!game_.finished) {
        text = tr("Only a finished game can be analysed.");
    } else if (game_.record.actions.empty()) {
        text = tr("The game's moves are not known, so it cannot be analysed.");
    } else if (stopping) {
        text = tr("Stopping…");
    } else if (running) {
        text = job_->total() == 0
                   ? tr("Analysing the first turn…")
                   : tr("Analysing: %1 of %2 turns…").arg(job_->done()).arg(job_->total());
    } else if (job_ && !job_->error().isEmpty()) {
        text = tr("The game could not be analysed: %1").arg(job_->error());
    } else if (job_ && !job_->analysis().complete) {
        text = job_->total() == 0
                   ? tr("Analysis stopped before its first turn was done.")
                   : tr("Analysis stopped: %1 of %2 turns.").arg(job_->done()).arg(job_->total());
    } else if (job_) {
        text = tr("Analysis complete: %1 turns, %2 deals per position.")
                   .arg(job_->done())
                   .arg(job_->budget().deals);
        if (kept_) {
            text += QLatin1Char(' ') + (*kept_ ? tr("Kept in the game history.")
                                               : tr("Not kept: the game history does not hold "
                                                    "this game."));
        }
    } else if (fromArchive_ && stored_) {
        text = tr("Analysed earlier, with %1 deals per position (from the game history).")
                   .arg(stored_->deals);
        if (!stored_->sameBudget(context_->budget)) {
            text += QLatin1Char(' ') + tr("The settings now ask for %1; analyse again to use "
                                          "them.")
                                           .arg(context_->budget.deals);
        }
    } else if (lookingUp_) {
        text = tr("Looking for an earlier analysis in the game history…");
    } else {
        text = tr("Not analysed yet. The analysis takes a while (%1 deals per position); it "
                  "runs in the background.")
                   .arg(context_->budget.deals);
    }
    status_->setText(text);
}

}  // namespace ps::ui::analysis
