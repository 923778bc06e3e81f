// A table keeper's transport against a server of the test's own: many tables on one connection
// (TableHub), chat messages a person's client shows, and the public lobby with its
// announcements, those posted before a newcomer came included. Each test with a server runs on
// Prosody and on ejabberd (SERVER_TEST), with their stock rate limits.

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <set>
#include <stdexcept>
#include <tuple>

#include "net/messages.h"
#include "net/wire_compression.h"
#include "net/xmpp/address.h"
#include "net/xmpp/table_hub.h"
#include "net/xmpp/table_links.h"
#include "xmpp_support.h"
#include "xmpp_tables.h"

namespace ps::net::xmpp_tests {
namespace {

using xmpp::bareJid;
using xmpp::ClientLink;
using xmpp::Connection;
using xmpp::HostLink;
using xmpp::TableHub;
using xmpp::tableIdOfRoom;

// Registers `name` on the server (its password "pw-NAME"), plain text allowed (no TLS here).
xmpp::Account account(testing::LocalServer& server, const std::string& name) {
    xmpp::Account result{name + "@" + testing::LocalServer::kDomain,
                         "pw-" + name,
                         "127.0.0.1",
                         server.port(),
                         true,
                         ""};
    const auto failure = xmpp::registerAccount(result, 10s);
    EXPECT_FALSE(failure) << *failure;
    return result;
}

// Pumps every connection until `done` or `timeout`.
bool pumpUntil(std::initializer_list<Connection*> connections, const std::function<bool()>& done,
               std::chrono::milliseconds timeout = 15s) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!done()) {
        if (std::chrono::steady_clock::now() >= deadline)
            return false;
        for (Connection* connection : connections)
            connection->runOnce(5ms);
    }
    return true;
}

// Pumps for a while so that whatever is in flight arrives.
void settle(std::initializer_list<Connection*> connections,
            std::chrono::milliseconds time = 500ms) {
    const auto until = std::chrono::steady_clock::now() + time;
    while (std::chrono::steady_clock::now() < until) {
        for (Connection* connection : connections)
            connection->runOnce(5ms);
    }
}

bool online(std::initializer_list<Connection*> connections) {
    return std::all_of(connections.begin(), connections.end(), [](const Connection* connection) {
        return connection->state() == Connection::State::Online;
    });
}

bool logHas(const std::vector<std::string>& log, const std::string& part) {
    return std::any_of(log.begin(), log.end(), [&](const std::string& line) {
        return line.find(part) != std::string::npos;
    });
}

template <typename Item>
void append(std::deque<Item>& into, std::deque<Item> items) {
    for (Item& item : items)
        into.push_back(std::move(item));
}

TEST(XmppKeepText, AGameTextsTableIsPeekedFromItsEnvelope) {
    const std::string hello = writeHello("stol-a", 1, "Bob");
    EXPECT_EQ(xmpp::tableOfText(hello), "stol-a");
    EXPECT_EQ(xmpp::tableOfText(packText(hello)), "stol-a");
    EXPECT_EQ(xmpp::tableOfText(
                  R"({"protocol":"potega-slowa-net","x":[1,{"table":"inner"}],"table":"t","y":{)"),
              "t")
        << "found before the rest is read";
    EXPECT_EQ(xmpp::tableOfText(R"({"table":"t","protocol":"potega-slowa-net"})"), "t");
    // Another protocol's text names a table for its own reasons (a keeper's "sit").
    EXPECT_FALSE(xmpp::tableOfText(R"({"protocol":"potega-slowa-keeper","table":"stol-a"})"));
    EXPECT_FALSE(xmpp::tableOfText(R"({"table":"stol-a"})"));
    for (const char* none :
         {"", "not json", "z3:!!!", "[{\"table\":\"t\"}]", "\"table\"", "{\"a\":{\"table\":\"t\"}}",
          "{\"table\":5}", "{\"kind\":\"create\"}", "{\"table\":", "{}"})
        EXPECT_FALSE(xmpp::tableOfText(none)) << none;
}

