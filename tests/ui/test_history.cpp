// The game history: the SQLite schema and its migrations, two instances writing at once, a
// damaged file, a full disk, games recorded through the app (finished and abandoned), the CSV
// export, the statistics window and the end-of-game chart.
#include <sys/stat.h>

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include "bots/bot.h"
#include "dialogs/EndGameDialog.h"
#include "engine/io/record.h"
#include "game/SaveGame.h"
#include "history/HistoryDatabase.h"
#include "history/HistoryRecorder.h"
#include "history/HistoryStore.h"
#include "history/StatisticsWindow.h"
#include "ui_driver.h"
#include "ui_test_support.h"

using namespace ps::ui;
using namespace ps::ui::history;
using ps::engine::Action;
using ps::engine::Game;
using ps::engine::PlayerId;

namespace {

SeatSummary seat(int index, const QString& name, const QString& kind, int total, int place) {
    SeatSummary s;
    s.seat = index;
    s.name = name;
    s.kind = kind;
    s.captured = total - 2;
    s.zonePoints = 2;
    s.zones = 1;
    s.total = total;
    s.place = place;
    s.winner = place == 1;
    return s;
}

// A game written by hand: `first` beats `second` 14 to 9.
GameSummary sampleGame(const QString& key, const QString& first, const QString& second,
                       const QString& secondKind = QStringLiteral("human")) {
    GameSummary game;
    game.key = key;
    game.startedAt = QDateTime(QDate(2026, 11, 2), QTime(18, 0), Qt::UTC);
    game.endedAt = game.startedAt.addSecs(1500);
    game.durationSeconds = 1500;
    game.options.players = 2;
    game.options.seed = 77;
    game.dictionary = QStringLiteral("0123456789abcdef/3012345");
    game.seats = {seat(0, first, QStringLiteral("human"), 14, 1),
                  seat(1, second, secondKind, 9, 2)};
    WordSummary kot{0, 1, 0, QStringLiteral("KOT"), 3, 1, 0, std::nullopt};
    WordSummary zolw{3, 1, 1, QStringLiteral("ŻÓŁWIE"), 6, 2, 1, 0};
    game.words = {kot, zolw};
    game.recordText = QStringLiteral("{\"format\": \"potega-slowa-record\"}");
    game.round = 6;
    return game;
}

int count(const QSqlDatabase& db, const QString& sql) {
    QSqlQuery query(db);
    if (!query.exec(sql) || !query.next()) {
        return -1;
    }
    return query.value(0).toInt();
}

QString text(const QSqlDatabase& db, const QString& sql) {
    QSqlQuery query(db);
    if (!query.exec(sql) || !query.next()) {
        return QStringLiteral("<%1>").arg(query.lastError().text());
    }
    return query.value(0).toString();
}

// Medium bots choose every move of a game whose seats are all people.
struct Autoplay {
    Autoplay(const GameController& controller, const ps::dict::Dictionary& dictionary) {
        const auto& state = controller.game().state();
        for (int s = 0; s < int(state.players.size()); ++s) {
            bots.push_back(ps::bots::makeBot(ps::bots::Level::Medium, PlayerId(s),
                                             ps::bots::Vocabulary{&dictionary, nullptr},
                                             state.options.seed));
        }
    }
    // Applies `count` moves (or up to the end); false when no move was found.
    bool play(GameController& controller, int moves) {
        for (int i = 0; i < moves && !controller.game().isOver(); ++i) {
            const auto seatAwaited = ps::bots::awaitedSeat(controller.game());
            const std::optional<Action> action =
                seatAwaited ? bots[*seatAwaited]->decide(controller.game()) : std::nullopt;
            if (!action) {
                return false;
            }
            if (controller.apply(*action)) {
                controller.playForTimeout();
            }
            QCoreApplication::processEvents();
        }
        return true;
    }
    std::vector<std::unique_ptr<ps::bots::Bot>> bots;
};

GameSetup people(quint64 seed, const QString& first = QStringLiteral("Ania"),
                 const QString& second = QStringLiteral("Bartek")) {
    GameSetup setup;
    setup.seats = {{first, 0, SeatKind::Human}, {second, 1, SeatKind::Human}};
    setup.seed = seed;
    setup.startSeat = 0;
    return setup;
}

void removeHistoryFiles(const QString& path) {
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        QFile::remove(path + suffix);
    }
}

