// The table's layout in a real window: no layout loop at any window size (the saved game that
// once froze the app, typed into at every height from 700 to 1080 px at two widths), the
// minimap never over a card, the scale kept while parts of the window change size during a
// turn, and dialogs that open inside the screen with no button that Enter would press for a
// deal or a vote.

#include <QDialog>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

#include "app/MainWindow.h"
#include "app/TableDesk.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/MiniMap.h"
#include "dialogs/DialogPlacement.h"
#include "dialogs/HelpDialogs.h"
#include "dictionary/dictionary.h"
#include "game/GameController.h"
#include "game/TurnClock.h"
#include "services/Resources.h"
#include "services/StallMonitor.h"
#include "test_lexicon.h"
#include "ui_driver.h"
#include "ui_test_support.h"
#include "widgets/CardWidget.h"
#include "widgets/PlayerPanel.h"
#include "widgets/WordBar.h"

using namespace ps::ui;
using namespace ps::engine;
using Step = ps::ui::test::DialogScript::Step;

namespace {

// Counts the resize events of a widget: a layout loop resizes the table's viewport for ever.
class ResizeCounter : public QObject {
  public:
    explicit ResizeCounter(QWidget* watched) : QObject(watched) {
        watched->installEventFilter(this);
    }
    int count = 0;

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Resize) {
            ++count;
        }
        return QObject::eventFilter(watched, event);
    }
};

// Posted events (queued calls, layout requests) run one generation per pass: a loop keeps
// posting, a settled window does not.
void settle(int passes) {
    for (int pass = 0; pass < passes; ++pass) {
        QCoreApplication::processEvents();
    }
}

// What the minimap hides of the table: the cards and the cells where the card may go under
// it (empty when it is hidden).
QStringList coveredByMiniMap(const MainWindow& window) {
    BoardView* view = window.boardView();
    MiniMap* map = view->miniMap();
    QStringList covered;
    if (!map->isVisible()) {
        return covered;
    }
    const QRect inViewport = map->geometry().translated(-view->viewport()->pos());
    const QRectF onTable = view->mapToScene(inViewport).boundingRect();
    const BoardScene* scene = window.boardScene();
    for (auto it = scene->cards().cbegin(); it != scene->cards().cend(); ++it) {
        if (onTable.intersects(BoardScene::cellRect(it.key()))) {
            covered << QStringLiteral("card at %1,%2").arg(it.key().x()).arg(it.key().y());
        }
    }
    for (const QPoint cell : scene->legalCells()) {
        if (onTable.intersects(BoardScene::cellRect(cell))) {
            covered << QStringLiteral("free cell at %1,%2").arg(cell.x()).arg(cell.y());
        }
    }
    return covered;
}

// What of the table and the person's sheet is out of sight (empty when all is in sight): a
// card or a cell where the card may go not wholly inside the table's viewport, or under the
// minimap; a card of seat 0's sheet not wholly inside its panels' scroll area and the window.
QString outOfSight(const MainWindow& window) {
    BoardView* view = window.boardView();
    const QRect viewport = view->viewport()->rect();
    const BoardScene* scene = window.boardScene();
    QStringList out;
    const auto check = [&](QPoint cell, const QString& what) {
        if (!viewport.contains(view->mapFromScene(BoardScene::cellRect(cell)).boundingRect())) {
            out << QStringLiteral("%1 at %2,%3").arg(what).arg(cell.x()).arg(cell.y());
        }
    };
    for (auto it = scene->cards().cbegin(); it != scene->cards().cend(); ++it) {
        check(it.key(), QStringLiteral("card"));
    }
    for (const QPoint cell : scene->legalCells()) {
        check(cell, QStringLiteral("free cell"));
    }
    out << coveredByMiniMap(window);
    const QList<CardWidget*> sheet = window.playerPanel(0)->findChildren<CardWidget*>();
    if (sheet.isEmpty()) {
        out << QStringLiteral("no sheet card");
    }
    for (const CardWidget* card : sheet) {
        const QRect inWindow(card->mapTo(&window, QPoint()), card->size());
        bool shown = card->isVisible() && window.rect().contains(inWindow);
        for (QWidget* up = card->parentWidget(); up != nullptr; up = up->parentWidget()) {
            if (auto* area = qobject_cast<QScrollArea*>(up)) {
                const QRect inArea(card->mapTo(area->viewport(), QPoint()), card->size());
                shown = shown && area->viewport()->rect().contains(inArea);
            }
        }
        if (!shown) {
            out << QStringLiteral("the sheet card at %1,%2").arg(inWindow.x()).arg(inWindow.y());
        }
    }
    if (out.isEmpty()) {
        return {};
    }
    return out.join(QStringLiteral(", ")) +
           QStringLiteral(" (cards of %1 px; the view %2×%3, the word bar %4 px high)")
               .arg(view->cardPixels())
               .arg(viewport.width())
               .arg(viewport.height())
               .arg(window.wordBar()->height());
}

