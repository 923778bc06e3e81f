// The keeper without a network: tables created by invitation, played to the end through each
// player's own machine, several at once; a restart that loses nothing and applies nothing
// twice; nothing sent before its step is saved; requests refused with the reason; open seats
// announced and taken.

#include <gtest/gtest.h>
#include <sqlite3.h>

#include "engine/io/record.h"
#include "keeper/keeper_support.h"

namespace ps::keeper {
namespace {

using namespace testing;

KeeperConfig config() {
    KeeperConfig config;
    config.roomDomain = "conference.x";
    config.seed = 99;
    return config;
}

TableTerms liveTerms(int players) {
    TableTerms terms;
    terms.players = players;
    return terms;
}

// The stored record replays to the game the keeper holds.
void expectStoredGame(TableStore& store, const std::string& id, const session::Session& game) {
    const auto row = store.find(id);
    ASSERT_TRUE(row);
    const auto record = engine::io::loadRecord(row->record);
    ASSERT_TRUE(record.ok()) << record.error.text();
    EXPECT_EQ(record.value->actions, *game.history());
}

TEST(KeepTables, AFourSeatTableOfInvitedPlayersIsPlayedToTheEndAndKept) {
    TableStore store(freshDatabase("tables.sqlite"));
    TestNetwork network;
    TestClock clock;
    Keeper keeper(lexicon(), store, network, clock, config());
    const std::string id = createTable(keeper, network, liveTerms(4), 3);
    ASSERT_FALSE(id.empty());
    ASSERT_EQ(network.opened, std::vector<std::string>{id});  // every seat taken: it starts
    EXPECT_EQ(network.rooms[id], id + "@conference.x");
    EXPECT_EQ(network.members[id].at(3), "p3@x");
    Players players(id, 4, 5);
    players.hello(keeper);
    const int decisions = players.play(keeper, network);
    const session::Session* game = keeper.session(id);
    ASSERT_NE(game, nullptr);
    EXPECT_TRUE(game->game().isOver()) << decisions << " decisions";
    for (int seat = 0; seat < 4; ++seat) {
        ASSERT_TRUE(players.client(seat).gameOver());
        EXPECT_EQ(players.client(seat).gameOver()->totals, session::totals(game->game().scores()));
    }
    expectStoredGame(store, id, *game);
    EXPECT_TRUE(store.find(id)->over);
    EXPECT_TRUE(store.unfinished().empty());
    // The room stays a while for the result to be read, then goes.
    keeper.tick();
    EXPECT_TRUE(network.closed.empty());
    clock.advance(config().lingerSeconds);
    keeper.tick();
    EXPECT_EQ(network.closed, std::vector<std::string>{id});
    // Its players still find it, with the result.
    keeper.receiveDirect(Players::device(2), writeKeeperMessage(ListTables{}));
    const auto listed = std::get<Tables>(*network.lastReply().message);
    ASSERT_EQ(listed.tables.size(), 1u);
    EXPECT_TRUE(listed.tables[0].over);
    EXPECT_EQ(listed.tables[0].yourSeat, 2);
    EXPECT_EQ(listed.tables[0].totals.size(), 4u);
}

TEST(KeepTables, SeveralTablesAtOnceEachKeepTheirOwnGame) {
    TableStore store(freshDatabase("tables.sqlite"));
    TestNetwork network;
    TestClock clock;
    Keeper keeper(lexicon(), store, network, clock, config());
    std::vector<std::string> ids;
    std::vector<std::unique_ptr<Players>> tables;
    for (int i = 0; i < 3; ++i) {
        ids.push_back(createTable(keeper, network, liveTerms(2), 1));
        tables.push_back(std::make_unique<Players>(ids.back(), 2, 11 + i));
        tables.back()->hello(keeper);
    }
    EXPECT_EQ(keeper.stats().running, 3u);
    // One decision at each table in turn, until every game is over.
    for (bool moved = true; moved;) {
        moved = false;
        for (auto& players : tables) {
            players->deliver(keeper, network);
            moved = players->answerOne(keeper) || moved;
        }
    }
    for (std::size_t i = 0; i < ids.size(); ++i) {
        ASSERT_TRUE(keeper.session(ids[i])->game().isOver()) << ids[i];
        expectStoredGame(store, ids[i], *keeper.session(ids[i]));
    }
    EXPECT_EQ(keeper.stats().running, 0u);
    // The player of seat 1 sits at all three.
    keeper.receiveDirect(Players::device(1), writeKeeperMessage(ListTables{}));
    EXPECT_EQ(std::get<Tables>(*network.lastReply().message).tables.size(), 3u);
}

TEST(KeepRestart, ARestartedKeeperLosesNothingAndAppliesNothingTwice) {
    const std::string path = freshDatabase("tables.sqlite");
    TestNetwork network;
    TestClock clock;
    std::string id;
    std::vector<engine::Action> before;
    std::string lastAnswer;
    int lastSeat = -1;
    auto players = std::unique_ptr<Players>();
    {
        TableStore store(path);
        Keeper keeper(lexicon(), store, network, clock, config());
        id = createTable(keeper, network, liveTerms(3), 2);
        players = std::make_unique<Players>(id, 3, 23);
        players->hello(keeper);
        players->play(keeper, network, 25);
        // One more answer applied and saved, and the keeper is killed before it is sent.
        ASSERT_TRUE(players->answerOne(keeper));
        lastAnswer = players->lastText();
        lastSeat = players->lastSeat();
        before = *keeper.session(id)->history();
        network.transports[id].queue.clear();
    }
    TableStore store(path);
    Keeper keeper(lexicon(), store, network, clock, config());
    EXPECT_EQ(keeper.restore(), 1u);
    ASSERT_NE(keeper.session(id), nullptr);
    EXPECT_EQ(*keeper.session(id)->history(), before);  // nothing lost
    EXPECT_EQ(network.opened.size(), 2u);               // its room again
    // The same answer again (a machine that never heard back sends it again): refused.
    keeper.receive(id, static_cast<engine::PlayerId>(lastSeat), lastAnswer,
                   Players::device(lastSeat));
    EXPECT_EQ(*keeper.session(id)->history(), before);  // nothing applied twice
    // The machines see the keeper back in the room and say hello; the old answer once more.
    players->hello(keeper);
    keeper.flush();
    // The refusal ("an answer before the hello") went first, numbered from 1 again, below
    // what that machine read before the restart: it ignores it. Then the welcome.
    auto& queue = network.transports[id].queue;
    ASSERT_FALSE(queue.empty());
    EXPECT_EQ(queue.front().first, lastSeat);
    EXPECT_FALSE(players->client(lastSeat).receive(queue.front().second).ok);
    queue.pop_front();
    players->deliver(keeper, network);
    keeper.receive(id, static_cast<engine::PlayerId>(lastSeat), lastAnswer,
                   Players::device(lastSeat));
    EXPECT_EQ(*keeper.session(id)->history(), before);
    // They play on to the end.
    players->play(keeper, network);
    EXPECT_TRUE(keeper.session(id)->game().isOver());
    const auto& history = *keeper.session(id)->history();
    EXPECT_TRUE(std::equal(before.begin(), before.end(), history.begin()));
    expectStoredGame(store, id, *keeper.session(id));
}

TEST(KeepTables, NothingIsSentBeforeItsStepIsSavedAndALockedDatabaseHoldsThePlayers) {
    const std::string path = freshDatabase("tables.sqlite");
    TableStore store(path, std::chrono::milliseconds(20));
    TestNetwork network;
    TestClock clock;
    Keeper keeper(lexicon(), store, network, clock, config());
    const std::string id = createTable(keeper, network, liveTerms(2), 1);
    Players players(id, 2, 31);
    players.hello(keeper);
    players.play(keeper, network, 4);
    // Another program holds the database's write lock: the next save fails.
    sqlite3* other = nullptr;
    ASSERT_EQ(sqlite3_open(path.c_str(), &other), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(other, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr), SQLITE_OK);
    const std::size_t before = keeper.session(id)->history()->size();
    ASSERT_TRUE(players.answerOne(keeper));
    ASSERT_GT(keeper.session(id)->history()->size(), before);
    EXPECT_EQ(keeper.stats().saveFailures, 1u);
    keeper.flush();
    EXPECT_TRUE(network.transports[id].queue.empty()) << "sent before it was saved";
    EXPECT_FALSE(keeper.waiting());  // nothing may go yet
    ASSERT_FALSE(keeper.log().empty());
    EXPECT_NE(keeper.log().back().find("not saved"), std::string::npos) << keeper.log().back();
    EXPECT_LT(store.find(id)->record.size(),
              engine::io::writeRecord(*keeper.session(id)->record()).size());
    sqlite3_exec(other, "COMMIT", nullptr, nullptr, nullptr);
    sqlite3_close(other);
    keeper.tick();
    keeper.flush();
    EXPECT_FALSE(network.transports[id].queue.empty());
    expectStoredGame(store, id, *keeper.session(id));
}

TEST(KeepRequests, BadOrImpossibleRequestsAreRefusedWithTheReason) {
    TableStore store(freshDatabase("tables.sqlite"));
    TestNetwork network;
    TestClock clock;
    KeeperConfig limited = config();
    limited.maxTablesPerAccount = 1;
    Keeper keeper(lexicon(), store, network, clock, limited);
    const auto refusal = [&] {
        const ReadKeeperMessage read = network.lastReply();
        const auto* refused = read.message ? std::get_if<KeeperRefused>(&*read.message) : nullptr;
        return refused ? refused->reason + ": " + refused->message : std::string("not refused");
    };
    keeper.receiveDirect("p0@x/phone", "{not json");
    EXPECT_NE(refusal().find("malformed"), std::string::npos);
    // A table's text for a table not running here: logged, not answered.
    const std::size_t replies = network.replies.size();
    net::ClientTable stranger("stol-gone", "Anna");
    keeper.receiveDirect("p0@x/phone", stranger.hello());
    EXPECT_EQ(network.replies.size(), replies);
    EXPECT_NE(keeper.log().back().find("stol-gone"), std::string::npos) << keeper.log().back();
    keeper.receiveDirect("p0@x/phone", writeKeeperMessage(KeeperRefused{"x", "y"}));
    EXPECT_NE(refusal().find("malformed"), std::string::npos);
    keeper.receiveDirect("p0@x/phone", writeKeeperMessage(TakeSeat{"stol-nope", "Anna"}));
    EXPECT_NE(refusal().find("unknown-table"), std::string::npos);
    CreateTable twice;
    twice.terms = liveTerms(3);
    twice.invited = {"p0@x"};  // the creator again
    keeper.receiveDirect("p0@x/phone", writeKeeperMessage(twice));
    EXPECT_NE(refusal().find("twice"), std::string::npos) << refusal();
    createTable(keeper, network, liveTerms(2), 1);
    CreateTable second;
    second.terms = liveTerms(2);
    keeper.receiveDirect("P0@X/laptop", writeKeeperMessage(second));  // the same account
    EXPECT_NE(refusal().find("limit"), std::string::npos) << refusal();
    EXPECT_EQ(store.count(), 1u);
}

TEST(KeepLobby, OpenSeatsAreAnnouncedTakenAndTheTableStartsWhenFull) {
    TableStore store(freshDatabase("tables.sqlite"));
    TestNetwork network;
    TestClock clock;
    Keeper keeper(lexicon(), store, network, clock, config());
    TableTerms terms = correspondenceTerms();
    terms.players = 3;
    terms.listed = true;
    const std::string id = createTable(keeper, network, terms, 0);  // two open seats
    EXPECT_TRUE(network.opened.empty());
    ASSERT_FALSE(network.announcements.empty());
    EXPECT_NE(network.announcements.back().first.find(id + ": 2 z 3"), std::string::npos)
        << network.announcements.back().first;
    const auto announced = readKeeperMessage(network.announcements.back().second);
    ASSERT_TRUE(announced.message);
    ASSERT_EQ(std::get<Tables>(*announced.message).tables.size(), 1u);
    // Someone looking for a game lists the open tables and takes a seat.
    keeper.receiveDirect("ola@y/phone", writeKeeperMessage(ListOpen{}));
    const auto open = std::get<Tables>(*network.lastReply().message);
    ASSERT_EQ(open.tables.size(), 1u);
    EXPECT_EQ(open.tables[0].id, id);
    EXPECT_FALSE(open.tables[0].yourSeat);
    keeper.receiveDirect("ola@y/phone", writeKeeperMessage(TakeSeat{id, "Ola"}));
    const TableSummary seated = summaryOf(network.lastReply());
    EXPECT_EQ(seated.yourSeat, 1);
    EXPECT_EQ(seated.names[1], "Ola");
    EXPECT_FALSE(seated.started);
    keeper.receiveDirect("ola@y/laptop", writeKeeperMessage(TakeSeat{id, "Ola"}));
    EXPECT_EQ(summaryOf(network.lastReply()).yourSeat, 1);  // the same seat, not a second one
    keeper.receiveDirect("jan@z/phone", writeKeeperMessage(TakeSeat{id, "Jan"}));
    const TableSummary full = summaryOf(network.lastReply());
    EXPECT_TRUE(full.started);
    EXPECT_EQ(network.opened, std::vector<std::string>{id});
    EXPECT_EQ(network.members[id].at(2), "jan@z");
    keeper.receiveDirect("kuba@z/phone", writeKeeperMessage(TakeSeat{id, "Kuba"}));
    EXPECT_EQ(std::get<KeeperRefused>(*network.lastReply().message).reason, "full");
    // The lobby no longer lists it.
    const auto after = readKeeperMessage(network.announcements.back().second);
    EXPECT_TRUE(std::get<Tables>(*after.message).tables.empty());
    EXPECT_NE(network.announcements.back().first.find("nie ma"), std::string::npos);
}

}  // namespace
}  // namespace ps::keeper
