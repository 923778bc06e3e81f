#pragma once
// The seats of the keeper's load benchmark (keeper_load_bench.cpp) and the loop that plays them:
// every seat a connection of its own (ClientLink + ClientTable, as the app's guest), each
// table asked for by its first seat (KeeperClient, then a ClientLink on the same connection),
// a bot deciding on each seat's view after a think time; each answer's arrival at every seat
// of its table measured.

#include <algorithm>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <thread>
#include <tuple>
#include <vector>

#include "cli/net_common.h"
#include "keeper/xmpp/keeper_client.h"
#include "keeper_load_figures.h"
#include "net/xmpp/table_links.h"
#include "xmpp_support.h"

namespace ps::keeper_bench {

using namespace std::chrono_literals;
using SteadyClock = std::chrono::steady_clock;

inline constexpr const char* kPassword = "sekret-bench";
// A table whose seats are not all welcomed this long after it was asked for did not start.
inline constexpr auto kStartPatience = 60s;
// A playing table from which no seat heard anything this long has stalled.
inline constexpr auto kStallPatience = 30s;

struct Options {
    int tables = 200;
    int seats = 2;
    int thinkMs = 1000;
    int seconds = 120;
    bool once = false;
    int createAtOnce = 10;
    int idleMs = 2;     // the pause after a turn of the loop that found nothing to do
    bool nagle = true;  // Prosody's stock Nagle's algorithm on its sockets
    std::string level = "easy";
    std::uint64_t seed = 1;
    std::string cli = POTEGA_CLI;
    std::string dictionary = POTEGA_TEST_LEXICON;
};

using RequestKey = std::tuple<int, std::uint64_t, int>;
inline RequestKey keyOf(const net::WireRequest& request) {
    return {static_cast<int>(request.what), request.id, request.about ? *request.about : -1};
}

// An answer sent, and which seats of its table have heard from the keeper since.
struct Pending {
    SteadyClock::time_point sent;
    std::vector<bool> heard;
    bool steady = false;  // sent once every table had started
};

struct Seat {
    int table = 0;
    int index = 0;
    std::string jid;
    std::string nick;
    std::unique_ptr<net::xmpp::Connection> connection;
    std::unique_ptr<keeper::xmpp::KeeperClient> asker;  // the creator's, until `created`
    std::unique_ptr<net::xmpp::ClientLink> link;
    std::optional<net::ClientTable> game;
    std::optional<cli::RemoteSeatBot> bot;
    std::set<RequestKey> answered;
    std::map<RequestKey, int> refused;
    std::size_t refusalsRead = 0;
    std::optional<RequestKey> pondering;
    SteadyClock::time_point decideAt{};
    SteadyClock::time_point replyDue{};
    bool over = false;
};

struct Table {
    enum class Stage { Waiting, Asked, Playing, Failed };
    Stage stage = Stage::Waiting;
    std::string room;
    SteadyClock::time_point askedAt{};
    SteadyClock::time_point heardAt{};
    bool started = false;  // every seat welcomed
    bool startedOnce = false;
    std::vector<Pending> pending;
};

class Run {
  public:
    Run(const Options& options, const dict::Dictionary& dictionary, std::string keeper,
        unsigned short port)
        : o_(options), dictionary_(&dictionary), keeper_(std::move(keeper)), random_(o_.seed) {
        probe_ = std::make_unique<net::xmpp::Connection>(
            net::xmpp::Account{std::string("probe@") + net::testing::LocalServer::kDomain,
                               kPassword, "127.0.0.1", port, true, ""});
        tables_.resize(static_cast<std::size_t>(o_.tables));
        for (int t = 0; t < o_.tables; ++t) {
            for (int s = 0; s < o_.seats; ++s) {
                Seat seat;
                seat.table = t;
                seat.index = s;
                seat.nick = "b" + std::to_string(t) + "s" + std::to_string(s);
                seat.jid = seat.nick + "@" + net::testing::LocalServer::kDomain;
                net::xmpp::Account account{seat.jid, kPassword, "127.0.0.1", port, true, ""};
                seat.connection = std::make_unique<net::xmpp::Connection>(account);
                seats_.push_back(std::move(seat));
            }
        }
    }

