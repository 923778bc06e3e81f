// `potega-slowa-cli net keep --config FILE`: a table keeper (docs/keeper.md). Signs in as its
// own account, keeps many tables at once (every seat a remote person), their rows in SQLite;
// runs until SIGTERM or SIGINT, after which it sends what waits and signs out. A restart picks
// every unfinished table up again.

#include <csignal>
#include <cstdlib>
#include <fstream>
#include <ostream>

#include "cli/commands.h"
#include "cli/net_common.h"
#include "keeper/keeper.h"
#include "keeper/xmpp/keeper_config.h"
#include "keeper/xmpp/xmpp_network.h"
#include "net/xmpp/table_hub.h"
#include "text/printable.h"

namespace ps::cli {

namespace {

using namespace std::chrono_literals;

volatile std::sig_atomic_t stopRequested = 0;

extern "C" void requestStop(int) {
    stopRequested = 1;
}

// The tests' clock: the seconds since the epoch written in a file, read again at most every
// 50 ms (a test moves days on by rewriting it).
class FileClock final : public keeper::Clock {
  public:
    explicit FileClock(std::string path) : path_(std::move(path)) {}
    [[nodiscard]] std::int64_t now() const override {
        const auto real = std::chrono::steady_clock::now();
        if (real - readAt_ >= 50ms) {
            readAt_ = real;
            std::ifstream in(path_);
            std::int64_t seconds = 0;
            if (in >> seconds && seconds > 0)
                now_ = seconds;
        }
        return now_;
    }

