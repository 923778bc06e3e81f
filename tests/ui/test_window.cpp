// The window fits the screens it is made for (1280×800 at scale 1, 1920×1080 at
// QT_SCALE_FACTOR=1.5: CTest runs this suite at both) with four players, the word field shows
// long words whole, and the players' panels show what they promise.

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QTest>

#include "app/MainWindow.h"
#include "game/GameController.h"
#include "services/Resources.h"
#include "services/Settings.h"
#include "test_lexicon.h"
#include "ui_test_support.h"
#include "widgets/PlayerPanel.h"

using namespace ps::ui;

namespace {

// Whether `word` shows whole in the line edit: the cursor moves from its start to its end
// without the line scrolling (a word wider than the field scrolls, and the distance between
// the two cursor positions is then less than the word's width), and the end is inside.
bool showsWhole(QLineEdit* edit, const QString& word, QString* why) {
    edit->setText(word);
    edit->setCursorPosition(0);
    const int start = edit->inputMethodQuery(Qt::ImCursorRectangle).toRect().left();
    edit->setCursorPosition(int(word.size()));
    const int end = edit->inputMethodQuery(Qt::ImCursorRectangle).toRect().left();
    const int textWidth = QFontMetrics(edit->font()).horizontalAdvance(word);
    *why = QStringLiteral(
               "%1: %2 px of text, field %3 px wide, the cursor went from x=%4 to "
               "x=%5")
               .arg(word)
               .arg(textWidth)
               .arg(edit->width())
               .arg(start)
               .arg(end);
    return std::abs(end - start - textWidth) <= 1 && end <= edit->width();
}

}  // namespace

class WindowTest : public QObject {
    Q_OBJECT
  private:
    ps::ui::test::TestLexicon lexicon_;
    std::optional<ps::engine::Deck> deck_;
    std::unique_ptr<MainWindow> window_;
    GameController* controller_ = nullptr;

    // Layout requests cascade (a panel's cards wrap once it has its width): let them all run.
    static void settle() {
        for (int round = 0; round < 5; ++round) {
            QCoreApplication::processEvents();
        }
    }

