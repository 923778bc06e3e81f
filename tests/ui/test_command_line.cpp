// The command line for a player who does not see the table: the typed commands as the parser
// reads them (both languages, any case, with or without diacritics), cell names read back, and
// a turn played through the real window by Ctrl+L and typed commands, each answer checked on
// the news line and the game's state checked after each command.
#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <memory>

#include "app/CommandLine.h"
#include "app/MainWindow.h"
#include "board/BoardScene.h"
#include "game/GameController.h"
#include "model/CellNames.h"
#include "model/TableCommand.h"
#include "services/Resources.h"
#include "test_lexicon.h"
#include "text/normalize.h"
#include "ui_driver.h"
#include "ui_test_support.h"
#include "widgets/Announcer.h"
#include "widgets/CommandBar.h"

using namespace ps::ui;
using namespace ps::engine;
using Kind = TableCommand::Kind;
using ps::ui::test::TestLexicon;
using ps::ui::test::twoPeople;

class CommandLineTest : public QObject {
    Q_OBJECT
  private:
    TestLexicon lexicon_;
    std::optional<Deck> deck_;
    std::unique_ptr<MainWindow> window_;
    GameController* controller_ = nullptr;

    static void settle() {
        for (int round = 0; round < 5; ++round) {
            QCoreApplication::processEvents();
        }
    }
    const GameState& state() const { return controller_->game().state(); }
    CommandBar* bar() const { return window_->commandBar(); }
    QString letterOf(CardId card) const {
        return QString::fromStdString(ps::toUtf8(state().deck[card].letter)).toUpper();
    }
    QString cellName(QPoint cell) const { return window_->boardScene()->cellNames().name(cell); }
    std::optional<QPoint> cellOf(CardId card) const {
        const TableCell* cell = findCard(state(), card);
        return cell == nullptr ? std::nullopt
                               : std::optional<QPoint>(GameController::toPoint(cell->cell));
    }
    // Types `text` into the command line, Enter; returns the answer the bar shows after it
    // was said on the news line.
    QString command(const QString& text) {
        bar()->edit()->setFocus();
        ps::ui::test::typeText(bar()->edit(), text);
        QTest::keyClick(bar()->edit(), Qt::Key_Return);
        settle();
        const QString answer = bar()->answerLabel()->text();
        [&] {
            QVERIFY2(!answer.isEmpty(), qPrintable(text));
            QTRY_VERIFY2_WITH_TIMEOUT(
                window_->announcer()->announced().join(QStringLiteral(" | ")).contains(answer),
                qPrintable(answer), 2000);
        }();
        return answer;
    }
    void closeQuestions() {
        for (int guard = 0; guard < 10 && QApplication::activeModalWidget() != nullptr; ++guard) {
            QApplication::activeModalWidget()->close();
            QCoreApplication::processEvents();
        }
    }

