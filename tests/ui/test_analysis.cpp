// The expert's analysis in the window (#38): the panel fills its rows as the turns arrive and
// names the biggest mistakes; the chart has one line per player ending at the game's result;
// Stop ends the analysis within 200 ms; a finished analysis is kept in the history and shown
// again without running (a malformed one is ignored with a log line); the end-of-game dialog,
// the replay viewer and History's "Analysis…" show it; the setting of the budget.
//
// A small game (two medium bots on the test lexicon, as the replay tests play it) and a light
// budget (3 deals per position, 4 candidates), so that each analysis takes moments.

#include <QApplication>
#include <QCheckBox>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>
#include <memory>

#include "analysis/AnalysisChart.h"
#include "analysis/AnalysisPanel.h"
#include "bots/bot.h"
#include "dialogs/EndGameDialog.h"
#include "dialogs/SettingsDialog.h"
#include "engine/io/record.h"
#include "game/BotFactory.h"
#include "game/GameAnalysisJob.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryStore.h"
#include "history/StatisticsWindow.h"
#include "replay/ReplayViewer.h"
#include "services/Resources.h"
#include "services/Settings.h"
#include "session/driver.h"
#include "session/session.h"
#include "style/Theme.h"
#include "ui_test_support.h"

using namespace ps::ui;
using namespace ps::ui::analysis;
using namespace ps::engine;
using ps::engine::io::Record;

namespace {

ps::bots::AnalysisBudget lightBudget(int deals = 3) {
    ps::bots::AnalysisBudget budget;
    budget.deals = deals;
    budget.candidates = 4;
    budget.threads = 2;
    budget.seed = 7;
    return budget;
}

// POTEGA_UI_GRAB_DIR: a picture of `widget` there (to look at the layout).
void grabFor(QWidget* widget, const char* name) {
    if (const QString dir = qEnvironmentVariable("POTEGA_UI_GRAB_DIR"); !dir.isEmpty()) {
        widget->grab().save(QDir(dir).filePath(QString::fromLatin1(name)));
    }
}

// Waits for the panel's analysis to end; false on timeout.
bool waitForAnalysis(AnalysisPanel& panel, int timeoutMs = 60000) {
    return QTest::qWaitFor([&] { return panel.job() != nullptr && !panel.isRunning(); }, timeoutMs);
}

}  // namespace