    // Four players with long names, hints on, and every panel as full as a late game makes it.
    void startFourPlayers() {
        window_ = std::make_unique<MainWindow>();
        window_->setAutosaveEnabled(false);
        controller_ = new GameController(lexicon_, *deck_, window_.get());
        controller_->setHintFunction([](const ps::engine::Game&, const ps::bots::Thinking&) {
            return std::optional<ps::bots::Suggestion>{};
        });
        window_->setController(controller_);
        window_->resize(1280, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        GameSetup setup = GameSetup::defaults();
        setup.seats = {{QStringLiteral("Jagoda Wierzbicka"), 0, SeatKind::Human},
                       {QStringLiteral("Bartłomiej Żółkiewski"), 1, SeatKind::Human},
                       {QStringLiteral("Ewa"), 2, SeatKind::Human},
                       {QStringLiteral("Zdzisław Chrząszcz"), 3, SeatKind::Human}};
        setup.hints = true;
        setup.seed = 5;
        setup.startSeat = 0;
        QVERIFY(window_->startGame(setup));
        TableView table = controller_->tableView();
        for (SeatView& seat : table.seats) {
            for (int i = 0; i < 24; ++i) {
                seat.captured.append(table.cells[i % table.cells.size()].card);
            }
            seat.cardPoints = 188;
            seat.zonePoints = 24;
        }
        window_->showTable(table);
        settle();
        QVERIFY(window_->hintButton()->isVisible());
    }

    // With POTEGA_UI_GRAB_DIR=dir, a picture of what the test checks.
    void grab(const QString& name) const {
        const QString folder = qEnvironmentVariable("POTEGA_UI_GRAB_DIR");
        if (!folder.isEmpty()) {
            window_->grab().save(folder + QLatin1Char('/') + name);
        }
    }

    void checkWordsShowWhole() {
        QString why;
        for (const QString& word :
             {QStringLiteral("ZETRWANIANIAMI"), QStringLiteral("NAJNIEPRAWDOPODOBNIEJSZYMI")}) {
            QVERIFY2(showsWhole(window_->wordEdit(), word, &why), qPrintable(why));
        }
    }

  private slots:
    void initTestCase() {
        const DeckResult deck = loadStandardDeck();
        QVERIFY2(deck.deck.has_value(), qPrintable(deck.error));
        deck_ = *deck.deck;
        // The scaled run must really be scaled, or it would prove nothing.
        const double scale =
            qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1")).toDouble();
        QWidget probe;
        QCOMPARE(probe.devicePixelRatioF(), scale);
    }

    void cleanup() {
        window_.reset();
        controller_ = nullptr;
    }

    // In logical pixels, the same at both scales: 1280×720 is 1920×1080 at 1.5, and 1280×760
    // leaves 1280×800 room for a panel and the title bar.
    void minimumSizeFitsTheSmallScreens() {
        startFourPlayers();
        const QSize minimum = window_->minimumSizeHint();
        qInfo("main window minimum with four players: %d×%d logical px", minimum.width(),
              minimum.height());
        QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 760,
                 qPrintable(QStringLiteral("minimum %1×%2 at scale 1")
                                .arg(minimum.width())
                                .arg(minimum.height())));
        QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 720,
                 qPrintable(QStringLiteral("minimum %1×%2 does not fit 1920×1080 at 1.5")
                                .arg(minimum.width())
                                .arg(minimum.height())));
        // At its smallest the window still shows every panel's name (they scroll) and a
        // 20-letter word.
        window_->resize(minimum);
        settle();
        QString why;
        QVERIFY2(showsWhole(window_->wordEdit(), QStringLiteral("NAJNIEPRAWDOPODOBNIE"), &why),
                 qPrintable(why));
        grab(QStringLiteral("window-minimum.png"));
    }

    void longWordsShowWholeAt1280x800() {
        startFourPlayers();
        window_->resize(1280, 800);
        settle();
        checkWordsShowWhole();
        grab(QStringLiteral("window-1280x800.png"));
    }

    // What a maximised window has on 1920×1080 at 1.5 (a panel and the title bar taken off).
    void longWordsShowWholeAt1280x680() {
        startFourPlayers();
        window_->resize(1280, 680);
        settle();
        checkWordsShowWhole();
        grab(QStringLiteral("window-1280x680.png"));
    }

    void capturedCardsNeverOverlap() {
        startFourPlayers();
        for (int seat = 0; seat < 4; ++seat) {
            CapturedCards* captured = window_->playerPanel(seat)->capturedCards();
            QCOMPARE(captured->count(), 24);
            const QList<QRect> rects = captured->cardRects();
            QCOMPARE(rects.size(), 24);
            for (int i = 0; i < rects.size(); ++i) {
                QVERIFY2(captured->rect().contains(rects[i]),
                         qPrintable(QStringLiteral("card %1 outside its %2×%3 area")
                                        .arg(i)
                                        .arg(captured->width())
                                        .arg(captured->height())));
                for (int j = i + 1; j < rects.size(); ++j) {
                    QVERIFY2(!rects[i].intersects(rects[j]),
                             qPrintable(QStringLiteral("cards %1 and %2 overlap").arg(i).arg(j)));
                }
            }
        }
    }

    void panelShowsTheBotsLevelAndTheMarkersShape() {
        PlayerPanel panel(1);
        SeatView seat;
        seat.name = QStringLiteral("Bartek");
        seat.shapeIndex = 1;
        seat.human = false;
        panel.setKind(SeatKind::BotHard);
        panel.setSeat(seat, false, false, {seat, seat});
        QCOMPARE(panel.kindLabel()->text(), QStringLiteral("bot · trudny"));
        QVERIFY(!panel.kindLabel()->isHidden());
        QVERIFY2(panel.markerLabel()->toolTip().contains(QStringLiteral("kwadrat")),
                 qPrintable(panel.markerLabel()->toolTip()));
        QVERIFY(!panel.markerLabel()->pixmap().isNull());
        QVERIFY(panel.accessibleName().contains(QStringLiteral("bot · trudny")));

        panel.setKind(SeatKind::BotEasy);
        QCOMPARE(panel.kindLabel()->text(), QStringLiteral("bot · łatwy"));
        seat.human = true;  // a person: no level
        panel.setKind(SeatKind::Human);
        panel.setSeat(seat, true, false, {seat, seat});
        QVERIFY(panel.kindLabel()->isHidden());
    }

    void windowOpensWithinTheScreen() {
        const QRect laptop(0, 0, 1280, 770);   // 1280×800 with a 30 px panel
        const QRect scaled(0, 27, 1280, 693);  // 1920×1080 at 1.5, a panel on top
        for (const QRect& available : {laptop, scaled}) {
            const QRect first = WindowPlacement::firstLaunchFrame(available);
            QVERIFY(available.contains(first));
            // A window remembered from a larger screen comes back inside this one.
            const QRect remembered =
                WindowPlacement::fitIntoScreen(QRect(300, 200, 1920, 1200), available);
            QVERIFY(available.contains(remembered));
            QCOMPARE(remembered.size(), available.size());
            // One that fits keeps its size and place.
            const QRect small(40, 60, 900, 600);
            QCOMPARE(WindowPlacement::fitIntoScreen(small, available), small);
        }

        // On this test screen: the first launch, then a window remembered at 1920×1200.
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        {
            MainWindow first;
            first.placeOnScreen();
            QVERIFY2(available.contains(first.geometry()),
                     qPrintable(QStringLiteral("%1×%2 on a %3×%4 screen")
                                    .arg(first.width())
                                    .arg(first.height())
                                    .arg(available.width())
                                    .arg(available.height())));
            const bool small = available.width() < WindowPlacement::kRoomyScreen.width() ||
                               available.height() < WindowPlacement::kRoomyScreen.height();
            QCOMPARE(first.windowState().testFlag(Qt::WindowMaximized), small);
        }
        {
            MainWindow large;
            large.setGeometry(0, 0, 1920, 1200);
            Settings::setWindowLayout(large.saveGeometry(), large.saveState());
        }
        MainWindow remembered;
        remembered.placeOnScreen();
        QVERIFY(available.contains(remembered.geometry()));
        Settings::setWindowLayout({}, {});
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    WindowTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_window.moc"