// Every push button of `dialog` that Enter would press.
QStringList defaultButtons(QWidget* dialog) {
    QStringList found;
    for (QPushButton* button : dialog->findChildren<QPushButton*>()) {
        if (button->isVisible() && (button->isDefault() || button->autoDefault())) {
            found << button->text();
        }
    }
    return found;
}

}  // namespace

class LayoutTest : public QObject {
    Q_OBJECT
  private:
    ps::ui::test::TestLexicon lexicon_;
    std::optional<Deck> deck_;

  private slots:
    void initTestCase() {
        DeckResult deck = loadStandardDeck();
        QVERIFY2(deck.deck.has_value(), qPrintable(deck.error));
        deck_ = deck.deck;
    }

    // The saved game (three people, a card placed, the word line in use) that froze the app
    // at 1280×790: every window height from 700 to 1080 (step 2) at 1280 and 1920 wide, the
    // word typed key by key, then the window must come to rest.
    void theSavedGameThatFrozeSettlesAtEveryWindowSize() {
        const QString dictionaryPath = qEnvironmentVariable("POTEGA_FULL_DICTIONARY_FILE");
        if (dictionaryPath.isEmpty() || !QFile::exists(dictionaryPath)) {
            QSKIP("the full dictionary was not built (POTEGA_FULL_DICTIONARY=OFF)");
        }
        const auto dictionary = ps::dict::Dictionary::load(dictionaryPath.toStdString());
        MainWindow window;
        window.setAutosaveEnabled(false);
        auto* controller = new GameController(dictionary, *deck_, &window);
        window.setController(controller);
        window.resize(1280, 790);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString saved = qEnvironmentVariable("POTEGA_SOURCE_DIR") +
                              QStringLiteral("/tests/ui/data/board-freeze.potega");
        const auto problem = window.files()->loadFrom(saved, true);
        QVERIFY2(!problem, qPrintable(problem.value_or(QString())));
        QVERIFY(window.wordEdit()->isEnabled());
        // The saved table has a 30 s turn clock; the sweep takes longer.
        controller->turnClock()->setPaused(true);
        StallMonitor stalls(false);
        ResizeCounter resizes(window.boardView()->viewport());
        // Every second pixel of height; the sanitizer build (slow) takes a coarser step.
        const int step = qEnvironmentVariableIsSet("POTEGA_LAYOUT_SWEEP_STEP")
                             ? qMax(1, qEnvironmentVariableIntValue("POTEGA_LAYOUT_SWEEP_STEP"))
                             : 2;
        int sizes = 0;
        int withMiniMap = 0;
        for (const int width : {1280, 1920}) {
            for (int height = 700; height <= 1080; height += step) {
                const QString size = QStringLiteral("%1×%2").arg(width).arg(height);
                window.resize(width, height);
                settle(10);
                window.wordEdit()->clear();
                QTest::mouseClick(window.wordEdit(), Qt::LeftButton);
                ps::ui::test::typeText(window.wordEdit(), QStringLiteral("przed"));
                settle(20);
                resizes.count = 0;
                settle(40);
                QVERIFY2(resizes.count == 0,
                         qPrintable(QStringLiteral("%1: the table's viewport was resized %2 "
                                                   "times after the window came to rest")
                                        .arg(size)
                                        .arg(resizes.count)));
                QCOMPARE(window.wordEdit()->text().toLower(), QStringLiteral("przed"));
                const QStringList covered = coveredByMiniMap(window);
                QVERIFY2(covered.isEmpty(),
                         qPrintable(size + QStringLiteral(": the minimap covers ") +
                                    covered.join(QStringLiteral(", "))));
                withMiniMap += window.boardView()->miniMap()->isVisible() ? 1 : 0;
                ++sizes;
            }
        }
        qInfo("%d window sizes, %d with the minimap; longest event-loop stall %lld ms", sizes,
              withMiniMap, static_cast<long long>(stalls.maxStallMs()));
    }

