#include "app/ScreenshotMode.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QListWidget>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QTimer>
#include <cmath>
#include <cstdio>

#include "analysis/AnalysisPanel.h"
#include "app/MainWindow.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "bots/bot.h"
#include "dialogs/HelpDialogs.h"
#include "dialogs/NewGameDialog.h"
#include "dictionary/dictionary.h"
#include "engine/io/record.h"
#include "game/AutoPlay.h"
#include "game/GameController.h"
#include "history/StatisticsWindow.h"
#include "replay/ReplayViewer.h"
#include "services/Settings.h"
#include "tutorial/TutorialController.h"
#include "tutorial/TutorialOverlay.h"

namespace ps::ui {

using namespace ps::engine;

namespace {

void settle() {
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
    }
}

// The window with a dialog drawn over it as a window manager would show it: where the app put
// it (the help dialogs dock beside the table), or centred when that lies outside the window.
QImage composite(QWidget& window, QWidget* dialog) {
    QImage image = window.grab().toImage();
    if (dialog == nullptr) {
        return image;
    }
    const QImage content = dialog->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const int titleHeight = 30;
    const QSizeF size = QSizeF(content.size()) / content.devicePixelRatio();
    QRectF frame((image.width() / dpr - size.width()) / 2,
                 (image.height() / dpr - size.height() - titleHeight) / 2, size.width(),
                 size.height() + titleHeight);
    const QPointF placed = dialog->geometry().topLeft() - window.geometry().topLeft();
    const QRectF shown(placed.x(), placed.y() - titleHeight, size.width(),
                       size.height() + titleHeight);
    if (QRectF(0, 0, image.width() / dpr, image.height() / dpr).contains(shown)) {
        frame = shown;
    }
    painter.fillRect(QRectF(0, 0, image.width() / dpr, image.height() / dpr), QColor(0, 0, 0, 70));
    for (int i = 12; i > 0; --i) {  // soft shadow
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 6));
        painter.drawRoundedRect(frame.adjusted(-i, -i + 4, i, i + 4), 10, 10);
    }
    QPainterPath path;
    path.addRoundedRect(frame, 8, 8);
    painter.setClipPath(path);
    painter.fillRect(frame, QColor(0x2b, 0x31, 0x3c));
    painter.setPen(Qt::white);
    QFont font = painter.font();
    font.setBold(true);
    painter.setFont(font);
    painter.drawText(QRectF(frame.left(), frame.top(), frame.width(), titleHeight), Qt::AlignCenter,
                     dialog->windowTitle());
    painter.drawImage(QRectF(frame.left(), frame.top() + titleHeight, size.width(), size.height()),
                      content);
    return image;
}

// The smallest card and marker on screen, in device pixels, measured from the view's
// transform (targets at 1280×800: cards ≥ 40, markers ≥ 10).
void reportSizes(const char* name, MainWindow& window) {
    if (!window.boardView()->isVisible()) {
        std::printf("%s card_px=n/a marker_px=n/a (no table in the picture)\n", name);
        return;
    }
    std::printf("%s card_px=%d marker_px=%d\n", name,
                int(std::floor(window.boardView()->cardPixels())),
                int(std::floor(window.boardView()->markerPixels())));
}

bool save(const QImage& image, const QString& directory, const char* name, MainWindow& window) {
    const QString path = QDir(directory).filePath(QString::fromLatin1(name));
    const bool ok = image.save(path);
    std::printf("%s %s\n", ok ? "wrote" : "FAILED", qPrintable(path));
    reportSizes(name, window);
    return ok;
}

// The players of the scripted game: two people and a third seat, a fixed deal.
GameSetup scriptedSetup() {
    GameSetup setup;
    setup.seats = {{QStringLiteral("Jagoda"), 0, SeatKind::Human},
                   {QStringLiteral("Artur"), 1, SeatKind::Human},
                   {QStringLiteral("Ewa"), 2, SeatKind::Human}};
    setup.seed = 20261125;
    setup.startSeat = 0;
    return setup;
}

// 1. The new-game dialog over the welcome page.
bool shootNewGameDialog(MainWindow& window, const GameSetup& setup, const QString& directory) {
    GameSetup shown = setup;
    shown.seats[2].kind = SeatKind::BotMedium;
    shown.blackCardVariant = true;
    NewGameDialog dialog(shown, true, &window);
    dialog.show();
    dialog.adjustSize();
    settle();
    const bool ok = save(composite(window, &dialog), directory, "new-game.png", window);
    dialog.hide();
    return ok;
}

// One bot move applied through the controller, as a person's; false when no seat is awaited.
bool playOneMove(GameController& controller, AutoPlay& autoplay) {
    const auto action = autoplay.next();
    if (!action) {
        return false;
    }
    if (controller.apply(*action)) {
        controller.playForTimeout();  // should not happen; keep the script going
    }
    settle();
    return true;
}

