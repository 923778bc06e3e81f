#pragma once
// Every player's chance of winning through the game, as the expert's analysis judged it: one
// line per seat (its colour and marker shape, as the score chart draws them), a point after
// every analysed turn and, once the analysis is complete, the game's result as the last point
// (100 % the winner, 0 % the others). The x-axis counts the turns as the replay viewer does
// (turn 1 is the first); the y-axis is the chance, 0–100 %.

#include <QChartView>
#include <QColor>
#include <QList>
#include <QStringList>

#include "session/analysis.h"

class QLineSeries;
class QValueAxis;

namespace ps::ui::analysis {

class AnalysisChart : public QChartView {
    Q_OBJECT
  public:
    AnalysisChart(QStringList names, QList<QColor> colors, QWidget* parent = nullptr);
    QSize sizeHint() const override { return QSize(480, 240); }

    // The seats' names and colours (the lines keep their points).
    void setSeats(QStringList names, QList<QColor> colors);
    // Draws `analysis` (again): one line per seat of GameAnalysis::chart.
    void plot(const session::GameAnalysis& analysis);
    // Words the axes and the description anew (a language change).
    void retranslate();

    [[nodiscard]] QList<QLineSeries*> lines() const { return lines_; }
    QValueAxis* turnAxis() const { return turns_; }
    QValueAxis* chanceAxis() const { return chances_; }

  private:
    QStringList names_;
    QList<QColor> colors_;
    QList<QLineSeries*> lines_;
    QValueAxis* turns_ = nullptr;
    QValueAxis* chances_ = nullptr;
};

}  // namespace ps::ui::analysis
