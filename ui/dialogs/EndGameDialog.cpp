#include "dialogs/EndGameDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "board/Theme.h"
#include "game/GameController.h"

namespace ps::ui {

ScoreChart::ScoreChart(QList<QList<int>> totalsPerRound, QList<QColor> colors, QStringList names,
                       QWidget* parent)
    : QWidget(parent),
      totals_(std::move(totalsPerRound)),
      colors_(std::move(colors)),
      names_(std::move(names)) {
    setMinimumHeight(160);
    setAccessibleName(tr("Scores after each round"));
}

void ScoreChart::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), Qt::white);
    const int left = 34;
    const int bottom = height() - 22;
    const int top = 10;
    const int right = width() - 12;
    int maxScore = 1;
    for (const auto& round : totals_) {
        for (const int total : round) {
            maxScore = std::max(maxScore, total);
        }
    }
    painter.setPen(QColor(0xcc, 0xcc, 0xcc));
    for (int i = 0; i <= 4; ++i) {
        const int y = bottom - (bottom - top) * i / 4;
        painter.drawLine(left, y, right, y);
        painter.setPen(QColor(0x66, 0x66, 0x66));
        painter.drawText(QRect(0, y - 8, left - 6, 16), Qt::AlignRight | Qt::AlignVCenter,
                         QString::number(maxScore * i / 4));
        painter.setPen(QColor(0xdd, 0xdd, 0xdd));
    }
    const int rounds = int(totals_.size());
    auto xFor = [&](int round) {  // round 0 = start
        return left + (right - left) * round / std::max(1, rounds);
    };
    painter.setPen(QColor(0x66, 0x66, 0x66));
    for (int r = 0; r <= rounds; ++r) {
        painter.drawText(QRect(xFor(r) - 15, bottom + 4, 30, 16), Qt::AlignCenter,
                         QString::number(r));
    }
    for (int seat = 0; seat < colors_.size(); ++seat) {
        QPolygonF line;
        line << QPointF(xFor(0), bottom);
        for (int r = 0; r < rounds; ++r) {
            const int total = seat < totals_[r].size() ? totals_[r][seat] : 0;
            line << QPointF(xFor(r + 1), bottom - double(bottom - top) * total / maxScore);
        }
        painter.setPen(QPen(colors_[seat], 3));
        painter.drawPolyline(line);
        // Legend: marker and name, top left, one row per seat.
        const QRectF legend(left + 8, top + 2 + seat * 18, 14, 14);
        theme::paintMarker(painter, legend, theme::shapeForSeat(seat), colors_[seat]);
        painter.setPen(QColor(0x33, 0x3a, 0x48));
        painter.drawText(QRectF(legend.right() + 6, legend.top() - 2, 200, 18),
                         Qt::AlignLeft | Qt::AlignVCenter, names_.value(seat));
        for (const QPointF& point : line) {
            theme::paintMarker(painter, QRectF(point.x() - 6, point.y() - 6, 12, 12),
                               theme::shapeForSeat(seat), colors_[seat]);
        }
    }
}

EndGameDialog::EndGameDialog(const GameController& controller, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("endGameDialog"));
    setWindowTitle(tr("End of the game"));
    auto* layout = new QVBoxLayout(this);
    const engine::Scores scores = controller.game().scores();
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

    auto* buttons = new QDialogButtonBox(this);
    auto* again = buttons->addButton(tr("&Play again"), QDialogButtonBox::AcceptRole);
    again->setObjectName(QStringLiteral("playAgain"));
    buttons->addButton(QDialogButtonBox::Close);
    connect(again, &QPushButton::clicked, this, [this] {
        playAgain_ = true;
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(520, 560);
}

}  // namespace ps::ui
