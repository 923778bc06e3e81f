// Saved games that are not what they claim: numbers too large for the fields they fill are
// refused, never wrapped into range; a FIFO, a link to a device, a folder or an over-size file
// is refused with a message before it is read, and never blocks the reading thread.

#include <sys/stat.h>
#include <sys/types.h>

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <functional>
#include <optional>

#include "app/GameFiles.h"
#include "app/MainWindow.h"
#include "engine/io/json_text.h"
#include "game/GameController.h"
#include "game/SaveGame.h"
#include "services/Resources.h"
#include "services/UserDictionary.h"
#include "test_lexicon.h"
#include "ui_driver.h"
#include "ui_test_support.h"

using namespace ps::ui;
using ps::engine::io::DictionaryIdentity;
using ps::engine::io::Json;
using ps::ui::test::TestLexicon;

namespace {

// Far longer than any refusal takes: reaching it means the read blocked, not that it was slow.
constexpr int kBlockedAfterMs = 30'000;

QString dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

}  // namespace

class SaveFilesTest : public QObject {
    Q_OBJECT
  private:
    TestLexicon lexicon_;
    std::optional<ps::engine::Deck> deck_;

    struct Table {
        std::unique_ptr<MainWindow> window;
        GameController* controller = nullptr;
    };

    Table openWindowWithAGame() {
        Table table;
        table.window = std::make_unique<MainWindow>();
        table.controller = new GameController(lexicon_, *deck_, table.window.get());
        table.window->setController(table.controller);
        table.window->setAutosaveEnabled(false);
        table.window->resize(1280, 800);
        table.window->show();
        GameSetup setup = GameSetup::defaults();
        setup.seed = 17;
        setup.startSeat = 0;
        table.window->startGame(setup);
        return table;
    }

    // Reads on a thread of its own, so a read that blocks fails the test instead of hanging
    // the run. A blocked thread is abandoned with its pool (a pool's destructor would wait for
    // it); the end of the process ends it.
    std::optional<LoadedGame> readWithoutBlocking(const QString& path) {
        auto* pool = new QThreadPool;
        const ps::dict::Lexicon& lexicon = lexicon_;
        QFuture<LoadedGame> reading =
            QtConcurrent::run(pool, [path, &lexicon] { return readSaveFile(path, lexicon); });
        if (!pool->waitForDone(kBlockedAfterMs)) {
            return std::nullopt;
        }
        LoadedGame loaded = reading.result();
        delete pool;
        return loaded;
    }

    // The file is refused by the reader with a message naming it and `fault`; opening it in
    // the app's window then changes nothing on the table.
    void expectRefused(const QString& path, const QString& fault) {
        const std::optional<LoadedGame> loaded = readWithoutBlocking(path);
        QVERIFY2(loaded.has_value(), "the read blocked");
        QVERIFY(!loaded->game.has_value());
        QVERIFY2(loaded->error.contains(QFileInfo(path).fileName()), qPrintable(loaded->error));
        QVERIFY2(loaded->error.contains(fault), qPrintable(loaded->error));

        Table table = openWindowWithAGame();
        const ps::engine::GameState before = table.controller->game().state();
        const std::optional<QString> problem = table.window->files()->loadFrom(path, true);
        QCOMPARE(problem, std::optional<QString>(loaded->error));
        QCOMPARE(table.controller->game().state(), before);
    }

    // A valid save of a fresh game with `edit` applied to its JSON.
    QByteArray editedSave(const std::function<void(Json&)>& edit) {
        Table table = openWindowWithAGame();
        const QString text = saveText(table.controller->setup(), table.controller->game().state(),
                                      table.controller->actions());
        Json root = Json::parse(text.toStdString());
        edit(root);
        return QByteArray::fromStdString(root.dump());
    }

