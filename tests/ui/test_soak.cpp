// A soak test: whole games played through the real window, as people play them, for a set
// time (POTEGA_SOAK_SECONDS, default 60) from a seed (POTEGA_SOAK_SEED, default 1). Scripted
// people click a cell where their card may go, type a word key by key (a word the app's hint
// function finds) or press "No word", offer each other help, haggle, vote, take moves back,
// save and load, switch the language and resize the window between and during turns; bots
// fill the other seats. A dialog answerer answers every modal dialog as a person would.
//
// Everything it sees go wrong is a finding, and the test fails when there is any:
//  - the event loop stalled over 250 ms during the app's own work (StallMonitor, less the time
//    the thread waited for a CPU while other programs ran);
//  - a dialog whose frame is not wholly inside its screen's available area;
//  - a button that accepts a deal or a vote which Enter would press;
//  - the table's scale changed during a person's turn without anyone asking for it;
//  - a key typed for the word line landed elsewhere, or the line does not hold what was typed;
//  - a click on a free cell that did not place the card, a save that does not load back
//    the same game, a game that stops moving.

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFuture>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>
#include <fstream>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <set>

#include "app/MainWindow.h"
#include "app/TableDesk.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "bots/movegen.h"
#include "dialogs/DialogPlacement.h"
#include "dialogs/HelpDialogs.h"
#include "dictionary/dictionary.h"
#include "game/BotFactory.h"
#include "game/GameController.h"
#include "game/Player.h"
#include "services/Language.h"
#include "services/Resources.h"
#include "services/StallMonitor.h"
#include "ui_driver.h"
#include "ui_test_support.h"

using namespace ps::ui;
using ps::Letter;
using ps::Word;
using ps::engine::Phase;

namespace {

constexpr qint64 kStallLimitMs = 250;
// A game whose record has not moved for this long is stuck (bots answer in seconds).
constexpr qint64 kStuckAfterMs = 90'000;
// The window sizes every run covers (logical pixels).
const QList<QSize> kWindowSizes = {QSize(1024, 700), QSize(1280, 720), QSize(1280, 790),
                                   QSize(1280, 800), QSize(1366, 768), QSize(1920, 1080)};
// Buttons that settle a deal or a vote: Enter typed for the word line must never press them.
const QStringList kDecidingButtons = {
    QStringLiteral("helpAccept"), QStringLiteral("acceptSuspected"),
    QStringLiteral("acceptUnknownWord"), QStringLiteral("takeBackAgree")};

QString sizeText(QSize size) {
    return QStringLiteral("%1×%2").arg(size.width()).arg(size.height());
}

QString rectText(const QRect& rect) {
    return QStringLiteral("%1,%2 %3").arg(rect.x()).arg(rect.y()).arg(sizeText(rect.size()));
}

QString widgetText(const QObject* widget) {
    if (widget == nullptr) {
        return QStringLiteral("nothing");
    }
    return QString::fromLatin1(widget->metaObject()->className()) + QLatin1Char(' ') +
           (widget->objectName().isEmpty() ? QStringLiteral("(unnamed)") : widget->objectName());
}

// This thread's time on a CPU and waiting on a run queue (ms), from the scheduler's figures. The
// part of an event-loop gap spent waiting for a CPU is the machine's doing (ctest beside
// builds on two cores), not the app's.
struct ThreadTimes {
    qint64 onCpuMs = 0;
    qint64 waitingMs = 0;
};
ThreadTimes threadTimes() {
    std::ifstream schedstat("/proc/thread-self/schedstat");
    long long onCpuNs = 0;
    long long waitingNs = 0;
    if (!(schedstat >> onCpuNs >> waitingNs)) {
        return {};
    }
    return {onCpuNs / 1'000'000, waitingNs / 1'000'000};
}

bool pressButton(QWidget* dialog, const QString& name) {
    auto* button = dialog->findChild<QPushButton*>(name);
    if (button == nullptr || !button->isEnabled() || !button->isVisible()) {
        return false;
    }
    QTest::mouseClick(button, Qt::LeftButton);
    return true;
}

// The offscreen platform's screen is 800×600 unless told otherwise: give it the size of a
// 1920×1080 monitor (in logical pixels at QT_SCALE_FACTOR) so every window size of the run
// fits on it. The file must outlive the application.
void giveTheOffscreenPlatformALargeScreen(QTemporaryFile& config) {
    if (qEnvironmentVariable("QT_QPA_PLATFORM") != QStringLiteral("offscreen") || !config.open()) {
        return;
    }
    bool ok = false;
    double factor = qEnvironmentVariable("QT_SCALE_FACTOR").toDouble(&ok);
    if (!ok || factor <= 0) {
        factor = 1.0;
    }
    const int width = int(std::lround(1920 * factor));
    const int height = int(std::lround(1080 * factor));
    config.write(QStringLiteral(R"({"screens": [{"name": "soak", "x": 0, "y": 0,
        "width": %1, "height": %2, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                     .arg(width)
                     .arg(height)
                     .toUtf8());
    config.flush();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.fileName().toUtf8());
}

}  // namespace