    // Every seat's account, by in-band registration, one after another.
    bool registerAll() {
        if (const auto error = net::xmpp::registerAccount(probe_->account(), 20s)) {
            std::cerr << "keeper bench: cannot register the probe: " << *error << "\n";
            return false;
        }
        for (const Seat& seat : seats_) {
            if (const auto error = net::xmpp::registerAccount(seat.connection->account(), 20s)) {
                std::cerr << "keeper bench: cannot register " << seat.jid << ": " << *error << "\n";
                return false;
            }
        }
        return true;
    }

    bool signInAll() {
        for (Seat& seat : seats_)
            seat.connection->connect();
        probe_->connect();
        const auto deadline = SteadyClock::now() + 60s;
        while (SteadyClock::now() < deadline) {
            probe_->runOnce(0ms);
            std::size_t online = probe_->state() == net::xmpp::Connection::State::Online ? 1 : 0;
            for (Seat& seat : seats_) {
                seat.connection->runOnce(0ms);
                online += seat.connection->state() == net::xmpp::Connection::State::Online;
            }
            if (online == seats_.size() + 1)
                return true;
            std::this_thread::sleep_for(1ms);
        }
        std::cerr << "keeper bench: not every seat signed in within 60 s\n";
        return false;
    }

    // One turn of the loop: every connection read once, every seat's turn taken, tables asked
    // for. False when nothing happened (the caller sleeps a moment).
    bool turn() {
        const auto began = SteadyClock::now();
        bool any = false;
        for (Seat& seat : seats_) {
            seat.connection->runOnce(0ms);
            any = handle(seat) || any;
        }
        createTables();
        const auto now = SteadyClock::now();
        probe(now);
        for (std::size_t t = 0; t < tables_.size(); ++t)
            checkTable(static_cast<int>(t), now);
        loopMs.push_back(ms(now - began));
        return any;
    }

    [[nodiscard]] bool allStarted() const { return allStartedAt_.has_value(); }
    [[nodiscard]] bool finished() const {
        return std::all_of(tables_.begin(), tables_.end(), [&](const Table& table) {
            return table.stage == Table::Stage::Failed ||
                   (o_.once && table.startedOnce && table.stage == Table::Stage::Waiting);
        });
    }

    // What is measured, for the report.
    std::vector<double> arrivals;        // ms, every answer's, every seat
    std::vector<double> steadyArrivals;  // of answers sent once every table had started
    std::vector<double> startMs;         // from asking for a table to every seat's welcome
    std::vector<double> loopMs;          // this program's turns of the loop
    std::vector<double> serverMs;        // the server's answers to the probe's questions
    std::size_t answers = 0;
    std::size_t steadyAnswers = 0;
    std::size_t games = 0;
    std::size_t tablesStarted = 0;
    std::size_t notStarted = 0;
    std::size_t keeperRefusals = 0;
    std::size_t unreadTexts = 0;
    std::size_t stalled = 0;
    std::size_t unheard = 0;  // answers some seat never heard after (the table was left)
    std::map<std::string, std::size_t> refusals;
    std::optional<SteadyClock::time_point> firstAskAt;
    std::optional<SteadyClock::time_point> allStartedAt_;

  private:
    static double ms(SteadyClock::duration duration) {
        return std::chrono::duration<double, std::milli>(duration).count();
    }
    Seat& seatOf(int table, int index) {
        return seats_[static_cast<std::size_t>(table * o_.seats + index)];
    }

    // The probe asks the server a question every 250 ms that it answers once it has read what
    // came before (Connection::askCaughtUp): how long a client's stanza waits at the server
    // now. A question unanswered for 3 s counts as answered then.
    void probe(SteadyClock::time_point now) {
        probe_->runOnce(0ms);
        if (probeAskedAt_ && probe_->caughtUp()) {
            serverMs.push_back(ms(now - *probeAskedAt_));
            probeAskedAt_.reset();
        }
        if (!probeAskedAt_ && now >= nextProbe_ &&
            probe_->state() == net::xmpp::Connection::State::Online) {
            probe_->askCaughtUp();
            probeAskedAt_ = now;
            nextProbe_ = now + 250ms;
        }
    }

