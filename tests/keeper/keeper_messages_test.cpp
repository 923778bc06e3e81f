// The keeper's messages: every kind written and read back the same, and bad input refused with
// the JSON path of the fault.

#include <gtest/gtest.h>

#include "keeper/keeper_messages.h"

namespace ps::keeper {
namespace {

TableSummary sampleSummary() {
    TableSummary table;
    table.id = "stol-0123456789ab";
    table.room = "stol-0123456789ab@conference.example.org";
    table.terms = correspondenceTerms();
    table.terms.players = 3;
    table.terms.listed = true;
    table.seats = {"anna@example.org", "", "ewa@example.org"};
    table.names = {"Anna", "", "Ewa"};
    table.yourSeat = 2;
    table.started = false;
    table.waitingFor = {0};
    table.since = 1'800'000'000;
    table.deadline = 1'800'086'400;
    table.createdAt = 1'799'000'000;
    return table;
}

TEST(KeepMessages, EveryKindReadsBackAsWritten) {
    CreateTable create;
    create.terms = correspondenceTerms();
    create.terms.players = 4;
    create.terms.variant = true;
    create.invited = {"ewa@example.org", "jan@example.org"};
    create.name = "Anna";
    Tables tables;
    tables.tables = {sampleSummary(), sampleSummary()};
    tables.openSeats = true;
    TableSummary over = sampleSummary();
    over.over = true;
    over.totals = {12, 9, 4};
    const std::vector<KeeperMessage> messages{create,
                                              ListTables{},
                                              ListOpen{},
                                              TakeSeat{"stol-1", "Jan"},
                                              Created{sampleSummary()},
                                              tables,
                                              Seated{over},
                                              KeeperRefused{"full", "every seat is taken"}};
    for (const KeeperMessage& message : messages) {
        const std::string text = writeKeeperMessage(message, 42);
        EXPECT_TRUE(looksLikeKeeperMessage(text));
        const ReadKeeperMessage read = readKeeperMessage(text);
        ASSERT_TRUE(read.message.has_value()) << read.error << "\n" << text;
        EXPECT_EQ(read.id, 42u);
        EXPECT_EQ(read.message->index(), message.index());
        EXPECT_EQ(writeKeeperMessage(*read.message, 42), text);
    }
    const auto created = readKeeperMessage(writeKeeperMessage(create));
    EXPECT_EQ(std::get<CreateTable>(*created.message).terms, create.terms);
}

TEST(KeepMessages, BadInputIsRefusedWithWhereAndWhy) {
    const std::string head = R"({"protocol": "potega-slowa-keeper", "version": 1, )";
    const std::vector<std::pair<std::string, std::string>> cases{
        {"[1, 2]", "a JSON object"},
        {R"({"protocol": "potega-slowa-net", "version": 1, "kind": "list"})", "/protocol"},
        {R"({"protocol": "potega-slowa-keeper", "version": 9, "kind": "list"})", "/version"},
        {head + R"("kind": "dance"})", "/kind"},
        {head + R"("kind": "sit", "table": "stol-1"})", "\"name\" is missing"},
        {head + R"("kind": "create", "terms": {"pace": "slow"}, "invited": [], "name": ""})",
         "/terms/pace"},
        {head +
             R"("kind": "create", "terms": {"pace": "live", "players": 7}, "invited": [], "name": ""})",
         "/terms/players"},
        {head +
             R"("kind": "create", "terms": {"pace": "correspondence", "decisionSeconds": 0}, "invited": [], "name": ""})",
         "/terms/decisionSeconds"},
        {head +
             R"("kind": "create", "terms": {"pace": "live", "players": 2}, "invited": ["a@b", "c@d"], "name": ""})",
         "/invited"},
        {head +
             R"("kind": "create", "terms": {"pace": "live"}, "invited": ["not an account"], "name": ""})",
         "/invited/0"},
        {head + R"("kind": "sit", "table": "stol-1", "name": "a\u0001b"})", "control character"},
        {std::string(70000, ' '), "bytes"},
    };
    for (const auto& [text, expected] : cases) {
        const ReadKeeperMessage read = readKeeperMessage(text);
        EXPECT_FALSE(read.message.has_value()) << text;
        EXPECT_NE(read.error.find(expected), std::string::npos) << read.error;
    }
    EXPECT_FALSE(looksLikeKeeperMessage(R"({"protocol": "potega-slowa-net"})"));
}

}  // namespace
}  // namespace ps::keeper