// Bots move for everyone until round 3, then the current player places a card; returns the
// word the bot would play then, if any.
std::optional<PlayWord> playToMidGameWord(GameController& controller, AutoPlay& autoplay) {
    while (!controller.isOver() &&
           (controller.position().round < 3 || controller.position().phase != Phase::Place)) {
        if (!playOneMove(controller, autoplay)) {
            break;
        }
    }
    std::optional<PlayWord> word;
    for (int guard = 0; guard < 20 && !word && !controller.isOver(); ++guard) {
        const auto action = autoplay.next();
        if (!action) {
            break;
        }
        if (const auto* play = std::get_if<PlayWord>(&*action)) {
            word = *play;
            break;
        }
        controller.apply(*action);
        settle();
    }
    return word;
}

// Runs the event loop until `done` holds or `seconds` pass; whether it held.
template <class Condition>
bool waitUntil(Condition done, int seconds = 20) {
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < seconds * 1000) {
        QApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    return done();
}

// 3. A help offer as the active player sees it: summary only, the word stays secret. The next
// seat offers the word for one of its cards; the offer is refused afterwards.
bool shootHelpOffer(MainWindow& window, GameController& controller, const PlayWord& word,
                    const QString& directory) {
    const GameState& state = controller.position();
    const auto helper =
        static_cast<PlayerId>((state.currentPlayer + 1) % int(state.players.size()));
    std::vector<CardId> price;
    for (const CardId card : word.cards) {
        if (findCard(state, card) != nullptr) {
            price.push_back(card);
            break;
        }
    }
    // The bot's word names its cards: the offer uses them.
    if (controller.apply(HelpOffer{helper, word.word, word.cards, price})) {
        std::printf("FAILED help offer\n");
        return false;
    }
    // The people's desk puts the offer to the active player in its dialog: pictured there, then
    // refused in it (the refusal goes through the session's door like any answer).
    bool ok = false;
    bool shown = false;
    QTimer poll;
    poll.setInterval(50);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (shown || modal == nullptr || modal->objectName() != QLatin1String("helpAnswerDialog")) {
            return;
        }
        shown = true;
        modal->adjustSize();
        settle();
        ok = save(composite(window, modal), directory, "help-offer.png", window);
        static_cast<QDialog*>(modal)->reject();
    });
    poll.start();
    waitUntil([&] { return shown && QApplication::activeModalWidget() == nullptr; });
    poll.stop();
    settle();
    if (!shown) {
        std::printf("FAILED help-offer.png: the offer was not put to the player\n");
    }
    return shown && ok;
}

// 2. Mid-game: the current player has placed a card and types the word the bot would play;
// then 3, the help offer, and the word is played.
bool shootMidGame(MainWindow& window, GameController& controller, AutoPlay& autoplay,
                  const QString& directory) {
    const std::optional<PlayWord> word = playToMidGameWord(controller, autoplay);
    if (!word) {
        std::printf("FAILED no word for the mid-game picture\n");
        return false;
    }
    window.setWordText(GameController::wordText(word->word).toLower());
    settle();
    bool ok = save(composite(window, nullptr), directory, "mid-game.png", window);
    window.setWordText(QString());
    ok = shootHelpOffer(window, controller, *word, directory) && ok;
    controller.apply(*word);
    settle();
    return ok;
}

// 0. The welcome page with its ways in, then the first lesson's first step; the lesson is left
// again (its progress lives in the throwaway settings).
bool shootWelcomeAndTutorial(MainWindow& window, const QString& directory) {
    settle();
    bool ok = save(window.grab().toImage(), directory, "welcome.png", window);
    auto* tutorial = window.findChild<tutorial::TutorialController*>();
    if (tutorial == nullptr || !tutorial->start(0, true) || !waitUntil([&] {
            return tutorial->overlay() != nullptr && tutorial->overlay()->isShown();
        })) {
        std::printf("FAILED tutorial.png: the first lesson did not start\n");
        return false;
    }
    settle();
    ok = save(window.grab().toImage(), directory, "tutorial.png", window) && ok;
    tutorial->leave();
    settle();
    return ok;
}

