#include "dialogs/EndGameDialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSet>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

#include "analysis/AnalysisPanel.h"
#include "game/GameController.h"
#include "game/GameReview.h"
#include "game/Player.h"
#include "history/NiceAxis.h"
#include "style/Theme.h"

namespace ps::ui {

ScoreChart::ScoreChart(QList<QList<int>> totalsPerRound, QList<QColor> colors, QStringList names,
                       QWidget* parent)
    : QChartView(parent) {
    setMinimumHeight(200);
    setRenderHint(QPainter::Antialiasing);
    setAccessibleName(tr("Scores after each round"));
    auto* chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    chart->setMargins(QMargins(4, 4, 4, 4));
    int highestTotal = 0;
    for (int seat = 0; seat < colors.size(); ++seat) {
        auto* line = new QLineSeries(chart);
        line->setName(names.value(seat));
        line->setPen(QPen(colors[seat], 3));
        // Each seat's marker shape on its points and in the legend, not its colour alone.
        QImage marker(14, 14, QImage::Format_ARGB32_Premultiplied);
        marker.fill(Qt::transparent);
        {
            QPainter painter(&marker);
            painter.setRenderHint(QPainter::Antialiasing);
            theme::paintMarker(painter, QRectF(1, 1, 12, 12), theme::shapeForSeat(seat),
                               colors[seat]);
        }
        line->setLightMarker(marker);
        line->setMarkerSize(14);
        line->append(0, 0);
        for (int round = 0; round < totalsPerRound.size(); ++round) {
            const int total = totalsPerRound[round].value(seat);
            highestTotal = std::max(highestTotal, total);
            line->append(round + 1, total);
        }
        chart->addSeries(line);
    }
    rounds_ = new QValueAxis(chart);
    rounds_->setTitleText(tr("Round"));
    rounds_->setRange(0, std::max<qsizetype>(1, totalsPerRound.size()));
    rounds_->setTickType(QValueAxis::TicksDynamic);
    rounds_->setTickAnchor(0);
    rounds_->setTickInterval(1);
    rounds_->setLabelFormat(QStringLiteral("%d"));
    scores_ = new QValueAxis(chart);
    scores_->setTitleText(tr("Points"));
    history::applyNiceRange(scores_, highestTotal);
    chart->addAxis(rounds_, Qt::AlignBottom);
    chart->addAxis(scores_, Qt::AlignLeft);
    for (QAbstractSeries* series : chart->series()) {
        series->attachAxis(rounds_);
        series->attachAxis(scores_);
    }
    // The view starts with a chart of its own and only releases it when given another.
    QChart* initial = this->chart();
    setChart(chart);
    delete initial;
}

QList<int> ScoreChart::gridValues(int maxScore) {
    return history::niceGridValues(maxScore);
}

EndGameDialog::EndGameDialog(const GameController& controller, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("endGameDialog"));
    setWindowTitle(tr("End of the game"));
    auto* outer = new QVBoxLayout(this);
    tabs_ = new QTabWidget(this);
    tabs_->setObjectName(QStringLiteral("endGameTabs"));
    auto* scoresPage = new QWidget(tabs_);
    auto* layout = new QVBoxLayout(scoresPage);
    const engine::Scores scores = controller.scores();
    const GameSetup& setup = controller.setup();

    QStringList winners;
    for (const engine::PlayerId winner : scores.winners) {
        winners << controller.seatName(winner);
    }
    winner_ = new QLabel(this);
    winner_->setObjectName(QStringLiteral("winnerLabel"));
    QFont font = winner_->font();
    font.setPointSizeF(font.pointSizeF() * 1.6);
    font.setBold(true);
    winner_->setFont(font);
    winner_->setAlignment(Qt::AlignCenter);
    winner_->setText(winners.size() == 1
                         ? tr("★ %1 wins!").arg(winners.front())
                         : tr("★ Shared victory: %1!").arg(winners.join(QStringLiteral(", "))));
    layout->addWidget(winner_);

