// One person's account at one seat from two machines over a real XMPP server (Prosody and
// ejabberd): the second `net join` of the account sits at the seat while the first still plays
// there; the host tells the first, which leaves at once with its own exit status, and the
// second plays the game to its end.

#include <gtest/gtest.h>

#include <chrono>
#include <iostream>
#include <thread>

#include "xmpp_tables.h"

namespace ps::net {
namespace {

using namespace xmpp_tests;

// `net join`'s exit status when the host said the seat is now played from another device.
constexpr int kExitReplaced = 3;

// The "event" lines of a client's trace: the steps it read.
int stepsRead(const Table& table, const std::string& tag) {
    int events = 0;
    for (const TraceLine& line : readTrace(table.file(tag + ".trace")))
        events += line.what == "event" ? 1 : 0;
    return events;
}

SERVER_TEST(XmppFaults, ASecondDeviceOfTheAccountTakesTheSeatAndTheFirstLeavesAtOnce) {
    ASSERT_TRUE(server.start()) << server.log();
    Table table(server, "stol-devices", {"bot:medium", "remote"}, 47);
    auto host = table.startHost();
    // The first device thinks a second before its words, so that the game is still on when
    // the second device comes.
    auto first = table.startClient(1, true, {"--word-pause", "1000"}, "-first");
    const auto playing = std::chrono::steady_clock::now() + 90s;
    while (stepsRead(table, "p1-first") < 4 && std::chrono::steady_clock::now() < playing)
        std::this_thread::sleep_for(100ms);
    ASSERT_GE(stepsRead(table, "p1-first"), 4) << table.diagnostics();
    ASSERT_FALSE(first->wait(0s)) << "the first device stopped early\n" << table.diagnostics();
    // The same account from another process: another resource, the same seat.
    const auto secondStarted = std::chrono::steady_clock::now();
    auto second = table.startClient(1, true);
    const auto left = first->wait(60s);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - secondStarted).count();
    ASSERT_TRUE(left) << "the first device did not leave\n" << table.diagnostics();
    EXPECT_EQ(*left, kExitReplaced) << table.diagnostics();
    // Told as soon as the second said hello: seconds, not the first's 150 s timeout.
    EXPECT_LT(seconds, 20.0) << table.diagnostics();
    std::cout << "[ figures  ] the first device left " << seconds
              << " s after the second was started\n";
    const std::string said = testing::readText(table.file("p1-first.err"));
    const std::string line =
        "net join: this seat is now played from another device (" + table.remote().at(1) + "/";
    EXPECT_NE(said.find(line), std::string::npos) << said;
    EXPECT_NE(said.find("); leaving\n"), std::string::npos) << said;
    const auto firstReport = readJson(table.file("p1-first.result.json"));
    ASSERT_TRUE(firstReport) << table.diagnostics();
    EXPECT_FALSE(firstReport->at("over").get<bool>());
    EXPECT_TRUE(
        firstReport->at("replacedBy").get<std::string>().starts_with(table.remote().at(1) + "/"));

    EXPECT_TRUE(finishes(*second)) << table.diagnostics();
    EXPECT_TRUE(finishes(*host)) << table.diagnostics();
    expectSameGameEverywhere(table);  // the second device's result, the host's record
    const auto report = readJson(table.file("host.out"));
    ASSERT_TRUE(report) << table.diagnostics();
    EXPECT_EQ(linesWith(report->at("log"), "now plays from " + table.remote().at(1) + "/"), 1)
        << report->at("log");
    // Nothing refused but, at most, an answer that crossed its request's withdrawal; what the
    // first device still sent after the second's hello was ignored, not refused.
    for (const Json& entry : report->at("log")) {
        const std::string text = entry.get<std::string>();
        if (text.find("refused") != std::string::npos) {
            EXPECT_NE(text.find("(stale)"), std::string::npos) << text;
        }
    }
}

}  // namespace
}  // namespace ps::net
