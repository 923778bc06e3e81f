// One person's seat played from two machines of the same account (docs/network.md,
// "Rejoining"): the host tells the machine left behind, in a "replaced" message, before
// anything goes to the new one, and ignores what the old one still sends; a client reads a
// "replaced" only from the host's numbering, after its welcome, about its own seat.

#include <gtest/gtest.h>

#include <algorithm>

#include "net_support.h"

namespace ps::net {
namespace {

using engine::PlayerId;
using engine::io::Json;

constexpr const char* kPhone = "zdalny@example.org/phone";
constexpr const char* kLaptop = "zdalny@example.org/laptop";

// Seat 0 a bot, seat 1 a remote person (whose turn comes first) on two machines.
struct TwoMachines {
    TwoMachines()
        : session(options(), engine::io::standardDeck(), testing::lexicon(),
                  session::Seats{session::Seat::computer(bots::Level::Medium),
                                 session::Seat::person()}),
          host(session, "stol", {"bot", "zdalny"}, {1}, transport) {}
    static engine::GameOptions options() {
        engine::GameOptions o;
        o.seed = 5;
        o.startPlayer = 1;
        return o;
    }
    // Every text sent since the last call, with the machine it was sent to.
    std::vector<std::pair<std::string, std::string>> sent() {
        std::vector<std::pair<std::string, std::string>> texts;
        for (std::size_t i = 0; i < transport.queue.size(); ++i) {
            EXPECT_EQ(transport.queue[i].first, 1);
            texts.emplace_back(transport.devices[i], transport.queue[i].second);
        }
        transport.queue.clear();
        transport.devices.clear();
        return texts;
    }
    // Hands each text to the machine it was sent to.
    void deliver() {
        for (const auto& [device, text] : sent()) {
            ClientTable& to = device == kPhone ? phone : laptop;
            const ClientTable::Read read = to.receive(text);
            EXPECT_TRUE(read.ok) << device << ": " << read.error;
        }
    }
    engine::Action firstPlacement() const {
        const auto& game = session.game();
        const auto& sheet = game.state().players[game.currentPlayer()].sheetCard;
        return engine::PlaceCard{*sheet, game.legalPlacements().front()};
    }