// 0b. The first lesson's haggle: Bolek's offer with the Z unticked, as the step asks. The lesson
// resumes at the turn of the offer (progress lives in the throwaway settings); the counter is
// then sent, Bolek's counter back accepted, and the lesson left.
bool shootTutorialHaggle(MainWindow& window, GameController& controller, const QString& directory) {
    auto* tutorial = window.findChild<tutorial::TutorialController*>();
    const auto loaded = tutorial::TutorialController::loadLessonFile(
        tutorial::TutorialController::lessonFiles()[0]);
    const auto* lesson = std::get_if<tutorial::Lesson>(&loaded);
    if (tutorial == nullptr || lesson == nullptr) {
        std::printf("FAILED tutorial-haggle.png: no first lesson\n");
        return false;
    }
    // The placing step of the turn whose next step asks for the counter-offer.
    int place = -1;
    for (int i = 0; i + 1 < int(lesson->steps.size()); ++i) {
        const auto& next = lesson->steps[std::size_t(i) + 1].expect;
        if (next && next->value("type", "") == "help-counter") {
            place = i;
        }
    }
    const auto& placing = place >= 0 ? lesson->steps[std::size_t(place)].expect : std::nullopt;
    if (!placing || placing->value("type", "") != "place") {
        std::printf("FAILED tutorial-haggle.png: the lesson has no counter-offer step\n");
        return false;
    }
    tutorial::TutorialController::rememberStep(lesson->id, place);
    if (!tutorial->start(0) || tutorial->step() != place) {
        std::printf("FAILED tutorial-haggle.png: the lesson did not resume at its step %d\n",
                    place + 1);
        return false;
    }
    bool saved = false;
    bool grabbed = false;
    QTimer poll;
    poll.setInterval(50);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal == nullptr || modal->objectName() != QLatin1String("helpAnswerDialog")) {
            return;
        }
        auto* price = modal->findChild<QListWidget*>(QStringLiteral("counterPrice"));
        auto* counter = modal->findChild<QPushButton*>(QStringLiteral("helpCounter"));
        auto* accept = modal->findChild<QPushButton*>(QStringLiteral("helpAccept"));
        if (grabbed || price == nullptr || counter == nullptr) {
            if (accept != nullptr) {
                accept->click();  // Bolek's counter back
            }
            return;
        }
        for (int i = 0; i < price->count(); ++i) {
            QListWidgetItem* item = price->item(i);
            if (item->checkState() == Qt::Checked && item->text().startsWith(QLatin1Char('Z'))) {
                item->setCheckState(Qt::Unchecked);
                price->scrollToItem(item);
            }
        }
        settle();
        saved = save(composite(window, modal), directory, "tutorial-haggle.png", window);
        grabbed = true;
        counter->click();
    });
    poll.start();
    const auto& at = placing->at("at");
    controller.placeAt(QPoint(at[0].get<int>(), at[1].get<int>()));
    waitUntil([&] { return tutorial->step() > place + 2 || !tutorial->isRunning(); });
    poll.stop();
    tutorial->leave();
    settle();
    if (!grabbed) {
        std::printf("FAILED tutorial-haggle.png: Bolek's offer was not shown\n");
    }
    return grabbed && saved;
}

// 5. After the game: the statistics window (the finished game is in the history) and the
// replay viewer half-way through that game.
bool shootStatisticsAndReplay(MainWindow& window, GameController& controller,
                              const QString& directory) {
    auto* action = window.findChild<QAction*>(QStringLiteral("statisticsAction"));
    if (action == nullptr) {
        std::printf("FAILED statistics.png: no Statistics entry\n");
        return false;
    }
    // The recorder writes the finished game on its worker thread; the window reads after it.
    QApplication::processEvents(QEventLoop::AllEvents, 500);
    action->trigger();
    auto* statistics = window.findChild<history::StatisticsWindow*>();
    if (statistics == nullptr || !waitUntil([&] { return statistics->loaded(); })) {
        std::printf("FAILED statistics.png: the window did not load\n");
        return false;
    }
    statistics->resize(1100, 760);
    settle();
    bool ok = save(statistics->grab().toImage(), directory, "statistics.png", window);
    statistics->close();
    const auto record = controller.session()->record();
    if (!record) {
        std::printf("FAILED replay.png: the game has no record\n");
        return false;
    }
    ReplayViewer* viewer =
        ReplayViewer::openRecordText(QString::fromStdString(engine::io::writeRecord(*record)),
                                     QStringLiteral("Jagoda, Artur, Ewa"), &window);
    if (viewer == nullptr) {
        std::printf("FAILED replay.png: %s\n", qPrintable(ReplayViewer::lastOpenError()));
        return false;
    }
    viewer->setSeats(scriptedSetup().seats);  // a bare record has no names
    viewer->resize(1280, 800);
    viewer->showPosition(viewer->turnCount() / 2);
    settle();
    ok = save(viewer->grab().toImage(), directory, "replay.png", window) && ok;
    // The expert's analysis of the game, in the viewer's Analysis tab, once it is complete.
    analysis::AnalysisPanel* panel = viewer->analysisPanel();
    if (panel == nullptr || !panel->available()) {
        std::printf("FAILED analysis.png: the replay viewer has no analysis\n");
        viewer->close();
        return false;
    }
    viewer->tabs()->setCurrentWidget(viewer->tabs()->widget(viewer->tabs()->count() - 1));
    // A light budget (the settings are throwaway here): the picture takes seconds, not minutes.
    Settings::setAnalysisDeals(Settings::kAnalysisDealsMin * 4);
    if (!panel->isRunning() && panel->analysis().turns.empty()) {
        panel->start();
    }
    const bool analysed = waitUntil([&] { return !panel->isRunning(); }, 300);
    if (!analysed) {
        std::printf("FAILED analysis.png: the analysis did not end within 300 s\n");
    }
    settle();
    ok = analysed && save(viewer->grab().toImage(), directory, "analysis.png", window) && ok;
    viewer->close();
    return ok;
}

