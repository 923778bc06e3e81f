// Correspondence pace at the keeper, on a test clock (days pass at once): each decision's
// deadline, the timeout as the rules' time limit ends a turn, a vote's own deadline, the
// notices, and clocks that survive a restart.

#include <gtest/gtest.h>

#include "keeper/keeper_support.h"

namespace ps::keeper {
namespace {

using namespace testing;

constexpr std::int64_t kDay = 24 * 3600;

KeeperConfig config() {
    KeeperConfig config;
    config.roomDomain = "conference.x";
    config.seed = 7;
    return config;
}

TableTerms slowTerms(int players) {
    TableTerms terms = correspondenceTerms();
    terms.players = players;
    return terms;
}

struct Table {
    explicit Table(const std::string& path, int seats = 2, std::uint64_t seed = 41)
        : store(path), keeper(lexicon(), store, network, clock, config()) {
        id = createTable(keeper, network, slowTerms(seats), seats - 1);
        this->players = std::make_unique<Players>(id, seats, seed);
        this->players->hello(keeper);
        this->players->deliver(keeper, network);
        keeper.tick();
    }
    const session::Session& game() { return *keeper.session(id); }
    std::size_t noticesTo(const std::string& account) const {
        return static_cast<std::size_t>(
            std::count_if(network.notices.begin(), network.notices.end(),
                          [&](const auto& notice) { return notice.first == account; }));
    }

