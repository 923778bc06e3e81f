// A load benchmark of one table keeper (docs/keeper.md, "Load"): N live tables at one `net
// keep` process on a private Prosody without rate limits, every seat a connection of this
// program, a cheap bot deciding on the seat's view after a think time, as people at their
// screens would (keeper_load_run.h). It measures how long a move takes to arrive — from a
// seat's answer to the keeper's next text on each seat of that table, the mover's included —
// and the keeper's memory per table and CPU time per move, read from /proc. A table that ends
// is followed by a new one of the same seats (unless --once), so N tables stay live for the
// whole run. Prints a table for people and, last, one line of JSON.
//
//   ps_keeper_load_bench [--tables N] [--seats 2..4] [--think-ms MS] [--seconds S] [--once]
//
// Exit status: 0; 1 a table did not start or stalled, the keeper refused a table or died, a
// text did not read; 2 bad arguments; 77 prosody is not installed.

#include <sys/resource.h>

#include <CLI/CLI.hpp>
#include <csignal>
#include <cstdio>
#include <iostream>

#include "dictionary/dictionary.h"
#include "keeper_load_run.h"

namespace ps::keeper_bench {
namespace {

using engine::io::Json;
namespace fs = std::filesystem;

std::optional<Json> readJson(const fs::path& path) {
    const std::string text = net::testing::readText(path);
    if (text.empty())
        return std::nullopt;
    try {
        return Json::parse(text);
    } catch (const Json::exception&) {
        return std::nullopt;
    }
}

// The keeper as its operator runs it: `net keep` with a configuration file, its database and
// status in the server's directory.
class KeeperProcess {
  public:
    KeeperProcess(const Options& o, const net::testing::LocalProsody& server) : dir_(server.dir()) {
        std::ofstream(dir_ / "keeper.password") << "sekret-keeper\n";
        fs::permissions(dir_ / "keeper.password", fs::perms::owner_read | fs::perms::owner_write);
        std::ofstream(dir_ / "keeper.conf")
            << "# the load benchmark's keeper\njid = " << jid()
            << "\npassword_file = " << (dir_ / "keeper.password").string()
            << "\nserver = 127.0.0.1\nport = " << server.port()
            << "\nallow_plain_text = true\nrooms = " << net::testing::LocalServer::kRooms
            << "\ndatabase = " << (dir_ / "tables.sqlite").string()
            << "\ndictionary = " << o.dictionary << "\n";
        process_.emplace(std::vector<std::string>{o.cli, "net", "keep", "--config",
                                                  (dir_ / "keeper.conf").string(), "--register",
                                                  "--status", (dir_ / "keeper.status").string()},
                         dir_ / "keeper.out", dir_ / "keeper.err");
    }
    [[nodiscard]] static std::string jid() {
        return std::string("keeper@") + net::testing::LocalServer::kDomain;
    }
    // Signed in (its status file says so) within 30 s.
    bool waitOnline() {
        const auto deadline = SteadyClock::now() + 30s;
        while (SteadyClock::now() < deadline && alive()) {
            if (const auto s = status(); s && s->value("online", false))
                return true;
            std::this_thread::sleep_for(50ms);
        }
        return false;
    }
    [[nodiscard]] std::optional<Json> status() const { return readJson(dir_ / "keeper.status"); }
    bool alive() { return !process_->wait(0ms); }
    [[nodiscard]] pid_t pid() const { return process_->pid(); }
    // SIGTERM: it sends what waits and signs out. Its exit status.
    std::optional<int> stop() {
        process_->kill(SIGTERM);
        return process_->wait(30s);
    }
    [[nodiscard]] std::string log() const {
        const std::string text = net::testing::readText(dir_ / "keeper.err");
        return text.size() > 4000 ? "…" + text.substr(text.size() - 4000) : text;
    }