// One soak run: the window, the controller, the scripted people, the dialog answerer and the
// findings.
class Soak : public QObject {
  public:
    Soak(quint64 seed, ps::dict::Dictionary dictionary, ps::engine::Deck deck)
        : seed_(seed), random_(seed), dictionary_(std::move(dictionary)) {
        wordFinder_ = makeHintFunction(&dictionary_, nullptr);
        window_ = std::make_unique<MainWindow>();
        window_->setAutosaveEnabled(false);
        controller_ = new GameController(dictionary_, std::move(deck), window_.get());
        controller_->setBotFactory(makeBotFactory(&dictionary_, nullptr));
        controller_->setHintFunction(makeHintFunction(&dictionary_, nullptr));
        window_->setController(controller_);
        connect(controller_, &GameController::turnBegan, this, [this] { ++turnsInGame_; });
        connect(&answerTimer_, &QTimer::timeout, this, [this] { answerDialog(); });
        answerTimer_.start(10);
        // What moved the keyboard lately, told with a stray key: focus changes and dialogs
        // shown and hidden.
        traceClock_.start();
        connect(qApp, &QApplication::focusChanged, this, [this](QWidget* from, QWidget* to) {
            trace(QStringLiteral("focus %1 -> %2").arg(widgetText(from), widgetText(to)));
        });
        qApp->installEventFilter(this);
        connect(window_.get(), &MainWindow::refreshed, this, [this] {
            if (controller_->hasGame()) {
                trace(QStringLiteral("redrawn: seat %1, phase %2, word line %3")
                          .arg(controller_->currentSeat())
                          .arg(int(controller_->game().state().phase))
                          .arg(window_->wordEdit()->isEnabled() ? QStringLiteral("on")
                                                                : QStringLiteral("off")));
            }
        });
    }

    void run(qint64 seconds) {
        resizeTo(kWindowSizes[int(seed_ % quint64(kWindowSizes.size()))]);
        window_->show();
        (void)QTest::qWaitForWindowExposed(window_.get());
        activateWindow();
        const qint64 budgetMs = seconds * 1000;
        // A game running when the time is up is finished only when near its end, and never
        // past this much extra time.
        const qint64 graceMs = std::max<qint64>(30'000, budgetMs / 2);
        QElapsedTimer clock;
        clock.start();
        for (int game = 1; clock.elapsed() < budgetMs; ++game) {
            gameNumber_ = game;
            playGame(clock, budgetMs, graceMs);
            if (QApplication::activeModalWidget() != nullptr) {
                waitFor([] { return QApplication::activeModalWidget() == nullptr; }, 10'000);
            }
        }
        language::apply(QStringLiteral("pl"));
        printSummary(clock.elapsed());
    }

    ~Soak() override {
        // The window goes first, while the trace it reports to is still there.
        qApp->removeEventFilter(this);
        disconnect(qApp, nullptr, this, nullptr);
        window_.reset();
    }

    [[nodiscard]] const QStringList& findings() const { return findings_; }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show || event->type() == QEvent::Hide) {
            if (auto* widget = qobject_cast<QWidget*>(watched);
                widget != nullptr && widget->isWindow() && widget != window_.get()) {
                trace(QStringLiteral("%1 %2").arg(event->type() == QEvent::Show
                                                      ? QStringLiteral("shown")
                                                      : QStringLiteral("hidden"),
                                                  widgetText(widget)));
            }
        }
        return false;
    }

  private:
    // --- Context and findings

    void trace(const QString& what) {
        keyboardTrace_.push_back(QStringLiteral("%1 ms %2").arg(traceClock_.elapsed()).arg(what));
        while (keyboardTrace_.size() > 16) {
            keyboardTrace_.pop_front();
        }
    }

    [[nodiscard]] QString recentTrace() const {
        return QStringLiteral("; lately (now %1 ms): %2")
            .arg(traceClock_.elapsed())
            .arg(keyboardTrace_.join(QStringLiteral(" | ")));
    }

    void finding(const QString& what) {
        const QString line = QStringLiteral("seed %1, game %2 (%3), window %4, turn %5: %6")
                                 .arg(seed_)
                                 .arg(gameNumber_)
                                 .arg(setupLabel_)
                                 .arg(sizeText(window_->size()))
                                 .arg(turnsInGame_)
                                 .arg(what);
        findings_ << line;
        qWarning("FINDING: %s", qPrintable(line));
    }

    [[nodiscard]] bool chance(double probability) {
        return std::uniform_real_distribution<double>(0.0, 1.0)(random_) < probability;
    }
    [[nodiscard]] int pick(int count) {
        return std::uniform_int_distribution<int>(0, count - 1)(random_);
    }

    // --- Stalls: measured around the app's own work only (the test's own synchronous work,
    // such as saving and loading on purpose, happens outside these windows).

    void measured(const QString& what, const std::function<void()>& work) {
        if (measuring_) {
            work();
            return;
        }
        measuring_ = true;
        StallMonitor monitor(false);
        const ThreadTimes before = threadTimes();
        work();
        QTest::qWait(8);  // one more tick of the monitor sees the end of the work
        const ThreadTimes after = threadTimes();
        measuring_ = false;
        const qint64 gap = monitor.maxStallMs();
        const qint64 waitedForCpu = after.waitingMs - before.waitingMs;
        const qint64 stall = std::max<qint64>(0, gap - waitedForCpu);
        worstGapMs_ = std::max(worstGapMs_, gap);
        worstStallMs_ = std::max(worstStallMs_, stall);
        if (stall > kStallLimitMs) {
            ++stallsOverLimit_;
            finding(QStringLiteral("the event loop stalled %1 ms while %2 (%3 ms on the CPU, "
                                   "%4 ms waiting for one)")
                        .arg(gap)
                        .arg(what)
                        .arg(after.onCpuMs - before.onCpuMs)
                        .arg(waitedForCpu));
        } else if (gap > kStallLimitMs) {
            ++starvedStalls_;
            qInfo("not counted: a %lld ms gap while %s, %lld ms of it waiting for a CPU",
                  static_cast<long long>(gap), qPrintable(what),
                  static_cast<long long>(waitedForCpu));
        }
    }

    void wait(int ms, const QString& what = QStringLiteral("waiting")) {
        measured(what, [ms] { QTest::qWait(ms); });
    }

    bool waitFor(const std::function<bool()>& done, int timeoutMs,
                 const QString& what = QStringLiteral("waiting")) {
        QElapsedTimer clock;
        clock.start();
        while (!done()) {
            if (clock.elapsed() > timeoutMs) {
                return false;
            }
            wait(15, what);
        }
        return true;
    }

