// The table and the log: a readable minimum card size held on a large table (the view pans),
// no card under the zoom buttons, a steady scale within a turn, the fit / follow / zoom
// controls and the minimap, the last move shown until the next player acts, the log rebuilt
// after save → load exactly as it was written live, log and table linked, markers with enough
// contrast, accessible names.

#include <QAccessible>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

#include "app/MainWindow.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/MiniMap.h"
#include "bots/bot.h"
#include "game/GameController.h"
#include "game/SaveGame.h"
#include "session/describe.h"
#include "session/queries.h"
#include "style/Theme.h"
#include "ui_driver.h"
#include "ui_test_support.h"
#include "widgets/GameLog.h"

using namespace ps::ui;
using namespace ps::engine;

namespace {

// A column of `count` cards (the long columns bots like to build), two with markers.
TableView column(int count, int turnNumber = 0) {
    TableView table;
    for (int i = 0; i < count; ++i) {
        CellView cell;
        cell.cell = QPoint(0, i);
        cell.card.letter = QStringLiteral("Ł");
        cell.card.landmark = QStringLiteral("ŁAZIENKI");
        if (i == 1) {
            cell.card.markers = {2};
        }
        if (i == 2) {
            cell.card.tape = true;
            cell.card.markers = {0};
        }
        table.cells.append(cell);
    }
    for (const char* name : {"Ania", "Bartek", "Celina"}) {
        SeatView seat;
        seat.name = QString::fromUtf8(name);
        seat.colorIndex = int(table.seats.size());
        seat.shapeIndex = int(table.seats.size());
        table.seats.append(seat);
    }
    table.turnNumber = turnNumber;
    return table;
}

// A block of `across` × `down` letter cards, one with a marker in every corner.
TableView grid(int across, int down) {
    TableView table = column(0);
    for (int x = 0; x < across; ++x) {
        for (int y = 0; y < down; ++y) {
            CellView cell;
            cell.cell = QPoint(x, y);
            cell.card.letter = QStringLiteral("G");
            cell.card.landmark = QStringLiteral("GIEWONT");
            if ((x == 0 || x == across - 1) && (y == 0 || y == down - 1)) {
                cell.card.markers = {1};
            }
            table.cells.append(cell);
        }
    }
    table.turnNumber = 1;
    return table;
}

// A scene and its view in a 1280×800 window's table area.
struct Board {
    Board() : view(&scene) {
        scene.setAnimationsEnabled(false);
        view.resize(980, 640);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }
    BoardScene scene;
    BoardView view;
};

// Medium bots choose every move of a game whose seats are all people: the test applies them
// through the controller, as the window would.
struct Autoplay {
    Autoplay(const GameController& controller, const ps::dict::Dictionary& dictionary) {
        const GameState& state = controller.game().state();
        for (int seat = 0; seat < int(state.players.size()); ++seat) {
            bots.push_back(ps::bots::makeBot(ps::bots::Level::Medium, PlayerId(seat),
                                             ps::bots::Vocabulary{&dictionary, nullptr},
                                             state.options.seed));
        }
    }
    std::optional<Action> next(const Game& game) {
        const auto seat = ps::bots::awaitedSeat(game);
        return seat ? bots[*seat]->decide(game) : std::nullopt;
    }
    std::vector<std::unique_ptr<ps::bots::Bot>> bots;
};

GameSetup people(int count, quint64 seed) {
    GameSetup setup;
    const QStringList names = {QStringLiteral("Ania"), QStringLiteral("Bartek"),
                               QStringLiteral("Celina"), QStringLiteral("Darek")};
    for (int seat = 0; seat < count; ++seat) {
        setup.seats.append({names[seat], seat, SeatKind::Human});
    }
    setup.seed = seed;
    setup.startSeat = 0;
    return setup;
}

}  // namespace