// Writes a history file as an older version left it: `statements` make its tables, fill them
// and set its user_version. Empty when every statement ran, else what failed.
QString writeOldDatabase(const QString& path, std::initializer_list<const char*> statements) {
    const QString connection = QStringLiteral("old-version");
    QString failed;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        if (!db.open()) {
            failed = QStringLiteral("cannot open %1: %2").arg(path, db.lastError().text());
        } else {
            QSqlQuery query(db);
            for (const char* sql : statements) {
                if (!query.exec(QString::fromUtf8(sql))) {
                    failed = QStringLiteral("%1: %2").arg(QString::fromUtf8(sql),
                                                          query.lastError().text());
                    break;
                }
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return failed;
}

}  // namespace

class HistoryTest : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir settings_;
    QTemporaryDir files_;

    QString freshPath(const QString& name) { return files_.filePath(name); }

  private slots:
    void initTestCase() {
        QVERIFY(settings_.isValid() && files_.isValid());
        test::prepareApplication(*qApp, settings_);
    }

    void aNewFileGetsTheLatestSchema() {
        HistoryDatabase database(QStringLiteral("fresh"));
        QVERIFY(database.open(freshPath(QStringLiteral("fresh.sqlite"))).isEmpty());
        QCOMPARE(database.schemaVersion(), HistoryDatabase::kSchemaVersion);
        const QSqlDatabase db = database.connection();
        QCOMPARE(text(db, QStringLiteral("PRAGMA journal_mode")), QStringLiteral("wal"));
        for (const char* column : {"games.end_reason", "games.game_key", "seats.winner",
                                   "words.markers_returned", "words.helper_seat"}) {
            const QStringList parts = QString::fromUtf8(column).split(QLatin1Char('.'));
            QVERIFY2(count(db, QStringLiteral("SELECT COUNT(*) FROM pragma_table_info('%1') "
                                              "WHERE name = '%2'")
                                   .arg(parts[0], parts[1])) == 1,
                     column);
        }
        // An empty file (version 0) is created the same way.
        const QString empty = freshPath(QStringLiteral("empty.sqlite"));
        QFile(empty).open(QIODevice::WriteOnly);
        HistoryDatabase second(QStringLiteral("empty"));
        QVERIFY(second.open(empty).isEmpty());
        QCOMPARE(second.schemaVersion(), HistoryDatabase::kSchemaVersion);
    }

    void version1IsMigrated() {
        const QString path = freshPath(QStringLiteral("v1.sqlite"));
        // Version 1 as it shipped: games, seats and words, without keys, zones, winners,
        // rounds, lengths, markers sent back or helpers.
        const QString failed = writeOldDatabase(
            path, {"CREATE TABLE games (id INTEGER PRIMARY KEY, started_at TEXT NOT NULL, "
                   "ended_at TEXT NOT NULL, duration_s INTEGER NOT NULL, abandoned INTEGER "
                   "NOT NULL, players INTEGER NOT NULL, variant INTEGER NOT NULL, "
                   "min_word_length INTEGER NOT NULL, redraw_limit INTEGER NOT NULL, "
                   "turn_timer_s INTEGER NOT NULL, seed TEXT NOT NULL, dictionary TEXT NOT "
                   "NULL, record TEXT NOT NULL)",
                   "CREATE TABLE seats (game_id INTEGER NOT NULL REFERENCES games(id) ON "
                   "DELETE CASCADE, seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT "
                   "NULL, captured INTEGER NOT NULL, zone_points INTEGER NOT NULL, total "
                   "INTEGER NOT NULL, place INTEGER NOT NULL, PRIMARY KEY (game_id, seat))",
                   "CREATE TABLE words (game_id INTEGER NOT NULL REFERENCES games(id) ON "
                   "DELETE CASCADE, idx INTEGER NOT NULL, seat INTEGER NOT NULL, word TEXT "
                   "NOT NULL, captures INTEGER NOT NULL, PRIMARY KEY (game_id, idx))",
                   "INSERT INTO games VALUES (1, '2026-10-01T10:00:00Z', "
                   "'2026-10-01T10:30:00Z', 1800, 0, 2, 0, 2, 3, 0, '5', '', 'rec')",
                   "INSERT INTO games VALUES (2, '2026-10-02T10:00:00Z', "
                   "'2026-10-02T10:05:00Z', 300, 1, 2, 0, 2, 3, 0, '6', '', '')",
                   "INSERT INTO seats VALUES (1, 0, 'Ania', 'human', 10, 3, 13, 1)",
                   "INSERT INTO seats VALUES (1, 1, 'Bot', 'hard', 8, 0, 8, 2)",
                   "INSERT INTO seats VALUES (2, 0, 'Ania', 'human', 1, 0, 1, 2)",
                   "INSERT INTO seats VALUES (2, 1, 'Bot', 'hard', 2, 0, 2, 1)",
                   "INSERT INTO words VALUES (1, 1, 0, 'ŻÓŁWIE', 3)",
                   "INSERT INTO words VALUES (1, 4, 1, 'KOT', 1)", "PRAGMA user_version = 1"});
        QVERIFY2(failed.isEmpty(), qPrintable(failed));

        HistoryDatabase database(QStringLiteral("migrated"));
        QVERIFY(database.open(path).isEmpty());
        QCOMPARE(database.schemaVersion(), HistoryDatabase::kSchemaVersion);
        const QSqlDatabase db = database.connection();
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM games")), 2);
        QCOMPARE(text(db, QStringLiteral("SELECT end_reason FROM games WHERE id = 2")),
                 QStringLiteral("closed"));
        QCOMPARE(text(db, QStringLiteral("SELECT game_key FROM games WHERE id = 1")),
                 QStringLiteral("v1-1"));
        QCOMPARE(
            count(db, QStringLiteral("SELECT winner FROM seats WHERE game_id = 1 AND seat = 0")),
            1);
        QCOMPARE(count(db, QStringLiteral("SELECT length FROM words WHERE word = 'ŻÓŁWIE'")), 6);
        // The old games count in the statistics: one finished game won by Ania against the hard
        // bot; the abandoned one only in the count.
        const Statistics stats = database.statistics();
        QVERIFY2(stats.error.isEmpty(), qPrintable(stats.error));
        QCOMPARE(stats.games, 1);
        QCOMPARE(stats.abandoned, 1);
        QCOMPARE(stats.levels.size(), 1);
        QCOMPARE(stats.levels[0].level, QStringLiteral("hard"));
        QCOMPARE(stats.levels[0].won, 1);
        QCOMPARE(stats.longestWords.value(0).word, QStringLiteral("ŻÓŁWIE"));
        // New games are written beside them.
        QVERIFY(database
                    .write(sampleGame(QStringLiteral("k"), QStringLiteral("Ania"),
                                      QStringLiteral("Bartek")))
                    .written);
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM games")), 3);
        // Version 3 moved the records into a table of their own: the old game keeps its record,
        // the one without a record has no row there.
        QCOMPARE(database.recordText(1), QStringLiteral("rec"));
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM records WHERE game_id = 2")), 0);
    }

    void version2IsMigrated() {
        const QString path = freshPath(QStringLiteral("v2.sqlite"));
        // Version 2 as it shipped: the record still a column of the games, the best-word
        // indexes on one column each.
        const QString failed = writeOldDatabase(
            path, {"CREATE TABLE games (id INTEGER PRIMARY KEY, started_at TEXT NOT NULL, "
                   "ended_at TEXT NOT NULL, duration_s INTEGER NOT NULL, abandoned INTEGER "
                   "NOT NULL, players INTEGER NOT NULL, variant INTEGER NOT NULL, "
                   "min_word_length INTEGER NOT NULL, redraw_limit INTEGER NOT NULL, "
                   "turn_timer_s INTEGER NOT NULL, seed TEXT NOT NULL, dictionary TEXT NOT "
                   "NULL, record TEXT NOT NULL, game_key TEXT, end_reason TEXT NOT NULL DEFAULT "
                   "'finished', hints INTEGER NOT NULL DEFAULT 0, rounds INTEGER NOT NULL "
                   "DEFAULT 0)",
                   "CREATE TABLE seats (game_id INTEGER NOT NULL REFERENCES games(id) ON "
                   "DELETE CASCADE, seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT "
                   "NULL, captured INTEGER NOT NULL, zone_points INTEGER NOT NULL, total "
                   "INTEGER NOT NULL, place INTEGER NOT NULL, zones INTEGER NOT NULL DEFAULT 0, "
                   "winner INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (game_id, seat))",
                   "CREATE TABLE words (game_id INTEGER NOT NULL REFERENCES games(id) ON "
                   "DELETE CASCADE, idx INTEGER NOT NULL, seat INTEGER NOT NULL, word TEXT "
                   "NOT NULL, captures INTEGER NOT NULL, round INTEGER NOT NULL DEFAULT 0, "
                   "length INTEGER NOT NULL DEFAULT 0, markers_returned INTEGER NOT NULL "
                   "DEFAULT 0, helper_seat INTEGER, PRIMARY KEY (game_id, idx))",
                   "CREATE INDEX games_key ON games(game_key)",
                   "CREATE INDEX games_ended ON games(abandoned, ended_at)",
                   "CREATE INDEX seats_kind_name ON seats(kind, name)",
                   "CREATE INDEX words_length ON words(length)",
                   "CREATE INDEX words_captures ON words(captures)",
                   "CREATE INDEX words_markers ON words(markers_returned)",
                   "INSERT INTO games VALUES (1, '2026-11-01T10:00:00Z', "
                   "'2026-11-01T10:30:00Z', 1800, 0, 2, 0, 2, 3, 0, '5', '', 'rec-v2', 'key-1', "
                   "'finished', 0, 6)",
                   "INSERT INTO seats VALUES (1, 0, 'Ania', 'human', 10, 3, 13, 1, 1, 1)",
                   "INSERT INTO seats VALUES (1, 1, 'Bot', 'medium', 8, 0, 8, 2, 0, 0)",
                   "INSERT INTO words VALUES (1, 0, 0, 'ŻÓŁWIE', 3, 1, 6, 1, NULL)",
                   "INSERT INTO words VALUES (1, 1, 1, 'KOT', 1, 1, 3, 0, NULL)",
                   "PRAGMA user_version = 2"});
        QVERIFY2(failed.isEmpty(), qPrintable(failed));

        HistoryDatabase database(QStringLiteral("migrated2"));
        QVERIFY(database.open(path).isEmpty());
        QCOMPARE(database.schemaVersion(), HistoryDatabase::kSchemaVersion);
        const QSqlDatabase db = database.connection();
        QCOMPARE(database.recordText(1), QStringLiteral("rec-v2"));
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM pragma_table_info('games') "
                                          "WHERE name = 'record'")),
                 0);
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = "
                                          "'index' AND name = 'words_most_captures'")),
                 1);
        const Statistics stats = database.statistics();
        QVERIFY2(stats.error.isEmpty(), qPrintable(stats.error));
        QCOMPARE(stats.games, 1);
        QCOMPARE(stats.mostCaptures.value(0).word, QStringLiteral("ŻÓŁWIE"));
        QCOMPARE(stats.recentGames.size(), 1);
        QVERIFY(stats.recentGames[0].hasRecord);
        // A game written now keeps its record in the new table.
        QVERIFY(database
                    .write(sampleGame(QStringLiteral("k2"), QStringLiteral("Ania"),
                                      QStringLiteral("Bartek")))
                    .written);
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM records")), 2);
    }

    void aGameIsWrittenWithItsSeatsWordsAndRecord() {
        HistoryDatabase database(QStringLiteral("write"));
        QVERIFY(database.open(freshPath(QStringLiteral("write.sqlite"))).isEmpty());
        const GameSummary game =
            sampleGame(QStringLiteral("a"), QStringLiteral("Ania"), QStringLiteral("Bartek"));
        const auto result = database.write(game);
        QVERIFY(result.written && result.message.isEmpty());
        const QSqlDatabase db = database.connection();
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM seats")), 2);
        QCOMPARE(text(db, QStringLiteral("SELECT name FROM seats WHERE winner = 1")),
                 QStringLiteral("Ania"));
        QCOMPARE(count(db, QStringLiteral("SELECT markers_returned FROM words WHERE idx = 3")), 1);
        QCOMPARE(count(db, QStringLiteral("SELECT helper_seat FROM words WHERE idx = 3")), 0);
        QCOMPARE(text(db, QStringLiteral("SELECT typeof(helper_seat) FROM words WHERE idx = 0")),
                 QStringLiteral("null"));
        QCOMPARE(database.recordText(1), game.recordText);
        // The same finished game again (opened from a save) is not written twice.
        QVERIFY(database.write(game).written);
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM games")), 1);
        // An abandoned game resumed and finished later replaces its abandoned entry, its time
        // added.
        GameSummary left =
            sampleGame(QStringLiteral("b"), QStringLiteral("Celina"), QStringLiteral("Darek"));
        left.end = EndReason::Closed;
        QVERIFY(database.write(left).written);
        GameSummary finished = left;
        finished.end = EndReason::Finished;
        finished.durationSeconds = 100;
        QVERIFY(database.write(finished).written);
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM games WHERE game_key = 'b'")), 1);
        QCOMPARE(text(db, QStringLiteral("SELECT end_reason FROM games WHERE game_key = 'b'")),
                 QStringLiteral("finished"));
        QCOMPARE(count(db, QStringLiteral("SELECT duration_s FROM games WHERE game_key = 'b'")),
                 1600);
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM seats")), 4);  // none left behind
    }

    void twoInstancesWriteAtOnce() {
        const QString path = freshPath(QStringLiteral("shared.sqlite"));
        constexpr int kEach = 40;
        HistoryStore first(path);
        HistoryStore second(path);
        QSignalSpy problems1(&first, &HistoryStore::problem);
        QSignalSpy problems2(&second, &HistoryStore::problem);
        QSignalSpy written1(&first, &HistoryStore::recorded);
        QSignalSpy written2(&second, &HistoryStore::recorded);
        for (int i = 0; i < kEach; ++i) {
            first.record(sampleGame(QStringLiteral("first-%1").arg(i), QStringLiteral("Ania"),
                                    QStringLiteral("Bartek")));
            second.record(sampleGame(QStringLiteral("second-%1").arg(i), QStringLiteral("Celina"),
                                     QStringLiteral("Darek")));
        }
        QVERIFY(first.waitForIdle(30000));
        QVERIFY(second.waitForIdle(30000));
        QVERIFY2(problems1.isEmpty(),
                 problems1.isEmpty() ? "" : qPrintable(problems1[0][0].toString()));
        QVERIFY2(problems2.isEmpty(),
                 problems2.isEmpty() ? "" : qPrintable(problems2[0][0].toString()));
        QCOMPARE(written1.count(), kEach);
        QCOMPARE(written2.count(), kEach);
        for (const auto& signal : written1 + written2) {
            QVERIFY(signal[0].toBool());
        }
        HistoryDatabase reader(QStringLiteral("reader"));
        QVERIFY(reader.open(path).isEmpty());
        QCOMPARE(count(reader.connection(), QStringLiteral("SELECT COUNT(*) FROM games")),
                 2 * kEach);
        QCOMPARE(count(reader.connection(), QStringLiteral("SELECT COUNT(*) FROM words")),
                 4 * kEach);
    }

    void aDamagedFileIsMovedAsideAndANewHistoryStarts() {
        const QString path = freshPath(QStringLiteral("damaged.sqlite"));
        const QByteArray garbage(8192, 'x');
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(garbage);
        }
        HistoryStore store(path);
        QSignalSpy problems(&store, &HistoryStore::problem);
        QSignalSpy written(&store, &HistoryStore::recorded);
        store.record(sampleGame(QStringLiteral("d"), QStringLiteral("Ania"), QStringLiteral("Bot"),
                                QStringLiteral("easy")));
        QVERIFY(store.waitForIdle());
        QCOMPARE(problems.count(), 1);
        const QString message = problems[0][0].toString();
        const QStringList kept =
            QDir(files_.path())
                .entryList({QStringLiteral("damaged.sqlite.damaged-*")}, QDir::Files);
        QCOMPARE(kept.size(), 1);
        QVERIFY2(message.contains(kept[0]), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("nową")), qPrintable(message));  // Polish
        QFile keptFile(files_.filePath(kept[0]));
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        QCOMPARE(keptFile.readAll(), garbage);  // moved, not changed
        QCOMPARE(written.count(), 1);
        QVERIFY(written[0][0].toBool());
        HistoryDatabase reader(QStringLiteral("damaged-reader"));
        QVERIFY(reader.open(path).isEmpty());
        QCOMPARE(count(reader.connection(), QStringLiteral("SELECT COUNT(*) FROM games")), 1);
    }

    // The disk-full seam: SQLite's max_page_count caps the file at its size after creation,
    // so the next write fails with SQLITE_FULL exactly as on a full disk.
    void aFullDiskGivesAMessageAndWritesNothing() {
        const QString path = freshPath(QStringLiteral("full.sqlite"));
        int pages = 0;
        {
            HistoryDatabase database(QStringLiteral("full-setup"));
            QVERIFY(database.open(path).isEmpty());
            pages = count(database.connection(), QStringLiteral("PRAGMA page_count"));
        }
        QVERIFY(pages > 0);
        HistoryStore store(path);
        store.setMaxPageCount(pages);
        QSignalSpy problems(&store, &HistoryStore::problem);
        QSignalSpy written(&store, &HistoryStore::recorded);
        GameSummary game =
            sampleGame(QStringLiteral("f"), QStringLiteral("Ania"), QStringLiteral("Bartek"));
        game.recordText = QString(20000, QLatin1Char('r'));  // needs new pages
        store.record(game);
        QVERIFY(store.waitForIdle());
        QCOMPARE(written.count(), 1);
        QVERIFY(!written[0][0].toBool());
        QCOMPARE(problems.count(), 1);
        const QString message = problems[0][0].toString();
        QVERIFY2(message.contains(QStringLiteral("dysk jest pełny")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("wpływu na samą grę")), qPrintable(message));
        QVERIFY(QDir(files_.path())
                    .entryList({QStringLiteral("full.sqlite.damaged-*")}, QDir::Files)
                    .isEmpty());  // a full disk is not damage
        HistoryDatabase reader(QStringLiteral("full-reader"));
        QVERIFY(reader.open(path).isEmpty());
        QCOMPARE(count(reader.connection(), QStringLiteral("SELECT COUNT(*) FROM games")), 0);
        QCOMPARE(count(reader.connection(), QStringLiteral("SELECT COUNT(*) FROM seats")), 0);
    }

    // A folder or a FIFO at the history's path is named (the cause was empty, "…: . Na razie…",
    // and a FIFO was "a read/write error"), and the history comes back at the next game once
    // it is gone, without a restart.
    void whatStandsAtThePathIsNamedAndHistoryComesBack_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("words");
        QTest::newRow("a folder") << QStringLiteral("folder")
                                  << QStringLiteral("jest już folder o tej nazwie");
        QTest::newRow("a FIFO") << QStringLiteral("fifo") << QStringLiteral("potok nazwany (FIFO)");
    }

    void whatStandsAtThePathIsNamedAndHistoryComesBack() {
        QFETCH(QString, kind);
        QFETCH(QString, words);
        const QString path = freshPath(QStringLiteral("in-the-way-%1.sqlite").arg(kind));
        if (kind == QStringLiteral("folder")) {
            QVERIFY(QDir().mkpath(path));
        } else {
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0644), 0);
        }
        HistoryStore store(path);
        QSignalSpy problems(&store, &HistoryStore::problem);
        QSignalSpy written(&store, &HistoryStore::recorded);
        store.record(
            sampleGame(QStringLiteral("w1"), QStringLiteral("Ania"), QStringLiteral("Bartek")));
        QVERIFY(store.waitForIdle());
        QVERIFY(!problems.isEmpty());
        const QString message = problems[0][0].toString();
        QVERIFY2(message.contains(words), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral(": .")), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("odczytu/zapisu")), qPrintable(message));
        QVERIFY(QDir(files_.path())
                    .entryList({QStringLiteral("in-the-way-*.damaged-*")}, QDir::Files)
                    .isEmpty());
        QCOMPARE(written.count(), 1);
        QVERIFY(!written[0][0].toBool());

        // The same cause again is not said again.
        store.record(
            sampleGame(QStringLiteral("w2"), QStringLiteral("Ania"), QStringLiteral("Bartek")));
        QVERIFY(store.waitForIdle());
        for (const QList<QVariant>& signal : problems.mid(1)) {
            QVERIFY2(!signal[0].toString().contains(words), qPrintable(signal[0].toString()));
        }

        QVERIFY(kind == QStringLiteral("folder") ? QDir(path).removeRecursively()
                                                 : QFile::remove(path));
        problems.clear();
        store.record(
            sampleGame(QStringLiteral("w3"), QStringLiteral("Ania"), QStringLiteral("Bartek")));
        QVERIFY(store.waitForIdle());
        QCOMPARE(written.count(), 3);
        QVERIFY(written[2][0].toBool());
        QVERIFY2(problems.isEmpty(),
                 problems.isEmpty() ? "" : qPrintable(problems[0][0].toString()));
        HistoryDatabase reader(QStringLiteral("in-the-way-reader-%1").arg(kind));
        QVERIFY(reader.open(path).isEmpty());
        QCOMPARE(count(reader.connection(), QStringLiteral("SELECT COUNT(*) FROM games")), 1);
    }

    // A history file this app is creating on a full disk is not "damaged": it is not kept
    // aside, the message names the disk, and the history comes back once there is room.
    void aNewHistoryOnAFullDiskIsNotCalledDamaged() {
        const QString path = freshPath(QStringLiteral("new-on-full.sqlite"));
        HistoryStore store(path);
        store.setMaxPageCount(1);  // no room for the tables
        QSignalSpy problems(&store, &HistoryStore::problem);
        QSignalSpy written(&store, &HistoryStore::recorded);
        store.record(
            sampleGame(QStringLiteral("n1"), QStringLiteral("Ania"), QStringLiteral("Bartek")));
        QVERIFY(store.waitForIdle());
        QVERIFY(!problems.isEmpty());
        const QString message = problems[0][0].toString();
        QVERIFY2(message.contains(QStringLiteral("dysk jest pełny")), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("uszkodzon")), qPrintable(message));
        QVERIFY(QDir(files_.path())
                    .entryList({QStringLiteral("new-on-full.sqlite.damaged-*")}, QDir::Files)
                    .isEmpty());
        QVERIFY(!QFile::exists(path));  // what this open created is gone
        QCOMPARE(written.count(), 1);
        QVERIFY(!written[0][0].toBool());

        store.setMaxPageCount(0);  // room again (the worker is idle)
        store.record(
            sampleGame(QStringLiteral("n2"), QStringLiteral("Ania"), QStringLiteral("Bartek")));
        QVERIFY(store.waitForIdle());
        QCOMPARE(written.count(), 2);
        QVERIFY(written[1][0].toBool());
    }

    void csvExportHasOneRowPerSeat() {
        const QString path = freshPath(QStringLiteral("csv.sqlite"));
        HistoryStore store(path);
        store.record(sampleGame(QStringLiteral("c1"), QStringLiteral("Ania, \"As\""),
                                QStringLiteral("Bot"), QStringLiteral("medium")));
        const QString target = freshPath(QStringLiteral("history.csv"));
        QSignalSpy exported(&store, &HistoryStore::exported);
        store.exportCsv(target);
        QVERIFY(store.waitForIdle());
        QCOMPARE(exported.count(), 1);
        QCOMPARE(exported[0][1].toString(), QString());
        QFile file(target);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"));
        QCOMPARE(lines.size(), 4);  // header, two seats, the empty rest after the last CRLF
        QCOMPARE(lines[0],
                 QStringLiteral("game,started_at,ended_at,duration_s,end_reason,players,variant,"
                                "min_word_length,redraw_limit,turn_timer_s,dictionary,seat,name,"
                                "kind,captured,zone_points,zones,total,place,winner,words"));
        QCOMPARE(lines[1], QStringLiteral("1,2026-11-02T18:00:00Z,2026-11-02T18:25:00Z,1500,"
                                          "finished,2,0,2,3,0,0123456789abcdef/3012345,0,"
                                          "\"Ania, \"\"As\"\"\",human,12,2,1,14,1,1,1"));
        QCOMPARE(lines[2], QStringLiteral("1,2026-11-02T18:00:00Z,2026-11-02T18:25:00Z,1500,"
                                          "finished,2,0,2,3,0,0123456789abcdef/3012345,1,Bot,"
                                          "medium,7,2,1,9,2,0,1"));
        QCOMPARE(lines[3], QString());
        // A folder that does not exist: a message, no file.
        store.exportCsv(freshPath(QStringLiteral("missing/history.csv")));
        QVERIFY(store.waitForIdle());
        QVERIFY(!exported.last()[1].toString().isEmpty());
    }

    void theStatisticsWindowShowsTheHistory() {
        const QString path = freshPath(QStringLiteral("stats.sqlite"));
        HistoryStore store(path);
        store.record(
            sampleGame(QStringLiteral("s1"), QStringLiteral("Ania"), QStringLiteral("Bartek")));
        store.record(
            sampleGame(QStringLiteral("s2"), QStringLiteral("Bartek"), QStringLiteral("Ania")));
        store.record(sampleGame(QStringLiteral("s3"), QStringLiteral("Ania"), QStringLiteral("Bot"),
                                QStringLiteral("hard")));
        StatisticsWindow window(&store);
        QSignalSpy shown(&window, &StatisticsWindow::statisticsShown);
        QVERIFY(store.waitForIdle());
        QCOMPARE(shown.count(), 1);
        QVERIFY2(window.summaryLabel()->text().contains(QStringLiteral("3")),
                 qPrintable(window.summaryLabel()->text()));
        QCOMPARE(window.levelsTable()->rowCount(), 1);  // people against the hard bot
        QCOMPARE(window.levelsTable()->item(0, 2)->text(), QStringLiteral("1"));
        QCOMPARE(window.peopleTable()->rowCount(), 2);
        QCOMPARE(window.peopleTable()->item(0, 0)->text(), QStringLiteral("Ania"));
        QCOMPARE(window.peopleTable()->item(0, 1)->text(), QStringLiteral("3"));
        QCOMPARE(window.peopleTable()->item(0, 2)->text(), QStringLiteral("2"));
        QCOMPARE(window.headToHeadTable()->rowCount(), 1);
        QCOMPARE(window.headToHeadTable()->item(0, 2)->text(), QStringLiteral("2"));
        QCOMPARE(window.headToHeadTable()->item(0, 3)->text(), QStringLiteral("1"));
        QVERIFY(window.wordsTable()->item(0, 1)->text().startsWith(QStringLiteral("ŻÓŁWIE")));
        QCOMPARE(window.gamesTable()->rowCount(), 3);
        QVERIFY(window.chartView()->chart() != nullptr);
        QCOMPARE(window.chartView()->chart()->series().size(), 2);

        QSignalSpy replay(&window, &StatisticsWindow::replayRequested);
        window.replayRow(0);
        QVERIFY(store.waitForIdle());
        QCOMPARE(replay.count(), 1);
        QCOMPARE(replay[0][0].toString(), QStringLiteral("{\"format\": \"potega-slowa-record\"}"));
        QVERIFY(replay[0][1].toString().contains(QStringLiteral("Ania")));
    }

    void theEndOfGameChartHasRoundGridlines() {
        ScoreChart chart({{3, 5}, {7, 13}}, {Qt::red, Qt::blue},
                         {QStringLiteral("Ania"), QStringLiteral("Bartek")});
        QCOMPARE(chart.scoreAxis()->min(), 0.0);
        QCOMPARE(chart.scoreAxis()->max(), 15.0);
        QCOMPARE(chart.scoreAxis()->tickInterval(), 5.0);
        QCOMPARE(chart.scoreAxis()->labelFormat(), QStringLiteral("%d"));
        QCOMPARE(chart.roundAxis()->max(), 2.0);
        QCOMPARE(chart.roundAxis()->tickInterval(), 1.0);
        QCOMPARE(chart.chart()->series().size(), 2);
        QCOMPARE(chart.chart()->series()[1]->name(), QStringLiteral("Bartek"));
        QCOMPARE(chart.scoreAxis()->titleText(), QStringLiteral("Punkty"));
    }

    // Through the app: a game played to the end, then two games left unfinished (another game
    // started over one, the window closed over the other).
    void gamesPlayedInTheAppAreRecorded() {
        const QString path = HistoryDatabase::defaultPath();
        removeHistoryFiles(path);
        auto table = test::makeBotTable();
        if (!table) {
            QSKIP("POTEGA_TEST_LEXICON or the deck is missing");
        }
        table->window.setAutosaveEnabled(true);
        auto* store = table->window.findChild<HistoryStore*>();
        QVERIFY(store != nullptr);
        QCOMPARE(store->path(), path);
        auto* recorder = table->window.findChild<HistoryRecorder*>();
        QVERIFY(recorder != nullptr);
        QSignalSpy submitted(recorder, &HistoryRecorder::gameSubmitted);
        QSignalSpy problems(store, &HistoryStore::problem);
        QSignalSpy written(store, &HistoryStore::recorded);
        GameController& controller = *table->controller;
        QVERIFY(table->window.startGame(people(5)));
        Autoplay autoplay(controller, table->dictionary);
        test::DialogScript script(
            {{QStringLiteral("endGameDialog"), [](QWidget* w) { w->close(); }}});
        QVERIFY(autoplay.play(controller, 4000));
        QVERIFY(controller.game().isOver());
        QTRY_VERIFY(script.finished());
        // The history holds the finished game: only then the autosave goes.
        QVERIFY(store->waitForIdle());
        QTRY_VERIFY(!QFile::exists(table->window.files()->autosavePath()));
        const auto record = controller.session()->record();
        QVERIFY(record.has_value());
        const auto usedWords = controller.game().state().usedWords;

        QVERIFY(
            table->window.startGame(people(6, QStringLiteral("Celina"), QStringLiteral("Darek"))));
        Autoplay second(controller, table->dictionary);
        QVERIFY(second.play(controller, 6));
        QVERIFY(table->window.startGame(people(7, QStringLiteral("Ewa"), QStringLiteral("Filip"))));
        Autoplay third(controller, table->dictionary);
        QVERIFY(third.play(controller, 6));
        table->window.close();
        QVERIFY(store->waitForIdle());
        QCOMPARE(submitted.count(), 3);
        QVERIFY2(problems.isEmpty(),
                 problems.isEmpty() ? "" : qPrintable(problems[0][0].toString()));
        QCOMPARE(written.count(), 3);

        HistoryDatabase reader(QStringLiteral("app-reader"));
        QVERIFY(reader.open(path).isEmpty());
        const QSqlDatabase db = reader.connection();
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM games")), 3);
        QCOMPARE(text(db, QStringLiteral("SELECT end_reason FROM games WHERE id = 1")),
                 QStringLiteral("finished"));
        QCOMPARE(text(db, QStringLiteral("SELECT group_concat(name || ':' || kind, ',') FROM "
                                         "seats WHERE game_id = 1")),
                 QStringLiteral("Ania:human,Bartek:human"));
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM words WHERE game_id = 1")),
                 int(usedWords.size()));
        QCOMPARE(text(db, QStringLiteral("SELECT word FROM words WHERE game_id = 1 ORDER BY idx")),
                 GameController::wordText(usedWords.front()));
        QCOMPARE(count(db, QStringLiteral("SELECT SUM(winner) >= 1 FROM seats WHERE game_id = 1")),
                 1);
        const auto loaded = ps::engine::io::loadRecord(reader.recordText(1).toStdString());
        QVERIFY(loaded.value.has_value());
        QVERIFY(loaded.value->actions == record->actions);
        QCOMPARE(text(db, QStringLiteral("SELECT end_reason FROM games WHERE id = 2")),
                 QStringLiteral("replaced"));
        QCOMPARE(count(db, QStringLiteral("SELECT abandoned FROM games WHERE id = 2")), 1);
        QCOMPARE(text(db, QStringLiteral("SELECT group_concat(name, ',') FROM seats WHERE "
                                         "game_id = 2")),
                 QStringLiteral("Celina,Darek"));
        QCOMPARE(text(db, QStringLiteral("SELECT end_reason FROM games WHERE id = 3")),
                 QStringLiteral("closed"));
    }

    // A full disk while the app runs: the game's end is not written, the message is shown
    // (status bar, a non-modal box) and the table goes on as before.
    void aFailedWriteLeavesTheGameAlone() {
        const QString path = HistoryDatabase::defaultPath();
        removeHistoryFiles(path);
        {
            // Small pages: the game's record and words need new ones.
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("small"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA page_size = 512")));
            QVERIFY(query.exec(QStringLiteral("CREATE TABLE filler (x)")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("small"));
        int pages = 0;
        {
            HistoryDatabase setup(QStringLiteral("app-full-pages"));
            QVERIFY(setup.open(path).isEmpty());
            pages = count(setup.connection(), QStringLiteral("PRAGMA page_count"));
        }
        auto table = test::makeBotTable();
        if (!table) {
            QSKIP("POTEGA_TEST_LEXICON or the deck is missing");
        }
        table->window.setAutosaveEnabled(true);
        auto* store = table->window.findChild<HistoryStore*>();
        store->setMaxPageCount(pages);
        QSignalSpy problems(store, &HistoryStore::problem);
        QSignalSpy written(store, &HistoryStore::recorded);
        GameController& controller = *table->controller;
        QVERIFY(table->window.startGame(people(5)));
        Autoplay autoplay(controller, table->dictionary);
        test::DialogScript script(
            {{QStringLiteral("endGameDialog"), [](QWidget* w) { w->close(); }}});
        QVERIFY(autoplay.play(controller, 4000));
        QVERIFY(controller.game().isOver());
        QTRY_VERIFY(script.finished());
        const auto before = controller.game().state();
        QVERIFY(store->waitForIdle());
        QCOMPARE(written.count(), 1);
        QVERIFY(!written[0][0].toBool());
        QCOMPARE(problems.count(), 1);
        QVERIFY2(
            table->window.statusBar()->currentMessage().contains(QStringLiteral("dysk jest pełny")),
            qPrintable(table->window.statusBar()->currentMessage()));
        auto* box = table->window.findChild<QMessageBox*>(QStringLiteral("historyProblem"));
        QVERIFY(box != nullptr && box->isVisible());
        QVERIFY(!box->isModal());
        box->close();
        QVERIFY(controller.game().state() == before);
        // The game is not lost: it stays in the autosave, at its end, and the save state on
        // screen says so.
        const QString autosave = table->window.files()->autosavePath();
        QTRY_VERIFY(QFile::exists(autosave));
        const LoadedGame resumed = readSaveFile(autosave, table->dictionary);
        QVERIFY2(resumed.game.has_value(), qPrintable(resumed.error));
        QVERIFY2(resumed.game->state == before, "the autosave holds the game's end");
        auto* saveState = table->window.findChild<QLabel*>(QStringLiteral("saveState"));
        QVERIFY(saveState != nullptr && saveState->isVisible());
        QVERIFY2(saveState->text().contains(QStringLiteral("Gra zachowana w autozapisie")),
                 qPrintable(saveState->text()));
        // The next game starts and plays as usual.
        QVERIFY(table->window.startGame(people(6)));
        Autoplay second(controller, table->dictionary);
        QVERIFY(second.play(controller, 3));
        QVERIFY(controller.actions().has_value() && controller.actions()->size() >= 3);
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    HistoryTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_history.moc"
