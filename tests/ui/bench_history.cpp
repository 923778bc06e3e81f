// Benchmark (run by hand, not by CTest): how long the statistics window takes to show a
// 10 000-game history — from the window's construction to its figures on screen, the file
// opened by a new store as at the first Game → Statistics — against the same window on an
// empty history, measured in the same run. docs/ui.md, "History and statistics", has the figure.
//
//   build/<preset>/tests/ui/ui_history_bench [games]
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <random>

#include "history/HistoryDatabase.h"
#include "history/HistoryStore.h"
#include "history/StatisticsWindow.h"
#include "ui_test_support.h"

using namespace ps::ui::history;

namespace {

// A varied history: six people and the three bots, two to four seats, 20–40 words a game,
// spread over two years.
void fill(const QString& path, int games) {
    HistoryDatabase database(QStringLiteral("bench-fill"));
    database.open(path);
    std::mt19937 random(2026);
    const QStringList people = {QStringLiteral("Ania"),   QStringLiteral("Bartek"),
                                QStringLiteral("Celina"), QStringLiteral("Darek"),
                                QStringLiteral("Ewa"),    QStringLiteral("Filip")};
    const QStringList bots = {QStringLiteral("easy"), QStringLiteral("medium"),
                              QStringLiteral("hard")};
    const QString record =
        QStringLiteral("{\"format\": \"potega-slowa-record\"}") + QString(6000, QLatin1Char(' '));
    const QDateTime start(QDate(2024, 11, 1), QTime(12, 0), Qt::UTC);
    for (int g = 0; g < games; ++g) {
        GameSummary game;
        game.key = QStringLiteral("bench-%1").arg(g);
        game.startedAt = start.addSecs(qint64(g) * 6300);
        game.endedAt = game.startedAt.addSecs(1200);
        game.durationSeconds = 1200;
        game.end = random() % 10 == 0 ? EndReason::Closed : EndReason::Finished;
        const int seats = 2 + int(random() % 3);
        game.options.players = seats;
        for (int s = 0; s < seats; ++s) {
            SeatSummary seat;
            seat.seat = s;
            const bool bot = s > 0 && random() % 2 == 0;
            seat.kind = bot ? bots[int(random() % 3)] : QStringLiteral("human");
            seat.name = bot ? QStringLiteral("Bot %1").arg(s) : people[(g + s) % people.size()];
            seat.captured = int(random() % 15);
            seat.zonePoints = int(random() % 6);
            seat.total = seat.captured + seat.zonePoints;
            game.seats.append(seat);
        }
        for (SeatSummary& seat : game.seats) {
            seat.place =
                1 + int(std::count_if(game.seats.begin(), game.seats.end(),
                                      [&](const SeatSummary& o) { return o.total > seat.total; }));
            seat.winner = seat.place == 1;
        }
        const int words = 20 + int(random() % 21);
        for (int w = 0; w < words; ++w) {
            const int length = 2 + int(random() % 9);
            game.words.append(WordSummary{w * 3, 1 + w / 6, w % seats,
                                          QString(length, QChar(u'A' + int(random() % 26))), length,
                                          int(random() % 4), int(random() % 3), std::nullopt});
        }
        game.recordText = record;
        database.write(game);
    }
}

// Milliseconds from the window's construction to its figures shown (a new store each time).
double openWindow(const QString& path) {
    HistoryStore store(path);
    QElapsedTimer timer;
    timer.start();
    StatisticsWindow window(&store);
    window.show();
    QEventLoop loop;
    QObject::connect(&window, &StatisticsWindow::statisticsShown, &loop, &QEventLoop::quit);
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    if (!window.loaded()) {
        loop.exec();
    }
    QCoreApplication::processEvents();  // the first paint of the tables and the chart
    return double(timer.nsecsElapsed()) / 1e6;
}

double median(int runs, const QString& path) {
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        times.push_back(openWindow(path));
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settings;
    ps::ui::test::prepareApplication(app, settings);
    const int games = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 10000;
    QTemporaryDir dir;
    const QString empty = dir.filePath(QStringLiteral("empty.sqlite"));
    const QString full = dir.filePath(QStringLiteral("full.sqlite"));
    QElapsedTimer timer;
    timer.start();
    fill(full, games);
    std::printf("# filled %d games in %lld ms\n", games, static_cast<long long>(timer.elapsed()));
    openWindow(empty);  // warm-up: fonts, styles, the SQLite plugin
    constexpr int kRuns = 5;
    const double baseline = median(kRuns, empty);
    const double measured = median(kRuns, full);
    std::printf("statistics window, empty history (baseline): %.1f ms\n", baseline);
    std::printf("statistics window, %d games: %.1f ms (median of %d), %.1fx the baseline\n", games,
                measured, kRuns, measured / std::max(0.001, baseline));
    return 0;
}
