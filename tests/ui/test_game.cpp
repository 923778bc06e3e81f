// A game played through the widgets: place by click, type a word, confirm, see captures and
// scores; refused words; a help negotiation with a counter-offer through its dialogs.

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "app/GameFiles.h"
#include "app/MainWindow.h"
#include "app/TableWordKeeper.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "dialogs/HelpDialogs.h"
#include "game/GameController.h"
#include "game/SaveGame.h"
#include "services/Resources.h"
#include "services/Settings.h"
#include "test_lexicon.h"
#include "ui_driver.h"
#include "ui_test_support.h"
#include "widgets/PlayerPanel.h"

using namespace ps::ui;
using namespace ps::engine;
using ps::ui::test::TestLexicon;

namespace {

QString letterOf(const GameState& state, CardId card) {
    return QString::fromStdString(ps::toUtf8(state.deck[card].letter));
}

// A face-up table card other than `except`, whose letter is not in `avoidLetters`.
std::optional<CardId> otherTableCard(const GameState& state, const std::vector<CardId>& except,
                                     const QString& avoidLetters = {}) {
    for (const TableCell& cell : state.table) {
        if (cell.side != Side::Face || cell.frozen ||
            std::find(except.begin(), except.end(), cell.card) != except.end()) {
            continue;
        }
        if (!avoidLetters.isEmpty() && avoidLetters.contains(letterOf(state, cell.card))) {
            continue;
        }
        return cell.card;
    }
    return std::nullopt;
}

QPoint cellOf(const GameState& state, CardId card) {
    const TableCell* cell = findCard(state, card);
    return cell ? QPoint(cell->cell.x, cell->cell.y) : QPoint(-999, -999);
}

}  // namespace

class GameTest : public QObject {
    Q_OBJECT
  private:
    TestLexicon lexicon_;
    std::optional<Deck> deck_;
    std::unique_ptr<MainWindow> window_;
    GameController* controller_ = nullptr;

    const GameState& state() const { return controller_->game().state(); }

    GameSetup twoPlayers(quint64 seed) const {
        GameSetup setup = GameSetup::defaults();
        setup.seats[0].name = QStringLiteral("Jagoda");
        setup.seats[1].name = QStringLiteral("Artur");
        setup.seed = seed;
        setup.startSeat = 0;
        return setup;
    }

    // Places the current player's card on the first lit cell by clicking it.
    CardId placeByClick() {
        const QList<QPoint> cells = window_->boardScene()->legalCells();
        const CardId card = *controller_->cardToPlace();
        QPoint target = cells.front();
        for (const QPoint cell : cells) {  // row-major first, like a player scanning the table
            if (cell.y() < target.y() || (cell.y() == target.y() && cell.x() < target.x())) {
                target = cell;
            }
        }
        test::clickCell(window_->boardView(), target);
        return card;
    }

    void typeWord(const QString& word) {
        QLineEdit* edit = window_->wordEdit();
        edit->clear();
        test::typeText(edit, word);
    }

    // A word of the placed card's letter and the letters of `others`, added to the lexicon.
    QString makeWord(CardId placed, const std::vector<CardId>& others) {
        QString word = letterOf(state(), placed);
        for (const CardId card : others) {
            word += letterOf(state(), card);
        }
        const std::string letters = word.toStdString();
        lexicon_.addWords({letters});
        return word;
    }

    // A fresh window and controller, as after starting the app again.
    void reopen() {
        window_.reset();
        createWindow();
    }

