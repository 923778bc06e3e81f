#pragma once
// The XMPP game tests' tables (xmpp_games_test.cpp, xmpp_devices_test.cpp): a host's seats and
// the CLI processes that play them on a private server, the checks that every machine ends with
// the game of the host's record, and SERVER_TEST, which runs one test body on Prosody and on
// ejabberd.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "dictionary/dictionary.h"
#include "engine/io/json_text.h"
#include "engine/io/record.h"
#include "net/seat_view.h"
#include "net/xmpp/connection.h"
#include "session/queries.h"
#include "session/session.h"
#include "xmpp_support.h"

namespace ps::net::xmpp_tests {

using namespace std::chrono_literals;
using engine::io::Json;
namespace fs = std::filesystem;

inline const dict::Dictionary& lexicon() {
    static const dict::Dictionary dictionary = dict::Dictionary::load(POTEGA_TEST_LEXICON);
    return dictionary;
}

// The CLI under test; POTEGA_TEST_CLI names another copy of it (a machine where something
// else stops processes by the CLI's name).
inline std::string cli() {
    const char* other = std::getenv("POTEGA_TEST_CLI");
    return other && *other ? other : POTEGA_CLI;
}

// What the processes of a test (the files `<prefix>…` `.out` and `.err` in `dir`) wrote, each
// cut to `most` bytes: a failure's diagnostics.
inline std::string processOutputs(const fs::path& dir, const std::string& prefix,
                                  std::size_t most) {
    std::string text;
    for (const auto& entry : fs::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        if (name.starts_with(prefix) && (name.ends_with(".err") || name.ends_with(".out")))
            text += "--- " + name + "\n" + testing::readText(entry.path()).substr(0, most);
    }
    return text;
}

// One table: the host's seats ("bot:medium", "remote:NAME") and the processes that play it.
class Table {
  public:
    Table(testing::LocalServer& server, std::string name, std::vector<std::string> seats,
          std::uint64_t seed, bool variant = false)
        : server_(&server), name_(std::move(name)), seed_(seed), variant_(variant) {
        for (std::size_t i = 0; i < seats.size(); ++i) {
            if (seats[i] == "remote") {
                remote_[i] = name_ + "-p" + std::to_string(i) + "@" + testing::LocalServer::kDomain;
                seats_.push_back("remote:" + remote_[i]);
            } else {
                seats_.push_back(seats[i]);
            }
        }
    }

    [[nodiscard]] std::string hostJid() const {
        return name_ + "-host@" + std::string(testing::LocalServer::kDomain);
    }
    [[nodiscard]] std::string password() const { return "sekret-" + name_; }
    [[nodiscard]] std::string room() const { return name_ + "@" + testing::LocalServer::kRooms; }
    [[nodiscard]] fs::path file(const std::string& what) const {
        return server_->dir() / (name_ + "-" + what);
    }
    [[nodiscard]] const std::map<std::size_t, std::string>& remote() const { return remote_; }

    // Every process signs in over TLS, trusting the server's CA (a server with
    // ServerSetup::Tls::Trusted), instead of being allowed plain text.
    void overTls() { security_ = {"--ca-file", server_->caFile().string()}; }

    std::vector<std::string> account(const std::string& command, const std::string& jid) const {
        std::vector<std::string> args = {cli(),
                                         "net",
                                         command,
                                         "--jid",
                                         jid,
                                         "--password",
                                         "sekret-" + name_,
                                         "--server",
                                         "127.0.0.1",
                                         "--port",
                                         std::to_string(server_->port()),
                                         "--register",
                                         "--dict",
                                         POTEGA_TEST_LEXICON,
                                         "--timeout",
                                         "150"};
        args.insert(args.end(), security_.begin(), security_.end());
        return args;
    }

