// Bot seats: a whole game between two bots runs through the window (decisions on worker
// threads), ends with the end-of-game screen; the longest event-loop stall is reported.

#include <QLabel>
#include <QTableWidget>
#include <QTest>

#include "app/BotFactory.h"
#include "app/MainWindow.h"
#include "app/Resources.h"
#include "app/StallMonitor.h"
#include "dialogs/EndGameDialog.h"
#include "dictionary/dictionary.h"
#include "game/GameController.h"
#include "game/SaveGame.h"
#include "ui_driver.h"
#include "ui_test_support.h"

using namespace ps::ui;
using namespace ps::engine;

class BotsTest : public QObject {
    Q_OBJECT
  private slots:
    void twoBotsPlayAWholeGame() {
        const QString path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        QVERIFY2(!path.isEmpty(), "POTEGA_TEST_LEXICON is not set");
        const auto dictionary = ps::dict::Dictionary::load(path.toStdString());
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());

        MainWindow window;
        window.setAutosaveEnabled(false);
        auto* controller = new GameController(dictionary, *deck.deck, &window);
        controller->setBotFactory(makeBotFactory(&dictionary, nullptr));
        controller->setBotDelay(0);
        window.setController(controller);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        GameSetup setup = GameSetup::defaults();
        setup.seats[0].kind = SeatKind::BotMedium;
        setup.seats[1].kind = SeatKind::BotEasy;
        setup.seed = 2024;
        StallMonitor stalls(qEnvironmentVariableIntValue("POTEGA_STALL_LOG") != 0);
        QString winner;
        int rows = 0;
        test::DialogScript script(
            {test::DialogScript::Step{QStringLiteral("endGameDialog"), [&](QWidget* w) {
                                          auto* dialog = static_cast<EndGameDialog*>(w);
                                          winner = dialog->winnerLabel()->text();
                                          rows = dialog->scoreTable()->rowCount();
                                          dialog->reject();
                                      }}});
        QVERIFY(window.startGame(setup));
        QVERIFY(!controller->currentSeatIsHuman());
        QTRY_VERIFY_WITH_TIMEOUT(script.finished(), 50000);
        QVERIFY(controller->game().isOver());
        QCOMPARE(controller->game().state().round, kRounds);
        QCOMPARE(rows, 2);
        QVERIFY(!winner.isEmpty());
        // Not an assertion on time (machines differ): the figure goes to docs/ui.md.
        qInfo(
            "turns: %d, words: %zu, longest event-loop stall: %lld ms, longest action on the "
            "UI thread (engine + redraw): %lld ms",
            controller->game().state().turnNumber, controller->game().state().usedWords.size(),
            static_cast<long long>(stalls.maxStallMs()),
            static_cast<long long>(controller->maxApplyMilliseconds()));
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    BotsTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_bots.moc"