    session::Session session;
    testing::MemoryTransport transport;
    HostTable host;
    ClientTable phone{"stol", "zdalny"};
    ClientTable laptop{"stol", "zdalny"};
};

TEST(HostTable, AHelloFromAnotherMachineTellsTheOldOneFirstThenEverythingGoesToTheNew) {
    TwoMachines table;
    table.phone.setOwnAddress(kPhone);
    table.laptop.setOwnAddress(kLaptop);
    table.host.receive(1, table.phone.hello(), kPhone);
    for (const auto& [device, text] : table.sent()) {
        EXPECT_EQ(device, kPhone);
        ASSERT_TRUE(table.phone.receive(text).ok);
    }
    EXPECT_EQ(table.host.device(1), kPhone);
    ASSERT_EQ(table.phone.open().size(), 1u);
    const WireRequest turn = table.phone.open().front().request;
    // The phone's answer, written but not yet arrived when the laptop says hello.
    const std::string late = table.phone.answer(turn, session::Answer(table.firstPlacement()));

    table.host.receive(1, table.laptop.hello(), kLaptop);
    const auto texts = table.sent();
    ASSERT_GE(texts.size(), 2u);
    // First the phone is told, in the seat's numbering; then the laptop gets the table.
    EXPECT_EQ(texts[0].first, kPhone);
    const ClientTable::Read told = table.phone.receive(texts[0].second);
    ASSERT_TRUE(told.ok) << told.error;
    EXPECT_EQ(told.parts, std::vector<Kind>{Kind::Replaced});
    ASSERT_TRUE(table.phone.replaced().has_value());
    EXPECT_EQ(*table.phone.replaced(), (ReplacedView{1, kLaptop}));
    EXPECT_TRUE(table.phone.open().empty());
    EXPECT_FALSE(table.phone.takeGap());
    for (std::size_t i = 1; i < texts.size(); ++i) {
        EXPECT_EQ(texts[i].first, kLaptop);
        const ClientTable::Read read = table.laptop.receive(texts[i].second);
        EXPECT_TRUE(read.ok) << read.error;
        // Nothing more is read on the phone: it is out of the game.
        EXPECT_FALSE(table.phone.receive(texts[i].second).ok);
    }
    EXPECT_EQ(table.host.device(1), kLaptop);
    ASSERT_TRUE(table.laptop.view().has_value());
    EXPECT_EQ(*table.laptop.view(), viewFor(table.session.game(), 1));
    ASSERT_EQ(table.laptop.open().size(), 1u);
    EXPECT_EQ(table.laptop.open().front().request, turn);

    // The phone's late answer (and anything else from it) is ignored, unanswered: the game
    // does not move, nothing is refused to the laptop.
    const engine::GameState before = table.session.game().state();
    const std::size_t refused = table.host.traffic().refused;
    table.host.receive(1, late, kPhone);
    table.host.receive(1, "garbage", kPhone);
    EXPECT_TRUE(table.sent().empty());
    EXPECT_EQ(table.session.game().state(), before);
    EXPECT_EQ(table.host.traffic().refused, refused);
    EXPECT_TRUE(std::any_of(table.host.log().begin(), table.host.log().end(), [](const auto& l) {
        return l.find("no longer plays from") != std::string::npos;
    }));

    // The laptop plays on: its answer goes through the door, its consequences to it.
    table.host.receive(1, table.laptop.answer(turn, session::Answer(table.firstPlacement())),
                       kLaptop);
    EXPECT_NE(table.session.game().state(), before);
    for (const auto& [device, text] : table.sent()) {
        EXPECT_EQ(device, kLaptop);
        EXPECT_TRUE(table.laptop.receive(text).ok);
    }
    EXPECT_EQ(*table.laptop.view(), viewFor(table.session.game(), 1));

    // The same machine saying hello again (a gap, the host seen again) is told nothing new.
    table.host.receive(1, table.laptop.hello(), kLaptop);
    for (const auto& [device, text] : table.sent()) {
        EXPECT_EQ(device, kLaptop);
        const ClientTable::Read read = table.laptop.receive(text);
        EXPECT_TRUE(read.ok) << read.error;
        EXPECT_EQ(std::count(read.parts.begin(), read.parts.end(), Kind::Replaced), 0);
    }
    EXPECT_FALSE(table.laptop.replaced().has_value());
}

TEST(HostTable, AMachineLeftBehindTakesTheSeatBackOnlyBySayingHello) {
    TwoMachines table;
    table.host.receive(1, table.phone.hello(), kPhone);
    table.deliver();
    table.host.receive(1, table.laptop.hello(), kLaptop);
    table.deliver();
    ASSERT_TRUE(table.phone.replaced().has_value());
    // The person opens the game on the phone again: a new table there says hello, and the
    // laptop is told.
    ClientTable again("stol", "zdalny");
    table.host.receive(1, again.hello(), kPhone);
    const auto texts = table.sent();
    ASSERT_FALSE(texts.empty());
    EXPECT_EQ(texts[0].first, kLaptop);
    ASSERT_TRUE(table.laptop.receive(texts[0].second).ok);
    EXPECT_EQ(*table.laptop.replaced(), (ReplacedView{1, kPhone}));
    for (std::size_t i = 1; i < texts.size(); ++i) {
        EXPECT_EQ(texts[i].first, kPhone);
        EXPECT_TRUE(again.receive(texts[i].second).ok);
    }
    EXPECT_EQ(*again.view(), viewFor(table.session.game(), 1));
}

TEST(HostTable, AMachineNotYetHeardOfIsReadAsTheSeatUntilItsHello) {
    // The phone reconnects with a new address and answers before its hello (it holds the
    // table it had): the answer is the seat's, as before any machine was named.
    TwoMachines table;
    const std::string again = std::string(kPhone) + "-again";
    table.host.receive(1, table.phone.hello(), kPhone);
    table.deliver();
    ASSERT_EQ(table.phone.open().size(), 1u);
    const engine::GameState before = table.session.game().state();
    table.host.receive(1,
                       table.phone.answer(table.phone.open().front().request,
                                          session::Answer(table.firstPlacement())),
                       again);
    EXPECT_NE(table.session.game().state(), before);
    EXPECT_EQ(table.host.device(1), kPhone);
    table.sent();
    // Its hello moves the seat there; the old address is told (the reconnected machine reads
    // that as about itself: ClientTable::setOwnAddress).
    table.host.receive(1, table.phone.hello(), again);
    const auto texts = table.sent();
    ASSERT_FALSE(texts.empty());
    EXPECT_EQ(texts[0].first, kPhone);
    table.phone.setOwnAddress(again);
    EXPECT_FALSE(table.phone.receive(texts[0].second).ok);
    for (std::size_t i = 1; i < texts.size(); ++i) {
        EXPECT_EQ(texts[i].first, again);
        EXPECT_TRUE(table.phone.receive(texts[i].second).ok);
    }
    EXPECT_FALSE(table.phone.replaced().has_value());
    EXPECT_EQ(*table.phone.view(), viewFor(table.session.game(), 1));
}

TEST(HostTable, ATransportThatDoesNotTellMachinesApartHearsNoReplaced) {
    TwoMachines table;
    table.host.receive(1, table.phone.hello());
    table.deliver();
    table.host.receive(1, table.laptop.hello());
    for (const auto& [device, text] : table.sent()) {
        EXPECT_EQ(device, "");
        const ClientTable::Read read = table.laptop.receive(text);
        EXPECT_TRUE(read.ok) << read.error;
        EXPECT_EQ(std::count(read.parts.begin(), read.parts.end(), Kind::Replaced), 0);
    }
    // Nor does the first machine named after an unnamed one (a transport that learnt it).
    table.host.receive(1, table.laptop.hello(), kLaptop);
    for (const auto& [device, text] : table.sent())
        EXPECT_EQ(device, kLaptop);
}

Welcome welcomeOf(const engine::Game& game, PlayerId seat) {
    Welcome welcome;
    welcome.seat = seat;
    welcome.seats = {{"bot", SeatKind::Bot, bots::Level::Medium}, {"Ala", SeatKind::Remote, {}}};
    welcome.options = game.state().options;
    welcome.options.seed = 0;
    welcome.deck = game.state().deck;
    return welcome;
}

TEST(Messages, AReplacedReadsBackAndIsRefusedWhenMalformedOrOutOfPlace) {
    const ClientContext context{1, engine::io::standardDeck(), 2};
    const std::string text = writeReplaced("t", 9, ReplacedView{1, kLaptop});
    const auto read = readHostMessage(text, &context);
    ASSERT_TRUE(read.ok()) << read.error.text();
    EXPECT_EQ(read.value->header.kind, Kind::Replaced);
    EXPECT_EQ(*read.value->replaced, (ReplacedView{1, kLaptop}));
    EXPECT_EQ(*unpackText(packText(text)).text, text);
    const auto refusedAt = [&](const std::string& bad, const ClientContext* in) {
        const auto result = readHostMessage(bad, in);
        EXPECT_FALSE(result.ok()) << bad;
        return result.error.path;
    };
    EXPECT_EQ(refusedAt(text, nullptr), "/kind");  // before the welcome
    Json json = Json::parse(text);
    json["seat"] = 2;
    EXPECT_EQ(refusedAt(json.dump(), &context), "/seat");
    json = Json::parse(text);
    json["device"] = "";
    EXPECT_EQ(refusedAt(json.dump(), &context), "/device");
    json["device"] = "a\nb";
    EXPECT_EQ(refusedAt(json.dump(), &context), "/device");
    json["device"] = std::string(kMaxDeviceBytes + 1, 'x');
    EXPECT_EQ(refusedAt(json.dump(), &context), "/device");
    json = Json::parse(text);
    json.erase("device");
    EXPECT_EQ(refusedAt(json.dump(), &context), "/device");
    json = Json::parse(text);
    json["name"] = "Ala";
    EXPECT_EQ(refusedAt(json.dump(), &context), "/name");
    // Not a part of an update: it goes alone, to one machine.
    Json update = Json::parse(writeUpdate("t", 9, {writeWithdraw("t", 0, WireRequest{})}));
    update["parts"].push_back(Json{{"kind", "replaced"}, {"seat", 1}, {"device", kLaptop}});
    EXPECT_EQ(refusedAt(update.dump(), &context), "/parts/1/kind");
    // A client's "replaced" to the host goes the wrong way.
    EXPECT_FALSE(readClientMessage(text).ok());
    EXPECT_EQ(readClientMessage(text).error.path, "/kind");
}

TEST(ClientTable, ReadsAReplacedAfterItsWelcomeAboutItsOwnSeatOnlyAndThenNothingMore) {
    engine::GameOptions options;
    options.seed = 4;
    const engine::Game game(options, engine::io::standardDeck(), testing::lexicon());
    ClientTable client("t", "Ala");
    client.setOwnAddress(kPhone);
    // Before the welcome (a text held offline for the account since an earlier game).
    EXPECT_FALSE(client.receive(writeReplaced("t", 40, ReplacedView{1, kLaptop})).ok);
    ASSERT_TRUE(client.receive(writeWelcome("t", 1, welcomeOf(game, 1))).ok);
    ASSERT_TRUE(client.receive(writeState("t", 2, viewFor(game, 1), game.state().deck)).ok);
    const WireRequest turn{session::Decision::TurnAction, 7, std::nullopt};
    ASSERT_TRUE(client.receive(writeRequest("t", 3, turn, std::nullopt, std::nullopt)).ok);
    // Another table's, another seat's, one naming this machine (the host's word to this
    // machine's address before a reconnection, come here), a replayed one: refused, and
    // nothing changes.
    EXPECT_FALSE(client.receive(writeReplaced("u", 4, ReplacedView{1, kLaptop})).ok);
    EXPECT_FALSE(client.receive(writeReplaced("t", 4, ReplacedView{0, kLaptop})).ok);
    const ClientTable::Read own = client.receive(writeReplaced("t", 4, ReplacedView{1, kPhone}));
    EXPECT_FALSE(own.ok);
    EXPECT_NE(own.error.find("own address"), std::string::npos);
    EXPECT_FALSE(client.receive(writeReplaced("t", 3, ReplacedView{1, kLaptop})).ok);
    EXPECT_FALSE(client.replaced().has_value());
    EXPECT_EQ(client.open().size(), 1u);
    EXPECT_FALSE(client.takeGap());
    // The host's, past a gap in the numbering: read; nothing is to be asked again.
    const ClientTable::Read told = client.receive(writeReplaced("t", 9, ReplacedView{1, kLaptop}));
    ASSERT_TRUE(told.ok) << told.error;
    EXPECT_EQ(*client.replaced(), (ReplacedView{1, kLaptop}));
    EXPECT_TRUE(client.open().empty());
    EXPECT_FALSE(client.takeGap());
    // Then nothing more is read, not even a welcome.
    EXPECT_FALSE(client.receive(writeRequest("t", 10, turn, std::nullopt, std::nullopt)).ok);
    const ClientTable::Read after = client.receive(writeWelcome("t", 11, welcomeOf(game, 1)));
    EXPECT_FALSE(after.ok);
    EXPECT_NE(after.error.find("another machine"), std::string::npos);
    EXPECT_TRUE(client.open().empty());
}

}  // namespace
}  // namespace ps::net
