// The CLI's tournament command: arguments, errors and the printed table.

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"

namespace ps::cli {
namespace {

int run(std::vector<std::string> args, std::string& out, std::string& err) {
    std::ostringstream o;
    std::ostringstream e;
    const int status = runTournament(args, o, e);
    out = o.str();
    err = e.str();
    return status;
}

TEST(Tournament, RejectsBadArguments) {
    std::string out;
    std::string err;
    EXPECT_EQ(run({}, out, err), kExitUsage);
    EXPECT_NE(err.find("--players"), std::string::npos);
    EXPECT_EQ(run({"--players", "medium,grandmaster"}, out, err), kExitUsage);
    EXPECT_NE(err.find("grandmaster"), std::string::npos);
    EXPECT_EQ(run({"--players", "medium"}, out, err), kExitUsage);
    EXPECT_NE(err.find("2 to 4 players"), std::string::npos);
    EXPECT_EQ(run({"--players", "easy,random", "--games", "0"}, out, err), kExitUsage);
    EXPECT_EQ(run({"--players", "easy,random", "--bogus"}, out, err), kExitUsage);
}

TEST(Tournament, PlaysSeatRotatedGamesAndPrintsWinRates) {
    std::string out;
    std::string err;
    const int status = run({"--players", "easy,random", "--games", "4", "--seed", "3", "--dict",
                            POTEGA_TEST_LEXICON, "--common-words", POTEGA_COMMON_WORDS_SOURCE},
                           out, err);
    ASSERT_EQ(status, kExitOk) << err;
    EXPECT_NE(out.find("4 games, 2 players"), std::string::npos) << out;
    EXPECT_NE(out.find("95% CI"), std::string::npos);
    EXPECT_NE(out.find("easy"), std::string::npos);
    EXPECT_NE(out.find("random"), std::string::npos);
}

}  // namespace
}  // namespace ps::cli
