// The expert's analyses of games in the history (#38): one per game, replaced by a newer one,
// removed with its game (HistoryDatabase).
#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include "history/HistoryDatabase.h"
#include "services/Logging.h"

namespace ps::ui::history {

qint64 HistoryDatabase::findGame(const engine::io::Record& record) const {
    // The seed narrows it to a game or two (games_seed); the options, deck and moves decide.
    QSqlQuery query(connection());
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT g.id, r.text FROM games g JOIN records r ON r.game_id = g.id "
                       "WHERE g.seed = ? AND g.players = ? ORDER BY g.id DESC"));
    query.addBindValue(QString::number(record.options.seed));
    query.addBindValue(record.options.players);
    if (!query.exec()) {
        qCWarning(lcApp, "history: looking for a game failed: %s",
                  qPrintable(query.lastError().text()));
        return 0;
    }
    while (query.next()) {
        const auto loaded = engine::io::loadRecord(query.value(1).toString().toStdString());
        if (loaded.ok() && loaded.value->options == record.options &&
            loaded.value->deck == record.deck && loaded.value->actions == record.actions) {
            return query.value(0).toLongLong();
        }
    }
    return 0;
}

std::optional<analysis::StoredAnalysis> HistoryDatabase::analysis(qint64 gameId) const {
    QSqlQuery query(connection());
    query.prepare(
        QStringLiteral("SELECT deals, think_ms, candidates, seed, bots, analysis FROM analyses "
                       "WHERE game_id = ?"));
    query.addBindValue(gameId);
    if (!query.exec()) {
        // A file of version 3 and below opened read-only (a newer app's file is read as it is)
        // has no such table: no analysis, said once in the log.
        qCWarning(lcApp, "history: reading the analysis of game %lld failed: %s",
                  static_cast<long long>(gameId), qPrintable(query.lastError().text()));
        return std::nullopt;
    }
    if (!query.next()) {
        return std::nullopt;
    }
    bool seedOk = false;
    analysis::StoredAnalysis stored;
    stored.deals = query.value(0).toInt();
    stored.thinkMillis = query.value(1).toInt();
    stored.candidates = query.value(2).toInt();
    stored.seed = query.value(3).toString().toULongLong(&seedOk);
    stored.bots = query.value(4).toBool();
    stored.json = query.value(5).toString();
    if (!seedOk) {
        qCWarning(lcApp, "history: the analysis of game %lld has no usable seed: ignored",
                  static_cast<long long>(gameId));
        return std::nullopt;
    }
    return stored;
}

bool HistoryDatabase::writeAnalysis(qint64 gameId, const analysis::StoredAnalysis& stored,
                                    QString& problem) {
    if (!open_) {
        problem = tr("the game history is not available");
        return false;
    }
    if (schemaVersion() > kSchemaVersion) {
        problem = tr("the game history was made by a newer version of the app");
        return false;
    }
    // INSERT OR REPLACE on the game's key: one analysis per game, the newest. A game that is
    // not there (removed meanwhile) fails the foreign key and keeps nothing.
    QSqlQuery query(connection());
    query.prepare(
        QStringLiteral("INSERT OR REPLACE INTO analyses (game_id, made_at, deals, think_ms, "
                       "candidates, seed, bots, analysis) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant& value :
         {QVariant(gameId), QVariant(QDateTime::currentDateTimeUtc().toString(Qt::ISODate)),
          QVariant(stored.deals), QVariant(stored.thinkMillis), QVariant(stored.candidates),
          QVariant(QString::number(stored.seed)), QVariant(stored.bots),
          QVariant(stored.json.isNull() ? QStringLiteral("") : stored.json)}) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        problem = query.lastError().databaseText().isEmpty() ? query.lastError().text()
                                                             : query.lastError().databaseText();
        return false;
    }
    return true;
}

}  // namespace ps::ui::history
