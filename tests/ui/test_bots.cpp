// Bot seats: a whole game between two bots runs through the window (decisions on worker
// threads), ends with the end-of-game screen; the longest event-loop stall is reported.

#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include "app/MainWindow.h"
#include "bots/bot.h"
#include "bots/movegen.h"
#include "dialogs/EndGameDialog.h"
#include "dialogs/HelpDialogs.h"
#include "dictionary/dictionary.h"
#include "game/BotFactory.h"
#include "game/GameController.h"
#include "game/SaveGame.h"
#include "services/Resources.h"
#include "services/StallMonitor.h"
#include "ui_driver.h"
#include "ui_test_support.h"

using namespace ps::ui;
using namespace ps::engine;

class BotsTest : public QObject {
    Q_OBJECT
  private:
    // A window with a controller on the test dictionary, bots and hints installed.
    using Table = ps::ui::test::BotTable;
    static std::unique_ptr<Table> makeTable() {
        return ps::ui::test::makeBotTable(
            [](GameController& controller, const ps::dict::Dictionary& dictionary) {
                controller.setHintFunction(makeHintFunction(&dictionary, nullptr));
            });
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

    static GameSetup humanAgainstTwoBots(quint64 seed) {
        GameSetup setup = humanAgainstBot(seed, false);
        setup.seats.append(SeatSetup{QStringLiteral("Bot 2"), 2, SeatKind::BotMedium});
        return setup;
    }
    // A position where a medium bot offers help to the person (seat 0) once their card lies
    // on `cell`. Found on the engine alone: the person makes no word (redraws, then passes)
    // and two medium bots play, until a placement of the person's card makes a bot offer.
    // Bots are deterministic (same seed, seat and position: same action), so the seat's bot
    // in the window will do what a fresh bot does here.
    struct OfferPosition {
        GameState state;
        QPoint cell;
        GameSetup setup;
    };
    static std::optional<OfferPosition> findOffer(const ps::dict::Dictionary& dictionary) {
        const DeckResult deck = loadStandardDeck();
        if (!deck.deck) {
            return std::nullopt;
        }
        const ps::bots::Vocabulary vocabulary{&dictionary, nullptr};
        for (quint64 seed = 1; seed <= 30; ++seed) {
            const GameSetup setup = humanAgainstTwoBots(seed);
            GameOptions options;
            options.players = 3;
            options.seed = seed;
            options.startPlayer = 0;
            Game game(options, *deck.deck, dictionary);
            std::vector<std::unique_ptr<ps::bots::Bot>> bots;
            for (PlayerId seat = 0; seat < 3; ++seat) {
                bots.push_back(ps::bots::makeBot(ps::bots::Level::Medium, seat, vocabulary, seed));
            }
            for (int step = 0; step < 2000 && !game.isOver(); ++step) {
                const GameState& state = game.state();
                if (state.currentPlayer != 0) {
                    const auto action = bots[state.currentPlayer]->decide(game);
                    if (!action || !game.apply(*action).ok()) {
                        break;
                    }
                    continue;
                }
                if (state.phase == Phase::Place) {
                    for (const Cell cell : game.legalPlacements()) {
                        const PlayerState& me = state.players[0];
                        Game placed = game;
                        const CardId card = me.sheetCard ? *me.sheetCard : *me.jadroCard;
                        if (!placed.apply(PlaceCard{card, cell}).ok()) {
                            continue;
                        }
                        for (const PlayerId seat : {PlayerId{1}, PlayerId{2}}) {
                            const auto fresh =
                                ps::bots::makeBot(ps::bots::Level::Medium, seat, vocabulary, seed);
                            const auto action = fresh->decide(placed);
                            if (action && std::holds_alternative<HelpOffer>(*action)) {
                                return OfferPosition{state, GameController::toPoint(cell), setup};
                            }
                        }
                    }
                }
                // The person makes no word: the first placement, a redraw, else a pass.
                const std::vector<Action> legal = game.legalActions();
                std::optional<Action> chosen;
                for (const Action& action : legal) {
                    if (std::holds_alternative<Redraw>(action) ||
                        (!chosen && (std::holds_alternative<Pass>(action) ||
                                     std::holds_alternative<EndTurn>(action)))) {
                        chosen = action;
                    }
                }
                if (!chosen && !legal.empty()) {
                    chosen = legal.front();
                }
                if (!chosen || !game.apply(*chosen).ok()) {
                    break;
                }
            }
        }
        return std::nullopt;
    }
    // The bot whose offer awaits the person's answer.
    static int openOfferTo(const GameController& controller) {
        for (const HelpSummary& summary : controller.game().helpSummaries()) {
            if (!summary.awaitingHelper) {
                return summary.helper;
            }
        }
        return -1;
    }
    static QString logText(const char* source, const QString& a) {
        return QCoreApplication::translate("ps::ui::GameController", source).arg(a);
    }

  private slots:
    void botOffersHelpAndThePersonAccepts() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        const auto offer = findOffer(table->dictionary);
        QVERIFY(offer.has_value());
        const QPoint cell = offer->cell;
        QVERIFY(!controller->resume(offer->state, offer->setup));
        QVERIFY(controller->currentSeatIsHuman());
        int helper = -1;
        QString summary;
        test::DialogScript script({test::DialogScript::Step{
            QStringLiteral("helpAnswerDialog"), [&](QWidget* w) {
                summary = w->findChild<QLabel*>(QStringLiteral("helpSummary"))->text();
                helper = openOfferTo(*controller);
                test::clickButton(w, "helpAccept");
            }}});
        test::clickCell(table->window.boardView(), cell);  // the bot thinks on a worker thread
        QTRY_VERIFY_WITH_TIMEOUT(script.finished(), 30000);
        QVERIFY2(script.failure().isEmpty(), qPrintable(script.failure()));
        QVERIFY(!summary.isEmpty());
        QVERIFY(helper == 1 || helper == 2);
        const QString bot = controller->seatName(helper);
        const QStringList log = controller->log();
        QVERIFY2(log.contains(logText("%1 offers help.", bot)), qPrintable(log.join('\n')));
        QVERIFY(log.contains(logText("Deal: %1's help is accepted.", bot)));
        // The deal resolved the helper's word for the person.
        const QString person = controller->seatName(0);
        bool helped = false;
        for (const ps::Word& word : controller->game().state().usedWords) {
            helped = helped ||
                     log.contains(QCoreApplication::translate("ps::ui::GameController",
                                                              "%1 plays %2 with the help of %3.")
                                      .arg(person, GameController::wordText(word), bot));
        }
        QVERIFY(helped);
    }

