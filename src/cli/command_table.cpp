#include "cli/commands.h"

namespace ps::cli {

namespace {

// One line per command.
constexpr Command kCommands[] = {
    {"check",
     "check [--dict FILE] [--add FILE] [--remove FILE] [--used W1,W2,...] [--json] WORD...",
     "check words against the dictionary and the words already used", runCheck},
    {"anagram", "anagram LETTERS [--must LETTERS] [--min N] [--max N] [--dict FILE]",
     "list the words the letters can make", runAnagram},
    {"compile", "compile LIST OUT",
     "compile a word list (UTF-8, one word per line) into a dictionary file", runCompile},
    {"tournament",
     "tournament --players LEVEL,LEVEL[,...] [--games N] [--seed S] [--variant] [--verbose]\n"
     "             [--dict FILE] [--deck FILE] [--common-words FILE] [--hard-SETTING VALUE...]",
     "seat-rotated games between bot levels: win rates (95% CI) and mean scores", runTournament},
    {"new",
     "new --players N [--seed S] [--variant] [--start-player P] [--min-length L] "
     "[--redraw-limit R] [--table-overrules]",
     "print the starting position of a new game (JSON)", runNew},
    {"apply",
     "apply --position FILE --actions FILE [--dict FILE] [--add FILE] [--remove FILE]\n"
     "             [--events | --check]",
     "apply a JSON list of actions; print the position, or the first action refused (--check: "
     "whether each would be accepted now, and why not)",
     runApply},
    {"score", "score --position FILE", "print the scores with their zones (JSON)", runScore},
    {"replay", "replay RECORD [--dict FILE] [--add FILE] [--remove FILE]",
     "check a record move by move and print the final scores (JSON)", runReplay},
    {"analyze",
     "analyze RECORD [--deals N | --think-ms T] [--player P]... [--json] [--dict FILE]\n"
     "             [--common-words FILE] [--candidates N] [--threads N] [--seed S]",
     "the expert's analysis of a finished game: each move's chance of winning beside the best "
     "move's, the biggest mistakes",
     runAnalyze},
    {"simulate", "simulate --games N [--players K] [--seed S] [--variant] [--dict FILE] [--json]",
     "play random legal games; print mean score, captures, words, games per second", runSimulate},
    {"net",
     "net host --jid JID --password P --room ROOM --seat bot:LEVEL|remote:JID... [--seed S]\n"
     "             [--record FILE] [--autosave FILE] [--resume FILE] [--server H --port N]\n"
     "         net join --jid JID --password P [--room ROOM|LINK] [--bot LEVEL] [--result FILE]\n"
     "         net keep --config FILE\n"
     "         net tables|create|sit --jid JID --keeper JID [--open] [--correspondence] ...",
     "play online over XMPP, headless: host a table, sit at one with a bot deciding, keep many "
     "tables, ask a keeper for yours",
     runNet},
};

}  // namespace

std::span<const Command> commands() {
    return kCommands;
}

}  // namespace ps::cli
