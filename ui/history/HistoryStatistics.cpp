// The statistics window's figures, read in a few indexed queries (HistoryDatabase).
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include "history/HistoryDatabase.h"

namespace ps::ui::history {

namespace {

// Finished games only: an abandoned game has no winner.
constexpr const char* kFinished = "g.abandoned = 0";

QList<WordRow> bestWords(const QSqlDatabase& db, const QString& column) {
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.exec(QStringLiteral(
                   "SELECT w.word, s.name, w.length, w.captures, w.markers_returned, g.ended_at "
                   "FROM words w JOIN games g ON g.id = w.game_id "
                   "JOIN seats s ON s.game_id = w.game_id AND s.seat = w.seat "
                   "ORDER BY w.%1 DESC, w.game_id LIMIT %2")
                   .arg(column)
                   .arg(HistoryDatabase::kBestWords));
    QList<WordRow> rows;
    while (query.next()) {
        rows.append(WordRow{query.value(0).toString(), query.value(1).toString(),
                            query.value(2).toInt(), query.value(3).toInt(), query.value(4).toInt(),
                            query.value(5).toString().left(10)});
    }
    return rows;
}

}  // namespace

Statistics HistoryDatabase::statistics() const {
    Statistics stats;
    if (!open_) {
        stats.error = tr("The game history is not available.");
        return stats;
    }
    const QSqlDatabase db = connection();
    QSqlQuery query(db);
    query.setForwardOnly(true);
    // One read transaction: every figure comes from the same moment of the file.
    query.exec(QStringLiteral("BEGIN"));
    if (!query.exec(QStringLiteral("SELECT SUM(abandoned = 0), SUM(abandoned <> 0) FROM games"))) {
        stats.error = tr("The game history could not be read: %1").arg(query.lastError().text());
        return stats;
    }
    if (query.next()) {
        stats.games = query.value(0).toInt();
        stats.abandoned = query.value(1).toInt();
    }
    // Each game's people once (did one of them win?), then joined with its bots: a
    // correlated subquery per seat would read the seats again for every row.
    query.exec(QStringLiteral(
                   "WITH people AS (SELECT game_id, MAX(winner <> 0) AS won FROM seats WHERE "
                   "kind = 'human' GROUP BY game_id) SELECT s.kind, COUNT(DISTINCT s.game_id), "
                   "COUNT(DISTINCT CASE WHEN p.won THEN s.game_id END) FROM seats s JOIN people "
                   "p ON p.game_id = s.game_id JOIN games g ON g.id = s.game_id WHERE s.kind <> "
                   "'human' AND %1 GROUP BY s.kind")
                   .arg(QLatin1String(kFinished)));
    while (query.next()) {
        stats.levels.append(
            LevelRow{query.value(0).toString(), query.value(1).toInt(), query.value(2).toInt()});
    }
    query.exec(QStringLiteral("SELECT s.name, COUNT(*), SUM(s.winner <> 0), AVG(s.total), "
                              "AVG(s.captured) FROM seats s JOIN games g ON g.id = s.game_id "
                              "WHERE s.kind = 'human' AND %1 GROUP BY s.name "
                              "ORDER BY COUNT(*) DESC, s.name")
                   .arg(QLatin1String(kFinished)));
    while (query.next()) {
        stats.people.append(PersonRow{query.value(0).toString(), query.value(1).toInt(),
                                      query.value(2).toInt(), query.value(3).toDouble(),
                                      query.value(4).toDouble()});
    }
    query.exec(QStringLiteral("SELECT substr(g.ended_at, 1, 7) AS month, COUNT(DISTINCT g.id), "
                              "AVG(s.total), AVG(s.captured) FROM games g JOIN seats s ON "
                              "s.game_id = g.id WHERE s.kind = 'human' AND %1 "
                              "GROUP BY month ORDER BY month")
                   .arg(QLatin1String(kFinished)));
    while (query.next()) {
        stats.periods.append(PeriodRow{query.value(0).toString(), query.value(1).toInt(),
                                       query.value(2).toDouble(), query.value(3).toDouble()});
    }
    stats.longestWords = bestWords(db, QStringLiteral("length"));
    stats.mostCaptures = bestWords(db, QStringLiteral("captures"));
    stats.mostMarkersReturned = bestWords(db, QStringLiteral("markers_returned"));
    query.exec(QStringLiteral("SELECT a.name, b.name, COUNT(*), SUM(a.place < b.place), "
                              "SUM(b.place < a.place) FROM seats a JOIN seats b ON b.game_id = "
                              "a.game_id AND a.name < b.name JOIN games g ON g.id = a.game_id "
                              "WHERE a.kind = 'human' AND +b.kind = 'human' AND %1 "
                              "GROUP BY a.name, b.name ORDER BY COUNT(*) DESC, a.name, b.name")
                   .arg(QLatin1String(kFinished)));
    while (query.next()) {
        stats.headToHead.append(PairRow{query.value(0).toString(), query.value(1).toString(),
                                        query.value(2).toInt(), query.value(3).toInt(),
                                        query.value(4).toInt()});
    }
    query.exec(
        QStringLiteral("SELECT g.id, g.ended_at, g.end_reason, g.duration_s, "
                       "(SELECT group_concat(name || ' ' || total, ', ') FROM "
                       "(SELECT name, total FROM seats WHERE game_id = g.id ORDER BY seat)), "
                       "(SELECT group_concat(name, ', ') FROM seats WHERE game_id = g.id AND "
                       "winner <> 0 AND g.abandoned = 0), "
                       "EXISTS (SELECT 1 FROM records r WHERE r.game_id = g.id) "
                       "FROM games g ORDER BY g.id DESC LIMIT %1")
            .arg(kRecentGames));
    while (query.next()) {
        stats.recentGames.append(GameRow{query.value(0).toLongLong(), query.value(1).toString(),
                                         query.value(2).toString(), query.value(3).toLongLong(),
                                         query.value(4).toString(), query.value(5).toString(),
                                         query.value(6).toBool()});
    }
    query.exec(QStringLiteral("COMMIT"));
    return stats;
}

}  // namespace ps::ui::history
