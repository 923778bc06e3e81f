// Practice at the person's pace: in a game of one person against the expert and the hard bot,
// as the app sets it up (the full dictionary when built, the common-words list, the expert's
// default budget, the bots' default pace, the default help window and grace), the time between
// the person's turns when the person does not help, and the full help window for a person who
// says "I'll help" (H). Both print their figures (docs/ui.md, "Practice pace").

#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <algorithm>
#include <memory>
#include <numeric>

#include "app/MainWindow.h"
#include "bots/bot.h"
#include "bots/common_words.h"
#include "dictionary/dictionary.h"
#include "game/BotFactory.h"
#include "game/GameController.h"
#include "services/Resources.h"
#include "services/Settings.h"
#include "ui_driver.h"
#include "ui_test_support.h"
#include "widgets/WordBar.h"

using namespace ps::ui;
using namespace ps::engine;

namespace {

constexpr quint64 kSeed = 37;
// The bound the test asserts, generous for a loaded machine; the figure itself is printed.
constexpr qint64 kMeanGapBoundMs = 10000;

// The game as the app plays it: the controller of Application.cpp with its defaults.
struct PracticeTable {
    PracticeTable(ps::dict::Dictionary words, QString path)
        : dictionary(std::move(words)), dictionaryPath(std::move(path)) {}
    ps::dict::Dictionary dictionary;
    std::unique_ptr<ps::bots::CommonWords> common;
    MainWindow window;
    GameController* controller = nullptr;
    QString dictionaryPath;
};

std::unique_ptr<PracticeTable> makePracticeTable() {
    QString path = qEnvironmentVariable("POTEGA_FULL_DICTIONARY_FILE");
    if (path.isEmpty() || !QFile::exists(path)) {
        path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
    }
    const DeckResult deck = loadStandardDeck();
    if (path.isEmpty() || !deck.deck) {
        return nullptr;
    }
    auto table =
        std::make_unique<PracticeTable>(ps::dict::Dictionary::load(path.toStdString()), path);
    if (const auto file = ps::bots::findCommonWordsFile()) {
        table->common = std::make_unique<ps::bots::CommonWords>(ps::bots::CommonWords::load(*file));
    }
    table->window.setAutosaveEnabled(false);
    table->controller = new GameController(table->dictionary, *deck.deck, &table->window);
    table->controller->setBotFactory(makeBotFactory(
        &table->dictionary, table->common.get(), nullptr, false, Settings::expertSeconds() * 1000));
    table->controller->setHelpWindow(Settings::helpWindowSeconds() * 1000);
    table->controller->setHelpGrace(Settings::helpGraceMilliseconds());
    table->window.setController(table->controller);
    table->window.resize(1280, 800);
    table->window.show();
    return table;
}

GameSetup practiceSetup() {
    GameSetup setup = GameSetup::defaults();
    setup.seats = {SeatSetup{QStringLiteral("Ala"), 0, SeatKind::Human},
                   SeatSetup{QStringLiteral("Ekspert"), 1, SeatKind::BotExpert},
                   SeatSetup{QStringLiteral("Trudny"), 2, SeatKind::BotHard}};
    setup.seed = kSeed;
    setup.startSeat = 0;
    setup.hints = false;
    return setup;
}

bool personToPlace(const GameController* controller) {
    return controller->currentSeatIsHuman() && controller->game().state().phase == Phase::Place;
}

// Bots' offers to the person are refused, any other dialog closed, for as long as it lives
// (from a timer: the dialogs run their own event loops).
std::unique_ptr<test::DialogScript> refuseOffers() {
    auto script = std::make_unique<test::DialogScript>(QList<test::DialogScript::Step>{});
    script->setAfterwards([](QWidget* modal) {
        if (modal->objectName() == QLatin1String("helpAnswerDialog")) {
            test::clickButton(modal, "helpRefuse");
        } else if (auto* dialog = qobject_cast<QDialog*>(modal)) {
            dialog->reject();
        }
    });
    return script;
}

// The person's turn, quickly: the card on the first legal cell, the hint bot's word when
// there is one, else no word (redraw, then pass); black-card actions finished at once.
void playPersonsTurn(PracticeTable& table) {
    GameController* controller = table.controller;
    MainWindow& window = table.window;
    const ps::bots::Vocabulary vocabulary{&table.dictionary, table.common.get()};
    for (int guard = 0; guard < 40 && controller->currentSeatIsHuman() && !controller->isOver();
         ++guard) {
        const Phase phase = controller->game().state().phase;
        if (phase == Phase::Place) {
            test::clickCell(window.boardView(), controller->legalCells().front());
        } else if (phase == Phase::Word) {
            const auto word = ps::bots::hint(controller->game(), vocabulary);
            if (word && word->placements.empty()) {
                window.setWordText(GameController::wordText(word->word.word));
            }
            if (window.confirmButton()->isEnabled()) {
                QTest::mouseClick(window.confirmButton(), Qt::LeftButton);
            } else {
                window.wordEdit()->clear();
                QTest::mouseClick(window.noWordButton(), Qt::LeftButton);
            }
        } else if (auto* finish =
                       window.actionBar()->findChild<QPushButton*>(QStringLiteral("finishActions"));
                   finish != nullptr && finish->isVisible()) {
            QTest::mouseClick(finish, Qt::LeftButton);
        }
        QTest::qWait(20);
    }
}

}  // namespace

