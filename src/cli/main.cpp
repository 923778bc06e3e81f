// potega-slowa-cli: the command-line tool. Dispatches to the commands of command_table.cpp.
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.h"

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    return ps::cli::runCli(args, std::cout, std::cerr);
}
