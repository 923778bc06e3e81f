#include <ostream>

#include "cli/commands.h"

namespace ps::cli {

namespace {

void printHelp(std::ostream& out) {
    out << "usage: potega-slowa-cli COMMAND [ARGS...]\n"
           "       potega-slowa-cli COMMAND --help\n\n"
           "Potęga Słowa from the command line. Commands:\n";
    for (const Command& command : commands()) {
        out << "  " << command.usage << "\n      " << command.summary << "\n";
    }
    out << "\nThe dictionary is --dict FILE, else $POTEGA_DICTIONARY, else polish.dict in the\n"
           "build tree, the installed data directory or next to the program.\n"
           "Exit status: 0 yes / done, 1 no (e.g. a word is not valid), 2 usage or dictionary "
           "error.\n";
}

}  // namespace

int runCli(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        printHelp(err);
        return kExitUsage;
    }
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        printHelp(out);
        return kExitOk;
    }
    for (const Command& command : commands()) {
        if (args[0] == command.name) {
            const auto rest = args.subspan(1);
            for (const std::string& arg : rest) {
                if (arg == "--help" || arg == "-h") {
                    out << "usage: potega-slowa-cli " << command.usage << "\n  " << command.summary
                        << "\n";
                    return kExitOk;
                }
            }
            return command.run(rest, out, err);
        }
    }
    err << "potega-slowa-cli: unknown command '" << args[0] << "'\n\n";
    printHelp(err);
    return kExitUsage;
}

}  // namespace ps::cli
