#include "keeper/table_store.h"

#include <sqlite3.h>

#include <utility>

namespace ps::keeper {

namespace {

// The schema this build writes; a database of a newer one is refused, not misread.
constexpr int kSchemaVersion = 1;

constexpr const char* kSchema = R"(
CREATE TABLE IF NOT EXISTS kept_tables (
    id TEXT PRIMARY KEY,
    room TEXT NOT NULL,
    settings TEXT NOT NULL,
    record TEXT NOT NULL,
    clocks TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    over INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS kept_seats (
    table_id TEXT NOT NULL REFERENCES kept_tables(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    account TEXT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX IF NOT EXISTS kept_seats_by_account ON kept_seats(account);
)";

constexpr const char* kColumns = "id, room, settings, record, clocks, created_at, updated_at, over";

// A prepared statement, finalised when it goes.
class Statement {
  public:
    Statement(sqlite3* db, const char* sql) : db_(db) {
        if (sqlite3_prepare_v2(db, sql, -1, &statement_, nullptr) != SQLITE_OK)
            throw StoreError{std::string("the table database: ") + sqlite3_errmsg(db)};
    }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    ~Statement() { sqlite3_finalize(statement_); }

    void bind(int index, const std::string& text) {
        sqlite3_bind_text(statement_, index, text.data(), static_cast<int>(text.size()),
                          SQLITE_TRANSIENT);
    }
    void bind(int index, std::int64_t value) { sqlite3_bind_int64(statement_, index, value); }
    // SQLITE_ROW or SQLITE_DONE; anything else is an error.
    int step() { return sqlite3_step(statement_); }
    [[nodiscard]] std::string text(int column) const {
        const auto* bytes = sqlite3_column_text(statement_, column);
        return bytes == nullptr
                   ? std::string()
                   : std::string(
                         reinterpret_cast<const char*>(bytes),
                         static_cast<std::size_t>(sqlite3_column_bytes(statement_, column)));
    }
    [[nodiscard]] std::int64_t integer(int column) const {
        return sqlite3_column_int64(statement_, column);
    }

  private:
    sqlite3* db_;
    sqlite3_stmt* statement_ = nullptr;
};

}  // namespace

struct TableStore::Native {
    sqlite3* db = nullptr;
    std::string path;

    ~Native() { sqlite3_close(db); }

    [[nodiscard]] std::string error(const std::string& doing) const {
        return path + ": " + doing + ": " + sqlite3_errmsg(db);
    }
    void execute(const char* sql, const std::string& doing) const {
        char* message = nullptr;
        if (sqlite3_exec(db, sql, nullptr, nullptr, &message) != SQLITE_OK) {
            std::string text = message != nullptr ? message : sqlite3_errmsg(db);
            sqlite3_free(message);
            throw StoreError{path + ": " + doing + ": " + text};
        }
    }
    [[nodiscard]] std::vector<StoredTable> select(const std::string& sql,
                                                  const std::string& parameter) const;
};

TableStore::TableStore(const std::string& path, std::chrono::milliseconds busyWait)
    : native_(std::make_unique<Native>()) {
    native_->path = path;
    if (sqlite3_open_v2(path.c_str(), &native_->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                        nullptr) != SQLITE_OK)
        throw StoreError{native_->error("cannot open the table database")};
    sqlite3_busy_timeout(native_->db, static_cast<int>(busyWait.count()));
    // A file that is not a database fails here, at its first read.
    std::int64_t found = 0;
    {
        Statement version(native_->db, "PRAGMA user_version");
        if (version.step() != SQLITE_ROW)
            throw StoreError{native_->error("not a table database")};
        found = version.integer(0);
    }
    if (found > kSchemaVersion)
        throw StoreError{path + ": written by a newer keeper (schema " + std::to_string(found) +
                         "; this one reads " + std::to_string(kSchemaVersion) + ")"};
    // The write-ahead log: a save is one append and a crash of the keeper loses no committed
    // save; NORMAL syncs at checkpoints only (a power cut may lose the latest saves, never
    // corrupt the file).
    native_->execute("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON",
                     "cannot set up the table database");
    native_->execute(kSchema, "cannot create the table database's schema");
    native_->execute(("PRAGMA user_version=" + std::to_string(kSchemaVersion)).c_str(),
                     "cannot mark the table database's schema");
}

TableStore::~TableStore() = default;

std::optional<StoreError> TableStore::save(const StoredTable& table) {
    try {
        native_->execute("BEGIN IMMEDIATE", "cannot save table " + table.id);
        try {
            Statement row(native_->db,
                          "INSERT OR REPLACE INTO kept_tables (id, room, settings, record, "
                          "clocks, created_at, updated_at, over) VALUES (?,?,?,?,?,?,?,?)");
            row.bind(1, table.id);
            row.bind(2, table.room);
            row.bind(3, table.settings);
            row.bind(4, table.record);
            row.bind(5, table.clocks);
            row.bind(6, table.createdAt);
            row.bind(7, table.updatedAt);
            row.bind(8, std::int64_t{table.over ? 1 : 0});
            if (row.step() != SQLITE_DONE)
                throw StoreError{native_->error("cannot save table " + table.id)};
            Statement clear(native_->db, "DELETE FROM kept_seats WHERE table_id = ?");
            clear.bind(1, table.id);
            if (clear.step() != SQLITE_DONE)
                throw StoreError{native_->error("cannot save table " + table.id)};
            for (std::size_t seat = 0; seat < table.seats.size(); ++seat) {
                Statement add(native_->db,
                              "INSERT INTO kept_seats (table_id, seat, account) VALUES (?,?,?)");
                add.bind(1, table.id);
                add.bind(2, static_cast<std::int64_t>(seat));
                add.bind(3, table.seats[seat]);
                if (add.step() != SQLITE_DONE)
                    throw StoreError{native_->error("cannot save table " + table.id)};
            }
            native_->execute("COMMIT", "cannot save table " + table.id);
        } catch (const StoreError&) {
            sqlite3_exec(native_->db, "ROLLBACK", nullptr, nullptr, nullptr);
            throw;
        }
    } catch (const StoreError& error) {
        return error;
    }
    return std::nullopt;
}

std::optional<StoreError> TableStore::remove(const std::string& id) {
    try {
        Statement drop(native_->db, "DELETE FROM kept_tables WHERE id = ?");
        drop.bind(1, id);
        if (drop.step() != SQLITE_DONE)
            return StoreError{native_->error("cannot remove table " + id)};
    } catch (const StoreError& error) {
        return error;
    }
    return std::nullopt;
}

std::vector<StoredTable> TableStore::Native::select(const std::string& sql,
                                                    const std::string& parameter) const {
    std::vector<StoredTable> tables;
    Statement rows(db, sql.c_str());
    if (!parameter.empty())
        rows.bind(1, parameter);
    int status = SQLITE_OK;
    while ((status = rows.step()) == SQLITE_ROW) {
        StoredTable table;
        table.id = rows.text(0);
        table.room = rows.text(1);
        table.settings = rows.text(2);
        table.record = rows.text(3);
        table.clocks = rows.text(4);
        table.createdAt = rows.integer(5);
        table.updatedAt = rows.integer(6);
        table.over = rows.integer(7) != 0;
        tables.push_back(std::move(table));
    }
    if (status != SQLITE_DONE)
        throw StoreError{error("cannot read the tables")};
    for (StoredTable& table : tables) {
        Statement seats(db, "SELECT account FROM kept_seats WHERE table_id = ? ORDER BY seat");
        seats.bind(1, table.id);
        while ((status = seats.step()) == SQLITE_ROW)
            table.seats.push_back(seats.text(0));
        if (status != SQLITE_DONE)
            throw StoreError{error("cannot read the seats of table " + table.id)};
    }
    return tables;
}

std::optional<StoredTable> TableStore::find(const std::string& id) const {
    auto found =
        native_->select(std::string("SELECT ") + kColumns + " FROM kept_tables WHERE id = ?", id);
    if (found.empty())
        return std::nullopt;
    return std::move(found.front());
}

std::vector<StoredTable> TableStore::unfinished() const {
    return native_->select(std::string("SELECT ") + kColumns +
                               " FROM kept_tables WHERE over = 0 ORDER BY created_at, id",
                           "");
}

std::vector<StoredTable> TableStore::ofAccount(const std::string& account) const {
    return native_->select(std::string("SELECT ") + kColumns +
                               " FROM kept_tables WHERE id IN (SELECT table_id FROM kept_seats "
                               "WHERE account = ?) ORDER BY created_at DESC, id",
                           account);
}

void TableStore::capPages(std::int64_t pages) {
    native_->execute(("PRAGMA max_page_count=" + std::to_string(pages)).c_str(),
                     "cannot cap the table database");
}

std::size_t TableStore::count() const {
    Statement rows(native_->db, "SELECT COUNT(*) FROM kept_tables");
    if (rows.step() != SQLITE_ROW)
        throw StoreError{native_->error("cannot count the tables")};
    return static_cast<std::size_t>(rows.integer(0));
}

}  // namespace ps::keeper