    void createWindow() {
        window_ = std::make_unique<MainWindow>();
        controller_ = new GameController(lexicon_, *deck_, window_.get());
        window_->setController(controller_);
        window_->resize(1280, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    // Jagoda places and plays a word; then Artur places his card (mid-turn).
    void playOneWordAndPlace() {
        const CardId placed = placeByClick();
        const CardId x = *otherTableCard(state(), {placed});
        typeWord(makeWord(placed, {x}));
        QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
        QCOMPARE(controller_->currentSeat(), 1);
        placeByClick();
        QCOMPARE(state().phase, Phase::Word);
    }

  private slots:
    void initTestCase() {
        DeckResult deck = loadStandardDeck();
        QVERIFY2(deck.deck.has_value(), qPrintable(deck.error));
        deck_ = deck.deck;
    }

    // The autosave, its lock and any interrupted games live in the (test) data folder.
    static void clearDataFolder() {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void init() {
        clearDataFolder();
        createWindow();
    }

    void cleanup() {
        window_.reset();
        clearDataFolder();
    }

    void saveThenLoadGivesTheSamePosition() {
        QVERIFY(window_->startGame(twoPlayers(9)));
        playOneWordAndPlace();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("partia.potega"));
        QCOMPARE(window_->files()->saveTo(path), std::nullopt);
        const GameState saved = state();
        const auto actions = controller_->actions();
        const auto scoresPerRound = controller_->scoresPerRound();
        const QString text = saveText(controller_->setup(), saved, actions);

        reopen();
        QCOMPARE(window_->files()->loadFrom(path, true), std::nullopt);
        QCOMPARE(state(), saved);
        QCOMPARE(controller_->actions(), actions);                // the history came back too
        QCOMPARE(controller_->scoresPerRound(), scoresPerRound);  // and the chart's data
        QCOMPARE(controller_->seatName(0), QStringLiteral("Jagoda"));
        QCOMPARE(saveText(controller_->setup(), state(), controller_->actions()), text);
        // The table shows the loaded position: Artur's placed card, his turn.
        QCOMPARE(window_->boardScene()->items().isEmpty(), false);
        QVERIFY(window_->wordEdit()->isEnabled());
    }

    void damagedOrForeignFilesChangeNothing() {
        QVERIFY(window_->startGame(twoPlayers(9)));
        const GameState before = state();
        QTemporaryDir dir;
        const QString garbage = dir.filePath(QStringLiteral("zepsuty.potega"));
        QFile file(garbage);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"potega-slowa-save\", \"version\": 1, \"seats\": [");
        file.close();
        auto problem = window_->files()->loadFrom(garbage, true);
        QVERIFY(problem.has_value());
        QVERIFY2(problem->contains(QStringLiteral("zepsuty.potega")), qPrintable(*problem));
        QCOMPARE(state(), before);

        const QString foreign = dir.filePath(QStringLiteral("obcy.potega"));
        QFile other(foreign);
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("{\"format\": \"something-else\"}");
        other.close();
        problem = window_->files()->loadFrom(foreign, true);
        QVERIFY(problem.has_value());
        QVERIFY2(problem->contains(QStringLiteral("To nie jest zapisana gra")),
                 qPrintable(*problem));
        QCOMPARE(state(), before);

        QVERIFY(window_->files()
                    ->loadFrom(dir.filePath(QStringLiteral("brak.potega")), true)
                    .has_value());
        QCOMPARE(state(), before);
    }

    void autosaveRecoversAnInterruptedGame() {
        QVERIFY(window_->startGame(twoPlayers(13)));
        playOneWordAndPlace();
        QVERIFY(QFile::exists(window_->files()->autosavePath()));
        const GameState interrupted = state();

        reopen();  // the window is gone without saving: a crash or a closed window
        QVERIFY(!controller_->hasGame());
        QVERIFY(window_->files()->offerResume(false));
        QCOMPARE(state(), interrupted);

        // A damaged autosave: a clear message, the file kept aside, no game resumed.
        QFile file(window_->files()->autosavePath());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("not json");
        file.close();
        reopen();
        QString message;
        test::DialogScript script(
            {test::DialogScript::Step{QStringLiteral("resumeFailed"), [&](QWidget* w) {
                                          message = static_cast<QMessageBox*>(w)->text();
                                          static_cast<QMessageBox*>(w)->accept();
                                      }}});
        QVERIFY(!window_->files()->offerResume(false));
        QVERIFY(script.finished());
        QVERIFY(message.contains(QStringLiteral(".damaged")));
        QVERIFY(!controller_->hasGame());
        QVERIFY(QFile::exists(window_->files()->autosavePath() + QStringLiteral(".damaged")));
        QFile::remove(window_->files()->autosavePath() + QStringLiteral(".damaged"));
    }

    void scriptedGameCapturesAndScores() {
        QVERIFY(window_->startGame(twoPlayers(7)));
        QCOMPARE(controller_->currentSeat(), 0);
        QCOMPARE(state().phase, Phase::Place);
        QVERIFY(!window_->boardScene()->legalCells().isEmpty());
        QVERIFY(!window_->wordEdit()->isEnabled());  // place first

        // Turn 1, Jagoda: place by click, word = placed letter + card X.
        const CardId placed1 = placeByClick();
        QCOMPARE(state().phase, Phase::Word);
        QVERIFY(window_->takeBackButton()->isEnabled());
        const CardId x = *otherTableCard(state(), {placed1});
        const QString word1 = makeWord(placed1, {x});
        typeWord(word1);
        // The cards the word would use light up: the placed card and X.
        QCOMPARE(window_->wordFeedback().litCells.size(), 2);
        QVERIFY(window_->wordFeedback().litCells.contains(cellOf(state(), x)));
        QVERIFY(window_->boardScene()->cardAt(cellOf(state(), x))->isLit());
        QVERIFY(window_->confirmButton()->isEnabled());
        QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
        QCOMPARE(findCard(state(), x)->marker, std::optional<PlayerId>(0));
        QCOMPARE(controller_->currentSeat(), 1);
        QCOMPARE(window_->wordsList()->count(), 1);
        QCOMPARE(window_->wordsList()->item(0)->text(), word1.toUpper());

        // Turn 2, Artur: a word that keeps away from X's letter.
        const CardId placed2 = placeByClick();
        const QString avoid = letterOf(state(), x);
        const auto y = otherTableCard(state(), {placed2, x}, avoid);
        QVERIFY(y.has_value());
        if (letterOf(state(), placed2) == avoid) {
            QSKIP("the seed dealt Artur a card with X's letter");
        }
        typeWord(makeWord(placed2, {*y}));
        QTest::keyClick(window_->wordEdit(), Qt::Key_Return);  // Enter confirms too
        QCOMPARE(controller_->currentSeat(), 0);
        QCOMPARE(findCard(state(), x)->marker, std::optional<PlayerId>(0));

        // Turn 3, Jagoda: use X again — her second marker captures it.
        const int scoreBefore = controller_->game().scores().players[0].total();
        const CardId placed3 = placeByClick();
        const QPoint xCell = cellOf(state(), x);
        QString word3 = makeWord(placed3, {x});
        if (state().usedWords.size() > 0 && word3.toUpper() == word1.toUpper()) {
            word3 = makeWord(placed3, {x, *otherTableCard(state(), {placed3, x})});
        }
        typeWord(word3);
        QVERIFY2(window_->wordFeedback().playable, qPrintable(window_->statusLabel()->text()));
        QVERIFY(window_->statusLabel()->text().contains(QStringLiteral("zdobędziesz")));
        QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);

        QCOMPARE(state().players[0].captured.size(), std::size_t(1));
        QCOMPARE(state().players[0].captured.front(), x);
        // Police tape now lies where X was, with Jagoda's marker.
        const TableCell* tape = findCell(state(), Cell{xCell.x(), xCell.y()});
        QVERIFY(tape != nullptr);
        QCOMPARE(tape->side, Side::Tape);
        QCOMPARE(tape->marker, std::optional<PlayerId>(0));
        QVERIFY(window_->boardScene()->cardAt(xCell)->card().tape);
        QCOMPARE(controller_->game().scores().players[0].total(), scoreBefore + 1);
        QVERIFY(window_->playerPanel(0)->accessibleName().contains(
            QStringLiteral("punkty: %1").arg(scoreBefore + 1)));
        bool logged = false;
        for (int i = 0; i < window_->logList()->count(); ++i) {
            logged =
                logged || window_->logList()->item(i)->text().contains(QStringLiteral("zdobywa"));
        }
        QVERIFY(logged);
    }

