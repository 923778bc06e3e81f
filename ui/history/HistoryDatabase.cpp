#include "history/HistoryDatabase.h"

#include <sys/statvfs.h>
#include <unistd.h>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStringList>
#include <QThread>
#include <QVariant>

#include "files/atomic_file.h"
#include "services/WriteFailure.h"

namespace ps::ui::history {

namespace {

constexpr int kBusyTimeoutMs = 3000;
// Opening while another copy holds the file: this many tries, this far apart (3 s in all).
constexpr int kBusyOpenAttempts = 60;
constexpr unsigned long kBusyOpenPauseMs = 50;
// SQLite's primary result codes (sqlite3.h).
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteIoError = 10;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteFull = 13;
constexpr int kSqliteCantOpen = 14;
constexpr int kSqliteNotADatabase = 26;

// Version 1: games, their seats and their words.
const char* const kVersion1[] = {
    "CREATE TABLE games (id INTEGER PRIMARY KEY, started_at TEXT NOT NULL, "
    "ended_at TEXT NOT NULL, duration_s INTEGER NOT NULL, abandoned INTEGER NOT NULL, "
    "players INTEGER NOT NULL, variant INTEGER NOT NULL, min_word_length INTEGER NOT NULL, "
    "redraw_limit INTEGER NOT NULL, turn_timer_s INTEGER NOT NULL, seed TEXT NOT NULL, "
    "dictionary TEXT NOT NULL, record TEXT NOT NULL)",
    "CREATE TABLE seats (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
    "seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, captured INTEGER NOT NULL, "
    "zone_points INTEGER NOT NULL, total INTEGER NOT NULL, place INTEGER NOT NULL, "
    "PRIMARY KEY (game_id, seat))",
    "CREATE TABLE words (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
    "idx INTEGER NOT NULL, seat INTEGER NOT NULL, word TEXT NOT NULL, captures INTEGER NOT NULL, "
    "PRIMARY KEY (game_id, idx))",
};

// Version 2: why a game ended and its key (a resumed game replaces its abandoned entry), the
// hints option and rounds, zones and winners, the words' round, length, markers sent back and
// helper, and the indexes the statistics window reads through.
const char* const kVersion2[] = {
    "ALTER TABLE games ADD COLUMN game_key TEXT",
    "UPDATE games SET game_key = 'v1-' || id",
    "ALTER TABLE games ADD COLUMN end_reason TEXT NOT NULL DEFAULT 'finished'",
    "UPDATE games SET end_reason = 'closed' WHERE abandoned <> 0",
    "ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE games ADD COLUMN rounds INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE seats ADD COLUMN zones INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE seats ADD COLUMN winner INTEGER NOT NULL DEFAULT 0",
    "UPDATE seats SET winner = (place = 1)",
    "ALTER TABLE words ADD COLUMN round INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE words ADD COLUMN length INTEGER NOT NULL DEFAULT 0",
    "UPDATE words SET length = length(word)",
    "ALTER TABLE words ADD COLUMN markers_returned INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE words ADD COLUMN helper_seat INTEGER",
    "CREATE INDEX games_key ON games(game_key)",
    "CREATE INDEX games_ended ON games(abandoned, ended_at)",
    "CREATE INDEX seats_kind_name ON seats(kind, name)",
    "CREATE INDEX words_length ON words(length)",
    "CREATE INDEX words_captures ON words(captures)",
    "CREATE INDEX words_markers ON words(markers_returned)",
};

// Version 3: the records in a table of their own (a record is kilobytes long; inside the games
// table it spread every game over pages of its own, so each statistic that reads the games read
// the records too), and the best-word indexes in the order the window reads them, so the ten
// best words are the first ten entries instead of a sort of every tie (a quarter of all words
// share the most captures).
const char* const kVersion3[] = {
    "CREATE TABLE records (game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE, "
    "text TEXT NOT NULL)",
    "INSERT INTO records (game_id, text) SELECT id, record FROM games WHERE record <> ''",
    "ALTER TABLE games DROP COLUMN record",
    "DROP INDEX words_length",
    "DROP INDEX words_captures",
    "DROP INDEX words_markers",
    "CREATE INDEX words_longest ON words(length DESC, game_id)",
    "CREATE INDEX words_most_captures ON words(captures DESC, game_id)",
    "CREATE INDEX words_most_markers ON words(markers_returned DESC, game_id)",
};

// Version 4: the expert's analyses of games (#38), one per game with the budget it was made
// with, and the games by seed (an analysis finds its game by the record's seed and moves).
const char* const kVersion4[] = {
    "CREATE TABLE analyses (game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE, "
    "made_at TEXT NOT NULL, deals INTEGER NOT NULL, think_ms INTEGER NOT NULL, "
    "candidates INTEGER NOT NULL, seed TEXT NOT NULL, bots INTEGER NOT NULL, "
    "analysis TEXT NOT NULL)",
    "CREATE INDEX games_seed ON games(seed)",
};

QString causeOf(int code, const QSqlError& error) {
    switch (code) {
        case kSqliteFull:
            return HistoryDatabase::tr("the disk is full");
        case kSqliteReadOnly:
            return HistoryDatabase::tr("the file is read-only");
        case kSqliteIoError:
            return HistoryDatabase::tr("the disk reported a read/write error");
        case kSqliteBusy:
        case kSqliteLocked:
            return HistoryDatabase::tr("the file is locked by another program");
        case kSqliteCorrupt:
        case kSqliteNotADatabase:
            return HistoryDatabase::tr("the file is damaged");
        default:
            break;
    }
    return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

// Runs a statement; the SQLite code on failure.
std::optional<int> run(QSqlQuery& query, QSqlError* failure = nullptr) {
    if (query.exec()) {
        return std::nullopt;
    }
    if (failure != nullptr) {
        *failure = query.lastError();
    }
    const int code = sqliteCode(query.lastError());
    return code == 0 ? -1 : code;
}

std::optional<int> run(const QSqlDatabase& db, const QString& sql, QSqlError* failure = nullptr) {
    QSqlQuery query(db);
    if (query.exec(sql)) {
        return std::nullopt;
    }
    if (failure != nullptr) {
        *failure = query.lastError();
    }
    const int code = sqliteCode(query.lastError());
    return code == 0 ? -1 : code;
}

// A null QString binds as SQL NULL; the text columns are NOT NULL.
QVariant textValue(const QString& text) {
    return QVariant(text.isNull() ? QStringLiteral("") : text);
}

}  // namespace

int sqliteCode(const QSqlError& error) {
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : 0;
}

bool isDamaged(int code) {
    return code == kSqliteCorrupt || code == kSqliteNotADatabase;
}

HistoryDatabase::HistoryDatabase(QString connectionName)
    : connectionName_(std::move(connectionName)) {}

HistoryDatabase::~HistoryDatabase() {
    close();
}

QString HistoryDatabase::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/history.sqlite");
}

QSqlDatabase HistoryDatabase::connection() const {
    return QSqlDatabase::database(connectionName_, false);
}

void HistoryDatabase::close() {
    if (QSqlDatabase::contains(connectionName_)) {
        {
            QSqlDatabase db = QSqlDatabase::database(connectionName_, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(connectionName_);
    }
    open_ = false;
}

std::optional<int> HistoryDatabase::openFile(int maxPageCount) {
    close();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName_);
    db.setDatabaseName(path_);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    if (!db.open()) {
        const int code = sqliteCode(db.lastError());
        return code == 0 ? -1 : code;
    }
    // The journal mode reads the file's header: a file that is not a database fails here.
    for (const QString& pragma :
         {QStringLiteral("PRAGMA journal_mode = WAL"), QStringLiteral("PRAGMA foreign_keys = ON"),
          QStringLiteral("PRAGMA synchronous = NORMAL")}) {
        if (auto code = run(db, pragma)) {
            return code;
        }
    }
    if (maxPageCount > 0) {
        if (auto code = run(db, QStringLiteral("PRAGMA max_page_count = %1").arg(maxPageCount))) {
            return code;
        }
    }
    if (auto code = migrate()) {
        return code;
    }
    open_ = true;
    return std::nullopt;
}

int HistoryDatabase::schemaVersion() const {
    QSqlQuery query(connection());
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        return -1;
    }
    return query.value(0).toInt();
}

std::optional<int> HistoryDatabase::migrate() {
    const QSqlDatabase db = connection();
    const auto step = [&](int version, const auto& statements) -> std::optional<int> {
        // Another instance may migrate at the same moment: the version is read again inside
        // the write transaction.
        if (auto code = run(db, QStringLiteral("BEGIN IMMEDIATE"))) {
            return code;
        }
        if (schemaVersion() < version) {
            for (const char* sql : statements) {
                if (auto code = run(db, QString::fromUtf8(sql))) {
                    run(db, QStringLiteral("ROLLBACK"));
                    return code;
                }
            }
            if (auto code = run(db, QStringLiteral("PRAGMA user_version = %1").arg(version))) {
                run(db, QStringLiteral("ROLLBACK"));
                return code;
            }
        }
        return run(db, QStringLiteral("COMMIT"));
    };
    const int version = schemaVersion();
    if (version < 0) {
        return sqliteCode(db.lastError()) != 0 ? sqliteCode(db.lastError()) : kSqliteNotADatabase;
    }
    if (version > kSchemaVersion) {
        return std::nullopt;  // a newer app's file: read what this version knows, write nothing new
    }
    if (version < 1) {
        if (auto code = step(1, kVersion1)) {
            return code;
        }
    }
    if (version < 2) {
        if (auto code = step(2, kVersion2)) {
            return code;
        }
    }
    if (version < 3) {
        if (auto code = step(3, kVersion3)) {
            return code;
        }
    }
    if (version < 4) {
        if (auto code = step(4, kVersion4)) {
            return code;
        }
    }
    return std::nullopt;
}

QString HistoryDatabase::moveAside() {
    close();
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString target = path_ + QStringLiteral(".damaged-") + stamp;
    QFile::remove(path_ + QStringLiteral("-shm"));
    QFile::rename(path_ + QStringLiteral("-wal"), target + QStringLiteral("-wal"));
    if (!QFile::rename(path_, target)) {
        QFile::remove(path_);
    }
    return target;
}

QString HistoryDatabase::diagnose(int code, bool created) const {
    const QString folder = QFileInfo(path_).absolutePath();
    struct statvfs disk {};
    const bool known = ::statvfs(QFile::encodeName(folder).constData(), &disk) == 0;
    // A file this open created held nothing yet: whatever SQLite made of a half-written first
    // page, a disk without room is the cause.
    constexpr unsigned long long kLowSpace = 1024 * 1024;
    if (code == kSqliteFull ||
        (created && known &&
         static_cast<unsigned long long>(disk.f_bavail) * disk.f_frsize < kLowSpace)) {
        return tr("the disk is full");
    }
    if (known && (disk.f_flag & ST_RDONLY) != 0) {
        return tr("the disk is read-only");
    }
    if (code == kSqliteCantOpen || code == kSqliteReadOnly || code < 0) {
        if (!QFileInfo(folder).isDir()) {
            return tr("the folder %1 cannot be created").arg(QDir::toNativeSeparators(folder));
        }
        if (::access(QFile::encodeName(folder).constData(), W_OK) != 0) {
            return tr("no permission to write in the folder %1")
                .arg(QDir::toNativeSeparators(folder));
        }
    }
    const QString cause = causeOf(code, QSqlError());
    return cause.isEmpty() ? tr("SQLite error %1").arg(code) : cause;
}

QString HistoryDatabase::open(const QString& path, int maxPageCount) {
    path_ = path;
    maxPageCount_ = maxPageCount;
    const auto cannotOpen = [&](const QString& cause) {
        close();
        return tr("The game history (%1) cannot be opened: %2. Games are not recorded until "
                  "that is put right; the history is tried again with the next game.")
            .arg(QDir::toNativeSeparators(path), cause);
    };
    // What stands at the path first: SQLite would call a folder "unable to open" and a FIFO a
    // read/write error.
    const files::WriteTarget target = files::examineTarget(QFile::encodeName(path).toStdString());
    switch (target.kind) {
        case files::TargetKind::Missing:
        case files::TargetKind::RegularFile:
        case files::TargetKind::ReadOnlyFile:
            break;
        case files::TargetKind::Unknown:
            return cannotOpen(describeWriteError(target.error));
        default:
            return cannotOpen(describeTargetKind(target.kind));
    }
    const bool created = target.kind == files::TargetKind::Missing;
    QDir().mkpath(QFileInfo(path).absolutePath());
    auto code = openFile(maxPageCount);
    // Another copy of the app opening (or making) the same history this very moment holds a
    // lock that SQLite's busy wait does not cover (setting the journal mode, making the
    // tables): it is tried again for a while, and a file another copy made is never removed.
    const auto busy = [](int result) { return result == kSqliteBusy || result == kSqliteLocked; };
    for (int attempt = 0; code && busy(*code) && attempt < kBusyOpenAttempts; ++attempt) {
        close();
        QThread::msleep(kBusyOpenPauseMs);
        code = openFile(maxPageCount);
    }
    if (!code) {
        return {};
    }
    if (created && !busy(*code)) {
        // Nothing of the player's is in a file this open made: it is removed, never kept as
        // "damaged", and the cause is the disk's or the folder's.
        const QString cause = diagnose(*code, true);
        close();
        for (const QString& suffix :
             {QStringLiteral(""), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
            QFile::remove(path + suffix);
        }
        return cannotOpen(cause);
    }
    if (isDamaged(*code)) {
        const QString kept = moveAside();
        if (auto again = openFile(maxPageCount)) {
            return cannotOpen(diagnose(*again, true));
        }
        return tr("The game history was damaged. It was moved aside as %1 and a new history was "
                  "started; the game goes on.")
            .arg(QDir::toNativeSeparators(kept));
    }
    return cannotOpen(diagnose(*code, false));
}

std::optional<int> HistoryDatabase::writeInTransaction(const GameSummary& game, QString& problem) {
    const QSqlDatabase db = connection();
    QSqlError failure;
    const auto fail = [&](int code) {
        problem = causeOf(code, failure);
        run(db, QStringLiteral("ROLLBACK"));
        return code;
    };
    if (auto code = run(db, QStringLiteral("BEGIN IMMEDIATE"), &failure)) {
        problem = causeOf(*code, failure);
        return code;
    }
    QDateTime startedAt = game.startedAt;
    qint64 duration = game.durationSeconds;
    QSqlQuery earlier(db);
    earlier.prepare(
        QStringLiteral("SELECT id, end_reason, started_at, duration_s FROM games "
                       "WHERE game_key = ? ORDER BY id DESC LIMIT 1"));
    earlier.addBindValue(game.key);
    if (auto code = run(earlier, &failure)) {
        return fail(*code);
    }
    if (earlier.next()) {
        if (earlier.value(1).toString() == endReasonName(EndReason::Finished)) {
            run(db, QStringLiteral("COMMIT"));
            return std::nullopt;  // already recorded (a finished game opened again)
        }
        startedAt =
            std::min(startedAt, QDateTime::fromString(earlier.value(2).toString(), Qt::ISODate));
        duration += earlier.value(3).toLongLong();
        QSqlQuery remove(db);
        remove.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
        remove.addBindValue(earlier.value(0));
        if (auto code = run(remove, &failure)) {
            return fail(*code);
        }
    }
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral(
        "INSERT INTO games (started_at, ended_at, duration_s, abandoned, players, variant, "
        "min_word_length, redraw_limit, turn_timer_s, seed, dictionary, game_key, end_reason, "
        "hints, rounds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant& value :
         {QVariant(startedAt.toUTC().toString(Qt::ISODate)),
          QVariant(game.endedAt.toUTC().toString(Qt::ISODate)), QVariant(duration),
          QVariant(game.end != EndReason::Finished), QVariant(game.options.players),
          QVariant(game.options.blackCardVariant), QVariant(game.options.minWordLength),
          QVariant(game.options.redrawLimit), QVariant(game.options.turnTimerSeconds),
          QVariant(QString::number(game.options.seed)), textValue(game.dictionary),
          textValue(game.key), QVariant(endReasonName(game.end)), QVariant(game.hints),
          QVariant(game.round)}) {
        insert.addBindValue(value);
    }
    if (auto code = run(insert, &failure)) {
        return fail(*code);
    }
    const QVariant gameId = insert.lastInsertId();
    if (!game.recordText.isEmpty()) {
        QSqlQuery record(db);
        record.prepare(QStringLiteral("INSERT INTO records (game_id, text) VALUES (?, ?)"));
        record.addBindValue(gameId);
        record.addBindValue(game.recordText);
        if (auto code = run(record, &failure)) {
            return fail(*code);
        }
    }
    QSqlQuery seat(db);
    seat.prepare(QStringLiteral(
        "INSERT INTO seats (game_id, seat, name, kind, captured, zone_points, total, place, "
        "zones, winner) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const SeatSummary& s : game.seats) {
        for (const QVariant& value :
             {gameId, QVariant(s.seat), textValue(s.name), textValue(s.kind), QVariant(s.captured),
              QVariant(s.zonePoints), QVariant(s.total), QVariant(s.place), QVariant(s.zones),
              QVariant(s.winner)}) {
            seat.addBindValue(value);
        }
        if (auto code = run(seat, &failure)) {
            return fail(*code);
        }
    }
    QSqlQuery word(db);
    word.prepare(
        QStringLiteral("INSERT INTO words (game_id, idx, seat, word, captures, round, length, "
                       "markers_returned, helper_seat) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const WordSummary& w : game.words) {
        for (const QVariant& value :
             {gameId, QVariant(w.index), QVariant(w.seat), textValue(w.word), QVariant(w.captures),
              QVariant(w.round), QVariant(w.length), QVariant(w.markersReturned),
              w.helperSeat ? QVariant(*w.helperSeat) : QVariant()}) {
            word.addBindValue(value);
        }
        if (auto code = run(word, &failure)) {
            return fail(*code);
        }
    }
    if (auto code = run(db, QStringLiteral("COMMIT"), &failure)) {
        return fail(*code);
    }
    return std::nullopt;
}

HistoryDatabase::WriteResult HistoryDatabase::write(const GameSummary& game) {
    if (!open_) {
        return {false, tr("The game was not recorded: the game history is not available.")};
    }
    if (schemaVersion() > kSchemaVersion) {
        return {false, tr("The game was not recorded: the game history was made by a newer "
                          "version of the app.")};
    }
    QString problem;
    auto code = writeInTransaction(game, problem);
    if (code && (*code == kSqliteCorrupt || *code == kSqliteNotADatabase)) {
        const QString kept = moveAside();
        if (!openFile(maxPageCount_) && !writeInTransaction(game, problem)) {
            return {true, tr("The game history was damaged. It was moved aside as %1 and a new "
                             "history was started with this game.")
                              .arg(QDir::toNativeSeparators(kept))};
        }
        close();
    }
    if (code) {
        return {false, tr("The game could not be recorded in the history: %1. The game itself "
                          "is not affected.")
                           .arg(problem)};
    }
    return {true, {}};
}

QString HistoryDatabase::recordText(qint64 gameId) const {
    QSqlQuery query(connection());
    query.prepare(QStringLiteral("SELECT text FROM records WHERE game_id = ?"));
    query.addBindValue(gameId);
    if (!query.exec() || !query.next()) {
        return {};
    }
    return query.value(0).toString();
}

QList<SeatSetup> HistoryDatabase::seats(qint64 gameId) const {
    QSqlQuery query(connection());
    query.prepare(
        QStringLiteral("SELECT seat, name, kind FROM seats WHERE game_id = ? ORDER BY seat"));
    query.addBindValue(gameId);
    QList<SeatSetup> seats;
    if (!query.exec()) {
        return seats;
    }
    while (query.next()) {
        SeatSetup seat{query.value(1).toString(), query.value(0).toInt(), SeatKind::Human};
        for (const SeatKind kind : {SeatKind::Human, SeatKind::BotEasy, SeatKind::BotMedium,
                                    SeatKind::BotHard, SeatKind::BotExpert}) {
            if (query.value(2).toString() == QLatin1String(seatKindId(kind))) {
                seat.kind = kind;
            }
        }
        seats.append(seat);
    }
    return seats;
}

std::optional<QString> HistoryDatabase::exportCsv(const QString& path) const {
    const auto field = [](QString text) {
        if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
            text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'))) {
            text.replace(QLatin1String("\""), QLatin1String("\"\""));
            return QLatin1Char('"') + text + QLatin1Char('"');
        }
        return text;
    };
    QSqlQuery query(connection());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral(
            "SELECT g.id, g.started_at, g.ended_at, g.duration_s, g.end_reason, g.players, "
            "g.variant, g.min_word_length, g.redraw_limit, g.turn_timer_s, g.dictionary, "
            "s.seat, s.name, s.kind, s.captured, s.zone_points, s.zones, s.total, s.place, "
            "s.winner, (SELECT COUNT(*) FROM words w WHERE w.game_id = g.id AND w.seat = s.seat) "
            "FROM games g JOIN seats s ON s.game_id = g.id ORDER BY g.id, s.seat"))) {
        return tr("The history could not be read: %1").arg(query.lastError().text());
    }
    QByteArray text =
        "game,started_at,ended_at,duration_s,end_reason,players,variant,min_word_length,"
        "redraw_limit,turn_timer_s,dictionary,seat,name,kind,captured,zone_points,zones,total,"
        "place,winner,words\r\n";
    while (query.next()) {
        QStringList row;
        for (int column = 0; column < 21; ++column) {
            row << field(query.value(column).toString());
        }
        text += row.join(QLatin1Char(',')).toUtf8() + "\r\n";
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        return tr("The file %1 could not be written: %2")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    }
    return std::nullopt;
}

}  // namespace ps::ui::history