  private:
    std::string path_;
    mutable std::int64_t now_ = 0;
    mutable std::chrono::steady_clock::time_point readAt_{};
};

struct KeepOptions {
    std::string configPath;
    std::optional<std::string> clockFile;
    std::optional<std::string> statusFile;
    bool registerFirst = false;
};

std::optional<int> parseKeepOptions(std::span<const std::string> args, KeepOptions& o,
                                    std::ostream& out, std::ostream& err) {
    auto parser = makeParser("net");
    parser->name("potega-slowa-cli net keep");
    parser->add_option("--config", o.configPath, "the keeper's configuration file")
        ->type_name("FILE")
        ->required();
    parser
        ->add_option("--clock-file", o.clockFile,
                     "tests: the keeper's time is the number of seconds since the epoch written "
                     "in this file (days pass as fast as the test writes)")
        ->type_name("FILE");
    parser
        ->add_option("--status", o.statusFile,
                     "write the keeper's figures here (JSON) every few seconds and at the end")
        ->type_name("FILE");
    parser->add_flag("--register", o.registerFirst,
                     "create the account first by in-band registration (XEP-0077)");
    return parseOptions(*parser, args, out, err);
}

engine::io::Json statusOf(const keeper::Keeper& keeper, const net::xmpp::Connection& connection) {
    const keeper::Keeper::Stats stats = keeper.stats();
    // The connection's traffic: game texts each way and the caught-up questions (one after
    // each flush), which a load test divides by the moves.
    const net::xmpp::Connection::Traffic& traffic = connection.traffic();
    return engine::io::Json{{"online", connection.state() == net::xmpp::Connection::State::Online},
                            {"running", stats.running},
                            {"open", stats.open},
                            {"timeouts", stats.timeouts},
                            {"notices", stats.notices},
                            {"saveFailures", stats.saveFailures},
                            {"textsReceived", traffic.payloadsReceived},
                            {"textsSent", traffic.payloadsSent},
                            {"caughtUpQuestions", traffic.caughtUpQuestions}};
}

void writeStatus(const std::optional<std::string>& path, const engine::io::Json& status) {
    if (!path)
        return;
    std::ofstream(*path + ".new") << status.dump() << "\n";
    std::rename((*path + ".new").c_str(), path->c_str());
}

}  // namespace

int runNetKeep(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    KeepOptions o;
    if (const auto stop = parseKeepOptions(args, o, out, err))
        return *stop;
    const char* environmentPassword = std::getenv("POTEGA_KEEPER_PASSWORD");
    const keeper::xmpp::ReadKeeperFile config = keeper::xmpp::readKeeperFile(
        o.configPath,
        environmentPassword ? std::optional<std::string>(environmentPassword) : std::nullopt);
    if (!config.file) {
        err << "net keep: " << config.error << "\n";
        return kExitUsage;
    }
    for (const std::string& warning : config.warnings)
        err << "net keep: " << warning << "\n";
    const keeper::xmpp::KeeperFile& file = *config.file;
    const auto dictionary = openDictionary(file.dictionary, err);
    if (!dictionary)
        return kExitUsage;
    std::unique_ptr<keeper::TableStore> store;
    try {
        store = std::make_unique<keeper::TableStore>(file.database);
        if (file.databaseLimitMb > 0)
            store->capPages(file.databaseLimitMb * 256);  // 4 KiB pages
    } catch (const keeper::StoreError& error) {
        err << "net keep: " << error.message << "\n";
        return kExitUsage;
    }
    AccountOptions account;
    account.account = file.account;
    account.registerFirst = o.registerFirst;
    account.timeoutSeconds = 60;
    if (const auto stop = prepareAccount("net keep", account, err))
        return *stop;
    keeper::SystemClock systemClock;
    std::optional<FileClock> fileClock;
    if (o.clockFile)
        fileClock.emplace(*o.clockFile);
    const keeper::Clock& clock =
        fileClock ? static_cast<const keeper::Clock&>(*fileClock) : systemClock;

    net::xmpp::Connection connection(account.account);
    net::xmpp::TableHub hub(connection);
    keeper::xmpp::XmppKeeperNetwork network(hub, file.nick, file.lobby);
    keeper::Keeper keeper(*dictionary, *store, network, clock, file.limits);
    connection.connect();
    if (!waitOnline("net keep", connection,
                    std::chrono::steady_clock::now() +
                        std::chrono::seconds(static_cast<long>(account.timeoutSeconds)),
                    err))
        return kExitUsage;
    std::signal(SIGTERM, requestStop);
    std::signal(SIGINT, requestStop);
    const std::size_t restored = keeper.restore();
    network.enterLobby();
    err << "net keep: keeping tables as " << file.account.jid << " (" << restored
        << " running again from " << text::printableText(file.database, text::kEchoedPathBytes)
        << ")\n";
    std::size_t logged = 0;
    auto nextStatus = std::chrono::steady_clock::now();
    auto nextTick = nextStatus;
    bool busy = false;
    while (stopRequested == 0) {
        connection.runOnce(busy ? 0ms : 20ms);
        busy = network.pump(keeper);
        // The clocks count whole seconds: ten ticks a second are enough, and a tick looks at
        // every table (the loop turns for every text that comes).
        if (std::chrono::steady_clock::now() >= nextTick) {
            keeper.tick();
            nextTick = std::chrono::steady_clock::now() + 100ms;
        }
        // What waits for the players goes once the server has read what went before: while it
        // holds this connection back (its rate limit), several syncs join into one text.
        if (keeper.waiting() && connection.caughtUp()) {
            keeper.flush();
            connection.askCaughtUp();
        }
        for (; logged < keeper.log().size(); ++logged)
            err << "net keep: " << keeper.log()[logged] << "\n";
        for (const std::string& line : network.takeLog())
            err << "net keep: " << line << "\n";
        if (std::chrono::steady_clock::now() >= nextStatus) {
            writeStatus(o.statusFile, statusOf(keeper, connection));
            nextStatus = std::chrono::steady_clock::now() + 2s;
        }
    }
    keeper.tick();
    keeper.flush();
    const engine::io::Json status = statusOf(keeper, connection);
    writeStatus(o.statusFile, status);
    signOut(connection);
    err << "net keep: stopped; " << status.dump() << "\n";
    return kExitOk;
}

}  // namespace ps::cli