    void timeRunningOutEndsTheTurn() {
        GameSetup setup = twoPlayers(17);
        setup.turnTimerSeconds = 30;
        QVERIFY(window_->startGame(setup));
        QVERIFY(window_->timerLabel()->text().contains(QStringLiteral("0:30")));
        const std::size_t stackBefore = state().stack.size();
        controller_->playForTimeout();  // what the window does when the clock reaches zero
        QCOMPARE(controller_->currentSeat(), 1);
        QVERIFY(state().usedWords.empty());
        QCOMPARE(state().stack.size(), stackBefore);        // redrawn cards went under the stack
        QVERIFY(state().players[0].sheetCard.has_value());  // and Jagoda drew for next turn
    }

    void blackCardActionIsPickedOnTheBoard() {
        // A deal with PĘKATY BLASTER (Ę) or ŻEL ZAPOMNIENIA (Ż) face up: actions with a target.
        std::optional<CardId> black;
        for (quint64 seed = 1; seed < 400 && !black; ++seed) {
            GameSetup setup = twoPlayers(seed);
            setup.blackCardVariant = true;
            QVERIFY(window_->startGame(setup));
            for (const TableCell& cell : state().table) {
                const BlackAction action = state().deck[cell.card].action;
                if (action == BlackAction::Blaster || action == BlackAction::Gel) {
                    black = cell.card;
                }
            }
        }
        QVERIFY(black.has_value());
        const BlackAction action = state().deck[*black].action;
        const CardId placed = placeByClick();
        typeWord(makeWord(placed, {*black}));
        QVERIFY2(window_->wordFeedback().playable, qPrintable(window_->statusLabel()->text()));
        QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
        QVERIFY(state().phase == Phase::Actions || state().phase == Phase::EndOfTurn);
        QVERIFY(window_->actionBar()->isVisible());

        // Choose the action, then its target among the cards outlined on the table.
        auto* button = window_->actionBar()->findChild<QPushButton*>(
            QStringLiteral("action%1").arg(int(action)));
        QVERIFY(button != nullptr);
        QTest::mouseClick(button, Qt::LeftButton);
        std::optional<QPoint> target;
        for (const TableCell& cell : state().table) {
            const QPoint point(cell.cell.x, cell.cell.y);
            const CardItem* item = window_->boardScene()->cardAt(point);
            if (item != nullptr && item->isSelectable()) {
                target = point;
                break;
            }
        }
        QVERIFY(target.has_value());
        const CardId targetCard = findCell(state(), Cell{target->x(), target->y()})->card;
        test::clickCell(window_->boardView(), *target);
        if (action == BlackAction::Gel) {
            QVERIFY(findCard(state(), targetCard)->frozen.has_value());
            const CardItem* item = window_->boardScene()->cardAt(*target);
            QVERIFY(item != nullptr && item->card().frozen);
        } else {
            const TableCell* cell = findCard(state(), targetCard);
            QVERIFY(cell == nullptr || cell->marker == std::optional<PlayerId>(0));
        }
        // Whatever is left is given up with the finish button; then it is Artur's turn.
        for (int i = 0; i < 3 && controller_->currentSeat() == 0; ++i) {
            auto* finish =
                window_->actionBar()->findChild<QPushButton*>(QStringLiteral("finishActions"));
            if (finish == nullptr || !window_->actionBar()->isVisible()) {
                break;
            }
            QTest::mouseClick(finish, Qt::LeftButton);
        }
        QCOMPARE(controller_->currentSeat(), 1);
        QVERIFY(!window_->actionBar()->isVisible());
    }

