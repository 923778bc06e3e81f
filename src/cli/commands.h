#pragma once
// potega-slowa-cli's subcommands. Each command is a function in its own .cpp file, listed once
// in command_table.cpp; add a new one by declaring it here and adding one line to the table.

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>

namespace ps::cli {

// Exit statuses shared by every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitNegative = 1;  // the command ran; the answer is "no" (e.g. invalid word)
inline constexpr int kExitUsage = 2;     // bad arguments, missing or broken dictionary

// A command gets its arguments (after its name) and the streams to write to.
using CommandFunction = int (*)(std::span<const std::string> args, std::ostream& out,
                                std::ostream& err);

struct Command {
    std::string_view name;
    std::string_view usage;    // e.g. "check [--dict FILE] [--used W1,W2,...] [--json] WORD..."
    std::string_view summary;  // one line for --help
    CommandFunction run;
};

// The table of commands (command_table.cpp).
std::span<const Command> commands();

// Runs the tool: args are argv[1..]. Returns the exit status.
int runCli(std::span<const std::string> args, std::ostream& out, std::ostream& err);

int runCheck(std::span<const std::string> args, std::ostream& out, std::ostream& err);
int runAnagram(std::span<const std::string> args, std::ostream& out, std::ostream& err);
int runCompile(std::span<const std::string> args, std::ostream& out, std::ostream& err);
int runTournament(std::span<const std::string> args, std::ostream& out, std::ostream& err);
int runAnalyze(std::span<const std::string> args, std::ostream& out, std::ostream& err);
// The game commands (game_commands.cpp): positions, actions, scores, records, random games.
int runNew(std::span<const std::string> args, std::ostream& out, std::ostream& err);
int runApply(std::span<const std::string> args, std::ostream& out, std::ostream& err);
int runScore(std::span<const std::string> args, std::ostream& out, std::ostream& err);
int runReplay(std::span<const std::string> args, std::ostream& out, std::ostream& err);
int runSimulate(std::span<const std::string> args, std::ostream& out, std::ostream& err);
// Online play over XMPP, headless (net_host.cpp, net_join.cpp): `net host`, `net join`.
int runNet(std::span<const std::string> args, std::ostream& out, std::ostream& err);
int runNetHost(std::span<const std::string> args, std::ostream& out, std::ostream& err);
int runNetJoin(std::span<const std::string> args, std::ostream& out, std::ostream& err);
// A table keeper (net_keep.cpp): `net keep --config FILE`.
int runNetKeep(std::span<const std::string> args, std::ostream& out, std::ostream& err);
// A player's questions to a keeper (net_keeper.cpp): `net tables`, `net create`, `net sit`.
int runNetKeeperQuestion(std::string_view verb, std::span<const std::string> args,
                         std::ostream& out, std::ostream& err);

}  // namespace ps::cli
