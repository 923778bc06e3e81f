#pragma once
// Runs the CLI through the same entry point as the binary, capturing what it prints.

#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"

namespace ps::cli {

struct CliRun {
    int status = -1;
    std::string out;
    std::string err;
};

inline CliRun run(std::vector<std::string> args) {
    std::ostringstream out;
    std::ostringstream err;
    CliRun result;
    result.status = runCli(args, out, err);
    result.out = out.str();
    result.err = err.str();
    return result;
}

}  // namespace ps::cli