    // ĆWICZEBNY ZEPPELIN draws two cards: the person's desk asks which one to keep (the
    // session's ZeppelinChoice request), and the choice is the card on their sheet.
    void theZeppelinsCardIsChosenInAQuestion() {
        using Step = test::DialogScript::Step;
        std::optional<CardId> black;
        for (quint64 seed = 1; seed < 600 && !black; ++seed) {
            GameSetup setup = twoPlayers(seed);
            setup.blackCardVariant = true;
            QVERIFY(window_->startGame(setup));
            for (const TableCell& cell : state().table) {
                if (state().deck[cell.card].action == BlackAction::Zeppelin) {
                    black = cell.card;
                }
            }
        }
        QVERIFY(black.has_value());
        const CardId placed = placeByClick();
        typeWord(makeWord(placed, {*black}));
        QVERIFY2(window_->wordFeedback().playable, qPrintable(window_->statusLabel()->text()));
        QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
        auto* button = window_->actionBar()->findChild<QPushButton*>(
            QStringLiteral("action%1").arg(int(BlackAction::Zeppelin)));
        QVERIFY(button != nullptr);
        QVERIFY(button->isEnabled());
        std::vector<CardId> drawn;
        QString kept;
        test::DialogScript script({Step{QStringLiteral("zeppelinDialog"), [&](QWidget* w) {
                                            drawn = state().turn.zeppelinDrawn;
                                            auto* box = static_cast<QMessageBox*>(w);
                                            QAbstractButton* last = box->buttons().back();
                                            kept = last->text();
                                            last->click();
                                        }}});
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY(script.finished());
        QTRY_VERIFY(state().phase != Phase::ZeppelinChoice);
        QCOMPARE(drawn.size(), std::size_t(2));
        const std::optional<CardId> sheet = state().players[0].sheetCard;
        QVERIFY(sheet.has_value());
        QVERIFY(std::find(drawn.begin(), drawn.end(), *sheet) != drawn.end());
        QCOMPARE(controller_->cardName(*sheet), kept);
    }