// 4. The end: play on to the last round; grab the end-of-game dialog when it appears.
bool shootEndOfGame(MainWindow& window, GameController& controller, AutoPlay& autoplay,
                    const QString& directory) {
    bool saved = true;
    bool grabbed = false;
    QTimer poll;
    poll.setInterval(50);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal != nullptr && modal->objectName() == QLatin1String("endGameDialog")) {
            modal->adjustSize();
            settle();
            saved = save(composite(window, modal), directory, "end-of-game.png", window) && saved;
            grabbed = true;
            modal->close();
        }
    });
    poll.start();
    for (int guard = 0; guard < 2000 && !controller.isOver(); ++guard) {
        if (!playOneMove(controller, autoplay)) {
            break;
        }
    }
    for (int i = 0; i < 100 && !grabbed; ++i) {
        QApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    if (!grabbed) {
        std::printf("FAILED end-of-game dialog not shown\n");
        return false;
    }
    return saved;
}

// 5. Late in a game of four medium bots: the table at the start of a turn in round 6, as large
// as it gets, with the last move shown. The bots' moves are applied one by one on this thread,
// as in the scripted game, so the picture is the same on every run.
bool shootLateGame(MainWindow& window, GameController& controller,
                   const bots::Vocabulary& vocabulary, const QString& directory) {
    GameSetup setup;
    setup.seats = {{QStringLiteral("Ala"), 0, SeatKind::Human},
                   {QStringLiteral("Bartek"), 1, SeatKind::Human},
                   {QStringLiteral("Celina"), 2, SeatKind::Human},
                   {QStringLiteral("Darek"), 3, SeatKind::Human}};
    setup.seed = 20261126;
    setup.startSeat = 0;
    if (!window.startGame(setup)) {
        std::printf("FAILED the four-player game did not start\n");
        return false;
    }
    AutoPlay autoplay(controller, vocabulary);
    const auto atRoundSix = [&] {
        const GameState& state = controller.position();
        return state.round >= 6 && state.phase == Phase::Place && state.turn.placed.empty();
    };
    for (int guard = 0; guard < 5000 && !atRoundSix() && !controller.isOver(); ++guard) {
        if (!playOneMove(controller, autoplay)) {
            break;
        }
    }
    if (!atRoundSix()) {
        std::printf("FAILED the four-player game did not reach round 6\n");
        return false;
    }
    settle();
    return save(composite(window, nullptr), directory, "late-game.png", window);
}

}  // namespace

int takeScreenshots(MainWindow& window, GameController& controller,
                    const dict::Dictionary& dictionary, const bots::CommonWords* commonWords,
                    const QString& directory) {
    QDir().mkpath(directory);
    window.setAutosaveEnabled(false);
    window.boardScene()->setAnimationsEnabled(false);  // pictures of settled states
    controller.setBotDelay(0);
    // POTEGA_SCREENSHOT_SIZE=1920x1080 looks at other screens (the pictures in docs/ are 1280×800).
    const QStringList size = qEnvironmentVariable("POTEGA_SCREENSHOT_SIZE").split(QLatin1Char('x'));
    const int width = size.size() == 2 ? size[0].toInt() : 0;
    const int height = size.size() == 2 ? size[1].toInt() : 0;
    window.resize(width >= 640 ? width : 1280, height >= 480 ? height : 800);
    settle();

    const GameSetup setup = scriptedSetup();
    bool ok = shootWelcomeAndTutorial(window, directory);
    ok = shootTutorialHaggle(window, controller, directory) && ok;
    ok = shootNewGameDialog(window, setup, directory) && ok;
    if (!window.startGame(setup)) {
        return 1;
    }
    const bots::Vocabulary vocabulary{&dictionary, commonWords};
    AutoPlay autoplay(controller, vocabulary);
    ok = shootMidGame(window, controller, autoplay, directory) && ok;
    ok = shootEndOfGame(window, controller, autoplay, directory) && ok;
    ok = shootStatisticsAndReplay(window, controller, directory) && ok;
    ok = shootLateGame(window, controller, vocabulary, directory) && ok;
    return ok ? 0 : 1;
}

}  // namespace ps::ui
