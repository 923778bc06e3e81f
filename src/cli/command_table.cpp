#include "cli/commands.h"

namespace ps::cli {

namespace {

// One line per command.
constexpr Command kCommands[] = {
    {"check", "check [--dict FILE] [--used W1,W2,...] [--json] WORD...",
     "check words against the dictionary and the words already used", runCheck},
    {"anagram", "anagram LETTERS [--must LETTERS] [--min N] [--max N] [--dict FILE]",
     "list the words the letters can make", runAnagram},
    {"tournament", "tournament --players LEVEL,LEVEL[,...] [--games N] [--seed S] [--variant]",
     "seat-rotated games between bot levels: win rates (95% CI) and mean scores", runTournament},
};

}  // namespace

std::span<const Command> commands() {
    return kCommands;
}

}  // namespace ps::cli