    void createTables() {
        const auto outstanding =
            static_cast<int>(std::count_if(tables_.begin(), tables_.end(), [](const Table& table) {
                return table.stage == Table::Stage::Asked ||
                       (table.stage == Table::Stage::Playing && !table.started);
            }));
        int room = o_.createAtOnce - outstanding;
        for (std::size_t t = 0; t < tables_.size() && room > 0; ++t) {
            Table& table = tables_[t];
            if (table.stage != Table::Stage::Waiting || (o_.once && table.startedOnce))
                continue;
            Seat& creator = seatOf(static_cast<int>(t), 0);
            creator.asker =
                std::make_unique<keeper::xmpp::KeeperClient>(*creator.connection, keeper_);
            keeper::CreateTable request;
            request.terms.pace = keeper::Pace::Live;
            request.terms.players = o_.seats;
            for (int s = 1; s < o_.seats; ++s)
                request.invited.push_back(seatOf(static_cast<int>(t), s).jid);
            request.name = creator.nick;
            creator.asker->ask(request);
            table.stage = Table::Stage::Asked;
            table.askedAt = SteadyClock::now();
            table.heardAt = table.askedAt;
            if (!firstAskAt)
                firstAskAt = table.askedAt;
            --room;
        }
    }

    // The keeper made the table: every seat joins its room as the app's guest does.
    void joinTable(int t, const std::string& room) {
        Table& table = tables_[static_cast<std::size_t>(t)];
        table.room = room;
        table.stage = Table::Stage::Playing;
        for (int s = 0; s < o_.seats; ++s) {
            Seat& seat = seatOf(t, s);
            seat.link =
                std::make_unique<net::xmpp::ClientLink>(*seat.connection, seat.nick, room, keeper_);
            seat.game.emplace(net::xmpp::tableIdOfRoom(room), seat.nick);
            seat.game->setOwnAddress(seat.connection->boundJid());
        }
    }

    // The game is over at every seat: they leave, and (unless --once) a new table of the same
    // seats is asked for.
    void leaveTable(int t) {
        Table& table = tables_[static_cast<std::size_t>(t)];
        for (const Pending& pending : table.pending)
            unheard += std::count(pending.heard.begin(), pending.heard.end(), false) > 0;
        table.pending.clear();
        for (int s = 0; s < o_.seats; ++s) {
            Seat& seat = seatOf(t, s);
            seat.connection->leaveRoom(table.room);
            seat.link.reset();
            seat.game.reset();
            seat.bot.reset();
            seat.answered.clear();
            seat.refused.clear();
            seat.refusalsRead = 0;
            seat.pondering.reset();
            seat.replyDue = {};
            seat.over = false;
        }
        table.started = false;
        table.stage = Table::Stage::Waiting;
    }

    void checkTable(int t, SteadyClock::time_point now) {
        Table& table = tables_[static_cast<std::size_t>(t)];
        if ((table.stage == Table::Stage::Asked ||
             (table.stage == Table::Stage::Playing && !table.started)) &&
            now - table.askedAt > kStartPatience) {
            std::cerr << "keeper bench: table " << t << " did not start within 60 s\n";
            ++notStarted;
            table.stage = Table::Stage::Failed;
            return;
        }
        if (table.stage == Table::Stage::Playing && table.started &&
            now - table.heardAt > kStallPatience) {
            std::cerr << "keeper bench: table " << t << " (" << table.room
                      << ") stalled: nothing heard for 30 s\n";
            ++stalled;
            table.stage = Table::Stage::Failed;
            return;
        }
        if (table.stage != Table::Stage::Playing)
            return;
        if (!table.started) {
            bool all = true;
            for (int s = 0; s < o_.seats; ++s)
                all = all && seatOf(t, s).game->welcomed();
            if (all) {
                table.started = true;
                startMs.push_back(ms(now - table.askedAt));
                ++tablesStarted;
                if (!table.startedOnce) {
                    table.startedOnce = true;
                    if (std::all_of(tables_.begin(), tables_.end(), [](const Table& each) {
                            return each.startedOnce || each.stage == Table::Stage::Failed;
                        }))
                        allStartedAt_ = now;
                }
            }
        }
        bool over = true;
        for (int s = 0; s < o_.seats; ++s)
            over = over && seatOf(t, s).over;
        if (over) {
            ++games;
            leaveTable(t);
        }
    }

