// The host's batching (HostTable::setBatching): several syncs for a seat go as one update, one
// text, whose parts a client applies in order exactly as it applies them one text at a time; a
// joined update that is malformed is refused as any update is, and one with a part that does
// not apply keeps what the parts before it did and calls for a hello.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "net_support.h"

namespace ps::net {
namespace {

using engine::PlayerId;
using engine::io::Json;

// Seat 0 a bot, seat 1 a remote person, whose turn comes first (the fuzz checks' table).
struct Table {
    explicit Table(bool batching)
        : session(options(), engine::io::standardDeck(), testing::lexicon(),
                  session::Seats{session::Seat::computer(bots::Level::Medium),
                                 session::Seat::person()}),
          host(session, "t", {"bot", "remote"}, {1}, transport),
          client("t", "remote"),
          bots(setup) {
        host.setBatching(batching);
        host.setObserver([this](const session::Step&) { ++steps; });
        people.emplace(1, testing::ViewDecider(1, 3));
        host.receive(1, client.hello());
    }
    static engine::GameOptions options() {
        engine::GameOptions o;
        o.seed = 3;
        o.startPlayer = 1;
        return o;
    }
    // Every text sent so far, in order.
    std::vector<std::string> take() {
        std::vector<std::string> texts;
        for (auto& [seat, text] : transport.queue) {
            EXPECT_EQ(seat, 1);
            texts.push_back(std::move(text));
        }
        transport.queue.clear();
        return texts;
    }
    void deliver() {
        for (const std::string& text : take()) {
            const ClientTable::Read read = client.receive(text);
            EXPECT_TRUE(read.ok) << read.error;
        }
    }
    // One decision of whoever is asked first: the remote seat decides on the host's view of
    // its seat (it need not have read it yet), the bot as at the host; then a sync.
    void playOne() {
        const session::Request next = session.awaited().front();
        if (next.seat == 1) {
            const WireRequest wanted = toWire(next);
            const session::Answer answer = people.at(1).decide(viewFor(session.game(), 1),
                                                               session.game().state().deck, wanted);
            host.receive(1, client.answer(wanted, answer));
        } else {
            testing::answerAtHost(session, next, setup, bots, people);
            host.sync();
        }
    }