class PracticePaceTest : public QObject {
    Q_OBJECT
  private slots:
    // Nobody helps: each bot's card waits only the grace, so the bots' two turns take their
    // thinking, their pace and at most a grace each.
    void personDoesNotHelp() {
        const auto table = makePracticeTable();
        if (table == nullptr) {
            QSKIP("no dictionary (POTEGA_FULL_DICTIONARY_FILE or POTEGA_TEST_LEXICON)");
        }
        GameController* controller = table->controller;
        QVERIFY(QTest::qWaitForWindowExposed(&table->window));
        const auto answers = refuseOffers();
        // The windows the bots' cards waited for people, and how long each stayed open.
        QElapsedTimer windowOpen;
        QList<qint64> windows;
        connect(controller, &GameController::helpWindowChanged, this, [&] {
            if (controller->helpWindowOpen() && !windowOpen.isValid()) {
                windowOpen.start();
                QVERIFY(!controller->helpWindowWanted());  // the grace, not the full window
            } else if (!controller->helpWindowOpen() && windowOpen.isValid()) {
                windows << windowOpen.elapsed();
                windowOpen.invalidate();
            }
        });
        QVERIFY(table->window.startGame(practiceSetup()));
        QList<qint64> gaps;
        constexpr int kGaps = 3;
        while (gaps.size() < kGaps) {
            QTRY_VERIFY_WITH_TIMEOUT(personToPlace(controller) || controller->isOver(), 60000);
            QVERIFY(!controller->isOver());
            playPersonsTurn(*table);
            QVERIFY(!controller->currentSeatIsHuman());
            QElapsedTimer gap;
            gap.start();
            QTRY_VERIFY_WITH_TIMEOUT(personToPlace(controller) || controller->isOver(), 60000);
            gaps << gap.elapsed();
        }
        const qint64 mean = std::accumulate(gaps.begin(), gaps.end(), qint64{0}) / gaps.size();
        QStringList shown;
        for (const qint64 ms : gaps) {
            shown << QString::number(ms);
        }
        QStringList windowsShown;
        for (const qint64 ms : windows) {
            windowsShown << QString::number(ms);
        }
        qInfo(
            "practice pace (seed %llu, %s): between the person's turns %s ms, mean %lld ms; "
            "bots' help windows %s ms (grace %d ms)",
            static_cast<unsigned long long>(kSeed), qPrintable(table->dictionaryPath),
            qPrintable(shown.join(QStringLiteral(", "))), static_cast<long long>(mean),
            qPrintable(windowsShown.join(QStringLiteral(", "))), controller->helpGraceLength());
        QVERIFY(!windows.isEmpty());
        // Each window closed after its grace (a dialog or a busy core may add a little).
        for (const qint64 ms : windows) {
            QVERIFY2(ms < controller->helpGraceLength() + 1500, qPrintable(QString::number(ms)));
        }
        QVERIFY2(mean <= kMeanGapBoundMs, qPrintable(QString::number(mean)));
    }

    // A person who says "I'll help" (H) in a bot's grace gets the full window: the offer button
    // shows and the bot waits for the whole of it.
    void personHelps() {
        const auto table = makePracticeTable();
        if (table == nullptr) {
            QSKIP("no dictionary (POTEGA_FULL_DICTIONARY_FILE or POTEGA_TEST_LEXICON)");
        }
        GameController* controller = table->controller;
        MainWindow& window = table->window;
        const auto answers = refuseOffers();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.startGame(practiceSetup()));
        QTRY_VERIFY_WITH_TIMEOUT(personToPlace(controller), 60000);
        playPersonsTurn(*table);
        QElapsedTimer gap;
        gap.start();
        // The expert's card: the grace, with "I'll help (H)" and Continue, no offer button.
        QTRY_VERIFY_WITH_TIMEOUT(controller->helpWindowOpen(), 30000);
        QPushButton* wantHelp = window.wordBar()->wantToHelpButton();
        QVERIFY(!controller->helpWindowWanted());
        QVERIFY(controller->helpWindowTotal() <= 2000);
        QTRY_VERIFY(wantHelp->isVisible());
        QVERIFY(!window.offerHelpFromHereButton()->isVisible());
        QVERIFY(window.skipHelpButton()->isVisible());
        QVERIFY(wantHelp->width() >= wantHelp->fontMetrics().horizontalAdvance(wantHelp->text()));
        const int botsTurn = controller->game().state().turnNumber;
        QTest::keyClick(&window, Qt::Key_H);
        QElapsedTimer sinceH;
        sinceH.start();
        QVERIFY(controller->helpWindowWanted());
        QCOMPARE(controller->helpWindowTotal(), controller->helpWindowLength());
        QTRY_VERIFY(window.offerHelpFromHereButton()->isVisible());
        QVERIFY(!wantHelp->isVisible());
        // Well past the grace and the expert's thinking, the bot's word still waits.
        QTest::qWait(5000);
        QVERIFY(controller->helpWindowOpen());
        QCOMPARE(controller->game().state().turnNumber, botsTurn);
        QCOMPARE(controller->game().state().phase, Phase::Word);
        // The full window runs out by itself (nobody offers), then the bot plays on.
        QTRY_VERIFY_WITH_TIMEOUT(!controller->helpWindowOpen(),
                                 controller->helpWindowLength() + 10000);
        const qint64 open = sinceH.elapsed();
        QTRY_VERIFY_WITH_TIMEOUT(personToPlace(controller), 60000);
        const qint64 between = gap.elapsed();
        qInfo(
            "practice pace, the person helps: the window after H stayed open %lld ms (full "
            "window %d ms); between the person's turns %lld ms",
            static_cast<long long>(open), controller->helpWindowLength(),
            static_cast<long long>(between));
        // (A coarse timer may fire up to 5 % early.)
        QVERIFY2(open >= controller->helpWindowLength() * 95 / 100,
                 qPrintable(QString::number(open)));
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    PracticePaceTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_pace.moc"