  private:
    fs::path dir_;
    std::optional<net::testing::Process> process_;
};

std::string fixed(double value, int digits = 1) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", digits, value);
    return text;
}

std::string spreadLine(const Spread& spread) {
    return std::to_string(spread.count) + " arrivals: p50 " + fixed(spread.p50) + ", p95 " +
           fixed(spread.p95) + ", p99 " + fixed(spread.p99) + ", max " + fixed(spread.max) + " ms";
}

std::string loadText(const std::array<double, 3>& load) {
    return fixed(load[0], 2) + " " + fixed(load[1], 2) + " " + fixed(load[2], 2);
}

// What the run measured besides the seats' own figures (Run).
struct Figures {
    double seconds = 0;
    std::optional<double> allStartedAfter;
    ProcFigures keeperBefore, keeperAfter, prosodyBefore, prosodyAfter;
    std::optional<ProcFigures> keeperStarted;  // once every table had started
    Json statusBefore, statusAfter;            // the keeper's status file
    std::array<double, 3> loadBefore{}, loadAfter{};
    double benchCpu = 0;
    int running = 0;
    std::optional<int> stopped;  // the keeper's exit status
};

// `value` to `digits` decimals, for the JSON line.
double rounded(double value, int digits) {
    const double scale = std::pow(10.0, digits);
    return std::round(value * scale) / scale;
}

// Prints the report for people, then the summary line of JSON; returns the number of errors.
int report(const Options& o, const Run& run, const Figures& f) {
    const Spread all = spreadOf(run.arrivals);
    const Spread steady = spreadOf(run.steadyArrivals);
    const Spread start = spreadOf(run.startMs);
    const Spread loop = spreadOf(run.loopMs);
    const Spread server = spreadOf(run.serverMs);
    const double moves = static_cast<double>(std::max<std::size_t>(run.answers, 1));
    const double keeperCpu = f.keeperAfter.cpuSeconds - f.keeperBefore.cpuSeconds;
    const double prosodyCpu = f.prosodyAfter.cpuSeconds - f.prosodyBefore.cpuSeconds;
    const double perTable =
        f.keeperStarted
            ? static_cast<double>(f.keeperStarted->rssKiB - f.keeperBefore.rssKiB) / o.tables
            : 0;
    const double perTablePeak =
        static_cast<double>(f.keeperAfter.hwmKiB - f.keeperBefore.rssKiB) / o.tables;
    const auto perMove = [&](const char* key) {
        return static_cast<double>(f.statusAfter.value(key, 0) - f.statusBefore.value(key, 0)) /
               moves;
    };
    const int errors =
        static_cast<int>(run.notStarted + run.keeperRefusals + run.unreadTexts + run.stalled) +
        (f.stopped != 0 ? 1 : 0);

    std::cout << "keeper load: " << o.tables << " tables of " << o.seats << " seats, think "
              << o.thinkMs << " ms ±50 %, " << o.level << " bots, seed " << o.seed << ", "
              << fixed(f.seconds) << " s" << (o.once ? ", each table once" : "")
              << (o.nagle ? "" : ", Prosody without Nagle's algorithm") << "\n"
              << "  tables      " << run.tablesStarted
              << " started (asked → every seat welcomed: p50 " << fixed(start.p50, 0) << " ms, max "
              << fixed(start.max, 0) << " ms), "
              << (f.allStartedAfter ? "all " + std::to_string(o.tables) + " after " +
                                          fixed(*f.allStartedAfter) + " s"
                                    : std::string("not all"))
              << "; " << run.games << " games over, " << run.notStarted << " not started, "
              << run.stalled << " stalled\n"
              << "  moves       " << run.answers << " answers, "
              << fixed(static_cast<double>(run.answers) / f.seconds) << " a second\n"
              << "  arrival     all: " << spreadLine(all) << "\n"
              << "              once all had started: " << spreadLine(steady) << "\n"
              << "  server      the probe's question answered: p50 " << fixed(server.p50)
              << ", p95 " << fixed(server.p95) << ", max " << fixed(server.max) << " ms\n"
              << "  keeper      RSS " << f.keeperBefore.rssKiB << " KiB before any table, "
              << (f.keeperStarted ? std::to_string(f.keeperStarted->rssKiB) : "–")
              << " KiB when all had started, " << f.keeperAfter.rssKiB << " KiB at the end (peak "
              << f.keeperAfter.hwmKiB << "): " << fixed(perTable) << " KiB a table at the start, "
              << fixed(perTablePeak) << " at the peak\n"
              << "              CPU " << fixed(keeperCpu, 2) << " s ("
              << fixed(keeperCpu / f.seconds * 100) << " % of a core), "
              << fixed(keeperCpu * 1000 / moves, 2)
              << " ms a move; texts a move: " << fixed(perMove("textsReceived"), 2) << " received, "
              << fixed(perMove("textsSent"), 2) << " sent, "
              << fixed(perMove("caughtUpQuestions"), 2) << " caught-up questions; exit "
              << (f.stopped ? std::to_string(*f.stopped) : "none") << "\n"
              << "  prosody     CPU " << fixed(prosodyCpu, 2) << " s ("
              << fixed(prosodyCpu / f.seconds * 100) << " % of a core), "
              << fixed(prosodyCpu * 1000 / moves, 2) << " ms a move, RSS " << f.prosodyAfter.rssKiB
              << " KiB\n"
              << "  this bench  CPU " << fixed(f.benchCpu, 2) << " s ("
              << fixed(f.benchCpu / f.seconds * 100) << " % of a core); a turn of its loop: p50 "
              << fixed(loop.p50) << ", p95 " << fixed(loop.p95) << ", max " << fixed(loop.max)
              << " ms\n"
              << "  refusals    ";
    for (const auto& [reason, count] : run.refusals)
        std::cout << reason << " " << count << "  ";
    std::cout << (run.refusals.empty() ? "none" : "") << "; unread texts " << run.unreadTexts
              << ", answers some seat never heard after " << run.unheard << "\n"
              << "  load        " << loadText(f.loadBefore) << " before, " << loadText(f.loadAfter)
              << " after\n";

    const Json summary{
        {"tables", o.tables},
        {"seats", o.seats},
        {"thinkMs", o.thinkMs},
        {"level", o.level},
        {"seed", o.seed},
        {"nagle", o.nagle},
        {"seconds", rounded(f.seconds, 1)},
        {"started", run.tablesStarted},
        {"allStartedAfter", f.allStartedAfter ? Json(rounded(*f.allStartedAfter, 1)) : Json()},
        {"notStarted", run.notStarted},
        {"stalled", run.stalled},
        {"games", run.games},
        {"answers", run.answers},
        {"movesPerSecond", rounded(static_cast<double>(run.answers) / f.seconds, 1)},
        {"arrivalMs", spreadJson(all)},
        {"steadyArrivalMs", spreadJson(steady)},
        {"startMs", spreadJson(start)},
        {"serverMs", spreadJson(server)},
        {"keeper",
         {{"rssBeforeKiB", f.keeperBefore.rssKiB},
          {"rssStartedKiB", f.keeperStarted ? f.keeperStarted->rssKiB : 0},
          {"rssEndKiB", f.keeperAfter.rssKiB},
          {"hwmKiB", f.keeperAfter.hwmKiB},
          {"kibPerTable", rounded(perTable, 1)},
          {"kibPerTablePeak", rounded(perTablePeak, 1)},
          {"cpuSeconds", rounded(keeperCpu, 2)},
          {"cpuMsPerMove", rounded(keeperCpu * 1000 / moves, 3)},
          {"textsReceivedPerMove", rounded(perMove("textsReceived"), 2)},
          {"textsSentPerMove", rounded(perMove("textsSent"), 2)},
          {"caughtUpQuestionsPerMove", rounded(perMove("caughtUpQuestions"), 2)},
          {"running", f.running},
          {"exit", f.stopped ? *f.stopped : -2}}},
        {"prosody",
         {{"cpuSeconds", rounded(prosodyCpu, 2)},
          {"cpuMsPerMove", rounded(prosodyCpu * 1000 / moves, 3)},
          {"rssKiB", f.prosodyAfter.rssKiB}}},
        {"bench",
         {{"cpuSeconds", rounded(f.benchCpu, 2)},
          {"idleMs", o.idleMs},
          {"loopMs", spreadJson(loop)}}},
        {"refusals", run.refusals},
        {"unreadTexts", run.unreadTexts},
        {"load", {f.loadBefore, f.loadAfter}},
        {"errors", errors}};
    std::cout << summary.dump() << std::endl;
    return errors;
}

int runBench(const Options& o) {
    const auto binary = net::testing::prosodyBinary();
    if (!binary) {
        std::cerr << "keeper bench: prosody is not installed\n";
        return 77;
    }
    const dict::Dictionary dictionary = dict::Dictionary::load(o.dictionary);
    net::testing::LocalProsody server(
        *binary, net::testing::ServerSetup{.stockLimits = false, .nagle = o.nagle});
    if (!server.start()) {
        std::cerr << "keeper bench: prosody did not start\n" << server.log();
        return 1;
    }
    KeeperProcess keeper(o, server);
    if (!keeper.waitOnline()) {
        std::cerr << "keeper bench: the keeper did not sign in\n" << keeper.log();
        return 1;
    }
    Run run(o, dictionary, KeeperProcess::jid(), server.port());
    const auto registering = SteadyClock::now();
    if (!run.registerAll() || !run.signInAll())
        return 1;
    std::cerr << "keeper bench: " << o.tables * o.seats << " seats registered and signed in in "
              << fixed(std::chrono::duration<double>(SteadyClock::now() - registering).count())
              << " s\n";

    Figures f;
    f.loadBefore = loadAverage();
    f.keeperBefore = procFigures(keeper.pid());
    f.prosodyBefore = procFigures(server.pid());
    f.statusBefore = keeper.status().value_or(Json::object());
    const auto began = SteadyClock::now();
    auto nextProgress = began + 10s;
    std::size_t progressFrom = 0;
    bool keeperDied = false;
    while (!run.finished()) {
        if (!run.turn())
            std::this_thread::sleep_for(std::chrono::milliseconds(o.idleMs));
        const auto now = SteadyClock::now();
        if (run.allStarted() && !f.keeperStarted)
            f.keeperStarted = procFigures(keeper.pid());
        if (now - began >= std::chrono::seconds(o.seconds))
            break;
        if (now >= nextProgress) {
            nextProgress = now + 10s;
            if (!keeper.alive()) {
                keeperDied = true;
                std::cerr << "keeper bench: the keeper died\n" << keeper.log();
                break;
            }
            const Spread window = spreadOf(std::vector<double>(
                run.arrivals.begin() + static_cast<std::ptrdiff_t>(progressFrom),
                run.arrivals.end()));
            progressFrom = run.arrivals.size();
            const auto status = keeper.status();
            std::cerr << "keeper bench: "
                      << std::chrono::duration_cast<std::chrono::seconds>(now - began).count()
                      << " s: " << run.tablesStarted << " tables started, "
                      << (status ? status->value("running", 0) : 0) << " running, " << run.answers
                      << " answers, " << run.games << " games over; last 10 s "
                      << spreadLine(window) << "; keeper " << procFigures(keeper.pid()).rssKiB
                      << " KiB; load " << loadText(loadAverage()) << "\n";
        }
    }
    f.seconds = std::chrono::duration<double>(SteadyClock::now() - began).count();
    if (run.allStartedAt_)
        f.allStartedAfter = std::chrono::duration<double>(*run.allStartedAt_ - began).count();
    f.keeperAfter = procFigures(keeper.pid());
    f.prosodyAfter = procFigures(server.pid());
    f.loadAfter = loadAverage();
    rusage self{};
    ::getrusage(RUSAGE_SELF, &self);
    f.benchCpu = static_cast<double>(self.ru_utime.tv_sec + self.ru_stime.tv_sec) +
                 static_cast<double>(self.ru_utime.tv_usec + self.ru_stime.tv_usec) / 1e6;
    f.running = keeper.status().value_or(Json::object()).value("running", 0);
    f.stopped = keeperDied ? std::optional<int>(-1) : keeper.stop();
    // Written as the keeper stopped: everything it received and sent.
    f.statusAfter = keeper.status().value_or(Json::object());
    const int errors = report(o, run, f);
    if (errors > 0)
        std::cerr << "keeper bench: " << errors << " errors; the keeper's log ends:\n"
                  << keeper.log();
    return errors > 0 ? 1 : 0;
}

}  // namespace
}  // namespace ps::keeper_bench