    std::unique_ptr<testing::Process> startHost(bool resume = false) {
        auto args = account("host", name_ + "-host@" + std::string(testing::LocalServer::kDomain));
        for (const std::string& seat : seats_) {
            args.push_back("--seat");
            args.push_back(seat);
        }
        args.insert(args.end(),
                    {"--room", room(), "--seed", std::to_string(seed_), "--record",
                     file("record.json").string(), "--autosave", file("autosave.json").string(),
                     "--trace", file("host.trace").string(), "--linger", "20"});
        if (variant_)
            args.push_back("--variant");
        if (resume)
            args.insert(args.end(), {"--resume", file("autosave.json").string()});
        const std::string run = resume ? "host-resumed" : "host";
        return std::make_unique<testing::Process>(args, file(run + ".out"), file(run + ".err"));
    }

    // `viaLink`: join from the xmpp:…?join link; else wait for the host's invitation.
    std::unique_ptr<testing::Process> startClient(std::size_t seat, bool viaLink,
                                                  std::vector<std::string> extra = {},
                                                  const std::string& run = "") {
        auto args = account("join", remote_.at(seat));
        const std::string tag = "p" + std::to_string(seat) + run;
        args.insert(args.end(), {"--bot", "medium", "--bot-seed", std::to_string(seed_ + seat),
                                 "--result", file(tag + ".result.json").string(), "--trace",
                                 file(tag + ".trace").string()});
        if (viaLink)
            args.insert(args.end(), {"--room", "xmpp:" + room() + "?join"});
        else
            args.insert(args.end(),
                        {"--host", name_ + "-host@" + std::string(testing::LocalServer::kDomain)});
        args.insert(args.end(), extra.begin(), extra.end());
        return std::make_unique<testing::Process>(args, file(tag + ".out"), file(tag + ".err"));
    }

    std::string diagnostics() const { return processOutputs(server_->dir(), name_, 4000); }

    // Steps the host has applied so far (its trace's lines).
    [[nodiscard]] int hostSteps() const {
        const std::string trace = testing::readText(file("host.trace"));
        return static_cast<int>(std::count(trace.begin(), trace.end(), '\n'));
    }