TEST(XmppKeepText, ChatBodiesAreValidUtf8CutAtACharacter) {
    EXPECT_EQ(xmpp::chatText("Twój ruch przy stole"), "Twój ruch przy stole");
    // A stray byte, an overlong '/', a surrogate, a truncated sequence: U+FFFD each byte.
    EXPECT_EQ(xmpp::chatText("a\x80z"), "a\xEF\xBF\xBDz");
    EXPECT_EQ(xmpp::chatText("\xC0\xAF"), "\xEF\xBF\xBD\xEF\xBF\xBD");
    EXPECT_EQ(xmpp::chatText("\xED\xA0\x80").size(), 9u);
    EXPECT_EQ(xmpp::chatText("x\xC5"), "x\xEF\xBF\xBD");
    EXPECT_EQ(xmpp::chatText("aaaż", 4), "aaa") << "not inside a character";
    const std::string many(3000, 'x');
    EXPECT_EQ(xmpp::chatText(many + many).size(), xmpp::kMaxChatBytes);
    EXPECT_TRUE(xmpp::addressProblem("a\xED\xA0\x80@b.org")) << "a surrogate is not UTF-8";
    EXPECT_FALSE(xmpp::addressProblem("zo\xC5\xBC@b.org"));
}

// Two tables on one keeper's connection, a guest at each: each guest's texts reach its own
// table's link only, the links answer over the one connection, and what names no attached
// table waits unread for the keeper.
SERVER_TEST(XmppKeepHub, TwoTablesOnOneConnectionEachGetsItsOwnTexts) {
    ASSERT_TRUE(server.start()) << server.log();
    const std::string roomA = std::string("stol-a@") + testing::LocalServer::kRooms;
    const std::string roomB = std::string("stol-b@") + testing::LocalServer::kRooms;
    Connection keep(account(server, "keeper"));
    Connection bob(account(server, "bob"));
    Connection cyd(account(server, "cyd"));
    Connection eve(account(server, "eve"));
    TableHub hub(keep);
    std::optional<HostLink> linkA;
    linkA.emplace(hub, roomA, "keeper",
                  std::map<engine::PlayerId, std::string>{{1, "bob@localhost"}});
    std::optional<HostLink> linkB;
    linkB.emplace(hub, roomB, "keeper",
                  std::map<engine::PlayerId, std::string>{{1, "cyd@localhost"}});
    EXPECT_EQ(hub.tables(), 2u);
    EXPECT_THROW(HostLink(hub, roomA, "again", {}), std::invalid_argument);
    ClientLink bobLink(bob, "bob", std::nullopt, std::nullopt);  // each waits for its invitation
    ClientLink cydLink(cyd, "cyd", std::nullopt, std::nullopt);
    const auto all = {&keep, &bob, &cyd, &eve};
    for (Connection* connection : all)
        connection->connect();
    ASSERT_TRUE(pumpUntil(all, [&] { return online(all); }));
    EXPECT_EQ(hub.state(), Connection::State::Online);
    linkA->open();
    linkB->open();
    bool bobHello = false;
    bool cydHello = false;
    ASSERT_TRUE(pumpUntil(all, [&] {
        bobHello = bobHello || bobLink.takeHelloDue();
        cydHello = cydHello || cydLink.takeHelloDue();
        return bobHello && cydHello && !linkA->away(1) && !linkB->away(1);
    })) << "the guests never met the keeper in their rooms";
    EXPECT_EQ(bobLink.room(), roomA);
    EXPECT_EQ(cydLink.room(), roomB);
    EXPECT_EQ(linkA->nickOf(1), "bob");
    EXPECT_EQ(linkB->nickOf(1), "cyd");

    // Compressed and plain: each at its own table only.
    const std::string fromBob = packText(writeHello(tableIdOfRoom(roomA), 1, "Bob"));
    const std::string fromCyd = writeHello(tableIdOfRoom(roomB), 1, "Cyd");
    bobLink.send(fromBob);
    cydLink.send(fromCyd);
    std::deque<HostLink::Received> atA;
    std::deque<HostLink::Received> atB;
    ASSERT_TRUE(pumpUntil(all, [&] {
        append(atA, linkA->takeReceived());
        append(atB, linkB->takeReceived());
        return !atA.empty() && !atB.empty();
    }));
    settle(all);
    append(atA, linkA->takeReceived());
    append(atB, linkB->takeReceived());
    ASSERT_EQ(atA.size(), 1u);
    ASSERT_EQ(atB.size(), 1u);
    EXPECT_EQ(atA.front().text, fromBob);
    EXPECT_EQ(atA.front().from, bob.boundJid());
    EXPECT_EQ(atB.front().text, fromCyd);
    EXPECT_EQ(atB.front().from, cyd.boundJid());
    EXPECT_TRUE(hub.takeDirect().empty());

    // The links answer over the one connection.
    linkA->send(1, "", "{\"to\":\"bob\"}");
    linkB->send(1, "", "{\"to\":\"cyd\"}");
    std::deque<std::string> atBob;
    std::deque<std::string> atCyd;
    ASSERT_TRUE(pumpUntil(all, [&] {
        append(atBob, bobLink.takeReceived());
        append(atCyd, cydLink.takeReceived());
        return !atBob.empty() && !atCyd.empty();
    }));
    EXPECT_EQ(atBob, std::deque<std::string>{"{\"to\":\"bob\"}"});
    EXPECT_EQ(atCyd, std::deque<std::string>{"{\"to\":\"cyd\"}"});

    // A text naming the other table still needs a seat there; room chat goes by room.
    bobLink.send(writeHello(tableIdOfRoom(roomB), 2, "Bob"));
    bob.sendChat(roomA, "cześć");
    ASSERT_TRUE(pumpUntil(all, [&] { return logHas(linkB->log(), "not at the table"); }));
    const auto chatA = linkA->takeChat();
    ASSERT_EQ(chatA.size(), 1u);
    EXPECT_EQ(chatA.front().nick, "bob");
    EXPECT_EQ(chatA.front().text, "cześć");
    EXPECT_TRUE(linkB->takeChat().empty());
    EXPECT_TRUE(linkA->takeReceived().empty());
    EXPECT_TRUE(linkB->takeReceived().empty());

    // An unknown table, no envelope, not JSON, another protocol's text naming table A (a
    // keeper's "take a seat"): for the keeper, unread, from whoever sent it.
    const std::string unknown = packText(writeHello("stol-zzz", 1, "Eve"));
    const std::string sit =
        packText(R"({"protocol":"potega-slowa-keeper","version":1,"kind":"sit","table":"stol-a"})");
    eve.sendGame(keep.boundJid(), unknown);
    eve.sendGame(keep.boundJid(), "{\"kind\":\"create-table\",\"seats\":2}");
    bob.sendGame(bareJid(keep.account().jid), "not a JSON text");
    eve.sendGame(keep.boundJid(), sit);
    std::deque<TableHub::Direct> direct;
    ASSERT_TRUE(pumpUntil(all, [&] {
        append(direct, hub.takeDirect());
        return direct.size() >= 4;
    }));
    ASSERT_EQ(direct.size(), 4u);
    const auto find = [&](const std::string& text) {
        return std::find_if(direct.begin(), direct.end(),
                            [&](const TableHub::Direct& item) { return item.text == text; });
    };
    ASSERT_NE(find(unknown), direct.end());
    EXPECT_EQ(find(unknown)->from, eve.boundJid());
    ASSERT_NE(find("not a JSON text"), direct.end());
    EXPECT_EQ(find("not a JSON text")->from, bob.boundJid());
    EXPECT_NE(find("{\"kind\":\"create-table\",\"seats\":2}"), direct.end());
    EXPECT_NE(find(sit), direct.end());
    EXPECT_FALSE(logHas(linkA->log(), "not at the table"));

    // Refused unread, in the hub's log: a game text or a lobby announcement in a table's room.
    bob.sendRaw("<message type='groupchat' to='" + roomA + "'><game xmlns='" +
                std::string(xmpp::kGameNamespace) + "'>{}</game></message>");
    bob.sendRaw("<message type='groupchat' to='" + roomA + "'><body>x</body><tables xmlns='" +
                std::string(xmpp::kLobbyNamespace) + "'>{}</tables></message>");
    ASSERT_TRUE(pumpUntil(
        all, [&] { return logHas(hub.log(), "room's chat") && logHas(hub.log(), "not a lobby"); }));

    // A table gone from the hub: its texts wait for the keeper.
    linkB.reset();
    EXPECT_EQ(hub.tables(), 1u);
    cydLink.send(fromCyd);
    direct.clear();
    ASSERT_TRUE(pumpUntil(all, [&] {
        append(direct, hub.takeDirect());
        return !direct.empty();
    }));
    EXPECT_EQ(direct.front().text, fromCyd);

    // The connection drops: every table hears it, rejoins and hears its guest again.
    keep.dropConnection();
    EXPECT_EQ(hub.state(), Connection::State::Offline);
    EXPECT_TRUE(logHas(linkA->log(), "offline"));
    EXPECT_TRUE(logHas(hub.log(), "offline"));
    ASSERT_TRUE(pumpUntil(all, [&] { return linkA->inRoom() && !linkA->away(1); }));
    bobLink.send(fromBob);
    atA.clear();
    ASSERT_TRUE(pumpUntil(all, [&] {
        append(atA, linkA->takeReceived());
        return !atA.empty();
    }));
    EXPECT_EQ(atA.front().text, fromBob);
}

