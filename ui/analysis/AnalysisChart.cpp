#include "analysis/AnalysisChart.h"

#include <QImage>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "style/Theme.h"

namespace ps::ui::analysis {

namespace {

QString percentText(double chance) {
    return AnalysisChart::tr("%1%").arg(QLocale().toString(std::lround(chance * 100)));
}

}  // namespace

AnalysisChart::AnalysisChart(QStringList names, QList<QColor> colors, QWidget* parent)
    : QChartView(parent), names_(std::move(names)), colors_(std::move(colors)) {
    setObjectName(QStringLiteral("analysisChart"));
    setMinimumHeight(180);
    setRenderHint(QPainter::Antialiasing);
    auto* chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    chart->setMargins(QMargins(4, 4, 4, 4));
    for (int seat = 0; seat < names_.size(); ++seat) {
        auto* line = new QLineSeries(chart);
        line->setMarkerSize(12);
        chart->addSeries(line);
        lines_ << line;
    }
    setSeats(names_, colors_);
    turns_ = new QValueAxis(chart);
    turns_->setLabelFormat(QStringLiteral("%d"));
    // Whole turns only, from the start (an empty chart's 0..1 would read "0 0 0 0 1").
    turns_->setTickType(QValueAxis::TicksDynamic);
    turns_->setTickAnchor(0);
    turns_->setTickInterval(1);
    turns_->setRange(0, 1);
    chances_ = new QValueAxis(chart);
    chances_->setRange(0, 100);
    chances_->setTickCount(6);
    chances_->setLabelFormat(QStringLiteral("%d%%"));
    chart->addAxis(turns_, Qt::AlignBottom);
    chart->addAxis(chances_, Qt::AlignLeft);
    for (QLineSeries* line : lines_) {
        line->attachAxis(turns_);
        line->attachAxis(chances_);
    }
    // The view starts with a chart of its own and only releases it when given another.
    QChart* initial = this->chart();
    setChart(chart);
    delete initial;
    retranslate();
}

void AnalysisChart::setSeats(QStringList names, QList<QColor> colors) {
    names_ = std::move(names);
    colors_ = std::move(colors);
    for (int seat = 0; seat < lines_.size(); ++seat) {
        QLineSeries* line = lines_[seat];
        line->setName(names_.value(seat));
        const QColor color = colors_.value(seat, Qt::darkGray);
        line->setPen(QPen(color, 3));
        // Each seat's marker shape on its points and in the legend, not its colour alone.
        QImage marker(12, 12, QImage::Format_ARGB32_Premultiplied);
        marker.fill(Qt::transparent);
        {
            QPainter painter(&marker);
            painter.setRenderHint(QPainter::Antialiasing);
            theme::paintMarker(painter, QRectF(1, 1, 10, 10), theme::shapeForSeat(seat), color);
        }
        line->setLightMarker(marker);
    }
}

void AnalysisChart::plot(const session::GameAnalysis& analysis) {
    double lastTurn = 1;
    for (int seat = 0; seat < lines_.size(); ++seat) {
        QList<QPointF> points;
        if (seat < analysis.players) {
            // The chart counts the turns from 1, as the replay's positions do (the point after
            // turn number t is t + 1), and ends one turn further with the result.
            for (const session::GameAnalysis::ChartPoint& point :
                 analysis.chart(engine::PlayerId(seat))) {
                points << QPointF(point.turn, point.chance * 100);
                lastTurn = std::max(lastTurn, point.turn);
            }
        }
        lines_[seat]->replace(points);
    }
    // Half a turn beyond the last point, so that its marker is drawn whole.
    turns_->setRange(0, std::ceil(lastTurn) + 0.5);
    turns_->setTickInterval(std::max(1.0, std::ceil(lastTurn / 12)));
    retranslate();
}

void AnalysisChart::retranslate() {
    turns_->setTitleText(tr("Turn"));
    chances_->setTitleText(tr("Chance"));
    setAccessibleName(tr("Chances of winning through the game"));
    // The chart's figures in words for a screen reader: each player's first and last chance.
    QStringList lines;
    for (int seat = 0; seat < lines_.size(); ++seat) {
        const QList<QPointF> points = lines_[seat]->points();
        if (points.isEmpty()) {
            continue;
        }
        lines << tr("%1: from %2 to %3")
                     .arg(names_.value(seat), percentText(points.front().y() / 100),
                          percentText(points.back().y() / 100));
    }
    setAccessibleDescription(lines.isEmpty() ? tr("Nothing analysed yet.")
                                             : lines.join(QStringLiteral("; ")));
}

}  // namespace ps::ui::analysis
