#include <cerrno>
#include <cstring>
#include <new>
#include <ostream>
#include <string>

#include "cli/commands.h"
#include "dictionary/dictionary.h"
#include "potega/version.h"
#include "text/printable.h"

namespace ps::cli {

namespace {

// The system's reason for the last failed write, when there is one.
std::string outputFault() {
    const int error = errno;
    return error != 0 ? std::string(" (") + std::strerror(error) + ")" : std::string();
}

void printHelp(std::ostream& out) {
    out << "usage: potega-slowa-cli COMMAND [ARGS...]\n"
           "       potega-slowa-cli COMMAND --help\n"
           "       potega-slowa-cli --version\n\n"
           "Potęga Słowa from the command line. Commands:\n";
    for (const Command& command : commands()) {
        out << "  " << command.usage << "\n      " << command.summary << "\n";
    }
    out << "\nThe dictionary is --dict FILE, else $POTEGA_DICTIONARY, else polish.dict in the\n"
           "build tree, the installed data directory or next to the program.\n"
           "Exit status: 0 yes / done, 1 no (e.g. a word is not valid, an action refused), 2 any\n"
           "error: bad arguments, an unreadable or broken file or dictionary, output that cannot\n"
           "be written. net join: 3 when another device of its account took its seat.\n"
           "\nOptions:\n"
           "  -h, --help     print this help; COMMAND --help prints the command's options\n"
           "  -V, --version  print the version and the dictionary's word count and checksum\n";
}

// The version on standard output; the dictionary's line there too when it is usable, else on
// standard error with status 2 (a set $POTEGA_DICTIONARY naming a broken file is an error).
int printVersion(std::ostream& out, std::ostream& err) {
    out << "potega-slowa-cli " << version::kVersion << "\n";
    const auto dictionary = version::describeDictionary(dict::findDictionaryFile());
    (dictionary.usable ? out : err) << dictionary.text << "\n";
    return dictionary.usable ? kExitOk : kExitUsage;
}

// A command's output that could not be written (a full disk, a closed pipe) is a failure
// whatever the command answered.
int finish(int status, std::ostream& out, std::ostream& err) {
    out.flush();
    if (!out) {
        err << "potega-slowa-cli: cannot write the output" << outputFault() << "\n";
        return kExitUsage;
    }
    return status;
}

}  // namespace

int runCli(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        printHelp(err);
        return kExitUsage;
    }
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        printHelp(out);
        return finish(kExitOk, out, err);
    }
    if (args[0] == "--version" || args[0] == "-V") {
        if (args.size() > 1) {
            err << "potega-slowa-cli: " << args[0] << " takes no argument, got '"
                << text::printableText(args[1], text::kEchoedArgumentBytes) << "'\n";
            return kExitUsage;
        }
        return finish(printVersion(out, err), out, err);
    }
    for (const Command& command : commands()) {
        if (args[0] == command.name) {
            int status = kExitUsage;
            // Every failure is a message and status 2, never an abort (main adds the same
            // guard around everything).
            try {
                status = command.run(args.subspan(1), out, err);
            } catch (const std::bad_alloc&) {
                err << "potega-slowa-cli " << command.name << ": out of memory\n";
                return kExitUsage;
            } catch (const std::exception& e) {
                err << "potega-slowa-cli " << command.name << ": " << e.what() << "\n";
                return kExitUsage;
            }
            return finish(status, out, err);
        }
    }
    // Escaped and cut: a name full of terminal escapes or 128 KB long is not echoed raw.
    err << "potega-slowa-cli: unknown command '"
        << text::printableText(args[0], text::kEchoedArgumentBytes) << "'\n\n";
    printHelp(err);
    return kExitUsage;
}

}  // namespace ps::cli
