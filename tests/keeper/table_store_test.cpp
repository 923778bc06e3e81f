// The keeper's rows in SQLite: saved and read back whole, found by account, a full disk and a
// file that is not a database refused with the reason.

#include <gtest/gtest.h>

#include <fstream>

#include "keeper/keeper_support.h"
#include "keeper/table_store.h"

namespace ps::keeper {
namespace {

using testing::freshDatabase;

StoredTable row(const std::string& id, std::vector<std::string> seats, std::int64_t created) {
    StoredTable table;
    table.id = id;
    table.room = id + "@conference.example.org";
    table.seats = std::move(seats);
    table.settings = R"({"terms": {}})";
    table.record = "{}";
    table.clocks = R"({"awaiting": [], "notified": []})";
    table.createdAt = created;
    table.updatedAt = created + 5;
    return table;
}

TEST(KeepStore, RowsAreSavedWholeAndFoundByIdStateAndAccount) {
    const std::string path = freshDatabase("tables.sqlite");
    {
        TableStore store(path);
        EXPECT_FALSE(store.save(row("stol-a", {"anna@x", "ewa@x"}, 10)));
        EXPECT_FALSE(store.save(row("stol-b", {"ewa@x", ""}, 20)));
        StoredTable over = row("stol-c", {"jan@x", "anna@x"}, 30);
        over.over = true;
        EXPECT_FALSE(store.save(over));
        StoredTable again = row("stol-a", {"anna@x", "ewa@x"}, 10);
        again.record = R"({"actions": [1]})";
        EXPECT_FALSE(store.save(again));  // the same table's row, replaced
    }
    TableStore store(path);  // read again from disk
    EXPECT_EQ(store.count(), 3u);
    const auto found = store.find("stol-a");
    ASSERT_TRUE(found);
    EXPECT_EQ(found->record, R"({"actions": [1]})");
    EXPECT_EQ(found->seats, (std::vector<std::string>{"anna@x", "ewa@x"}));
    EXPECT_FALSE(store.find("stol-z"));
    std::vector<std::string> unfinished;
    for (const StoredTable& table : store.unfinished())
        unfinished.push_back(table.id);
    EXPECT_EQ(unfinished, (std::vector<std::string>{"stol-a", "stol-b"}));
    std::vector<std::string> anna;
    for (const StoredTable& table : store.ofAccount("anna@x"))
        anna.push_back(table.id);
    EXPECT_EQ(anna, (std::vector<std::string>{"stol-c", "stol-a"}));  // newest first
    EXPECT_TRUE(store.ofAccount("nobody@x").empty());
    EXPECT_FALSE(store.remove("stol-b"));
    EXPECT_EQ(store.count(), 2u);
}

TEST(KeepStore, AFullDiskRefusesTheSaveAndKeepsTheRowAsItWas) {
    TableStore store(freshDatabase("tables.sqlite"));
    ASSERT_FALSE(store.save(row("stol-a", {"anna@x", "ewa@x"}, 10)));
    store.capPages(static_cast<std::int64_t>(8));
    StoredTable big = row("stol-a", {"anna@x", "ewa@x"}, 10);
    big.record = std::string(200000, 'x');
    const auto error = store.save(big);
    ASSERT_TRUE(error);
    EXPECT_NE(error->message.find("full"), std::string::npos) << error->message;
    EXPECT_EQ(store.find("stol-a")->record, "{}");
}

TEST(KeepStore, AFileThatIsNotATableDatabaseIsRefusedWithThePath) {
    const std::string path = freshDatabase("notes.txt");
    std::ofstream(path) << "these are not the tables you are looking for\n";
    try {
        TableStore store(path);
        FAIL() << "a text file was opened as the table database";
    } catch (const StoreError& error) {
        EXPECT_NE(error.message.find(path), std::string::npos) << error.message;
    }
}

}  // namespace
}  // namespace ps::keeper