    // A practice game the bot opens, at every window size of the soak (bounded by the screen:
    // at scale 1.5 the larger ones are the screen's 1280×720 logical pixels). While the bot's
    // card waits with the help bar open (the bar in place of the word line) and again on the
    // person's first turn, every card, every cell where the card may go and the person's sheet
    // are in sight, and the minimap covers none of them.
    void aGameOpenedByABotFitsThePersonsFirstTurn_data() {
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1024, 700), QSize(1280, 720), QSize(1280, 790),
                                 QSize(1280, 800), QSize(1366, 768), QSize(1920, 1080)}) {
            QTest::newRow(qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())))
                << size;
        }
    }
    void aGameOpenedByABotFitsThePersonsFirstTurn() {
        QFETCH(QSize, size);
        const auto table = ps::ui::test::makeBotTable();
        QVERIFY(table != nullptr);
        MainWindow& window = table->window;
        GameController* controller = table->controller;
        // The bot's card waits until the test lets it play on.
        controller->setHelpWindow(600000);
        controller->setHelpGrace(300000);
        const QRect available = window.screen()->availableGeometry();
        window.resize(size.boundedTo(available.size()));
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        settle(10);
        // The bars below the table never widen the window past the size it was given (the
        // screen's, at the smallest): the help bar's buttons take what room there is.
        const int givenWidth = window.width();
        const auto widened = [&] {
            return window.width() > givenWidth
                       ? QStringLiteral("the window widened from %1 to %2 px (its minimum %3)")
                             .arg(givenWidth)
                             .arg(window.width())
                             .arg(window.minimumSizeHint().width())
                       : QString();
        };
        GameSetup setup = GameSetup::defaults();
        setup.seats[1].kind = SeatKind::BotMedium;
        setup.startSeat = 1;
        setup.seed = 21;
        QVERIFY(window.startGame(setup));
        QTRY_VERIFY_WITH_TIMEOUT(controller->helpWindowOpen(), 30000);
        settle(20);
        QVERIFY(window.botHelpBar()->isVisible());
        QVERIFY(window.boardScene()->legalCells().isEmpty());
        const qreal atHelpBarPixels = window.boardView()->cardPixels();
        const QString atHelpBar = outOfSight(window);
        QVERIFY2(atHelpBar.isEmpty(),
                 qPrintable(QStringLiteral("the bot's word step: ") + atHelpBar));
        QVERIFY2(widened().isEmpty(),
                 qPrintable(QStringLiteral("the bot's word step: ") + widened()));
        QVERIFY(controller->wantToHelp());  // the bar's full window: its longest text
        settle(20);
        const QString atFullWindow = outOfSight(window);
        QVERIFY2(atFullWindow.isEmpty(),
                 qPrintable(QStringLiteral("the help window: ") + atFullWindow));
        QVERIFY2(widened().isEmpty(), qPrintable(QStringLiteral("the help window: ") + widened()));
        controller->declineHelp();
        QTRY_VERIFY_WITH_TIMEOUT(
            controller->currentSeatIsHuman() && !window.boardScene()->legalCells().isEmpty(),
            30000);
        settle(20);
        const QString atFirstTurn = outOfSight(window);
        QVERIFY2(atFirstTurn.isEmpty(),
                 qPrintable(QStringLiteral("the person's first turn: ") + atFirstTurn));
        qInfo("cards of %.0f device px at the bot's word step, %.0f on the person's first turn",
              atHelpBarPixels, window.boardView()->cardPixels());
    }

    // A person's turn: the table keeps its scale while the status wraps, the clock pauses and
    // the bar below the table grows; only a new turn, a resized window or the zoom change it.
    void theTableKeepsItsScaleWhileTheWindowsPartsChangeSize() {
        MainWindow window;
        window.setAutosaveEnabled(false);
        auto* controller = new GameController(lexicon_, *deck_, &window);
        window.setController(controller);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSetup setup = GameSetup::defaults();
        setup.seed = 11;
        setup.startSeat = 0;
        setup.turnTimerSeconds = 60;
        QVERIFY(window.startGame(setup));
        settle(10);
        const QList<QPoint> cells = window.boardScene()->legalCells();
        QVERIFY(!cells.isEmpty());
        ps::ui::test::clickCell(window.boardView(), cells.front());
        settle(10);
        BoardView* view = window.boardView();
        const qreal scale = view->scale();
        const int statusHeight = window.statusLabel()->height();
        // A status long enough to wrap, and the clock's "(paused)".
        window.setStatus(
            QString(QStringLiteral("Bardzo długi komunikat o stanie gry. ")).repeated(12), true);
        controller->turnClock()->setPaused(true);
        settle(10);
        QCOMPARE(window.statusLabel()->height(), statusHeight);
        QCOMPARE(view->scale(), scale);
        controller->turnClock()->setPaused(false);
        // The bar under the table grows (as the black-card actions' row does): the view
        // shrinks, the scale stays.
        const int viewHeight = view->height();
        window.wordBar()->setMinimumHeight(window.wordBar()->height() + 150);
        settle(10);
        QVERIFY(view->height() < viewHeight);
        QCOMPARE(view->scale(), scale);
        window.wordBar()->setMinimumHeight(0);
        settle(10);
        QCOMPARE(view->scale(), scale);
        // At the window's narrowest, a long word in the word line (and so in the status line)
        // widens nothing: the window keeps its size, the table its scale.
        window.resize(window.minimumSizeHint().width(), 700);
        settle(10);
        const QSize narrow = window.size();
        const qreal narrowScale = view->scale();
        ps::ui::test::typeText(window.wordEdit(), QStringLiteral("niezagospodarowywanych"));
        window.setStatus(QStringLiteral("NIEZAGOSPODAROWYWANYCH: the feedback names the word"));
        settle(10);
        QCOMPARE(window.size(), narrow);
        QCOMPARE(view->scale(), narrowScale);
    }

    // The window is resized while the view keeps its size (the panels beside it take the
    // difference); later the view alone shrinks and grows back, as when a panel below it
    // grows for a moment. Only the window's resize asked for a fit: the scale stays.
    void aViewResizedAloneAfterAWindowResizeKeepsTheScale() {
        MainWindow window;
        window.setAutosaveEnabled(false);
        auto* controller = new GameController(lexicon_, *deck_, &window);
        window.setController(controller);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSetup setup = GameSetup::defaults();
        setup.seed = 12;
        setup.startSeat = 0;
        QVERIFY(window.startGame(setup));
        settle(10);
        BoardView* view = window.boardView();
        view->holdScale();  // the person has begun the turn
        const QSize viewSize = view->size();
        view->setFixedSize(viewSize);
        window.resize(1400, 820);
        settle(10);
        QCOMPARE(view->size(), viewSize);
        const qreal scale = view->scale();
        view->setFixedSize(view->minimumSizeHint().expandedTo(QSize(320, 240)));
        settle(10);
        QCOMPARE(view->scale(), scale);
        view->setFixedSize(viewSize);
        settle(10);
        QCOMPARE(view->scale(), scale);
    }

    // The vote on a related word opens inside the screen's available area, wherever the
    // window is, and Enter does not decide it.
    void aVoteOpensOnScreenAndEnterDoesNotDecideIt() {
        MainWindow window;
        window.setAutosaveEnabled(false);
        window.resize(1000, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect available = window.screen()->availableGeometry();
        // The window at the screen's right edge: beside the table would be off screen.
        for (const QPoint at : {QPoint(available.left(), available.top()),
                                QPoint(available.right() - 300, available.top() + 40)}) {
            window.move(at);
            settle(5);
            QRect frame;
            QStringList defaults;
            bool openAfterEnter = false;
            ps::ui::test::DialogScript script(
                {Step{QStringLiteral("suspectedDialog"), [&](QWidget* w) {
                          frame = DialogPlacement::frameOf(w);
                          defaults = defaultButtons(w);
                          QTest::keyClick(w, Qt::Key_Return);
                          openAfterEnter = w->isVisible();
                          ps::ui::test::clickButton(w, "refuseSuspected");
                      }}});
            TableDesk::tableAccepts(&window, {}, {});
            QTRY_VERIFY(script.finished());
            QVERIFY2(script.failure().isEmpty(), qPrintable(script.failure()));
            QVERIFY2(available.contains(frame),
                     qPrintable(QStringLiteral("the vote at %1,%2 %3×%4 on a screen of %5×%6")
                                    .arg(frame.x())
                                    .arg(frame.y())
                                    .arg(frame.width())
                                    .arg(frame.height())
                                    .arg(available.width())
                                    .arg(available.height())));
            QVERIFY2(defaults.isEmpty(), qPrintable(defaults.join(QStringLiteral(", "))));
            QVERIFY(openAfterEnter);
        }
    }

    // An ordinary dialog opens over the middle of its window, stays there as it grows, and
    // stays where the person moved it.
    void anOrdinaryDialogOpensOverTheMiddleOfItsWindow() {
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        QWidget window;
        window.resize(available.size() * 0.8);
        window.move(available.topLeft() + QPoint(10, 10));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto offCentre = [&](const QWidget& dialog) {
            const QPoint delta =
                DialogPlacement::frameOf(&dialog).center() - window.frameGeometry().center();
            return delta.manhattanLength();
        };
        QDialog dialog(&window);
        dialog.resize(200, 120);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        settle(5);
        QVERIFY2(offCentre(dialog) <= 2, qPrintable(QString::number(offCentre(dialog))));
        dialog.resize(260, 160);
        settle(5);
        QVERIFY2(offCentre(dialog) <= 2, qPrintable(QString::number(offCentre(dialog))));
        dialog.move(window.frameGeometry().topLeft());
        settle(5);
        const QPoint moved = DialogPlacement::frameOf(&dialog).topLeft();
        dialog.resize(280, 170);
        settle(5);
        QCOMPARE(DialogPlacement::frameOf(&dialog).topLeft(), moved);
    }

    // The privacy screen's button leaves room around its text: at least the font's height on
    // each side, and half of it above and below.
    void thePrivacyScreensButtonHasRoomAroundItsText() {
        PrivacyScreen screen(QStringLiteral("Małgorzata"), Qt::red, MarkerShape::Square, nullptr);
        screen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        settle(5);
        const auto* ready = screen.findChild<QPushButton*>(QStringLiteral("privacyReady"));
        QVERIFY(ready != nullptr);
        const QFontMetrics metrics(ready->font());
        const int text = metrics.horizontalAdvance(ready->text());
        const QString sizes = QStringLiteral("text %1×%2 px in a button of %3×%4 (hint %5×%6)")
                                  .arg(text)
                                  .arg(metrics.height())
                                  .arg(ready->width())
                                  .arg(ready->height())
                                  .arg(ready->sizeHint().width())
                                  .arg(ready->sizeHint().height());
        QVERIFY2((ready->sizeHint().width() - text) / 2 >= metrics.height(), qPrintable(sizes));
        QVERIFY2((ready->width() - text) / 2 >= metrics.height(), qPrintable(sizes));
        QVERIFY2((ready->height() - metrics.height()) / 2 >= metrics.height() / 2,
                 qPrintable(sizes));
        qInfo("%s", qPrintable(sizes));
    }

    // A dialog that grows after it was placed (a message box sizes itself as it shows) is
    // placed again inside the screen.
    void aDialogThatGrowsStaysOnScreen() {
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        QDialog dialog;
        dialog.resize(200, 100);
        dialog.move(available.right() - 220, available.bottom() - 120);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(available.contains(DialogPlacement::frameOf(&dialog)));
        dialog.resize(500, 300);
        settle(5);
        QVERIFY(available.contains(DialogPlacement::frameOf(&dialog)));
        QCOMPARE(dialog.size(), QSize(500, 300));
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    DialogPlacement::install();
    LayoutTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_layout.moc"
