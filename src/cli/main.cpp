// potega-slowa-cli: the command-line tool. Dispatches to the commands of command_table.cpp.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <new>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "diagnostics/crash_handler.h"
#include "potega/version.h"

int main(int argc, char** argv) {
    // A crash leaves a backtrace on stderr (a CLI's log): a report to send by hand.
    ps::diagnostics::installCrashHandler(
        {"potega-slowa-cli", std::string(ps::version::kVersion), std::string()});
    // The last line of defence: whatever escapes is a message and status 2, not an abort.
    try {
        std::vector<std::string> args(argv + 1, argv + argc);
        const int status = ps::cli::runCli(args, std::cout, std::cerr);
        // runCli has already reported an output it could not write (the stream is bad then).
        const bool reported = !std::cout;
        errno = 0;
        if (!reported && (std::fflush(stdout) != 0 || std::ferror(stdout))) {
            std::cerr << "potega-slowa-cli: cannot write the output"
                      << (errno != 0 ? std::string(" (") + std::strerror(errno) + ")" : "") << "\n";
            return ps::cli::kExitUsage;
        }
        return status;
    } catch (const std::bad_alloc&) {
        std::fputs("potega-slowa-cli: out of memory\n", stderr);
    } catch (const std::exception& e) {
        std::cerr << "potega-slowa-cli: " << e.what() << "\n";
    } catch (...) {
        std::fputs("potega-slowa-cli: unexpected failure\n", stderr);
    }
    return ps::cli::kExitUsage;
}