    void suspectedWordIsDecidedByTheTable() {
        QVERIFY(window_->startGame(twoPlayers(21)));
        const CardId placed1 = placeByClick();
        const CardId x = *otherTableCard(state(), {placed1});
        const QString first = makeWord(placed1, {x});
        typeWord(first);
        QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
        QCOMPARE(controller_->currentSeat(), 1);

        // Artur's word is suspected of being related to Jagoda's: the table decides.
        const CardId placed2 = placeByClick();
        const CardId y = *otherTableCard(state(), {placed2});
        const QString second = makeWord(placed2, {y});
        QVERIFY(second != first);
        lexicon_.addSuspected(first.toStdString(), second.toStdString());
        typeWord(second);
        QVERIFY(window_->confirmButton()->isEnabled());
        QVERIFY2(window_->statusLabel()->text().contains(QStringLiteral("spokrewnione")),
                 qPrintable(window_->statusLabel()->text()));

        const GameState before = state();
        QString shown;
        using Step = test::DialogScript::Step;
        {
            test::DialogScript refuse({Step{QStringLiteral("suspectedDialog"), [&](QWidget* w) {
                                                shown = static_cast<QMessageBox*>(w)->text();
                                                test::clickButton(w, "refuseSuspected");
                                            }}});
            QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
            // The session puts the word to the table once the click is handled.
            QTRY_VERIFY(refuse.finished());
        }
        QVERIFY(shown.contains(first.toUpper()) && shown.contains(second.toUpper()));
        QTRY_VERIFY2(window_->statusLabel()->text().contains(QStringLiteral("odrzucił")),
                     qPrintable(window_->statusLabel()->text()));
        QCOMPARE(state(), before);  // refused: nothing happened

        typeWord(second);
        test::DialogScript accept({Step{QStringLiteral("suspectedDialog"), [](QWidget* w) {
                                            test::clickButton(w, "acceptSuspected");
                                        }}});
        QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
        QTRY_VERIFY(accept.finished());
        QTRY_COMPARE(state().usedWords.size(), std::size_t(2));
        QCOMPARE(controller_->currentSeat(), 0);
    }

