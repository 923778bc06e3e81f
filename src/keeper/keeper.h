#pragma once
// A table keeper: a neutral referee of many online tables at once, every seat a person on
// their own machine, so that nobody's app holds what the rules keep from them (the pile's
// order, others' secret offers), and nobody's machine must stay on for a game that lasts days
// (docs/keeper.md). Each table is a Session behind a HostTable, as at a host's screen; the
// keeper adds what a host's screen gave: the tables' rows on disk (a restart loses nothing and
// applies nothing twice), the clocks of every awaited decision (live or correspondence pace,
// timeouts as the rules' time limit), the notices to players when something waits for them,
// and the announcement of open seats. Transport-free: the network is an interface (XMPP in
// the CLI's `net keep`, queues in the tests). Qt-free.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "dictionary/lexicon.h"
#include "keeper/keeper_messages.h"
#include "keeper/table_store.h"
#include "net/host_table.h"

namespace ps::keeper {

// The keeper's time, in seconds since the epoch: the system's, or a test's (days pass in
// seconds).
class Clock {
  public:
    virtual ~Clock() = default;
    [[nodiscard]] virtual std::int64_t now() const = 0;
};
class SystemClock final : public Clock {
  public:
    [[nodiscard]] std::int64_t now() const override;
};

// What the keeper needs of the network.
class KeeperNetwork {
  public:
    virtual ~KeeperNetwork() = default;
    // A table whose seats are all taken begins: its room is made with the seats' accounts as
    // members, and they are invited. The table's texts go through the transport returned,
    // which lives until closeTable().
    virtual net::Transport& openTable(const std::string& tableId, const std::string& room,
                                      const std::map<engine::PlayerId, std::string>& accounts) = 0;
    // The table is over and everyone was told: its room goes.
    virtual void closeTable(const std::string& tableId) = 0;
    // A keeper message to the machine that asked (a full address).
    virtual void reply(const std::string& to, const std::string& text) = 0;
    // A line for the person (a chat message their phone shows too).
    virtual void notify(const std::string& account, const std::string& body) = 0;
    // The open seats, in the lobby: a line for people and the list for apps.
    virtual void announce(const std::string& body, const std::string& payload) = 0;
};

struct KeeperConfig {
    std::string roomDomain;                // the tables' rooms: "stol-…@" + roomDomain
    std::size_t maxTables = 10000;         // running at once
    std::size_t maxTablesPerAccount = 50;  // not over, where the account sits
    bool compressed = true;
    // After the end, the room stays this long for the players to read the result.
    std::int64_t lingerSeconds = 30;
    std::uint64_t seed = 0;  // 0: drawn from the system (the tables' ids and deals)
};

class Keeper {
  public:
    // Reads nothing yet: restore() picks up the stored tables.
    Keeper(const dict::Lexicon& lexicon, TableStore& store, KeeperNetwork& network,
           const Clock& clock, KeeperConfig config);
    Keeper(const Keeper&) = delete;
    Keeper& operator=(const Keeper&) = delete;
    ~Keeper();

    // Runs again every stored table that is not over: a started one from its record (its
    // room opened again; its players' machines say hello and are sent the game as it is).
    // A row that cannot be read is left as it is and logged. Returns the tables running.
    std::size_t restore();

    // A text from a seat of a running table (the transport knows the seat and the machine).
    void receive(const std::string& tableId, engine::PlayerId seat, std::string_view text,
                 const std::string& device);
    // A keeper message from `from` (a full address): create, list, open, sit. Anything else
    // is refused with the reason, to the sender.
    void receiveDirect(const std::string& from, std::string_view text);
    // The clocks: timeouts past their deadline, notices due, rooms of finished tables to
    // close. Looks at every table: call it often, not necessarily every loop turn (`net keep`:
    // ten times a second; the clocks count whole seconds).
    void tick();
    // Sends what the tables hold for their players (everything saved first). The transport
    // calls it when the server has read what went before (batching, docs/network.md).
    void flush();
    [[nodiscard]] bool waiting() const;

    struct Stats {
        std::size_t running = 0;  // started, not over
        std::size_t open = 0;     // a seat still open
        std::size_t timeouts = 0;
        std::size_t notices = 0;
        std::size_t saveFailures = 0;
    };
    [[nodiscard]] Stats stats() const;
    // The summary of a table as `account` sees it (nothing: no such table).
    [[nodiscard]] std::optional<TableSummary> summary(const std::string& tableId,
                                                      const std::string& account = {}) const;
    [[nodiscard]] const session::Session* session(const std::string& tableId) const;
    // Lines about refused requests, timeouts, notices and failed saves, oldest first (at most
    // the latest few thousand).
    [[nodiscard]] const std::vector<std::string>& log() const { return log_; }

  private:
    struct Table;
    void start(Table& table);
    void persist(Table& table);
    void observeClocks(Table& table);
    bool expire(Table& table);
    void notifyWaiting(Table& table);
    void finish(Table& table);
    void announceOpen();
    void create(const std::string& from, const CreateTable& request, std::uint64_t id);
    void sit(const std::string& from, const TakeSeat& request, std::uint64_t id);
    void listTables(const std::string& from, bool openSeats, std::uint64_t id);
    void refuse(const std::string& to, std::uint64_t id, std::string reason, std::string message);
    [[nodiscard]] TableSummary summarize(const Table& table, const std::string& account) const;
    [[nodiscard]] std::string newTableId();
    void note(std::string line);

    const dict::Lexicon* lexicon_;
    TableStore* store_;
    KeeperNetwork* network_;
    const Clock* clock_;
    KeeperConfig config_;
    std::mt19937_64 random_;
    std::map<std::string, std::unique_ptr<Table>> tables_;  // not over, or lingering
    Stats stats_;
    std::vector<std::string> log_;
};

}  // namespace ps::keeper
