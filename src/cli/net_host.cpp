// `potega-slowa-cli net host`: a headless host over XMPP. The session is the referee; bots
// decide for the local seats; remote seats are accounts invited to the table's room and answer
// through HostTable. Prints the final scores (JSON) and writes the record.

#include <algorithm>
#include <ostream>
#include <thread>

#include "cli/commands.h"
#include "cli/net_common.h"
#include "engine/io/record.h"
#include "engine/io/report_json.h"
#include "engine/io/standard_deck.h"
#include "files/atomic_file.h"
#include "net/host_table.h"
#include "net/xmpp/address.h"
#include "net/xmpp/table_links.h"
#include "session/driver.h"
#include "session/queries.h"
#include "text/printable.h"

namespace ps::cli {

namespace {

using namespace std::chrono_literals;
using engine::io::Json;

struct HostOptions {
    AccountOptions account;
    std::string room;
    std::vector<std::string> seats;  // "bot:LEVEL" or "remote:JID", in seat order
    std::uint64_t seed = 1;
    bool variant = false;
    std::optional<std::string> dictPath;
    std::optional<std::string> recordPath;
    std::optional<std::string> autosavePath;
    std::optional<std::string> resumePath;
    std::optional<std::string> tracePath;
    double lingerSeconds = 10;
};

struct SeatPlan {
    session::Seats seats;
    std::vector<std::string> names;
    std::map<engine::PlayerId, std::string> remote;  // seat → account
    std::map<engine::PlayerId, bots::Level> bots;
};

std::optional<SeatPlan> planSeats(const std::vector<std::string>& specs, std::ostream& err) {
    SeatPlan plan;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const std::string& spec = specs[i];
        const auto seat = static_cast<engine::PlayerId>(i);
        if (spec.starts_with("remote:")) {
            const std::string jid = spec.substr(7);
            if (const auto error = addressError("--seat remote:JID", jid)) {
                err << "net host: " << *error << "\n";
                return std::nullopt;
            }
            plan.seats.push_back(session::Seat::person());
            plan.names.push_back(jid.substr(0, jid.find('@')).substr(0, net::kMaxNameBytes));
            plan.remote[seat] = jid;
        } else if (spec.starts_with("bot:")) {
            const auto level = bots::levelFromId(spec.substr(4));
            if (!level) {
                err << "net host: --seat " << net::xmpp::quotedAddress(spec)
                    << ": unknown bot level (random, easy, medium, hard, expert)\n";
                return std::nullopt;
            }
            plan.seats.push_back(session::Seat::computer(*level));
            plan.names.push_back("bot " + std::to_string(i + 1));
            plan.bots[seat] = *level;
        } else {
            err << "net host: --seat " << net::xmpp::quotedAddress(spec)
                << ": expected bot:LEVEL or remote:JID\n";
            return std::nullopt;
        }
    }
    if (plan.seats.size() < static_cast<std::size_t>(engine::kMinPlayers) ||
        plan.seats.size() > static_cast<std::size_t>(engine::kMaxPlayers)) {
        err << "net host: give " << engine::kMinPlayers << " to " << engine::kMaxPlayers
            << " seats (--seat), not " << plan.seats.size() << "\n";
        return std::nullopt;
    }
    if (plan.remote.empty()) {
        err << "net host: no remote seat: use `tournament` for bots only\n";
        return std::nullopt;
    }
    return plan;
}

std::optional<int> parseHostOptions(std::span<const std::string> args, HostOptions& o,
                                    std::ostream& out, std::ostream& err) {
    auto parser = makeParser("net");
    parser->name("potega-slowa-cli net host");
    addAccountOptions(*parser, o.account);
    parser->add_option("--room", o.room, "the table's room (room@conference.server)")
        ->type_name("ROOM")
        ->required();
    parser->add_option("--seat", o.seats, "a seat, in order: bot:LEVEL or remote:JID")
        ->type_name("SEAT")
        ->required();
    parser->add_option("--seed", o.seed, "the deal's seed")->type_name("S")->check(seedValue());
    parser->add_flag("--variant", o.variant, "the black-card variant");
    parser->add_option("--dict", o.dictPath, "the compiled dictionary file")->type_name("FILE");
    parser->add_option("--record", o.recordPath, "write the game's record here at the end")
        ->type_name("FILE");
    parser->add_option("--autosave", o.autosavePath, "write the record here after every step")
        ->type_name("FILE");
    parser->add_option("--resume", o.resumePath, "resume the game of this record (an autosave)")
        ->type_name("FILE");
    parser->add_option("--trace", o.tracePath, "write when each step was applied here")
        ->type_name("FILE");
    parser
        ->add_option("--linger", o.lingerSeconds,
                     "after the end, wait this long for the remote seats to leave")
        ->type_name("SECONDS")
        ->check(numberIn(0, 3600));
    if (const auto stop = parseOptions(*parser, args, out, err))
        return stop;
    const auto room = net::xmpp::roomFromLink(o.room);
    if (!room)
        return usageError("net",
                          "--room: not a room address (room@conference.server): " +
                              net::xmpp::quotedAddress(o.room),
                          err);
    if (const auto error = addressError("--room", *room, "a room address"))
        return usageError("net", *error, err);
    o.room = *room;
    return std::nullopt;
}

// The session: a new deal, or the autosave's game.
std::unique_ptr<session::Session> openSession(const HostOptions& o, const SeatPlan& plan,
                                              const dict::Dictionary& dictionary,
                                              std::ostream& err) {
    try {
        if (o.resumePath) {
            const auto text = readInputFile(*o.resumePath, "net host", err);
            if (!text)
                return nullptr;
            const auto record = engine::io::loadRecord(*text);
            if (!record.ok()) {
                err << "net host: " << text::printableText(*o.resumePath, text::kEchoedPathBytes)
                    << ": " << record.error.text() << "\n";
                return nullptr;
            }
            return std::make_unique<session::Session>(*record.value, dictionary, plan.seats);
        }
        engine::GameOptions options;
        options.players = static_cast<int>(plan.seats.size());
        options.seed = o.seed;
        options.blackCardVariant = o.variant;
        return std::make_unique<session::Session>(options, engine::io::standardDeck(), dictionary,
                                                  plan.seats);
    } catch (const std::exception& e) {
        err << "net host: " << e.what() << "\n";
        return nullptr;
    }
}

void saveRecord(const session::Session& session, const std::string& path, std::ostream& err) {
    const auto record = session.record();
    if (!record)
        return;
    if (!files::writeAtomically(path, engine::io::writeRecord(*record)).ok())
        err << "net host: could not write " << text::printableText(path, text::kEchoedPathBytes)
            << "\n";
}

Json hostReport(const session::Session& session, const net::HostTable& table,
                const net::xmpp::HostLink& link, const net::xmpp::Connection& connection) {
    // The engine's winners, as the remote seats are told them: ties on the total are broken by
    // the cards captured.
    const engine::Scores scores = session.game().scores();
    const auto totals = session::totals(scores);
    const auto& traffic = table.traffic();
    // "bytes": the texts as they travel (compressed); "jsonBytes": the JSON they carry.
    const Json sent{{"messages", traffic.messagesSent},
                    {"syncs", traffic.syncs},
                    {"bytes", traffic.bytesSent},
                    {"jsonBytes", traffic.jsonBytesSent}};
    const Json received{{"messages", traffic.messagesReceived},
                        {"bytes", traffic.bytesReceived},
                        {"jsonBytes", traffic.jsonBytesReceived}};
    return Json{{"over", session.game().isOver()},
                {"totals", totals},
                {"winners", scores.winners},
                {"actions", session.history() ? session.history()->size() : 0},
                {"sent", sent},
                {"received", received},
                {"refused", traffic.refused},
                {"stanzaBytesSent", connection.traffic().stanzaBytesSent},
                {"caughtUpQuestions", connection.traffic().caughtUpQuestions},
                {"caughtUpBytesSent", connection.traffic().caughtUpBytesSent},
                {"log", table.log()},
                {"transportLog", link.log()}};
}

}  // namespace