    testing::TableSetup setup{{testing::Sitter::Bot, testing::Sitter::Remote}, 3};
    session::Session session;
    testing::MemoryTransport transport;
    HostTable host;
    ClientTable client;
    testing::Bots bots;
    std::map<PlayerId, testing::ViewDecider> people;
    int steps = 0;
};

std::vector<std::string> partKinds(const std::string& wire) {
    std::vector<std::string> kinds;
    const Json update = Json::parse(*unpackText(wire).text);
    for (const Json& part : update.at("parts"))
        kinds.push_back(part.at("kind").get<std::string>());
    return kinds;
}

// Several decisions with nothing flushed between them: the joined update of their syncs.
struct Joined {
    Joined() {
        table.host.flush();
        table.deliver();
        stepsBefore = table.steps;
        for (int i = 0; i < 6 && !table.session.game().isOver(); ++i)
            table.playOne();
        texts = table.take();
    }
    Table table{true};
    int stepsBefore = 0;
    std::vector<std::string> texts;
};

TEST(HostTable, WhileBatchingSeveralSyncsForASeatGoAsOneTextOnFlush) {
    Table table(true);
    // The welcome goes at once, alone; the view that follows it waits.
    std::vector<std::string> texts = table.take();
    ASSERT_EQ(texts.size(), 1u);
    EXPECT_EQ(table.client.receive(texts[0]).kind, Kind::Welcome);
    EXPECT_TRUE(table.host.waiting());
    for (int i = 0; i < 6; ++i)
        table.playOne();
    EXPECT_TRUE(table.transport.queue.empty());
    // The hello's and one per decision that changed something for the seat.
    EXPECT_GE(table.host.traffic().syncs, 5u);
    table.host.flush();
    EXPECT_FALSE(table.host.waiting());
    texts = table.take();
    ASSERT_EQ(texts.size(), 1u);
    const ClientTable::Read read = table.client.receive(texts[0]);
    ASSERT_TRUE(read.ok) << read.error;
    EXPECT_EQ(read.kind, Kind::Update);
    EXPECT_EQ(read.parts.front(), Kind::State);
    // Each request read is named, those withdrawn again within the same update too.
    EXPECT_EQ(read.requests.size(), static_cast<std::size_t>(std::count(
                                        read.parts.begin(), read.parts.end(), Kind::Request)));
    EXPECT_GT(read.requests.size(), table.client.open().size());
    // Every step, in the order the host applied them, and the table as the host has it now.
    EXPECT_EQ(table.client.steps().size(), static_cast<std::size_t>(table.steps));
    ASSERT_TRUE(table.client.view().has_value());
    EXPECT_EQ(*table.client.view(), viewFor(table.session.game(), 1));
    std::vector<WireRequest> open;
    for (const auto& r : table.client.open())
        open.push_back(r.request);
    std::vector<WireRequest> awaited;
    for (const session::Request& r : table.session.awaited()) {
        if (r.seat == 1)
            awaited.push_back(toWire(r));
    }
    EXPECT_EQ(open, awaited);
    EXPECT_FALSE(table.client.takeGap());
}

TEST(HostTable, AJoinedUpdateLeavesTheClientWhereTheSameSyncsOneByOneLeaveIt) {
    Table batched(true);
    Table alone(false);
    batched.host.flush();
    batched.deliver();
    alone.deliver();
    std::size_t aloneTexts = 0;
    for (int round = 0; round < 8 && !batched.session.game().isOver(); ++round) {
        for (int i = 0; i < 5 && !batched.session.game().isOver(); ++i) {
            batched.playOne();
            alone.playOne();
            aloneTexts += alone.transport.queue.size();
            alone.deliver();
        }
        batched.host.flush();
        const std::vector<std::string> texts = batched.take();
        EXPECT_LE(texts.size(), 1u);
        for (const std::string& text : texts) {
            const ClientTable::Read read = batched.client.receive(text);
            EXPECT_TRUE(read.ok) << read.error;
        }
        ASSERT_EQ(batched.session.game().state(), alone.session.game().state());
        EXPECT_EQ(batched.client.view(), alone.client.view());
        EXPECT_EQ(batched.client.steps().size(), alone.client.steps().size());
        EXPECT_EQ(batched.client.open().size(), alone.client.open().size());
    }
    // Fewer texts, and fewer bytes on the wire: they share a compressed stream.
    EXPECT_LT(batched.host.traffic().messagesSent, aloneTexts);
    EXPECT_LT(batched.host.traffic().bytesSent, alone.host.traffic().bytesSent);
}

TEST(ClientTable, AJoinedUpdateWithAPartThatDoesNotApplyKeepsThePartsBeforeItAndCallsForAHello) {
    Joined joined;
    ASSERT_EQ(joined.texts.size(), 0u);  // nothing flushed yet
    joined.table.host.flush();
    joined.texts = joined.table.take();
    ASSERT_EQ(joined.texts.size(), 1u);
    const std::vector<std::string> kinds = partKinds(joined.texts[0]);
    ASSERT_GE(std::count(kinds.begin(), kinds.end(), "change"), 2) << "not several syncs";
    Json update = Json::parse(*unpackText(joined.texts[0]).text);

    // The last change made another view (its digest is not the host's).
    std::size_t broken = 0;
    std::size_t stepsBeforeIt = 0;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        if (kinds[i] == "change")
            broken = i;
    }
    for (std::size_t i = 0; i < broken; ++i)
        stepsBeforeIt += kinds[i] == "event" ? 1 : 0;
    Json tampered = update;
    tampered["parts"][broken]["digest"] =
        tampered["parts"][broken]["digest"].get<std::uint64_t>() ^ 1u;
    ClientTable client = joined.table.client;
    const std::size_t stepsHeld = client.steps().size();
    const ClientTable::Read read = client.receive(packText(tampered.dump()));
    EXPECT_FALSE(read.ok);
    EXPECT_EQ(read.error.rfind("part " + std::to_string(broken) + " (change): ", 0), 0u)
        << read.error;
    EXPECT_EQ(client.steps().size(), stepsHeld + stepsBeforeIt);
    EXPECT_TRUE(client.takeGap());  // the whole table is asked for again