    // The house rule: a word the dictionary lacks goes to every other person; all yes plays
    // it (and the app offers to remember it), one no keeps it out.
    void theOtherPeopleMayAcceptAWordTheDictionaryLacks() {
        GameSetup setup = twoPlayers(21);
        setup.seats.append(SeatSetup{QStringLiteral("Celina"), 2, SeatKind::Human});
        setup.tableOverrulesDictionary = true;
        QVERIFY(window_->startGame(setup));
        QVERIFY(state().options.tableOverrulesDictionary);
        const CardId placed = placeByClick();
        const CardId other = *otherTableCard(state(), {placed});
        const CardId third = *otherTableCard(state(), {placed, other});
        // Three cards' letters that are no word of the test dictionary.
        const QString unknown =
            letterOf(state(), other) + letterOf(state(), placed) + letterOf(state(), third);
        QVERIFY(!lexicon_.contains(ps::word(unknown.toStdString())));
        typeWord(unknown);
        QVERIFY2(window_->confirmButton()->isEnabled(), qPrintable(window_->statusLabel()->text()));

        using Step = test::DialogScript::Step;
        const GameState before = state();
        QStringList asked;
        const auto answer = [&](const char* button) {
            return [&asked, button](QWidget* w) {
                asked << static_cast<QMessageBox*>(w)->informativeText();
                test::clickButton(w, button);
            };
        };
        {
            // Artur accepts, Celina refuses: the word stays out, the turn goes on.
            test::DialogScript script(
                {Step{QStringLiteral("unknownWordDialog"), answer("acceptUnknownWord")},
                 Step{QStringLiteral("unknownWordDialog"), answer("refuseUnknownWord")}});
            QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
            QTRY_VERIFY2(script.finished(), qPrintable(script.failure()));
        }
        QCOMPARE(asked.size(), 2);
        QVERIFY2(asked[0].contains(QStringLiteral("Artur")), qPrintable(asked[0]));
        QVERIFY2(asked[1].contains(QStringLiteral("Celina")), qPrintable(asked[1]));
        QTRY_VERIFY(!controller_->questionOpen());
        QCOMPARE(state(), before);
        QCOMPARE(controller_->currentSeat(), 0);

        // Both accept: the word is played, the acceptance is in the record.
        typeWord(unknown);
        auto* keeper = window_->findChild<TableWordKeeper*>();
        QVERIFY(keeper != nullptr);
        QVERIFY(keeper->offered().isEmpty());
        {
            test::DialogScript script(
                {Step{QStringLiteral("unknownWordDialog"), answer("acceptUnknownWord")},
                 Step{QStringLiteral("unknownWordDialog"), answer("acceptUnknownWord")}});
            QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
            QTRY_VERIFY2(script.finished(), qPrintable(script.failure()));
        }
        QTRY_COMPARE(state().usedWords.size(), std::size_t(1));
        QCOMPARE(state().usedWords.back(), ps::word(unknown.toLower().toStdString()));
        bool recorded = false;
        for (const Action& action : controller_->actions().value_or(std::vector<Action>{})) {
            if (const auto* play = std::get_if<PlayWord>(&action)) {
                recorded = play->tableAcceptsUnknown;
            }
        }
        QVERIFY(recorded);

        // The app offers to remember the word; the button does it without taking the keyboard.
        QCOMPARE(keeper->offered(), unknown.toLower());
        auto* remember = window_->findChild<QToolButton*>(QStringLiteral("rememberWord"));
        QVERIFY(remember != nullptr && remember->isVisible());
        QCOMPARE(remember->focusPolicy(), Qt::NoFocus);
        QTest::mouseClick(remember, Qt::LeftButton);
        QVERIFY(Settings::addedWords().contains(unknown.toLower()));
        QVERIFY(keeper->offered().isEmpty());
        QVERIFY(!remember->isVisible());
        Settings::setOwnWords({}, {});
    }

