#include "tables/KeeperRows.h"

#include <QDateTime>
#include <QLocale>
#include <QStringList>
#include <algorithm>

namespace ps::ui {

using keeper::TableSummary;

namespace {

constexpr std::int64_t kMinute = 60;
constexpr std::int64_t kHour = 60 * kMinute;
constexpr std::int64_t kDay = 24 * kHour;

QString nameOf(const TableSummary& table, int seat) {
    if (seat < 0 || seat >= int(table.names.size())) {
        return QString();
    }
    return QString::fromStdString(table.names[std::size_t(seat)]);
}

int openSeats(const TableSummary& table) {
    return int(std::count(table.seats.begin(), table.seats.end(), std::string()));
}

// Where a table goes in the list: waiting for the person, running, waiting for players, over.
int group(const TableSummary& table) {
    if (table.over) {
        return 3;
    }
    if (!table.started) {
        return 2;
    }
    return KeeperRows::waitsForYou(table) ? 0 : 1;
}

}  // namespace

QString KeeperRows::duration(std::int64_t seconds) {
    const std::int64_t minutes = std::max<std::int64_t>(0, seconds) / kMinute;
    const int days = int(minutes / (24 * 60));
    const int hours = int(minutes % (24 * 60) / 60);
    const int rest = int(minutes % 60);
    if (days > 0) {
        const QString text = tr("%n day(s)", nullptr, days);
        return hours > 0 ? tr("%1 %2 h").arg(text).arg(hours) : text;
    }
    if (hours > 0) {
        return rest > 0 ? tr("%1 h %2 min").arg(hours).arg(rest) : tr("%1 h").arg(hours);
    }
    return tr("%1 min").arg(rest);
}

QString KeeperRows::decisionTime(std::int64_t seconds) {
    if (seconds >= 2 * kDay && seconds % kDay == 0) {
        return tr("%n day(s)", nullptr, int(seconds / kDay));
    }
    if (seconds >= kHour && seconds % kHour == 0) {
        return tr("%1 h").arg(seconds / kHour);
    }
    if (seconds % kMinute == 0) {
        return tr("%1 min").arg(seconds / kMinute);
    }
    return tr("%1 s").arg(seconds);
}

QString KeeperRows::pace(const keeper::TableTerms& terms) {
    if (terms.pace == keeper::Pace::Live) {
        return terms.decisionSeconds > 0
                   ? tr("live, %1 a move").arg(decisionTime(terms.decisionSeconds))
                   : tr("live, no clock");
    }
    return tr("correspondence, %1 a move").arg(decisionTime(terms.decisionSeconds));
}

QString KeeperRows::players(const TableSummary& table) {
    QStringList names;
    for (std::size_t seat = 0; seat < table.seats.size(); ++seat) {
        names << (table.seats[seat].empty() ? tr("(open seat)") : nameOf(table, int(seat)));
    }
    return names.join(QStringLiteral(", "));
}

QString KeeperRows::seated(const TableSummary& table) {
    QStringList names;
    for (std::size_t seat = 0; seat < table.seats.size(); ++seat) {
        if (!table.seats[seat].empty()) {
            names << nameOf(table, int(seat));
        }
    }
    return names.join(QStringLiteral(", "));
}

QString KeeperRows::freeSeats(const TableSummary& table) {
    return tr("%1 of %2").arg(openSeats(table)).arg(table.terms.players);
}

bool KeeperRows::waitsForYou(const TableSummary& table) {
    return !table.over && table.yourSeat &&
           std::find(table.waitingFor.begin(), table.waitingFor.end(), *table.yourSeat) !=
               table.waitingFor.end();
}

TableRow KeeperRows::describe(const TableSummary& table, std::int64_t now) {
    TableRow row;
    row.table = QString::fromStdString(table.id);
    row.pace = pace(table.terms);
    row.players = players(table);
    row.over = table.over;
    row.yourMove = waitsForYou(table);
    if (table.over) {
        row.move = tr("Game over");
    } else if (!table.started) {
        row.move = tr("Waiting for %n player(s)", nullptr, openSeats(table));
    } else if (row.yourMove) {
        row.move = tr("Your move");
    } else {
        QStringList waiting;
        for (const int seat : table.waitingFor) {
            waiting << nameOf(table, seat);
        }
        if (waiting.isEmpty() && table.toMove) {
            waiting << nameOf(table, *table.toMove);
        }
        row.move = waiting.isEmpty()
                       ? QString()
                       : tr("Waiting for: %1").arg(waiting.join(QStringLiteral(", ")));
    }
    if (table.started && !table.over && table.since > 0) {
        const QDateTime since = QDateTime::fromSecsSinceEpoch(table.since);
        const QDateTime today = QDateTime::fromSecsSinceEpoch(now);
        row.since = since.date() == today.date()
                        ? QLocale().toString(since.time(), QLocale::ShortFormat)
                        : QLocale().toString(since, QLocale::ShortFormat);
    }
    if (!table.over && table.deadline) {
        const std::int64_t left = *table.deadline - now;
        row.timeLeft = left <= 0        ? tr("time is up")
                       : left < kMinute ? tr("less than a minute left")
                                        : tr("%1 left").arg(duration(left));
    }
    row.round = table.started ? QString::number(table.round) : QString();
    if (table.over && table.totals.size() == table.names.size()) {
        QStringList totals;
        for (std::size_t seat = 0; seat < table.totals.size(); ++seat) {
            totals << QStringLiteral("%1 %2").arg(nameOf(table, int(seat))).arg(table.totals[seat]);
        }
        row.result = totals.join(QStringLiteral(", "));
    }
    return row;
}

void KeeperRows::sort(std::vector<TableSummary>& tables) {
    std::stable_sort(tables.begin(), tables.end(),
                     [](const TableSummary& a, const TableSummary& b) {
                         const int groupA = group(a);
                         const int groupB = group(b);
                         if (groupA != groupB) {
                             return groupA < groupB;
                         }
                         if (groupA <= 1) {
                             // The nearest deadline first; a table with no clock after them.
                             const std::int64_t deadlineA = a.deadline.value_or(INT64_MAX);
                             const std::int64_t deadlineB = b.deadline.value_or(INT64_MAX);
                             if (deadlineA != deadlineB) {
                                 return deadlineA < deadlineB;
                             }
                             return a.since < b.since;
                         }
                         return a.createdAt > b.createdAt;
                     });
}

QString KeeperRows::refusal(const keeper::KeeperRefused& refused) {
    const std::string& reason = refused.reason;
    QString text;
    if (reason == "full" || reason == "seat-taken") {
        text = tr("Every seat at this table is taken.");
    } else if (reason == "unknown-table") {
        text = tr("No such table waits for players.");
    } else if (reason == "limit") {
        text = tr("The table server keeps as many tables as it may.");
    } else if (reason == "storage") {
        text = tr("The table server cannot save tables now; try later.");
    } else if (reason == "malformed") {
        text = tr("The table server did not understand the question.");
    } else {
        text = tr("The table server refused.");
    }
    return refused.message.empty()
               ? text
               : tr("%1 (the server says: %2)").arg(text, QString::fromStdString(refused.message));
}

}  // namespace ps::ui
