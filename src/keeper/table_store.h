#pragma once
// The keeper's tables on disk (SQLite): one row per table with what the keeper needs to pick
// the game up again after a restart — its seats' accounts, its settings, the game's record
// (the same format as a saved game) and the clocks of the decisions it waits for. Each save is
// one transaction, so a row holds either the whole of a step or none of it; the keeper sends
// the players what a step changed only after its row is saved (docs/keeper.md).

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ps::keeper {

struct StoredTable {
    std::string id;                  // the room's local part, "stol-…"
    std::string room;                // the table's room, "stol-…@conference.example.org"
    std::vector<std::string> seats;  // each seat's account (a bare JID), "" while open
    std::string settings;            // JSON written by the keeper: pace, times, options
    std::string record;              // the game's record; "" before every seat is taken
    std::string clocks;              // JSON: when each awaited decision began, notices sent
    std::int64_t createdAt = 0;      // the keeper's clock, seconds since the epoch
    std::int64_t updatedAt = 0;
    bool over = false;

    bool operator==(const StoredTable&) const = default;
};

// A failure of the database, with SQLite's words and what was being done.
struct StoreError {
    std::string message;
};

class TableStore {
  public:
    // Opens the database at `path`, creating it (and its schema) when missing. Throws
    // StoreError naming the path and why: not a database, a newer schema than this build
    // reads, no permission. `busyWait`: how long a save waits for another program's lock on
    // the file before it fails.
    explicit TableStore(const std::string& path,
                        std::chrono::milliseconds busyWait = std::chrono::milliseconds(2000));
    TableStore(const TableStore&) = delete;
    TableStore& operator=(const TableStore&) = delete;
    ~TableStore();

    // Writes the table (a new one, or over the row of the same id) in one transaction.
    // Nothing on success; else why (the disk is full, the database is read-only): the row
    // then stays as it was.
    [[nodiscard]] std::optional<StoreError> save(const StoredTable& table);
    [[nodiscard]] std::optional<StoreError> remove(const std::string& id);
    [[nodiscard]] std::optional<StoredTable> find(const std::string& id) const;
    // Every table not over, oldest first (what a restarted keeper runs again).
    [[nodiscard]] std::vector<StoredTable> unfinished() const;
    // The tables where `account` (a bare JID) has a seat, newest first, finished ones too.
    [[nodiscard]] std::vector<StoredTable> ofAccount(const std::string& account) const;
    [[nodiscard]] std::size_t count() const;
    // Caps the database's size at `pages` pages of 4 KiB (SQLite's max_page_count): a save past
    // it fails as on a full disk. An operator's cap; the tests' full disk.
    void capPages(std::int64_t pages);

  private:
    struct Native;
    std::unique_ptr<Native> native_;
};

}  // namespace ps::keeper