    // In hot-seat each person's vote on a word the dictionary lacks is a box of its own in the
    // same place: it names whose vote it is, and its answers wait a moment, so that a double
    // click meant for one box never casts the next person's vote too.
    void twoHotSeatVotesNeedTwoDistinctChoices() {
        GameSetup setup = twoPlayers(21);
        setup.seats.append(SeatSetup{QStringLiteral("Celina"), 2, SeatKind::Human});
        setup.tableOverrulesDictionary = true;
        QVERIFY(window_->startGame(setup));
        const CardId placed = placeByClick();
        const CardId other = *otherTableCard(state(), {placed});
        const CardId third = *otherTableCard(state(), {placed, other});
        const QString unknown =
            letterOf(state(), other) + letterOf(state(), placed) + letterOf(state(), third);
        QVERIFY(!lexicon_.contains(ps::word(unknown.toStdString())));
        typeWord(unknown);
        const GameState before = state();
        QStringList titles;
        bool enabledAtOnce = true;
        bool secondStayedOpen = false;
        using Step = test::DialogScript::Step;
        test::DialogScript script({Step{QStringLiteral("unknownWordDialog"),
                                        [&](QWidget* w) {
                                            titles << w->windowTitle();
                                            auto* accept = w->findChild<QPushButton*>(
                                                QStringLiteral("acceptUnknownWord"));
                                            enabledAtOnce = accept->isEnabled();
                                            test::clickButton(w, "acceptUnknownWord");
                                        }},
                                   Step{QStringLiteral("unknownWordDialog"), [&](QWidget* w) {
                                            titles << w->windowTitle();
                                            // The double click's second click, within its interval
                                            // of the first.
                                            auto* accept = w->findChild<QPushButton*>(
                                                QStringLiteral("acceptUnknownWord"));
                                            enabledAtOnce = enabledAtOnce || accept->isEnabled();
                                            QTest::mouseClick(accept, Qt::LeftButton);
                                            QTest::qWait(50);
                                            secondStayedOpen = w->isVisible();
                                            // Celina's own, deliberate choice.
                                            test::clickButton(w, "refuseUnknownWord");
                                        }}});
        QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
        QTRY_VERIFY2(script.finished(), qPrintable(script.failure()));
        QVERIFY(!enabledAtOnce);
        QVERIFY(secondStayedOpen);
        QCOMPARE(titles.size(), 2);
        QVERIFY2(titles[0].contains(QStringLiteral("Artur")), qPrintable(titles[0]));
        QVERIFY2(titles[1].contains(QStringLiteral("Celina")), qPrintable(titles[1]));
        QTRY_VERIFY(!controller_->questionOpen());
        QCOMPARE(state(), before);  // Celina refused: the word stays out
    }

    void takeBackReturnsTheCard() {
        QVERIFY(window_->startGame(twoPlayers(11)));
        const GameState before = state();
        placeByClick();
        QVERIFY(state() != before);
        QTest::mouseClick(window_->takeBackButton(), Qt::LeftButton);
        QCOMPARE(state(), before);
        QVERIFY(!window_->boardScene()->legalCells().isEmpty());
    }

    void invalidWordShowsItsReasonAndChangesNothing() {
        QVERIFY(window_->startGame(twoPlayers(3)));
        const CardId placed = placeByClick();
        const CardId other = *otherTableCard(state(), {placed});
        // Letters that are there, but the word is not in the dictionary.
        const QString word =
            letterOf(state(), placed) + letterOf(state(), other) + letterOf(state(), placed);
        const GameState before = state();
        typeWord(word);
        QVERIFY(!window_->confirmButton()->isEnabled());
        QVERIFY2(window_->statusLabel()->text().contains(QStringLiteral("nie ma w słowniku")),
                 qPrintable(window_->statusLabel()->text()));
        QTest::keyClick(window_->wordEdit(), Qt::Key_Return);
        QCOMPARE(state(), before);

        // A character that is not a Polish letter.
        typeWord(QStringLiteral("q1"));
        QVERIFY(window_->statusLabel()->text().contains(QStringLiteral("nie jest polską literą")));
        QVERIFY(!window_->confirmButton()->isEnabled());

        // A word that does not use the placed card.
        const auto a = otherTableCard(state(), {placed}, letterOf(state(), placed));
        const auto b = otherTableCard(state(), {placed, *a}, letterOf(state(), placed));
        const QString without = letterOf(state(), *a) + letterOf(state(), *b);
        const std::string withoutLetters = without.toStdString();
        lexicon_.addWords({withoutLetters});
        typeWord(without);
        QVERIFY2(window_->statusLabel()->text().contains(QStringLiteral("położonej karty")),
                 qPrintable(window_->statusLabel()->text()));
        QCOMPARE(state(), before);
    }

