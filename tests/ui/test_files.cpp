// The game's files through the window: a save on a full disk or a failing disk keeps the
// previous save byte for byte and says so; "Not now" keeps an interrupted game until it is
// resumed or discarded; a second instance leaves the first one's autosave alone; leftovers of
// a killed save go at start; names cannot carry bidirectional controls into the log.

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cerrno>
#include <csignal>

#include "app/GameFiles.h"
#include "app/MainWindow.h"
#include "app/WelcomePage.h"
#include "dialogs/NewGameDialog.h"
#include "game/GameController.h"
#include "game/SaveGame.h"
#include "services/Resources.h"
#include "services/Settings.h"
#include "services/WriteFailure.h"
#include "test_lexicon.h"
#include "ui_driver.h"
#include "ui_test_support.h"
#include "widgets/SaveStateLabel.h"

using namespace ps::ui;
using ps::ui::test::TestLexicon;

namespace {

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// While alive, writing past `bytes` in any file fails with EFBIG, as a full disk fails with
// ENOSPC: deterministic, and no root needed.
class FileSizeLimit {
  public:
    explicit FileSizeLimit(rlim_t bytes) {
        ::getrlimit(RLIMIT_FSIZE, &saved_);
        oldHandler_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = saved_;
        small.rlim_cur = bytes;
        active_ = ::setrlimit(RLIMIT_FSIZE, &small) == 0;
    }
    ~FileSizeLimit() {
        ::setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, oldHandler_);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool active() const { return active_; }

  private:
    rlimit saved_{};
    void (*oldHandler_)(int) = nullptr;
    bool active_ = false;
};

int failWithIoError(int) {
    errno = EIO;
    return -1;
}

QString dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

// What the status bar's save state shows: its text when it is on screen — visible, wider than
// its text needs, inside the status bar and the window — else an empty string.
QString saveStateOnScreen(MainWindow& window) {
    QCoreApplication::processEvents();
    auto* label = window.findChild<SaveStateLabel*>(QStringLiteral("saveState"));
    if (label == nullptr || !label->isVisible()) {
        return {};
    }
    const QRect inBar(label->mapTo(window.statusBar(), QPoint(0, 0)), label->size());
    const QRect inWindow(label->mapTo(&window, QPoint(0, 0)), label->size());
    const int needed = label->fontMetrics().horizontalAdvance(label->accessibleName());
    if (label->width() < needed || !window.statusBar()->rect().contains(inBar) ||
        !window.rect().contains(inWindow)) {
        return {};
    }
    return label->accessibleName() + QStringLiteral("\n") + label->detail();
}

}  // namespace

class FilesTest : public QObject {
    Q_OBJECT
  private:
    TestLexicon lexicon_;
    std::optional<ps::engine::Deck> deck_;

    struct Table {
        std::unique_ptr<MainWindow> window;
        GameController* controller = nullptr;
    };

    Table openWindow() {
        Table table;
        table.window = std::make_unique<MainWindow>();
        table.controller = new GameController(lexicon_, *deck_, table.window.get());
        table.window->setController(table.controller);
        table.window->resize(1280, 800);
        table.window->show();
        return table;
    }

    static GameSetup twoPlayers(quint64 seed, const QString& first = QStringLiteral("Jagoda")) {
        GameSetup setup = GameSetup::defaults();
        setup.seats[0].name = first;
        setup.seats[1].name = QStringLiteral("Artur");
        setup.seed = seed;
        setup.startSeat = 0;
        return setup;
    }

    // Places the current player's card on the first legal cell (the state changes, so a save
    // of it differs from the one before).
    static void placeCard(const Table& table) {
        const QList<QPoint> cells = table.controller->legalCells();
        QVERIFY(!cells.isEmpty());
        QCOMPARE(table.controller->placeAt(cells.front()), std::nullopt);
    }

    static QStringList filesIn(const QString& folder) {
        return QDir(folder).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    }

  private slots:
    void initTestCase() {
        ps::ui::DeckResult deck = loadStandardDeck();
        QVERIFY2(deck.deck.has_value(), qPrintable(deck.error));
        deck_ = deck.deck;
    }