  private slots:
    void initTestCase() {
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());
        deck_ = deck.deck;
    }

    void init() {
        window_ = std::make_unique<MainWindow>();
        window_->setAutosaveEnabled(false);
        controller_ = new GameController(lexicon_, *deck_, window_.get());
        window_->setController(controller_);
        window_->resize(1280, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void cleanup() {
        closeQuestions();
        window_.reset();
        controller_ = nullptr;
    }

    // Both languages, any case, with or without diacritics; the letter may be left out.
    void theParserReadsCommandsInBothLanguages() {
        TableCommand place = parseTableCommand(QStringLiteral("  Połóż  n   d4 "));
        QCOMPARE(place.kind, Kind::Place);
        QCOMPARE(place.letter, QStringLiteral("N"));
        QCOMPARE(place.cell, QStringLiteral("D4"));
        place = parseTableCommand(QStringLiteral("poloz ż na b12"));
        QCOMPARE(place.kind, Kind::Place);
        QCOMPARE(place.letter, QStringLiteral("Ż"));
        QCOMPARE(place.cell, QStringLiteral("B12"));
        place = parseTableCommand(QStringLiteral("place C3"));
        QCOMPARE(place.kind, Kind::Place);
        QVERIFY(place.letter.isEmpty());
        QCOMPARE(place.cell, QStringLiteral("C3"));
        QVERIFY(parseTableCommand(QStringLiteral("połóż")).cell.isEmpty());
        QCOMPARE(parseTableCommand(QStringLiteral("połóż N D4 E5")).extra,
                 QStringList{QStringLiteral("E5")});

        const TableCommand word = parseTableCommand(QStringLiteral("SŁOWO dymek"));
        QCOMPARE(word.kind, Kind::Word);
        QCOMPARE(word.word, QStringLiteral("dymek"));
        QCOMPARE(parseTableCommand(QStringLiteral("word żółw")).word, QStringLiteral("żółw"));
        QCOMPARE(parseTableCommand(QStringLiteral("slowo dy mek")).extra.size(), 1);

        const QList<QPair<QString, Kind>> simple{
            {QStringLiteral("pomoc"), Kind::Help},
            {QStringLiteral("HELP"), Kind::Help},
            {QStringLiteral("gdzie"), Kind::Where},
            {QStringLiteral("gdzie mogę położyć"), Kind::Where},
            {QStringLiteral("where can I place it"), Kind::Where},
            {QStringLiteral("stan"), Kind::State},
            {QStringLiteral("state"), Kind::State},
            {QStringLiteral("wyniki"), Kind::Scores},
            {QStringLiteral("scores"), Kind::Scores},
            {QStringLiteral("ostatni ruch"), Kind::LastMove},
            {QStringLiteral("last move"), Kind::LastMove},
            {QStringLiteral("podpowiedź"), Kind::Hint},
            {QStringLiteral("podpowiedz"), Kind::Hint},
            {QStringLiteral("hint"), Kind::Hint},
            {QStringLiteral("brak słowa"), Kind::NoWord},
            {QStringLiteral("no word"), Kind::NoWord},
            {QStringLiteral("cofnij kartę"), Kind::TakeBack},
            {QStringLiteral("take back"), Kind::TakeBack},
            {QStringLiteral("stół"), Kind::Table},
            {QStringLiteral("   "), Kind::Empty},
            {QStringLiteral("abrakadabra"), Kind::Unknown},
            {QStringLiteral("połóżcie"), Kind::Unknown},
        };
        for (const auto& [text, kind] : simple) {
            QVERIFY2(parseTableCommand(text).kind == kind, qPrintable(text));
        }
    }

    // A cell's name reads back as the cell, in any case; what is no name reads as nothing.
    void cellNamesReadBack() {
        const CellNames names({QPoint(0, 0), QPoint(3, 1), QPoint(1, -2)});
        for (const QPoint cell :
             {QPoint(0, 0), QPoint(-1, -3), QPoint(24, 5), QPoint(25, 0), QPoint(60, 40)}) {
            QCOMPARE(names.cell(names.name(cell)), std::optional<QPoint>(cell));
        }
        QCOMPARE(names.cell(QStringLiteral("b4")), std::optional<QPoint>(QPoint(0, 0)));
        for (const char* bad : {"", "4B", "B", "B0", "B-1", "B4X", "Ą4", "B 4"}) {
            QVERIFY2(!names.cell(QString::fromUtf8(bad)), bad);
        }
    }

    // Ctrl+L opens the line; a turn is played by typed commands, each answer said; a bad cell
    // and a word the table does not allow leave the game as it was; Esc closes the line.
    void aTurnIsPlayedByTypedCommands() {
        QVERIFY(window_->startGame(twoPeople(5)));
        settle();
        window_->boardView()->setFocus();
        QTest::keyClick(window_.get(), Qt::Key_L, Qt::ControlModifier);
        QVERIFY(bar()->isVisible());
        QVERIFY(bar()->edit()->hasFocus());
        QVERIFY(!bar()->edit()->accessibleName().isEmpty());

        QVERIFY(command(QStringLiteral("pomoc")).contains(QStringLiteral("połóż")));
        const CardId card = *controller_->cardToPlace();
        const QString cardName = controller_->cardName(card);
        QVERIFY(command(QStringLiteral("stan"))
                    .contains(CommandLine::tr("Your turn, %1: place %2.")
                                  .arg(QStringLiteral("Jagoda"), cardName)));
        const QList<QPoint> legal = controller_->legalCells();
        QVERIFY(!legal.isEmpty());
        const QPoint target = legal.front();
        const QString where = command(QStringLiteral("gdzie mogę położyć"));
        QVERIFY2(where.contains(cellName(target)), qPrintable(where));
        QVERIFY(where.contains(cardName));

        // Not understood: said so, with the way to the list.
        QCOMPARE(
            command(QStringLiteral("abrakadabra")),
            CommandLine::tr("I did not understand \"%1\". Type \"help\" for the list of commands.")
                .arg("abrakadabra"));
        // A bad cell name, a cell the card may not go to and another card's letter: nothing
        // changes.
        QCOMPARE(
            command(QStringLiteral("połóż 4D")),
            CommandLine::tr("\"%1\" is not a cell name: a column letter and a row number, e.g. D4.")
                .arg("4D"));
        const QString farAway = command(QStringLiteral("połóż ZZ99"));
        QVERIFY2(farAway.contains(QStringLiteral("ZZ99")) && farAway.contains(cellName(target)),
                 qPrintable(farAway));
        const QString otherLetter =
            letterOf(card) == QStringLiteral("Ą") ? QStringLiteral("B") : QStringLiteral("Ą");
        QCOMPARE(command(QStringLiteral("połóż %1 %2").arg(otherLetter, cellName(target))),
                 CommandLine::tr("Your card to place is %1, not %2.").arg(cardName, otherLetter));
        QVERIFY(state().turn.placed.empty());
        QCOMPARE(state().phase, Phase::Place);

        // The card goes on the named cell (letter and cell typed in lowercase).
        const QString targetName = cellName(target);
        const QString placeAnswer =
            command(QStringLiteral("połóż %1 %2")
                        .arg(letterOf(card).toLower(), cellName(target).toLower()));
        // Said by the name typed, and by the new one when the table grew with the card.
        QVERIFY2(placeAnswer.startsWith(cardName) && placeAnswer.contains(targetName) &&
                     placeAnswer.contains(cellName(target)),
                 qPrintable(placeAnswer));
        QCOMPARE(state().turn.placed.size(), std::size_t(1));
        QCOMPARE(cellOf(card), std::optional<QPoint>(target));
        QCOMPARE(state().phase, Phase::Word);

        // A two-letter word: the placed card's letter and a table card's.
        QString word;
        for (const TableCell& cell : state().table) {
            if (cell.card != card && cell.side == Side::Face &&
                state().deck[cell.card].colour != Colour::Black) {
                word = letterOf(card) + letterOf(cell.card);
                break;
            }
        }
        QVERIFY(!word.isEmpty());
        // Not in the dictionary yet: refused, the game as it was.
        const QStringList logBefore = controller_->log();
        const QString refused = command(QStringLiteral("słowo %1").arg(word.toLower()));
        QVERIFY2(refused.startsWith(CommandLine::tr("%1 is not played: %2").arg(word, QString())),
                 qPrintable(refused));
        QCOMPARE(state().phase, Phase::Word);
        QCOMPARE(state().currentPlayer, PlayerId(0));
        QCOMPARE(controller_->log(), logBefore);
        QVERIFY(window_->wordEdit()->text().isEmpty());
        // Letters that are no Polish word at all: refused too.
        QVERIFY(
            command(QStringLiteral("słowo qx1"))
                .startsWith(
                    CommandLine::tr("%1 is not played: %2").arg(QStringLiteral("QX1"), QString())));
        QCOMPARE(state().phase, Phase::Word);

        lexicon_.addWords({word.toLower().toStdString()});
        QCOMPARE(command(QStringLiteral("słowo %1").arg(word.toLower())),
                 CommandLine::tr("%1 played.").arg(word));
        QVERIFY(controller_->playedWords().join(QLatin1Char(' ')).contains(word));
        QCOMPARE(state().currentPlayer, PlayerId(1));
        closeQuestions();  // the privacy screen before Artur's turn

        const QString last = command(QStringLiteral("ostatni ruch"));
        QVERIFY2(last.contains(QStringLiteral("Jagoda")) && last.contains(word), qPrintable(last));
        const QString scores = command(QStringLiteral("wyniki"));
        QVERIFY2(
            scores.contains(QStringLiteral("Jagoda")) && scores.contains(QStringLiteral("Artur")),
            qPrintable(scores));
        QVERIFY(command(QStringLiteral("stan")).contains(QStringLiteral("Artur")));

        QTest::keyClick(bar()->edit(), Qt::Key_Escape);
        QVERIFY(!bar()->isVisible());
        QVERIFY(QApplication::focusWidget() != bar()->edit());
    }

    // The entry is in the Turn menu (the keyboard map lists it) under Ctrl+L.
    void theTurnMenuHasTheCommandLine() {
        const auto* action = window_->findChild<QAction*>(QStringLiteral("commandLineAction"));
        QVERIFY(action != nullptr);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_L));
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    CommandLineTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_command_line.moc"