    void helpNegotiationWithCounterOffer() {
        QVERIFY(window_->startGame(twoPlayers(5)));
        const CardId placed = placeByClick();
        const CardId x = *otherTableCard(state(), {placed}, letterOf(state(), placed));
        const QString secret = makeWord(placed, {x});
        QVERIFY(window_->helpButton()->isEnabled());

        using Step = test::DialogScript::Step;
        QString offerStatus;
        test::DialogScript script({
            // Artur takes the screen and types his secret word; the price is the first card.
            Step{QStringLiteral("privacyScreen"),
                 [](QWidget* w) {
                     QVERIFY(w->findChild<QLabel*>(QStringLiteral("privacyTitle"))
                                 ->text()
                                 .contains(QStringLiteral("Artur")));
                     test::clickButton(w, "privacyReady");
                 }},
            Step{QStringLiteral("helpOfferDialog"),
                 [&](QWidget* w) {
                     auto* dialog = static_cast<HelpOfferDialog*>(w);
                     test::typeText(dialog->wordEdit(), secret);
                     QCOMPARE(dialog->priceList()->count(), 2);
                     offerStatus = dialog->statusLabel()->text();
                     test::clickButton(w, "helpSend");
                 }},
            // Jagoda sees only the summary and counters: X instead of her placed card.
            Step{QStringLiteral("privacyScreen"),
                 [](QWidget* w) { test::clickButton(w, "privacyReady"); }},
            Step{QStringLiteral("helpAnswerDialog"),
                 [&](QWidget* w) {
                     auto* dialog = static_cast<HelpAnswerDialog*>(w);
                     const QString summary =
                         w->findChild<QLabel*>(QStringLiteral("helpSummary"))->text();
                     QVERIFY(summary.contains(QStringLiteral("2 liter")));
                     QVERIFY(!summary.contains(secret.toUpper()));  // the word stays secret
                     QListWidget* list = dialog->priceList();
                     for (int i = 0; i < list->count(); ++i) {
                         const auto card =
                             static_cast<CardId>(list->item(i)->data(Qt::UserRole).toInt());
                         list->item(i)->setCheckState(card == x ? Qt::Checked : Qt::Unchecked);
                     }
                     test::clickButton(w, "helpCounter");
                 }},
            // Artur sees the counter with his word and accepts.
            Step{QStringLiteral("privacyScreen"),
                 [](QWidget* w) { test::clickButton(w, "privacyReady"); }},
            Step{QStringLiteral("helpAnswerDialog"),
                 [&](QWidget* w) {
                     const QString summary =
                         w->findChild<QLabel*>(QStringLiteral("helpSummary"))->text();
                     QVERIFY(summary.contains(secret.toUpper()));
                     test::clickButton(w, "helpAccept");
                 }},
        });
        QTest::mouseClick(window_->helpButton(), Qt::LeftButton);
        // The answers are the session's requests, put once each step is handled.
        QTRY_VERIFY2(script.finished() || !script.failure().isEmpty(),
                     qPrintable(script.failure()));
        QVERIFY2(script.failure().isEmpty(), qPrintable(script.failure()));
        QVERIFY(offerStatus.contains(QStringLiteral("Jagoda")));

        // The deal: the word is played for Jagoda, Artur's marker sits on X (the price).
        QTRY_COMPARE(state().usedWords.size(), std::size_t(1));
        QCOMPARE(findCard(state(), x)->marker, std::optional<PlayerId>(1));
        QCOMPARE(findCard(state(), placed)->marker, std::optional<PlayerId>(0));
        QCOMPARE(controller_->currentSeat(), 1);
        bool logged = false;
        for (int i = 0; i < window_->logList()->count(); ++i) {
            logged =
                logged || window_->logList()->item(i)->text().contains(QStringLiteral("z pomocą"));
        }
        QVERIFY(logged);
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    GameTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_game.moc"