int runNetHost(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    HostOptions o;
    if (const auto stop = parseHostOptions(args, o, out, err))
        return *stop;
    const auto plan = planSeats(o.seats, err);
    if (!plan)
        return kExitUsage;
    const auto dictionary = openDictionary(o.dictPath, err);
    if (!dictionary)
        return kExitUsage;
    auto session = openSession(o, *plan, *dictionary, err);
    if (!session)
        return kExitUsage;
    if (const auto stop = prepareAccount("net host", o.account, err))
        return *stop;
    const auto deadline = std::chrono::steady_clock::now() +
                          std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(o.account.timeoutSeconds));
    net::xmpp::Connection connection(o.account.account);
    net::xmpp::HostLink link(connection, o.room, "host", plan->remote);
    connection.connect();
    if (!waitOnline("net host", connection, deadline, err))
        return kExitUsage;
    link.open();
    std::set<engine::PlayerId> remoteSeats;
    for (const auto& [seat, jid] : plan->remote)
        remoteSeats.insert(seat);
    net::HostTable table(*session, net::xmpp::tableIdOfRoom(o.room), plan->names, remoteSeats,
                         link);
    table.setCompressed(!o.account.uncompressed);
    // Each seat's texts wait while the server has not read what this connection sent before
    // (its rate limit holds it back): then several syncs go as one text, in one stanza.
    table.setBatching(true);
    Trace trace(o.tracePath);
    long long steps = 0;
    table.setObserver([&](const session::Step& step) { trace.note("step", steps++, step.actor); });
    std::map<engine::PlayerId, std::unique_ptr<bots::Bot>> bots;
    for (const auto& [seat, level] : plan->bots)
        bots[seat] = bots::makeBot(level, seat, bots::Vocabulary{dictionary.get(), nullptr},
                                   o.seed * 7919 + seat);
    err << "net host: table " << table.tableId() << " at " << net::xmpp::joinLink(o.room) << "\n";
    std::size_t logged = 0;
    std::size_t saved = session->history() ? session->history()->size() : 0;
    // Play until the end; then linger until every remote seat left the room.
    std::optional<std::chrono::steady_clock::time_point> endedAt;
    auto nextInvitation = std::chrono::steady_clock::now() + 3s;
    bool busy = false;  // a bot just decided: look at the network without waiting
    while (std::chrono::steady_clock::now() < deadline) {
        connection.runOnce(busy ? 0ms : 10ms);
        busy = false;
        for (const net::xmpp::HostLink::Received& received : link.takeReceived())
            table.receive(received.seat, received.text, received.from);
        for (; logged < link.log().size(); ++logged)
            err << "net host: " << link.log()[logged] << "\n";
        const bool everyoneJoined = std::all_of(remoteSeats.begin(), remoteSeats.end(),
                                                [&](auto seat) { return table.joined(seat); });
        if (!everyoneJoined && std::chrono::steady_clock::now() >= nextInvitation) {
            link.inviteAbsent();
            nextInvitation = std::chrono::steady_clock::now() + 3s;
        }
        if (!session->game().isOver() && everyoneJoined) {
            const auto awaited = session->awaited();
            if (!awaited.empty() && bots.contains(awaited.front().seat)) {
                try {
                    session::decideAndSubmit(*session, awaited.front(),
                                             *bots.at(awaited.front().seat));
                } catch (const std::runtime_error& e) {
                    // A bot without a move: the timeout policy plays for it, as the app does.
                    err << "net host: " << e.what() << "\n";
                    session->playForTimeout();
                }
                table.sync();
                busy = true;
            }
        }
        if (table.waiting() && connection.caughtUp()) {
            table.flush();
            connection.askCaughtUp();
        }
        if (o.autosavePath && session->history() && session->history()->size() != saved) {
            saved = session->history()->size();
            saveRecord(*session, *o.autosavePath, err);
        }
        if (session->game().isOver()) {
            if (!endedAt)
                endedAt = std::chrono::steady_clock::now();
            const bool allGone = std::all_of(remoteSeats.begin(), remoteSeats.end(),
                                             [&](auto seat) { return link.away(seat); });
            if (allGone || std::chrono::steady_clock::now() - *endedAt >
                               std::chrono::duration<double>(o.lingerSeconds))
                break;
        }
    }
    table.flush();
    if (o.recordPath)
        saveRecord(*session, *o.recordPath, err);
    if (session->game().isOver())
        link.close();  // a finished table's room goes (signOut sends it on its way)
    out << engine::io::formatJson(hostReport(*session, table, link, connection));
    signOut(connection);
    if (!session->game().isOver()) {
        err << "net host: the game did not end within " << o.account.timeoutSeconds << " s\n";
        return kExitNegative;
    }
    return kExitOk;
}

}  // namespace ps::cli
