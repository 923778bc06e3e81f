#include "keeper/keeper.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "engine/io/record.h"
#include "engine/io/standard_deck.h"
#include "keeper/kept_table.h"
#include "net/messages.h"
#include "net/wire_compression.h"

namespace ps::keeper {

namespace {

constexpr std::size_t kMaxLogLines = 4000;
// Timeouts applied at one table in one tick: each ends a decision, and the next one has a
// fresh clock, so more than a few in a row would mean a loop.
constexpr int kMaxTimeoutsPerTick = 8;

// What a notice says waits for the person.
std::string_view waitingText(Decision what) {
    switch (what) {
        case Decision::TurnAction:
            return "twój ruch";
        case Decision::OfferAnswer:
            return "czeka na ciebie oferta pomocy";
        case Decision::HelpAnswer:
            return "gracz odpowiedział na twoją ofertę pomocy";
        case Decision::TableVote:
            return "stół głosuje nad słowem";
        case Decision::TakeBackConsent:
            return "gracz prosi o cofnięcie ruchu";
        case Decision::ZeppelinChoice:
            return "wybierz kartę (Ćwiczebny Zeppelin)";
        case Decision::HelpOffer:
            return "możesz zaproponować pomoc";
    }
    return "twój ruch";
}

}  // namespace

std::int64_t SystemClock::now() const {
    return std::chrono::duration_cast<std::chrono::seconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

Keeper::Keeper(const dict::Lexicon& lexicon, TableStore& store, KeeperNetwork& network,
               const Clock& clock, KeeperConfig config)
    : lexicon_(&lexicon),
      store_(&store),
      network_(&network),
      clock_(&clock),
      config_(std::move(config)),
      random_(config_.seed != 0 ? config_.seed : std::random_device{}()) {}

Keeper::~Keeper() = default;

void Keeper::note(std::string line) {
    if (log_.size() >= kMaxLogLines)
        log_.erase(log_.begin(), log_.begin() + static_cast<std::ptrdiff_t>(kMaxLogLines / 2));
    log_.push_back(std::move(line));
}

std::size_t Keeper::restore() {
    std::vector<StoredTable> rows;
    try {
        rows = store_->unfinished();
    } catch (const StoreError& error) {
        note("cannot read the stored tables: " + error.message);
        return 0;
    }
    std::size_t running = 0;
    for (StoredTable& row : rows) {
        if (tables_.contains(row.id))
            continue;
        auto table = std::make_unique<Table>();
        table->row = std::move(row);
        try {
            table->readSettings();
            table->readClocks();
            if (!table->row.record.empty()) {
                const auto record = engine::io::loadRecord(table->row.record);
                if (!record.ok())
                    throw std::invalid_argument("record: " + record.error.text());
                table->session = std::make_unique<session::Session>(
                    *record.value, *lexicon_,
                    session::Seats(table->row.seats.size(), session::Seat::person()));
                table->savedHistory = table->session->history()->size();
            }
        } catch (const std::exception& e) {
            note("table " + table->row.id + " is not run again: " + e.what());
            continue;
        }
        table->dirty = false;
        Table& kept = *tables_.emplace(table->row.id, std::move(table)).first->second;
        if (kept.started()) {
            start(kept);
            ++running;
        }
    }
    announceOpen();
    return running;
}

void Keeper::start(Table& table) {
    if (!table.session) {
        engine::GameOptions options;
        options.players = table.terms.players;
        options.blackCardVariant = table.terms.variant;
        options.minWordLength = table.terms.minWordLength;
        options.redrawLimit = table.terms.redrawLimit;
        options.tableOverrulesDictionary = table.terms.tableOverrulesDictionary;
        options.seed = table.seed;
        table.session = std::make_unique<session::Session>(
            options, engine::io::standardDeck(), *lexicon_,
            session::Seats(table.row.seats.size(), session::Seat::person()));
    }
    std::map<engine::PlayerId, std::string> accounts;
    std::set<engine::PlayerId> remote;
    for (std::size_t seat = 0; seat < table.row.seats.size(); ++seat) {
        accounts[static_cast<engine::PlayerId>(seat)] = table.row.seats[seat];
        remote.insert(static_cast<engine::PlayerId>(seat));
    }
    net::Transport& transport = network_->openTable(table.row.id, table.row.room, accounts);
    table.host = std::make_unique<net::HostTable>(*table.session, table.row.id, table.names, remote,
                                                  transport);
    table.host->setCompressed(config_.compressed);
    // Everything for the players waits until the step that made it is saved (flush()).
    table.host->setBatching(true);
    observeClocks(table);
    persist(table);
}

void Keeper::persist(Table& table) {
    const std::size_t history =
        table.session && table.session->history() ? table.session->history()->size() : 0;
    if (!table.dirty && !table.unsaved && history == table.savedHistory)
        return;
    table.row.settings = table.settingsText();
    table.row.clocks = table.clocksText();
    if (table.session) {
        if (const auto record = table.session->record())
            table.row.record = engine::io::writeRecord(*record);
        table.row.over = table.session->game().isOver();
    }
    table.row.updatedAt = clock_->now();
    if (const auto error = store_->save(table.row)) {
        if (!table.unsaved)
            note("table " + table.row.id + ": not saved, its players wait: " + error->message);
        table.unsaved = true;
        ++stats_.saveFailures;
        return;
    }
    if (table.unsaved)
        note("table " + table.row.id + ": saved again");
    table.unsaved = false;
    table.dirty = false;
    table.savedHistory = history;
}

void Keeper::observeClocks(Table& table) {
    if (!table.session)
        return;
    const std::size_t history = table.session->history() ? table.session->history()->size() : 0;
    std::vector<Table::Awaiting> now;
    std::set<engine::PlayerId> seats;
    for (const session::Request& request : table.session->awaited()) {
        if (std::any_of(now.begin(), now.end(), [&](const Table::Awaiting& entry) {
                return entry.seat == request.seat && entry.what == request.what;
            }))
            continue;
        seats.insert(request.seat);
        const auto before =
            std::find_if(table.awaiting.begin(), table.awaiting.end(), [&](const auto& entry) {
                return entry.seat == request.seat && entry.what == request.what &&
                       entry.history == history;
            });
        now.push_back(before != table.awaiting.end()
                          ? *before
                          : Table::Awaiting{request.seat, request.what, history, clock_->now()});
    }
    if (now != table.awaiting) {
        table.awaiting = std::move(now);
        table.dirty = true;
    }
    for (auto it = table.notified.begin(); it != table.notified.end();) {
        if (seats.contains(*it)) {
            ++it;
        } else {
            it = table.notified.erase(it);
            table.dirty = true;
        }
    }
}

bool Keeper::expire(Table& table) {
    const std::int64_t now = clock_->now();
    for (const Table::Awaiting& entry : table.awaiting) {
        const std::int64_t limit = table.limit(entry.what);
        if (limit <= 0 || now < entry.since + limit)
            continue;
        const auto awaited = table.session->awaited();
        const auto request =
            std::find_if(awaited.begin(), awaited.end(), [&](const session::Request& r) {
                return r.seat == entry.seat && r.what == entry.what;
            });
        if (request == awaited.end())
            continue;
        const std::string who = table.names[static_cast<std::size_t>(entry.seat)];
        switch (entry.what) {
            case Decision::HelpAnswer:
            case Decision::HelpOffer:
                table.session->submit(*request, std::nullopt);
                break;
            case Decision::TableVote:
            case Decision::TakeBackConsent:
                table.session->submit(*request, session::Answer::no());
                break;
            default:
                table.session->playForTimeout();
                break;
        }
        ++stats_.timeouts;
        note("table " + table.row.id + ": time is up for " + who + " (" +
             std::string(net::decisionName(entry.what)) + ")");
        table.host->sync();
        observeClocks(table);
        return true;
    }
    return false;
}

void Keeper::notifyWaiting(Table& table) {
    if (table.terms.pace != Pace::Correspondence)
        return;
    for (const Table::Awaiting& entry : table.awaiting) {
        if (table.notified.contains(entry.seat))
            continue;
        std::string body = "Potęga Słowa, stół " + table.row.id + ": " +
                           std::string(waitingText(entry.what)) + ".";
        if (const std::int64_t limit = table.limit(entry.what); limit > 0)
            body += " Czas do " + clockText(entry.since + limit) + ".";
        body += " xmpp:" + table.row.room + "?join";
        network_->notify(table.row.seats[static_cast<std::size_t>(entry.seat)], body);
        table.notified.insert(entry.seat);
        table.dirty = true;
        ++stats_.notices;
    }
}

void Keeper::finish(Table& table) {
    if (table.closeAt)
        return;
    table.totals = session::totals(table.session->game().scores());
    table.dirty = true;
    table.closeAt = clock_->now() + config_.lingerSeconds;
    if (table.terms.pace == Pace::Correspondence) {
        std::string result;
        for (std::size_t seat = 0; seat < table.names.size(); ++seat)
            result += (seat == 0 ? "" : ", ") + table.names[seat] + " " +
                      std::to_string(table.totals[seat]);
        for (const std::string& account : table.row.seats) {
            network_->notify(
                account, "Potęga Słowa, stół " + table.row.id + ": koniec gry. " + result + ".");
            ++stats_.notices;
        }
    }
    note("table " + table.row.id + ": over");
}

void Keeper::receive(const std::string& tableId, engine::PlayerId seat, std::string_view text,
                     const std::string& device) {
    const auto it = tables_.find(tableId);
    if (it == tables_.end() || !it->second->host) {
        note("a text for table " + tableId + ", which is not running");
        return;
    }
    Table& table = *it->second;
    table.host->receive(seat, text, device);
    observeClocks(table);
    if (table.over())
        finish(table);
    persist(table);
}

void Keeper::tick() {
    for (auto it = tables_.begin(); it != tables_.end();) {
        Table& table = *it->second;
        if (table.closeAt && clock_->now() >= *table.closeAt) {
            persist(table);
            if (!table.unsaved) {
                table.host->flush();
                network_->closeTable(table.row.id);
                it = tables_.erase(it);
                continue;
            }
        }
        if (table.started() && !table.over()) {
            observeClocks(table);
            for (int i = 0; i < kMaxTimeoutsPerTick && !table.over() && expire(table); ++i) {
            }
            if (table.over())
                finish(table);
            else
                notifyWaiting(table);
            persist(table);
        }
        ++it;
    }
}

void Keeper::flush() {
    for (auto& [id, table] : tables_) {
        if (table->host && !table->unsaved && table->host->waiting())
            table->host->flush();
    }
}

bool Keeper::waiting() const {
    return std::any_of(tables_.begin(), tables_.end(), [](const auto& entry) {
        return entry.second->host && !entry.second->unsaved && entry.second->host->waiting();
    });
}

Keeper::Stats Keeper::stats() const {
    Stats stats = stats_;
    for (const auto& [id, table] : tables_) {
        if (table->started() && !table->over())
            ++stats.running;
        if (!table->started())
            ++stats.open;
    }
    return stats;
}

const session::Session* Keeper::session(const std::string& tableId) const {
    const auto it = tables_.find(tableId);
    return it == tables_.end() ? nullptr : it->second->session.get();
}

}  // namespace ps::keeper