  private:
    testing::LocalServer* server_;
    std::string name_;
    std::uint64_t seed_;
    bool variant_;
    std::vector<std::string> seats_;
    std::map<std::size_t, std::string> remote_;
    std::vector<std::string> security_ = {"--allow-plain-text"};
};

inline std::optional<Json> readJson(const fs::path& path) {
    const auto parsed = engine::io::parseStrictJson(testing::readText(path));
    if (!parsed.ok())
        return std::nullopt;
    return *parsed.value;
}

// The host's record replays to a finished game; its totals are the host's and every client's,
// and each client's last view is the replayed game as its seat sees it.
inline void expectSameGameEverywhere(const Table& table, const std::string& clientRun = "") {
    const auto recordText = testing::readText(table.file("record.json"));
    const auto record = engine::io::loadRecord(recordText);
    ASSERT_TRUE(record.ok()) << record.error.text() << "\n" << table.diagnostics();
    const auto replayed = engine::io::replay(*record.value, lexicon());
    ASSERT_TRUE(replayed.ok());
    ASSERT_EQ(replayed.state.phase, engine::Phase::GameOver);
    const engine::Game game(replayed.state, lexicon());
    const std::vector<int> totals = session::totals(game.scores());
    const auto host = readJson(table.file("host.out"));
    const auto resumed = readJson(table.file("host-resumed.out"));
    ASSERT_TRUE(host || resumed) << "the host wrote no report\n" << table.diagnostics();
    const Json& hostReport = resumed ? *resumed : *host;
    EXPECT_EQ(hostReport.at("totals").get<std::vector<int>>(), totals);
    const std::vector<engine::PlayerId> winners = game.scores().winners;
    EXPECT_EQ(hostReport.at("winners").get<std::vector<engine::PlayerId>>(), winners);
    for (const auto& [seat, jid] : table.remote()) {
        const auto result =
            readJson(table.file("p" + std::to_string(seat) + clientRun + ".result.json"));
        ASSERT_TRUE(result) << "seat " << seat << " wrote no result\n" << table.diagnostics();
        EXPECT_EQ(result->at("totals").get<std::vector<int>>(), totals) << "seat " << seat;
        EXPECT_EQ(result->at("winners").get<std::vector<engine::PlayerId>>(), winners)
            << "seat " << seat;
        const auto id = static_cast<engine::PlayerId>(seat);
        EXPECT_EQ(result->at("view"), viewToJson(viewFor(game, id), replayed.state.deck))
            << "seat " << seat;
    }
}

// The table's room is still on the server, configured: the host's account, joining as a
// guest does (it asks first whether the room exists and is configured), gets in within 4 s.
inline bool roomStillThere(testing::LocalServer& server, const Table& table,
                           const std::string& password) {
    bool inside = false;
    xmpp::Connection::Handlers handlers;
    handlers.occupant = [&](const xmpp::Connection::Occupant& occupant) {
        inside = inside || (occupant.self && occupant.available);
    };
    xmpp::Connection look(
        xmpp::Account{table.hostJid(), password, "127.0.0.1", server.port(), true, ""},
        std::move(handlers));
    look.connect();
    look.joinRoom(table.room(), "look", false);
    const auto deadline = std::chrono::steady_clock::now() + 4s;
    while (!inside && std::chrono::steady_clock::now() < deadline)
        look.runOnce(20ms);
    look.disconnect();
    return inside;
}

inline std::optional<fs::path> prosodyOrSkip() {
    return testing::prosodyBinary();
}

#define REQUIRE_PROSODY(binary)                                                              \
    const auto binary = prosodyOrSkip();                                                     \
    if (!binary)                                                                             \
        GTEST_SKIP() << "prosody is not installed (scripts/setup.sh installs it): the XMPP " \
                        "tests need a local server";

#define REQUIRE_EJABBERD(binary)                                                              \
    const auto binary = testing::ejabberdBinary();                                            \
    if (!binary)                                                                              \
        GTEST_SKIP() << "ejabberd is not installed (scripts/setup.sh installs it): the XMPP " \
                        "tests need a local server";

// A test of the game over a server, run twice: on Prosody as `Suite.Name`, on ejabberd as
// `SuiteEjabberd.Name`, each server with its stock rate limits.
#define SERVER_TEST(Suite, Name)                       \
    void Suite##_##Name(testing::LocalServer& server); \
    TEST(Suite, Name) {                                \
        REQUIRE_PROSODY(binary);                       \
        testing::LocalProsody server(*binary);         \
        Suite##_##Name(server);                        \
    }                                                  \
    TEST(Suite##Ejabberd, Name) {                      \
        REQUIRE_EJABBERD(binary);                      \
        testing::LocalEjabberd server(*binary);        \
        Suite##_##Name(server);                        \
    }                                                  \
    void Suite##_##Name(testing::LocalServer& server)

inline bool finishes(testing::Process& process, int expected = 0) {
    const auto status = process.wait(150s);
    return status && *status == expected;
}

struct TraceLine {
    std::string what;
    long long at = 0;
    long long index = -1;
    long long actor = -1;
};

inline std::vector<TraceLine> readTrace(const fs::path& path) {
    std::vector<TraceLine> lines;
    std::istringstream in(testing::readText(path));
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        TraceLine entry;
        fields >> entry.what >> entry.at >> entry.index >> entry.actor;
        lines.push_back(entry);
    }
    return lines;
}

// The lines of `log` (a host's report) about a message refused or ignored: all but those of a
// seat moving to another machine of its account (a reconnection gets a new resource too).
inline std::vector<std::string> refusalsIn(const Json& log) {
    std::vector<std::string> lines;
    for (const Json& line : log) {
        if (line.get<std::string>().find(": now plays from ") == std::string::npos)
            lines.push_back(line.get<std::string>());
    }
    return lines;
}

// The number of lines of `log` (a host's report) that hold `part`.
inline int linesWith(const Json& log, const std::string& part) {
    int count = 0;
    for (const Json& line : log)
        count += line.get<std::string>().find(part) != std::string::npos ? 1 : 0;
    return count;
}

}  // namespace ps::net::xmpp_tests