// A chat message reaches a person's account as its ordinary client would show it; a game text
// or an invitation is not one.
SERVER_TEST(XmppKeepHub, AChatMessageReachesTheOtherAccountsDirectHandler) {
    ASSERT_TRUE(server.start()) << server.log();
    Connection keep(account(server, "keeper"));
    std::vector<std::pair<std::string, std::string>> got;
    std::vector<std::string> games;
    Connection::Handlers handlers;
    handlers.direct = [&](const std::string& from, const std::string& body) {
        got.emplace_back(from, body);
    };
    handlers.game = [&](const std::string& /*from*/, std::string payload) {
        games.push_back(std::move(payload));
    };
    Connection anna(account(server, "anna"), handlers);
    TableHub hub(keep);
    const auto all = {&keep, &anna};
    for (Connection* connection : all)
        connection->connect();
    ASSERT_TRUE(pumpUntil(all, [&] { return online(all); }));

    // A person's chat message to the keeper's account: its hub keeps it for the keeper. (And,
    // once it is there, the person's own presence has reached the server before it: a message
    // to the bare address of an account that has signed in but not yet said it is available
    // is held offline by ejabberd until the account's next sign-in.)
    anna.sendChatMessage(bareJid(keep.account().jid), "ile stołów?");
    std::deque<TableHub::Direct> chat;
    ASSERT_TRUE(pumpUntil(all, [&] {
        append(chat, hub.takeChatMessages());
        return !chat.empty();
    }));
    EXPECT_EQ(chat.front().from, anna.boundJid());
    EXPECT_EQ(chat.front().text, "ile stołów?");
    EXPECT_TRUE(hub.takeDirect().empty());

    // The keeper's notification, to the bare address as to a phone; a game text and an
    // invitation between are not chat messages.
    const std::string notice = "Twój ruch przy stole stol-7 <teraz> & \"już\"";
    keep.sendChatMessage(bareJid(anna.account().jid), notice);
    keep.sendGame(anna.boundJid(), "{\"game\":1}");
    keep.invite(bareJid(anna.account().jid), std::string("stol-7@") + testing::LocalServer::kRooms);
    // Longer than a body may be: cut at a character (2 bytes each).
    std::string longer;
    for (int i = 0; i < 2100; ++i)
        longer += "ż";
    keep.sendChatMessage(anna.boundJid(), longer);
    ASSERT_TRUE(pumpUntil(all, [&] { return got.size() >= 2 && !games.empty(); }))
        << got.size() << " chat messages, " << games.size() << " game texts";
    settle(all);
    ASSERT_EQ(got.size(), 2u) << "a game text or an invitation was taken for a chat message";
    EXPECT_EQ(got[0].first, keep.boundJid());
    EXPECT_EQ(got[0].second, notice);
    EXPECT_EQ(got[1].second, longer.substr(0, xmpp::kMaxChatBytes));
    EXPECT_EQ(games, std::vector<std::string>{"{\"game\":1}"});
}

