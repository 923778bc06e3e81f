// The turn's flow through the window: the turn timer stands still under every kind of modal
// dialog; an answer that comes after the table moved on is dropped calmly; a counter-offer's
// price is checked when chosen; taking back a move in a practice game and, with the table's
// consent, in a hot-seat game; the privacy screen's marker; hints switched on mid-game.

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <cstdlib>

#include "app/GameFiles.h"
#include "app/MainWindow.h"
#include "app/TableDesk.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "dialogs/HelpDialogs.h"
#include "dialogs/RulesDialog.h"
#include "game/GameController.h"
#include "game/TurnClock.h"
#include "services/Resources.h"
#include "style/Theme.h"
#include "test_lexicon.h"
#include "ui_driver.h"
#include "ui_test_support.h"

using namespace ps::ui;
using namespace ps::engine;
using ps::ui::test::TestLexicon;
using Step = ps::ui::test::DialogScript::Step;

namespace {

QString letterOf(const GameState& state, CardId card) {
    return QString::fromStdString(ps::toUtf8(state.deck[card].letter));
}

// Face-up table cards other than `except` whose letters are not in `avoid`.
std::vector<CardId> otherTableCards(const GameState& state, const std::vector<CardId>& except,
                                    const QString& avoid) {
    std::vector<CardId> cards;
    for (const TableCell& cell : state.table) {
        if (cell.side == Side::Face && !cell.frozen &&
            state.deck[cell.card].colour != Colour::Black &&
            std::find(except.begin(), except.end(), cell.card) == except.end() &&
            !avoid.contains(letterOf(state, cell.card))) {
            cards.push_back(cell.card);
        }
    }
    return cards;
}

QString translated(const char* context, const char* source) {
    return QCoreApplication::translate(context, source);
}

}  // namespace

class FlowTest : public QObject {
    Q_OBJECT
  private:
    TestLexicon lexicon_;
    std::optional<Deck> deck_;
    std::unique_ptr<MainWindow> window_;
    GameController* controller_ = nullptr;

    const GameState& state() const { return controller_->game().state(); }

    static GameSetup twoPeople(quint64 seed, int timerSeconds = 0) {
        GameSetup setup = GameSetup::defaults();
        setup.seats[0].name = QStringLiteral("Jagoda");
        setup.seats[1].name = QStringLiteral("Artur");
        setup.seed = seed;
        setup.startSeat = 0;
        setup.turnTimerSeconds = timerSeconds;
        return setup;
    }

    CardId placeByClick() {
        const QList<QPoint> cells = window_->boardScene()->legalCells();
        const CardId card = *controller_->cardToPlace();
        test::clickCell(window_->boardView(), cells.front());
        return card;
    }

    void typeWord(const QString& word) {
        window_->wordEdit()->clear();
        test::typeText(window_->wordEdit(), word);
    }

    // A word of the placed card's letter and the letters of `others`, added to the lexicon.
    QString makeWord(CardId placed, const std::vector<CardId>& others) {
        QString word = letterOf(state(), placed);
        for (const CardId card : others) {
            word += letterOf(state(), card);
        }
        lexicon_.addWords({word.toStdString()});
        return word;
    }

    // Jagoda places a card and plays a word with one more table card; Artur's turn follows.
    QString playOneWord() {
        const CardId placed = placeByClick();
        const CardId other = otherTableCards(state(), {placed}, {}).front();
        const QString word = makeWord(placed, {other});
        typeWord(word);
        QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
        return word;
    }

    QAction* menuAction(const char* name) const {
        return window_->findChild<QAction*>(QString::fromLatin1(name));
    }

    bool logContains(const QString& text) const {
        const QStringList log = controller_->log();
        return std::any_of(log.begin(), log.end(),
                           [&](const QString& line) { return line.contains(text); });
    }

