// Signing in safely, and failing clearly: encryption required unless plain text was chosen (a
// server without STARTTLS refused, for signing in and for registering), registration over TLS
// where the server requires it, an untrusted certificate named and not retried, malformed
// addresses refused before anything connects, a server that is not there named within 10 s,
// and a stranger's invitation not followed. Each server is a Prosody of the test's own
// (xmpp_support.h), with certificates made by openssl in its directory.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <functional>

#include "net/xmpp/address.h"
#include "net/xmpp/table_links.h"
#include "xmpp_support.h"

namespace ps::net::xmpp {
namespace {

using namespace std::chrono_literals;
using Kind = Connection::Failure::Kind;
namespace fs = std::filesystem;

std::string cli() {
    const char* other = std::getenv("POTEGA_TEST_CLI");
    return other && *other ? other : POTEGA_CLI;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// What a finished CLI run left: its exit status, its stderr, how long it took.
struct CliRun {
    std::optional<int> status;
    std::string err;
    std::chrono::milliseconds took{};
};

CliRun runCli(const fs::path& dir, const std::string& tag, std::vector<std::string> args,
              std::chrono::seconds limit = 30s) {
    args.insert(args.begin(), cli());
    const auto started = std::chrono::steady_clock::now();
    testing::Process process(args, dir / (tag + ".out"), dir / (tag + ".err"));
    CliRun run;
    run.status = process.wait(limit);
    run.took = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - started);
    run.err = testing::readText(dir / (tag + ".err"));
    return run;
}

// `net join` as `jid` on 127.0.0.1:`port`, waiting in `room` (it never comes) at most 20 s.
std::vector<std::string> joinArgs(const std::string& jid, unsigned short port,
                                  std::vector<std::string> extra = {}) {
    std::vector<std::string> args = {
        "net",        "join",
        "--jid",      jid,
        "--password", "pw-secret",
        "--server",   "127.0.0.1",
        "--port",     std::to_string(port),
        "--dict",     POTEGA_TEST_LEXICON,
        "--room",     std::string("nowhere@") + testing::LocalProsody::kRooms,
        "--timeout",  "20"};
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

std::string user(const std::string& name) {
    return name + "@" + testing::LocalProsody::kDomain;
}

class XmppSecurity : public ::testing::Test {
  protected:
    // A Prosody set up as asked; false (the test skipped or failed) when it cannot run.
    bool startServer(testing::ServerSetup setup) {
        const auto binary = testing::prosodyBinary();
        if (!binary) {
            skipped_ = true;
            return false;
        }
        server_.emplace(*binary, setup);
        if (setup.tls != testing::ServerSetup::Tls::None && !server_->certificatesMade()) {
            ADD_FAILURE() << "openssl could not make the test's certificates in " << server_->dir();
            return false;
        }
        const bool started = server_->start();
        EXPECT_TRUE(started) << server_->log();
        return started;
    }

    Account account(const std::string& name, bool allowPlainText, bool trustCa = false) {
        Account result{user(name), "pw-secret", "127.0.0.1", server_->port(), allowPlainText, ""};
        if (trustCa)
            result.caFile = server_->caFile().string();
        return result;
    }

    // Connects and pumps until signed in or failed; then pumps `after` more, counting the
    // state handler's reports of going offline (a retry loop would report again each second).
    struct Attempt {
        bool online = false;
        bool secured = false;
        std::optional<Connection::Failure> failure;
        int offlineReports = 0;
    };
    static Attempt attempt(const Account& account, std::chrono::milliseconds after = 0ms) {
        Connection connection(account);
        Attempt result;
        Connection::Handlers handlers;
        handlers.state = [&](Connection::State state, const std::string&) {
            if (state == Connection::State::Offline)
                ++result.offlineReports;
        };
        connection.setHandlers(handlers);
        connection.connect();
        const auto deadline = std::chrono::steady_clock::now() + 10s;
        while (connection.state() != Connection::State::Online && !connection.failure() &&
               std::chrono::steady_clock::now() < deadline)
            connection.runOnce(10ms);
        const auto until = std::chrono::steady_clock::now() + after;
        while (std::chrono::steady_clock::now() < until)
            connection.runOnce(10ms);
        result.online = connection.state() == Connection::State::Online;
        result.secured = connection.secured();
        result.failure = connection.failure();
        connection.disconnect();
        connection.runOnce(20ms);
        return result;
    }

    std::optional<testing::LocalProsody> server_;
    bool skipped_ = false;
};

#define START_SERVER(setup)                                                                \
    do {                                                                                   \
        if (!startServer(setup)) {                                                         \
            if (skipped_)                                                                  \
                GTEST_SKIP() << "prosody is not installed (scripts/setup.sh installs it)"; \
            return;                                                                        \
        }                                                                                  \
    } while (false)

TEST(XmppAddressCheck, NamesWhatIsWrongWithAnAddress) {
    EXPECT_FALSE(addressProblem("anna@example.org"));
    EXPECT_FALSE(addressProblem("zażółć@serwer.pl"));
    EXPECT_FALSE(addressProblem("stol-7@conference.example.org"));
    const std::pair<std::string, std::string> bad[] = {
        {"", "empty"},
        {"a@b@c", "more than one '@'"},
        {"anna", "no '@'"},
        {"@example.org", "no name"},
        {"anna@", "no server"},
        {"an\x01na@example.org", "control character"},
        {"an\x7fna@example.org", "control character"},
        {"an\xc2\x85na@example.org", "control character"},
        {"an\xffna@example.org", "not valid UTF-8"},
        {"an na@example.org", "space"},
        {"anna@example.org/phone", "resource"},
        {"an<na@example.org", "name holds"},
        {"anna@exa..mple.org", "empty label"},
        {"anna@.example.org", "empty label"},
        {std::string(1024, 'a') + "@example.org", "longer than 1023"},
        {std::string(128 * 1024, 'a') + "@example.org", "bytes long"},
    };
    for (const auto& [jid, why] : bad) {
        const auto problem = addressProblem(jid);
        ASSERT_TRUE(problem) << jid.substr(0, 40);
        EXPECT_TRUE(contains(*problem, why)) << *problem;
    }
    EXPECT_EQ(quotedAddress("an\x01na@b"), "\"an\\u0001na@b\"");
    EXPECT_EQ(quotedAddress(std::string(128 * 1024, 'a')),
              "\"" + std::string(77, 'a') + "... (131072 bytes)\"");
}

TEST(XmppAddressCheck, TheCliRefusesMalformedAddressesBeforeConnecting) {
    // Nothing listens on the port: a check that ran after connecting would name that instead.
    const unsigned short port = testing::freePort();
    const fs::path dir = fs::temp_directory_path();
    const std::string huge = std::string(128 * 1024 - 1 - std::strlen("@localhost"), 'a');
    struct Case {
        std::string tag;
        std::vector<std::string> args;
        std::string expected;
    };
    const std::vector<Case> cases = {
        {"two-at", joinArgs("a@b@c", port),
         "--jid: not an account address (name@server): "
         "\"a@b@c\": it has more than one '@'"},
        {"control", joinArgs("an\x01na@localhost", port), "\"an\\u0001na@localhost\""},
        {"escape", joinArgs("an\x1b[31mna@localhost", port), "\\u001b[31m"},
        {"huge", joinArgs(huge + "@localhost", port), "... (131071 bytes)\": it is "},
        {"resource", joinArgs(user("anna") + "/phone", port), "resource"},
        {"host", joinArgs(user("anna"), port, {"--host", "h@x@y"}), "--host: not an account"},
        {"room",
         {"net", "join", "--jid", user("anna"), "--password", "pw", "--room", "xmpp:a@b@c?join",
          "--dict", POTEGA_TEST_LEXICON},
         "--room: not a room address"},
        {"no-host",
         {"net", "join", "--jid", user("anna"), "--password", "pw", "--dict", POTEGA_TEST_LEXICON},
         "without --room, give --host JID"},
        {"seat",
         {"net", "host", "--jid", user("anna"), "--password", "pw", "--room",
          std::string("t@") + testing::LocalProsody::kRooms, "--seat", "bot:medium", "--seat",
          "remote:b\x01@c@d", "--dict", POTEGA_TEST_LEXICON},
         "--seat remote:JID: not an account address (name@server): \"b\\u0001@c@d\""},
    };
    for (const Case& c : cases) {
        const CliRun run =
            runCli(dir, "potega-address-" + c.tag + "-" + std::to_string(::getpid()), c.args, 20s);
        fs::remove(dir / ("potega-address-" + c.tag + "-" + std::to_string(::getpid()) + ".out"));
        fs::remove(dir / ("potega-address-" + c.tag + "-" + std::to_string(::getpid()) + ".err"));
        EXPECT_EQ(run.status, 2) << c.tag << ": " << run.err.substr(0, 300);
        EXPECT_TRUE(contains(run.err, c.expected)) << c.tag << ": " << run.err.substr(0, 300);
        EXPECT_LT(run.took, 10s) << c.tag;
        // Echoed escaped and bounded: no control character but the line ends, not 128 KB.
        EXPECT_LT(run.err.size(), 4000u) << c.tag;
        EXPECT_TRUE(std::none_of(run.err.begin(), run.err.end(), [](char ch) {
            return static_cast<unsigned char>(ch) < 0x20 && ch != '\n';
        })) << c.tag;
        EXPECT_FALSE(contains(run.err, "cannot sign in")) << c.tag;
    }
}

// A server that offers no TLS (as a path that strips <starttls/> makes any server look):
// refused for signing in and for registering unless plain text was allowed.
TEST_F(XmppSecurity, ASignInWithoutTlsIsRefusedUnlessPlainTextWasChosen) {
    START_SERVER({});
    const auto refusedRegistration = registerAccount(account("anna", false), 10s);
    ASSERT_TRUE(refusedRegistration);
    EXPECT_TRUE(contains(*refusedRegistration, "offers no encryption (STARTTLS)"))
        << *refusedRegistration;
    ASSERT_FALSE(registerAccount(account("anna", true), 10s));

    const Attempt refused = attempt(account("anna", false), 2500ms);
    EXPECT_FALSE(refused.online);
    ASSERT_TRUE(refused.failure);
    EXPECT_EQ(refused.failure->kind, Kind::NoEncryption) << refused.failure->message;
    EXPECT_TRUE(refused.failure->final);
    EXPECT_TRUE(contains(refused.failure->message, "127.0.0.1:" + std::to_string(server_->port()) +
                                                       " offers no encryption (STARTTLS)"))
        << refused.failure->message;
    EXPECT_EQ(refused.offlineReports, 1) << "tried again";

    const Attempt allowed = attempt(account("anna", true));
    EXPECT_TRUE(allowed.online);
    EXPECT_FALSE(allowed.secured);

    const CliRun run = runCli(server_->dir(), "no-tls", joinArgs(user("anna"), server_->port()));
    EXPECT_EQ(run.status, 2) << run.err;
    EXPECT_TRUE(contains(run.err, "net join: cannot sign in as anna@localhost: 127.0.0.1:" +
                                      std::to_string(server_->port()) +
                                      " offers no encryption (STARTTLS)"))
        << run.err;
    EXPECT_LT(run.took, 10s);
}

// Prosody's default: no sign-in and no registration before STARTTLS. Both go over TLS, with
// the server's certificate from the test's own CA (--ca-file).
TEST_F(XmppSecurity, RegistrationAndSignInGoOverTlsWhereTheServerRequiresIt) {
    START_SERVER((testing::ServerSetup{testing::ServerSetup::Tls::Trusted, true}));
    const auto registered = registerAccount(account("bartek", false, true), 10s);
    EXPECT_FALSE(registered) << *registered;
    // Allowing plain text changes nothing where TLS is offered: it is used.
    const auto again = registerAccount(account("bartek", true, true), 10s);
    EXPECT_FALSE(again) << *again;

    const Attempt signedIn = attempt(account("bartek", false, true));
    EXPECT_TRUE(signedIn.online) << (signedIn.failure ? signedIn.failure->message : "");
    EXPECT_TRUE(signedIn.secured);

    Account wrong = account("bartek", false, true);
    wrong.password = "not-the-password";
    const Attempt refused = attempt(wrong, 2500ms);
    ASSERT_TRUE(refused.failure);
    EXPECT_EQ(refused.failure->kind, Kind::Authentication) << refused.failure->message;
    EXPECT_TRUE(refused.failure->final);
    EXPECT_TRUE(contains(refused.failure->message, "refused the password of bartek@localhost"))
        << refused.failure->message;
    EXPECT_EQ(refused.offlineReports, 1) << "tried again";

    // The CLI: a refused password named at once, exit 2; the right one signs in over TLS
    // (the room never comes: it gives up at its --timeout, exit 1, not with a sign-in failure).
    auto badArgs =
        joinArgs(user("bartek"), server_->port(), {"--ca-file", server_->caFile().string()});
    badArgs[5] = "not-the-password";  // --password
    const CliRun bad = runCli(server_->dir(), "wrong-password", badArgs);
    EXPECT_EQ(bad.status, 2) << bad.err;
    EXPECT_TRUE(contains(bad.err, "(authentication failed)")) << bad.err;
    EXPECT_LT(bad.took, 10s);
    auto args = joinArgs(user("cezary"), server_->port(),
                         {"--ca-file", server_->caFile().string(), "--register"});
    args[args.size() - 4] = "3";  // --timeout
    const CliRun good = runCli(server_->dir(), "over-tls", args);
    EXPECT_EQ(good.status, 1) << good.err;
    EXPECT_TRUE(contains(good.err, "the game did not end within 3 s")) << good.err;
    EXPECT_FALSE(contains(good.err, "cannot sign in")) << good.err;
}

TEST_F(XmppSecurity, AnUntrustedCertificateIsNamedAndNotRetried) {
    START_SERVER((testing::ServerSetup{testing::ServerSetup::Tls::SelfSigned, false}));
    const std::string expected = "the certificate of localhost is not trusted: self-signed";
    const auto registration = registerAccount(account("dorota", false), 10s);
    ASSERT_TRUE(registration);
    EXPECT_EQ(*registration, expected);
    // Allowing plain text does not let a bad certificate through: TLS is offered, so used.
    for (const bool allowPlainText : {false, true}) {
        const Attempt refused = attempt(account("dorota", allowPlainText), 2500ms);
        EXPECT_FALSE(refused.online);
        ASSERT_TRUE(refused.failure);
        EXPECT_EQ(refused.failure->kind, Kind::Certificate);
        EXPECT_TRUE(refused.failure->final);
        EXPECT_EQ(refused.failure->message, expected);
        EXPECT_EQ(refused.offlineReports, 1) << "tried again";
    }
    const CliRun run =
        runCli(server_->dir(), "self-signed", joinArgs(user("dorota"), server_->port()));
    EXPECT_EQ(run.status, 2) << run.err;
    EXPECT_TRUE(contains(run.err, "net join: cannot sign in as dorota@localhost: " + expected))
        << run.err;
    EXPECT_LT(run.took, 10s);
}

TEST_F(XmppSecurity, ACertificateForAnotherNameOrFromAnUnknownAuthorityIsNamed) {
    START_SERVER((testing::ServerSetup{testing::ServerSetup::Tls::WrongName, false}));
    // The CA trusted (--ca-file): the name is what is wrong.
    const Attempt wrongName = attempt(account("ewa", false, true));
    ASSERT_TRUE(wrongName.failure);
    EXPECT_EQ(wrongName.failure->kind, Kind::Certificate);
    EXPECT_EQ(wrongName.failure->message,
              std::string("the certificate of localhost is not trusted: wrong name (it is for ") +
                  testing::LocalProsody::kWrongName + ")");
    // The CA not trusted: the system knows no authority that issued it.
    const Attempt unknownIssuer = attempt(account("ewa", false, false));
    ASSERT_TRUE(unknownIssuer.failure);
    EXPECT_EQ(unknownIssuer.failure->kind, Kind::Certificate);
    EXPECT_EQ(unknownIssuer.failure->message,
              "the certificate of localhost is not trusted: issued by an authority this system "
              "does not trust");
}

TEST(XmppUnreachable, NoServerIsNamedWithinTenSeconds) {
    const fs::path dir = fs::temp_directory_path();
    const std::string tag = "potega-unreachable-" + std::to_string(::getpid());
    const unsigned short port = testing::freePort();
    const CliRun refused = runCli(dir, tag, joinArgs(user("anna"), port));
    EXPECT_EQ(refused.status, 2) << refused.err;
    EXPECT_TRUE(contains(refused.err,
                         "cannot sign in as anna@localhost: cannot connect to "
                         "127.0.0.1:" +
                             std::to_string(port)))
        << refused.err;
    EXPECT_TRUE(contains(refused.err, "refused")) << refused.err;
    EXPECT_LT(refused.took, 10s);

    auto args = joinArgs(user("anna"), port);
    args[7] = "no-such-server.invalid";  // --server
    const CliRun unknown = runCli(dir, tag, args);
    EXPECT_EQ(unknown.status, 2) << unknown.err;
    EXPECT_TRUE(contains(unknown.err, "cannot find the server no-such-server.invalid"))
        << unknown.err;
    EXPECT_LT(unknown.took, 10s);
    fs::remove(dir / (tag + ".out"));
    fs::remove(dir / (tag + ".err"));
}

// The three accounts of the invitation tests, signed in side by side on one server.
struct HostGuestAndStranger {
    HostGuestAndStranger(const Account& hostAccount, const Account& guestAccount,
                         const Account& strangerAccount)
        : host(hostAccount), guest(guestAccount), stranger(strangerAccount) {}

    void connect() {
        for (Connection* connection : {&host, &guest, &stranger})
            connection->connect();
    }
    // Pumps all three until `done` holds or `timeout` passes; whether it held.
    bool pumpUntil(const std::function<bool()>& done, std::chrono::milliseconds timeout = 10s) {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        while (!done() && std::chrono::steady_clock::now() < deadline) {
            for (Connection* connection : {&host, &guest, &stranger})
                connection->runOnce(5ms);
        }
        return done();
    }
    [[nodiscard]] bool online() const {
        return host.state() == Connection::State::Online &&
               guest.state() == Connection::State::Online &&
               stranger.state() == Connection::State::Online;
    }

    Connection host;
    Connection guest;
    Connection stranger;
};

// A guest waiting for its host's invitation: a stranger's is logged and not followed.
TEST_F(XmppSecurity, AStrangersInvitationIsNotFollowed) {
    START_SERVER({});
    for (const char* name : {"host", "guest", "stranger"})
        ASSERT_FALSE(registerAccount(account(name, true), 10s));
    HostGuestAndStranger people(account("host", true), account("guest", true),
                                account("stranger", true));
    Connection& host = people.host;
    Connection& guest = people.guest;
    Connection& stranger = people.stranger;
    ClientLink link(guest, "guest", std::nullopt, user("host"));
    people.connect();
    const auto pumpUntil = [&](const std::function<bool()>& done) {
        return people.pumpUntil(done);
    };
    ASSERT_TRUE(pumpUntil([&] { return people.online(); }));
    const std::string trap = std::string("trap@") + testing::LocalProsody::kRooms;
    const std::string table = std::string("table@") + testing::LocalProsody::kRooms;
    stranger.invite(user("guest"), trap);
    ASSERT_TRUE(pumpUntil([&] { return !link.log().empty(); }));
    EXPECT_TRUE(contains(link.log().back(), "ignored an invitation to \"" + trap + "\""))
        << link.log().back();
    EXPECT_TRUE(contains(link.log().back(), "not the host")) << link.log().back();
    EXPECT_FALSE(link.room());
    host.invite(user("guest"), table);
    ASSERT_TRUE(pumpUntil([&] { return link.room().has_value(); }));
    EXPECT_EQ(*link.room(), table);
    EXPECT_EQ(link.host(), user("host"));

    // The CLI: the stranger's invitation is logged, and the guest waits on. (This process's
    // guest leaves first, so that the invitations reach the CLI's.)
    guest.disconnect();
    for (int i = 0; i < 20; ++i)
        guest.runOnce(10ms);
    const fs::path err = server_->dir() / "cli-guest.err";
    testing::Process cliGuest(
        {cli(), "net", "join", "--jid", user("guest"), "--password", "pw-secret", "--server",
         "127.0.0.1", "--port", std::to_string(server_->port()), "--allow-plain-text", "--dict",
         POTEGA_TEST_LEXICON, "--host", user("host"), "--timeout", "30"},
        server_->dir() / "cli-guest.out", err);
    // The CLI's account signs in beside this one (another resource): invite until it logs.
    const auto deadline = std::chrono::steady_clock::now() + 15s;
    while (!contains(testing::readText(err), "ignored an invitation") &&
           std::chrono::steady_clock::now() < deadline) {
        stranger.invite(user("guest"), trap);
        for (int i = 0; i < 50; ++i)
            stranger.runOnce(10ms);
    }
    const std::string text = testing::readText(err);
    EXPECT_TRUE(contains(text, "net join: ignored an invitation to \"" + trap + "\"")) << text;
    EXPECT_TRUE(contains(text, "not the host")) << text;
    EXPECT_TRUE(cliGuest.running()) << text;
}

// A guest that named no host (the app's "wait for an invitation") follows no invitation by
// itself: each waits for the person's word. Declined, its sender asks no more; accepted, its
// sender is the host and its room the table.
TEST_F(XmppSecurity, AnInvitationWithoutANamedHostWaitsForThePersonsWord) {
    START_SERVER({});
    for (const char* name : {"host", "guest", "stranger"})
        ASSERT_FALSE(registerAccount(account(name, true), 10s));
    HostGuestAndStranger people(account("host", true), account("guest", true),
                                account("stranger", true));
    Connection& host = people.host;
    Connection& stranger = people.stranger;
    ClientLink link(people.guest, "guest", std::nullopt, std::nullopt);
    link.setAskFirst(true);
    people.connect();
    const auto pumpUntil = [&](const std::function<bool()>& done,
                               std::chrono::milliseconds timeout) {
        return people.pumpUntil(done, timeout);
    };
    ASSERT_TRUE(pumpUntil([&] { return people.online(); }, 10s));
    const std::string trap = std::string("trap@") + testing::LocalProsody::kRooms;
    const std::string table = std::string("table@") + testing::LocalProsody::kRooms;
    stranger.invite(user("guest"), trap);
    ASSERT_TRUE(pumpUntil([&] { return link.pendingInvitation().has_value(); }, 10s));
    EXPECT_EQ(bareJid(link.pendingInvitation()->from), user("stranger"));
    EXPECT_EQ(link.pendingInvitation()->room, trap);
    EXPECT_FALSE(link.room());  // not followed by itself
    link.declineInvitation();
    EXPECT_FALSE(link.pendingInvitation());
    EXPECT_TRUE(contains(link.log().back(), "declined an invitation")) << link.log().back();
    // The stranger insists: no question again.
    stranger.invite(user("guest"), trap);
    EXPECT_FALSE(pumpUntil([&] { return link.pendingInvitation().has_value(); }, 1s));
    host.invite(user("guest"), table);
    ASSERT_TRUE(pumpUntil([&] { return link.pendingInvitation().has_value(); }, 10s));
    EXPECT_EQ(link.pendingInvitation()->room, table);
    link.acceptInvitation();
    EXPECT_EQ(link.room(), std::optional<std::string>(table));
    EXPECT_EQ(link.host(), user("host"));
}

}  // namespace
}  // namespace ps::net::xmpp