    // A bot's offer that arrives while the person types does not open: it waits in the word
    // bar, every key stays in the word line, Ctrl+Shift+O opens it, and in its dialog Enter
    // accepts nothing.
    void aBotsOfferWaitsWhileThePersonTypes() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        const auto offer = findOffer(table->dictionary);
        QVERIFY(offer.has_value());
        QVERIFY(!controller->resume(offer->state, offer->setup));
        QVERIFY(controller->currentSeatIsHuman());
        MainWindow& window = table->window;
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QElapsedTimer sinceKey;
        bool asked = false;
        bool openedUnasked = false;
        QStringList defaults;
        bool openAfterEnter = false;
        test::DialogScript script({test::DialogScript::Step{
            QStringLiteral("helpAnswerDialog"), [&](QWidget* w) {
                openedUnasked = !asked;
                for (QPushButton* button : w->findChildren<QPushButton*>()) {
                    if (button->isDefault() || button->autoDefault()) {
                        defaults << button->objectName();
                    }
                }
                QTest::keyClick(w, Qt::Key_Return);
                openAfterEnter = w->isVisible();
                test::clickButton(w, "helpRefuse");
            }}});
        test::clickCell(window.boardView(), offer->cell);  // the word line takes the keyboard
        QLineEdit* edit = window.wordEdit();
        QVERIFY(edit->hasFocus());
        QPushButton* waiting = window.wordBar()->waitingOfferButton();
        // At its narrowest, the window must not grow when the waiting offer shows.
        window.resize(window.minimumSizeHint().width(), 700);
        QCoreApplication::processEvents();
        const QSize windowSize = window.size();
        QString typed;
        QElapsedTimer clock;
        clock.start();
        // One key every 300 ms, as a person types, until the offer waits (and a few more).
        int afterWaiting = 0;
        while (afterWaiting < 5 && clock.elapsed() < 30000 && typed.size() < 30) {
            test::typeText(edit, QStringLiteral("a"));
            typed += QLatin1Char('a');
            sinceKey.start();
            QTest::qWait(300);
            afterWaiting += waiting->isVisible() ? 1 : 0;
        }
        QVERIFY2(!openedUnasked, "the offer's dialog opened while the person typed");
        QVERIFY(waiting->isVisible());
        QCOMPARE(window.size(), windowSize);
        // In view and readable, even at the narrowest window: the whole of its wording fits.
        const QString helper = controller->seatName(openOfferTo(*controller));
        qInfo("waiting offer at the narrowest window: %d px, \"%s\"", waiting->width(),
              qPrintable(waiting->text()));
        QVERIFY(waiting->width() > 0);
        QVERIFY2(waiting->width() >= waiting->fontMetrics().horizontalAdvance(waiting->text()),
                 qPrintable(waiting->text()));
        QVERIFY(waiting->text().contains(QStringLiteral("Ctrl+Shift+O")));
        QVERIFY(waiting->toolTip().contains(helper));
        // A wider window: the whole wording, with who offers.
        window.resize(1280, 800);
        QTRY_VERIFY2(waiting->text().contains(helper), qPrintable(waiting->text()));
        QVERIFY(waiting->width() >= waiting->fontMetrics().horizontalAdvance(waiting->text()));
        // A half-typed word keeps the offer waiting however long the person thinks over it.
        QTest::qWait(WordBar::kTypingPauseMs + 1000);
        QVERIFY2(!openedUnasked, "the offer's dialog opened over a half-typed word");
        QVERIFY(waiting->isVisible());
        QCOMPARE(edit->text().toLower(), typed);  // the line shows capitals
        asked = true;
        QTest::keyClick(&window, Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY_WITH_TIMEOUT(script.finished(), 10000);
        QVERIFY2(script.failure().isEmpty(), qPrintable(script.failure()));
        QVERIFY2(defaults.isEmpty(), qPrintable(defaults.join(QStringLiteral(", "))));
        QVERIFY(openAfterEnter);
        QTRY_VERIFY(!waiting->isVisible());
        QCOMPARE(edit->text().toLower(), typed);  // the half-typed word is still there
    }