    void init() { QDir(dataFolder()).removeRecursively(); }
    void cleanup() { QDir(dataFolder()).removeRecursively(); }

    void aSaveOnAFullDiskKeepsThePreviousSaveAndSaysSo() {
        Table table = openWindow();
        table.window->setAutosaveEnabled(false);
        QVERIFY(table.window->startGame(twoPlayers(9)));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("partia.potega"));
        QCOMPARE(table.window->files()->saveTo(path), std::nullopt);
        const QByteArray previous = readAll(path);
        QVERIFY(previous.size() > 2048);
        placeCard(table);
        table.window->statusBar()->clearMessage();

        std::optional<QString> problem;
        {
            FileSizeLimit limit(1024);
            QVERIFY(limit.active());
            problem = table.window->files()->saveTo(path);
        }
        QVERIFY(problem.has_value());
        QVERIFY2(problem->contains(QStringLiteral("partia.potega")), qPrintable(*problem));
        QVERIFY2(problem->contains(QStringLiteral("nie została zapisana")), qPrintable(*problem));
        QCOMPARE(readAll(path), previous);  // byte for byte
        QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("partia.potega")});
        // No "Saved to …" for a save that did not happen.
        QVERIFY(table.window->statusBar()->currentMessage().isEmpty());

        // With room again, the same save succeeds and replaces the file.
        QCOMPARE(table.window->files()->saveTo(path), std::nullopt);
        QVERIFY(readAll(path) != previous);
    }

    // After Save as (its file dialog), the keyboard is back where the game goes on: the person
    // types on without a click.
    void theKeyboardComesBackAfterSaveAs() {
        Table table = openWindow();
        table.window->setAutosaveEnabled(false);
        QVERIFY(table.window->startGame(twoPlayers(11)));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("partia.potega"));
        QVERIFY(QTest::qWaitForWindowActive(table.window.get()));
        table.window->logList()->setFocus();
        test::DialogScript script({test::DialogScript::Step{
            QStringLiteral("QFileDialog"), [&](QWidget* dialog) {
                auto* files = static_cast<QFileDialog*>(dialog);
                files->selectFile(path);
                static_cast<QDialog*>(files)->accept();  // QFileDialog's own, through QDialog
            }}});
        table.window->files()->saveAs();
        QVERIFY2(script.finished(), qPrintable(script.failure()));
        QVERIFY(QFile::exists(path));
        const auto keyboardOnTheGame = [&] {
            QWidget* keyboard = QApplication::focusWidget();
            return keyboard == table.window->boardView() || keyboard == table.window->wordEdit();
        };
        QTRY_VERIFY2(keyboardOnTheGame(),
                     QApplication::focusWidget() == nullptr
                         ? "nowhere"
                         : qPrintable(QApplication::focusWidget()->metaObject()->className()));
    }

    void anAutosaveOnAFullDiskKeepsThePreviousAutosave() {
        Table table = openWindow();
        QVERIFY(table.window->startGame(twoPlayers(11)));
        const QString autosave = table.window->files()->autosavePath();
        const QByteArray previous = readAll(autosave);
        QVERIFY(previous.size() > 2048);
        {
            FileSizeLimit limit(1024);
            QVERIFY(limit.active());
            placeCard(table);  // the change autosaves
        }
        QCOMPARE(readAll(autosave), previous);
        // On screen, apart from the news line, with the file and what to do.
        const QString shown = saveStateOnScreen(*table.window);
        QVERIFY2(shown.startsWith(QStringLiteral("Gra NIE jest zapisywana")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("autosave.potega")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("Co zrobić")), qPrintable(shown));
        // The warning stays through more failed writes, until a write succeeds.
        {
            FileSizeLimit limit(1024);
            table.window->files()->autosave();
        }
        QVERIFY(saveStateOnScreen(*table.window).startsWith(QStringLiteral("Gra NIE")));
        table.window->files()->autosave();  // room again: the retry succeeds
        const QString saved = saveStateOnScreen(*table.window);
        QVERIFY2(saved.startsWith(QStringLiteral("Zapisano ")), qPrintable(saved));
        QVERIFY(!filesIn(dataFolder()).join(QLatin1Char(' ')).contains(QStringLiteral(".potega.")));
    }

    // Redraws do not write the autosave again; a move does, and a failed write is retried.
    void anUnchangedGameIsNotWrittenAgain() {
        Table table = openWindow();
        QVERIFY(table.window->startGame(twoPlayers(11)));
        GameFiles* files = table.window->files();
        const int afterStart = files->autosaveWrites();
        QVERIFY(afterStart >= 1);
        const QByteArray written = readAll(files->autosavePath());
        for (int i = 0; i < 5; ++i) {
            files->autosave();
        }
        QCOMPARE(files->autosaveWrites(), afterStart);
        QCOMPARE(readAll(files->autosavePath()), written);
        placeCard(table);
        QVERIFY(files->autosaveWrites() > afterStart);
        QVERIFY(readAll(files->autosavePath()) != written);
        const int afterMove = files->autosaveWrites();
        files->autosave();
        QCOMPARE(files->autosaveWrites(), afterMove);
        // The file removed behind the window's back: written again.
        QVERIFY(QFile::remove(files->autosavePath()));
        files->autosave();
        QCOMPARE(files->autosaveWrites(), afterMove + 1);
        QVERIFY(QFile::exists(files->autosavePath()));
    }

    // A dangling link or a loop of links at the autosave's path is named, not replaced by a file
    // (it used to be replaced without a word), and left as it was.
    void aLinkToNothingAtTheAutosaveIsNamed_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("words");
        QTest::newRow("dangling") << QStringLiteral("nowhere.potega")
                                  << QStringLiteral("dowiązaniem symbolicznym");
        QTest::newRow("loop") << QStringLiteral("autosave.potega")
                              << QStringLiteral("pętlą dowiązań");
    }

    void aLinkToNothingAtTheAutosaveIsNamed() {
        QFETCH(QString, target);
        QFETCH(QString, words);
        Table table = openWindow();
        const QString autosave = table.window->files()->autosavePath();
        QVERIFY(QDir().mkpath(QFileInfo(autosave).absolutePath()));
        QFile::remove(autosave);
        QCOMPARE(::symlink(QFile::encodeName(target).constData(),
                           QFile::encodeName(autosave).constData()),
                 0);
        QVERIFY(table.window->startGame(twoPlayers(13)));
        const QString shown = saveStateOnScreen(*table.window);
        QVERIFY2(shown.contains(words), qPrintable(shown));
        QVERIFY(QFileInfo(autosave).isSymLink());
        QVERIFY(!QFileInfo::exists(QFileInfo(autosave).absolutePath() + QStringLiteral("/") +
                                   QStringLiteral("nowhere.potega")));
        QFile::remove(autosave);
    }

    void aFailingFlushKeepsThePreviousSave() {
        Table table = openWindow();
        table.window->setAutosaveEnabled(false);
        QVERIFY(table.window->startGame(twoPlayers(9)));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("partia.potega"));
        QCOMPARE(table.window->files()->saveTo(path), std::nullopt);
        const QByteArray previous = readAll(path);
        placeCard(table);
        ps::files::WriteHooks failingDisk;
        failingDisk.syncFile = failWithIoError;
        const auto problem =
            writeSaveFile(path, table.controller->setup(), table.controller->game().state(),
                          table.controller->actions(), failingDisk);
        QVERIFY(problem.has_value());
        QVERIFY2(problem->contains(describeWriteError(EIO)), qPrintable(*problem));
        QCOMPARE(readAll(path), previous);
        QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("partia.potega")});
    }

    // "Save as…" onto a name that is not a regular file: refused by its kind, left as it was.
    void aSaveNeverReplacesWhatIsNotARegularFile() {
        Table table = openWindow();
        table.window->setAutosaveEnabled(false);
        QVERIFY(table.window->startGame(twoPlayers(9)));
        QTemporaryDir dir;
        const auto refused = [&](const QString& name, const QString& words) {
            const QString path = dir.filePath(name);
            const auto problem = table.window->files()->saveTo(path);
            QVERIFY2(problem.has_value(), qPrintable(name));
            QVERIFY2(problem->contains(words), qPrintable(*problem));
            QVERIFY2(problem->contains(QStringLiteral("nie została zapisana")),
                     qPrintable(*problem));
        };
        const QString pipe = dir.filePath(QStringLiteral("pipe.potega"));
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0644), 0);
        refused(QStringLiteral("pipe.potega"), QStringLiteral("potok nazwany (FIFO)"));
        QVERIFY(QFileInfo(pipe).exists() && !QFileInfo(pipe).isFile());
        const QString device = dir.filePath(QStringLiteral("device.potega"));
        if (::mknod(QFile::encodeName(device).constData(), S_IFCHR | 0666, ::makedev(1, 7)) == 0) {
            refused(QStringLiteral("device.potega"), QStringLiteral("urządzenie"));
            struct stat info {};
            QCOMPARE(::lstat(QFile::encodeName(device).constData(), &info), 0);
            QVERIFY(S_ISCHR(info.st_mode));
        }
        const QString locked = dir.filePath(QStringLiteral("locked.potega"));
        QCOMPARE(table.window->files()->saveTo(locked), std::nullopt);
        const QByteArray kept = readAll(locked);
        QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::ReadGroup));
        refused(QStringLiteral("locked.potega"), QStringLiteral("tylko do odczytu"));
        QCOMPARE(readAll(locked), kept);
        QVERIFY(QFile::link(QStringLiteral("nowhere"),
                            dir.filePath(QStringLiteral("dangling.potega"))));
        refused(QStringLiteral("dangling.potega"), QStringLiteral("dowiązaniem symbolicznym"));
        // A link to a regular file is followed: the file is replaced, the link stays.
        const QString real = dir.filePath(QStringLiteral("real.potega"));
        QCOMPARE(table.window->files()->saveTo(real), std::nullopt);
        const QString link = dir.filePath(QStringLiteral("link.potega"));
        QVERIFY(QFile::link(QStringLiteral("real.potega"), link));
        QCOMPARE(table.window->files()->saveTo(link), std::nullopt);
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(QFileInfo(real).isFile() && !QFileInfo(real).isSymLink());
        QCOMPARE(QFileInfo(link).symLinkTarget(), QFileInfo(real).absoluteFilePath());
    }

    void notNowKeepsTheInterruptedGameUntilDiscarded() {
        QByteArray interrupted;
        ps::engine::GameState interruptedState;
        {
            Table table = openWindow();
            QVERIFY(table.window->startGame(twoPlayers(13)));
            placeCard(table);
            interrupted = readAll(table.window->files()->autosavePath());
            interruptedState = table.controller->game().state();
        }  // closed mid-game, as by a crash
        QVERIFY(!interrupted.isEmpty());

        Table table = openWindow();
        GameFiles* files = table.window->files();
        test::DialogScript notNow(
            {test::DialogScript::Step{QStringLiteral("resumeDialog"),
                                      [](QWidget* w) { static_cast<QMessageBox*>(w)->reject(); }}});
        QVERIFY(!files->offerResume(true));
        QVERIFY(notNow.finished());
        QCOMPARE(files->interruptedGames().size(), 1);
        QVERIFY(
            table.window->welcomePage()->resumeButton()->isVisibleTo(table.window->welcomePage()));

        // A new game: the interrupted one is kept, byte for byte, beside the new autosave.
        QVERIFY(table.window->startGame(twoPlayers(21)));
        placeCard(table);
        const QList<InterruptedGame> kept = files->interruptedGames();
        QCOMPARE(kept.size(), 1);
        QVERIFY(kept.front().path != files->autosavePath());
        QCOMPARE(readAll(kept.front().path), interrupted);
        QVERIFY(readAll(files->autosavePath()) != interrupted);

        // Resuming it puts it back on the table; the game it replaces is kept in turn.
        const ps::engine::GameState secondGame = table.controller->game().state();
        QVERIFY(files->resumeInterrupted(kept.front().path, false));
        QCOMPARE(table.controller->game().state(), interruptedState);
        QCOMPARE(readAll(files->autosavePath()), interrupted);
        const QList<InterruptedGame> after = files->interruptedGames();
        QCOMPARE(after.size(), 1);
        QVERIFY(!QFile::exists(kept.front().path) || kept.front().path == after.front().path);

        // Only an explicit discard removes it.
        QVERIFY(!files->discardInterrupted(files->autosavePath(), false));  // the table's game
        QVERIFY(files->discardInterrupted(after.front().path, false));
        QVERIFY(files->interruptedGames().isEmpty());
        QVERIFY(QFile::exists(files->autosavePath()));
        Q_UNUSED(secondGame);
    }

    void openingAGameNeverReplacesARunningOneWithoutAsking() {
        QTemporaryDir dir;
        const QString other = dir.filePath(QStringLiteral("inna.potega"));
        ps::engine::GameState otherState;
        {
            Table table = openWindow();
            table.window->setAutosaveEnabled(false);
            QVERIFY(table.window->startGame(twoPlayers(31)));
            QCOMPARE(table.window->files()->saveTo(other), std::nullopt);
            otherState = table.controller->game().state();
        }
        Table table = openWindow();
        GameFiles* files = table.window->files();
        QVERIFY(table.window->startGame(twoPlayers(33)));
        const ps::engine::GameState running = table.controller->game().state();
        const auto answer = [](const char* button) {
            return test::DialogScript::Step{QStringLiteral("replaceGameDialog"),
                                            [button](QWidget* w) { test::clickButton(w, button); }};
        };

        // Cancel: the running game stays, nothing is opened.
        {
            test::DialogScript cancel({answer("cancelButton")});
            QVERIFY(!files->openFile(other));
            QVERIFY2(cancel.finished(), qPrintable(cancel.failure()));
        }
        QCOMPARE(table.controller->game().state(), running);

        // Save first (to the game's own file), then open.
        const QString own = dir.filePath(QStringLiteral("moja.potega"));
        QCOMPARE(files->saveTo(own), std::nullopt);
        placeCard(table);
        const ps::engine::GameState latest = table.controller->game().state();
        {
            test::DialogScript saveFirst({answer("saveFirstButton")});
            QVERIFY(files->openFile(other));
            QVERIFY2(saveFirst.finished(), qPrintable(saveFirst.failure()));
        }
        QCOMPARE(table.controller->game().state(), otherState);
        const LoadedGame savedFirst = readSaveFile(own, lexicon_);
        QVERIFY2(savedFirst.game.has_value(), qPrintable(savedFirst.error));
        QCOMPARE(savedFirst.game->state, latest);

        // Open anyway: the replaced game is kept among the interrupted ones.
        QVERIFY(table.window->startGame(twoPlayers(35)));
        placeCard(table);
        const ps::engine::GameState replaced = table.controller->game().state();
        {
            test::DialogScript openAnyway({answer("openAnywayButton")});
            QVERIFY(files->openFile(other));
            QVERIFY2(openAnyway.finished(), qPrintable(openAnyway.failure()));
        }
        QCOMPARE(table.controller->game().state(), otherState);
        placeCard(table);  // the opened game's first change autosaves, keeping the replaced one
        const QList<InterruptedGame> kept = files->interruptedGames();
        QVERIFY(std::any_of(kept.begin(), kept.end(), [&](const InterruptedGame& game) {
            const LoadedGame loaded = readSaveFile(game.path, lexicon_);
            return loaded.game.has_value() && loaded.game->state == replaced;
        }));

        // An interrupted game from the menu asks too.
        test::DialogScript cancel({answer("cancelButton")});
        const ps::engine::GameState onTable = table.controller->game().state();
        QVERIFY(!files->resumeInterrupted(kept.front().path));
        QVERIFY2(cancel.finished(), qPrintable(cancel.failure()));
        QCOMPARE(table.controller->game().state(), onTable);
    }

    void aSecondInstanceLeavesTheAutosaveAlone() {
        Table first = openWindow();
        QVERIFY(first.window->startGame(twoPlayers(5)));
        QVERIFY(first.window->files()->ownsAutosave());
        const QByteArray firstSave = readAll(first.window->files()->autosavePath());
        QVERIFY(!firstSave.isEmpty());

        Table second = openWindow();
        QVERIFY(!second.window->files()->claimAutosave());
        QVERIFY(!second.window->files()->offerResume(false));  // not its game to resume
        QVERIFY(second.window->startGame(twoPlayers(6, QStringLiteral("Zenon"))));
        placeCard(second);
        QCOMPARE(readAll(first.window->files()->autosavePath()), firstSave);
        QVERIFY(second.window->files()->interruptedGames().isEmpty());
        QVERIFY(!second.window->files()->discardInterrupted(first.window->files()->autosavePath(),
                                                            false));
        const QString said = saveStateOnScreen(*second.window);
        QVERIFY2(said.startsWith(QStringLiteral("Bez automatycznego zapisu")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("inne okno")), qPrintable(said));
        QVERIFY(saveStateOnScreen(*first.window).startsWith(QStringLiteral("Zapisano ")));

        // Once the first instance is gone, the second takes over, keeping the first's game.
        first.window.reset();
        QVERIFY(second.controller->canTakeBack());
        second.controller->takeBack();  // a change: the autosave is written
        QVERIFY(second.window->files()->ownsAutosave());
        const QList<InterruptedGame> kept = second.window->files()->interruptedGames();
        QCOMPARE(kept.size(), 1);
        QCOMPARE(readAll(kept.front().path), firstSave);
    }

    void leftoversOfAKilledSaveAreRemovedAtStart() {
        QDir().mkpath(dataFolder());
        const QString folder = dataFolder();
        const QStringList ours = {QStringLiteral("autosave.potega.Ab12Cd"),
                                  QStringLiteral("interrupted-20261126-051200.potega.x9Y8z7")};
        const QStringList others = {QStringLiteral("notes.txt.Ab12Cd"),
                                    QStringLiteral("autosave.potega.damaged")};
        for (const QString& name : ours + others) {
            QFile file(folder + QLatin1Char('/') + name);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("half");
        }
        Table table = openWindow();
        QVERIFY(table.window->files()->claimAutosave());
        for (const QString& name : ours) {
            QVERIFY2(!QFile::exists(folder + QLatin1Char('/') + name), qPrintable(name));
        }
        for (const QString& name : others) {
            QVERIFY2(QFile::exists(folder + QLatin1Char('/') + name), qPrintable(name));
        }
    }

    void namesCannotCarryBidiControls() {
        const QString hostile = QStringLiteral("Ewa") + QChar(0x202E) + QStringLiteral("anna") +
                                QChar(0x2066) + QChar(0x0007) + QChar(0x2028);
        const QString clean = QStringLiteral("Ewaanna");
        QCOMPARE(cleanPlayerName(hostile), clean);
        QCOMPARE(cleanPlayerName(QStringLiteral("Zoë Łucja")), QStringLiteral("Zoë Łucja"));

        // The new-game dialog.
        NewGameDialog dialog(GameSetup::defaults(), false);
        dialog.nameEdit(0)->setText(hostile);
        QCOMPARE(dialog.setup().seats[0].name, clean);

        // The remembered settings.
        Settings::setNewGameSetup(GameSetup::defaults());
        // As a hand-edited settings file would hold it.
        QSettings().setValue(QStringLiteral("newGame/seats/1/name"), hostile);
        QCOMPARE(Settings::newGameSetup().seats[0].name, clean);

        // A saved game's file, and the log lines that name the player.
        Table table = openWindow();
        table.window->setAutosaveEnabled(false);
        GameSetup raw = twoPlayers(9);
        raw.seats[0].name = hostile;  // as a hand-edited file would hold it
        QVERIFY(table.window->startGame(twoPlayers(9)));
        const QString text =
            saveText(raw, table.controller->game().state(), table.controller->actions());
        const LoadedGame loaded = parseSave(text.toUtf8(), lexicon_);
        QVERIFY2(loaded.game.has_value(), qPrintable(loaded.error));
        QCOMPARE(loaded.game->setup.seats[0].name, clean);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("wrogi.potega"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
        file.close();
        QCOMPARE(table.window->files()->loadFrom(path, true), std::nullopt);
        placeCard(table);
        QCOMPARE(table.controller->seatName(0), clean);
        for (int i = 0; i < table.window->logList()->count(); ++i) {
            const QString line = table.window->logList()->item(i)->text();
            QVERIFY2(!line.contains(QChar(0x202E)) && !line.contains(QChar(0x2066)),
                     qPrintable(line));
        }
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    FilesTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_files.moc"
