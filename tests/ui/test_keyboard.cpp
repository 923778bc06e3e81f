// Playing without a mouse, and with a screen reader, checked through the real widgets: the
// cells' names; what the table says when the keyboard reaches a cell; every shortcut of the
// window is one key for one thing; the keyboard map lists every menu shortcut; the Turn menu's
// keys place, confirm and take back; Esc backs out one step; high contrast and larger text
// apply and go back; the news line says a live move (not a game replayed when it is opened), a
// person's turn and a refused word, each once. (A whole game through the real accessibility
// bus: tests/a11y.)
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QShortcut>
#include <QTableWidget>
#include <QTest>
#include <memory>

#include "app/Application.h"
#include "app/MainWindow.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "dialogs/KeyboardMapDialog.h"
#include "game/GameController.h"
#include "game/Player.h"
#include "model/CellNames.h"
#include "services/Resources.h"
#include "services/Settings.h"
#include "style/Theme.h"
#include "test_lexicon.h"
#include "text/normalize.h"
#include "ui_driver.h"
#include "ui_test_support.h"
#include "widgets/Announcer.h"

using namespace ps::ui;
using namespace ps::engine;
using ps::ui::test::TestLexicon;
using ps::ui::test::twoPeople;

namespace {

QString letterOf(const GameState& state, CardId card) {
    return QString::fromStdString(ps::toUtf8(state.deck[card].letter));
}

}  // namespace

