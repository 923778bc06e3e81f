// The protocol's texts on the wire: every kind compressed with the preset dictionary and read
// back; what the reader refuses before any JSON is parsed (a decompression bomb, a corrupt or
// cut stream, base64 that is not canonical, another version's text) and that a refused text
// changes nothing at the host; the figures of a whole game.

#include <gtest/gtest.h>

#include <iostream>

#include "engine/io/action_json.h"
#include "net_support.h"

namespace ps::net {
namespace {

using engine::PlayerId;
using engine::io::Json;

// Every kind of message, as the host and the clients write them.
std::vector<std::string> everyKind() {
    const testing::TableSetup setup{
        {testing::Sitter::Bot, testing::Sitter::Remote}, 5, false, testing::Sitter::Remote};
    session::Session session(testing::optionsOf(setup), engine::io::standardDeck(),
                             testing::lexicon(), testing::seatsOf(setup));
    const engine::Game& game = session.game();
    const engine::Deck& deck = game.state().deck;
    const WireRequest turn{session::Decision::TurnAction, 3, std::nullopt};
    std::vector<std::string> texts;
    texts.push_back(writeHello("stol-1", 1, "gracz 2"));
    const engine::Action first =
        engine::PlaceCard{*game.state().players[0].sheetCard, game.legalPlacements().front()};
    texts.push_back(writeAnswer("stol-1", 2, turn, session::Answer(first), game.state()));
    texts.push_back(writeAnswer("stol-1", 3, turn, session::Answer::yes(), game.state()));
    texts.push_back(writeTakeBack("stol-1", 4));
    texts.push_back(
        writeHold("stol-1", 5, WireRequest{session::Decision::HelpOffer, 9, PlayerId{0}}, true));
    Welcome welcome;
    welcome.seat = 1;
    welcome.seats = {{"gracz 1", SeatKind::Bot, bots::Level::Medium},
                     {"gracz 2", SeatKind::Remote, std::nullopt}};
    welcome.options = game.state().options;
    welcome.options.seed = 0;
    welcome.deck = deck;
    texts.push_back(writeWelcome("stol-1", 1, welcome));
    const SeatView view = viewFor(game, 1);
    texts.push_back(writeState("stol-1", 2, view, deck));
    // The first move, seen from seat 1: its step and the view's change.
    const Json before = viewToJson(view, deck);
    std::vector<session::Step> steps;
    session.setObserver([&](const session::Step& step) { steps.push_back(step); });
    const engine::Action place =
        engine::PlaceCard{*game.state().players[0].sheetCard, game.legalPlacements().front()};
    EXPECT_EQ(session.submit(session.awaited().front(), session::Answer(place)).outcome,
              session::Outcome::Applied);
    EXPECT_EQ(steps.size(), 1u);
    texts.push_back(writeEvent("stol-1", 3, steps.at(0), 1, deck));
    const auto change = viewChange(before, viewToJson(viewFor(game, 1), deck));
    EXPECT_TRUE(change.has_value());
    texts.push_back(writeChange("stol-1", 4, *change));
    texts.push_back(writeRequest("stol-1", 5, turn, std::nullopt, std::nullopt));
    texts.push_back(writeWithdraw("stol-1", 6, turn));
    texts.push_back(writeRefused("stol-1", 7, Refusal{"stale", "the request is gone", turn}));
    texts.push_back(writeGameOver("stol-1", 8, GameOverView{{12, 30}, {PlayerId{1}}}));
    texts.push_back(writeUpdate(
        "stol-1", 9,
        {writeWithdraw("stol-1", 0, turn), writeEvent("stol-1", 0, steps.at(0), 1, deck),
         writeChange("stol-1", 0, *change),
         writeRequest("stol-1", 0, WireRequest{session::Decision::TurnAction, 4, std::nullopt},
                      std::nullopt, std::nullopt)}));
    return texts;
}

// A host's table: a bot at seat 0, a remote seat 1 whose move comes first, "stol".
struct HostWithARemoteSeat {
    static session::Session makeSession() {
        const testing::TableSetup setup{
            {testing::Sitter::Bot, testing::Sitter::Remote}, 5, false, testing::Sitter::Remote};
        engine::GameOptions options = testing::optionsOf(setup);
        options.startPlayer = 1;
        return session::Session(options, engine::io::standardDeck(), testing::lexicon(),
                                testing::seatsOf(setup));
    }
    session::Session session = makeSession();
    testing::MemoryTransport transport;
    HostTable host{session, "stol", {"bot", "zdalny"}, {1}, transport};
};

TEST(WireCompression, EveryKindIsCompressedAndReadBack) {
    std::size_t json = 0;
    std::size_t wire = 0;
    for (const std::string& text : everyKind()) {
        const std::string packed = packText(text);
        EXPECT_TRUE(isPacked(packed)) << text;
        EXPECT_TRUE(packed.starts_with(kPackedPrefix));
        EXPECT_LT(packed.size(), text.size()) << text;
        // Only base64 after the prefix: nothing an XML text must escape.
        EXPECT_EQ(packed.find_first_not_of(
                      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
                      kPackedPrefix.size()),
                  std::string::npos);
        const UnpackedText back = unpackText(packed);
        ASSERT_TRUE(back.ok()) << back.error;
        EXPECT_EQ(*back.text, text);
        json += text.size();
        wire += packed.size();
    }
    std::cout << "[ figures  ] every kind once: " << json << " bytes of JSON, " << wire
              << " on the wire\n";
    // A plain JSON text is read as it is (the readers then check it as before).
    EXPECT_EQ(unpackText("{\"a\":1}").text, "{\"a\":1}");
}

TEST(WireCompression, AShortTextShrinksToo) {
    const std::string hello = writeHello("stol-7", 1, "Bartek");
    const std::string packed = packText(hello);
    EXPECT_LT(packed.size() * 2, hello.size()) << hello.size() << " → " << packed.size();
}

TEST(WireCompression, ADecompressionBombIsRefusedBeforeParsing) {
    // A valid stream of a few hundred bytes that inflates far past the cap.
    const std::string bomb = packText(std::string(10 * kMaxMessageBytes, ' '));
    ASSERT_TRUE(isPacked(bomb));
    EXPECT_LT(bomb.size(), 2000u);
    const UnpackedText read = unpackText(bomb);
    EXPECT_FALSE(read.ok());
    EXPECT_EQ(read.error, "the compressed text inflates to more than 65536 bytes");
    // One byte over the cap is refused, the cap itself is read.
    EXPECT_FALSE(unpackText(packText(std::string(kMaxMessageBytes + 1, ' '))).ok());
    const UnpackedText atCap = unpackText(packText(std::string(kMaxMessageBytes, ' ')));
    ASSERT_TRUE(atCap.ok()) << atCap.error;
    EXPECT_EQ(atCap.text->size(), kMaxMessageBytes);
    // A text larger than any message is refused unread.
    const UnpackedText huge =
        unpackText(std::string(kPackedPrefix) + std::string(kMaxMessageBytes, 'A'));
    EXPECT_EQ(huge.error, "a text of 65539 bytes; at most 65536 are read");
}

TEST(WireCompression, ACorruptOrTruncatedStreamIsRefusedWithItsReason) {
    const std::string packed = packText(everyKind()[6]);  // the whole view
    ASSERT_GT(packed.size(), 40u);
    // Cut at a whole base64 group: the bytes are fine, the stream does not end.
    const std::size_t cut = kPackedPrefix.size() + (packed.size() - kPackedPrefix.size()) / 8 * 4;
    EXPECT_EQ(unpackText(packed.substr(0, cut)).error,
              "the compressed text is cut short (its stream does not end)");
    // A block of the reserved type 3.
    EXPECT_EQ(unpackText(std::string(kPackedPrefix) + "BwAA").error,
              "the compressed text is corrupt: invalid block type");
    // Bytes after the stream's end.
    EXPECT_EQ(unpackText(packed.substr(0, packed.size() - packed.size() % 4) + "AAAAAAAA").ok(),
              false);
    const std::string hello = packText(writeHello("t", 1, "a"));
    EXPECT_NE(unpackText(hello + "AAAA").error.find("after its end"), std::string::npos)
        << unpackText(hello + "AAAA").error;
    // Base64 that is not the one spelling written: padding, a stray character, a length no
    // encoding has, bits set that encode nothing.
    EXPECT_NE(unpackText(std::string(kPackedPrefix) + "BwA=").error.find("not canonical base64"),
              std::string::npos);
    EXPECT_NE(unpackText(std::string(kPackedPrefix) + "Bw A").error.find("character 5"),
              std::string::npos);
    EXPECT_NE(unpackText(std::string(kPackedPrefix) + "BwAAB").error.find("encodes no bytes"),
              std::string::npos);
    EXPECT_NE(unpackText(std::string(kPackedPrefix) + "Bx").error.find("bits set"),
              std::string::npos);
    EXPECT_EQ(unpackText(kPackedPrefix).error, "a compressed text with no bytes");
    EXPECT_EQ(unpackText("").error, "an empty text");
    EXPECT_NE(unpackText("hello").error.find("neither a JSON text nor a compressed one"),
              std::string::npos);
    EXPECT_NE(unpackText("zz:AAAA").error.find("starts with \"z\""), std::string::npos);
}

TEST(WireCompression, AnotherVersionsTextIsRefusedAsSuch) {
    // Version 2 sent its JSON as it is: the reader gets to its version field.
    HostWithARemoteSeat table;
    HostTable& host = table.host;
    const std::string version2 =
        R"({"protocol":"potega-slowa-net","version":2,"table":"stol","seq":1,"kind":"hello",)"
        R"("name":"zdalny"})";
    host.receive(1, version2);
    EXPECT_FALSE(host.joined(1));
    ASSERT_EQ(host.log().size(), 1u);
    EXPECT_EQ(host.log().back(),
              "seat 1: refused (version): /version: protocol version 2 is not spoken here (this "
              "program speaks version 3)");
    // A version-2 text compressed as version 3 would be, read for its version too.
    host.receive(1, packText(version2));
    EXPECT_NE(host.log().back().find("refused (version)"), std::string::npos);
    // A text compressed by another version (another dictionary) is not inflated at all.
    host.receive(1, "z4:" + packText(writeHello("stol", 1, "zdalny")).substr(3));
    EXPECT_EQ(host.log().back(),
              "seat 1: refused (version): a text compressed by protocol version 4, which is not "
              "spoken here (this program speaks version 3)");
    EXPECT_FALSE(host.joined(1));
    // A client refuses a version-2 text from the host likewise.
    ClientTable client("stol", "zdalny");
    const ClientTable::Read read = client.receive(
        R"({"protocol":"potega-slowa-net","version":2,"table":"stol","seq":1,"kind":"welcome"})");
    EXPECT_FALSE(read.ok);
    EXPECT_NE(read.error.find("protocol version 2 is not spoken here"), std::string::npos)
        << read.error;
    // The current version's hello joins.
    host.receive(1, client.hello());
    EXPECT_TRUE(host.joined(1));
}

TEST(WireCompression, TheHostRefusesABombOrACorruptTextAndChangesNothing) {
    HostWithARemoteSeat table;
    session::Session& session = table.session;
    testing::MemoryTransport& transport = table.transport;
    HostTable& host = table.host;
    ClientTable client("stol", "zdalny");
    host.receive(1, client.hello());
    for (; !transport.queue.empty(); transport.queue.pop_front())
        ASSERT_TRUE(client.receive(transport.queue.front().second).ok);
    const engine::GameState before = session.game().state();
    const std::size_t history = session.history()->size();
    const engine::Game& game = session.game();
    const engine::Action place =
        engine::PlaceCard{*game.state().players[1].sheetCard, game.legalPlacements().front()};
    // A bomb made of a good answer's JSON followed by a megabyte of spaces.
    const std::string answer =
        *unpackText(client.answer(client.open().front().request, place)).text;
    host.receive(1, packText(answer + std::string(1 << 20, ' ')));
    host.receive(1, std::string(kPackedPrefix) + "BwAA");
    const std::string good = client.answer(client.open().front().request, place);
    host.receive(1, good.substr(0, good.size() / 2));
    ASSERT_EQ(host.log().size(), 3u);
    EXPECT_EQ(host.log()[0],
              "seat 1: refused (malformed): the compressed text inflates to more than 65536 bytes");
    EXPECT_EQ(host.log()[1],
              "seat 1: refused (malformed): the compressed text is corrupt: invalid block type");
    EXPECT_NE(host.log()[2].find("refused (malformed)"), std::string::npos);
    EXPECT_EQ(session.game().state(), before);
    EXPECT_EQ(session.history()->size(), history);
    // The client reads the refusals (compressed too) and its answer still goes through.
    for (; !transport.queue.empty(); transport.queue.pop_front())
        ASSERT_TRUE(client.receive(transport.queue.front().second).ok);
    EXPECT_EQ(client.refusals().size(), 3u);
    host.receive(1, good);
    EXPECT_EQ(session.history()->size(), history + 1);
}

TEST(WireCompression, AWholeFourSeatGameTravelsInAFractionOfItsJson) {
    using enum testing::Sitter;
    testing::TableSetup setup;
    setup.sitters = {Bot, Remote, Remote, Remote};
    setup.seed = 23;
    setup.variant = true;
    std::size_t texts = 0;
    const testing::PlayedTable online = testing::playOnline(setup);
    for (const auto& entry : online.received)
        texts += entry.second.size();
    const auto& traffic = online.traffic;
    std::cout << "[ figures  ] seed 23, 4 seats, 3 remote: " << online.actions.size()
              << " actions, " << texts << " texts; host sent " << traffic.jsonBytesSent
              << " bytes of JSON as " << traffic.bytesSent << " bytes ("
              << traffic.jsonBytesSent / online.actions.size() << " → "
              << traffic.bytesSent / online.actions.size() << " a move); received "
              << traffic.jsonBytesReceived << " as " << traffic.bytesReceived << "\n";
    EXPECT_TRUE(online.final.phase == engine::Phase::GameOver);
    EXPECT_LT(traffic.bytesSent * 2, traffic.jsonBytesSent);
    EXPECT_LT(traffic.bytesReceived * 2, traffic.jsonBytesReceived);
}

}  // namespace
}  // namespace ps::net
