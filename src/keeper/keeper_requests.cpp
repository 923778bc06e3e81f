// The keeper's answers to players outside any table: create a table, take a seat, list one's
// tables or the open ones; and the announcement of open seats in the lobby.

#include <algorithm>

#include "keeper/kept_table.h"
#include "net/messages.h"
#include "net/wire_compression.h"

namespace ps::keeper {

namespace {

// Open tables named in the lobby's line for people (the list for apps holds them all).
constexpr std::size_t kTablesInAnnouncement = 10;

std::string accountOf(std::string_view address) {
    std::string bare(address.substr(0, address.find('/')));
    std::transform(bare.begin(), bare.end(), bare.begin(), [](char c) {
        return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    });
    return bare;
}

std::string nameFor(const std::string& given, const std::string& account) {
    std::string name = given.empty() ? account.substr(0, account.find('@')) : given;
    return name.substr(0, net::kMaxNameBytes);
}

std::string hoursText(std::int64_t seconds) {
    if (seconds % 3600 == 0)
        return std::to_string(seconds / 3600) + " h";
    if (seconds % 60 == 0)
        return std::to_string(seconds / 60) + " min";
    return std::to_string(seconds) + " s";
}

}  // namespace

void Keeper::receiveDirect(const std::string& from, std::string_view text) {
    const net::UnpackedText unpacked = net::unpackText(text);
    if (!unpacked.ok()) {
        refuse(from, 0, "malformed", "an unreadable text: " + unpacked.error);
        return;
    }
    const ReadKeeperMessage read = readKeeperMessage(*unpacked.text);
    if (!read.message) {
        // A table's text for a table this keeper does not run (over and closed, or never
        // made here): the table's protocol has no answer for it, and a keeper's refusal would
        // be read as a stranger's text.
        if (const auto parsed = engine::io::parseStrictJson(*unpacked.text);
            parsed.ok() && parsed.value->is_object() &&
            parsed.value->value("protocol", "") == net::kProtocol) {
            note("a table's text from " + from +
                 " for a table not running here: " + parsed.value->value("table", "?"));
            return;
        }
        refuse(from, read.id, "malformed", read.error);
        return;
    }
    std::visit(
        [&](const auto& message) {
            using T = std::decay_t<decltype(message)>;
            if constexpr (std::is_same_v<T, CreateTable>)
                create(from, message, read.id);
            else if constexpr (std::is_same_v<T, TakeSeat>)
                sit(from, message, read.id);
            else if constexpr (std::is_same_v<T, ListTables>)
                listTables(from, false, read.id);
            else if constexpr (std::is_same_v<T, ListOpen>)
                listTables(from, true, read.id);
            else
                refuse(from, read.id, "malformed", "a keeper's answer is not asked of a keeper");
        },
        *read.message);
}

void Keeper::refuse(const std::string& to, std::uint64_t id, std::string reason,
                    std::string message) {
    note("refused " + to + ": " + message);
    network_->reply(to,
                    writeKeeperMessage(KeeperRefused{std::move(reason), std::move(message)}, id));
}

std::string Keeper::newTableId() {
    static constexpr char kHex[] = "0123456789abcdef";
    for (;;) {
        std::string id = "stol-";
        std::uint64_t bits = random_();
        for (int i = 0; i < 12; ++i, bits >>= 4)
            id += kHex[bits & 15];
        if (!tables_.contains(id) && !store_->find(id))
            return id;
    }
}

void Keeper::create(const std::string& from, const CreateTable& request, std::uint64_t id) {
    const std::string account = accountOf(from);
    const Stats now = stats();
    if (now.running + now.open >= config_.maxTables) {
        refuse(from, id, "limit",
               "this keeper keeps " + std::to_string(config_.maxTables) +
                   " tables already; try later");
        return;
    }
    const auto own = std::count_if(tables_.begin(), tables_.end(), [&](const auto& entry) {
        return !entry.second->over() && entry.second->seatOf(account).has_value();
    });
    if (static_cast<std::size_t>(own) >= config_.maxTablesPerAccount) {
        refuse(from, id, "limit",
               "you sit at " + std::to_string(own) + " tables here already (at most " +
                   std::to_string(config_.maxTablesPerAccount) + ")");
        return;
    }
    std::set<std::string> accounts{account};
    for (const std::string& invited : request.invited) {
        if (!accounts.insert(invited).second) {
            refuse(from, id, "malformed", invited + " is invited twice (or is the creator)");
            return;
        }
    }
    auto table = std::make_unique<Table>();
    table->terms = request.terms;
    table->seed = random_() >> 11;  // within the records' integers
    table->row.id = newTableId();
    table->row.room = table->row.id + "@" + config_.roomDomain;
    table->row.createdAt = clock_->now();
    table->row.seats.assign(static_cast<std::size_t>(request.terms.players), "");
    table->names.assign(table->row.seats.size(), "");
    table->row.seats[0] = account;
    table->names[0] = nameFor(request.name, account);
    for (std::size_t i = 0; i < request.invited.size(); ++i) {
        table->row.seats[i + 1] = request.invited[i];
        table->names[i + 1] = nameFor("", request.invited[i]);
    }
    Table& kept = *tables_.emplace(table->row.id, std::move(table)).first->second;
    note("table " + kept.row.id + " created by " + account + " (" +
         std::string(paceName(kept.terms.pace)) + ", " + std::to_string(kept.terms.players) +
         " seats)");
    if (!kept.openSeat())
        start(kept);
    else
        persist(kept);
    if (kept.unsaved) {
        const std::string tableId = kept.row.id;
        tables_.erase(tableId);
        refuse(from, id, "storage", "the keeper cannot save tables now; try later");
        return;
    }
    network_->reply(from, writeKeeperMessage(Created{summarize(kept, account)}, id));
    if (kept.terms.listed && kept.openSeat())
        announceOpen();
}

void Keeper::sit(const std::string& from, const TakeSeat& request, std::uint64_t id) {
    const std::string account = accountOf(from);
    const auto it = tables_.find(request.table);
    if (it == tables_.end()) {
        refuse(from, id, "unknown-table", "no table " + request.table + " waits for players here");
        return;
    }
    Table& table = *it->second;
    if (table.seatOf(account)) {
        network_->reply(from, writeKeeperMessage(Seated{summarize(table, account)}, id));
        return;
    }
    const auto seat = table.openSeat();
    if (!seat || table.started()) {
        refuse(from, id, "full", "every seat at table " + request.table + " is taken");
        return;
    }
    table.row.seats[*seat] = account;
    table.names[*seat] = nameFor(request.name, account);
    table.dirty = true;
    note("table " + table.row.id + ": " + account + " takes seat " + std::to_string(*seat));
    if (!table.openSeat())
        start(table);
    else
        persist(table);
    network_->reply(from, writeKeeperMessage(Seated{summarize(table, account)}, id));
    if (table.terms.listed)
        announceOpen();
}

void Keeper::listTables(const std::string& from, bool openSeats, std::uint64_t id) {
    const std::string account = accountOf(from);
    Tables answer;
    answer.openSeats = openSeats;
    if (openSeats) {
        for (const auto& [tableId, table] : tables_) {
            if (!table->started() && table->terms.listed && table->openSeat() &&
                answer.tables.size() < kMaxListedTables)
                answer.tables.push_back(summarize(*table, account));
        }
    } else {
        std::vector<StoredTable> rows;
        try {
            rows = store_->ofAccount(account);
        } catch (const StoreError& error) {
            refuse(from, id, "storage", "the keeper cannot read its tables now: " + error.message);
            return;
        }
        for (StoredTable& row : rows) {
            if (answer.tables.size() >= kMaxListedTables)
                break;
            if (const auto running = tables_.find(row.id); running != tables_.end()) {
                answer.tables.push_back(summarize(*running->second, account));
                continue;
            }
            Table finished;
            finished.row = std::move(row);
            try {
                finished.readSettings();
            } catch (const std::exception&) {
                continue;
            }
            answer.tables.push_back(summarize(finished, account));
        }
    }
    network_->reply(from, writeKeeperMessage(answer, id));
}

TableSummary Keeper::summarize(const Table& table, const std::string& account) const {
    TableSummary summary;
    summary.id = table.row.id;
    summary.room = table.row.room;
    summary.terms = table.terms;
    summary.seats = table.row.seats;
    summary.names = table.names;
    summary.yourSeat = table.seatOf(account);
    summary.createdAt = table.row.createdAt;
    summary.over = table.row.over || table.over();
    summary.started = table.started() || summary.over;
    summary.totals = table.totals;
    if (table.session) {
        summary.round = table.session->state().round;
        if (!summary.over)
            summary.toMove = table.session->game().currentPlayer();
    }
    std::optional<std::int64_t> since;
    for (const Table::Awaiting& entry : table.awaiting) {
        if (summary.over)
            break;
        if (std::find(summary.waitingFor.begin(), summary.waitingFor.end(), entry.seat) ==
            summary.waitingFor.end())
            summary.waitingFor.push_back(entry.seat);
        since = std::min(since.value_or(entry.since), entry.since);
        if (const std::int64_t limit = table.limit(entry.what); limit > 0)
            summary.deadline =
                std::min(summary.deadline.value_or(entry.since + limit), entry.since + limit);
    }
    summary.since = since.value_or(table.row.updatedAt);
    return summary;
}

std::optional<TableSummary> Keeper::summary(const std::string& tableId,
                                            const std::string& account) const {
    const auto it = tables_.find(tableId);
    if (it == tables_.end())
        return std::nullopt;
    return summarize(*it->second, accountOf(account));
}

void Keeper::announceOpen() {
    Tables open;
    open.openSeats = true;
    std::string body;
    for (const auto& [id, table] : tables_) {
        if (table->started() || !table->terms.listed || !table->openSeat() ||
            open.tables.size() >= kMaxListedTables)
            continue;
        open.tables.push_back(summarize(*table, ""));
        if (open.tables.size() > kTablesInAnnouncement)
            continue;
        const auto free = std::count(table->row.seats.begin(), table->row.seats.end(), "");
        body += "\n" + id + ": " + std::to_string(free) + " z " +
                std::to_string(table->terms.players) + " miejsc wolnych, " +
                (table->terms.pace == Pace::Live
                     ? std::string("na żywo")
                     : "korespondencyjnie, " + hoursText(table->terms.decisionSeconds) +
                           " na decyzję") +
                (table->terms.variant ? ", czarne karty" : "");
    }
    body = open.tables.empty() ? "Potęga Słowa: nie ma teraz wolnych miejsc."
                               : "Potęga Słowa, wolne miejsca:" + body;
    network_->announce(body, writeKeeperMessage(open));
}

}  // namespace ps::keeper