    bool handle(Seat& seat) {
        Table& table = tables_[static_cast<std::size_t>(seat.table)];
        if (seat.asker) {
            for (auto& answer : seat.asker->takeAnswers()) {
                if (const auto* created = std::get_if<keeper::Created>(&answer.message)) {
                    const std::string room = created->table.room;
                    seat.asker.reset();
                    joinTable(seat.table, room);
                    return true;
                }
                if (const auto* refused = std::get_if<keeper::KeeperRefused>(&answer.message)) {
                    std::cerr << "keeper bench: the keeper refused table " << seat.table << ": "
                              << refused->reason << " " << refused->message << "\n";
                    ++keeperRefusals;
                    seat.asker.reset();
                    table.stage = Table::Stage::Failed;
                    return true;
                }
            }
            return false;
        }
        if (!seat.link || !seat.game)
            return false;
        bool any = false;
        if (seat.link->takeHelloDue()) {
            seat.link->send(seat.game->hello());
            any = true;
        }
        auto texts = seat.link->takeReceived();
        if (!texts.empty()) {
            any = true;
            const auto now = SteadyClock::now();
            table.heardAt = now;
            seat.replyDue = {};
            for (Pending& pending : table.pending) {
                const auto index = static_cast<std::size_t>(seat.index);
                if (pending.heard[index])
                    continue;
                pending.heard[index] = true;
                arrivals.push_back(ms(now - pending.sent));
                if (pending.steady)
                    steadyArrivals.push_back(arrivals.back());
            }
            std::erase_if(table.pending, [](const Pending& pending) {
                return std::all_of(pending.heard.begin(), pending.heard.end(),
                                   [](bool heard) { return heard; });
            });
        }
        for (const std::string& text : texts) {
            if (const auto read = seat.game->receive(text); !read.ok) {
                if (unreadTexts++ < 5)
                    std::cerr << "keeper bench: " << seat.jid << " refused a text: " << read.error
                              << "\n";
            }
        }
        readRefusals(seat);
        if (seat.game->takeGap())
            seat.link->send(seat.game->hello());
        if (seat.game->gameOver())
            seat.over = true;
        if (seat.game->welcomed() && !seat.bot)
            seat.bot.emplace(*bots::levelFromId(o_.level), seat.game->welcome()->seat, *dictionary_,
                             o_.seed * 1000 + static_cast<std::uint64_t>(seat.index));
        return decide(seat, table) || any;
    }

    // The keeper judged an answer wrong: the first time, the seat answers again (the bot's
    // fallback); never twice.
    void readRefusals(Seat& seat) {
        const auto& read = seat.game->refusals();
        for (; seat.refusalsRead < read.size(); ++seat.refusalsRead) {
            const net::Refusal& refusal = read[seat.refusalsRead];
            ++refusals[refusal.reason];
            if (refusal.request &&
                (refusal.reason == "engine" || refusal.reason == "no-decision") &&
                ++seat.refused[keyOf(*refusal.request)] == 1)
                seat.answered.erase(keyOf(*refusal.request));
        }
    }

    // The seat's first open request (help offers aside: a person seldom offers, and nothing
    // waits for them) is thought over for the think time, jittered ±50 %, then answered.
    bool decide(Seat& seat, Table& table) {
        const auto now = SteadyClock::now();
        if (seat.over || !seat.bot || !seat.game->view() || now < seat.replyDue)
            return false;
        for (const auto& open : seat.game->open()) {
            if (open.request.what == session::Decision::HelpOffer)
                continue;
            const RequestKey key = keyOf(open.request);
            if (seat.answered.contains(key))
                continue;
            if (seat.pondering != key) {
                seat.pondering = key;
                std::uniform_real_distribution<double> jitter(0.5, 1.5);
                seat.decideAt = now + std::chrono::microseconds(static_cast<long long>(
                                          o_.thinkMs * 1000.0 * jitter(random_)));
            }
            if (now < seat.decideAt)
                return false;
            const session::Answer answer =
                seat.bot->decide(*seat.game->view(), seat.game->welcome()->deck, open.request,
                                 seat.refused.contains(key));
            const std::string text = seat.game->answer(open.request, answer);
            const auto sent = SteadyClock::now();
            seat.link->send(text);
            seat.answered.insert(key);
            seat.pondering.reset();
            seat.replyDue = sent + 5s;
            ++answers;
            table.pending.push_back(
                Pending{sent, std::vector<bool>(static_cast<std::size_t>(o_.seats)), allStarted()});
            steadyAnswers += allStarted();
            return true;
        }
        return false;
    }

    const Options& o_;
    const dict::Dictionary* dictionary_;
    std::string keeper_;
    std::mt19937_64 random_;
    std::vector<Seat> seats_;
    std::vector<Table> tables_;
    std::unique_ptr<net::xmpp::Connection> probe_;
    std::optional<SteadyClock::time_point> probeAskedAt_;
    SteadyClock::time_point nextProbe_{};
};

}  // namespace ps::keeper_bench