    // Malformed as a whole: refused before any part applies, the numbering unmoved.
    const auto refusedWhole = [&](Json bad, const std::string& because) {
        ClientTable fresh = joined.table.client;
        const ClientTable::Read again = fresh.receive(packText(bad.dump()));
        EXPECT_FALSE(again.ok) << because;
        EXPECT_NE(again.error.find(because), std::string::npos) << again.error;
        EXPECT_EQ(fresh.steps().size(), stepsHeld);
        EXPECT_EQ(fresh.view(), joined.table.client.view());
        EXPECT_TRUE(fresh.receive(joined.texts[0]).ok);  // and the good one after it applies
    };
    Json tooMany = update;
    while (tooMany["parts"].size() <= kMaxUpdateParts)
        tooMany["parts"].push_back(update["parts"][0]);
    refusedWhole(tooMany, "an update has 1 to 1000 parts");
    Json numbered = update;
    numbered["parts"][1]["seq"] = 9;
    refusedWhole(numbered, "/parts/1");
    Json welcomeInside = update;
    welcomeInside["parts"][2]["kind"] = "welcome";
    refusedWhole(welcomeInside, "/parts/2");

    // The good one applies whole.
    const ClientTable::Read good = joined.table.client.receive(joined.texts[0]);
    EXPECT_TRUE(good.ok) << good.error;
    EXPECT_EQ(*joined.table.client.view(), viewFor(joined.table.session.game(), 1));

    // POTEGA_WRITE_NET_CORPUS=DIR writes this update (JSON and on the wire) for the fuzz
    // corpus: it applies to the fuzz checks' client (tests/fuzz/net_checks.h).
    if (const char* dir = std::getenv("POTEGA_WRITE_NET_CORPUS")) {
        std::ofstream(std::filesystem::path(dir) / "host-update-joined.json") << update.dump();
        std::ofstream(std::filesystem::path(dir) / "host-update-joined.z3") << joined.texts[0];
        std::ofstream(std::filesystem::path(dir) / "host-update-joined-broken.json")
            << tampered.dump();
    }
}

TEST(HostTable, WhileBatchingARefusalWaitsInItsPlaceAndAWelcomeGoesAfterWhatWaited) {
    Table table(true);
    table.host.flush();
    table.deliver();
    table.playOne();
    table.host.receive(1, "garbage");
    EXPECT_TRUE(table.transport.queue.empty());
    // A hello: what waited goes first, then the welcome alone; the view after it waits.
    table.host.receive(1, table.client.hello());
    std::vector<std::string> texts = table.take();
    ASSERT_EQ(texts.size(), 2u);
    EXPECT_EQ(partKinds(texts[0]).back(), "refused");
    const ClientTable::Read first = table.client.receive(texts[0]);
    EXPECT_TRUE(first.ok) << first.error;
    ASSERT_EQ(table.client.refusals().size(), 1u);
    EXPECT_EQ(table.client.refusals()[0].reason, "malformed");
    EXPECT_EQ(table.client.receive(texts[1]).kind, Kind::Welcome);
    EXPECT_TRUE(table.host.waiting());
    // Batching turned off sends what waits.
    table.host.setBatching(false);
    texts = table.take();
    ASSERT_EQ(texts.size(), 1u);
    EXPECT_TRUE(table.client.receive(texts[0]).ok);
    EXPECT_EQ(*table.client.view(), viewFor(table.session.game(), 1));
    // And from here each sync, and each refusal, goes at once, alone.
    table.host.receive(1, "garbage");
    texts = table.take();
    ASSERT_EQ(texts.size(), 1u);
    EXPECT_EQ(table.client.receive(texts[0]).kind, Kind::Refused);
}

}  // namespace
}  // namespace ps::net