    // Lets queued work (layouts, the turn's fit) run; longer on a real window system, where a
    // resize comes back from the window manager.
    void settle() {
        const bool realWindows = QGuiApplication::platformName() == QStringLiteral("xcb");
        measured(QStringLiteral("settling"), [realWindows] {
            for (int pass = 0; pass < 8; ++pass) {
                QCoreApplication::processEvents();
            }
            QTest::qWait(realWindows ? 120 : 30);
        });
    }

    void activateWindow() {
        if (QApplication::activeWindow() == window_.get() ||
            QApplication::activeModalWidget() != nullptr) {
            return;
        }
        window_->activateWindow();
        (void)QTest::qWaitForWindowActive(window_.get(), 2000);
    }

    void resizeTo(QSize size) {
        sizesCovered_.insert(sizeText(size));
        ++resizes_;
        measured(QStringLiteral("resizing to %1").arg(sizeText(size)),
                 [&] { window_->resize(size); });
        settle();
    }

    QSize randomWindowSize() {
        if (chance(0.7)) {
            return kWindowSizes[pick(int(kWindowSizes.size()))];
        }
        return QSize(std::uniform_int_distribution<int>(1024, 1920)(random_),
                     std::uniform_int_distribution<int>(700, 1080)(random_));
    }

    // --- The table's scale during a person's turn

    void baselineScale() {
        settle();
        scaleBaseline_ = window_->boardView()->scale();
        windowAtBaseline_ = window_->size();
        viewAtBaseline_ = window_->boardView()->size();
        scaleTurn_ = turnsInGame_;
    }

    void checkScale(const QString& during) {
        if (scaleTurn_ != turnsInGame_ || !controller_->hasGame() ||
            !controller_->currentSeatIsHuman()) {
            return;  // the turn ended: the next one re-fits, as it should
        }
        const qreal now = window_->boardView()->scale();
        if (std::abs(now - scaleBaseline_) > 1e-6) {
            finding(QStringLiteral("the table's scale changed from %1 to %2 while %3 (nobody "
                                   "resized or zoomed; the window %4 then %5, the table's view "
                                   "%6 then %7)")
                        .arg(scaleBaseline_)
                        .arg(now)
                        .arg(during, sizeText(windowAtBaseline_), sizeText(window_->size()),
                             sizeText(viewAtBaseline_), sizeText(window_->boardView()->size())));
            scaleBaseline_ = now;
            windowAtBaseline_ = window_->size();
            viewAtBaseline_ = window_->boardView()->size();
        }
    }

    // --- One game

    GameSetup randomSetup() {
        const bool practice = chance(0.5);
        const int seats = 2 + pick(3);
        const int people = practice ? 1 : 2 + pick(seats - 1);
        static const QStringList kNames = {QStringLiteral("Ala"), QStringLiteral("Bartek"),
                                           QStringLiteral("Celina"), QStringLiteral("Darek")};
        static const QList<SeatKind> kBotKinds = {SeatKind::BotEasy, SeatKind::BotMedium,
                                                  SeatKind::BotHard};
        GameSetup setup = GameSetup::defaults();
        setup.seats.clear();
        QList<SeatSetup> all;
        for (int seat = 0; seat < seats; ++seat) {
            const bool person = seat < people;
            // Hard bots think longest: fewer of them.
            const SeatKind kind = person ? SeatKind::Human : kBotKinds[chance(0.2) ? 2 : pick(2)];
            all.append(SeatSetup{person ? kNames[seat] : QStringLiteral("Bot %1").arg(seat + 1),
                                 seat, kind});
        }
        std::shuffle(all.begin(), all.end(), random_);
        setup.seats = all;
        setup.seed = random_();
        setup.startSeat = -1;
        setup.blackCardVariant = chance(0.3);
        setup.turnTimerSeconds = chance(0.2) ? 120 : 0;
        setup.hints = chance(0.5);
        // The house rule: the other people may accept a word the dictionary lacks.
        setup.tableOverrulesDictionary = !practice && chance(0.4);
        setupLabel_ =
            practice
                ? QStringLiteral("practice, 1 person + %1 bot(s)").arg(seats - 1)
                : QStringLiteral("hot-seat, %1 people + %2 bot(s)").arg(people).arg(seats - people);
        if (setup.blackCardVariant) {
            setupLabel_ += QStringLiteral(", black cards");
        }
        setups_.insert(setupLabel_.section(QStringLiteral(", black"), 0, 0));
        return setup;
    }