class BoardTest : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir settings_;
    std::unique_ptr<test::BotTable> table_;

    GameController& controller() { return *table_->controller; }
    MainWindow& window() { return table_->window; }

    // Plays moves until `stop` holds (or the game ends); false when it never did.
    template <class Stop>
    bool playUntil(Autoplay& autoplay, Stop stop, int limit = 4000) {
        for (int i = 0; i < limit && !controller().game().isOver(); ++i) {
            if (stop()) {
                return true;
            }
            const auto action = autoplay.next(controller().game());
            if (!action) {
                return false;
            }
            if (controller().apply(*action)) {
                controller().playForTimeout();
            }
            QCoreApplication::processEvents();
        }
        return stop();
    }

  private slots:
    void initTestCase() {
        QVERIFY(settings_.isValid());
        test::prepareApplication(*qApp, settings_);
        table_ = test::makeBotTable();
        if (!table_) {
            QSKIP("POTEGA_TEST_LEXICON or the deck is missing");
        }
        window().boardScene()->setAnimationsEnabled(false);
        QVERIFY(QTest::qWaitForWindowExposed(&window()));
    }

    void largeTablePansInsteadOfShrinking() {
        Board board;
        board.scene.setTable(column(40));
        QCoreApplication::processEvents();
        QCOMPARE(board.view.scale(), BoardView::kMinCardPixels / theme::kCardWidth);
        QVERIFY2(board.view.cardPixels() >= 40,
                 qPrintable(QString::number(board.view.cardPixels())));
        QVERIFY2(board.view.markerPixels() >= 10,
                 qPrintable(QString::number(board.view.markerPixels())));
        QVERIFY(!board.view.wholeTableVisible());
        QVERIFY(board.view.verticalScrollBar()->maximum() > 0);  // room to pan
        QVERIFY(board.view.miniMap()->isVisible());
        // Panning moves the part in sight, not the scale.
        const QRectF before = board.view.visibleSceneRect();
        QTest::keyClick(&board.view, Qt::Key_Down, Qt::ShiftModifier);
        QVERIFY(board.view.visibleSceneRect().top() > before.top());
        QCOMPARE(board.view.scale(), BoardView::kMinCardPixels / theme::kCardWidth);
        // A small table is fitted at a comfortable size, wholly in sight, without a minimap.
        board.scene.setTable(column(3, 1));
        QCoreApplication::processEvents();
        QVERIFY(board.view.wholeTableVisible());
        QVERIFY(board.view.cardPixels() > 100);
        QVERIFY(!board.view.miniMap()->isVisible());
    }

    void noCardLiesUnderTheZoomButtons() {
        Board board;
        auto* buttons = board.view.findChild<QWidget*>(QStringLiteral("boardControls"));
        QVERIFY(buttons != nullptr);
        // Tall (the table slides left), wide (it slides down), square and small tables, in the
        // default view and in a narrow one.
        const QList<QSize> shapes{{5, 6}, {6, 6}, {12, 3}, {16, 4}, {3, 3}, {7, 5}};
        int fitted = 0;
        for (const QSize viewSize : {QSize(980, 640), QSize(640, 640), QSize(980, 420)}) {
            board.view.resize(viewSize);
            for (const QSize shape : shapes) {
                board.scene.setTable(grid(shape.width(), shape.height()));
                board.view.zoomToFit();
                QCoreApplication::processEvents();
                const QString what = QStringLiteral("%1×%2 cards in %3×%4")
                                         .arg(shape.width())
                                         .arg(shape.height())
                                         .arg(viewSize.width())
                                         .arg(viewSize.height());
                if (!board.view.wholeTableVisible()) {
                    // Too large for a readable card: the table pans instead (tested above).
                    QCOMPARE(board.view.scale(), BoardView::kMinCardPixels / theme::kCardWidth);
                    continue;
                }
                ++fitted;
                const QRect cards =
                    board.view.mapFromScene(board.scene.contentRect()).boundingRect();
                const QRect under = buttons->geometry().translated(-board.view.viewport()->pos());
                QVERIFY2(!cards.intersects(under),
                         qPrintable(what + QStringLiteral(": cards %1,%2 %3×%4 under the buttons")
                                               .arg(cards.x())
                                               .arg(cards.y())
                                               .arg(cards.width())
                                               .arg(cards.height())));
                // Making room costs at most a tenth of the size the whole view would give.
                const qreal withButtons = board.view.scale();
                buttons->hide();
                board.view.zoomToFit();
                const qreal withoutButtons = board.view.scale();
                buttons->show();
                board.view.zoomToFit();
                QVERIFY2(
                    withButtons >= 0.9 * withoutButtons,
                    qPrintable(
                        what +
                        QStringLiteral(": %1 against %2").arg(withButtons).arg(withoutButtons)));
            }
        }
    }

    void scaleStaysPutWithinATurn() {
        Board board;
        board.scene.setTable(column(4, 7));
        QCoreApplication::processEvents();
        const qreal scale = board.view.scale();
        // A card placed far away mid-turn grows the table: no jump in scale.
        TableView grown = column(4, 7);
        CellView far;
        far.cell = QPoint(0, 6);
        far.card.letter = QStringLiteral("K");
        grown.cells.append(far);
        board.scene.setTable(grown);
        QCoreApplication::processEvents();
        QCOMPARE(board.view.scale(), scale);
        QVERIFY(!board.view.wholeTableVisible());
        // The next turn re-fits.
        grown.turnNumber = 8;
        board.scene.setTable(grown);
        QCoreApplication::processEvents();
        QVERIFY(board.view.scale() < scale);
        QVERIFY(board.view.wholeTableVisible());

        // In the window: placing a card by click keeps the scale.
        QVERIFY(!controller().newGame(people(2, 41)));
        QCoreApplication::processEvents();
        BoardView* view = window().boardView();
        const qreal before = view->scale();
        const QList<QPoint> cells = controller().legalCells();
        QVERIFY(!cells.isEmpty());
        test::clickCell(view, cells.back());
        QCoreApplication::processEvents();
        QCOMPARE(controller().game().state().phase, Phase::Word);
        QCOMPARE(view->scale(), before);
    }

    void fitFollowAndZoomControls() {
        Board board;
        TableView table = column(40, 3);
        table.lastMove.seat = 1;
        table.lastMove.placed = {QPoint(0, 36)};
        table.lastMove.word = {QPoint(0, 35), QPoint(0, 36)};
        board.scene.setTable(table);
        QCoreApplication::processEvents();
        // A new turn shows where the action is: the last move is in sight, centred.
        const QRectF action =
            BoardScene::cellRect(QPoint(0, 35)) | BoardScene::cellRect(QPoint(0, 36));
        QVERIFY(board.view.visibleSceneRect().contains(action));
        QVERIFY(board.scene.cardAt(QPoint(0, 36))->isInLastMove());

        auto* whole = board.view.findChild<QToolButton*>(QStringLiteral("wholeTableButton"));
        auto* follow = board.view.findChild<QToolButton*>(QStringLiteral("followButton"));
        auto* zoomIn = board.view.findChild<QToolButton*>(QStringLiteral("zoomInButton"));
        auto* zoomOut = board.view.findChild<QToolButton*>(QStringLiteral("zoomOutButton"));
        QVERIFY(whole && follow && zoomIn && zoomOut);
        QVERIFY(!whole->accessibleName().isEmpty());
        QCOMPARE(whole->focusPolicy(), Qt::NoFocus);

        QTest::mouseClick(whole, Qt::LeftButton);
        QVERIFY(board.view.wholeTableVisible());
        QVERIFY(!board.view.miniMap()->isVisible());

        const qreal small = board.view.scale();
        QTest::mouseClick(zoomIn, Qt::LeftButton);
        QVERIFY(board.view.scale() > small);
        QTest::mouseClick(zoomOut, Qt::LeftButton);
        QVERIFY(qAbs(board.view.scale() - small) < 1e-9);
        // Ctrl+wheel zooms as well.
        QWheelEvent wheel(QPointF(100, 100), board.view.mapToGlobal(QPointF(100, 100)), QPoint(),
                          QPoint(0, 120), Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase,
                          false);
        QCoreApplication::sendEvent(board.view.viewport(), &wheel);
        QVERIFY(board.view.scale() > small);

        // Follow: back to a readable size, on the action.
        QVERIFY(follow->isChecked());
        board.view.zoomToFit();
        QCOMPARE(board.view.scale(), BoardView::kMinCardPixels / theme::kCardWidth);
        QVERIFY(board.view.visibleSceneRect().contains(action));

        // The minimap: a click centres the view where it points.
        QVERIFY(board.view.miniMap()->isVisible());
        const QPointF top = BoardScene::cellRect(QPoint(0, 1)).center();
        QTest::mouseClick(board.view.miniMap(), Qt::LeftButton, {},
                          board.view.miniMap()->fromScene(top).toPoint());
        QVERIFY(board.view.visibleSceneRect().contains(BoardScene::cellRect(QPoint(0, 1))));

        // Following off: a new turn leaves the view where the player put it.
        QTest::mouseClick(follow, Qt::LeftButton);
        QVERIFY(!board.view.isFollowing());
        const QRectF looked = board.view.visibleSceneRect();
        table.turnNumber = 4;
        board.scene.setTable(table);
        QCoreApplication::processEvents();
        const QPointF moved = board.view.visibleSceneRect().center() - looked.center();
        QVERIFY(qAbs(moved.x()) < 5 && qAbs(moved.y()) < 5);
    }

    void lastMoveShownUntilTheNextPlayerActs() {
        QVERIFY(!controller().newGame(people(3, 17)));
        Autoplay autoplay(controller(), table_->dictionary);
        // Play until a turn ends with a word.
        const auto record = [&] { return *controller().session()->record(); };
        const auto wordJustEnded = [&] {
            const auto& actions = *controller().actions();
            return !actions.empty() && std::holds_alternative<PlayWord>(actions.back()) &&
                   controller().game().state().phase == Phase::Place;
        };
        QVERIFY(playUntil(autoplay, wordJustEnded));
        const ps::session::LastMove last = ps::session::lastMove(record(), controller().lexicon());
        QVERIFY(!last.empty());
        BoardScene* scene = window().boardScene();
        QCOMPARE(scene->lastMove().seat, int(last.turn->player));
        QVERIFY(!last.turn->word.empty());
        for (const Cell cell : last.turn->tapes) {
            QVERIFY(scene->cardAt(QPoint(cell.x, cell.y))->isInLastMove());
        }
        int highlighted = 0;
        for (const Cell cell : last.turn->word) {
            if (CardItem* item = scene->cardAt(QPoint(cell.x, cell.y))) {
                QVERIFY(item->isInLastMove());
                ++highlighted;
            }
        }
        QVERIFY(highlighted + int(last.turn->captured.size()) >= int(last.turn->word.size()));
        // The next player places a card: the previous move is no longer shown.
        const auto placement = autoplay.next(controller().game());
        QVERIFY(placement && std::holds_alternative<PlaceCard>(*placement));
        QVERIFY(!controller().apply(*placement));
        QCoreApplication::processEvents();
        QVERIFY(scene->lastMove().isEmpty());
        for (CardItem* item : scene->cards()) {
            QVERIFY(!item->isInLastMove());
        }
    }

    void logRebuiltAfterSaveAndLoadAsWrittenLive() {
        QVERIFY(!controller().newGame(people(4, 23)));
        Autoplay autoplay(controller(), table_->dictionary);
        QVERIFY(playUntil(autoplay, [&] { return controller().game().state().round >= 2; }));
        // A redraw on the way, for its lines' order.
        QVERIFY(playUntil(autoplay, [&] { return controller().canRedraw(); }));
        QVERIFY(!controller().noWord());
        QVERIFY(playUntil(autoplay, [&] { return controller().game().state().round >= 3; }));
        auto* log = qobject_cast<GameLog*>(window().logList());
        QVERIFY(log != nullptr);
        const QStringList live = log->lines();
        QCOMPARE(live, controller().log());
        QVERIFY(live.size() > 20);
        // Redraw lines in order: the reason first, then the card drawn.
        int redraws = 0;
        for (int i = 0; i + 1 < live.size(); ++i) {
            if (live[i].contains(QStringLiteral("nie znajduje słowa"))) {
                ++redraws;
                QVERIFY2(live[i + 1].contains(QStringLiteral("dobiera kartę")),
                         qPrintable(live[i + 1]));
                QVERIFY2(i == 0 || !live[i - 1].contains(QStringLiteral("dobiera kartę")),
                         qPrintable(live[i - 1]));
            }
        }
        QVERIFY(redraws > 0);
        const QString text =
            saveText(controller().setup(), controller().game().state(), controller().actions());
        const LoadedGame loaded = parseSave(text.toUtf8(), controller().lexicon());
        QVERIFY2(loaded.game, qPrintable(loaded.error));
        QVERIFY(!controller().resume(loaded.game->state, loaded.game->setup, loaded.game->actions));
        QCoreApplication::processEvents();
        QStringList rebuilt = log->lines();
        QVERIFY(!rebuilt.isEmpty());
        rebuilt.removeLast();  // "Game resumed in round 3."
        QCOMPARE(rebuilt, live);
        // The rebuilt lines know their turns as the live ones did.
        QVERIFY(log->turnOfRow(live.size() - 1).has_value());
    }

    void logAndTableAreLinked() {
        QVERIFY(!controller().newGame(people(3, 29)));
        Autoplay autoplay(controller(), table_->dictionary);
        QVERIFY(playUntil(autoplay, [&] { return controller().game().state().round >= 2; }));
        auto* log = qobject_cast<GameLog*>(window().logList());
        BoardScene* scene = window().boardScene();
        const ps::session::HistoryLog history =
            ps::session::replayHistory(*controller().session()->record(), controller().lexicon());
        // A line of a turn with a word: clicking it points at the word's cards.
        int row = -1;
        for (int r = 0; r < log->count() && row < 0; ++r) {
            const auto turn = log->turnOfRow(r);
            if (turn && !history.turns[std::size_t(*turn)].word.empty()) {
                row = r;
            }
        }
        QVERIFY(row >= 0);
        const int turn = *log->turnOfRow(row);
        log->scrollToItem(log->item(row));
        QTest::mouseClick(log->viewport(), Qt::LeftButton, {},
                          log->visualItemRect(log->item(row)).center());
        const QList<QPoint> pointed = scene->pointedCells();
        QCOMPARE(pointed, log->cellsOfTurn(turn));
        QVERIFY(!pointed.isEmpty());
        QCOMPARE(pointed.size(), int(history.turns[std::size_t(turn)].word.size()));
        // Clicking a card selects the first line of the turn that laid it.
        const TableCell& first = controller().game().state().table.front();
        const auto laid = ps::session::turnThatLaid(history, first.cell);
        QVERIFY(laid.has_value());
        window().boardView()->setFocus();
        test::clickCell(window().boardView(), QPoint(first.cell.x, first.cell.y));
        QCOMPARE(log->turnOfRow(log->currentRow()), laid);
        QVERIFY(!log->hasFocus());  // the log took no focus
    }

    void logFollowsTheNewestLineAndWraps() {
        QWidget host;
        auto* layout = new QVBoxLayout(&host);
        auto* button = new QPushButton(QStringLiteral("Brak słowa"), &host);
        auto* log = new GameLog(&host);
        layout->addWidget(button);
        layout->addWidget(log);
        host.resize(260, 300);
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        for (int i = 0; i < 120; ++i) {
            log->appendLine(QStringLiteral("Linia %1: Bartek znajduje słowo i zdobywa dwie "
                                           "karty, a taśma policyjna zajmuje ich miejsce.")
                                .arg(i),
                            -1);
        }
        QCoreApplication::processEvents();
        QScrollBar* bar = log->verticalScrollBar();
        QCOMPARE(bar->value(), bar->maximum());
        // The reader scrolls up: new lines no longer pull the view down.
        bar->setValue(bar->maximum() / 2);
        QVERIFY(!log->followsNewest());
        const int reading = bar->value();
        log->appendLine(QStringLiteral("Nowa linia"), -1);
        QCoreApplication::processEvents();
        QCOMPARE(bar->value(), reading);
        bar->setValue(bar->maximum());
        QVERIFY(log->followsNewest());
        // Narrower: every line is as tall as its wrapped text, lines touch, none is clipped.
        host.resize(180, 300);
        QCoreApplication::processEvents();
        QTest::qWait(1);
        const int width = log->viewport()->width();
        for (int row = 0; row + 1 < log->count(); ++row) {
            const QRect rect = log->visualItemRect(log->item(row));
            const QRect next = log->visualItemRect(log->item(row + 1));
            const QRect text = log->fontMetrics().boundingRect(
                QRect(0, 0, width - 8, 100000), Qt::TextWordWrap, log->item(row)->text());
            QVERIFY2(rect.height() >= text.height(), qPrintable(QString::number(row)));
            QCOMPARE(next.top(), rect.bottom() + 1);
        }
        // A focused button vanishing (a redraw, a take-back) never hands the focus to the log.
        button->setFocus();
        QVERIFY(button->hasFocus());
        button->hide();
        QVERIFY(!log->hasFocus());
    }

    void markersHaveEnoughContrastOnEveryCard() {
        QCOMPARE(qRound(theme::contrastRatio(Qt::black, Qt::white)), 21);
        // The old amber failed on a letter card: the check sees it.
        QVERIFY(theme::contrastRatio(QColor(0xf2, 0xa9, 0x00), theme::markerBackgrounds()[0]) < 3);
        for (const theme::PlayerColor& player : theme::playerColors()) {
            for (const QColor& background : theme::markerBackgrounds()) {
                const qreal ratio = theme::contrastRatio(player.color, background);
                QVERIFY2(ratio >= 3.0, qPrintable(QStringLiteral("%1 on %2: %3")
                                                      .arg(player.color.name(), background.name())
                                                      .arg(ratio)));
            }
        }
        // Markers at the minimum card size stay at least 10 device pixels.
        CardView letter;
        QVERIFY(theme::markerDrawnSize(letter, BoardView::kMinCardPixels) >= 10);
    }

    void cardsAndBoardHaveAccessibleNames() {
        Board board;
        board.scene.setTable(column(5));
        QCoreApplication::processEvents();
        const QString marked = board.scene.accessibleNameAt(QPoint(0, 1));
        QVERIFY2(marked.contains(QStringLiteral("Ł")) && marked.contains(QStringLiteral("Celina")),
                 qPrintable(marked));
        QVERIFY(board.scene.accessibleNameAt(QPoint(0, 2)).contains(QStringLiteral("Ania")));
        QVERIFY(board.scene.accessibleNameAt(QPoint(5, 5)).isEmpty());
        QVERIFY(!board.view.accessibleDescription().isEmpty());
        board.view.setFocus();
        QTest::keyClick(&board.view, Qt::Key_Down);  // keyboard focus onto a card
        QVERIFY(board.scene.focusedCell().has_value());
        // The keyboard hears the cell's name and the card ("B2: Ł, Łazienki").
        QCOMPARE(board.view.accessibleDescription(),
                 board.scene.describeCell(*board.scene.focusedCell()));
        QVERIFY2(
            board.view.accessibleDescription().startsWith(
                board.scene.cellNames().name(*board.scene.focusedCell()) + QStringLiteral(": Ł")),
            qPrintable(board.view.accessibleDescription()));
    }

    // The arrows step one cell straight along the row or column, over empty cells too (a frame
    // shows the cursor there), and stay at the edge of the cards' box, saying the cell again.
    void theArrowsStepOneCellStraight() {
        Board board;
        TableView table = column(2);  // B2, B3 …
        CellView right;
        right.cell = QPoint(1, 0);
        right.card.letter = QStringLiteral("K");
        right.card.landmark = QStringLiteral("KOLOSEUM");
        table.cells.append(right);  // … and C2: C3 is the box's empty corner
        board.scene.setTable(table);
        QCoreApplication::processEvents();
        board.view.setFocus();
        QSignalSpy said(&board.scene, &BoardScene::focusChanged);
        const auto press = [&](Qt::Key key) {
            QTest::keyClick(&board.view, key);
            return board.scene.focusedCell().value_or(QPoint(-99, -99));
        };
        QCOMPARE(press(Qt::Key_Down), QPoint(0, 0));  // the first key: the first card
        QCOMPARE(press(Qt::Key_Right), QPoint(1, 0));
        QCOMPARE(press(Qt::Key_Down), QPoint(1, 1));  // straight down, onto nothing
        QVERIFY2(board.view.accessibleDescription().startsWith(
                     board.scene.cellNames().name(QPoint(1, 1)) + QStringLiteral(": ")),
                 qPrintable(board.view.accessibleDescription()));
        const QList<QGraphicsItem*> atCursor =
            board.scene.items(BoardScene::cellRect(QPoint(1, 1)).center());
        QVERIFY2(std::any_of(atCursor.cbegin(), atCursor.cend(),
                             [](const QGraphicsItem* item) {
                                 return item->isVisible() &&
                                        qgraphicsitem_cast<const QGraphicsRectItem*>(item) !=
                                            nullptr;
                             }),
                 "a frame shows the cursor on the empty cell");
        QCOMPARE(press(Qt::Key_Left), QPoint(0, 1));
        QCOMPARE(press(Qt::Key_Up), QPoint(0, 0));
        const int before = int(said.size());
        QCOMPARE(press(Qt::Key_Up), QPoint(0, 0));  // the edge: it stays …
        QCOMPARE(int(said.size()), before + 1);     // … and says the cell again
        QCOMPARE(press(Qt::Key_Right), QPoint(1, 0));
        QCOMPARE(press(Qt::Key_Right), QPoint(1, 0));
    }
};

QTEST_MAIN(BoardTest)
#include "test_board.moc"