// The keeper announces its open tables in the public lobby: someone already there reads the
// announcement, and so does someone who comes afterwards (the room's history); the body is
// for people's clients, not a chat line here.
SERVER_TEST(XmppLobby, AnAnnouncementReachesThoseInTheLobbyAndThoseWhoComeLater) {
    ASSERT_TRUE(server.start()) << server.log();
    const std::string lobby = std::string("lobby@") + testing::LocalServer::kRooms;
    struct Person {
        std::vector<std::tuple<std::string, std::string, std::string>> posts;
        std::vector<std::string> chat;
        std::vector<std::string> refused;
        std::set<std::string> present;  // nicks in the lobby
        Connection::Handlers handlers() {
            Connection::Handlers result;
            result.lobby = [this](const std::string& room, const std::string& nick,
                                  std::string payload) {
                posts.emplace_back(room, nick, std::move(payload));
            };
            result.chat = [this](const std::string& /*room*/, const std::string& /*nick*/,
                                 const std::string& text) { chat.push_back(text); };
            result.refused = [this](const std::string& /*from*/, const std::string& reason) {
                refused.push_back(reason);
            };
            result.occupant = [this](const Connection::Occupant& occupant) {
                if (occupant.available)
                    present.insert(occupant.nick);
                else
                    present.erase(occupant.nick);
            };
            return result;
        }
    };
    Person annaSees;
    Person zoeSees;
    Connection keep(account(server, "keeper"));
    Connection anna(account(server, "anna"), annaSees.handlers());
    Connection zoe(account(server, "zoe"), zoeSees.handlers());
    TableHub hub(keep);
    const auto all = {&keep, &anna, &zoe};
    keep.connect();
    anna.connect();
    ASSERT_TRUE(pumpUntil(all, [&] { return online({&keep, &anna}); }));
    keep.joinLobby(lobby, "keeper");
    anna.joinLobby(lobby, "anna");
    ASSERT_TRUE(pumpUntil(all, [&] {
        return annaSees.present.contains("keeper") && annaSees.present.contains("anna");
    })) << "the lobby was not made, or not opened to anyone";
    ASSERT_TRUE(pumpUntil(all, [&] { return keep.inRoom(lobby); }));

    const std::string open = R"({"tables":[{"id":"stol-a","free":1,"seats":2}]})";
    keep.sendLobby(lobby, "Wolne miejsce: stol-a (1 z 2)", open);
    ASSERT_TRUE(pumpUntil(all, [&] { return !annaSees.posts.empty(); }));
    EXPECT_EQ(annaSees.posts.front(), std::make_tuple(lobby, std::string("keeper"), open));
    // The keeper hears its own announcement (the room sends it to every occupant).
    std::deque<TableHub::LobbyPost> own;
    ASSERT_TRUE(pumpUntil(all, [&] {
        append(own, hub.takeLobby());
        return !own.empty();
    }));
    EXPECT_EQ(own.front().nick, "keeper");
    EXPECT_EQ(own.front().payload, open);

    // Someone who comes afterwards learns it from the room's history.
    zoe.connect();
    ASSERT_TRUE(pumpUntil(all, [&] { return online(all); }));
    zoe.joinLobby(lobby, "zoe");
    ASSERT_TRUE(pumpUntil(all, [&] { return !zoeSees.posts.empty(); }))
        << "the newcomer did not get the lobby's history";
    EXPECT_EQ(zoeSees.posts.front(), std::make_tuple(lobby, std::string("keeper"), open));
    settle(all);
    EXPECT_EQ(zoeSees.posts.size(), 1u);
    EXPECT_TRUE(annaSees.chat.empty()) << "an announcement's body was read as a chat line";
    EXPECT_TRUE(zoeSees.chat.empty());

    // People's own chat in the lobby stays chat.
    zoe.sendChat(lobby, "ktoś gra?");
    ASSERT_TRUE(pumpUntil(all, [&] { return !annaSees.chat.empty(); }));
    EXPECT_EQ(annaSees.chat.front(), "ktoś gra?");

    // An empty announcement is refused unread; so is a larger one, on its own test (it takes
    // seconds through a stock rate limit).
    keep.sendLobby(lobby, "pusto", "");
    ASSERT_TRUE(pumpUntil(all, [&] {
        return logHas(annaSees.refused, "an empty lobby payload") &&
               logHas(zoeSees.refused, "an empty lobby payload");
    }));
    EXPECT_EQ(annaSees.posts.size(), 1u);

    // A rejoin after a reconnection brings the history again: the same announcement twice.
    const std::size_t before = zoeSees.posts.size();
    zoe.dropConnection();
    EXPECT_FALSE(zoe.inRoom(lobby));
    ASSERT_TRUE(pumpUntil(all, [&] { return zoe.inRoom(lobby) && zoeSees.posts.size() > before; }));
    EXPECT_EQ(zoeSees.posts[before], std::make_tuple(lobby, std::string("keeper"), open));
}

