// The XMPP transport in one process against a Prosody of the test's own: what reaches the host
// and the client, and what is refused or ignored before anything reads it as a game message.

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "net/wire_compression.h"
#include "net/xmpp/table_links.h"
#include "xmpp_support.h"

namespace ps::net::xmpp {
namespace {

using namespace std::chrono_literals;

TEST(XmppText, LinksRoomsAndEscaping) {
    EXPECT_EQ(joinLink("stol@conference.example.org"), "xmpp:stol@conference.example.org?join");
    EXPECT_EQ(roomFromLink("xmpp:Stol@Conference.example.org?join"), "stol@conference.example.org");
    EXPECT_EQ(roomFromLink("stol@conference.example.org"), "stol@conference.example.org");
    for (const char* bad :
         {"", "xmpp:?join", "stol", "@server", "stol@", "a@b/c", "a@b'c", "xmpp:a@b?join&x"})
        EXPECT_FALSE(roomFromLink(bad)) << bad;
    EXPECT_EQ(bareJid("Anna@Example.org/Laptop"), "anna@example.org");
    EXPECT_EQ(tableIdOfRoom("stol-7f3a@conference.example.org"), "stol-7f3a");
    EXPECT_EQ(tableIdOfRoom(std::string(100, 'x') + "@c.org").size(), kMaxTableIdBytes);
    EXPECT_EQ(escapeXml("a<b>&\"'\x01\t"), "a&lt;b&gt;&amp;&quot;&apos;\t");
    EXPECT_EQ(escapeXml("{\"k\":\"<v>\"}", false), "{\"k\":\"&lt;v&gt;\"}");
}

class XmppLinks : public ::testing::Test {
  protected:
    void SetUp() override {
        const auto binary = testing::prosodyBinary();
        if (!binary)
            GTEST_SKIP() << "prosody is not installed (scripts/setup.sh installs it): the XMPP "
                            "tests need a local server";
        // No rate limit: these tests send a 64 KiB payload and look for what follows it at
        // once (the stock 10 kB/s would hold it back for seconds).
        server_.emplace(*binary,
                        testing::ServerSetup{testing::ServerSetup::Tls::None, false, false});
        ASSERT_TRUE(server_->start()) << server_->log();
    }

    Account account(const std::string& name) {
        Account result{name + "@" + testing::LocalProsody::kDomain,
                       "pw-" + name,
                       "127.0.0.1",
                       server_->port(),
                       true,
                       ""};
        const auto failure = registerAccount(result, 10s);
        EXPECT_FALSE(failure) << *failure;
        return result;
    }

