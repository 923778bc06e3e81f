// Bot seats: a whole game between two bots runs through the window (decisions on worker
// threads), ends with the end-of-game screen; the longest event-loop stall is reported.

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
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
  private:
    // A window with a controller on the test dictionary, bots and hints installed.
    struct Table {
        explicit Table(ps::dict::Dictionary words) : dictionary(std::move(words)) {}
        ps::dict::Dictionary dictionary;
        MainWindow window;
        GameController* controller = nullptr;
    };
    static std::unique_ptr<Table> makeTable() {
        const QString path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        if (path.isEmpty()) {
            return nullptr;
        }
        const DeckResult deck = loadStandardDeck();
        if (!deck.deck) {
            return nullptr;
        }
        auto table = std::make_unique<Table>(ps::dict::Dictionary::load(path.toStdString()));
        table->window.setAutosaveEnabled(false);
        table->controller = new GameController(table->dictionary, *deck.deck, &table->window);
        table->controller->setBotFactory(makeBotFactory(&table->dictionary, nullptr));
        table->controller->setHintFunction(makeHintFunction(&table->dictionary, nullptr));
        table->controller->setBotDelay(0);
        table->window.setController(table->controller);
        table->window.resize(1280, 800);
        table->window.show();
        return table;
    }
    // A human (seat 0, starting) against a medium bot.
    static GameSetup humanAgainstBot(quint64 seed, bool hints) {
        GameSetup setup = GameSetup::defaults();
        setup.seats[1].kind = SeatKind::BotMedium;
        setup.startSeat = 0;
        setup.seed = seed;
        setup.hints = hints;
        return setup;
    }

  private slots:
    void hintFillsAPlayableWord() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        MainWindow& window = table->window;
        GameController* controller = table->controller;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        bool found = false;
        // Not every deal leaves a word after the first placement: take the first seed that does.
        for (quint64 seed = 1; seed <= 30 && !found; ++seed) {
            QVERIFY(window.startGame(humanAgainstBot(seed, true)));
            QVERIFY(controller->currentSeatIsHuman());
            QVERIFY(!window.hintButton()->isHidden());
            QVERIFY(!window.hintButton()->isEnabled());  // place the card first
            test::clickCell(window.boardView(), controller->legalCells().front());
            QCOMPARE(controller->game().state().phase, Phase::Word);
            QVERIFY(window.hintButton()->isEnabled());
            QSignalSpy ready(controller, &GameController::hintReady);
            QTest::mouseClick(window.hintButton(), Qt::LeftButton);
            QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 30000);
            if (!ready.first().first().toBool()) {
                continue;
            }
            found = true;
            const QString word = window.wordEdit()->text();
            QVERIFY(!word.isEmpty());
            QCOMPARE(word, GameController::wordText(controller->lastHint()->word.word));
            QVERIFY(window.wordFeedback().playable);
            QCOMPARE(window.wordFeedback().cards, controller->lastHint()->word.cards);
            QVERIFY(!window.wordFeedback().litCells.isEmpty());
            QVERIFY(window.confirmButton()->isEnabled());
            QTest::mouseClick(window.confirmButton(), Qt::LeftButton);
            QVERIFY(controller->playedWords().contains(word));
            const QString marked =
                QCoreApplication::translate("ps::ui::GameController", "%1 plays %2 (with a hint).")
                    .arg(controller->seatName(0), word);
            QVERIFY2(controller->log().contains(marked), qPrintable(controller->log().join('\n')));
        }
        QVERIFY(found);
    }

    void hintsOffHideTheButton() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        MainWindow& window = table->window;
        GameController* controller = table->controller;
        QVERIFY(window.startGame(humanAgainstBot(1, false)));
        test::clickCell(window.boardView(), controller->legalCells().front());
        QCOMPARE(controller->game().state().phase, Phase::Word);
        QVERIFY(window.hintButton()->isHidden());
        QVERIFY(!window.hintButton()->isEnabled());
        QVERIFY(!controller->canAskHint());
        // The shortcut does nothing either.
        QSignalSpy finished(controller, &GameController::hintFinished);
        window.askHint();
        QTest::qWait(50);
        QCOMPARE(finished.count(), 0);
        QVERIFY(window.wordEdit()->text().isEmpty());
    }

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