    // Ranked by total, then captured cards (the rulebook's tie-break).
    std::vector<engine::PlayerScore> ranked = scores.players;
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) {
        return a.total() != b.total() ? a.total() > b.total() : a.capturedCards > b.capturedCards;
    });
    table_ = new QTableWidget(int(ranked.size()), 5, this);
    table_->setObjectName(QStringLiteral("scoreTable"));
    table_->setAccessibleName(tr("Final scores"));
    table_->setHorizontalHeaderLabels(
        {tr("Player"), tr("Captured cards"), tr("Zone points"), tr("Total"), tr("Place")});
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setFocusPolicy(Qt::TabFocus);
    int place = 0;
    for (int row = 0; row < int(ranked.size()); ++row) {
        const auto& score = ranked[row];
        if (row == 0 || score.total() != ranked[row - 1].total() ||
            score.capturedCards != ranked[row - 1].capturedCards) {
            place = row + 1;
        }
        const int seat = score.player;
        auto* name = new QTableWidgetItem(
            theme::markerIcon(theme::shapeForSeat(seat),
                              theme::playerColor(setup.seats.value(seat).colorIndex)),
            controller.seatName(seat));
        table_->setItem(row, 0, name);
        const QList<int> values = {score.capturedCards, score.zonePoints, score.total(), place};
        for (int c = 0; c < values.size(); ++c) {
            auto* item = new QTableWidgetItem(QString::number(values[c]));
            item->setTextAlignment(Qt::AlignCenter);
            if (c == 2) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            table_->setItem(row, c + 1, item);
        }
    }
    table_->setFixedHeight(table_->horizontalHeader()->sizeHint().height() +
                           int(ranked.size()) * table_->verticalHeader()->defaultSectionSize() +
                           2 * table_->frameWidth());
    table_->setCurrentCell(-1, -1);
    layout->addWidget(table_);

    auto* zones = new QLabel(tr("Zones are outlined on the table in their owner's colour."), this);
    zones->setWordWrap(true);
    layout->addWidget(zones);
    layout->addWidget(new QLabel(tr("Scores after each round:"), this));
    QList<QColor> colors;
    QStringList names;
    for (int seat = 0; seat < setup.seats.size(); ++seat) {
        colors << theme::playerColor(setup.seats[seat].colorIndex);
        names << setup.seats[seat].name;
    }
    layout->addWidget(new ScoreChart(controller.scoresPerRound(), colors, names, this));
    tabs_->addTab(scoresPage, tr("&Scores"));
    review_ = new GameReview(controller, this);
    if (review_->available()) {
        tabs_->addTab(buildReviewPage(controller), tr("&Review of your turns"));
        review_->start();
    }
    // The expert's analysis: on request (it takes a while), kept in the history.
    std::optional<analysis::AnalysisContext> context = analysis::currentContext();
    const std::optional<engine::io::Record> record =
        controller.session() != nullptr ? controller.session()->record() : std::nullopt;
    if (context && record && controller.actions()) {
        analysis::AnalysisGame game;
        game.record = *record;
        game.finished = controller.isOver();
        for (int seat = 0; seat < setup.seats.size(); ++seat) {
            game.names << controller.seatName(seat);
            game.colors << theme::playerColor(setup.seats[seat].colorIndex);
            const Player* player = controller.player(seat);
            game.people.push_back(player == nullptr || player->isHuman());
        }
        analysis_ = new analysis::AnalysisPanel(std::move(game), std::move(context), tabs_);
        tabs_->addTab(analysis_, tr("A&nalysis"));
    }
    outer->addWidget(tabs_);
    connect(tabs_, &QTabWidget::currentChanged, this, [this](int index) {
        if (analysis_ != nullptr && tabs_->widget(index) == analysis_) {
            widenForAnalysis();
        }
    });

    auto* buttons = new QDialogButtonBox(this);
    auto* again = buttons->addButton(tr("&Play again"), QDialogButtonBox::AcceptRole);
    again->setObjectName(QStringLiteral("playAgain"));
    buttons->addButton(QDialogButtonBox::Close);
    connect(again, &QPushButton::clicked, this, [this] {
        playAgain_ = true;
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(buttons);
    resize(640, 600);
}

void EndGameDialog::widenForAnalysis() {
    constexpr int kAnalysisWidth = 1000;  // logical pixels: the columns with a long best move
    const QScreen* shown = screen();
    const int room = shown != nullptr ? shown->availableGeometry().width() * 95 / 100 : width();
    const int wanted = std::min(kAnalysisWidth, room);
    if (wanted <= width()) {
        return;
    }
    const int middle = geometry().center().x();
    resize(wanted, height());
    move(middle - wanted / 2, y());  // the placement keeps it on the screen
}

EndGameDialog::~EndGameDialog() {
    review_->cancel();  // the worker stops at once; the review's destructor waits for it
}

QWidget* EndGameDialog::buildReviewPage(const GameController& controller) {
    auto* page = new QWidget(tabs_);
    page->setObjectName(QStringLiteral("reviewPage"));
    auto* layout = new QVBoxLayout(page);
    auto* intro = new QLabel(tr("For each of your turns: the word you played, and the word a hard "
                                "bot would have played from the same position."),
                             page);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* statusRow = new QHBoxLayout;
    reviewStatus_ = new QLabel(page);
    reviewStatus_->setObjectName(QStringLiteral("reviewStatus"));
    reviewProgress_ = new QProgressBar(page);
    reviewProgress_->setObjectName(QStringLiteral("reviewProgress"));
    reviewProgress_->setRange(0, 0);
    reviewProgress_->setTextVisible(false);
    reviewProgress_->setFixedWidth(140);
    reviewStop_ = new QPushButton(tr("S&top"), page);
    reviewStop_->setObjectName(QStringLiteral("reviewStop"));
    reviewStop_->setToolTip(tr("Stop the review (the turns reviewed so far stay)"));
    statusRow->addWidget(reviewStatus_, 1);
    statusRow->addWidget(reviewProgress_);
    statusRow->addWidget(reviewStop_);
    layout->addLayout(statusRow);
    reviewTable_ = new QTableWidget(0, 4, page);
    reviewTable_->setObjectName(QStringLiteral("reviewTable"));
    reviewTable_->setAccessibleName(tr("Review of your turns"));
    reviewTable_->setHorizontalHeaderLabels(
        {tr("Round"), tr("Player"), tr("Your word"), tr("Hard bot's word")});
    reviewTable_->verticalHeader()->hide();
    reviewTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    reviewTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    reviewTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    reviewTable_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    reviewTable_->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    layout->addWidget(reviewTable_, 1);
    reviewStatus_->setText(tr("Looking for your turns…"));

    const GameSetup setup = controller.setup();
    QStringList names;
    for (int seat = 0; seat < setup.seats.size(); ++seat) {
        names << controller.seatName(seat);
    }
    const auto showRow = [this, names](int row) {
        const ReviewCells cells = reviewCells(review_->rows()[row], names);
        auto* item = new QTableWidgetItem(cells.best);
        if (cells.bestGainsMore) {
            item->setBackground(theme::betterWordColor());
        }
        reviewTable_->setItem(row, 3, item);
    };
    connect(review_, &GameReview::turnsFound, this, [this, names, showRow] {
        const QList<ReviewRow>& rows = review_->rows();
        reviewTable_->setRowCount(int(rows.size()));
        // One person at the table: the player column says nothing.
        QSet<int> seats;
        for (const ReviewRow& r : rows) {
            seats.insert(r.seat);
        }
        reviewTable_->setColumnHidden(1, seats.size() <= 1);
        for (int row = 0; row < rows.size(); ++row) {
            const ReviewRow& r = rows[row];
            auto* round = new QTableWidgetItem(QString::number(r.round));
            round->setTextAlignment(Qt::AlignCenter);
            reviewTable_->setItem(row, 0, round);
            reviewTable_->setItem(row, 1, new QTableWidgetItem(names.value(r.seat)));
            reviewTable_->setItem(row, 2, new QTableWidgetItem(reviewCells(r, names).played));
            showRow(row);
        }
        reviewProgress_->setRange(0, std::max(1, int(rows.size())));
        reviewProgress_->setValue(0);
        updateReviewStatus();
    });
    connect(review_, &GameReview::rowReviewed, this, [this, showRow](int row) {
        showRow(row);
        reviewProgress_->setValue(review_->reviewedCount());
        updateReviewStatus();
    });
    connect(review_, &GameReview::finished, this, &EndGameDialog::updateReviewStatus);
    connect(reviewStop_, &QPushButton::clicked, this, [this] {
        review_->cancel();
        updateReviewStatus();
    });
    return page;
}

void EndGameDialog::updateReviewStatus() {
    const int total = int(review_->rows().size());
    const int done = review_->reviewedCount();
    const bool running = review_->isRunning() && !review_->isCancelled();
    reviewStop_->setEnabled(running);
    reviewStop_->setVisible(running);
    reviewProgress_->setVisible(running);
    if (running) {
        reviewStatus_->setText(total == 0 ? tr("Looking for your turns…")
                                          : tr("Reviewing: %1 of %2 turns…").arg(done).arg(total));
    } else if (review_->isCancelled() && done < total) {
        reviewStatus_->setText(tr("Review stopped: %1 of %2 turns.").arg(done).arg(total));
    } else if (total == 0) {
        reviewStatus_->setText(tr("No turns to review."));
    } else {
        reviewStatus_->setText(tr("Review complete."));
    }
}

}  // namespace ps::ui