    void playGame(const QElapsedTimer& clock, qint64 budgetMs, qint64 graceMs) {
        turnsInGame_ = 0;
        scaleTurn_ = -1;
        takeBacksInGame_ = 0;
        const GameSetup setup = randomSetup();
        resizeTo(kWindowSizes[int((quint64(gameNumber_) + seed_) % quint64(kWindowSizes.size()))]);
        controller_->setBotDelay(chance(0.5) ? 0 : 20);
        const bool botsAndPeople =
            std::any_of(setup.seats.begin(), setup.seats.end(),
                        [](const SeatSetup& seat) { return seat.kind != SeatKind::Human; });
        controller_->setHelpWindow(botsAndPeople && chance(0.5) ? 1500 : 0);
        bool started = false;
        measured(QStringLiteral("starting a game"), [&] { started = window_->startGame(setup); });
        if (!started) {
            finding(QStringLiteral("the game could not start"));
            return;
        }
        const std::size_t dealtStack = controller_->game().state().stack.size();
        QElapsedTimer sinceProgress;
        sinceProgress.start();
        std::uint64_t lastStep = controller_->stage().step;
        QElapsedTimer gameClock;
        gameClock.start();
        const auto countTurns = qScopeGuard([this] { turns_ += turnsInGame_; });
        const int endDialogsBefore = endDialogsClosed_;
        while (!controller_->game().isOver()) {
            if (clock.elapsed() >= budgetMs) {
                const std::size_t left = controller_->game().state().stack.size();
                const bool nearTheEnd = left * 4 <= dealtStack;
                if (!nearTheEnd || clock.elapsed() >= budgetMs + graceMs) {
                    ++gamesStopped_;
                    return;  // stop cleanly: the game is left as it is
                }
            }
            if (controller_->stage().step != lastStep) {
                lastStep = controller_->stage().step;
                sinceProgress.restart();
            } else if (sinceProgress.elapsed() > kStuckAfterMs) {
                finding(QStringLiteral("the game has not moved for %1 s (phase %2, seat %3)")
                            .arg(kStuckAfterMs / 1000)
                            .arg(int(controller_->game().state().phase))
                            .arg(controller_->currentSeat()));
                ++gamesStopped_;
                return;
            }
            if (QApplication::activeModalWidget() != nullptr) {
                wait(15);  // the answerer is on it
                continue;
            }
            if (controller_->currentSeatIsHuman()) {
                personStep();
            } else {
                botStep();
            }
        }
        // The end-of-game dialog comes up after the last move (the answerer may have closed
        // it already, inside the last step).
        if (!waitFor([&] { return endDialogsClosed_ > endDialogsBefore; }, 15'000)) {
            finding(QStringLiteral("no end-of-game dialog after the game ended"));
        }
        ++gamesFinished_;
        qInfo("game %d (%s) over after %d turns in %lld s", gameNumber_, qPrintable(setupLabel_),
              turnsInGame_, static_cast<long long>(gameClock.elapsed() / 1000));
    }

    // --- A person's moves

    void personStep() {
        if (scaleTurn_ != turnsInGame_) {
            beginPersonTurn();
            return;
        }
        switch (controller_->game().state().phase) {
            case Phase::Place:
                placeCard();
                break;
            case Phase::Word:
                playWord();
                break;
            case Phase::Actions:
            case Phase::EndOfTurn:
                finishActions();
                break;
            default:
                wait(15);
                break;
        }
    }

    // The turn's start: the scale it shows is the one the turn must keep; now and then the
    // person does something else first.
    void beginPersonTurn() {
        ++personTurns_;
        wordAttempts_ = 0;
        helpTried_ = false;
        activateWindow();
        baselineScale();
        if (chance(0.05) && takeBacksInGame_ < 2) {
            auto* takeBack = window_->findChild<QAction*>(QStringLiteral("takeBackTurnAction"));
            if (takeBack != nullptr && takeBack->isEnabled()) {
                ++takeBacksInGame_;
                ++takeBacks_;
                measured(QStringLiteral("taking a move back"), [takeBack] { takeBack->trigger(); });
                scaleTurn_ = -1;  // the rebuilt game starts its turn again
                return;
            }
        }
        if (chance(0.05)) {
            saveAndLoad();
        }
        if (chance(0.06)) {
            switchLanguage();
        }
        if (chance(0.08)) {
            resizeTo(randomWindowSize());
            baselineScale();
        }
        if (chance(0.04)) {
            measured(QStringLiteral("zooming"), [this] {
                chance(0.5) ? window_->boardView()->zoomIn() : window_->boardView()->zoomOut();
            });
            baselineScale();
        }
    }

    void saveAndLoad() {
        const QString path = saves_.filePath(QStringLiteral("game-%1.potega").arg(gameNumber_));
        const ps::engine::GameState before = controller_->game().state();
        // Saving and loading on purpose block the test itself: not measured as stalls.
        if (const auto problem = window_->files()->saveTo(path)) {
            finding(QStringLiteral("saving failed: %1").arg(*problem));
            return;
        }
        ++savesDone_;
        if (const auto problem = window_->files()->loadFrom(path, true)) {
            finding(QStringLiteral("loading the saved game failed: %1").arg(*problem));
            return;
        }
        if (!(controller_->game().state() == before)) {
            finding(
                QStringLiteral("the game loaded back from its save differs from the game "
                               "saved"));
        }
        scaleTurn_ = -1;  // a loaded game begins its turn afresh
    }

    void switchLanguage() {
        const QString next = language::current() == QStringLiteral("en") ? QStringLiteral("pl")
                                                                         : QStringLiteral("en");
        ++languageSwitches_;
        measured(QStringLiteral("switching the language"), [&] { language::apply(next); });
        settle();
        checkScale(QStringLiteral("the language was switched to %1").arg(next));
    }

    void placeCard() {
        const QList<QPoint> cells = controller_->legalCells();
        if (cells.isEmpty()) {
            wait(15);
            return;
        }
        const QPoint cell = cells[pick(int(cells.size()))];
        const int turn = turnsInGame_;
        measured(QStringLiteral("placing a card"),
                 [&] { test::clickCell(window_->boardView(), cell); });
        checkScale(QStringLiteral("placing a card"));
        if (turn == turnsInGame_ && controller_->currentSeatIsHuman() &&
            QApplication::activeModalWidget() == nullptr &&
            controller_->game().state().phase == Phase::Place &&
            controller_->legalCells().contains(cell)) {
            finding(QStringLiteral("a click on the free cell %1,%2 did not place the card")
                        .arg(cell.x())
                        .arg(cell.y()));
            (void)controller_->placeAt(cell);
        }
        if (chance(0.05)) {
            resizeTo(randomWindowSize());
            baselineScale();
        }
    }

    // A word the app's hint function finds for the current player, looked for off the UI
    // thread as the app does (the window keeps serving events meanwhile).
    std::optional<QString> findWord() {
        const ps::engine::Game game = controller_->game();
        QFuture<std::optional<ps::bots::Suggestion>> search = QtConcurrent::run(
            [finder = wordFinder_, game] { return finder(game, ps::bots::Thinking{}); });
        while (!search.isFinished()) {
            wait(15, QStringLiteral("a person thinks of a word"));
        }
        const std::optional<ps::bots::Suggestion> found = search.result();
        if (!found || found->word.word.empty()) {
            return std::nullopt;
        }
        return GameController::wordText(found->word.word);
    }

    // A word the table must vote on: one the letters on the table can make, with the card(s)
    // of this turn, suspected of relation to a word already played (bots never play those,
    // so only a person brings the vote). Looked for off the UI thread; nothing when none.
    std::optional<QString> findSuspectedWord() {
        const ps::engine::GameState state = controller_->game().state();
        if (state.usedWords.empty()) {
            return std::nullopt;
        }
        QFuture<std::vector<Word>> search =
            QtConcurrent::run([dictionary = &dictionary_, state]() -> std::vector<Word> {
                ps::dict::AnagramQuery query;
                query.maxLength = 9;
                const auto add = [&state](ps::dict::LetterCounts& counts, ps::engine::CardId card) {
                    auto& count = counts[state.deck[card].letter];
                    count = std::uint8_t(std::min(255, count + 1));
                };
                for (const ps::engine::TableCell& cell : state.table) {
                    if (cell.side == ps::engine::Side::Face) {
                        add(query.available, cell.card);
                    }
                }
                for (const ps::engine::CardId card : ps::bots::requiredCards(state)) {
                    if (ps::engine::findCard(state, card) == nullptr) {
                        add(query.available, card);
                    }
                    add(query.required, card);
                }
                std::vector<Word> found;
                dictionary->forEachAnagram(query, [&](std::span<const Letter> word) {
                    if (found.size() >= 12 || word.size() < 4) {
                        return;
                    }
                    for (const Word& used : state.usedWords) {
                        // A shared root starts alike: the cheap test first.
                        if (used.size() >= 3 &&
                            std::equal(used.begin(), used.begin() + 3, word.begin()) &&
                            dictionary->relation(word, used) == ps::dict::Relation::Suspected) {
                            found.emplace_back(word.begin(), word.end());
                            return;
                        }
                    }
                });
                return found;
            });
        while (!search.isFinished()) {
            wait(15, QStringLiteral("a person thinks of a daring word"));
        }
        for (const Word& word : search.result()) {
            const QString text = GameController::wordText(word);
            const WordFeedback feedback = controller_->checkWord(text);
            if (feedback.playable && feedback.needsTableDecision) {
                return text;
            }
        }
        return std::nullopt;
    }

    // The table waits for a person's answer other than their turn's move (an offer, a
    // counter, a vote, a take-back).
    [[nodiscard]] bool personQuestionWaiting() const {
        const ps::session::Session* table = controller_->session();
        if (table == nullptr) {
            return false;
        }
        for (const ps::session::Request& request : table->awaited()) {
            const Player* player = controller_->player(request.seat);
            if (player != nullptr && player->isHuman() &&
                request.what != ps::session::Decision::TurnAction) {
                return true;
            }
        }
        return false;
    }

    [[nodiscard]] bool stillMyWordStep(int turn) const {
        return turn == turnsInGame_ && controller_->hasGame() && !controller_->game().isOver() &&
               controller_->currentSeatIsHuman() &&
               controller_->game().state().phase == Phase::Word;
    }

    void playWord() {
        const int turn = turnsInGame_;
        std::optional<QString> word;
        if (++wordAttempts_ <= 2) {
            // Now and then a person dares a word that may be related to a played one: the
            // table votes on it.
            if (wordAttempts_ == 1 && chance(0.3)) {
                word = findSuspectedWord();
                suspectedTried_ += word ? 1 : 0;
            }
            if (!word && stillMyWordStep(turn)) {
                word = findWord();
            }
            // With the house rule, a person now and then dares a word the dictionary lacks
            // (a found word backwards): the other people vote on it.
            if (word && wordAttempts_ == 1 &&
                controller_->position().options.tableOverrulesDictionary && chance(0.3)) {
                QString backwards = *word;
                std::reverse(backwards.begin(), backwards.end());
                const WordFeedback feedback = controller_->checkWord(backwards, {});
                if (feedback.playable && feedback.needsTableDecision) {
                    word = backwards;
                    ++unknownWordsTried_;
                }
            }
        }
        // A person answers the table's questions first (help talks still going on, a vote), as
        // their dialogs come up, and types on after.
        (void)waitFor(
            [this] {
                return !personQuestionWaiting() && QApplication::activeModalWidget() == nullptr;
            },
            10'000, QStringLiteral("answering the table's questions"));
        if (!stillMyWordStep(turn) || QApplication::activeModalWidget() != nullptr) {
            return;
        }
        if (word && !helpTried_ && controller_->peopleAtTable() >= 2 &&
            window_->helpButton()->isVisible() && window_->helpButton()->isEnabled() &&
            chance(0.25)) {
            // Another person offers this word: privacy screens, the offer, the haggling.
            helpTried_ = true;
            ++helpOffers_;
            helperWord_ = *word;
            measured(QStringLiteral("negotiating help"),
                     [this] { QTest::mouseClick(window_->helpButton(), Qt::LeftButton); });
            helperWord_.clear();
            return;
        }
        if (!word) {
            measured(QStringLiteral("pressing No word"),
                     [this] { QTest::mouseClick(window_->noWordButton(), Qt::LeftButton); });
            return;
        }
        if (!typeWord(word->toLower(), turn)) {
            return;
        }
        if (!window_->wordFeedback().playable) {
            ++wordsNotPlayableAsTyped_;  // the hint's cards differ from the default choice
            window_->wordEdit()->clear();
            measured(QStringLiteral("pressing No word"),
                     [this] { QTest::mouseClick(window_->noWordButton(), Qt::LeftButton); });
            return;
        }
        QWidget* target = keyboardTarget();
        if (target != window_->wordEdit()) {
            finding(QStringLiteral("Enter for the word went to %1").arg(widgetText(target)) +
                    recentTrace());
        }
        ++wordsTyped_;
        measured(QStringLiteral("playing a word"), [target] {
            if (target != nullptr) {
                QTest::keyClick(target, Qt::Key_Return);
            }
        });
        if (chance(0.05)) {
            // Between turns; or, when the word did not end the turn (the table refused it), a
            // resize within it, which may re-fit the table like any other.
            resizeTo(randomWindowSize());
            if (stillMyWordStep(turn)) {
                baselineScale();
            }
        }
    }

    // Where a key pressed now goes: the focused widget of the active window.
    static QWidget* keyboardTarget() {
        if (QWidget* focus = QApplication::focusWidget()) {
            return focus;
        }
        return QApplication::activeWindow();
    }

    // Types `text` key by key, with a person's pauses; false when the word step ended meanwhile.
    bool typeWord(const QString& text, int turn) {
        activateWindow();
        trace(QStringLiteral("the person clicks the word line to type \"%1\"").arg(text));
        measured(QStringLiteral("clicking the word line"),
                 [this] { QTest::mouseClick(window_->wordEdit(), Qt::LeftButton); });
        if (!stillMyWordStep(turn)) {
            return false;  // the turn moved on while the window came to the front
        }
        window_->wordEdit()->clear();
        if (chance(0.05)) {
            resizeTo(randomWindowSize());
            baselineScale();
        }
        QString typed;
        bool keysLost = false;
        for (const QChar letter : text) {
            QWidget* target = keyboardTarget();
            if (target != window_->wordEdit() && !keysLost) {
                keysLost = true;
                finding(QStringLiteral("typing \"%1\": the key '%2' went to %3, not the word "
                                       "line (enabled: %4)")
                            .arg(text, QString(letter), widgetText(target))
                            .arg(window_->wordEdit()->isEnabled()) +
                        recentTrace());
            }
            if (target != nullptr) {
                QTest::sendKeyEvent(QTest::Click, target, Qt::Key_unknown, QString(letter),
                                    Qt::NoModifier);
            }
            typed += letter;
            wait(std::uniform_int_distribution<int>(5, 40)(random_), QStringLiteral("typing"));
            checkScale(QStringLiteral("typing \"%1\"").arg(text));
            if (!stillMyWordStep(turn)) {
                return false;
            }
        }
        // The word line shows capitals whatever the case typed.
        if (!keysLost && window_->wordEdit()->text().compare(typed, Qt::CaseInsensitive) != 0) {
            finding(QStringLiteral("typed \"%1\" key by key, the word line holds \"%2\"")
                        .arg(typed, window_->wordEdit()->text()));
            return false;
        }
        return !keysLost;
    }

    void finishActions() {
        auto* finish =
            window_->actionBar()->findChild<QPushButton*>(QStringLiteral("finishActions"));
        if (finish == nullptr || !finish->isVisible() || !finish->isEnabled()) {
            wait(15);
            return;
        }
        measured(QStringLiteral("finishing the black-card actions"),
                 [finish] { QTest::mouseClick(finish, Qt::LeftButton); });
    }

    // --- The bots' turns: people may offer a bot help while its card lies there.

    void botStep() {
        if (controller_->helpWindowOpen() && !controller_->helpWindowPaused() &&
            window_->skipHelpButton()->isVisible()) {
            const int turn = turnsInGame_;
            if (chance(0.2) && window_->offerHelpFromHereButton()->isEnabled()) {
                const std::optional<QString> word = findWord();
                if (turn == turnsInGame_ && word && controller_->helpWindowOpen() &&
                    QApplication::activeModalWidget() == nullptr) {
                    ++helpOffers_;
                    helperWord_ = *word;
                    measured(QStringLiteral("offering a bot help"), [this] {
                        QTest::mouseClick(window_->offerHelpFromHereButton(), Qt::LeftButton);
                    });
                    helperWord_.clear();
                    return;
                }
            }
            if (window_->skipHelpButton()->isEnabled() &&
                QApplication::activeModalWidget() == nullptr) {
                measured(QStringLiteral("letting the bot play"),
                         [this] { QTest::mouseClick(window_->skipHelpButton(), Qt::LeftButton); });
                return;
            }
        }
        if (chance(0.01)) {
            resizeTo(randomWindowSize());
        }
        wait(15, QStringLiteral("a bot's turn"));
    }

    // --- The dialog answerer: every modal dialog is checked once, then answered after a
    // person's moment of reading.

    void answerDialog() {
        if (answering_) {
            return;
        }
        QWidget* modal = QApplication::activeModalWidget();
        if (modal == nullptr || !modal->isVisible()) {
            return;
        }
        if (modal != dialog_) {
            dialog_ = modal;
            dialogSeen_.start();
            readingMs_ = std::uniform_int_distribution<int>(30, 150)(random_);
            return;
        }
        if (dialogSeen_.elapsed() < readingMs_) {
            return;
        }
        // A person's vote or consent among several answers only a moment after its box opens:
        // a person waits for it, so does the soak (no attempt is counted meanwhile).
        if (answersNotYetEnabled(modal) &&
            dialogSeen_.elapsed() < TableDesk::kDeliberateAnswerMs + 1000) {
            return;
        }
        answering_ = true;
        if (!modal->property("soakChecked").toBool()) {
            modal->setProperty("soakChecked", true);
            checkDialog(modal);
        }
        const int attempts = modal->property("soakAttempts").toInt() + 1;
        modal->setProperty("soakAttempts", attempts);
        if (attempts > 5) {
            finding(QStringLiteral("the dialog %1 could not be answered").arg(widgetText(modal)));
            if (auto* dialog = qobject_cast<QDialog*>(modal)) {
                dialog->reject();
            } else {
                modal->close();
            }
        } else {
            answer(modal);
        }
        dialogSeen_.start();  // a dialog still open gets another moment
        answering_ = false;
    }

    void checkDialog(QWidget* dialog) {
        ++dialogsChecked_;
        // A frameless window (the privacy screen) has no decorations to guess.
        const QRect frame = dialog->windowFlags().testFlag(Qt::FramelessWindowHint)
                                ? dialog->geometry()
                                : DialogPlacement::frameOf(dialog);
        const QRect available = dialog->screen()->availableGeometry();
        if (!available.contains(frame)) {
            finding(QStringLiteral("the dialog %1 is not wholly on screen: frame %2, screen's "
                                   "available area %3")
                        .arg(widgetText(dialog), rectText(frame), rectText(available)));
        }
        for (const QString& name : kDecidingButtons) {
            for (const QPushButton* button : dialog->findChildren<QPushButton*>(name)) {
                if (button->isDefault() || button->autoDefault()) {
                    finding(QStringLiteral("in %1 Enter would press \"%2\" (%3)")
                                .arg(widgetText(dialog), button->text(), name));
                }
            }
        }
    }

    static bool answersNotYetEnabled(QWidget* modal) {
        for (const char* name :
             {"acceptUnknownWord", "refuseUnknownWord", "takeBackAgree", "takeBackKeep"}) {
            const auto* button = modal->findChild<QPushButton*>(QString::fromLatin1(name));
            if (button != nullptr && !button->isEnabled()) {
                return true;
            }
        }
        return false;
    }

    void answer(QWidget* modal) {
        const QString name = modal->objectName();
        if (name == QStringLiteral("privacyScreen")) {
            pressButton(modal, QStringLiteral("privacyReady"));
        } else if (name == QStringLiteral("helpOfferDialog")) {
            writeHelpOffer(static_cast<HelpOfferDialog*>(modal));
        } else if (name == QStringLiteral("helpAnswerDialog")) {
            answerHelp(static_cast<HelpAnswerDialog*>(modal));
        } else if (name == QStringLiteral("suspectedDialog")) {
            ++votes_;
            pressButton(modal, chance(0.5) ? QStringLiteral("acceptSuspected")
                                           : QStringLiteral("refuseSuspected"));
        } else if (name == QStringLiteral("unknownWordDialog")) {
            ++unknownWordVotes_;
            pressButton(modal, chance(0.7) ? QStringLiteral("acceptUnknownWord")
                                           : QStringLiteral("refuseUnknownWord"));
        } else if (name == QStringLiteral("takeBackDialog")) {
            pressButton(modal, chance(0.6) ? QStringLiteral("takeBackAgree")
                                           : QStringLiteral("takeBackKeep"));
        } else if (name == QStringLiteral("endGameDialog")) {
            ++endDialogsClosed_;
            static_cast<QDialog*>(modal)->reject();
        } else if (name == QStringLiteral("replaceGameDialog")) {
            pressButton(modal, QStringLiteral("openAnywayButton"));
        } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            // The zeppelin's choice takes either card; any other box is read and closed.
            QAbstractButton* button = box->escapeButton();
            if (button == nullptr && !box->buttons().isEmpty()) {
                button = box->buttons().value(pick(int(box->buttons().size())));
            }
            if (button != nullptr) {
                QTest::mouseClick(button, Qt::LeftButton);
            } else {
                box->close();
            }
        } else if (auto* input = qobject_cast<QInputDialog*>(modal)) {
            input->accept();
        } else if (auto* dialog = qobject_cast<QDialog*>(modal)) {
            dialog->reject();
        } else {
            modal->close();
        }
    }

    void writeHelpOffer(HelpOfferDialog* dialog) {
        if (helperWord_.isEmpty()) {
            dialog->reject();
            return;
        }
        dialog->wordEdit()->clear();
        test::typeText(dialog->wordEdit(), helperWord_.toLower());
        if (!pressButton(dialog, QStringLiteral("helpSend"))) {
            dialog->reject();  // the word does not work as an offer: the helper gives up
        }
    }

    void answerHelp(HelpAnswerDialog* dialog) {
        ++helpAnswers_;
        const double choice = std::uniform_real_distribution<double>(0.0, 1.0)(random_);
        if (choice < 0.45 && pressButton(dialog, QStringLiteral("helpAccept"))) {
            return;
        }
        if (choice < 0.75) {
            // A counter: one card more or less in the price.
            QListWidget* list = dialog->priceList();
            if (list != nullptr && list->count() > 0) {
                QListWidgetItem* item = list->item(pick(list->count()));
                item->setCheckState(item->checkState() == Qt::Checked ? Qt::Unchecked
                                                                      : Qt::Checked);
                if (pressButton(dialog, QStringLiteral("helpCounter"))) {
                    ++counters_;
                    return;
                }
            }
        }
        if (!pressButton(dialog, QStringLiteral("helpRefuse"))) {
            dialog->reject();
        }
    }

    // --- The report

    void printSummary(qint64 elapsedMs) {
        QStringList sizes;
        for (const QSize size : kWindowSizes) {
            if (sizesCovered_.count(sizeText(size)) != 0) {
                sizes << sizeText(size);
            }
        }
        const int otherSizes = int(sizesCovered_.size()) - int(sizes.size());
        QStringList setups(setups_.begin(), setups_.end());
        qInfo(
            "soak-summary: seed=%llu seconds=%lld platform=%s scale=%s games=%d "
            "stopped-mid-game=%d turns=%d person-turns=%d words-typed=%d "
            "help-offers=%d help-answers=%d counters=%d suspected-words=%d votes=%d "
            "words-not-in-dictionary=%d their-votes=%d take-backs=%d saves=%d "
            "language-switches=%d resizes=%d dialogs-checked=%d stalls-over-%lldms=%d "
            "worst-stall-ms=%lld worst-gap-ms=%lld starved-gaps=%d findings=%d",
            static_cast<unsigned long long>(seed_), static_cast<long long>(elapsedMs / 1000),
            qPrintable(QGuiApplication::platformName()),
            qPrintable(qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1"))),
            gamesFinished_, gamesStopped_, turns_, personTurns_, wordsTyped_, helpOffers_,
            helpAnswers_, counters_, suspectedTried_, votes_, unknownWordsTried_, unknownWordVotes_,
            takeBacks_, savesDone_, languageSwitches_, resizes_, dialogsChecked_,
            static_cast<long long>(kStallLimitMs), stallsOverLimit_,
            static_cast<long long>(worstStallMs_), static_cast<long long>(worstGapMs_),
            starvedStalls_, int(findings_.size()));
        qInfo("soak-setups: %s", qPrintable(setups.join(QStringLiteral("; "))));
        qInfo("soak-window-sizes: %s (+%d other sizes)",
              qPrintable(sizes.join(QStringLiteral(", "))), otherSizes);
        if (wordsNotPlayableAsTyped_ > 0) {
            qInfo("%d hinted words were not playable with the default card choice when typed",
                  wordsNotPlayableAsTyped_);
        }
    }

    quint64 seed_;
    std::mt19937_64 random_;
    ps::dict::Dictionary dictionary_;
    GameController::HintFunction wordFinder_;
    std::unique_ptr<MainWindow> window_;
    GameController* controller_ = nullptr;
    QTemporaryDir saves_;
    QStringList findings_;

    // Where the run is (for the findings).
    int gameNumber_ = 0;
    int turnsInGame_ = 0;
    QString setupLabel_;

    // The current person's turn.
    int scaleTurn_ = -1;
    qreal scaleBaseline_ = 0;
    QSize windowAtBaseline_;
    QSize viewAtBaseline_;
    int wordAttempts_ = 0;
    bool helpTried_ = false;
    int takeBacksInGame_ = 0;
    QString helperWord_;  // what the helping person writes in the offer dialog

    // The dialog answerer.
    QTimer answerTimer_;
    QPointer<QWidget> dialog_;
    QElapsedTimer dialogSeen_;
    int readingMs_ = 0;
    bool answering_ = false;

    bool measuring_ = false;
    QElapsedTimer traceClock_;
    QStringList keyboardTrace_;

    // Figures for the summary.
    int gamesFinished_ = 0;
    int gamesStopped_ = 0;
    int turns_ = 0;
    int personTurns_ = 0;
    int wordsTyped_ = 0;
    int wordsNotPlayableAsTyped_ = 0;
    int helpOffers_ = 0;
    int helpAnswers_ = 0;
    int counters_ = 0;
    int votes_ = 0;
    int suspectedTried_ = 0;  // words typed that the table must vote on
    // Words the dictionary lacks dared under the house rule, and each person's vote on them.
    int unknownWordsTried_ = 0;
    int unknownWordVotes_ = 0;
    int takeBacks_ = 0;
    int savesDone_ = 0;
    int languageSwitches_ = 0;
    int resizes_ = 0;
    int dialogsChecked_ = 0;
    int endDialogsClosed_ = 0;
    int stallsOverLimit_ = 0;
    int starvedStalls_ = 0;
    qint64 worstStallMs_ = 0;  // the gaps less the time spent waiting for a CPU
    qint64 worstGapMs_ = 0;    // as measured
    std::set<QString> setups_;
    std::set<QString> sizesCovered_;
};

class SoakTest : public QObject {
    Q_OBJECT
  private slots:
    void wholeGamesThroughTheWindow() {
        bool ok = false;
        qint64 seconds = qEnvironmentVariable("POTEGA_SOAK_SECONDS").toLongLong(&ok);
        if (!ok || seconds <= 0) {
            seconds = 60;
        }
        quint64 seed = qEnvironmentVariable("POTEGA_SOAK_SEED").toULongLong(&ok);
        if (!ok) {
            seed = 1;
        }
        QString dictionaryPath = qEnvironmentVariable("POTEGA_FULL_DICTIONARY_FILE");
        if (dictionaryPath.isEmpty() || !QFile::exists(dictionaryPath)) {
            dictionaryPath = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        }
        if (dictionaryPath.isEmpty()) {
            QSKIP("no dictionary (POTEGA_FULL_DICTIONARY_FILE or POTEGA_TEST_LEXICON)");
        }
        DeckResult deck = loadStandardDeck();
        QVERIFY2(deck.deck.has_value(), qPrintable(deck.error));
        qInfo("soak: %lld s, seed %llu, dictionary %s", static_cast<long long>(seconds),
              static_cast<unsigned long long>(seed), qPrintable(dictionaryPath));
        Soak soak(seed, ps::dict::Dictionary::load(dictionaryPath.toStdString()),
                  std::move(*deck.deck));
        soak.run(seconds);
        const QStringList& findings = soak.findings();
        QVERIFY2(findings.isEmpty(),
                 qPrintable(QStringLiteral("%1 finding(s); the first: %2")
                                .arg(findings.size())
                                .arg(findings.mid(0, 5).join(QStringLiteral("\n  ")))));
    }
};

int main(int argc, char** argv) {
    // Qt Test's watchdog ends a test function after 5 minutes (and stops the process to print
    // its stacks): a longer soak needs its own limit, the run's length and ample room to finish.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT")) {
        const qint64 seconds = qEnvironmentVariableIsSet("POTEGA_SOAK_SECONDS")
                                   ? qEnvironmentVariableIntValue("POTEGA_SOAK_SECONDS")
                                   : 60;
        qputenv("QTEST_FUNCTION_TIMEOUT", QByteArray::number((2 * seconds + 600) * 1000));
    }
    QTemporaryFile screenConfig(QDir::tempPath() +
                                QStringLiteral("/potega-soak-screen-XXXXXX.json"));
    giveTheOffscreenPlatformALargeScreen(screenConfig);
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    SoakTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_soak.moc"