    TableStore store;
    TestNetwork network;
    TestClock clock;
    Keeper keeper;
    std::string id;
    std::unique_ptr<Players> players;
};

TEST(Correspondence, ASilentPlayerTimesOutAfterTheDecisionTimeAsTheRulesTimeLimitEndsATurn) {
    Table table(freshDatabase("tables.sqlite"));
    const engine::PlayerId first = table.game().game().currentPlayer();
    const std::size_t before = table.game().history()->size();
    const auto summary = table.keeper.summary(table.id);
    ASSERT_TRUE(summary && summary->deadline);
    EXPECT_EQ(*summary->deadline, table.clock.now() + kDay);
    EXPECT_EQ(summary->waitingFor, std::vector<int>{first});
    table.clock.advance(kDay - 60);
    table.keeper.tick();
    EXPECT_EQ(table.game().history()->size(), before);  // a minute left: nothing yet
    table.clock.advance(60);
    table.keeper.tick();
    EXPECT_GT(table.game().history()->size(), before);
    EXPECT_NE(table.game().game().currentPlayer(), first);  // the turn ended: placed, then passed
    EXPECT_EQ(table.keeper.stats().timeouts, 1u);
    EXPECT_NE(table.keeper.log().back().find("time is up"), std::string::npos);
    // The players' machines are told as of any move.
    table.players->deliver(table.keeper, table.network);
    EXPECT_EQ(table.players->client(0).view()->currentPlayer, table.game().game().currentPlayer());
}

TEST(Correspondence, AWholeGameOfPlayersWhoNeverAnswerEndsByTimeoutsAlone) {
    Table table(freshDatabase("tables.sqlite"), 3);
    int days = 0;
    while (!table.game().game().isOver() && days < 100) {
        table.clock.advance(kDay);
        table.keeper.tick();
        ++days;
    }
    EXPECT_TRUE(table.game().game().isOver());
    EXPECT_EQ(days, 18);  // 6 rounds of 3 turns, a day each
    EXPECT_TRUE(table.store.find(table.id)->over);
    // Everyone is told the result.
    for (int seat = 0; seat < 3; ++seat) {
        const std::string account = "p" + std::to_string(seat) + "@x";
        EXPECT_NE(std::find_if(table.network.notices.begin(), table.network.notices.end(),
                               [&](const auto& n) {
                                   return n.first == account &&
                                          n.second.find("koniec gry") != std::string::npos;
                               }),
                  table.network.notices.end());
    }
}

TEST(Correspondence, APlayerIsToldOnceWhenSomethingWaitsForThem) {
    Table table(freshDatabase("tables.sqlite"));
    const engine::PlayerId first = table.game().game().currentPlayer();
    const std::string mover = account(first);
    const std::string other = account(1 - first);
    ASSERT_EQ(table.noticesTo(mover), 1u);
    EXPECT_EQ(table.noticesTo(other), 0u);
    const std::string& body = table.network.notices.back().second;
    EXPECT_NE(body.find("twój ruch"), std::string::npos) << body;
    EXPECT_NE(body.find("Czas do"), std::string::npos) << body;
    EXPECT_NE(body.find("xmpp:" + table.id + "@conference.x?join"), std::string::npos) << body;
    // The mover places a card: still their turn (the word), and no second notice.
    ASSERT_TRUE(table.players->answerOne(table.keeper, 1 - first));
    table.players->deliver(table.keeper, table.network);
    table.keeper.tick();
    EXPECT_EQ(table.noticesTo(mover), 1u);
    // Then they play on until the turn passes: the other player is told, once.
    for (int i = 0; i < 20 && table.game().game().currentPlayer() == first; ++i) {
        table.players->answerOne(table.keeper, 1 - first);
        table.players->deliver(table.keeper, table.network);
        table.keeper.tick();
    }
    ASSERT_NE(table.game().game().currentPlayer(), first);
    EXPECT_EQ(table.noticesTo(other), 1u);
    table.keeper.tick();
    EXPECT_EQ(table.noticesTo(other), 1u);
}

TEST(Correspondence, ATakeBackHasAVoteDeadlineOfItsOwnAndSilenceRefusesIt) {
    Table table(freshDatabase("tables.sqlite"), 3, 43);
    // Play whole turns until the seat that moved last can ask to take its turn back.
    for (int i = 0; i < 200 && !table.game().turnToTakeBack(); ++i) {
        table.players->answerOne(table.keeper);
        table.players->deliver(table.keeper, table.network);
    }
    const auto target = table.game().turnToTakeBack();
    ASSERT_TRUE(target);
    const std::size_t before = table.game().history()->size();
    table.keeper.receive(table.id, target->seat,
                         table.players->client(target->seat).proposeTakeBack(),
                         Players::device(target->seat));
    table.keeper.tick();
    ASSERT_TRUE(table.game().questionOpen());
    const auto summary = table.keeper.summary(table.id);
    EXPECT_EQ(*summary->deadline, table.clock.now() + slowTerms(3).voteSeconds);
    EXPECT_EQ(summary->waitingFor.size(), 2u);  // the other two
    table.clock.advance(slowTerms(3).voteSeconds);
    table.keeper.tick();
    EXPECT_FALSE(table.game().questionOpen());
    EXPECT_EQ(table.game().history()->size(), before);  // the turn stays
    EXPECT_EQ(table.keeper.stats().timeouts, 1u);
}

TEST(Correspondence, DeadlinesAndNoticesSurviveARestart) {
    const std::string path = freshDatabase("tables.sqlite");
    std::string id;
    std::int64_t deadline = 0;
    std::size_t notices = 0;
    TestClock clock;
    {
        Table table(path);
        id = table.id;
        deadline = *table.keeper.summary(id)->deadline;
        notices = table.network.notices.size();
        clock = table.clock;
    }
    TableStore store(path);
    TestNetwork network;
    clock.advance(10 * 3600);
    Keeper keeper(lexicon(), store, network, clock, config());
    ASSERT_EQ(keeper.restore(), 1u);
    keeper.tick();
    EXPECT_EQ(*keeper.summary(id)->deadline, deadline);  // not started again at the restart
    EXPECT_TRUE(network.notices.empty()) << "told twice: " << notices;
    const std::size_t history = keeper.session(id)->history()->size();
    clock.advance(deadline - clock.now());
    keeper.tick();
    EXPECT_GT(keeper.session(id)->history()->size(), history);
}

}  // namespace
}  // namespace ps::keeper
