#pragma once
// Shared by the keeper's tests: a network of in-memory queues, a clock the test moves, and
// the players' machines (a ClientTable each, deciding as a person on their own view), so
// whole games run at a keeper without a server.

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "keeper/keeper.h"
#include "net/net_support.h"

namespace ps::keeper::testing {

using net::testing::lexicon;
using net::testing::MemoryTransport;
using net::testing::ViewDecider;

class TestClock final : public Clock {
  public:
    [[nodiscard]] std::int64_t now() const override { return now_; }
    void advance(std::int64_t seconds) { now_ += seconds; }

  private:
    std::int64_t now_ = 1'800'000'000;  // 2027-01-15
};

class TestNetwork final : public KeeperNetwork {
  public:
    net::Transport& openTable(const std::string& tableId, const std::string& room,
                              const std::map<engine::PlayerId, std::string>& accounts) override {
        opened.push_back(tableId);
        rooms[tableId] = room;
        members[tableId] = accounts;
        return transports[tableId];
    }
    void closeTable(const std::string& tableId) override { closed.push_back(tableId); }
    void reply(const std::string& to, const std::string& text) override {
        replies.emplace_back(to, text);
    }
    void notify(const std::string& account, const std::string& body) override {
        notices.emplace_back(account, body);
    }
    void announce(const std::string& body, const std::string& payload) override {
        announcements.emplace_back(body, payload);
    }

    // The latest reply to `to`, read.
    ReadKeeperMessage lastReply() const {
        EXPECT_FALSE(replies.empty());
        return replies.empty() ? ReadKeeperMessage{} : readKeeperMessage(replies.back().second);
    }

    std::map<std::string, MemoryTransport> transports;
    std::map<std::string, std::string> rooms;
    std::map<std::string, std::map<engine::PlayerId, std::string>> members;
    std::vector<std::string> opened;
    std::vector<std::string> closed;
    std::vector<std::pair<std::string, std::string>> replies;
    std::vector<std::pair<std::string, std::string>> notices;
    std::vector<std::pair<std::string, std::string>> announcements;
};

// A fresh database file in the test's own temporary directory.
inline std::string freshDatabase(const std::string& name) {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    const auto dir = std::filesystem::temp_directory_path() /
                     ("potega-keeper-" + std::string(info->test_suite_name()) + "-" + info->name() +
                      "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return (dir / name).string();
}

inline const TableSummary& summaryOf(const ReadKeeperMessage& read) {
    static const TableSummary none;
    if (!read.message)
        return none;
    if (const auto* created = std::get_if<Created>(&*read.message))
        return created->table;
    if (const auto* seated = std::get_if<Seated>(&*read.message))
        return seated->table;
    ADD_FAILURE() << "not a table's answer";
    return none;
}

// The players' machines at one table: each reads what the keeper sent its seat and answers
// what it is asked, as a person deciding on their own view.
class Players {
  public:
    Players(std::string tableId, int seats, std::uint64_t seed) : table_(std::move(tableId)) {
        for (int seat = 0; seat < seats; ++seat) {
            clients_.emplace(seat, net::ClientTable(table_, "gracz " + std::to_string(seat)));
            deciders_.emplace(seat, ViewDecider(static_cast<engine::PlayerId>(seat), seed));
        }
    }

    // Every machine says hello (a join, or again after the keeper's restart).
    void hello(Keeper& keeper) {
        for (auto& [seat, client] : clients_)
            keeper.receive(table_, static_cast<engine::PlayerId>(seat), client.hello(),
                           device(seat));
    }
    // What the keeper sent, read by each machine.
    void deliver(Keeper& keeper, TestNetwork& network) {
        keeper.flush();
        auto& queue = network.transports[table_].queue;
        while (!queue.empty()) {
            auto [seat, text] = std::move(queue.front());
            queue.pop_front();
            const auto read = clients_.at(seat).receive(text);
            EXPECT_TRUE(read.ok) << read.error << "\n" << net::unpackText(text).text.value_or("");
        }
    }
    // One decision of the first machine that is asked something (false: none is). `silent`:
    // a seat that answers nothing (away from the game).
    bool answerOne(Keeper& keeper, std::optional<int> silent = std::nullopt) {
        for (auto& [seat, client] : clients_) {
            if (seat == silent || client.open().empty() || !client.view())
                continue;
            const net::WireRequest request = client.open().front().request;
            const session::Answer answer =
                deciders_.at(seat).decide(*client.view(), client.welcome()->deck, request);
            last_ = client.answer(request, answer);
            lastSeat_ = seat;
            keeper.receive(table_, static_cast<engine::PlayerId>(seat), last_, device(seat));
            return true;
        }
        return false;
    }
    // Plays until the game is over or `decisions` were made.
    int play(Keeper& keeper, TestNetwork& network, int decisions = 100000) {
        int made = 0;
        deliver(keeper, network);
        while (made < decisions && answerOne(keeper)) {
            ++made;
            deliver(keeper, network);
        }
        return made;
    }
    [[nodiscard]] net::ClientTable& client(int seat) { return clients_.at(seat); }
    [[nodiscard]] const std::string& lastText() const { return last_; }
    [[nodiscard]] int lastSeat() const { return lastSeat_; }
    static std::string device(int seat) { return "p" + std::to_string(seat) + "@x/phone"; }

  private:
    std::string table_;
    std::map<int, net::ClientTable> clients_;
    std::map<int, ViewDecider> deciders_;
    std::string last_;
    int lastSeat_ = -1;
};

inline std::string account(int seat) {
    return "p" + std::to_string(seat) + "@x";
}

// Asks the keeper for a table of `players` seats, seat 0 creating it and inviting the rest.
inline std::string createTable(Keeper& keeper, TestNetwork& network, TableTerms terms,
                               int invited) {
    CreateTable create;
    create.terms = terms;
    create.name = "gracz 0";
    for (int seat = 1; seat <= invited; ++seat)
        create.invited.push_back(account(seat));
    keeper.receiveDirect(Players::device(0), writeKeeperMessage(create, 7));
    const ReadKeeperMessage read = network.lastReply();
    EXPECT_EQ(read.id, 7u);
    return summaryOf(read).id;
}

}  // namespace ps::keeper::testing
