// `potega-slowa-cli net join`: a headless remote seat over XMPP. It joins the table's room (from
// a link, or the first invitation), says hello to the host whenever the host appears there, and
// lets a bot decide on what its seat may see. Writes the final scores and its last view. When
// the host says the seat is now played from another machine of the same account, it leaves
// the room and exits with kExitReplaced.

#include <algorithm>
#include <cstdlib>
#include <map>
#include <ostream>
#include <set>
#include <string>
#include <tuple>
#include <variant>
#include <vector>

#include "cli/commands.h"
#include "cli/net_common.h"
#include "engine/io/json_text.h"
#include "files/atomic_file.h"
#include "net/wire_compression.h"
#include "net/xmpp/address.h"
#include "net/xmpp/table_links.h"
#include "text/printable.h"

namespace ps::cli {

namespace {

using namespace std::chrono_literals;
using engine::io::Json;

// The host said this seat is now played from another machine of the account (another XMPP
// resource): this one left the table.
constexpr int kExitReplaced = 3;

struct JoinOptions {
    AccountOptions account;
    std::optional<std::string> room;  // a room or an xmpp:ROOM?join link
    std::optional<std::string> host;
    std::optional<std::string> name;
    std::string level = "medium";
    std::uint64_t botSeed = 1;
    std::optional<std::string> dictPath;
    std::optional<std::string> resultPath;
    std::optional<std::string> tracePath;
    int crashAtRequest = 0;
    int cutAtRequest = 0;
    int cutAtOffer = 0;
    int cutAfterCounter = 0;
    int cutAfterOwnOffer = 0;
    bool sendTwice = false;
    bool haggle = false;
    bool offers = false;
    int wordPauseMs = 0;
    int forgeEvery = 0;
    int oversizedEvery = 1;  // of the forgery rounds, every Nth sends the oversized payload
    int reorderEvery = 0;
};

std::optional<int> parseJoinOptions(std::span<const std::string> args, JoinOptions& o,
                                    std::ostream& out, std::ostream& err) {
    auto parser = makeParser("net");
    parser->name("potega-slowa-cli net join");
    addAccountOptions(*parser, o.account);
    parser
        ->add_option("--room", o.room,
                     "the table's room or its xmpp:ROOM?join link (default: wait for the "
                     "host's invitation)")
        ->type_name("ROOM");
    parser
        ->add_option("--host", o.host,
                     "the host's account: only its invitation is followed (needed without "
                     "--room), only its texts are read (default with --room: the room's owner)")
        ->type_name("JID");
    parser->add_option("--name", o.name, "the name shown at the table (default: the account's)")
        ->type_name("NAME");
    parser
        ->add_option("--bot", o.level, "the bot that decides: random, easy, medium, hard or expert")
        ->type_name("LEVEL");
    parser->add_option("--bot-seed", o.botSeed, "the bot's seed")
        ->type_name("S")
        ->check(seedValue());
    parser->add_option("--dict", o.dictPath, "the compiled dictionary file")->type_name("FILE");
    parser->add_option("--result", o.resultPath, "write the final scores and view here (JSON)")
        ->type_name("FILE");
    parser->add_option("--trace", o.tracePath, "write when each step arrived here")
        ->type_name("FILE");
    parser
        ->add_option("--crash-at-request", o.crashAtRequest,
                     "tests: exit at once, unannounced, when the Nth request arrives")
        ->type_name("N")
        ->check(integerIn(0, 1'000'000));
    parser
        ->add_option("--cut-at-request", o.cutAtRequest,
                     "tests: lose the connection (no goodbye) when the Nth request arrives")
        ->type_name("N")
        ->check(integerIn(0, 1'000'000));
    parser
        ->add_option("--cut-at-offer", o.cutAtOffer,
                     "tests: lose the connection when the Nth offer or counter to answer arrives")
        ->type_name("N")
        ->check(integerIn(0, 1'000'000));
    parser
        ->add_option(
            "--cut-after-counter", o.cutAfterCounter,
            "tests: lose the connection when the host reports this seat's Nth counter-offer "
            "applied (what it sends next is lost)")
        ->type_name("N")
        ->check(integerIn(0, 1'000'000));
    parser
        ->add_option("--cut-after-own-offer", o.cutAfterOwnOffer,
                     "tests: lose the connection when the host reports this seat's Nth help offer "
                     "applied (its answer is decided while this seat is away)")
        ->type_name("N")
        ->check(integerIn(0, 1'000'000));
    parser
        ->add_option("--word-pause", o.wordPauseMs,
                     "think this long (milliseconds) before playing a word, as a person does: "
                     "the others' help offers about the card arrive meanwhile")
        ->type_name("MS")
        ->check(integerIn(0, 60'000));
    parser->add_flag("--offer-help", o.offers,
                     "offer help about other people's cards when the bot has a word for them");
    parser->add_flag("--send-twice", o.sendTwice,
                     "tests: send every answer twice (the host must refuse the copy)");
    parser->add_flag("--haggle", o.haggle,
                     "tests: counter once an offer the bot would refuse (dropping a price card)");
    parser
        ->add_option("--forge-every", o.forgeEvery,
                     "tests: before every Nth answer, send texts the host must refuse: another "
                     "seat's action, answers to requests this seat never got, a field naming "
                     "another seat, broken JSON, an oversized payload")
        ->type_name("N")
        ->check(integerIn(0, 1'000'000));
    parser
        ->add_option("--oversized-every", o.oversizedEvery,
                     "tests: with --forge-every, the oversized payload only in every Nth round "
                     "(a server's rate limit makes each one take many seconds)")
        ->type_name("N")
        ->check(integerIn(1, 1'000'000));
    parser
        ->add_option("--reorder-every", o.reorderEvery,
                     "tests: read every Nth text from the host after the one that follows it, "
                     "and send every Nth answer as two copies, the later-numbered first")
        ->type_name("N")
        ->check(integerIn(0, 1'000'000));
    parser->footer(
        "Exit status: 0 the game ended; 1 it did not end within --timeout; 2 bad arguments, or "
        "signing in failed; 3 the seat is now played from another device of this account (the "
        "host said so), and this one left the table.");
    if (const auto stop = parseOptions(*parser, args, out, err))
        return stop;
    if (o.room) {
        const auto room = net::xmpp::roomFromLink(*o.room);
        if (!room)
            return usageError("net",
                              "--room: not a room or an xmpp:ROOM?join link: " +
                                  net::xmpp::quotedAddress(*o.room),
                              err);
        if (const auto error = addressError("--room", *room, "a room address"))
            return usageError("net", *error, err);
    }
    if (!bots::levelFromId(o.level))
        return usageError("net", "--bot: unknown level " + net::xmpp::quotedAddress(o.level), err);
    if (o.host) {
        if (const auto error = addressError("--host", *o.host))
            return usageError("net", *error, err);
    }
    // Anyone may send an invitation: without a room, only the named host's is followed.
    if (!o.room && !o.host)
        return usageError("net",
                          "without --room, give --host JID: whose invitation to follow (a "
                          "stranger's invitation is ignored)",
                          err);
    return std::nullopt;
}

using RequestKey = std::tuple<int, std::uint64_t, int>;
RequestKey keyOf(const net::WireRequest& request) {
    return {static_cast<int>(request.what), request.id, request.about ? *request.about : -1};
}

// What a test client did on purpose, for the test to compare with the host's refusals.
struct Faults {
    int forgedActions = 0;   // another seat's action answering this seat's request
    int forgedRequests = 0;  // answers to requests never sent to this seat
    int forgedFields = 0;    // a field naming another seat
    int brokenJson = 0;
    int oversized = 0;
    int reorderedAnswers = 0;  // copies numbered earlier, sent after the later one
    int heldBack = 0;          // texts from the host read after the one that followed them
    int gaps = 0;              // hellos said after a gap in the host's numbering
};

Json joinReport(const net::ClientTable& table, const net::xmpp::ClientLink& link,
                const Faults& faults) {
    Json report{{"over", table.gameOver().has_value()}, {"log", link.log()}};
    report["faults"] =
        Json{{"forgedActions", faults.forgedActions}, {"forgedRequests", faults.forgedRequests},
             {"forgedFields", faults.forgedFields},   {"brokenJson", faults.brokenJson},
             {"oversized", faults.oversized},         {"reorderedAnswers", faults.reorderedAnswers},
             {"heldBack", faults.heldBack},           {"gaps", faults.gaps}};
    if (table.gameOver()) {
        report["totals"] = table.gameOver()->totals;
        report["winners"] = table.gameOver()->winners;
    }
    if (table.welcome())
        report["seat"] = table.welcome()->seat;
    if (table.view() && table.welcome())
        report["view"] = net::viewToJson(*table.view(), table.welcome()->deck);
    if (table.replaced())
        report["replacedBy"] = table.replaced()->device;
    report["refusals"] = table.refusals().size();
    return report;
}

bool answeredYesOrNo(const net::WireRequest& request) {
    return request.what == session::Decision::TableVote ||
           request.what == session::Decision::TakeBackConsent;
}

// Texts a machine at the table could send to cheat or by mistake, each of which the host must
// refuse without applying anything: sent over the wire before the honest answer to `request`.
void sendForgeries(net::ClientTable& table, net::xmpp::ClientLink& link,
                   const net::WireRequest& request, const session::Answer& honest, Faults& faults,
                   bool oversized) {
    const engine::PlayerId seat = table.welcome()->seat;
    const auto players = static_cast<engine::PlayerId>(table.welcome()->seats.size());
    const auto other = static_cast<engine::PlayerId>((seat + 1) % players);
    if (!answeredYesOrNo(request)) {
        // Another seat's decision: it accepts an offer of this seat's (refused: not-your-action).
        link.send(table.answer(request, session::Answer(engine::HelpAccept{seat, other, false})));
        ++faults.forgedActions;
    }
    // Requests this seat was never sent: the next ids (another seat's, or none yet). Not for
    // "no offer" about a card: the host drops that unread once the table has moved past the
    // id (it asks nothing), which a slow server makes likely, and it proves nothing.
    const bool noOffer =
        request.what == session::Decision::HelpOffer && !honest.action && !honest.agrees;
    for (std::uint64_t ahead = 1; ahead <= 2 && !noOffer; ++ahead) {
        net::WireRequest elsewhere = request;
        elsewhere.id += ahead;
        link.send(table.answer(elsewhere, honest));
        ++faults.forgedRequests;
    }
    // The honest answer with a field naming another seat (the sender is the transport's to say).
    Json claimed = Json::parse(*net::unpackText(table.answer(request, honest)).text);
    claimed["seat"] = other;
    link.send(net::packText(claimed.dump()));
    ++faults.forgedFields;
    // The honest answer cut short (its compressed stream: refused before any JSON is read).
    const std::string text = table.answer(request, honest);
    link.send(text.substr(0, text.size() / 2));
    ++faults.brokenJson;
    // More than any message may be (refused by the transport before anything reads it).
    if (oversized) {
        link.send(std::string(net::kMaxMessageBytes + 1, ' '));
        ++faults.oversized;
    }
}

}  // namespace

int runNetJoin(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    JoinOptions o;
    if (const auto stop = parseJoinOptions(args, o, out, err))
        return *stop;
    const auto dictionary = openDictionary(o.dictPath, err);
    if (!dictionary)
        return kExitUsage;
    if (const auto stop = prepareAccount("net join", o.account, err))
        return *stop;
    const auto deadline = std::chrono::steady_clock::now() +
                          std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(o.account.timeoutSeconds));
    const std::string account = net::xmpp::bareJid(o.account.account.jid);
    const std::string name =
        o.name.value_or(account.substr(0, account.find('@'))).substr(0, net::kMaxNameBytes);
    net::xmpp::Connection connection(o.account.account);
    std::optional<std::string> room;
    if (o.room)
        room = net::xmpp::roomFromLink(*o.room);
    net::xmpp::ClientLink link(connection, name, room, o.host);
    Faults faults;
    int counters = 0;   // this seat's counter-offers the host applied (--cut-after-counter)
    int offers = 0;     // offers and counters to answer that arrived (--cut-at-offer)
    int ownOffers = 0;  // this seat's help offers the host applied (--cut-after-own-offer)
    int hostTexts = 0;
    int answers = 0;
    bool resyncing = false;           // said hello after a gap; the welcome has not come yet
    std::optional<std::string> held;  // --reorder-every: a text read after the next one
    std::chrono::steady_clock::time_point heldSince;
    connection.connect();
    if (!waitOnline("net join", connection, deadline, err))
        return kExitUsage;
    std::optional<net::ClientTable> table;
    std::optional<RemoteSeatBot> bot;
    std::set<RequestKey> answered;  // since the last welcome
    // When each turn request was first seen (--word-pause).
    std::map<RequestKey, std::chrono::steady_clock::time_point> firstSeen;
    // Refusals per request: after the first, the fallback; after the second, silence (the
    // host's timeout policy then plays for this seat).
    std::map<RequestKey, int> refused;
    Trace trace(o.tracePath);
    const auto cutInNegotiation = [&](std::string_view what) {
        err << "net join: losing the connection in a help negotiation, " << what << " (as asked)\n";
        trace.note("cut");
        connection.dropConnection();
    };
    // Until when to wait for the host's reply to the last answer (the epoch: none awaited).
    std::chrono::steady_clock::time_point replyDue;
    long long events = 0;
    int requests = 0;
    std::size_t logged = 0;
    while (std::chrono::steady_clock::now() < deadline) {
        connection.runOnce(10ms);
        for (; logged < link.log().size(); ++logged)
            err << "net join: " << link.log()[logged] << "\n";
        if (!table && link.room())
            table.emplace(net::xmpp::tableIdOfRoom(*link.room()), name);
        if (table) {
            table->setCompressed(!o.account.uncompressed);
            // A "replaced" naming this address is about this machine before a reconnection.
            table->setOwnAddress(connection.boundJid());
        }
        if (table && link.takeHelloDue())
            link.send(table->hello());
        std::vector<std::string> received;
        for (std::string& text : link.takeReceived()) {
            if (o.reorderEvery > 0 && !held && ++hostTexts % o.reorderEvery == 0) {
                held = std::move(text);
                heldSince = std::chrono::steady_clock::now();
                continue;
            }
            received.push_back(std::move(text));
            if (held) {
                received.push_back(std::move(*held));
                held.reset();
                ++faults.heldBack;
            }
        }
        // Nothing followed it soon: read in order after all (the host may be waiting for us).
        if (held && std::chrono::steady_clock::now() - heldSince > 300ms) {
            received.push_back(std::move(*held));
            held.reset();
        }
        if (!received.empty())
            replyDue = {};
        for (const std::string& text : received) {
            const net::ClientTable::Read read = table->receive(text);
            if (!read.ok) {
                err << "net join: refused a message from the host: " << read.error << "\n";
                continue;
            }
            if (table->replaced())
                break;  // nothing more is read or answered
            // An update carries several parts (several syncs' parts, when the host joined
            // them): the steps and refusals it brought are the last ones the table holds, in
            // order; its requests are the read's own (one may be withdrawn again in the same
            // update).
            const auto count = [&](net::Kind kind) {
                return static_cast<std::size_t>(
                    std::count(read.parts.begin(), read.parts.end(), kind));
            };
            std::size_t stepAt = table->steps().size() - count(net::Kind::Event);
            std::size_t refusalAt = table->refusals().size() - count(net::Kind::Refused);
            std::size_t requestAt = 0;
            bool cut = false;
            for (const net::Kind kind : read.parts) {
                if (kind == net::Kind::Welcome) {
                    resyncing = false;
                    answered.clear();
                    if (!bot)
                        bot.emplace(*bots::levelFromId(o.level), table->welcome()->seat,
                                    *dictionary, o.botSeed, o.haggle, o.offers);
                } else if (kind == net::Kind::Event) {
                    const net::StepView& step = table->steps()[stepAt++];
                    trace.note("event", events++, step.actor);
                    if (step.actor == table->welcome()->seat && step.action &&
                        step.action->value("type", std::string()) == "help-counter" &&
                        ++counters == o.cutAfterCounter) {
                        // What the host sends next (its helper's reply) is lost with the socket.
                        cutInNegotiation("our counter applied, its reply to come");
                        cut = true;
                        break;
                    }
                    if (step.actor == table->welcome()->seat && step.action &&
                        step.action->value("type", std::string()) == "help-offer" &&
                        ++ownOffers == o.cutAfterOwnOffer) {
                        cutInNegotiation("our offer applied, its answer to come");
                        cut = true;
                        break;
                    }
                } else if (kind == net::Kind::Request) {
                    if (++requests == o.crashAtRequest) {
                        err << "net join: crashing at request " << requests << " (as asked)\n";
                        std::_Exit(75);  // no goodbye to anyone: a crash, as the tests want it
                    }
                    if (requests == o.cutAtRequest) {
                        err << "net join: losing the connection at request " << requests
                            << " (as asked)\n";
                        connection.dropConnection();
                    }
                    const net::WireRequest& request = read.requests[requestAt++];
                    const auto& open = table->open();
                    if (std::none_of(open.begin(), open.end(),
                                     [&](const auto& r) { return r.request == request; }))
                        continue;  // withdrawn, or the game ended, in the same update
                    const session::Decision what = request.what;
                    if (what == session::Decision::OfferAnswer ||
                        what == session::Decision::HelpAnswer) {
                        if (++offers == o.cutAtOffer)
                            cutInNegotiation("an offer to answer");
                    }
                } else if (kind == net::Kind::Refused) {
                    // Only the host's judgement of the answer itself calls for another answer.
                    const net::Refusal& refusal = table->refusals()[refusalAt++];
                    if (refusal.request) {
                        const RequestKey key = keyOf(*refusal.request);
                        if ((refusal.reason == "engine" || refusal.reason == "no-decision") &&
                            ++refused[key] == 1)
                            answered.erase(key);
                    }
                }
            }
            if (cut)
                break;
        }
        if (table && table->replaced())
            break;
        if (table && table->takeGap()) {
            ++faults.gaps;
            err << "net join: a gap in the host's numbering: hello again\n";
            link.send(table->hello());
            resyncing = true;
        }
        // After a gap, the end waits for the whole table again: what was missed may be the
        // last view.
        if (table && table->gameOver() && !resyncing)
            break;
        if (!table || !table->view() || !bot)
            continue;
        // The host answers every answer (its consequences, a withdrawal, a refusal): wait for
        // that before the next one, which the first may have made stale.
        if (std::chrono::steady_clock::now() < replyDue)
            continue;
        for (const auto& open : table->open()) {
            const RequestKey key = keyOf(open.request);
            if (answered.contains(key))
                continue;
            if (o.wordPauseMs > 0 && open.request.what == session::Decision::TurnAction &&
                table->view()->phase == engine::Phase::Word) {
                const auto seen = firstSeen.try_emplace(key, std::chrono::steady_clock::now());
                if (std::chrono::steady_clock::now() - seen.first->second <
                    std::chrono::milliseconds(o.wordPauseMs))
                    continue;  // still thinking
            }
            const session::Answer answer = bot->decide(*table->view(), table->welcome()->deck,
                                                       open.request, refused.contains(key));
            answered.insert(key);
            ++answers;
            if (o.forgeEvery > 0 && answers % o.forgeEvery == 0)
                sendForgeries(*table, link, open.request, answer, faults,
                              (answers / o.forgeEvery) % o.oversizedEvery == 1 % o.oversizedEvery);
            trace.note("answer");
            const std::string text = table->answer(open.request, answer);
            if (o.reorderEvery > 0 && answers % o.reorderEvery == 0) {
                link.send(table->answer(open.request, answer));  // numbered after `text`
                ++faults.reorderedAnswers;
            }
            link.send(text);
            if (o.sendTwice)
                link.send(text);
            replyDue = std::chrono::steady_clock::now() + 1s;
            break;  // one at a time: the next request may depend on this answer
        }
    }
    if (!table) {
        err << "net join: no invitation and no room within " << o.account.timeoutSeconds << " s\n";
        signOut(connection);
        return kExitNegative;
    }
    if (table->replaced())
        err << "net join: this seat is now played from another device ("
            << text::printableText(table->replaced()->device, text::kEchoedPathBytes)
            << "); leaving\n";
    const Json report = joinReport(*table, link, faults);
    if (o.resultPath && !files::writeAtomically(*o.resultPath, engine::io::formatJson(report)).ok())
        err << "net join: could not write "
            << text::printableText(*o.resultPath, text::kEchoedPathBytes) << "\n";
    out << engine::io::formatJson(report);
    if (link.room())
        connection.leaveRoom(*link.room());
    signOut(connection);
    if (table->replaced())
        return kExitReplaced;
    if (!table->gameOver()) {
        err << "net join: the game did not end within " << o.account.timeoutSeconds << " s\n";
        return kExitNegative;
    }
    return kExitOk;
}

}  // namespace ps::cli