// An announcement larger than any text is read is refused before it is copied; so is one
// holding markup. (Prosody without a rate limit: 64 KiB would take seconds through one.)
TEST(XmppLobby, AnOversizedAnnouncementIsRefusedUnread) {
    REQUIRE_PROSODY(binary);
    testing::LocalProsody server(
        *binary, testing::ServerSetup{testing::ServerSetup::Tls::None, false, false});
    ASSERT_TRUE(server.start()) << server.log();
    const std::string lobby = std::string("lobby@") + testing::LocalServer::kRooms;
    std::vector<std::string> refused;
    std::vector<std::string> posts;
    std::set<std::string> present;
    Connection::Handlers handlers;
    handlers.refused = [&](const std::string& /*from*/, const std::string& reason) {
        refused.push_back(reason);
    };
    handlers.lobby = [&](const std::string& /*room*/, const std::string& /*nick*/,
                         std::string payload) { posts.push_back(std::move(payload)); };
    handlers.occupant = [&](const Connection::Occupant& occupant) {
        if (occupant.available)
            present.insert(occupant.nick);
    };
    Connection keep(account(server, "keeper"));
    Connection anna(account(server, "anna"), handlers);
    const auto all = {&keep, &anna};
    for (Connection* connection : all)
        connection->connect();
    ASSERT_TRUE(pumpUntil(all, [&] { return online(all); }));
    keep.joinLobby(lobby, "keeper");
    anna.joinLobby(lobby, "anna");
    ASSERT_TRUE(
        pumpUntil(all, [&] { return present.contains("keeper") && present.contains("anna"); }));
    keep.sendLobby(lobby, "za dużo", std::string(xmpp::kMaxPayloadBytes + 1, 'x'));
    keep.sendRaw("<message type='groupchat' to='" + lobby + "'><body>x</body><tables xmlns='" +
                 std::string(xmpp::kLobbyNamespace) + "'>{<b/>}</tables></message>");
    keep.sendLobby(lobby, "w sam raz", "{\"tables\":[]}");
    ASSERT_TRUE(pumpUntil(all, [&] { return !posts.empty(); }));
    EXPECT_EQ(posts, std::vector<std::string>{"{\"tables\":[]}"});
    EXPECT_TRUE(logHas(refused, "a lobby payload of 65537 bytes"));
    EXPECT_TRUE(logHas(refused, "the lobby payload holds an element"));
}

}  // namespace
}  // namespace ps::net::xmpp_tests