    // Pumps every connection until `done` or `timeout`.
    static bool pumpUntil(std::initializer_list<Connection*> connections,
                          const std::function<bool()>& done,
                          std::chrono::milliseconds timeout = 10s) {
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
    static void settle(std::initializer_list<Connection*> connections) {
        const auto until = std::chrono::steady_clock::now() + 300ms;
        while (std::chrono::steady_clock::now() < until) {
            for (Connection* connection : connections)
                connection->runOnce(5ms);
        }
    }

    static bool logHas(const std::vector<std::string>& log, const std::string& part) {
        return std::any_of(log.begin(), log.end(), [&](const std::string& line) {
            return line.find(part) != std::string::npos;
        });
    }

    std::optional<testing::LocalProsody> server_;
};

TEST_F(XmppLinks, OnlyTheSeatsAccountReachesTheHostAndBadPayloadsAreRefusedUnread) {
    const std::string room = std::string("stol-links@") + testing::LocalProsody::kRooms;
    Connection host(account("host"));
    Connection bob(account("bob"));
    Connection eve(account("eve"));
    HostLink hostLink(host, room, "host", {{1, bareJid(bob.account().jid)}});
    ClientLink bobLink(bob, "bob", std::nullopt, std::nullopt);  // waits for the invitation
    for (Connection* connection : {&host, &bob, &eve})
        connection->connect();
    ASSERT_TRUE(pumpUntil({&host, &bob, &eve}, [&] {
        return host.state() == Connection::State::Online &&
               bob.state() == Connection::State::Online && eve.state() == Connection::State::Online;
    }));
    hostLink.open();
    // The invitation names the room; the room's owner is the host; then hello is due.
    ASSERT_TRUE(pumpUntil({&host, &bob, &eve}, [&] { return bobLink.takeHelloDue(); }))
        << "the invited seat never saw the host in the room";
    EXPECT_EQ(bobLink.room(), room);
    EXPECT_EQ(bobLink.host(), bareJid(host.account().jid));
    ASSERT_TRUE(pumpUntil({&host, &bob, &eve}, [&] { return !hostLink.away(1); }));

    bobLink.send("{\"from\":\"bob\"}");
    std::deque<HostLink::Received> received;
    ASSERT_TRUE(pumpUntil({&host, &bob, &eve}, [&] {
        for (auto& item : hostLink.takeReceived())
            received.push_back(item);
        return !received.empty();
    }));
    ASSERT_EQ(received.size(), 1u);
    EXPECT_EQ(received.front().seat, 1);
    EXPECT_EQ(received.front().from, bob.boundJid());
    EXPECT_EQ(received.front().text, "{\"from\":\"bob\"}");

    // Someone not at the table: ignored, logged.
    eve.sendGame(host.boundJid(), "{\"from\":\"eve\"}");
    // Too large: refused before the text is copied.
    bob.sendGame(host.boundJid(), std::string(kMaxPayloadBytes + 1, 'x'));
    // Markup inside the payload, an empty payload, a game text in the room's chat.
    bob.sendRaw("<message to='" + host.boundJid() + "'><game xmlns='" +
                std::string(kGameNamespace) + "'>{<b/>}</game></message>");
    bob.sendRaw("<message to='" + host.boundJid() + "'><game xmlns='" +
                std::string(kGameNamespace) + "'/></message>");
    bob.sendRaw("<message type='groupchat' to='" + room + "'><game xmlns='" +
                std::string(kGameNamespace) + "'>{}</game></message>");
    settle({&host, &bob, &eve});
    EXPECT_TRUE(hostLink.takeReceived().empty());
    EXPECT_TRUE(logHas(hostLink.log(), "not at the table"));
    EXPECT_TRUE(logHas(hostLink.log(), "65537 bytes"));
    EXPECT_TRUE(logHas(hostLink.log(), "holds an element"));
    EXPECT_TRUE(logHas(hostLink.log(), "an empty game payload"));
    EXPECT_TRUE(logHas(hostLink.log(), "room's chat"));

    // The host's texts reach the seat; a stranger's are ignored there too, a "replaced"
    // (the seat now played from another machine) as any other.
    hostLink.send(1, "", "{\"to\":\"bob\"}");
    eve.sendGame(bob.boundJid(),
                 packText(writeReplaced(tableIdOfRoom(room), 99, ReplacedView{1, eve.boundJid()})));
    std::deque<std::string> atBob;
    ASSERT_TRUE(pumpUntil({&host, &bob, &eve}, [&] {
        for (auto& text : bobLink.takeReceived())
            atBob.push_back(text);
        return !atBob.empty() && logHas(bobLink.log(), "not the host");
    }));
    EXPECT_EQ(atBob, std::deque<std::string>{"{\"to\":\"bob\"}"});
    // An invitation elsewhere, once at a table, is ignored.
    eve.invite(bareJid(bob.account().jid),
               std::string("elsewhere@") + testing::LocalProsody::kRooms);
    ASSERT_TRUE(pumpUntil({&host, &bob, &eve},
                          [&] { return logHas(bobLink.log(), "ignored an invitation"); }));
    EXPECT_EQ(bobLink.room(), room);

    // Malformed XML: the server closes the sender's stream, nothing reaches the host; the
    // sender reconnects, rejoins the room and is heard again.
    bob.sendRaw("<message to='" + host.boundJid() + "'><game xmlns='" +
                std::string(kGameNamespace) + "'>&undefined;</game></message>");
    ASSERT_TRUE(pumpUntil({&host, &bob, &eve}, [&] { return hostLink.away(1); }))
        << "the server kept a stream that sent malformed XML";
    ASSERT_TRUE(pumpUntil({&host, &bob, &eve}, [&] { return bobLink.takeHelloDue(); }));
    bobLink.send("{\"again\":true}");
    received.clear();
    ASSERT_TRUE(pumpUntil({&host, &bob, &eve}, [&] {
        for (auto& item : hostLink.takeReceived())
            received.push_back(item);
        return !received.empty();
    }));
    EXPECT_EQ(received.front().text, "{\"again\":true}");
    EXPECT_FALSE(hostLink.away(1));
}

TEST_F(XmppLinks, RegisteringTwiceKeepsTheAccountAndAWrongPasswordCannotSignIn) {
    Account anna = account("anna");
    EXPECT_FALSE(registerAccount(anna, 10s)) << "an existing account counts as registered";
    Account wrong = anna;
    wrong.password = "not-hers";
    Connection impostor(wrong);
    std::string why;
    Connection::Handlers handlers;
    handlers.state = [&](Connection::State state, const std::string& reason) {
        if (state == Connection::State::Offline)
            why = reason;
    };
    impostor.setHandlers(handlers);
    impostor.connect();
    EXPECT_FALSE(pumpUntil(
        {&impostor}, [&] { return impostor.state() == Connection::State::Online; }, 2500ms))
        << "signed in with a wrong password";
    EXPECT_FALSE(why.empty());
    impostor.disconnect();
    Account nobody{"", "x", "127.0.0.1", server_->port(), true, ""};
    EXPECT_TRUE(registerAccount(nobody, 5s).has_value());
}

TEST_F(XmppLinks, AGameTextsShortStanzaArrivesAndTheServerSaysWhenItHasReadIt) {
    std::vector<std::pair<std::string, std::string>> got;
    Connection anna(account("anna"));
    Connection::Handlers handlers;
    handlers.game = [&](const std::string& from, std::string payload) {
        got.emplace_back(from, std::move(payload));
    };
    Connection bob(account("bob"), handlers);
    for (Connection* connection : {&anna, &bob})
        connection->connect();
    ASSERT_TRUE(pumpUntil({&anna, &bob}, [&] {
        return anna.state() == Connection::State::Online &&
               bob.state() == Connection::State::Online;
    }));
    EXPECT_TRUE(anna.caughtUp());
    anna.sendGame(bob.boundJid(), "{\"n\":1}");
    // <message to=…><game xmlns=…>: no type, no id.
    EXPECT_EQ(anna.traffic().stanzaBytesSent,
              ("<message to='" + bob.boundJid() + "'><game xmlns='" + std::string(kGameNamespace) +
               "'>{\"n\":1}</game></message>")
                  .size());
    anna.askCaughtUp();
    EXPECT_FALSE(anna.caughtUp());
    anna.askCaughtUp();  // one question at a time
    EXPECT_EQ(anna.traffic().caughtUpQuestions, 1u);
    // Answered well within the 3 s after which a question holds nothing back.
    ASSERT_TRUE(pumpUntil(
        {&anna, &bob}, [&] { return anna.caughtUp(); }, 2s))
        << "the server did not answer the question";
    ASSERT_TRUE(pumpUntil({&anna, &bob}, [&] { return !got.empty(); }));
    EXPECT_EQ(got.front().first, anna.boundJid());
    EXPECT_EQ(got.front().second, "{\"n\":1}");
    anna.askCaughtUp();
    EXPECT_EQ(anna.traffic().caughtUpQuestions, 2u);
}

}  // namespace
}  // namespace ps::net::xmpp