    // Opens a modal dialog with `open`; while it is up, checks that the turn clock stands
    // still, then closes it with `close`. Afterwards the clock runs again.
    void checkClockWaitsFor(const QString& dialogName, const std::function<void()>& open,
                            const std::function<void(QWidget*)>& close) {
        TurnClock* clock = controller_->turnClock();
        QVERIFY(clock->isRunning());
        QVERIFY(!clock->isPaused());
        bool pausedInside = false;
        test::DialogScript script({Step{dialogName, [&](QWidget* w) {
                                            pausedInside = clock->isPaused();
                                            close(w);
                                        }}});
        open();
        QTRY_VERIFY(script.finished());
        QVERIFY2(script.failure().isEmpty(), qPrintable(script.failure()));
        QVERIFY2(pausedInside, qPrintable(dialogName));
        QTRY_VERIFY(!clock->isPaused());  // the last modal closed: the clock goes on
        QVERIFY(clock->isRunning());
    }

  private slots:
    void initTestCase() {
        DeckResult deck = loadStandardDeck();
        QVERIFY2(deck.deck.has_value(), qPrintable(deck.error));
        deck_ = deck.deck;
    }

    void init() {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        window_ = std::make_unique<MainWindow>();
        window_->setAutosaveEnabled(false);
        controller_ = new GameController(lexicon_, *deck_, window_.get());
        window_->setController(controller_);
        window_->resize(1280, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void cleanup() { window_.reset(); }

    void theTurnClockWaitsUnderEveryModalDialog() {
        QVERIFY(window_->startGame(twoPeople(5, 30)));
        const auto closeBox = [](QWidget* w) { w->close(); };
        // The About box and a plain question.
        checkClockWaitsFor(
            QString(), [&] { RulesDialog::showAbout(window_.get()); }, closeBox);
        // The settings.
        checkClockWaitsFor(
            QStringLiteral("settingsDialog"), [&] { window_->openSettings(); },
            [](QWidget* w) { static_cast<QDialog*>(w)->reject(); });
        // A file dialog.
        checkClockWaitsFor(
            QStringLiteral("fileDialog"),
            [&] {
                QFileDialog dialog(window_.get());
                dialog.setObjectName(QStringLiteral("fileDialog"));
                dialog.setOption(QFileDialog::DontUseNativeDialog);
                dialog.exec();
            },
            [](QWidget* w) { static_cast<QDialog*>(w)->reject(); });
        // The vote on a related word.
        checkClockWaitsFor(
            QStringLiteral("suspectedDialog"),
            [&] { TableDesk::tableAccepts(window_.get(), {}, {}); },
            [](QWidget* w) { test::clickButton(w, "refuseSuspected"); });
        // A help negotiation: the privacy screen, then the offer dialog.
        placeByClick();
        checkClockWaitsFor(
            QStringLiteral("privacyScreen"),
            [&] { QTest::mouseClick(window_->helpButton(), Qt::LeftButton); },
            [](QWidget* w) { static_cast<QDialog*>(w)->reject(); });
        // A black-card choice asks in a list (Jądro Mocy's recipient).
        checkClockWaitsFor(
            QString(),
            [&] {
                bool ok = false;
                QInputDialog::getItem(window_.get(), QStringLiteral("JĄDRO"), QString(),
                                      {QStringLiteral("Artur")}, 0, false, &ok);
            },
            closeBox);
        // Taking back a move asks the table.
        QTest::mouseClick(window_->takeBackButton(), Qt::LeftButton);
        playOneWord();
        QCOMPARE(controller_->currentSeat(), 1);
        checkClockWaitsFor(
            QStringLiteral("takeBackDialog"), [&] { menuAction("takeBackTurnAction")->trigger(); },
            [](QWidget* w) { test::clickButton(w, "takeBackKeep"); });
    }

    void theClockDoesNotCountBehindADialog() {
        QVERIFY(window_->startGame(twoPeople(5, 30)));
        TurnClock* clock = controller_->turnClock();
        int before = 0;
        int after = 0;
        test::DialogScript script({Step{QStringLiteral("suspectedDialog"), [&](QWidget* w) {
                                            before = clock->secondsLeft();
                                            QTest::qWait(2300);  // two shown seconds and more
                                            after = clock->secondsLeft();
                                            test::clickButton(w, "refuseSuspected");
                                        }}});
        TableDesk::tableAccepts(window_.get(), {}, {});
        QTRY_VERIFY(script.finished());
        QCOMPARE(after, before);
        QVERIFY(window_->timerLabel()->text().contains(QStringLiteral("0:")));
    }

    void aLateAnswerIsDroppedCalmly() {
        // Artur's word is suspected; while the table votes, the turn ends behind the dialog
        // (as when the time ran out before the clock waited for dialogs).
        QVERIFY(window_->startGame(twoPeople(21)));
        const QString first = playOneWord();
        QCOMPARE(controller_->currentSeat(), 1);
        const CardId placed = placeByClick();
        const CardId other = otherTableCards(state(), {placed}, {}).front();
        const QString second = makeWord(placed, {other});
        QVERIFY(second != first);
        lexicon_.addSuspected(first.toStdString(), second.toStdString());
        typeWord(second);
        QVERIFY(window_->confirmButton()->isEnabled());
        bool coversTheTable = true;
        test::DialogScript script({Step{QStringLiteral("suspectedDialog"), [&](QWidget* w) {
                                            // The vote stands aside: the table stays in sight.
                                            const QWidget* view = window_->boardView();
                                            coversTheTable = w->frameGeometry().contains(
                                                view->mapToGlobal(view->rect().center()));
                                            controller_->playForTimeout();
                                            test::clickButton(w, "acceptSuspected");
                                        }}});
        QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
        QTRY_VERIFY(script.finished());
        QVERIFY(!coversTheTable);
        // No error box came up after the vote; the word was not played; a calm line says why.
        QVERIFY(QApplication::activeModalWidget() == nullptr);
        QCOMPARE(controller_->currentSeat(), 0);
        QCOMPARE(state().usedWords.size(), std::size_t(1));
        const QString notice =
            translated("ps::ui::GameController",
                       "The table has moved on meanwhile: that answer no longer applies.");
        QCOMPARE(window_->statusBar()->currentMessage(), notice);
    }

    void aLateHelpOfferIsDroppedCalmly() {
        QVERIFY(window_->startGame(twoPeople(5)));
        const CardId placed = placeByClick();
        const CardId x = otherTableCards(state(), {placed}, letterOf(state(), placed)).front();
        const QString secret = makeWord(placed, {x});
        test::DialogScript script({
            Step{QStringLiteral("privacyScreen"),
                 [](QWidget* w) { test::clickButton(w, "privacyReady"); }},
            Step{QStringLiteral("helpOfferDialog"),
                 [&](QWidget* w) {
                     auto* dialog = static_cast<HelpOfferDialog*>(w);
                     test::typeText(dialog->wordEdit(), secret);
                     controller_->playForTimeout();  // Jagoda's turn ends meanwhile
                     test::clickButton(w, "helpSend");
                 }},
        });
        QTest::mouseClick(window_->helpButton(), Qt::LeftButton);
        QTRY_VERIFY(script.finished());
        QVERIFY2(script.failure().isEmpty(), qPrintable(script.failure()));
        QVERIFY(QApplication::activeModalWidget() == nullptr);
        QCOMPARE(controller_->currentSeat(), 1);
        QVERIFY(state().turn.helpOffers.empty());
        QVERIFY(!logContains(
            translated("ps::ui::GameController", "%1 offers help.").arg(QStringLiteral("Artur"))));
    }

    void aCounterPriceOutsideTheWordCannotBeAccepted() {
        QVERIFY(window_->startGame(twoPeople(5)));
        const CardId placed = placeByClick();
        const std::vector<CardId> others =
            otherTableCards(state(), {placed}, letterOf(state(), placed));
        QVERIFY(others.size() >= 2);
        const CardId x = others[0];
        // A card outside Artur's word, with a letter that is not in it either.
        CardId y = others[1];
        for (const CardId card : others) {
            if (letterOf(state(), card) != letterOf(state(), x)) {
                y = card;
                break;
            }
        }
        const QString secret = makeWord(placed, {x});
        bool secretIsPrivate = false;
        bool acceptEnabled = true;
        QString reason;
        test::DialogScript script({
            Step{QStringLiteral("privacyScreen"),
                 [](QWidget* w) { test::clickButton(w, "privacyReady"); }},
            Step{QStringLiteral("helpOfferDialog"),
                 [&](QWidget* w) {
                     QLineEdit* word = static_cast<HelpOfferDialog*>(w)->wordEdit();
                     test::typeText(word, secret);
                     // Jagoda sits at this screen: a screen reader does not read the secret
                     // aloud (a password field), and it shows only while it is typed.
                     QAccessibleInterface* field = QAccessible::queryAccessibleInterface(word);
                     secretIsPrivate = field->state().passwordEdit &&
                                       !field->textInterface()
                                            ->text(0, field->textInterface()->characterCount())
                                            .contains(secret, Qt::CaseInsensitive) &&
                                       word->echoMode() == QLineEdit::PasswordEchoOnEdit;
                     test::clickButton(w, "helpSend");
                 }},
            // Jagoda (who does not know the word) counters with Y, which is not in it.
            Step{QStringLiteral("privacyScreen"),
                 [](QWidget* w) { test::clickButton(w, "privacyReady"); }},
            Step{QStringLiteral("helpAnswerDialog"),
                 [&](QWidget* w) {
                     QListWidget* list = static_cast<HelpAnswerDialog*>(w)->priceList();
                     for (int i = 0; i < list->count(); ++i) {
                         const auto card =
                             static_cast<CardId>(list->item(i)->data(Qt::UserRole).toInt());
                         list->item(i)->setCheckState(card == y ? Qt::Checked : Qt::Unchecked);
                     }
                     test::clickButton(w, "helpCounter");
                 }},
            // Artur cannot accept that price: the button is off and the reason shown.
            Step{QStringLiteral("privacyScreen"),
                 [](QWidget* w) { test::clickButton(w, "privacyReady"); }},
            Step{QStringLiteral("helpAnswerDialog"),
                 [&](QWidget* w) {
                     auto* dialog = static_cast<HelpAnswerDialog*>(w);
                     acceptEnabled = dialog->acceptButton()->isEnabled();
                     reason = dialog->statusLabel()->text();
                     test::clickButton(w, "helpRefuse");  // withdraw
                 }},
            // Jagoda takes the screen back.
            Step{QStringLiteral("privacyScreen"),
                 [](QWidget* w) { test::clickButton(w, "privacyReady"); }},
        });
        QTest::mouseClick(window_->helpButton(), Qt::LeftButton);
        QTRY_VERIFY(script.finished());
        QVERIFY2(script.failure().isEmpty(), qPrintable(script.failure()));
        QVERIFY(secretIsPrivate);
        QVERIFY(!acceptEnabled);
        QVERIFY2(reason.contains(letterOf(state(), y).toUpper()), qPrintable(reason));
        QVERIFY(state().turn.helpOffers.empty());
        QCOMPARE(controller_->currentSeat(), 0);  // Jagoda's turn goes on
        QVERIFY(state().usedWords.empty());
    }

    void thePrivacyScreenShowsTheSeatsMarkerShape() {
        QVERIFY(window_->startGame(twoPeople(5)));
        placeByClick();
        int shape = -1;
        test::DialogScript script({Step{QStringLiteral("privacyScreen"), [&](QWidget* w) {
                                            shape = w->findChild<QLabel*>(
                                                         QStringLiteral("privacyMarker"))
                                                        ->property("markerShape")
                                                        .toInt();
                                            static_cast<QDialog*>(w)->reject();
                                        }}});
        QTest::mouseClick(window_->helpButton(), Qt::LeftButton);  // Artur (seat 1) offers
        QTRY_VERIFY(script.finished());
        QCOMPARE(shape, int(theme::shapeForSeat(1)));
        QVERIFY(shape != int(MarkerShape::Circle));
    }

    void aWordTypedByHandAfterAHintIsNotMarked() {
        // The hint offers a word of two placed-card letters; the player types another one.
        controller_->setHintFunction(
            [](const Game& game, const ps::bots::Thinking&) -> std::optional<ps::bots::Suggestion> {
                const GameState& state = game.state();
                if (state.turn.placed.empty()) {
                    return std::nullopt;
                }
                const ps::Letter letter = state.deck[state.turn.placed.back()].letter;
                ps::bots::Suggestion hint;
                hint.word.word = {letter, letter};
                return hint;
            });
        GameSetup setup = twoPeople(3);
        setup.hints = true;
        QVERIFY(window_->startGame(setup));
        const CardId placed = placeByClick();
        QTest::mouseClick(window_->hintButton(), Qt::LeftButton);
        QTRY_VERIFY(controller_->lastHint().has_value());
        const CardId other = otherTableCards(state(), {placed}, letterOf(state(), placed)).front();
        const QString own = makeWord(placed, {other});
        typeWord(own);
        QVERIFY(window_->confirmButton()->isEnabled());
        QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
        QCOMPARE(controller_->currentSeat(), 1);
        const QString plain = translated("ps::ui::GameController", "%1 plays %2.")
                                  .arg(QStringLiteral("Jagoda"), own.toUpper());
        QVERIFY2(controller_->log().contains(plain), qPrintable(controller_->log().join('\n')));
    }

    void hotSeatTakeBackNeedsTheTablesConsent() {
        QVERIFY(window_->startGame(twoPeople(7)));
        const GameState start = state();
        const QString word = playOneWord();
        QCOMPARE(controller_->currentSeat(), 1);
        QAction* takeBack = menuAction("takeBackTurnAction");
        QVERIFY(takeBack != nullptr);
        QVERIFY(takeBack->isEnabled());
        QCOMPARE(takeBack->shortcut(), QKeySequence(QKeySequence::Undo));
        const GameState played = state();
        {
            QString question;
            test::DialogScript keep({Step{QStringLiteral("takeBackDialog"), [&](QWidget* w) {
                                              question = static_cast<QMessageBox*>(w)->text();
                                              test::clickButton(w, "takeBackKeep");
                                          }}});
            takeBack->trigger();
            QTRY_VERIFY(keep.finished());
            QVERIFY2(question.contains(word.toUpper()), qPrintable(question));
            QCOMPARE(state(), played);
        }
        test::DialogScript agree({Step{QStringLiteral("takeBackDialog"),
                                       [](QWidget* w) { test::clickButton(w, "takeBackAgree"); }}});
        takeBack->trigger();
        QTRY_VERIFY(agree.finished());
        QCOMPARE(state(), start);
        QVERIFY(controller_->actions()->empty());
        // The log says whose turn went back and its word ("Cofnięto ruch — Jagoda: KOT.").
        QVERIFY2(logContains(QStringLiteral("Cofnięto ruch — Jagoda: %1.").arg(word.toUpper())),
                 qPrintable(controller_->log().join('\n')));
        QVERIFY(!takeBack->isEnabled());
        QVERIFY(!window_->boardScene()->legalCells().isEmpty());  // Jagoda places again
    }

    // Each other person is asked in their own question; one "play on" keeps the move and the
    // notice names who; everyone agreeing takes it back.
    void everyOtherPersonConsentsToATakeBack() {
        GameSetup setup = twoPeople(7);
        setup.seats.append(SeatSetup{QStringLiteral("Celina"), 2, SeatKind::Human});
        QVERIFY(window_->startGame(setup));
        const GameState start = state();
        playOneWord();
        QCOMPARE(controller_->currentSeat(), 1);
        const GameState played = state();
        QAction* takeBack = menuAction("takeBackTurnAction");
        QStringList asked;
        const auto answerWith = [&asked](const char* button) {
            return [&asked, button](QWidget* w) {
                asked << static_cast<QMessageBox*>(w)->informativeText();
                test::clickButton(w, button);
            };
        };
        QString notice;
        connect(controller_, &GameController::notice, this,
                [&notice](const QString& text) { notice = text; });
        {
            test::DialogScript script(
                {Step{QStringLiteral("takeBackDialog"), answerWith("takeBackAgree")},
                 Step{QStringLiteral("takeBackDialog"), answerWith("takeBackKeep")}});
            takeBack->trigger();
            QVERIFY(!takeBack->isEnabled());  // the question is open: the table waits
            QTRY_VERIFY(script.finished());
            QTRY_VERIFY(!controller_->questionOpen());
        }
        QCOMPARE(asked.size(), 2);
        QVERIFY2(asked[0].contains(QStringLiteral("Artur")), qPrintable(asked[0]));
        QVERIFY2(asked[1].contains(QStringLiteral("Celina")), qPrintable(asked[1]));
        QCOMPARE(state(), played);
        QVERIFY2(notice.contains(QStringLiteral("Celina")), qPrintable(notice));
        QVERIFY(takeBack->isEnabled());
        test::DialogScript both({Step{QStringLiteral("takeBackDialog"),
                                      [](QWidget* w) { test::clickButton(w, "takeBackAgree"); }},
                                 Step{QStringLiteral("takeBackDialog"),
                                      [](QWidget* w) { test::clickButton(w, "takeBackAgree"); }}});
        takeBack->trigger();
        QTRY_VERIFY(both.finished());
        QTRY_COMPARE(state(), start);
        QVERIFY(logContains(QStringLiteral("Cofnięto ruch")));
    }

    void practiceTakeBackUndoesTheBotsReplies() {
        const auto table = test::makeBotTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        GameSetup setup = GameSetup::defaults();
        setup.seats = {SeatSetup{QStringLiteral("Ala"), 0, SeatKind::Human},
                       SeatSetup{QStringLiteral("Bot"), 1, SeatKind::BotMedium}};
        setup.seed = 9;
        setup.startSeat = 0;
        QVERIFY(table->window.startGame(setup));
        const GameState start = controller->game().state();
        controller->playForTimeout();  // Ala's turn: placed, redrawn, given up
        QTRY_VERIFY_WITH_TIMEOUT(controller->currentSeat() == 0, 30000);
        QTRY_VERIFY(controller->game().state().phase == Phase::Place);
        QVERIFY(controller->actions()->size() > 3);  // the bot played too
        auto* takeBack = table->window.findChild<QAction*>(QStringLiteral("takeBackTurnAction"));
        QVERIFY(takeBack != nullptr && takeBack->isEnabled());
        takeBack->trigger();  // practice: no question
        QVERIFY(QApplication::activeModalWidget() == nullptr);
        QCOMPARE(controller->game().state(), start);
        QVERIFY(controller->actions()->empty());
        QVERIFY(controller->log().last().startsWith(QStringLiteral("Cofnięto ruch")));
        QCOMPARE(controller->currentSeat(), 0);
    }

    void theHelpWindowAroundABotsWordWaitsUnderADialog() {
        const auto table = test::makeBotTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        controller->setHelpWindow(60000);
        GameSetup setup = GameSetup::defaults();
        setup.seats = {SeatSetup{QStringLiteral("Ala"), 0, SeatKind::Human},
                       SeatSetup{QStringLiteral("Bot"), 1, SeatKind::BotMedium}};
        setup.seed = 3;
        setup.startSeat = 1;
        QVERIFY(table->window.startGame(setup));
        QTRY_VERIFY_WITH_TIMEOUT(controller->helpWindowOpen(), 30000);
        int before = 0;
        int after = 0;
        test::DialogScript script({Step{QString(), [&](QWidget* w) {
                                            before = controller->helpWindowRemaining();
                                            QTest::qWait(400);
                                            after = controller->helpWindowRemaining();
                                            w->close();
                                        }}});
        RulesDialog::showAbout(&table->window);
        QTRY_VERIFY(script.finished());
        QCOMPARE(after, before);
        QVERIFY(controller->helpWindowOpen());
        // After the dialog the window's clock goes on.
        QTRY_VERIFY(controller->helpWindowRemaining() < after);
    }

    // "No word" is disabled once pressed: the keyboard goes back to the word line or the
    // table, never to the played-words list or the log.
    void theKeyboardStaysOnTheTableAfterNoWord() {
        QVERIFY(window_->startGame(twoPeople(5)));
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        placeByClick();
        window_->noWordButton()->setFocus();
        QVERIFY(window_->noWordButton()->hasFocus());
        QTest::keyClick(window_->noWordButton(), Qt::Key_Space);
        QCoreApplication::processEvents();
        QWidget* keyboard = QApplication::focusWidget();
        QVERIFY(keyboard != nullptr);
        QVERIFY2(keyboard == window_->wordEdit() || keyboard == window_->boardView(),
                 qPrintable(keyboard->objectName() + QLatin1Char(' ') +
                            QString::fromLatin1(keyboard->metaObject()->className())));
        // A focused button that is deleted (the black-card buttons are rebuilt) hands the
        // keyboard on along the Tab chain: never to the played words (nor the log).
        auto* vanishing = new QPushButton(QStringLiteral("x"), window_->wordBar());
        vanishing->show();
        vanishing->setFocus();
        QVERIFY(vanishing->hasFocus());
        delete vanishing;
        QCoreApplication::processEvents();
        QVERIFY(QApplication::focusWidget() != window_->wordsList());
        QVERIFY(QApplication::focusWidget() != window_->logList());
    }

    void hintsCanBeSwitchedOnMidGameAndSayWhereToPlace() {
        // A hint before placing: the first legal cell and the sheet card's letter as the word.
        const auto table = test::makeBotTable([](GameController& controller, const auto&) {
            controller.setHintFunction(
                [](const Game& game,
                   const ps::bots::Thinking&) -> std::optional<ps::bots::Suggestion> {
                    const GameState& state = game.state();
                    if (state.phase != Phase::Place) {
                        return std::nullopt;
                    }
                    ps::bots::Suggestion hint;
                    const CardId card = *state.players[state.currentPlayer].sheetCard;
                    hint.placements.push_back(PlaceCard{card, game.legalPlacements().front()});
                    hint.word.word = {state.deck[card].letter, state.deck[card].letter};
                    return hint;
                });
        });
        QVERIFY(table != nullptr);
        GameSetup setup = GameSetup::defaults();
        setup.hints = false;
        setup.seats = {SeatSetup{QStringLiteral("Ala"), 0, SeatKind::Human},
                       SeatSetup{QStringLiteral("Bot"), 1, SeatKind::BotMedium}};
        setup.seed = 4;
        setup.startSeat = 0;
        QVERIFY(table->window.startGame(setup));
        QVERIFY(!table->window.hintButton()->isVisible());
        auto* hints = table->window.findChild<QAction*>(QStringLiteral("hintsAction"));
        QVERIFY(hints != nullptr && hints->isEnabled() && !hints->isChecked());
        hints->trigger();
        QVERIFY(table->controller->hintsEnabled());
        QVERIFY(table->window.hintButton()->isVisible());
        QVERIFY(table->window.hintButton()->isEnabled());  // before placing, too
        QTest::mouseClick(table->window.hintButton(), Qt::LeftButton);
        const GameState& state = table->controller->game().state();
        const CardId card = *state.players[0].sheetCard;
        const Cell cell = table->controller->game().legalPlacements().front();
        QTRY_VERIFY(
            table->window.statusLabel()->text().contains(table->controller->cardName(card)));
        const QString status = table->window.statusLabel()->text();
        QVERIFY2(status.startsWith(QStringLiteral("Podpowiedź: połóż")), qPrintable(status));
        // The neighbour that names the cell is a card of the table.
        bool namesANeighbour = false;
        for (const TableCell& other : state.table) {
            const bool touches =
                std::abs(other.cell.x - cell.x) + std::abs(other.cell.y - cell.y) == 1;
            namesANeighbour = namesANeighbour ||
                              (touches && status.contains(table->controller->cardName(other.card)));
        }
        QVERIFY2(namesANeighbour, qPrintable(status));
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    FlowTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_flow.moc"