class KeyboardTest : public QObject {
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
    // The news line's texts are gathered for a moment before they are said.
    void waitForNews(qsizetype before) {
        QTRY_VERIFY_WITH_TIMEOUT(window_->announcer()->announced().size() > before, 2000);
    }
    // Waits until nothing is left to be said, so that a count taken next is not overtaken by
    // news of an earlier moment (the gathering timer may fire after a slow settle()).
    void waitForQuiet() { QTRY_VERIFY_WITH_TIMEOUT(!window_->announcer()->isGathering(), 2000); }
    QString newsSince(qsizetype before) const {
        return window_->announcer()->announced().mid(before).join(QStringLiteral(" | "));
    }
    const GameState& state() const { return controller_->game().state(); }

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
        // A question left open (the privacy screen between two people) closes first.
        for (int guard = 0; guard < 10 && QApplication::activeModalWidget() != nullptr; ++guard) {
            QApplication::activeModalWidget()->close();
            QCoreApplication::processEvents();
        }
        window_.reset();
        controller_ = nullptr;
    }

    // Names count from one cell beyond the cards' top left corner; columns go on past Z.
    void cellsAreNamedFromBeyondTheCards() {
        const CellNames names({QPoint(0, 0), QPoint(3, 1), QPoint(1, -2)});
        QCOMPARE(names.name(QPoint(0, 0)), QStringLiteral("B4"));
        QCOMPARE(names.name(QPoint(-1, -3)), QStringLiteral("A1"));
        QCOMPARE(names.name(QPoint(3, 1)), QStringLiteral("E5"));
        QCOMPARE(names.name(QPoint(24, 0)), QStringLiteral("Z4"));
        QCOMPARE(names.name(QPoint(25, 0)), QStringLiteral("AA4"));
        QCOMPARE(CellNames().name(QPoint(0, 0)), QStringLiteral("B2"));
    }

    // The keyboard reaching a cell hears its name, the card and its markers, or that the card
    // may go there.
    void theTableSaysTheCellTheKeyboardReaches() {
        QVERIFY(window_->startGame(twoPeople(11)));
        settle();
        BoardView* view = window_->boardView();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Right);  // the first key puts the focus on a legal cell
        const QString atLegal = view->accessibleDescription();
        QVERIFY2(atLegal.contains(BoardScene::tr("%1: empty, the card may go here")
                                      .arg(window_->boardScene()->cellNames().name(
                                          *window_->boardScene()->focusedCell()))),
                 qPrintable(atLegal));
        // Walk until a card: its letter and landmark follow the cell's name.
        for (int i = 0; i < 12 && !window_->boardScene()->cards().contains(
                                      *window_->boardScene()->focusedCell());
             ++i) {
            QTest::keyClick(view, i < 6 ? Qt::Key_Down : Qt::Key_Right);
        }
        const QPoint cell = *window_->boardScene()->focusedCell();
        QVERIFY(window_->boardScene()->cards().contains(cell));
        const CardView& card = window_->boardScene()->cards().value(cell)->card();
        const QString atCard = view->accessibleDescription();
        QVERIFY2(atCard.startsWith(window_->boardScene()->cellNames().name(cell) +
                                   QStringLiteral(": ") + card.letter),
                 qPrintable(atCard));
    }

    // One key, one thing: no two actions or shortcuts of the window share a key sequence
    // (Qt would then run neither and say "ambiguous shortcut").
    void everyShortcutOfTheWindowIsOneKeyForOneThing() {
        QVERIFY(window_->startGame(twoPeople(3)));
        settle();
        QHash<QString, QString> owners;
        const auto claim = [&](const QKeySequence& keys, const QString& who) {
            if (keys.isEmpty()) {
                return;
            }
            const QString text = keys.toString();
            QVERIFY2(
                !owners.contains(text) || owners.value(text) == who,
                qPrintable(
                    QStringLiteral("%1 is both %2 and %3").arg(text, owners.value(text), who)));
            owners.insert(text, who);
        };
        for (const QAction* action : window_->findChildren<QAction*>()) {
            for (const QKeySequence& keys : action->shortcuts()) {
                claim(keys, action->objectName() + action->text());
            }
        }
        for (const QShortcut* shortcut : window_->findChildren<QShortcut*>()) {
            claim(shortcut->key(), shortcut->objectName() + QStringLiteral("(shortcut)"));
        }
        QVERIFY(owners.contains(QKeySequence(Qt::CTRL | Qt::Key_Return).toString()));
        QVERIFY(owners.contains(QKeySequence(Qt::Key_F8).toString()));
    }

    // The map lists every menu entry that has a shortcut, under its menu's path.
    void theKeyboardMapListsEveryMenuShortcut() {
        KeyboardMapDialog map(window_->menuBar());
        QStringList keys;
        for (const auto& row : map.rows()) {
            keys << row.first;
        }
        int menuShortcuts = 0;
        for (const QAction* top : window_->menuBar()->actions()) {
            QList<const QMenu*> menus{top->menu()};
            while (!menus.isEmpty()) {
                const QMenu* menu = menus.takeFirst();
                for (const QAction* action : menu->actions()) {
                    if (action->menu() != nullptr) {
                        menus.append(action->menu());
                    } else if (!action->shortcut().isEmpty()) {
                        ++menuShortcuts;
                        QVERIFY2(
                            keys.contains(action->shortcut().toString(QKeySequence::NativeText)),
                            qPrintable(action->text()));
                    }
                }
            }
        }
        QVERIFY(menuShortcuts >= 20);
        QCOMPARE(map.table()->rowCount(), int(map.rows().size()));
    }

    // A turn by the Turn menu's keys: the table (Ctrl+1), Enter places, the card is taken back
    // (Ctrl+Shift+Backspace), placed again, and a word the dictionary knows is confirmed
    // (Ctrl+Return); the other person's news line says it, and says their turn.
    void aTurnIsPlayedWithTheTurnMenusKeys() {
        // Counted before the game starts: on a busy machine the first turn's news may be said
        // while the window is still settling.
        const qsizetype before = window_->announcer()->announced().size();
        QVERIFY(window_->startGame(twoPeople(5)));
        settle();
        waitForNews(before);
        QVERIFY2(newsSince(before).contains(Announcer::tr("Your turn, %1.").arg("Jagoda")),
                 qPrintable(newsSince(before)));
        QTest::keyClick(window_.get(), Qt::Key_1, Qt::ControlModifier);
        QVERIFY(window_->boardView()->hasFocus());
        QTest::keyClick(window_->boardView(), Qt::Key_Right);
        QTest::keyClick(window_->boardView(), Qt::Key_Return);
        settle();
        QCOMPARE(state().turn.placed.size(), std::size_t(1));
        QTest::keyClick(window_.get(), Qt::Key_Backspace, Qt::ControlModifier | Qt::ShiftModifier);
        settle();
        QVERIFY(state().turn.placed.empty());
        window_->boardView()->setFocus();
        QTest::keyClick(window_->boardView(), Qt::Key_Right);
        QTest::keyClick(window_->boardView(), Qt::Key_Return);
        settle();
        QCOMPARE(state().turn.placed.size(), std::size_t(1));
        // A two-letter word: the placed card's letter and a table card's, made known.
        const CardId placed = state().turn.placed.front();
        QString word;
        for (const TableCell& cell : state().table) {
            if (cell.card != placed && cell.side == Side::Face &&
                state().deck[cell.card].colour != Colour::Black) {
                word = letterOf(state(), placed) + letterOf(state(), cell.card);
                break;
            }
        }
        lexicon_.addWords({word.toLower().toStdString()});
        QTest::keyClick(window_.get(), Qt::Key_2, Qt::ControlModifier);
        QVERIFY(window_->wordEdit()->hasFocus());
        ps::ui::test::typeText(window_->wordEdit(), word.toLower());
        waitForQuiet();
        const qsizetype beforeWord = window_->announcer()->announced().size();
        QTest::keyClick(window_.get(), Qt::Key_Return, Qt::ControlModifier);
        waitForNews(beforeWord);
        const QString news = newsSince(beforeWord);
        QVERIFY2(news.contains(QStringLiteral("Jagoda")) && news.contains(word.toUpper()),
                 qPrintable(news));
        QTRY_VERIFY_WITH_TIMEOUT(
            newsSince(beforeWord).contains(Announcer::tr("Your turn, %1.").arg("Artur")), 2000);
    }

    // Esc backs out one step in the word line: the typed word goes, then the keyboard goes
    // back to the table.
    void escapeBacksOutOfTheWordLineOneStepAtATime() {
        QVERIFY(window_->startGame(twoPeople(9)));
        settle();
        window_->boardView()->setFocus();
        QTest::keyClick(window_->boardView(), Qt::Key_Right);
        QTest::keyClick(window_->boardView(), Qt::Key_Return);
        settle();
        QVERIFY(window_->wordEdit()->hasFocus());
        QTest::keyClicks(window_->wordEdit(), QStringLiteral("ab"));
        QTest::keyClick(window_->wordEdit(), Qt::Key_Escape);
        QVERIFY(window_->wordEdit()->text().isEmpty());
        QVERIFY(window_->wordEdit()->hasFocus());
        QTest::keyClick(window_->wordEdit(), Qt::Key_Escape);
        QVERIFY(window_->boardView()->hasFocus());
        QCOMPARE(state().turn.placed.size(), std::size_t(1));  // the card stays placed
    }

    // Readability: the high-contrast palette is white on black with a yellow highlight, larger
    // text is 1.3 times the size, and both go back when switched off.
    void highContrastAndLargerTextApplyAndGoBack() {
        const QColor window = qApp->palette().color(QPalette::Window);
        const qreal size = qApp->font().pointSizeF();
        Settings::setHighContrast(true);
        Settings::setLargeText(true);
        applyLook(*qApp);
        QCOMPARE(qApp->palette().color(QPalette::Window), QColor(Qt::black));
        QCOMPARE(qApp->palette().color(QPalette::WindowText), QColor(Qt::white));
        QCOMPARE(qApp->palette().color(QPalette::Highlight), QColor(0xff, 0xd4, 0x00));
        QVERIFY(qAbs(qApp->font().pointSizeF() - size * 1.3) < 0.01);
        // The colours the style sheets fix themselves follow: white status text on black.
        QVERIFY(theme::statusStyle(false).contains(QStringLiteral("#ffffff")));
        Settings::setHighContrast(false);
        Settings::setLargeText(false);
        applyLook(*qApp);
        QCOMPARE(qApp->palette().color(QPalette::Window), window);
        QVERIFY(qAbs(qApp->font().pointSizeF() - size) < 0.01);
        QVERIFY(!theme::statusStyle(false).contains(QStringLiteral("#ffffff")));
    }

    // A refused word is news; the same text twice in one moment is said once; a game opened
    // from a record is not said move by move.
    void theNewsLineSaysRefusalsOnceAndNotAReplayedGame() {
        QVERIFY(window_->startGame(twoPeople(7)));
        settle();
        window_->boardView()->setFocus();
        QTest::keyClick(window_->boardView(), Qt::Key_Right);
        QTest::keyClick(window_->boardView(), Qt::Key_Return);
        settle();
        QTest::keyClick(window_.get(), Qt::Key_2, Qt::ControlModifier);
        QTest::keyClicks(window_->wordEdit(), QStringLiteral("qqq"));
        waitForQuiet();
        const qsizetype before = window_->announcer()->announced().size();
        QTest::keyClick(window_.get(), Qt::Key_Return, Qt::ControlModifier);
        waitForNews(before);
        QCOMPARE(window_->announcer()->announced().size(), before + 1);
        QVERIFY(!window_->announcer()->announced().back().isEmpty());
        QCOMPARE(window_->announcer()->accessibleName(), window_->announcer()->announced().back());
        // A replayed history (a game opened) reports steps but no live events.
        const qsizetype beforeReplay = window_->announcer()->announced().size();
        emit controller_->stepReported();
        emit controller_->logLine(QStringLiteral("Artur plays KOT."));
        emit controller_->stepReported();
        QTest::qWait(200);
        QVERIFY(!window_->announcer()->isGathering());
        QCOMPARE(window_->announcer()->announced().size(), beforeReplay);
        window_->announcer()->announce(QStringLiteral("Twice."));
        window_->announcer()->announce(QStringLiteral("Twice."));
        waitForNews(beforeReplay);
        QCOMPARE(window_->announcer()->announced().back(), QStringLiteral("Twice."));
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    KeyboardTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_keyboard.moc"
