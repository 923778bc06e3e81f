// The table keeper over a real XMPP server (a private Prosody): `net keep` keeping tables that
// `net join` seats play, a keeper killed and started again mid-game, a correspondence game on
// a clock the test moves (days pass in seconds) with its notices arriving as chat messages,
// and an open seat announced in the lobby and taken from there.

#include <gtest/gtest.h>

#include <csignal>

#include "keeper/keeper_messages.h"
#include "keeper/table_store.h"
#include "xmpp_tables.h"

namespace ps::net::xmpp_tests {
namespace {

constexpr std::int64_t kDay = 24 * 3600;

// A keeper process of the test's own, and the players' questions to it.
class KeeperRun {
  public:
    KeeperRun(testing::LocalServer& server, std::string name, bool fakeClock = false)
        : server_(&server), name_(std::move(name)) {
        std::ofstream(file("password")) << "sekret-keeper\n";
        fs::permissions(file("password"), fs::perms::owner_read | fs::perms::owner_write);
        std::ofstream config(file("keeper.conf"));
        config << "# a keeper of the test's own\n"
               << "jid = " << jid() << "\n"
               << "password_file = " << file("password").string() << "\n"
               << "server = 127.0.0.1\nport = " << server.port() << "\n"
               << "allow_plain_text = true\n"
               << "rooms = " << testing::LocalServer::kRooms << "\n"
               << "database = " << file("tables.sqlite").string() << "\n"
               << "lobby = " << lobby() << "\n"
               << "dictionary = " << POTEGA_TEST_LEXICON << "\n"
               << "linger_seconds = 3\n";
        if (fakeClock)
            setClock(1'800'000'000);
        fakeClock_ = fakeClock;
    }

    [[nodiscard]] std::string jid() const {
        return name_ + "-keeper@" + std::string(testing::LocalServer::kDomain);
    }
    [[nodiscard]] std::string lobby() const {
        return name_ + "-lobby@" + std::string(testing::LocalServer::kRooms);
    }
    [[nodiscard]] std::string player(int seat) const {
        return name_ + "-p" + std::to_string(seat) + "@" + testing::LocalServer::kDomain;
    }
    [[nodiscard]] fs::path file(const std::string& what) const {
        return server_->dir() / (name_ + "-" + what);
    }
    void setClock(std::int64_t seconds) {
        std::ofstream(file("clock.new")) << seconds << "\n";
        fs::rename(file("clock.new"), file("clock"));
        now_ = seconds;
    }
    [[nodiscard]] std::int64_t now() const { return now_; }

    // Starts the keeper and waits until it is signed in (its status file says so).
    bool start(const std::string& run = "keeper") {
        fs::remove(file("status.json"));
        std::vector<std::string> args{cli(),
                                      "net",
                                      "keep",
                                      "--config",
                                      file("keeper.conf").string(),
                                      "--register",
                                      "--status",
                                      file("status.json").string()};
        if (fakeClock_)
            args.insert(args.end(), {"--clock-file", file("clock").string()});
        process_ = std::make_unique<testing::Process>(args, file(run + ".out"), file(run + ".err"));
        const auto deadline = std::chrono::steady_clock::now() + 30s;
        while (std::chrono::steady_clock::now() < deadline) {
            if (const auto status = readJson(file("status.json")); status && status->at("online"))
                return true;
            if (!process_->running())
                return false;
            std::this_thread::sleep_for(50ms);
        }
        return false;
    }
    testing::Process& process() { return *process_; }
    std::optional<Json> status() const { return readJson(file("status.json")); }

    // `net VERB` signed in as the seat's account (created first when new).
    std::vector<std::string> asPlayer(int seat, const std::string& verb) const {
        return {cli(),
                "net",
                verb,
                "--jid",
                player(seat),
                "--password",
                "sekret-p",
                "--server",
                "127.0.0.1",
                "--port",
                std::to_string(server_->port()),
                "--allow-plain-text",
                "--register"};
    }

    // `net tables|create|sit` as the seat's account, its answer (JSON); nothing when it failed.
    std::optional<Json> ask(int seat, const std::string& verb, std::vector<std::string> extra) {
        std::vector<std::string> args = asPlayer(seat, verb);
        args.insert(args.end(), {"--keeper", jid(), "--json", "--timeout", "30"});
        args.insert(args.end(), extra.begin(), extra.end());
        const std::string tag = "ask-" + std::to_string(asked_++);
        testing::Process asking(args, file(tag + ".out"), file(tag + ".err"));
        const auto status = asking.wait(60s);
        if (!status || *status != 0) {
            last_ = testing::readText(file(tag + ".err"));
            return std::nullopt;
        }
        return readJson(file(tag + ".out"));
    }
    [[nodiscard]] const std::string& lastError() const { return last_; }

    // A `net join` seat of the keeper's table, a medium bot deciding.
    std::unique_ptr<testing::Process> join(int seat, const std::string& room,
                                           const std::string& run = "") {
        const std::string tag = "p" + std::to_string(seat) + run;
        std::vector<std::string> args = asPlayer(seat, "join");
        args.insert(
            args.end(),
            {"--dict", POTEGA_TEST_LEXICON, "--timeout", "150", "--room", room, "--host", jid(),
             "--bot", "medium", "--bot-seed", std::to_string(seat + 3), "--result",
             file(tag + ".result.json").string(), "--trace", file(tag + ".trace").string()});
        return std::make_unique<testing::Process>(args, file(tag + ".out"), file(tag + ".err"));
    }

    std::string diagnostics() const { return processOutputs(server_->dir(), name_, 3000); }

  private:
    testing::LocalServer* server_;
    std::string name_;
    bool fakeClock_ = false;
    std::int64_t now_ = 0;
    std::unique_ptr<testing::Process> process_;
    int asked_ = 0;
    std::string last_;
};

// The stored game of a finished table: replayed from the keeper's row, each client's result
// holds its totals and its seat's view of it.
void expectKeptGameEverywhere(const KeeperRun& keeper, const std::string& tableId, int seats,
                              const std::string& run = "") {
    keeper::TableStore store(keeper.file("tables.sqlite").string());
    const auto row = store.find(tableId);
    ASSERT_TRUE(row) << keeper.diagnostics();
    EXPECT_TRUE(row->over);
    const auto record = engine::io::loadRecord(row->record);
    ASSERT_TRUE(record.ok()) << record.error.text();
    const auto replayed = engine::io::replay(*record.value, lexicon());
    ASSERT_TRUE(replayed.ok());
    ASSERT_EQ(replayed.state.phase, engine::Phase::GameOver);
    const engine::Game game(replayed.state, lexicon());
    const std::vector<int> totals = session::totals(game.scores());
    for (int seat = 0; seat < seats; ++seat) {
        const auto result =
            readJson(keeper.file("p" + std::to_string(seat) + run + ".result.json"));
        ASSERT_TRUE(result) << "seat " << seat << " wrote no result\n" << keeper.diagnostics();
        EXPECT_EQ(result->at("totals").get<std::vector<int>>(), totals) << "seat " << seat;
        EXPECT_EQ(result->at("view"), viewToJson(viewFor(game, static_cast<engine::PlayerId>(seat)),
                                                 replayed.state.deck))
            << "seat " << seat;
    }
}

int linesIn(const fs::path& path) {
    const std::string text = testing::readText(path);
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

TEST(XmppKeep, AFourSeatTableAtAKeeperIsPlayedToTheEndByCliSeats) {
    REQUIRE_PROSODY(binary);
    testing::LocalProsody server(*binary);
    ASSERT_TRUE(server.start());
    KeeperRun keeper(server, "k4");
    ASSERT_TRUE(keeper.start()) << keeper.diagnostics();
    const auto created = keeper.ask(0, "create",
                                    {"--players", "4", "--invite", keeper.player(1), "--invite",
                                     keeper.player(2), "--invite", keeper.player(3)});
    ASSERT_TRUE(created) << keeper.lastError();
    ASSERT_EQ(created->at("kind"), "created");
    const Json& table = created->at("table");
    EXPECT_TRUE(table.at("started").get<bool>());
    const std::string room = table.at("room");
    std::vector<std::unique_ptr<testing::Process>> seats;
    for (int seat = 0; seat < 4; ++seat)
        seats.push_back(keeper.join(seat, room));
    for (auto& seat : seats)
        ASSERT_TRUE(finishes(*seat)) << keeper.diagnostics();
    const auto listed = keeper.ask(2, "tables", {});
    ASSERT_TRUE(listed) << keeper.lastError();
    ASSERT_EQ(listed->at("tables").size(), 1u);
    EXPECT_TRUE(listed->at("tables")[0].at("over").get<bool>());
    EXPECT_EQ(listed->at("tables")[0].at("yourSeat"), 2);
    keeper.process().kill(SIGTERM);
    EXPECT_EQ(keeper.process().wait(20s), 0) << keeper.diagnostics();
    expectKeptGameEverywhere(keeper, table.at("id"), 4);
}

TEST(XmppKeep, AKeeperKilledMidGameAndStartedAgainLosesNothing) {
    REQUIRE_PROSODY(binary);
    testing::LocalProsody server(*binary);
    ASSERT_TRUE(server.start());
    KeeperRun keeper(server, "kr");
    ASSERT_TRUE(keeper.start()) << keeper.diagnostics();
    const auto created =
        keeper.ask(0, "create",
                   {"--players", "3", "--invite", keeper.player(1), "--invite", keeper.player(2)});
    ASSERT_TRUE(created) << keeper.lastError();
    const std::string id = created->at("table").at("id");
    const std::string room = created->at("table").at("room");
    std::vector<std::unique_ptr<testing::Process>> seats;
    for (int seat = 0; seat < 3; ++seat)
        seats.push_back(keeper.join(seat, room));
    // Some way into the game: every seat has read a dozen steps.
    const auto deadline = std::chrono::steady_clock::now() + 90s;
    while (linesIn(keeper.file("p0.trace")) < 12 && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(50ms);
    ASSERT_GE(linesIn(keeper.file("p0.trace")), 12) << keeper.diagnostics();
    keeper.process().kill(SIGKILL);
    ASSERT_TRUE(keeper.process().wait(5s));
    {
        keeper::TableStore store(keeper.file("tables.sqlite").string());
        ASSERT_TRUE(store.find(id));
        EXPECT_FALSE(store.find(id)->over);
    }
    std::this_thread::sleep_for(1s);
    ASSERT_TRUE(keeper.start("keeper-again")) << keeper.diagnostics();
    for (auto& seat : seats)
        ASSERT_TRUE(finishes(*seat)) << keeper.diagnostics();
    keeper.process().kill(SIGTERM);
    EXPECT_EQ(keeper.process().wait(20s), 0);
    EXPECT_NE(testing::readText(keeper.file("keeper-again.err")).find("1 running again"),
              std::string::npos)
        << keeper.diagnostics();
    expectKeptGameEverywhere(keeper, id, 3);
}

// An account's chat messages (the keeper's notices), as its phone would show them.
class Phone {
  public:
    Phone(testing::LocalServer& server, const std::string& jid) {
        xmpp::Connection::Handlers handlers;
        handlers.direct = [this](const std::string&, const std::string& body) {
            bodies.push_back(body);
        };
        xmpp::Account account{jid, "sekret-p", "127.0.0.1", server.port(), true, ""};
        EXPECT_FALSE(xmpp::registerAccount(account, 10s));
        connection_ = std::make_unique<xmpp::Connection>(account, std::move(handlers));
        connection_->connect();
    }
    // Pumps until a message holding `part` came (true) or `timeout` passed.
    bool waitFor(const std::string& part, std::chrono::milliseconds timeout = 15s) {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        while (std::chrono::steady_clock::now() < deadline) {
            connection_->runOnce(20ms);
            if (count(part) > seen_[part]) {
                seen_[part] = count(part);
                return true;
            }
        }
        return false;
    }
    [[nodiscard]] int count(const std::string& part) const {
        return static_cast<int>(std::count_if(bodies.begin(), bodies.end(), [&](const auto& body) {
            return body.find(part) != std::string::npos;
        }));
    }
    void pump(std::chrono::milliseconds time) {
        const auto deadline = std::chrono::steady_clock::now() + time;
        while (std::chrono::steady_clock::now() < deadline)
            connection_->runOnce(20ms);
    }
    std::vector<std::string> bodies;

  private:
    std::unique_ptr<xmpp::Connection> connection_;
    std::map<std::string, int> seen_;
};

TEST(XmppCorrespond, DaysPassInSecondsSilentPlayersTimeOutAndEveryoneIsToldByChat) {
    REQUIRE_PROSODY(binary);
    testing::LocalProsody server(*binary);
    ASSERT_TRUE(server.start());
    KeeperRun keeper(server, "kc", true);
    Phone anna(server, keeper.player(0));
    Phone ewa(server, keeper.player(1));
    anna.pump(500ms);
    ASSERT_TRUE(keeper.start()) << keeper.diagnostics();
    const auto created = keeper.ask(
        0, "create", {"--correspondence", "--players", "2", "--invite", keeper.player(1)});
    ASSERT_TRUE(created) << keeper.lastError();
    const Json table = created->at("table");
    EXPECT_EQ(table.at("terms").at("decisionSeconds"), kDay);
    const int first = table.at("toMove");
    Phone& mover = first == 0 ? anna : ewa;
    Phone& other = first == 0 ? ewa : anna;
    ASSERT_TRUE(mover.waitFor("twój ruch")) << keeper.diagnostics();
    EXPECT_NE(mover.bodies.back().find("xmpp:" + table.at("room").get<std::string>() + "?join"),
              std::string::npos);
    EXPECT_EQ(other.count("twój ruch"), 0);
    // Nobody plays. Almost a day: nothing; then the day is over and the turn ends.
    keeper.setClock(keeper.now() + kDay - 60);
    other.pump(1s);
    EXPECT_EQ(other.count("twój ruch"), 0);
    keeper.setClock(keeper.now() + 60);
    ASSERT_TRUE(other.waitFor("twój ruch")) << keeper.diagnostics();
    const auto listed = keeper.ask(0, "tables", {});
    ASSERT_TRUE(listed) << keeper.lastError();
    EXPECT_EQ(listed->at("tables")[0].at("toMove"), 1 - first);
    EXPECT_EQ(listed->at("tables")[0].at("deadline"), keeper.now() + kDay);
    // Eleven more days, a turn each: the game ends by timeouts, and both are told.
    for (int day = 0; day < 11; ++day) {
        keeper.setClock(keeper.now() + kDay);
        anna.pump(300ms);
        ewa.pump(300ms);
    }
    EXPECT_TRUE(anna.waitFor("koniec gry")) << keeper.diagnostics();
    EXPECT_TRUE(ewa.waitFor("koniec gry"));
    // The status file is written every 2 s.
    std::optional<Json> status;
    for (int i = 0; i < 50 && !(status && status->at("timeouts") == 12); ++i) {
        std::this_thread::sleep_for(100ms);
        status = keeper.status();
    }
    ASSERT_TRUE(status);
    EXPECT_EQ(status->at("timeouts"), 12);
    EXPECT_EQ(status->at("running"), 0);
    keeper.process().kill(SIGTERM);
    EXPECT_EQ(keeper.process().wait(20s), 0);
}

TEST(XmppLobby, AnOpenSeatIsAnnouncedInTheLobbyAndTakenFromThere) {
    REQUIRE_PROSODY(binary);
    testing::LocalProsody server(*binary);
    ASSERT_TRUE(server.start());
    KeeperRun keeper(server, "kl");
    ASSERT_TRUE(keeper.start()) << keeper.diagnostics();
    const auto created = keeper.ask(0, "create", {"--players", "2", "--listed"});
    ASSERT_TRUE(created) << keeper.lastError();
    const std::string id = created->at("table").at("id");
    EXPECT_FALSE(created->at("table").at("started").get<bool>());
    // Someone looking for a game comes into the lobby and reads what is announced there.
    std::vector<std::string> payloads;
    xmpp::Connection::Handlers handlers;
    handlers.lobby = [&](const std::string&, const std::string&, std::string payload) {
        payloads.push_back(std::move(payload));
    };
    xmpp::Account account{keeper.player(1), "sekret-p", "127.0.0.1", server.port(), true, ""};
    ASSERT_FALSE(xmpp::registerAccount(account, 10s));
    xmpp::Connection looking(account, std::move(handlers));
    looking.connect();
    looking.joinLobby(keeper.lobby(), "ola");
    const auto listedIn = [&](const std::string& payload) {
        const auto read = keeper::readKeeperMessage(payload);
        const auto* tables = read.message ? std::get_if<keeper::Tables>(&*read.message) : nullptr;
        return tables && std::any_of(tables->tables.begin(), tables->tables.end(),
                                     [&](const auto& t) { return t.id == id; });
    };
    auto deadline = std::chrono::steady_clock::now() + 15s;
    while ((payloads.empty() || !listedIn(payloads.back())) &&
           std::chrono::steady_clock::now() < deadline)
        looking.runOnce(20ms);
    ASSERT_FALSE(payloads.empty()) << keeper.diagnostics();
    ASSERT_TRUE(listedIn(payloads.back())) << payloads.back();
    // The seat is taken: the table starts, and the lobby no longer lists it.
    const auto seated = keeper.ask(1, "sit", {"--table", id});
    ASSERT_TRUE(seated) << keeper.lastError();
    EXPECT_EQ(seated->at("table").at("yourSeat"), 1);
    EXPECT_TRUE(seated->at("table").at("started").get<bool>());
    deadline = std::chrono::steady_clock::now() + 15s;
    while (listedIn(payloads.back()) && std::chrono::steady_clock::now() < deadline)
        looking.runOnce(20ms);
    EXPECT_FALSE(listedIn(payloads.back()));
    looking.disconnect();
    // And it is played.
    const std::string room = seated->at("table").at("room");
    auto anna = keeper.join(0, room);
    auto ola = keeper.join(1, room);
    ASSERT_TRUE(finishes(*anna)) << keeper.diagnostics();
    ASSERT_TRUE(finishes(*ola)) << keeper.diagnostics();
    keeper.process().kill(SIGTERM);
    EXPECT_EQ(keeper.process().wait(20s), 0);
    expectKeptGameEverywhere(keeper, id, 2);
}

}  // namespace
}  // namespace ps::net::xmpp_tests