    // The person plays their own word while a bot's offer waits for them to stop typing: the
    // offer lapses with the word step, so it stops waiting and its dialog never opens.
    void anOfferThatWaitedGoesWhenThePersonPlaysOn() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        const auto offer = findOffer(table->dictionary);
        QVERIFY(offer.has_value());
        QVERIFY(!controller->resume(offer->state, offer->setup));
        MainWindow& window = table->window;
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        bool opened = false;
        test::DialogScript script(
            {test::DialogScript::Step{QStringLiteral("helpAnswerDialog"), [&](QWidget* w) {
                                          opened = true;
                                          test::clickButton(w, "helpRefuse");
                                      }}});
        test::clickCell(window.boardView(), offer->cell);
        QPushButton* waiting = window.wordBar()->waitingOfferButton();
        QElapsedTimer clock;
        clock.start();
        while (!waiting->isVisible() && clock.elapsed() < 30000) {
            test::typeText(window.wordEdit(), QStringLiteral("a"));
            QTest::qWait(300);
        }
        QVERIFY(waiting->isVisible());
        QVERIFY(!opened);
        const ps::bots::MoveGenerator generator(table->dictionary);
        const auto moves = generator.generate(controller->game(), ps::bots::GenerateOptions{});
        QVERIFY(!moves.empty());
        window.wordEdit()->clear();
        test::typeText(window.wordEdit(), GameController::wordText(moves.front().word));
        const int turn = controller->game().state().turnNumber;
        QTest::keyClick(window.wordEdit(), Qt::Key_Return);
        QTRY_VERIFY(controller->game().state().turnNumber != turn);  // the word was played
        QTRY_VERIFY(!waiting->isVisible());
        // Longer than the typing pause after which a waiting offer opens by itself.
        QTest::qWait(WordBar::kTypingPauseMs + 1000);
        QVERIFY2(!opened, "the lapsed offer's dialog opened");
    }

    void aCounterOfferIsAnsweredByTheBot() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        const auto offer = findOffer(table->dictionary);
        QVERIFY(offer.has_value());
        const QPoint cell = offer->cell;
        QVERIFY(!controller->resume(offer->state, offer->setup));
        QVERIFY(controller->currentSeatIsHuman());
        int helper = -1;
        bool counteredBack = false;
        const QString person = controller->seatName(0);
        test::DialogScript script(
            {test::DialogScript::Step{
                 QStringLiteral("helpAnswerDialog"),
                 [&](QWidget* w) {
                     // Another price: the offered one less a card, or another card of the table.
                     auto* dialog = static_cast<HelpAnswerDialog*>(w);
                     helper = openOfferTo(*controller);
                     QListWidget* list = dialog->priceList();
                     int checked = 0;
                     for (int i = 0; i < list->count(); ++i) {
                         checked += list->item(i)->checkState() == Qt::Checked ? 1 : 0;
                     }
                     bool changed = false;
                     for (int i = 0; i < list->count() && !changed; ++i) {
                         QListWidgetItem* item = list->item(i);
                         if (checked >= 2 && item->checkState() == Qt::Checked) {
                             item->setCheckState(Qt::Unchecked);
                             changed = true;
                         } else if (checked < 2 && item->checkState() == Qt::Unchecked) {
                             for (int j = 0; j < list->count(); ++j) {
                                 list->item(j)->setCheckState(Qt::Unchecked);
                             }
                             item->setCheckState(Qt::Checked);
                             changed = true;
                         }
                     }
                     test::clickButton(w, "helpCounter");
                 }},
             // A counter back from the bot comes to the person again: refuse it. (When the bot
             // accepts or withdraws instead, this step never runs.)
             test::DialogScript::Step{QStringLiteral("helpAnswerDialog"), [&](QWidget* w) {
                                          counteredBack = true;
                                          test::clickButton(w, "helpRefuse");
                                      }}});
        // A bot may open a new offer after the refused one: refuse that too.
        script.setAfterwards([](QWidget* w) {
            if (w->objectName() == QStringLiteral("helpAnswerDialog")) {
                test::clickButton(w, "helpRefuse");
            }
        });
        test::clickCell(table->window.boardView(), cell);
        QTRY_VERIFY_WITH_TIMEOUT(helper >= 0, 30000);
        QVERIFY2(script.failure().isEmpty(), qPrintable(script.failure()));
        QVERIFY(helper == 1 || helper == 2);
        const QString bot = controller->seatName(helper);
        QVERIFY(controller->log().contains(logText("%1 proposes another price.", person)));
        // The bot's answer comes from its own decision, on a worker thread.
        const QStringList answers{logText("%1 proposes another price.", bot),
                                  logText("%1 withdraws the offer.", bot),
                                  logText("Deal: %1's help is accepted.", bot)};
        const auto botAnswered = [&] {
            const QStringList log = controller->log();
            const auto counter = log.lastIndexOf(logText("%1 proposes another price.", person));
            for (qsizetype i = counter + 1; i < log.size(); ++i) {
                if (answers.contains(log[i])) {
                    return true;
                }
            }
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(botAnswered(), 30000);
        if (counteredBack) {
            QVERIFY(controller->log().contains(
                QCoreApplication::translate("ps::ui::GameController", "%1 refuses %2's offer.")
                    .arg(person, bot)));
        }
        // The counter was answered: no offer of this bot still waits for its answer.
        const auto waitsForTheBot = [&] {
            for (const auto& summary : controller->game().helpSummaries()) {
                if (static_cast<int>(summary.helper) == helper && summary.awaitingHelper) {
                    return true;
                }
            }
            return false;
        };
        QVERIFY(!waitsForTheBot());
    }

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
            QVERIFY(window.hintButton()->isEnabled());  // before placing too: it says where
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

    // Bots finish their game while a question is up ("Save as…"'s "replace?"): the end of the
    // game waits until the question is answered instead of covering it.
    void theEndOfAGameWaitsForAQuestionThatIsUp() {
        const auto table = ps::ui::test::makeBotTable();
        QVERIFY(table != nullptr);
        MainWindow& window = table->window;
        GameController* controller = table->controller;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSetup setup = GameSetup::defaults();
        setup.seats[0].kind = SeatKind::BotEasy;
        setup.seats[1].kind = SeatKind::BotEasy;
        setup.seed = 2024;
        QVERIFY(window.startGame(setup));

        QMessageBox question(QMessageBox::Question, QStringLiteral("Zapisz jako"),
                             QStringLiteral("Zastąpić?"), QMessageBox::Yes | QMessageBox::No,
                             &window);
        question.setWindowModality(Qt::ApplicationModal);
        question.open();
        // The end-of-game dialog runs its own event loop: a timer answers it wherever it shows,
        // noting whether the question was still up then.
        bool ended = false;
        bool questionWasUp = false;
        QTimer watcher;
        connect(&watcher, &QTimer::timeout, &window, [&] {
            for (QWidget* widget : QApplication::topLevelWidgets()) {
                if (!ended && widget->objectName() == QStringLiteral("endGameDialog") &&
                    widget->isVisible()) {
                    ended = true;
                    questionWasUp = question.isVisible();
                    static_cast<QDialog*>(widget)->reject();
                }
            }
        });
        watcher.start(10);
        QTRY_VERIFY_WITH_TIMEOUT(controller->game().isOver(), 50000);
        QTest::qWait(400);
        QVERIFY(!ended);  // it waits behind the question
        QCOMPARE(QApplication::activeModalWidget(), &question);
        question.reject();
        QTRY_VERIFY_WITH_TIMEOUT(ended, 5000);
        QVERIFY(!questionWasUp);
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
