// Whole online games over a real XMPP server: a Prosody of the test's own on 127.0.0.1, the
// CLI's headless host (`net host`) and remote seats (`net join`, bots deciding) as separate
// processes. Every machine ends with the game of the host's record replayed. Faults: a client
// that crashes mid-turn and rejoins, the server restarted mid-game, the host killed and
// resumed from its autosave. Figures (latency, bytes) are printed, never asserted.

#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <thread>
#include <variant>

#include "xmpp_tables.h"

namespace ps::net {
namespace {

using namespace std::chrono_literals;
using engine::io::Json;
namespace fs = std::filesystem;
using namespace xmpp_tests;

// Milliseconds from each decision to its step's arrival at every other machine: a host bot's
// decision counts from the moment the host applied it, a remote seat's from the moment its
// machine sent the answer (the traces share the machine's monotonic clock).
std::vector<double> decisionToArrival(const Table& table) {
    std::map<long long, TraceLine> steps;
    for (const TraceLine& line : readTrace(table.file("host.trace")))
        steps[line.index] = line;
    std::map<std::size_t, std::vector<TraceLine>> clients;
    for (const auto& [seat, jid] : table.remote())
        clients[seat] = readTrace(table.file("p" + std::to_string(seat) + ".trace"));
    const auto arrival = [&](std::size_t seat, long long index) -> std::optional<long long> {
        for (const TraceLine& line : clients[seat]) {
            if (line.what == "event" && line.index == index)
                return line.at;
        }
        return std::nullopt;
    };
    std::vector<double> latencies;
    for (const auto& [index, step] : steps) {
        long long decided = step.at;
        const auto actor = static_cast<std::size_t>(step.actor);
        if (clients.contains(actor)) {
            const auto seen = arrival(actor, index);
            if (!seen)
                continue;
            long long sent = -1;
            for (const TraceLine& line : clients[actor]) {
                if (line.what == "answer" && line.at < *seen)
                    sent = line.at;
            }
            if (sent < 0)
                continue;
            decided = sent;
        }
        for (const auto& [seat, lines] : clients) {
            if (seat == actor)
                continue;
            if (const auto seen = arrival(seat, index))
                latencies.push_back(static_cast<double>(*seen - decided) / 1e6);
        }
    }
    return latencies;
}

double percentile(std::vector<double> values, double share) {
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(share * static_cast<double>(values.size() - 1));
    return values[index];
}

SERVER_TEST(XmppGames, HostAndRemoteSeatsEndWithTheHostsGame) {
    ASSERT_TRUE(server.start()) << server.log();
    struct Setup {
        std::string name;
        std::vector<std::string> seats;
        std::uint64_t seed;
        bool variant;
    };
    // One to three remote seats; seeds not tuned on.
    const std::vector<Setup> setups{
        {"stol-a", {"bot:medium", "remote"}, 31, false},
        {"stol-b", {"remote", "bot:medium", "remote"}, 32, true},
        {"stol-c", {"remote", "remote", "bot:medium", "remote"}, 33, true},
    };
    std::vector<double> latencies;
    for (const Setup& setup : setups) {
        Table table(server, setup.name, setup.seats, setup.seed, setup.variant);
        auto host = table.startHost();
        std::vector<std::unique_ptr<testing::Process>> clients;
        bool viaLink = false;  // by turns: from the link, from the invitation
        for (const auto& [seat, jid] : table.remote()) {
            clients.push_back(table.startClient(seat, viaLink));
            viaLink = !viaLink;
        }
        for (auto& client : clients)
            EXPECT_TRUE(finishes(*client)) << table.diagnostics();
        EXPECT_TRUE(finishes(*host)) << table.diagnostics();
        expectSameGameEverywhere(table);
        // The finished table's room is gone from the server.
        EXPECT_FALSE(roomStillThere(server, table, table.password())) << setup.name;
        const auto report = readJson(table.file("host.out"));
        ASSERT_TRUE(report) << table.diagnostics();
        // Nothing refused but, at most, an answer that crossed its request's withdrawal.
        for (const std::string& line : refusalsIn(report->at("log")))
            EXPECT_NE(line.find("(stale)"), std::string::npos) << line;
        const auto measured = decisionToArrival(table);
        latencies.insert(latencies.end(), measured.begin(), measured.end());
        std::cout << "[ figures  ] " << setup.name << ": " << setup.seats.size() << " seats, "
                  << table.remote().size() << " remote, " << report->at("actions")
                  << " actions; host sent " << report->at("sent").at("messages") << " messages, "
                  << report->at("sent").at("jsonBytes") << " bytes of JSON, "
                  << report->at("sent").at("bytes") << " compressed ("
                  << report->at("stanzaBytesSent") << " as XML text); received "
                  << report->at("received").at("messages") << " messages, "
                  << report->at("received").at("bytes") << " bytes\n";
    }
    std::cout << "[ figures  ] decision to arrival on the other machines: " << latencies.size()
              << " arrivals, median " << percentile(latencies, 0.5) << " ms, p95 "
              << percentile(latencies, 0.95) << " ms, max " << percentile(latencies, 1.0)
              << " ms\n";
}

// The host and three guests started at the same moment, the guests from the room's link (so
// they look for the room before the host has made it), ten times over on one ejabberd with its
// stock shaper: every time, the host makes the room, every guest joins it, and the moves reach
// every guest. (Before guests asked whether the room existed, their joins made it and
// destroyed it again every second, the host's join went unanswered and was never sent again,
// and the table stayed at 0 moves in 3 of 5 tries.)
TEST(XmppGamesEjabberd, TheHostAndThreeGuestsStartingTogetherPlayTenTimesOverRunning) {
    REQUIRE_EJABBERD(binary);
    testing::LocalEjabberd server(*binary);
    ASSERT_TRUE(server.start()) << server.log();
    for (int run = 0; run < 10; ++run) {
        Table table(server, "stol-race" + std::to_string(run),
                    {"bot:medium", "remote", "remote", "remote"}, 60 + run);
        std::vector<std::unique_ptr<testing::Process>> processes;
        processes.push_back(table.startHost());
        for (const auto& [seat, jid] : table.remote())
            processes.push_back(table.startClient(seat, true));
        const auto arrived = [&](std::size_t seat) {
            int events = 0;
            for (const TraceLine& line :
                 readTrace(table.file("p" + std::to_string(seat) + ".trace")))
                events += line.what == "event" ? 1 : 0;
            return events;
        };
        const auto deadline = std::chrono::steady_clock::now() + 90s;
        bool everywhere = false;
        while (!everywhere && std::chrono::steady_clock::now() < deadline) {
            std::this_thread::sleep_for(100ms);
            everywhere = table.hostSteps() >= 6;
            for (const auto& [seat, jid] : table.remote())
                everywhere = everywhere && arrived(seat) >= 6;
        }
        EXPECT_TRUE(everywhere) << "run " << run << ": the host applied " << table.hostSteps()
                                << " steps\n"
                                << table.diagnostics();
        // Killed here (a guest's and the host's end are the other tests' business).
        processes.clear();
        if (run == 0) {
            // A table that did not finish keeps its room (the host may come back).
            EXPECT_TRUE(roomStillThere(server, table, table.password()));
        }
    }
}

// Prosody as it ships (c2s_require_encryption): registration, sign-in and the whole game over
// TLS, with the server's certificate from the test's own CA and no plain text allowed.
TEST(XmppGames, AWholeGameOverTlsWhereTheServerRequiresEncryption) {
    REQUIRE_PROSODY(binary);
    testing::LocalProsody server(*binary, {testing::ServerSetup::Tls::Trusted, true});
    ASSERT_TRUE(server.certificatesMade()) << "openssl could not make the certificates";
    ASSERT_TRUE(server.start()) << server.log();
    Table table(server, "stol-tls", {"bot:medium", "remote", "remote"}, 34);
    table.overTls();
    auto host = table.startHost();
    auto viaInvitation = table.startClient(1, false);
    auto viaLink = table.startClient(2, true);
    EXPECT_TRUE(finishes(*viaInvitation)) << table.diagnostics();
    EXPECT_TRUE(finishes(*viaLink)) << table.diagnostics();
    EXPECT_TRUE(finishes(*host)) << table.diagnostics();
    expectSameGameEverywhere(table);
}

SERVER_TEST(XmppFaults, AClientThatCrashesMidTurnRejoinsAndGetsTheGameAsItIs) {
    ASSERT_TRUE(server.start()) << server.log();
    Table table(server, "stol-crash", {"bot:medium", "remote", "remote"}, 41);
    auto host = table.startHost();
    auto steady = table.startClient(2, false);
    // Seat 1 vanishes without a word when its fifth request arrives: the host still awaits it.
    auto crashing = table.startClient(1, true, {"--crash-at-request", "5"}, "-crashed");
    const auto crashed = crashing->wait(150s);
    ASSERT_TRUE(crashed) << table.diagnostics();
    EXPECT_EQ(*crashed, 75) << table.diagnostics();
    const int stepsAtCrash = table.hostSteps();
    auto rejoined = table.startClient(1, true);
    EXPECT_TRUE(finishes(*rejoined)) << table.diagnostics();
    EXPECT_TRUE(finishes(*steady)) << table.diagnostics();
    EXPECT_TRUE(finishes(*host)) << table.diagnostics();
    EXPECT_GT(table.hostSteps(), stepsAtCrash);
    expectSameGameEverywhere(table);
}

SERVER_TEST(XmppFaults, ACutConnectionAndDuplicatedAnswersChangeNothing) {
    ASSERT_TRUE(server.start()) << server.log();
    Table table(server, "stol-cut", {"remote", "bot:medium", "remote"}, 44);
    auto host = table.startHost();
    // Seat 0 loses its socket mid-turn and comes back by itself; seat 2 sends every answer
    // twice.
    auto cut = table.startClient(0, false, {"--cut-at-request", "4"});
    auto doubled = table.startClient(2, true, {"--send-twice"});
    EXPECT_TRUE(finishes(*cut)) << table.diagnostics();
    EXPECT_TRUE(finishes(*doubled)) << table.diagnostics();
    EXPECT_TRUE(finishes(*host)) << table.diagnostics();
    expectSameGameEverywhere(table);
    const auto report = readJson(table.file("host.out"));
    ASSERT_TRUE(report);
    EXPECT_GT(linesWith(report->at("log"), "(sequence)"), 5)
        << "the copies were not refused as replays";
    EXPECT_NE(testing::readText(table.file("p0.err")).find("losing the connection"),
              std::string::npos);
}

std::vector<engine::Action> recordedActions(const Table& table) {
    const auto record = engine::io::loadRecord(testing::readText(table.file("record.json")));
    return record.ok() ? record.value->actions : std::vector<engine::Action>{};
}

SERVER_TEST(XmppFaults, ACutDuringAHelpNegotiationRejoinsAndTheOfferIsSettledOnce) {
    ASSERT_TRUE(server.start()) << server.log();
    Table table(server, "stol-help", {"bot:medium", "remote", "bot:medium", "remote"}, 45);
    auto host = table.startHost();
    // Seat 1 loses its socket when the first offer about its card awaits its answer; seat 3
    // counters offers it would refuse and loses its socket when it reads that the host applied
    // its first counter (the host's bot's reply, and whatever else was sent, are lost).
    auto offered = table.startClient(1, false, {"--cut-at-offer", "1"});
    auto countering = table.startClient(3, true, {"--haggle", "--cut-after-counter", "1"});
    EXPECT_TRUE(finishes(*offered)) << table.diagnostics();
    EXPECT_TRUE(finishes(*countering)) << table.diagnostics();
    EXPECT_TRUE(finishes(*host)) << table.diagnostics();
    EXPECT_NE(testing::readText(table.file("p1.err"))
                  .find("losing the connection in a help negotiation, an offer to answer"),
              std::string::npos)
        << table.diagnostics();
    EXPECT_NE(testing::readText(table.file("p3.err"))
                  .find("losing the connection in a help negotiation, our counter applied"),
              std::string::npos)
        << table.diagnostics();
    expectSameGameEverywhere(table);
    // Seat 3's counters travelled (the record holds them); below, the host refused nothing but
    // answers that crossed their request's withdrawal: no copy, nothing out of order.
    const std::vector<engine::Action> actions = recordedActions(table);
    int counters = 0;
    for (const engine::Action& action : actions) {
        if (const auto* counter = std::get_if<engine::HelpCounter>(&action))
            counters += counter->by == 3 ? 1 : 0;
    }
    EXPECT_GE(counters, 1);
    // Seat 3 was cut when it read that the host applied its counter: the host's next step
    // (its bot's reply) did not reach seat 3 before the cut; seat 3 still ends with the host's
    // game (above), from the whole table it got after its hello.
    const std::vector<TraceLine> seat3 = readTrace(table.file("p3.trace"));
    const auto cut = std::find_if(seat3.begin(), seat3.end(),
                                  [](const TraceLine& line) { return line.what == "cut"; });
    ASSERT_NE(cut, seat3.end()) << table.diagnostics();
    const auto lastRead = std::find_if(std::make_reverse_iterator(cut), seat3.rend(),
                                       [](const TraceLine& line) { return line.what == "event"; });
    ASSERT_NE(lastRead, seat3.rend());
    // Seat 3 missed nothing before the cut, so its count of steps read is the host's index.
    const auto index = static_cast<std::size_t>(lastRead->index);
    ASSERT_LT(index + 1, actions.size());
    const auto* counter = std::get_if<engine::HelpCounter>(&actions[index]);
    ASSERT_NE(counter, nullptr) << "the last step seat 3 read before its cut is not a counter";
    EXPECT_EQ(counter->by, 3);
    const std::vector<TraceLine> steps = readTrace(table.file("host.trace"));
    const auto reply = std::find_if(steps.begin(), steps.end(), [&](const TraceLine& line) {
        return line.index == static_cast<long long>(index) + 1;
    });
    ASSERT_NE(reply, steps.end());
    EXPECT_NE(reply->actor, 3) << "the step after seat 3's counter is not another seat's reply";
    const auto report = readJson(table.file("host.out"));
    ASSERT_TRUE(report) << table.diagnostics();
    for (const std::string& line : refusalsIn(report->at("log")))
        EXPECT_NE(line.find("(stale)"), std::string::npos) << line;
}

SERVER_TEST(XmppFaults, ACutDuringARemotePersonsOwnOfferRejoinsAndTheOfferIsSettledOnce) {
    ASSERT_TRUE(server.start()) << server.log();
    // Two people on other machines offer help about each other's cards. Seat 0 loses its
    // socket as soon as it reads that the host applied its first offer: seat 1's answer (an
    // acceptance, a refusal, or a counter that waits for seat 0) is decided while seat 0 is
    // away, and seat 0 rejoins to the table as it is.
    Table table(server, "stol-own-offer", {"remote", "remote", "bot:medium"}, 61);
    auto host = table.startHost();
    auto helper = table.startClient(0, false, {"--offer-help", "--cut-after-own-offer", "1"});
    // Seat 1 thinks a while before its words, as a person does, so that seat 0's offers
    // land before the card's turn moves on.
    auto other = table.startClient(1, true, {"--offer-help", "--haggle", "--word-pause", "300"});
    EXPECT_TRUE(finishes(*helper)) << table.diagnostics();
    EXPECT_TRUE(finishes(*other)) << table.diagnostics();
    EXPECT_TRUE(finishes(*host)) << table.diagnostics();
    EXPECT_NE(testing::readText(table.file("p0.err"))
                  .find("losing the connection in a help negotiation, our offer applied"),
              std::string::npos)
        << table.diagnostics();
    expectSameGameEverywhere(table);
    // Both remote people's offers are in the record; each was applied once (the record
    // replays, above), and the host refused nothing but answers that crossed a withdrawal.
    const std::vector<engine::Action> actions = recordedActions(table);
    std::set<engine::PlayerId> helpers;
    for (const engine::Action& action : actions) {
        if (const auto* offer = std::get_if<engine::HelpOffer>(&action))
            helpers.insert(offer->helper);
    }
    EXPECT_TRUE(helpers.contains(0)) << table.diagnostics();
    const auto report = readJson(table.file("host.out"));
    ASSERT_TRUE(report) << table.diagnostics();
    for (const std::string& line : refusalsIn(report->at("log")))
        EXPECT_NE(line.find("(stale)"), std::string::npos) << line;
}

SERVER_TEST(XmppFaults, ForgedReorderedAndMalformedTextsAreRefusedAndEveryoneEndsWithTheHostsGame) {
    ASSERT_TRUE(server.start()) << server.log();
    Table table(server, "stol-forged", {"remote", "bot:medium", "remote"}, 46);
    auto host = table.startHost();
    // Seat 0, a member of the table, sends before every third answer another seat's action,
    // answers to requests it never got, a field naming another seat, broken JSON and an
    // oversized payload. Seat 2 reads every fifth text from the host after the next one, and
    // sends every fifth answer as two copies, the later-numbered one first.
    // Each oversized payload takes a slow server's limit 20 s and more to read (ejabberd's
    // 3000 B/s): there, only every third round of forgeries carries one.
    const std::string oversizedEvery = server.clientRate() < 5000 ? "3" : "1";
    auto forger =
        table.startClient(0, false, {"--forge-every", "3", "--oversized-every", oversizedEvery});
    auto reordered = table.startClient(2, true, {"--reorder-every", "5"});
    EXPECT_TRUE(finishes(*forger)) << table.diagnostics();
    EXPECT_TRUE(finishes(*reordered)) << table.diagnostics();
    EXPECT_TRUE(finishes(*host)) << table.diagnostics();
    expectSameGameEverywhere(table);
    const auto report = readJson(table.file("host.out"));
    const auto forged = readJson(table.file("p0.result.json"));
    const auto swapped = readJson(table.file("p2.result.json"));
    ASSERT_TRUE(report && forged && swapped) << table.diagnostics();
    const Json& faults = forged->at("faults");
    const Json& log = report->at("log");
    ASSERT_GT(faults.at("forgedActions").get<int>(), 2) << table.diagnostics();
    // Every forgery refused: another seat's action as not that seat's (or, when the request it
    // answers was gone meanwhile, as stale), an answer to a request never sent to this seat as
    // another seat's or stale. (Such an answer could only be applied if it named a request then
    // awaited from this very seat: its own decision.) Honest answers are refused as stale at
    // most, when they cross their request's withdrawal.
    const int notYourAction = linesWith(log, "seat 0: refused (not-your-action)");
    EXPECT_GT(notYourAction, 0);
    EXPECT_LE(notYourAction, faults.at("forgedActions").get<int>());
    EXPECT_GE(notYourAction + linesWith(log, "seat 0: refused (stale)") +
                  linesWith(log, "seat 0: refused (not-yours)"),
              faults.at("forgedActions").get<int>() + faults.at("forgedRequests").get<int>());
    EXPECT_EQ(linesWith(log, "seat 0: refused (malformed)"),
              faults.at("forgedFields").get<int>() + faults.at("brokenJson").get<int>());
    EXPECT_EQ(linesWith(report->at("transportLog"), "a game payload of 65537 bytes"),
              faults.at("oversized").get<int>());
    // Nothing forged was applied: no one accepted an offer of seat 0's, which never offers.
    for (const engine::Action& action : recordedActions(table)) {
        if (const auto* accept = std::get_if<engine::HelpAccept>(&action)) {
            EXPECT_NE(accept->helper, 0);
        }
    }
    // The later-numbered copy applied, the earlier one refused as out of order; the host's
    // texts read out of order were refused and the gap they left brought the whole table again.
    const Json& order = swapped->at("faults");
    EXPECT_GT(order.at("reorderedAnswers").get<int>(), 0);
    EXPECT_EQ(linesWith(log, "seat 2: refused (sequence)"),
              order.at("reorderedAnswers").get<int>());
    EXPECT_GT(order.at("heldBack").get<int>(), 0);
    EXPECT_GT(order.at("gaps").get<int>(), 0);
    EXPECT_EQ(linesWith(log, "seat 2: refused (not-your-action)") +
                  linesWith(log, "seat 2: refused (malformed)"),
              0);
}

SERVER_TEST(XmppFaults, TheServerRestartsMidGameAndEveryoneCarriesOn) {
    ASSERT_TRUE(server.start()) << server.log();
    Table table(server, "stol-restart", {"remote", "bot:medium", "remote"}, 42);
    auto host = table.startHost();
    auto first = table.startClient(0, false);
    auto second = table.startClient(2, true);
    const auto deadline = std::chrono::steady_clock::now() + 60s;
    while (table.hostSteps() < 12 && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(20ms);
    ASSERT_GE(table.hostSteps(), 12) << table.diagnostics();
    server.stop();
    const int stepsAtRestart = table.hostSteps();
    ASSERT_TRUE(server.start()) << server.log();
    EXPECT_TRUE(finishes(*first)) << table.diagnostics();
    EXPECT_TRUE(finishes(*second)) << table.diagnostics();
    EXPECT_TRUE(finishes(*host)) << table.diagnostics();
    EXPECT_GT(table.hostSteps(), stepsAtRestart);
    expectSameGameEverywhere(table);
}

SERVER_TEST(XmppFaults, TheHostKilledAndResumedFromItsAutosave) {
    ASSERT_TRUE(server.start()) << server.log();
    Table table(server, "stol-resume", {"bot:medium", "remote", "remote"}, 43, true);
    auto host = table.startHost();
    auto first = table.startClient(1, false);
    auto second = table.startClient(2, true);
    const auto deadline = std::chrono::steady_clock::now() + 60s;
    while (table.hostSteps() < 15 && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(20ms);
    ASSERT_GE(table.hostSteps(), 15) << table.diagnostics();
    host->kill(SIGKILL);
    ASSERT_TRUE(host->wait(10s));
    const auto saved = engine::io::loadRecord(testing::readText(table.file("autosave.json")));
    ASSERT_TRUE(saved.ok()) << saved.error.text();
    EXPECT_FALSE(saved.value->actions.empty());
    auto resumed = table.startHost(true);
    EXPECT_TRUE(finishes(*first)) << table.diagnostics();
    EXPECT_TRUE(finishes(*second)) << table.diagnostics();
    EXPECT_TRUE(finishes(*resumed)) << table.diagnostics();
    expectSameGameEverywhere(table);
    // The resumed game is the saved one carried on: the record starts with the autosave's.
    const auto record = engine::io::loadRecord(testing::readText(table.file("record.json")));
    ASSERT_TRUE(record.ok());
    ASSERT_GE(record.value->actions.size(), saved.value->actions.size());
    EXPECT_TRUE(std::equal(saved.value->actions.begin(), saved.value->actions.end(),
                           record.value->actions.begin()));
}

}  // namespace
}  // namespace ps::net