    // `bytes` is refused with a message holding `shown`, and loading it changes nothing.
    void expectSaveRefused(const QByteArray& bytes, const QString& shown) {
        const LoadedGame parsed = parseSave(bytes, lexicon_);
        QVERIFY2(!parsed.game.has_value(), "accepted");
        QVERIFY2(parsed.error.contains(shown), qPrintable(parsed.error));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("poprawiona.potega"));
        writeFile(path, bytes);
        Table table = openWindowWithAGame();
        const ps::engine::GameState before = table.controller->game().state();
        const GameSetup setupBefore = table.controller->setup();
        const std::optional<QString> problem = table.window->files()->loadFrom(path, true);
        QVERIFY(problem.has_value());
        QVERIFY2(problem->contains(shown), qPrintable(*problem));
        QCOMPARE(table.controller->game().state(), before);
        QCOMPARE(table.controller->setup().seats.size(), setupBefore.seats.size());
        for (qsizetype i = 0; i < setupBefore.seats.size(); ++i) {
            QCOMPARE(table.controller->setup().seats[i].colorIndex,
                     setupBefore.seats[i].colorIndex);
        }
    }

  private slots:
    void initTestCase() {
        ps::ui::DeckResult deck = loadStandardDeck();
        QVERIFY2(deck.deck.has_value(), qPrintable(deck.error));
        deck_ = deck.deck;
    }

    void init() { QDir(dataFolder()).removeRecursively(); }
    void cleanup() { QDir(dataFolder()).removeRecursively(); }

    void theUneditedSaveLoads() {
        const QByteArray bytes = editedSave([](Json&) {});
        const LoadedGame parsed = parseSave(bytes, lexicon_);
        QVERIFY2(parsed.game.has_value(), qPrintable(parsed.error));
    }

    void aVersionBeyondIntIsRefusedNotWrapped() {
        // 2^32 + 1: cut to 32 bits it is 1, the version this app reads.
        expectSaveRefused(editedSave([](Json& root) { root["version"] = 4294967297ULL; }),
                          QStringLiteral("4294967297"));
        expectSaveRefused(editedSave([](Json& root) { root["version"] = -4294967295LL; }),
                          QStringLiteral("-4294967295"));
    }

    void aColourBeyondIntIsRefusedNotWrapped() {
        // 2^32: cut to 32 bits it is 0, the first colour.
        expectSaveRefused(
            editedSave([](Json& root) { root["seats"][1]["colour"] = 4294967296ULL; }),
            QStringLiteral("4294967296"));
        expectSaveRefused(
            editedSave([](Json& root) { root["seats"][0]["colour"] = -4294967295LL; }),
            QStringLiteral("-4294967295"));
        expectSaveRefused(editedSave([](Json& root) { root["seats"][0]["colour"] = 6; }),
                          QStringLiteral("6"));
    }

    // A game hosted online keeps its table (the room, the friend's address); opening it asks
    // whether to open the table again. "Play here" makes everyone a person at this screen;
    // "Open the table" keeps the friend's seat waiting for them, even when the account dialog
    // is cancelled.
    void anOnlineTableIsKeptInTheSaveAndOpeningItAsksWhatToDo() {
        const auto online = [](Json& root) {
            root["seats"][1]["account"] = "bartek@example.org";
            root["online"] = Json{{"room", "stol-1@conference.example.org"}};
        };
        const QByteArray bytes = editedSave(online);
        const LoadedGame parsed = parseSave(bytes, lexicon_);
        QVERIFY2(parsed.game.has_value(), qPrintable(parsed.error));
        QCOMPARE(parsed.game->setup.onlineRoom, QStringLiteral("stol-1@conference.example.org"));
        QCOMPARE(parsed.game->setup.seats[1].account, QStringLiteral("bartek@example.org"));
        QCOMPARE(parsed.game->setup.seats[0].account, QString());
        const QString again =
            saveText(parsed.game->setup, parsed.game->state, parsed.game->actions);
        QVERIFY(again.contains(QStringLiteral("\"account\": \"bartek@example.org\"")));

        expectSaveRefused(editedSave([&](Json& root) {
                              online(root);
                              root["seats"][1]["account"] = "bartek at example.org";
                          }),
                          QStringLiteral("(nazwa@serwer)"));
        expectSaveRefused(editedSave([&](Json& root) {
                              online(root);
                              root["online"] = Json{{"room", 7}};
                          }),
                          QStringLiteral("(nazwa@conference.serwer)"));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("online.potega"));
        writeFile(path, bytes);
        for (const bool reopen : {false, true}) {
            Table table = openWindowWithAGame();
            // The question, then (opening the table) the account dialog, which is cancelled.
            QStringList seen;
            QTimer answer;
            answer.setInterval(20);
            QObject::connect(&answer, &QTimer::timeout, [&] {
                QWidget* modal = QApplication::activeModalWidget();
                if (modal == nullptr) {
                    return;
                }
                seen << modal->objectName();
                if (auto* box = qobject_cast<QMessageBox*>(modal)) {
                    for (QAbstractButton* button : box->buttons()) {
                        if ((button->objectName() == QStringLiteral("reopenOnline")) == reopen) {
                            button->click();
                            return;
                        }
                    }
                }
                if (auto* dialog = qobject_cast<QDialog*>(modal)) {
                    dialog->reject();
                }
            });
            answer.start();
            QCOMPARE(table.window->files()->loadFrom(path, true), std::nullopt);
            answer.stop();
            QVERIFY2(seen.contains(QStringLiteral("reopenOnlineDialog")),
                     qPrintable(seen.join(QLatin1Char(','))));
            QCOMPARE(table.controller->setup().onlineRoom.isEmpty(), !reopen);
            QCOMPARE(table.controller->seatIsRemote(1), reopen);
            QVERIFY(!table.controller->seatIsRemote(0));
        }
    }

    void aSaveNamesItsDictionaryAndOpeningWithAnotherOneSaysSo() {
        const DictionaryIdentity played{0x1111222233334444ULL, 1200};
        const DictionaryIdentity now{0xaaaabbbbccccddddULL, 3400};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("klubowa.potega"));
        ps::engine::GameState saved;
        {
            Table table = openWindowWithAGame();
            table.window->files()->setDictionaryIdentity(played);
            QCOMPARE(table.window->files()->saveTo(path), std::nullopt);
            saved = table.controller->game().state();
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Json root = Json::parse(file.readAll().toStdString());
        QVERIFY(root["position"]["version"] == 2);
        QVERIFY(root["position"]["dictionary"]["checksum"] == "1111222233334444");
        QVERIFY(root["position"]["dictionary"]["words"] == 1200);
        QVERIFY(root["record"]["dictionary"] == root["position"]["dictionary"]);
        const LoadedGame parsed = parseSave(QByteArray::fromStdString(root.dump()), lexicon_);
        QVERIFY2(parsed.game.has_value(), qPrintable(parsed.error));
        QCOMPARE(parsed.game->dictionary, std::optional<DictionaryIdentity>(played));

        // Another dictionary: the game opens as it was saved, and both are named.
        Table table = openWindowWithAGame();
        GameFiles* files = table.window->files();
        files->setDictionaryIdentity(now, QStringLiteral("slowa.txt"));
        QCOMPARE(files->loadFrom(path, true), std::nullopt);
        QCOMPARE(table.controller->game().state(), saved);
        const QString note = files->lastDictionaryNote();
        QVERIFY2(note.contains(QStringLiteral("1111222233334444")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("1200")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("slowa.txt")), qPrintable(note));
        auto* box = table.window->findChild<QMessageBox*>(QStringLiteral("dictionaryMismatch"));
        QVERIFY(box != nullptr);
        QVERIFY(box->isVisible());
        QCOMPARE(box->text(), note);
        box->close();

        // The same dictionary, or an older save that names none: nothing to say.
        files->setDictionaryIdentity(played);
        QCOMPARE(files->loadFrom(path, true), std::nullopt);
        QVERIFY(files->lastDictionaryNote().isEmpty());
        files->setDictionaryIdentity(std::nullopt);
        QCOMPARE(files->saveTo(path), std::nullopt);
        files->setDictionaryIdentity(now);
        QCOMPARE(files->loadFrom(path, true), std::nullopt);
        QVERIFY(files->lastDictionaryNote().isEmpty());
    }

    // The same dictionary with other words of the player's own (Settings → Dictionary): the
    // game opens as it was saved, and the note names both sets of words; an older save without
    // any opens silently when there are none now.
    void openingAGameMadeWithOtherOwnWordsSaysSo() {
        const DictionaryIdentity played{0x1111222233334444ULL, 1200, {0x0123456789abcdefULL, 3, 1}};
        DictionaryIdentity now = played;
        now.overlay = {0xfedcba9876543210ULL, 2, 0};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("wlasne.potega"));
        {
            Table table = openWindowWithAGame();
            table.window->files()->setDictionaryIdentity(played);
            QCOMPARE(table.window->files()->saveTo(path), std::nullopt);
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Json root = Json::parse(file.readAll().toStdString());
        QVERIFY(root["position"]["version"] == 3);
        QVERIFY(root["position"]["dictionary"]["overlay"]["checksum"] == "0123456789abcdef");
        QVERIFY(root["record"]["version"] == 3);

        Table table = openWindowWithAGame();
        GameFiles* files = table.window->files();
        files->setDictionaryIdentity(now);
        QCOMPARE(files->loadFrom(path, true), std::nullopt);
        const QString note = files->lastDictionaryNote();
        QVERIFY2(note.contains(QStringLiteral("twoimi słowami")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("3 dodane, 1 usunięte")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("2 dodane, 0 usuniętych")), qPrintable(note));
        QVERIFY2(!note.contains(QStringLiteral("innym słownikiem")), qPrintable(note));
        auto* box = table.window->findChild<QMessageBox*>(QStringLiteral("dictionaryMismatch"));
        QVERIFY(box != nullptr);
        QCOMPARE(box->text(), note);
        box->close();

        // None now: said too ("brak").
        DictionaryIdentity plain = played;
        plain.overlay = {};
        files->setDictionaryIdentity(plain);
        QCOMPARE(files->loadFrom(path, true), std::nullopt);
        QVERIFY2(files->lastDictionaryNote().contains(QStringLiteral("brak")),
                 qPrintable(files->lastDictionaryNote()));

        // A save without words of one's own (version 2, as before) with none now: nothing to say.
        files->setDictionaryIdentity(plain);
        QCOMPARE(files->saveTo(path), std::nullopt);
        QFile again(path);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QVERIFY(Json::parse(again.readAll().toStdString())["position"]["version"] == 2);
        QCOMPARE(files->loadFrom(path, true), std::nullopt);
        QVERIFY(files->lastDictionaryNote().isEmpty());
    }

    void aMalformedDictionaryIdentityIsRefused() {
        const auto withIdentity = [](const char* document, Json identity) {
            return [document, identity](Json& root) {
                root[document]["version"] = 2;
                root[document]["dictionary"] = identity;
            };
        };
        expectSaveRefused(
            editedSave(withIdentity("position", Json{{"checksum", "xyz"}, {"words", 5}})),
            QStringLiteral("/dictionary/checksum"));
        expectSaveRefused(editedSave(withIdentity(
                              "position", Json{{"checksum", "0123456789abcdef"}, {"words", 0}})),
                          QStringLiteral("/dictionary/words"));
        expectSaveRefused(editedSave([](Json& root) { root["position"]["version"] = 2; }),
                          QStringLiteral("/dictionary"));
        expectSaveRefused(
            editedSave([&](Json& root) {
                withIdentity("position",
                             Json{{"checksum", "0123456789abcdef"}, {"words", 5}})(root);
                withIdentity("record", Json{{"checksum", "0123456789abcdef"}, {"words", 6}})(root);
            }),
            QCoreApplication::translate(
                "SaveGame", "The saved record and position name different dictionaries."));
    }

    void aFifoAtTheAutosavePathIsRefusedWithoutBlocking() {
        QString autosave;
        {
            Table table = openWindowWithAGame();
            autosave = table.window->files()->autosavePath();
        }
        QVERIFY(QDir().mkpath(QFileInfo(autosave).absolutePath()));
        QFile::remove(autosave);
        QCOMPARE(::mkfifo(QFile::encodeName(autosave).constData(), 0600), 0);
        expectRefused(autosave, QStringLiteral("potok"));
    }

    void aLinkToADeviceIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("zero.potega"));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
        expectRefused(path, QStringLiteral("urządzenie"));
    }

    void aFolderIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("katalog.potega"));
        QVERIFY(QDir().mkpath(path));
        expectRefused(path, QStringLiteral("folderem"));
    }

    void aMissingFileIsRefused() {
        QTemporaryDir dir;
        expectRefused(dir.filePath(QStringLiteral("brak.potega")), QStringLiteral("nie istnieje"));
    }

    // At the start, only what reads as a save is offered for resuming: a FIFO, a folder or a
    // link to a device at the autosave's path (or an interrupted game's) is not offered at all,
    // and 15 MB that are no save are put aside as damaged at once, without the question
    // "Resume?" that could only end in a refusal.
    void onlyASaveIsOfferedForResuming_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("fifo") << QStringLiteral("fifo");
        QTest::newRow("folder") << QStringLiteral("folder");
        QTest::newRow("device") << QStringLiteral("device");
        QTest::newRow("junk") << QStringLiteral("junk");
        QTest::newRow("a save") << QStringLiteral("save");
    }

    void onlyASaveIsOfferedForResuming() {
        QFETCH(QString, kind);
        Table table = openWindowWithAGame();
        GameFiles* files = table.window->files();
        const QString autosave = files->autosavePath();
        const QString interrupted = QFileInfo(autosave).absolutePath() +
                                    QStringLiteral("/interrupted-20261128-101500.potega");
        QVERIFY(QDir().mkpath(QFileInfo(autosave).absolutePath()));
        const QByteArray save =
            saveText(table.controller->setup(), table.controller->game().state(),
                     table.controller->actions())
                .toUtf8();
        for (const QString& path : {autosave, interrupted}) {
            QFile::remove(path);
            if (kind == QStringLiteral("fifo")) {
                QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
            } else if (kind == QStringLiteral("folder")) {
                QVERIFY(QDir().mkpath(path));
            } else if (kind == QStringLiteral("device")) {
                QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
            } else if (kind == QStringLiteral("junk")) {
                writeFile(path, QByteArray(15 * 1024 * 1024, 'x'));
            } else {
                writeFile(path, save);
            }
        }
        QVERIFY(files->claimAutosave());
        const QList<InterruptedGame> offered = files->interruptedGames();
        if (kind == QStringLiteral("save") || kind == QStringLiteral("junk")) {
            QCOMPARE(offered.size(), 2);
        } else {
            QVERIFY(offered.isEmpty());
            QVERIFY(!files->offerResume(true));  // no question, nothing resumed, no hang
        }
        if (kind == QStringLiteral("junk")) {
            // Straight to the message that it is damaged and kept aside: no "Resume?" first.
            QStringList seen;
            test::DialogScript script(
                {test::DialogScript::Step{QStringLiteral("resumeFailed"), [&](QWidget* w) {
                                              seen << static_cast<QMessageBox*>(w)->text();
                                              static_cast<QMessageBox*>(w)->accept();
                                          }}});
            QVERIFY(!files->offerResume(true));
            QVERIFY2(script.finished(), qPrintable(script.failure()));
            QCOMPARE(seen.size(), 1);
            QVERIFY2(seen.front().contains(QStringLiteral(".damaged")), qPrintable(seen.front()));
        }
        for (const QString& path : {autosave, interrupted}) {
            QDir(path).removeRecursively();
            QFile::remove(path);
            QFile::remove(path + QStringLiteral(".damaged"));
        }
    }

    void anOverSizeFileIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("duza.potega"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            // Sparse: one byte over the cap costs no disk.
            QVERIFY(file.resize(qint64(ps::engine::io::kMaxJsonBytes) + 1));
        }
        expectRefused(path, QStringLiteral("16 MiB"));
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    // A data folder of its own: ui_files_test empties the shared one, and ctest may run both
    // at once.
    QCoreApplication::setApplicationName(QStringLiteral("potega-slowa-save-files-test"));
    SaveFilesTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_save_files.moc"