class AnalysisTest : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir settingsDir_;
    QTemporaryDir dataDir_;
    std::optional<ps::dict::Dictionary> dictionary_;
    std::optional<Deck> deck_;
    Record record_;
    GameState final_;
    GameSetup setup_;
    int fileNumber_ = 0;

    // The context the app would give, with a light budget and `archive`.
    AnalysisContext context(AnalysisArchive* archive = nullptr, int deals = 3) const {
        AnalysisContext c;
        c.lexicon = &*dictionary_;
        c.vocabulary = ps::bots::Vocabulary{&*dictionary_, nullptr};
        c.budget = lightBudget(deals);
        c.archive = archive;
        return c;
    }

    AnalysisGame game() const {
        AnalysisGame g;
        g.record = record_;
        g.names = {QStringLiteral("Ania"), QStringLiteral("Bot")};
        g.colors = {theme::playerColor(0), theme::playerColor(1)};
        g.people = {true, false};
        return g;
    }

    // A store on a new file that holds the game; its id in `gameId`.
    std::unique_ptr<history::HistoryStore> storeWithTheGame(qint64& gameId, QString* path = {}) {
        const QString file =
            dataDir_.filePath(QStringLiteral("history-%1.sqlite").arg(++fileNumber_));
        auto store = std::make_unique<history::HistoryStore>(file);
        history::GameSummary summary =
            history::summarizeGame(setup_, record_, final_, *dictionary_);
        summary.startedAt = QDateTime::currentDateTimeUtc().addSecs(-600);
        summary.endedAt = QDateTime::currentDateTimeUtc();
        summary.durationSeconds = 600;
        store->record(summary);
        history::HistoryDatabase database(QStringLiteral("analysis-test-%1").arg(fileNumber_));
        if (!store->waitForIdle() || !database.open(file).isEmpty()) {
            return nullptr;
        }
        gameId = database.findGame(record_);
        if (path != nullptr) {
            *path = file;
        }
        return store;
    }

  private slots:
    void initTestCase() {
        test::prepareApplication(*qApp, settingsDir_);
        const QString path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        QVERIFY(!path.isEmpty());
        dictionary_.emplace(ps::dict::Dictionary::load(path.toStdString()));
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());
        deck_ = *deck.deck;
        GameOptions options;
        options.players = 2;
        options.seed = 5;
        ps::session::Session table(options, *deck_, *dictionary_,
                                   {ps::session::Seat::computer(ps::bots::Level::Medium),
                                    ps::session::Seat::computer(ps::bots::Level::Medium)});
        const ps::bots::Vocabulary vocabulary{&*dictionary_, nullptr};
        std::vector<std::unique_ptr<ps::bots::Bot>> owned;
        std::vector<ps::bots::Bot*> bots;
        for (int seat = 0; seat < 2; ++seat) {
            owned.push_back(ps::bots::makeBot(ps::bots::Level::Medium, PlayerId(seat), vocabulary,
                                              options.seed));
            bots.push_back(owned.back().get());
        }
        const ps::session::PlayedGame played = ps::session::playOut(table, bots);
        QVERIFY(table.game().isOver());
        record_ = Record{options, *deck_, played.actions, std::nullopt};
        final_ = table.game().state();
        setup_ = GameSetup::defaults();
        setup_.seats = {SeatSetup{QStringLiteral("Ania"), 0, SeatKind::Human},
                        SeatSetup{QStringLiteral("Bot"), 1, SeatKind::BotMedium}};
        setup_.seed = options.seed;
        setContextSource([this] { return std::optional<AnalysisContext>(context()); });
    }

    void panelFillsRowsAsTurnsArriveAndNamesTheMistakes() {
        AnalysisPanel panel(game(), context());
        panel.show();
        QVERIFY(panel.available());
        QVERIFY(!panel.botsCheckBox()->isChecked());  // people's turns by default
        QCOMPARE(panel.table()->rowCount(), 0);
        QTest::mouseClick(panel.startButton(), Qt::LeftButton);
        QVERIFY(panel.isRunning());
        QVERIFY(panel.stopButton()->isVisible() && panel.stopButton()->isEnabled());
        // Each turn is in the table when its signal comes, before the analysis ends.
        QList<int> rowsSeen;
        bool runningMeanwhile = true;
        connect(panel.job(), &GameAnalysisJob::turnAnalysed, this, [&](int index) {
            rowsSeen << panel.table()->rowCount();
            runningMeanwhile = runningMeanwhile && panel.isRunning();
            QVERIFY(!panel.table()->item(index, AnalysisPanel::BestColumn)->text().isEmpty());
        });
        QVERIFY(waitForAnalysis(panel));
        const ps::session::GameAnalysis& analysis = panel.analysis();
        QVERIFY(analysis.complete);
        QVERIFY2(analysis.turns.size() >= 5, qPrintable(QString::number(analysis.turns.size())));
        QCOMPARE(rowsSeen.size(), qsizetype(analysis.turns.size()));
        for (int i = 0; i < rowsSeen.size(); ++i) {
            QCOMPARE(rowsSeen[i], i + 1);  // one row more with every turn
        }
        QVERIFY(runningMeanwhile);
        QCOMPARE(panel.table()->rowCount(), int(analysis.turns.size()));
        for (int row = 0; row < panel.table()->rowCount(); ++row) {
            const ps::session::TurnAnalysis& turn = analysis.turns[std::size_t(row)];
            QCOMPARE(turn.seat, PlayerId(0));  // Ania's turns only
            QCOMPARE(panel.table()->item(row, AnalysisPanel::PlayerColumn)->text(),
                     QStringLiteral("Ania"));
            QCOMPARE(panel.table()->item(row, AnalysisPanel::RoundColumn)->text(),
                     QString::number(turn.round));
            QCOMPARE(panel.table()->item(row, AnalysisPanel::BeforeColumn)->text(),
                     QStringLiteral("%1%").arg(std::lround(turn.chanceBefore() * 100)));
            QCOMPARE(panel.table()->item(row, AnalysisPanel::AfterPlayedColumn)->text(),
                     QStringLiteral("%1%").arg(std::lround(turn.chanceAfterPlayed() * 100)));
            QVERIFY(turn.chanceAfterBest() >= turn.chanceAfterPlayed());
        }
        // The three biggest mistakes: highlighted, numbered in their cells and named above.
        const std::vector<std::size_t> mistakes = analysis.biggestMistakes(3);
        QVERIFY2(!mistakes.empty(), "the game's analysis found no mistake to show");
        QCOMPARE(panel.mistakeRows().size(), qsizetype(mistakes.size()));
        const QString summary = panel.mistakesLabel()->text();
        QVERIFY2(summary.startsWith(QStringLiteral("Największe błędy: ")), qPrintable(summary));
        for (std::size_t rank = 0; rank < mistakes.size(); ++rank) {
            const int row = int(mistakes[rank]);
            QCOMPARE(panel.mistakeRows()[int(rank)], row);
            QCOMPARE(panel.table()->item(row, 0)->background().color(), theme::mistakeColor());
            QVERIFY(panel.table()
                        ->item(row, AnalysisPanel::LossColumn)
                        ->text()
                        .endsWith(QStringLiteral("błąd %1").arg(rank + 1)));
            QVERIFY2(
                summary.contains(panel.table()->item(row, AnalysisPanel::PlayedColumn)->text()),
                qPrintable(summary));
        }
        for (int row = 0; row < panel.table()->rowCount(); ++row) {
            if (!panel.mistakeRows().contains(row)) {
                QCOMPARE(panel.table()->item(row, 0)->background().style(), Qt::NoBrush);
            }
        }
        QVERIFY(!panel.stopButton()->isVisible());
        QVERIFY(panel.statusLabel()->text().startsWith(QStringLiteral("Analiza gotowa")));
        panel.resize(1000, 700);
        grabFor(&panel, "analysis-panel.png");
    }

    void botsTurnsOnRequest() {
        AnalysisPanel panel(game(), context());
        panel.botsCheckBox()->setChecked(true);
        panel.start();
        QVERIFY(waitForAnalysis(panel));
        QSet<int> seats;
        for (const ps::session::TurnAnalysis& turn : panel.analysis().turns) {
            seats.insert(turn.seat);
        }
        QCOMPARE(seats, (QSet<int>{0, 1}));
        QVERIFY(panel.table()->rowCount() > 10);
    }

    void chartHasOneLinePerPlayerEndingAtTheResult() {
        AnalysisPanel panel(game(), context());
        QCOMPARE(panel.chart()->lines().size(), 2);
        QVERIFY(panel.chart()->lines()[0]->points().isEmpty());
        panel.start();
        QVERIFY(waitForAnalysis(panel));
        const ps::session::GameAnalysis& analysis = panel.analysis();
        const Scores scores = computeScores(final_);
        QCOMPARE(scores.winners.size(), std::size_t(1));
        for (int seat = 0; seat < 2; ++seat) {
            const QList<QPointF> points = panel.chart()->lines()[seat]->points();
            QCOMPARE(panel.chart()->lines()[seat]->name(),
                     seat == 0 ? QStringLiteral("Ania") : QStringLiteral("Bot"));
            // A point after each of the seat's own analysed turns (the bot's were not
            // analysed: after every analysed turn), then the result one turn after the last.
            QList<int> own;
            QList<int> every;
            for (const auto& turn : analysis.turns) {
                every << turn.turnNumber + 1;
                if (int(turn.seat) == seat) {
                    own << turn.turnNumber + 1;
                }
            }
            QCOMPARE(own.isEmpty(), seat == 1);
            if (own.isEmpty()) {
                own = every;
            }
            QCOMPARE(points.size(), qsizetype(own.size() + 1));
            const bool winner = scores.winners.front() == PlayerId(seat);
            QCOMPARE(points.back().y(), winner ? 100.0 : 0.0);
            QCOMPARE(points.back().x(), double(analysis.turns.back().turnNumber + 2));
            for (int i = 0; i + 1 < points.size(); ++i) {
                QCOMPARE(points[i].x(), double(own[i]));
                QVERIFY(points[i].y() >= 0 && points[i].y() <= 100);
            }
        }
        QCOMPARE(panel.chart()->chanceAxis()->max(), 100.0);
        QVERIFY(panel.chart()->accessibleDescription().contains(QStringLiteral("Ania")));
    }

    void stopEndsTheAnalysisWithin200Milliseconds() {
        // A heavier budget, so that the analysis is still running when Stop comes: after its
        // first turn (its row stays) and in the middle of another.
        AnalysisContext heavy = context(nullptr, 150);
        heavy.budget.candidates = 10;
        AnalysisPanel panel(game(), heavy);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QElapsedTimer firstRow;
        firstRow.start();
        QTest::mouseClick(panel.startButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(panel.table()->rowCount() >= 1, 60000);
        qInfo("the first turn analysed after %lld ms (of %d turns)",
              static_cast<long long>(firstRow.elapsed()), panel.job()->total());
        QVERIFY(panel.isRunning());
        QElapsedTimer clock;
        qint64 tookMs = -1;
        connect(panel.job(), &GameAnalysisJob::finished, this, [&] { tookMs = clock.elapsed(); });
        clock.start();
        QTest::mouseClick(panel.stopButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&] { return tookMs >= 0; }, 5000));
        qInfo("from Stop to the analysis's end: %lld ms", static_cast<long long>(tookMs));
        QVERIFY2(tookMs < 200, qPrintable(QString::number(tookMs)));
        QVERIFY(!panel.isRunning());
        QVERIFY(!panel.analysis().complete);
        QVERIFY(panel.table()->rowCount() >= 1);
        QCOMPARE(panel.table()->rowCount(), int(panel.analysis().turns.size()));
        QVERIFY(int(panel.analysis().turns.size()) < panel.job()->total());
        QVERIFY2(panel.statusLabel()->text().startsWith(QStringLiteral("Analiza zatrzymana")),
                 qPrintable(panel.statusLabel()->text()));
        QVERIFY(panel.startButton()->isEnabled());
    }

    void keptInTheHistoryAndShownAgainWithoutRunning() {
        qint64 gameId = 0;
        QString path;
        auto store = storeWithTheGame(gameId, &path);
        QVERIFY(store != nullptr);
        QVERIFY(gameId > 0);
        QStringList cells;
        {
            AnalysisPanel first(game(), context(store.get()));
            QSignalSpy checked(&first, &AnalysisPanel::archiveChecked);
            QVERIFY(checked.wait(10000));
            QCOMPARE(checked.first().first().toBool(), false);  // nothing kept yet
            QSignalSpy kept(&first, &AnalysisPanel::analysisKept);
            first.start();
            QVERIFY(waitForAnalysis(first));
            QVERIFY(kept.wait(10000));
            QCOMPARE(kept.first().first().toBool(), true);
            QCOMPARE(first.game().historyId, gameId);  // found by its record
            for (int row = 0; row < first.table()->rowCount(); ++row) {
                cells << first.table()->item(row, AnalysisPanel::BestColumn)->text()
                      << first.table()->item(row, AnalysisPanel::LossColumn)->text();
            }
        }
        history::HistoryDatabase database(QStringLiteral("analysis-test-kept"));
        QCOMPARE(database.open(path), QString());
        QCOMPARE(database.schemaVersion(), 4);
        const auto stored = database.analysis(gameId);
        QVERIFY(stored.has_value());
        QCOMPARE(stored->deals, 3);
        QVERIFY(!stored->bots);

        // Opened again (by its id, as History does): shown at once, nothing runs.
        AnalysisGame again = game();
        again.historyId = gameId;
        AnalysisPanel second(again, context(store.get()));
        QSignalSpy checked(&second, &AnalysisPanel::archiveChecked);
        QVERIFY(checked.wait(10000));
        QCOMPARE(checked.first().first().toBool(), true);
        QVERIFY(second.fromArchive());
        QVERIFY(second.job() == nullptr);
        QStringList shown;
        for (int row = 0; row < second.table()->rowCount(); ++row) {
            shown << second.table()->item(row, AnalysisPanel::BestColumn)->text()
                  << second.table()->item(row, AnalysisPanel::LossColumn)->text();
        }
        QCOMPARE(shown, cells);
        QCOMPARE(second.chart()->lines()[0]->points().size(), qsizetype(cells.size() / 2 + 1));
        QCOMPARE(second.statusLabel()->text(),
                 QStringLiteral("Przeanalizowana wcześniej — rozdania na pozycję: 3 (z historii "
                                "gier)."));
        QCOMPARE(second.startButton()->text(), QStringLiteral("&Analizuj ponownie"));

        // Another budget: the new analysis replaces the kept one.
        QSignalSpy replaced(&second, &AnalysisPanel::analysisKept);
        second.start();
        QVERIFY(second.job() != nullptr);
        QVERIFY(waitForAnalysis(second));
        QVERIFY(replaced.wait(10000));
        // (the context gives 3 deals; a context of 2 is another budget)
        AnalysisPanel third(again, context(store.get(), 2));
        QSignalSpy thirdChecked(&third, &AnalysisPanel::archiveChecked);
        QVERIFY(thirdChecked.wait(10000));
        QVERIFY2(third.statusLabel()->text().endsWith(
                     QStringLiteral("Ustawienia podają teraz 2; przeanalizuj ponownie, by ich "
                                    "użyć.")),
                 qPrintable(third.statusLabel()->text()));
        QSignalSpy thirdKept(&third, &AnalysisPanel::analysisKept);
        third.start();
        QVERIFY(waitForAnalysis(third));
        QVERIFY(thirdKept.wait(10000));
        QCOMPARE(database.analysis(gameId)->deals, 2);

        // A malformed analysis in the file: ignored with a log line, never a crash.
        QString problem;
        analysis::StoredAnalysis broken = *database.analysis(gameId);
        broken.json = QStringLiteral("{\"format\": \"potega-slowa-analysis\", \"turns\": 7}");
        QVERIFY2(database.writeAnalysis(gameId, broken, problem), qPrintable(problem));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("unreadable")));
        AnalysisPanel fourth(again, context(store.get()));
        QSignalSpy fourthChecked(&fourth, &AnalysisPanel::archiveChecked);
        QVERIFY(fourthChecked.wait(10000));
        QCOMPARE(fourthChecked.first().first().toBool(), false);
        QCOMPARE(fourth.table()->rowCount(), 0);
        QVERIFY(fourth.startButton()->isEnabled());
    }

    void endGameDialogHasTheAnalysisTab() {
        GameController controller(*dictionary_, *deck_);
        controller.setBotFactory(makeBotFactory(&*dictionary_, nullptr));
        const auto error = controller.resume(final_, setup_, record_.actions, false);
        QVERIFY2(!error, qPrintable(error.value_or(QString())));
        QVERIFY(controller.isOver());
        EndGameDialog dialog(controller, nullptr);
        AnalysisPanel* panel = dialog.analysisPanel();
        QVERIFY(panel != nullptr);
        const int tab = dialog.tabs()->indexOf(panel);
        QVERIFY(tab > 0);
        QCOMPARE(dialog.tabs()->tabText(tab), QStringLiteral("A&naliza"));
        QVERIFY(panel->available());
        QCOMPARE(panel->game().record.actions, record_.actions);
        QCOMPARE(panel->game().people, (std::vector<bool>{true, false}));
        QCOMPARE(panel->game().names, (QStringList{QStringLiteral("Ania"), QStringLiteral("Bot")}));
        QCOMPARE(panel->startButton()->text(), QStringLiteral("&Analizuj"));
        // The analysis's tab widens the dialog (the screen is 1280 wide in these tests), over
        // the same middle.
        dialog.show();
        const int narrow = dialog.width();
        const int middle = dialog.geometry().center().x();
        dialog.tabs()->setCurrentWidget(panel);
        QVERIFY2(dialog.width() >= 1000 || dialog.width() > narrow,
                 qPrintable(QString::number(dialog.width())));
        QVERIFY(qAbs(dialog.geometry().center().x() - middle) <= 1);
        if (qEnvironmentVariableIsSet("POTEGA_UI_GRAB_DIR")) {
            dialog.tabs()->setCurrentWidget(panel);
            dialog.show();
            panel->start();
            QVERIFY(waitForAnalysis(*panel));
            QTest::qWait(100);  // the layout settles
            grabFor(&dialog, "analysis-end-of-game.png");
        }
        // Without a dictionary to analyse with, no tab.
        setContextSource({});
        EndGameDialog without(controller, nullptr);
        QVERIFY(without.analysisPanel() == nullptr);
        setContextSource([this] { return std::optional<AnalysisContext>(context()); });
    }

    void replayViewerShowsTheAnalysis() {
        ReplayViewer::setDictionarySource([this] {
            return std::optional<ReplayDictionary>(
                ReplayDictionary{&*dictionary_, std::nullopt, QStringLiteral("test words"), {}});
        });
        std::unique_ptr<ReplayViewer> viewer(ReplayViewer::openRecordText(
            QString::fromStdString(ps::engine::io::writeRecord(record_)), QStringLiteral("test"),
            nullptr));
        QVERIFY(viewer != nullptr);
        AnalysisPanel* panel = viewer->analysisPanel();
        QVERIFY(panel != nullptr);
        QCOMPARE(viewer->tabs()->indexOf(panel), 2);
        QVERIFY(panel->available());
        viewer->setSeats(setup_.seats);
        QCOMPARE(panel->game().names, (QStringList{QStringLiteral("Ania"), QStringLiteral("Bot")}));
        QCOMPARE(panel->chart()->lines()[1]->name(), QStringLiteral("Bot"));
        viewer->tabs()->setCurrentIndex(2);
        QTest::mouseClick(panel->startButton(), Qt::LeftButton);
        QVERIFY(waitForAnalysis(*panel));
        QVERIFY(panel->analysis().complete);
        QTest::qWait(100);  // the layout settles
        grabFor(viewer.get(), "analysis-replay.png");
        // A row leads to the position its move was chosen in.
        const int row = panel->table()->rowCount() - 1;
        QVERIFY(row > 0);
        QTableWidget* table = panel->table();
        table->scrollToItem(table->item(row, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualItemRect(table->item(row, 0)).center());
        QCOMPARE(viewer->position(), panel->analysis().turns.back().turnNumber);
    }

    void historyOpensTheAnalysisOfTheSelectedGame() {
        qint64 gameId = 0;
        auto store = storeWithTheGame(gameId);
        QVERIFY(store != nullptr);
        setContextSource([this, archive = store.get()] {
            return std::optional<AnalysisContext>(context(archive));
        });
        QWidget parent;
        auto* window = new history::StatisticsWindow(store.get(), &parent);
        QSignalSpy shown(window, &history::StatisticsWindow::statisticsShown);
        QVERIFY(shown.wait(10000));
        window->tabs()->setCurrentWidget(window->gamesTable());
        QCOMPARE(window->gamesTable()->rowCount(), 1);
        QVERIFY(!window->analysisButton()->isEnabled());  // no game chosen yet
        window->gamesTable()->setCurrentCell(0, 0);
        QVERIFY(window->analysisButton()->isEnabled());
        QCOMPARE(window->analysisButton()->text(), QStringLiteral("&Analiza…"));
        QSignalSpy opened(window, &history::StatisticsWindow::analysisOpened);
        QTest::mouseClick(window->analysisButton(), Qt::LeftButton);
        QVERIFY(opened.wait(10000));
        auto* panel = opened.first().first().value<AnalysisPanel*>();
        QVERIFY(panel != nullptr);
        QCOMPARE(panel->game().historyId, gameId);
        QCOMPARE(panel->game().names, (QStringList{QStringLiteral("Ania"), QStringLiteral("Bot")}));
        QCOMPARE(panel->game().people, (std::vector<bool>{true, false}));
        QVERIFY(panel->window() != window && panel->window()->isVisible());
        QVERIFY(panel->window()->windowTitle().startsWith(QStringLiteral("Analiza — ")));
        QVERIFY(panel->available());
        // Asked again for the same game: the same window.
        QTest::mouseClick(window->analysisButton(), Qt::LeftButton);
        QCOMPARE(opened.size(), 2);
        QCOMPARE(opened.last().first().value<AnalysisPanel*>(), panel);
        delete panel->window();
        setContextSource([this] { return std::optional<AnalysisContext>(context()); });
    }

    void theBudgetIsASetting() {
        QCOMPARE(Settings::analysisDeals(), ps::bots::AnalysisBudget{}.deals);
        QCOMPARE(budgetFromSettings().deals, ps::bots::AnalysisBudget{}.deals);
        {
            SettingsDialog dialog(nullptr);
            auto* deals = dialog.findChild<QSpinBox*>(QStringLiteral("analysisDeals"));
            QVERIFY(deals != nullptr);
            QCOMPARE(deals->value(), ps::bots::AnalysisBudget{}.deals);
            deals->setValue(80);
            QCOMPARE(dialog.analysisDeals(), 80);
        }
        Settings::setAnalysisDeals(80);
        QCOMPARE(budgetFromSettings().deals, 80);
        Settings::setAnalysisDeals(100000);
        QCOMPARE(Settings::analysisDeals(), Settings::kAnalysisDealsMax);
        Settings::setAnalysisDeals(ps::bots::AnalysisBudget{}.deals);
    }
};

QTEST_MAIN(AnalysisTest)
#include "test_analysis.moc"
