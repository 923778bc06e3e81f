#pragma once
// The game history in SQLite (Qt SQL's QSQLITE driver): one connection, used on one thread
// only (HistoryStore's worker). The schema is versioned (PRAGMA user_version) and every
// version is reached from the one before by a migration, a fresh file included; writes are
// transactions. The file runs in WAL mode with a busy timeout, so several running instances
// share it. A corrupt file is moved aside ("….damaged-<time>") and a new database starts; the
// message says so. A file locked by another program, a full disk, a folder or a FIFO at the
// path, a read-only folder are each named for what they are, and nothing is moved: the store
// tries again at its next request. Schema: docs/ui.md, "History and statistics".

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "analysis/AnalysisArchive.h"
#include "engine/io/record.h"
#include "history/GameSummary.h"
#include "model/GameSetup.h"

namespace ps::ui::history {

struct LevelRow {
    QString level;  // the bots' level: "easy", "medium", "hard", "expert"
    int played = 0;
    int won = 0;  // won by a person at the table
};
struct PersonRow {
    QString name;
    int played = 0;
    int won = 0;
    double averageScore = 0;
    double averageCaptured = 0;
};
struct PeriodRow {
    QString period;  // "2026-11"
    int games = 0;
    double averageScore = 0;  // people's scores
    double averageCaptured = 0;
};
struct WordRow {
    QString word;
    QString player;
    int length = 0;
    int captures = 0;
    int markersReturned = 0;
    QString date;
};
struct PairRow {
    QString first;
    QString second;
    int games = 0;
    int firstWins = 0;
    int secondWins = 0;
};
struct GameRow {
    qint64 id = 0;
    QString endedAt;  // ISO 8601, UTC
    QString endReason;
    qint64 durationSeconds = 0;
    QString players;  // "Ania 14, Bot 11"
    QString winners;
    bool hasRecord = false;
};
struct Statistics {
    int games = 0;  // finished ones
    int abandoned = 0;
    QList<LevelRow> levels;
    QList<PersonRow> people;
    QList<PeriodRow> periods;
    QList<WordRow> longestWords;
    QList<WordRow> mostCaptures;
    QList<WordRow> mostMarkersReturned;
    QList<PairRow> headToHead;
    QList<GameRow> recentGames;  // newest first, at most kRecentGames
    QString error;               // the statistics could not be read
};

class HistoryDatabase {
    Q_DECLARE_TR_FUNCTIONS(HistoryDatabase)
  public:
    static constexpr int kSchemaVersion = 4;
    static constexpr int kRecentGames = 500;
    static constexpr int kBestWords = 10;

    // `connectionName` must be unique in the process (one per thread).
    explicit HistoryDatabase(QString connectionName);
    ~HistoryDatabase();
    HistoryDatabase(const HistoryDatabase&) = delete;
    HistoryDatabase& operator=(const HistoryDatabase&) = delete;

    // The file in the app's data folder.
    static QString defaultPath();

    // Opens (creating and migrating) the file. Returns a message for people when something
    // happened they should know (the file was moved aside, or the history cannot be used).
    // `maxPageCount` (0: no limit) caps the file's size, as a full disk would: tests use it.
    QString open(const QString& path, int maxPageCount = 0);
    [[nodiscard]] bool isOpen() const { return open_; }
    void close();
    [[nodiscard]] int schemaVersion() const;
    [[nodiscard]] QSqlDatabase connection() const;

    // Writes one game in one transaction. A game already written as finished is not written
    // again; an abandoned one with the same key (the game resumed later) is replaced, its time
    // added. On failure nothing is written and the message says why. When the file turns out
    // corrupt it is moved aside, a new database started and the game written there (written,
    // with a message).
    struct WriteResult {
        bool written = false;
        QString message;  // for people; empty when there is nothing to say
    };
    WriteResult write(const GameSummary& game);

    [[nodiscard]] Statistics statistics() const;
    // The record of a game (empty when unknown or not found).
    [[nodiscard]] QString recordText(qint64 gameId) const;
    // The seats of a game as they were recorded: names and kinds, in seat order (a record names
    // nobody; empty when unknown).
    [[nodiscard]] QList<SeatSetup> seats(qint64 gameId) const;
    // One row per seat of every game; returns the message on failure.
    std::optional<QString> exportCsv(const QString& path) const;

    // The expert's analyses of games (HistoryAnalyses.cpp). The game whose record is `record`
    // (the same options, deck and moves, whatever dictionary it names): the newest such game
    // with a record, 0 when none.
    [[nodiscard]] qint64 findGame(const engine::io::Record& record) const;
    // The analysis kept for a game (nothing when none, or when it cannot be read).
    [[nodiscard]] std::optional<analysis::StoredAnalysis> analysis(qint64 gameId) const;
    // Keeps `stored` as the game's analysis, replacing the one kept before. False (and why, in
    // `problem`) when the game is not in the history or the write failed.
    bool writeAnalysis(qint64 gameId, const analysis::StoredAnalysis& stored, QString& problem);

  private:
    std::optional<int> openFile(int maxPageCount);  // the SQLite error code on failure
    std::optional<int> migrate();
    std::optional<int> writeInTransaction(const GameSummary& game, QString& problem);
    QString moveAside();
    // Why the file cannot be opened, in words, for a failure `code` SQLite named vaguely or not
    // at all (a read-only folder is "unable to open database file").
    QString diagnose(int code, bool created) const;

    QString connectionName_;
    QString path_;
    int maxPageCount_ = 0;
    bool open_ = false;
};

// SQLite's primary result code of a failed statement (SQLITE_FULL = 13…), 0 when unknown.
int sqliteCode(const class QSqlError& error);
// The file is unusable as it is: corrupt or not a database.
bool isDamaged(int sqliteCode);

}  // namespace ps::ui::history
