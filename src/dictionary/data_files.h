#pragma once
// Where the program's data files (the compiled dictionary, the common-words list) are found:
// one search path for every file and every program.

#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

namespace ps::dict {

// The candidates for a data file, in order: the build tree's data folder (only for a program
// that runs from inside that build tree), the installed data folder, the running program's own
// folder.
std::vector<std::filesystem::path> dataSearchPath(std::string_view fileName);

// The file named by the environment variable `overrideVariable` when it is set and not empty
// (returned even when missing or broken: the caller's load then says what is wrong with it,
// never silently falls back to another file); else the first regular file of
// dataSearchPath(fileName); else nothing.
std::optional<std::filesystem::path> findDataFile(std::string_view fileName,
                                                  const char* overrideVariable);

// The value of `variable` when set and not empty.
std::optional<std::filesystem::path> dataFileOverride(const char* variable);

}  // namespace ps::dict