int main(int argc, char** argv) {
    ps::keeper_bench::Options o;
    CLI::App app{
        "A load benchmark of one table keeper: N live tables at a `net keep` process on "
        "a private Prosody without rate limits, every seat a bot of this program that "
        "thinks before each move; move arrival, the keeper's memory per table and CPU "
        "time per move (docs/keeper.md, \"Load\")."};
    app.add_option("--tables", o.tables, "live tables (default 200)")->check(CLI::Range(1, 5000));
    app.add_option("--seats", o.seats, "seats a table (default 2)")->check(CLI::Range(2, 4));
    app.add_option("--think-ms", o.thinkMs,
                   "how long a seat thinks before each answer, jittered ±50 % (default 1000)")
        ->check(CLI::Range(0, 600'000));
    app.add_option("--seconds", o.seconds, "how long to play (default 120)")
        ->check(CLI::Range(1, 86'400));
    app.add_flag("--once", o.once, "play each table once (the run ends when every game has)");
    app.add_option("--create-at-once", o.createAtOnce,
                   "tables asked for and not yet started at any moment (default 10)")
        ->check(CLI::Range(1, 5000));
    app.add_option("--idle-ms", o.idleMs,
                   "the pause after a turn of this program's loop that found nothing to do: "
                   "longer spends less CPU on reading every connection, shorter measures closer "
                   "(default 2)")
        ->check(CLI::Range(0, 100));
    app.add_flag("!--no-nagle", o.nagle,
                 "Prosody without Nagle's algorithm (network_settings = { nagle = false })");
    app.add_option("--level", o.level, "the seats' bot: random, easy, medium… (default easy)");
    app.add_option("--seed", o.seed, "the bots' seeds and the think times' (default 1)");
    app.add_option("--cli", o.cli, "the potega-slowa-cli that runs the keeper");
    app.add_option("--dict", o.dictionary, "the compiled dictionary (keeper and bots)");
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return app.exit(error) == 0 ? 0 : 2;
    }
    if (!ps::bots::levelFromId(o.level)) {
        std::cerr << "keeper bench: --level: unknown level " << o.level << "\n";
        return 2;
    }
    return ps::keeper_bench::runBench(o);
}
